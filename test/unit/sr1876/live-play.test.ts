/**
 * The stock round played through its module alone (no session): whole games from random legal inputs
 * (`legalActions`) and timeouts end with the invariants kept after every input and the phase trail inside the
 * phase graph; the same inputs give the same game; junk is refused without a trace; READY and TIMEOUT send
 * §13's defaults for everything still owed.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src-shared/games/sr1876/invariants.ts';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import type { Input as BaseInput } from '../../../src-shared/games/sr1876/inputs.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';
import { id, M } from './live-helpers.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 } as const;

function create(players: number, options: Record<string, unknown> = {}, seed = 1): Sr1876Game {
  const names = Array.from({ length: players }, (_, i) => `Seat ${i + 1}`);
  const config = M.config.make(players, names, options, TABLE);
  expect(M.config.problems(config)).toEqual([]);
  return M.create(config, seed);
}

const JUNK: unknown[] = [
  { type: 'sell', player: 'P1', company: 'PSR', count: '2' },
  { type: 'buy', player: 'P1', company: 'PSR' },
  { type: 'offerResponse', player: 'P2', take: 'yes' },
  { type: 'endTurn', player: 'P1', auto: true },
  { type: 'explode', player: 'P1' },
  { type: 'endTurn', player: 'P9' },
  { type: 'TIMEOUT', window: -1 },
];

/** Plays a whole game: mostly a random legal input of a window seat, sometimes the clock, sometimes junk. */
function playOut(game: Sr1876Game, seed: number) {
  const rng = seedRng(seed);
  const inputs: BaseInput[] = [];
  const trail: string[] = [];
  let phase = M.phaseGraph.initial;
  for (let step = 0; step < 20_000 && M.status(game) === 'RUNNING'; step++) {
    const window = activeWindow(M.windows(game))!;
    if (randInt(rng, 0, 9) === 0) {
      const before = JSON.stringify(game);
      const junk = pick(rng, JUNK) as BaseInput;
      expect(M.applyInPlace(game, junk).ok).toBe(false);
      expect(JSON.stringify(game)).toBe(before);
      continue;
    }
    const options = window.seats.flatMap((p) => M.legalActions(game, p) as BaseInput[]);
    const input = options.length > 0 && randInt(rng, 0, 4) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
    const result = M.applyInPlace(game, input);
    expect(result.ok, JSON.stringify({ input, result })).toBe(true);
    if (!result.ok) break;
    inputs.push(input);
    expect(M.invariants(game)).toEqual([]);
    for (const next of M.phasesEntered(result.events)) {
      expect(M.phaseGraph.successors(phase), `${phase} → ${next}`).toContain(next);
      phase = next;
      trail.push(next);
    }
  }
  return { inputs, trail };
}

