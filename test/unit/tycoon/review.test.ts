/**
 * Spec points checked in the engine review (rules v1.2) that no other test pinned: a follower's rights
 * entitlement is fixed at the start of its turn for every prompt (§9.7, T-D10), and with rightsFollowerFree off
 * an exercise ends the turn and declines the seat's other prompts (§1, §9.7).
 */
import { describe, expect, it } from 'vitest';
import { pendingRightsPrompts } from '../../../src-shared/games/tycoon/queries.ts';
import type { TycoonState } from '../../../src-shared/games/tycoon/types.ts';
import { act, game, giveCards, ofType, refusal, setHoldings, turn } from './fixtures.ts';

/**
 * Order 0,1,2,3 in TR1. Seat 0 plays Rights on TTN (window 1); seat 1 declines it and plays its own (window 2);
 * seat 2, holding 4,000 TTN (e = 2,000), then opens its turn with a prompt in each window.
 */
function twoWindows(rightsFollowerFree: boolean): TycoonState {
  const s = game(4, { dealer: 3, rightsFollowerFree });
  s.companies.TTN.price = 30;
  setHoldings(s, 'TTN', { 0: 10_000, 1: 10_000, 2: 4000, 3: 0 });
  giveCards(s, 0, ['1:RIGHTS:1']);
  giveCards(s, 1, ['1:RIGHTS:2']);
  act(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 1000 });
  act(s, { type: 'declineRights', seat: 1, window: 1 });
  act(s, { type: 'playRights', seat: 1, card: '1:RIGHTS:2', company: 'TTN', qty: 1000 });
  expect(turn(s)).toBe(2);
  expect(pendingRightsPrompts(s, 2)).toEqual([
    { window: 1, company: 'TTN', entitlement: 2000 },
    { window: 2, company: 'TTN', entitlement: 2000 },
  ]);
  return s;
}

describe('Tycoon engine review', () => {
  it('§9.7: an exercise in one window does not raise the entitlement of a later window in the same turn', () => {
    const s = twoWindows(true);
    act(s, { type: 'exerciseRights', seat: 2, window: 1, qty: 2000 });
    expect(s.players[2].holdings.TTN).toBe(6000); // e would now be 3,000, but the turn's e stays 2,000
    expect(refusal(s, { type: 'exerciseRights', seat: 2, window: 2, qty: 3000 })).toBe('RIGHTS_EXCEEDS_ENTITLEMENT');
    act(s, { type: 'exerciseRights', seat: 2, window: 2, qty: 2000 });
    expect(turn(s)).toBe(2); // free exercises: seat 2 still takes its action
    expect(s.players[2].holdings.TTN).toBe(8000);
  });

  it('§1 rightsFollowerFree off: the exercise ends the turn and the remaining prompts are declined automatically', () => {
    const s = twoWindows(false);
    const events = act(s, { type: 'exerciseRights', seat: 2, window: 1, qty: 2000 });
    expect(ofType(events, 'RIGHTS_DECLINED')).toMatchObject([{ seat: 2, window: 2, auto: true }]);
    expect(s.rightsWindows.map((w) => w.answered)).toEqual([[1, 2], [2]]);
    expect(turn(s)).toBe(3);
    expect(s.roundPasses).not.toContain(2); // the exercise was the action, not a pass
  });
});
