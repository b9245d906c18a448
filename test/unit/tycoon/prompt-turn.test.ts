/**
 * §8 and §9.1 while the turn seat has an unanswered rights prompt (TY-11): the prompt blocks only that seat's
 * own other turn actions (`WRONG_STEP`, check 3). For every other seat the turn step still accepts the action
 * type (check 3 holds), so the actor check answers: `NOT_YOUR_TURN` (check 4), `pass {auto}` included.
 */
import { describe, expect, it } from 'vitest';
import { pendingRightsPrompts } from '../../../src-shared/games/tycoon/queries.ts';
import type { TycoonAction, TycoonState } from '../../../src-shared/games/tycoon/types.ts';
import { act, game, giveCards, passUntil, refusal, setCash, setHoldings, turn } from './fixtures.ts';

/**
 * TC-12's position in Strategist (every turn action type exists): order 0,1,2,3, TR2; seat 0 plays RIGHTS on
 * TTN, so seat 1's turn opens with a prompt (e = 4,000). Seat 1 chairs OMG; seats 2 and 3 hold ATL.
 */
function prompted(rightsFollowerFree = true): TycoonState {
  const s = game(4, { dealer: 3, mode: 'strategist', rightsFollowerFree });
  passUntil(s, 0, 2);
  s.companies.TTN.price = 30;
  setHoldings(s, 'TTN', { 0: 37_000, 1: 9000, 2: 1000, 3: 20_000 });
  setHoldings(s, 'OMG', { 1: 100_000, 2: 10_000 });
  setHoldings(s, 'ATL', { 2: 10_000, 3: 10_000 });
  setCash(s, { 0: 600_000, 1: 600_000, 2: 600_000, 3: 600_000 });
  giveCards(s, 0, ['1:RIGHTS:1']);
  giveCards(s, 1, ['1:LOAN:1', '1:DEB:1', '1:RIGHTS:2']);
  giveCards(s, 2, ['1:LOAN:2', '1:DEB:2']);
  act(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 18_000 });
  expect(turn(s)).toBe(1);
  expect(pendingRightsPrompts(s, 1)).toEqual([{ window: 1, company: 'TTN', entitlement: 4000 }]);
  return s;
}

/** One well-formed action of each turn type for `seat` (the rights answers name window 1). */
function turnActions(seat: number): TycoonAction[] {
  const loan = seat === 1 ? '1:LOAN:1' : '1:LOAN:2';
  const deb = seat === 1 ? '1:DEB:1' : '1:DEB:2';
  return [
    { type: 'buy', seat, company: 'NOV', qty: 1000 },
    { type: 'sell', seat, company: 'OMG', qty: 1000 },
    { type: 'short', seat, company: 'GLB', qty: 1000 },
    { type: 'pass', seat },
    { type: 'pass', seat, auto: true },
    { type: 'playLoan', seat, card: loan },
    { type: 'playDebenture', seat, card: deb, company: 'ATL' },
    { type: 'playRights', seat, card: '1:RIGHTS:2', company: 'OMG', qty: 1000 },
    { type: 'buyOption', seat, company: 'NOV', kind: 'call', qty: 1000 },
    { type: 'declareDividend', seat, company: 'OMG', perShare: 5 },
    { type: 'announceBuyback', seat, company: 'OMG', qty: 1000, price: 55 },
    { type: 'exerciseRights', seat, window: 1, qty: 1000 },
    { type: 'declineRights', seat, window: 1 },
  ] as TycoonAction[];
}

const RIGHTS_ANSWERS = new Set(['exerciseRights', 'declineRights']);

describe('Tycoon: turn actions while the turn seat has an unanswered prompt', () => {
  it('another seat\'s pass, timeout pass included, is NOT_YOUR_TURN, not WRONG_STEP', () => {
    const s = prompted();
    for (const seat of [0, 2, 3]) {
      expect(refusal(s, { type: 'pass', seat })).toBe('NOT_YOUR_TURN');
      expect(refusal(s, { type: 'pass', seat, auto: true })).toBe('NOT_YOUR_TURN');
    }
  });

  it('every turn action type from another seat is NOT_YOUR_TURN (check 4), before any id, quantity or action check', () => {
    const s = prompted();
    for (const seat of [0, 2, 3]) {
      for (const a of turnActions(seat)) expect(refusal(s, a), `${a.type} from seat ${seat}`).toBe('NOT_YOUR_TURN');
      // Check 4 comes before checks 5 and 6.
      expect(refusal(s, { type: 'buy', seat, company: 'XYZ', qty: 7 } as never)).toBe('NOT_YOUR_TURN');
    }
  });

  it('the prompted seat: its other turn actions are WRONG_STEP (§8), its rights answers go through', () => {
    const s = prompted();
    for (const a of turnActions(1)) {
      if (RIGHTS_ANSWERS.has(a.type)) continue;
      expect(refusal(s, a), a.type).toBe('WRONG_STEP');
    }
    // The step check (3) still comes before the seat's own id and quantity checks (5, 6).
    expect(refusal(s, { type: 'buy', seat: 1, company: 'XYZ', qty: 7 } as never)).toBe('WRONG_STEP');
    act(s, { type: 'exerciseRights', seat: 1, window: 1, qty: 4000 });
    expect(pendingRightsPrompts(s, 1)).toEqual([]);
    // Answered: the turn takes its one action, and other seats are still refused as not on turn.
    expect(refusal(s, { type: 'pass', seat: 2 })).toBe('NOT_YOUR_TURN');
    act(s, { type: 'pass', seat: 1 });
    expect(turn(s)).toBe(2);
  });

  it('with rightsFollowerFree off the same codes apply while the prompt is open', () => {
    const s = prompted(false);
    expect(refusal(s, { type: 'pass', seat: 2, auto: true })).toBe('NOT_YOUR_TURN');
    expect(refusal(s, { type: 'pass', seat: 1, auto: true })).toBe('WRONG_STEP');
    act(s, { type: 'declineRights', seat: 1, window: 1, auto: true });
    act(s, { type: 'pass', seat: 1, auto: true });
    expect(turn(s)).toBe(2);
  });
});
