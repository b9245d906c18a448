/**
 * The generic session on a simulated clock, for every game: a window times out at its deadline and not
 * before, pause holds everything and resumes with the time that was left, added time and pace move the
 * deadline, readying up closes simultaneous and display windows. Auction only (the one game with them):
 * a sequential seat that is lost takes its default after the grace period, and an interrupt stops its
 * parent's clock while it is open.
 */
import { describe, expect, it } from 'vitest';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { windowDurationMs } from '../../src-shared/platform/windows.ts';
import type { AuctionState } from '../../src-shared/games/auction/types.ts';
import { advance, AUCTION_CASE, GAME_CASES, startSession } from './games.ts';

const humans = (n: number) => Array.from({ length: n }, () => 'human' as const);

describe.each(GAME_CASES)('$kind session clock', (game) => {
  it('times the first window out at its deadline and not a second before', () => {
    const s = startSession(game, humans(3));
    const first = s.window();
    const duration = windowDurationMs(first, DEFAULT_TABLE_OPTIONS)!;
    expect(duration).toBeGreaterThan(0);
    expect(s.runner.context.timer).toMatchObject({ serial: first.id, deadline: duration, paused: false });
    advance(s.clock, duration - 1000);
    expect(s.window().id).toBe(first.id);
    advance(s.clock, 1000);
    expect(s.window().id).not.toBe(first.id);
    expect(s.runner.context.timer.serial).toBe(s.window().id);
  });

  it('holds everything while paused and resumes with the time that was left; added time and pace move the deadline', () => {
    const s = startSession(game, humans(Math.max(2, game.module.meta.players.min)));
    const first = s.window();
    const duration = windowDurationMs(first, DEFAULT_TABLE_OPTIONS)!;
    advance(s.clock, 3000);
    s.runner.send({ type: 'PAUSE', at: s.clock.now() });
    expect(s.runner.context.timer).toMatchObject({ paused: true, deadline: null, pausedRemaining: duration - 3000 });
    const frozen = JSON.stringify(s.engine());
    advance(s.clock, duration * 10);
    expect(JSON.stringify(s.engine())).toBe(frozen);
    s.runner.send({ type: 'RESUME', at: s.clock.now() });
    const resumedAt = s.clock.now();
    expect(s.runner.context.timer).toMatchObject({ paused: false, deadline: resumedAt + duration - 3000 });
    s.runner.send({ type: 'ADD_TIME', at: resumedAt, ms: 4000 });
    expect(s.runner.context.timer.deadline).toBe(resumedAt + duration + 1000);
    s.runner.send({ type: 'SET_PACE', at: resumedAt, pace: 2 });
    const left = (duration + 1000) * 2;
    expect(s.runner.context.timer.deadline).toBe(resumedAt + left);
    advance(s.clock, left - 1000);
    expect(s.window().id).toBe(first.id);
    advance(s.clock, 1000);
    expect(s.window().id).not.toBe(first.id);
  });

  it('closes a sealed (simultaneous or interrupt) window, and then a display window, when every seat readies up', () => {
    const s = startSession(game, humans(3), { timerMode: 'TIMERLESS', reviewSeconds: 30 });
    const ready = () => {
      const w = s.window();
      w.seats.forEach((p, i) => {
        expect(s.window().id).toBe(w.id);
        s.runner.send({ type: 'INPUT', at: s.clock.now(), input: game.module.inputs.ready(p) });
        expect(s.runner.context.lastRefusal).toBeNull();
        if (i < w.seats.length - 1) expect(s.window().ready).toContain(p);
      });
      expect(s.window().id).not.toBe(w.id);
    };
    const send = (input: BaseInput) => s.runner.send({ type: 'INPUT', at: s.clock.now(), input });
    const sealed = () => s.window().kind === 'simultaneous' || s.window().kind === 'interrupt';
    // Games whose first windows are turns (Tycoon) get there by timing the turns out; the stock round by a sale.
    for (let k = 0; k < 100 && !sealed(); k++) send(game.openSealed?.(s.engine()) ?? game.module.inputs.timeout(s.window().id));
    expect(sealed()).toBe(true);
    expect(s.runner.context.timer.deadline).toBeNull();
    ready();
    // Where no review follows at once (the stock round reviews at the round's end), timed-out windows lead to one.
    for (let k = 0; k < 1000 && s.window().kind !== 'display'; k++) send(game.module.inputs.timeout(s.window().id));
    // Untimed, the sealed window had no deadline, and neither has a review window: it waits for every seat.
    expect(s.window().kind).toBe('display');
    expect(s.runner.context.timer.deadline).toBeNull();
    const review = s.window().id;
    s.clock.increment(60_000);
    expect(s.window().id).toBe(review);
    ready();
  });
});

