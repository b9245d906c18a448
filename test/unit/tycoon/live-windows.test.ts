/**
 * Tycoon through the platform's session (§14 of the spec): a turn is one sequential window whose timeout
 * passes (declining open rights prompts first), a buyback opens an interrupt that stops the turn's clock,
 * the year end's sealed windows close when every answer is in (READY sends the defaults still owed) and its
 * display steps when every seat is ready. A simulated clock; every step waits for a state, never for time.
 */
import { describe, expect, it } from 'vitest';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import { advance, GAME_CASES, startSession } from '../../platform/games.ts';
import { setCash, setHand, setHoldings } from './fixtures.ts';

const TYCOON = GAME_CASES.find((c) => c.kind === 'tycoon')!;
const humans = (n: number) => Array.from({ length: n }, () => 'human' as const);

function session(players: number, options: Record<string, unknown> = {}, table = {}) {
  const s = startSession({ ...TYCOON, prepare: undefined, options: { mode: 'strategist', years: 2, ...options } }, humans(players), table);
  const game = () => s.engine() as TycoonGame;
  const send = (input: object) => {
    s.runner.send({ type: 'INPUT', at: s.clock.now(), input: input as never });
    return s.runner.context.lastRefusal;
  };
  return { ...s, game, send };
}

describe('tycoon live windows', () => {
  it('times a turn out after the turn time with an automatic pass, and the next seat gets a new window', () => {
    const s = session(3);
    const first = s.window();
    const seat = `P${s.game().core.order[0] + 1}`;
    expect(first).toMatchObject({ phase: 'TURN', kind: 'sequential', seats: [seat], ready: [], secret: true });
    expect(s.runner.context.timer.deadline).toBe(60_000);
    advance(s.clock, 59_000);
    expect(s.window().id).toBe(first.id);
    advance(s.clock, 1_000);
    const next = s.window();
    expect(next.id).not.toBe(first.id);
    expect(next.seats).toEqual([`P${s.game().core.order[1] + 1}`]);
    expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'PASSED', seat, auto: true }));
  });

  it('refuses READY in a turn and a stale timeout, changing nothing', () => {
    const s = session(2);
    const seat = `P${s.game().core.order[0] + 1}`;
    const before = JSON.stringify(s.game());
    expect(s.send({ type: 'READY', player: seat })).toMatchObject({ reason: 'WRONG_STEP' });
    expect(s.send({ type: 'TIMEOUT', window: s.window().id + 5 })).toMatchObject({ reason: 'STALE_INPUT' });
    expect(s.send({ type: 'buy', player: seat, company: 'NOV', qty: 1500 })).toMatchObject({ reason: 'BAD_QUANTITY' });
    expect(s.send({ type: 'buy', player: seat, company: 'NOV', qty: 1000, auto: true })).toMatchObject({ reason: 'MALFORMED_INPUT' });
    expect(JSON.stringify(s.game())).toBe(before);
  });

  it('stops the turn clock while a buyback is open, resolves it on the last offer, and goes on with the next turn', () => {
    const s = session(3);
    const core = s.game().core;
    const chair = core.order[0];
    const [holder, other] = [core.order[1], core.order[2]];
    setHoldings(core, 'VTC', { [chair]: 100_000, [holder]: 20_000, [other]: 10_000 });
    setCash(core, { [chair]: 2_500_000 });
    advance(s.clock, 10_000);
    const turn = s.window();
    const id = (seat: number) => `P${seat + 1}`;
    expect(s.send({ type: 'announceBuyback', player: id(chair), company: 'VTC', qty: 20_000, price: 80 })).toBeNull();
    const offer = s.window();
    expect(offer).toMatchObject({ phase: 'BUYBACK', kind: 'interrupt', secret: true });
    expect(offer.seats.sort()).toEqual([id(holder), id(other)].sort());
    expect(s.runner.stateValue).toEqual({ game: { phase: 'BUYBACK', clock: 'running' } });
    // Longer than the turn had left: the turn's clock stood still, the offer window has its own 30 s.
    expect(s.send({ type: 'buybackOffer', player: id(holder), qty: 15_000 })).toBeNull();
    expect(s.window().ready).toEqual([id(holder)]);
    advance(s.clock, 29_000);
    expect(s.window().id).toBe(offer.id);
    expect(s.send({ type: 'buybackOffer', player: id(other), qty: 10_000 })).toBeNull();
    const events = s.runner.context.lastEvents;
    expect(events).toContainEqual(expect.objectContaining({ type: 'BUYBACK_RESOLVED' }));
    // Fill priority is seat order after the Chairman: the holder's 15,000, then 5,000 of the other's 10,000.
    expect(s.game().core.players[holder].holdings.VTC).toBe(5_000);
    expect(s.game().core.players[other].holdings.VTC).toBe(5_000);
    expect(s.game().core.companies.VTC.outstanding).toBe(180_000);
    expect(s.window().id).not.toBe(turn.id);
    expect(s.window()).toMatchObject({ phase: 'TURN', seats: [id(holder)] });
  });

  it('declines open rights prompts before the automatic pass when a follower\'s turn times out', () => {
    const s = session(3, {}, { timerMode: 'TIMED' });
    const core = s.game().core;
    const [a, b] = core.order;
    setHoldings(core, 'TTN', { [a]: 40_000, [b]: 10_000 });
    setHand(core, a, ['1:RIGHTS:1', ...core.players[a].hand.filter((c) => c !== '1:RIGHTS:1').slice(0, 9)]);
    expect(s.send({ type: 'playRights', player: `P${a + 1}`, card: '1:RIGHTS:1', company: 'TTN', qty: 20_000 })).toBeNull();
    expect(s.window().seats).toEqual([`P${b + 1}`]);
    const rightsWindow = s.game().core.rightsWindows[0].id;
    advance(s.clock, 60_000);
    const kinds = s.runner.context.lastEvents.map((e) => e.type);
    expect(kinds.indexOf('RIGHTS_DECLINED')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('RIGHTS_DECLINED')).toBeLessThan(kinds.indexOf('PASSED'));
    expect(s.runner.context.lastEvents).toContainEqual(expect.objectContaining({ type: 'RIGHTS_DECLINED', seat: `P${b + 1}`, window: rightsWindow }));
  });

  it('runs the year end: a sealed withhold window closes on READY defaults, display steps on everyone ready', () => {
    const s = session(2, {}, { reviewSeconds: 20 });
    const core = s.game().core;
    const [a, b] = core.order;
    // b directs ATL (a chairs it) and holds an ATL card: E1 opens for b.
    setHoldings(core, 'ATL', { [a]: 100_000, [b]: 60_000 });
    const atl = core.players[b].hand.find((c) => c.includes(':ATL:')) ?? '1:ATL:+5';
    setHand(core, b, [atl, ...core.players[b].hand.filter((c) => c !== atl).slice(0, 9)]);
    for (let k = 0; k < 6; k++) advance(s.clock, 60_000);
    expect(s.window()).toMatchObject({ phase: 'E1', kind: 'simultaneous', seats: [`P${b + 1}`], secret: true });
    expect(s.send({ type: 'READY', player: `P${a + 1}` })).toMatchObject({ reason: 'NOT_ELIGIBLE' });
    expect(s.send({ type: 'READY', player: `P${b + 1}` })).toBeNull();
    expect(s.window()).toMatchObject({ phase: 'E2', kind: 'display', ready: [] });
    expect(s.runner.context.timer.deadline).toBe(s.clock.now() + 20_000);
    const reveal = s.window().id;
    expect(s.send({ type: 'READY', player: `P${a + 1}` })).toBeNull();
    expect(s.window()).toMatchObject({ id: reveal, ready: [`P${a + 1}`] });
    expect(s.send({ type: 'READY', player: `P${b + 1}` })).toBeNull();
    expect(s.window().id).not.toBe(reveal);
    expect(s.game().core.yearEnd?.revealed.length).toBe(2);
  });

  it('plays a whole game of bots to the end with ranks, and keeps each seat\'s net worth per year', () => {
    const s = startSession({ ...TYCOON, prepare: undefined, options: { mode: 'strategist', years: 3 } }, ['bot', 'bot', 'bot', 'bot'], { reviewSeconds: 1 });
    for (let k = 0; k < 10_000 && tycoonModule.status(s.engine() as TycoonGame) === 'RUNNING'; k++) advance(s.clock, 1000);
    const game = s.engine() as TycoonGame;
    expect(tycoonModule.status(game)).toBe('ENDED');
    expect(s.runner.stateValue).toBe('over');
    expect(tycoonModule.invariants(game)).toEqual([]);
    expect(game.netWorth.every((row) => row.length === 4)).toBe(true);
    const outcome = tycoonModule.outcome(game)!;
    expect(outcome.ranking).toHaveLength(4);
    expect(outcome.reason).toBe('all 3 market years played');
  });
});
