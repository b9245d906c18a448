/**
 * The offline tools' one game driver (src-shared/platform/testing/module-play.ts) on Lot Auction, a game with no
 * tools code of its own: bots are asked as the host asks them (all from the same state, each with the generator
 * `botSeed(game seed, window id, seat)` gives), a caller's `start` edits, interjected inputs (a refusal that changes
 * the state is an error), invariants by window, `onInput`, the table-rounds way of playing, and `chance` drawing
 * nothing when the outcome is certain.
 */
import { describe, expect, it } from 'vitest';
import { auctionModule } from '../../../src-shared/games/auction/module.ts';
import { botSeed } from '../../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseInput } from '../../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { playModuleGame, seatIds, type PlayOptions } from '../../../src-shared/platform/testing/module-play.ts';
import { chance } from '../../../src-shared/platform/testing/sim-stats.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, seedRng, u32 } from '../../../src-shared/rng.ts';

const M: AnyGameModule = auctionModule;
const config = M.config.make(4, seatIds(4), {}, DEFAULT_TABLE_OPTIONS);
const base = (): PlayOptions => ({ module: M, config, seed: 7, playerOf: () => 'legal', rng: seedRng(1), timeoutRate: 0.1, checkInvariants: true, record: true });

describe('module-play', () => {
  it('asks every owing bot from the same state, each with the generator the host would give it', () => {
    const asked: { window: number; seat: string; state: string; firstDraw: number }[] = [];
    const watched: AnyGameModule = {
      ...M,
      bots: {
        ...M.bots,
        decide: (state, player, bot) => {
          const w = activeWindow(M.windows(state))!;
          asked.push({ window: w.id, seat: player, state: JSON.stringify(state), firstDraw: u32({ ...bot.rng }) });
          return M.bots.decide(state, player, bot);
        },
      },
    };
    const r = playModuleGame({ ...base(), module: watched, playerOf: () => 'easy', rng: seedRng(1), timeoutRate: 0 });
    expect(r.stopped).toBeNull();
    expect(r.refused).toEqual({});
    expect(asked.length).toBeGreaterThan(10);
    for (const a of asked) expect(a.firstDraw).toBe(u32(seedRng(botSeed(7, a.window, seatIds(4).indexOf(a.seat)))));
    // In a window several bots answer, they all saw the window as it opened.
    const byWindow = new Map<number, typeof asked>();
    for (const a of asked) byWindow.set(a.window, [...(byWindow.get(a.window) ?? []), a]);
    const shared = [...byWindow.values()].filter((list) => list.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const list of shared) expect(new Set(list.map((a) => a.state)).size).toBe(1);
    // The same seeds give the same game.
    const again = playModuleGame({ ...base(), playerOf: () => 'easy', rng: seedRng(99), timeoutRate: 0 });
    const once = playModuleGame({ ...base(), playerOf: () => 'easy', rng: seedRng(1), timeoutRate: 0 });
    expect(again.inputs).toEqual(once.inputs);
  });

  it('applies `start` before play, feeds interjected inputs first and stops when a refusal changed the state', () => {
    const started: string[] = [];
    const fine = playModuleGame({
      ...base(),
      start: (s) => started.push(JSON.stringify(s)),
      // A stale TIMEOUT every round: refused, and it must leave the state as it was.
      interject: () => [M.inputs.timeout(-1)],
    });
    expect(started).toEqual([JSON.stringify(M.create(config, 7))]);
    expect(fine.stopped).toBeNull();
    expect(fine.refused.STALE_INPUT).toBeGreaterThan(5);
    const leaky: AnyGameModule = {
      ...M,
      applyInPlace: (s, input) => {
        if (input.type !== 'BROKEN') return M.applyInPlace(s, input);
        (s as { broken?: boolean }).broken = true;
        return { ok: false, reason: 'NOPE', message: 'refused, but it wrote first' };
      },
    };
    let sentAt = -1;
    const r = playModuleGame({
      ...base(), module: leaky,
      interject: (_s, _rng, index) => {
        if (sentAt >= 0 || index < 3) return [];
        sentAt = index;
        return [{ type: 'BROKEN' }];
      },
    });
    expect(r.stopped).toBe('ERROR');
    expect(r.errors.map((e) => [e.id, e.inputIndex])).toEqual([['REFUSAL_CHANGED_STATE', sentAt]]);
  });

  it('checks the invariants after every accepted input, or only after those that changed the window (as onInput reports them)', () => {
    let calls = 0;
    const counted: AnyGameModule = { ...M, invariants: (s) => (calls++, M.invariants(s)) };
    const changes: boolean[] = [];
    const byInput = playModuleGame({ ...base(), module: counted, onInput: (_s, _i, _k, o) => o.ok && changes.push(o.windowChanged) });
    const perInput = calls;
    calls = 0;
    playModuleGame({ ...base(), module: counted, invariantsAt: 'window' });
    expect(perInput).toBe(1 + Object.values(byInput.inputTypes).reduce((a, b) => a + b, 0));
    expect(calls).toBe(1 + changes.filter(Boolean).length);
    expect(calls).toBeLessThan(perInput);
  });

  it('plays by table rounds: seats in the table order, a few moves each, then READY (or the clock, at a timed table)', () => {
    const order = ['P4', 'P3', 'P2', 'P1'];
    const choose = (s: unknown, seat: string, rng: ReturnType<typeof seedRng>): BaseInput | null => {
      const legal = M.legalActions(s, seat).filter((i: BaseInput) => i.type !== 'READY');
      return legal.length > 0 ? pick(rng, legal) : null;
    };
    const seen: string[] = [];
    const r = playModuleGame({
      ...base(), timeoutRate: 0,
      onInput: (_s, input) => input.player && seen.push(input.player),
      table: { choose, seats: () => order, timed: false },
    });
    expect(r.stopped).toBeNull();
    expect(r.refused).toEqual({});
    expect(r.inputTypes.READY).toBeGreaterThan(0);
    expect([...new Set(seen)].slice(0, 4)).toEqual(order);
    // At an untimed table nothing ends by chance: only windows still waiting after every READY time out.
    const timedOut = r.inputTypes.TIMEOUT ?? 0;
    expect(timedOut).toBe(r.stalled);
    const timed = playModuleGame({ ...base(), timeoutRate: 0.5, table: { choose, seats: () => order, timed: true } });
    expect(timed.stopped).toBeNull();
    expect(timed.inputTypes.TIMEOUT ?? 0).toBeGreaterThan(timed.stalled);
  });

  it('chance: never at 0 and always at 1 without a draw; one draw in between', () => {
    const rng = seedRng(5);
    const before = JSON.stringify(rng);
    expect(chance(rng, 0)).toBe(false);
    expect(chance(rng, 1)).toBe(true);
    expect(JSON.stringify(rng)).toBe(before);
    chance(rng, 0.5);
    expect(JSON.stringify(rng)).not.toBe(before);
  });
});