describe('auction: sequential and interrupt windows', () => {
  /** Everyone readies through BID and REVEAL: the first turn's window is open. */
  function atFirstTurn() {
    const s = startSession(AUCTION_CASE, humans(3));
    const send = (input: object) => {
      s.runner.send({ type: 'INPUT', at: s.clock.now(), input: input as never });
      expect(s.runner.context.lastRefusal).toBeNull();
    };
    send({ type: 'SUBMIT_BID', player: 'P1', amount: 4 });
    for (let k = 0; k < 2; k++) for (const p of ['P1', 'P2', 'P3']) send({ type: 'READY', player: p });
    expect(s.window()).toMatchObject({ kind: 'sequential', phase: 'TURNS', seats: ['P1'] });
    return { ...s, send, state: () => s.engine() as AuctionState };
  }

  it('gives a lost seat its default action after the grace period', () => {
    const s = atFirstTurn();
    s.runner.send({ type: 'INPUT', at: s.clock.now(), input: { type: 'WORK', player: 'P1' } as never });
    const turn = s.window();
    expect(turn.seats).toEqual(['P2']);
    s.runner.send({ type: 'SEAT_LOST', at: s.clock.now(), player: 'P2' });
    advance(s.clock, 19_000);
    expect(s.window().id).toBe(turn.id);
    advance(s.clock, 1000);
    expect(s.window().seats).toEqual(['P3']);
    expect(s.state().players[1].coins).toBe(32);
  });

  it('stops the parent\'s clock while an offer is open, past the parent\'s own deadline', () => {
    const s = atFirstTurn();
    s.send({ type: 'WORK', player: 'P1' });
    const turn = s.window();
    advance(s.clock, 12_000);
    s.send({ type: 'OFFER', player: 'P2', to: 'P1', price: 10 });
    const offer = s.window();
    expect(offer).toMatchObject({ kind: 'interrupt', phase: 'OFFER', seats: ['P1'] });
    expect(s.runner.context.suspended).toEqual([{ id: turn.id, remainingMs: 8000 }]);
    expect(s.runner.context.timer).toMatchObject({ serial: offer.id, deadline: s.clock.now() + 15_000 });
    // The turn had 8 s left: 10 s later it would have ended, but it waits under the offer.
    advance(s.clock, 10_000);
    expect(s.window().id).toBe(offer.id);
    expect(s.runner.context.suspended).toEqual([{ id: turn.id, remainingMs: 8000 }]);
    advance(s.clock, 5000);
    // The offer timed out (declined), which ends P2's turn: P3's turn starts with a full clock.
    expect(s.state().lots[0].owner).toBe('P1');
    expect(s.window()).toMatchObject({ kind: 'sequential', seats: ['P3'] });
    expect(s.runner.context.suspended).toEqual([]);
    expect(s.runner.context.timer.deadline).toBe(s.clock.now() + 20_000);
  });

  it('pauses the interrupt like any window and keeps the parent suspended', () => {
    const s = atFirstTurn();
    s.send({ type: 'WORK', player: 'P1' });
    s.send({ type: 'OFFER', player: 'P2', to: 'P1', price: 10 });
    advance(s.clock, 5000);
    s.runner.send({ type: 'PAUSE', at: s.clock.now() });
    advance(s.clock, 60_000);
    s.runner.send({ type: 'RESUME', at: s.clock.now() });
    expect(s.window().phase).toBe('OFFER');
    expect(s.runner.context.timer.deadline).toBe(s.clock.now() + 10_000);
    expect(s.runner.context.suspended).toEqual([{ id: s.window().id - 1, remainingMs: 20_000 }]);
  });
});