describe('sr1876 module play', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`plays whole ${players}-seat games from random legal inputs and timeouts to their end`, () => {
      for (const seed of [1, 2]) {
        const game = create(players, { rounds: 2, noRebuyAfterSale: seed === 1 }, seed * 100 + players);
        const { trail } = playOut(game, seed);
        expect(M.status(game)).toBe('ENDED');
        expect(M.windows(game)).toEqual([]);
        const outcome = M.outcome(game)!;
        expect(outcome.ranking.map((r) => r.player).sort()).toEqual(Array.from({ length: players }, (_, i) => id(i)));
        expect(outcome.ranking.map((r) => r.score)).toEqual([...outcome.ranking.map((r) => r.score)].sort((a, b) => b - a));
        // Every kind of window was open at some point, and each round ended in its review.
        for (const phase of M.phaseGraph.phases) expect(trail, phase).toContain(phase);
        expect(trail.filter((p) => p === 'ROUND_END')).toHaveLength(2);
        expect(M.legalActions(game, 'P1')).toEqual([]);
        expect(M.applyInPlace(game, { type: 'READY', player: 'P1' })).toMatchObject({ ok: false, reason: 'GAME_OVER' });
      }
    });
  }

  it('gives the same game from the same config, seed and inputs', () => {
    const first = create(4, { rounds: 2 }, 9);
    const { inputs } = playOut(first, 5);
    const again = create(4, { rounds: 2 }, 9);
    for (const input of inputs) expect(M.applyInPlace(again, input).ok).toBe(true);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  });

  it('READY in an offer pass declines both answers a director owes; TIMEOUT declines every answer still owed', () => {
    const game = create(3, { rounds: 2 }, 4);
    const core = game.core;
    const timeout = () => expect(M.applyInPlace(game, M.inputs.timeout(activeWindow(M.windows(game))!.id)).ok).toBe(true);
    while (core.step === 'DECLARE') timeout();
    const p = core.turn!.seat;
    const q = (p + 1) % 3;
    const qCompany = core.companyOrder[q];
    const act = (input: object) => expect(M.applyInPlace(game, input as BaseInput)).toMatchObject({ ok: true });
    act({ type: 'buy', player: id(p), company: qCompany, source: 'company' });
    timeout();
    timeout();
    act({ type: 'sell', player: id(p), company: qCompany, count: 1 });
    expect(M.windows(game).at(-1)).toMatchObject({ phase: 'OFFER', seats: [id(q), id((p + 2) % 3)] });
    const ready = M.applyInPlace(game, { type: 'READY', player: id(q) });
    expect(ready.ok && ready.events.filter((e) => e.type === 'OFFER_ANSWERED').map((e) => e.as)).toEqual(['player', 'company']);
    expect(core.offer!.answers[String(q)]).toBe(false);
    expect(core.offer!.companyAnswer).toBe(false);
    expect(M.applyInPlace(game, { type: 'READY', player: id(q) })).toMatchObject({ ok: false, reason: 'ALREADY_SUBMITTED' });
    expect(M.applyInPlace(game, { type: 'READY', player: id(p) })).toMatchObject({ ok: false, reason: 'NOT_ELIGIBLE' });
    const timedOut = M.applyInPlace(game, M.inputs.timeout(activeWindow(M.windows(game))!.id));
    expect(timedOut.ok && timedOut.events.map((e) => e.type)).toEqual(expect.arrayContaining(['TIMED_OUT', 'OFFER_ANSWERED', 'OFFER_PASS_CLOSED', 'SHARE_ABSORBED', 'SALE_ENDED', 'TURN_RESUMED']));
    expect(M.windows(game).at(-1)).toMatchObject({ phase: 'TURN', seats: [id(p)] });
  });

  it('times a director\'s declaration window out as 0 for every company it runs', () => {
    const game = create(3, { rounds: 2 }, 4);
    const core = game.core;
    const timeout = () => M.applyInPlace(game, M.inputs.timeout(activeWindow(M.windows(game))!.id));
    while (core.step === 'DECLARE') timeout();
    const p = core.turn!.seat;
    const qCompany = core.companyOrder[(p + 1) % 3];
    // Fixture: p holds three of the IPO's shares of q's company; buying the fourth makes p the director (§9).
    core.players[p].holdings[qCompany] += 3;
    core.companies[qCompany].ipo -= 3;
    expect(M.applyInPlace(game, { type: 'buy', player: id(p), company: qCompany, source: 'company' } as BaseInput).ok).toBe(true);
    expect(core.companies[qCompany].director).toBe(p);
    expect(checkInvariants(core)).toEqual([]);
    while (core.round === 1) timeout();
    for (const player of ['P1', 'P2', 'P3']) M.applyInPlace(game, { type: 'READY', player });
    while (core.declare?.seat !== p) timeout();
    expect(core.declare.open).toEqual(core.companyOrder.filter((code) => core.companies[code].director === p));
    expect(core.declare.open).toHaveLength(2);
    const result = timeout();
    const declared = result.ok ? result.events.filter((e) => e.type === 'REISSUE_DECLARED') : [];
    expect(declared.map((e) => [e.company, e.count, e.auto])).toEqual(core.companyOrder.filter((code) => core.companies[code].director === p).map((code) => [code, 0, true]));
    expect(core.declare?.seat ?? null).not.toBe(p);
  });
});
