/**
 * The platform's pure pieces: table options read from a game's options (the keys games and files have always
 * used), window lengths at a table, and the clock across an interrupt (the parent's time stands still).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_OPTIONS, tableOptionProblems, tableOptionsFrom } from '../../../src-shared/platform/table-options.ts';
import { windowDurationMs, type GameWindow } from '../../../src-shared/platform/windows.ts';
import { clockFor, timerFor } from '../../../src-shared/session/engine-step.ts';

const table = { timerMode: 'TIMED' as const, pace: 1.5, reviewSeconds: 4, graceSeconds: 20 };
const win = (id: number, kind: GameWindow['kind'], seconds: number | null = 20): GameWindow => ({ id, phase: 'X', kind, seats: ['P1'], ready: [], seconds, secret: false });

describe('table options', () => {
  it('reads the platform keys from a game\'s options and defaults the rest', () => {
    expect(tableOptionsFrom({ timerMode: 'TIMERLESS', phaseTimeMultiplier: 2, reviewSeconds: 0, maxTurns: 11 }, 45)).toEqual({ timerMode: 'TIMERLESS', pace: 2, reviewSeconds: 0, graceSeconds: 45 });
    expect(tableOptionsFrom(undefined)).toEqual(DEFAULT_TABLE_OPTIONS);
  });

  it('says what is wrong, in the words of the option keys', () => {
    expect(tableOptionProblems(DEFAULT_TABLE_OPTIONS)).toEqual([]);
    expect(tableOptionProblems({ timerMode: 'FAST' as never, pace: 1.25, reviewSeconds: 31, graceSeconds: -1 })).toEqual([
      'timerMode must be one of TIMED, TIMERLESS',
      'phaseTimeMultiplier must be one of 0.5, 1, 1.5, 2, 3',
      'reviewSeconds must be an integer 0..30',
      'graceSeconds must be an integer 0..600',
    ]);
  });
});

describe('window lengths', () => {
  it('paces timed windows (rounded up to seconds), gives display windows the review time, and TIMERLESS no clock at all', () => {
    expect(windowDurationMs(win(1, 'simultaneous', 55), table)).toBe(83_000);
    expect(windowDurationMs(win(1, 'sequential', 20), table)).toBe(30_000);
    expect(windowDurationMs(win(1, 'display', 99), table)).toBe(4_000);
    expect(windowDurationMs(win(1, 'interrupt', null), table)).toBeNull();
    expect(windowDurationMs(win(1, 'simultaneous', 55), { ...table, timerMode: 'TIMERLESS' })).toBeNull();
    // Issue 22: a timerless table's results wait to be read (every seat ready), like its decisions.
    expect(windowDurationMs(win(1, 'display'), { ...table, timerMode: 'TIMERLESS' })).toBeNull();
  });
});

describe('the clock across an interrupt', () => {
  it('suspends the parent with the time it had left and gives it back when the interrupt closes', () => {
    const parent = win(7, 'sequential', 20); // 30 s at pace 1.5
    const offer = win(8, 'interrupt', 10); // 15 s
    let state = { timer: timerFor(parent, table, 1_000, false), suspended: [] as { id: number; remainingMs: number | null }[], table, now: 1_000 };
    expect(state.timer.deadline).toBe(31_000);
    // 12 s into the turn an offer opens on top of it.
    state = { ...state, now: 13_000, ...clockFor([parent, offer], { ...state, now: 13_000 }) };
    expect(state.timer).toMatchObject({ serial: 8, deadline: 28_000 });
    expect(state.suspended).toEqual([{ id: 7, remainingMs: 18_000 }]);
    // The offer is answered 5 s later: the turn runs on with its 18 s.
    state = { ...state, now: 18_000, ...clockFor([parent], { ...state, now: 18_000 }) };
    expect(state.timer).toMatchObject({ serial: 7, deadline: 36_000 });
    expect(state.suspended).toEqual([]);
  });

  it('keeps a paused clock paused across the change, with the remaining time held', () => {
    const parent = win(3, 'sequential', 20);
    const paused = { timer: { ...timerFor(parent, table, 0, false), paused: true, deadline: null, pausedRemaining: 9_000 }, suspended: [], table, now: 50_000 };
    const opened = clockFor([parent, win(4, 'interrupt', 10)], paused);
    expect(opened.suspended).toEqual([{ id: 3, remainingMs: 9_000 }]);
    expect(opened.timer).toMatchObject({ serial: 4, paused: true, deadline: null, pausedRemaining: 15_000 });
    const closed = clockFor([parent], { ...paused, ...opened });
    expect(closed.timer).toMatchObject({ serial: 3, paused: true, deadline: null, pausedRemaining: 9_000 });
  });

  it('starts a fresh timer for an unrelated next window and forgets closed parents', () => {
    const state = { timer: timerFor(win(3, 'simultaneous'), table, 0, false), suspended: [{ id: 2, remainingMs: 5 }], table, now: 10_000 };
    const next = clockFor([win(4, 'simultaneous')], state);
    expect(next.timer).toMatchObject({ serial: 4, startedAt: 10_000, deadline: 40_000 });
    expect(next.suspended).toEqual([]);
  });
});
