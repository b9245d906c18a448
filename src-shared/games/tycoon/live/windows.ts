/**
 * Tycoon's open windows in the platform's terms (§14 of ../shared/rules/tycoon.md), outermost first:
 * a turn is a sequential window (its settlement and rights prompts live inside it, under one clock), a
 * buyback opens an interrupt above it (the turn's clock stands still), P1, E1, E3 and E9 are sealed
 * simultaneous windows, E2, E4 and E8 are display steps, and each Share Suspended holder gets a sequential
 * window of its own. Empty windows never open: the engine skips them.
 */
import type { GameWindow } from '../../../platform/windows.ts';
import { windowSeats } from '../queries.ts';
import type { TycoonState } from '../types.ts';
import type { TycoonGame } from './types.ts';

export const seatId = (seat: number): string => `P${seat + 1}`;
export const seatIndex = (id: string): number => {
  const m = /^P([1-9]\d?)$/.exec(id);
  return m ? Number(m[1]) - 1 : -1;
};

/** The phases the statechart knows; BUYBACK is the interrupt above a TURN. */
export const TYCOON_PHASES = ['P1', 'TURN', 'BUYBACK', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9'] as const;
export type TycoonPhase = (typeof TYCOON_PHASES)[number];

/**
 * Where play may go from each phase (GAME_OVER: the session ends the chart). Empty windows are skipped (§14),
 * so a step may be followed by a later one: no Director with cards skips E1, no counted card under a Chairman
 * skips E3, no SUSP skips E5, no debtor who can cover skips E9.
 */
export const TYCOON_SUCCESSORS: Record<TycoonPhase, readonly string[]> = {
  P1: ['TURN'],
  TURN: ['TURN', 'BUYBACK', 'E1', 'E2', 'GAME_OVER'],
  BUYBACK: ['TURN'],
  E1: ['E2'],
  E2: ['E3', 'E4'],
  E3: ['E4'],
  E4: ['E5', 'E8'],
  E5: ['E5', 'E8'],
  E8: ['E9', 'P1', 'TURN', 'GAME_OVER'],
  E9: ['P1', 'TURN', 'GAME_OVER'],
};

/** What the outer window is; a different key is a different window (a new id, a fresh clock). */
export function outerKey(core: TycoonState): string | null {
  switch (core.step) {
    case 'GAME_OVER':
      return null;
    case 'TURN':
      return `${core.year}/TR${core.txRound}/${core.turnPos}/${core.order[core.turnPos]}`;
    case 'E5':
      return `${core.year}/E5/${core.window?.kind === 'suspend' ? core.window.seat : -1}`;
    default:
      return `${core.year}/${core.step}`;
  }
}

export function innerKey(core: TycoonState): string | null {
  return core.step === 'TURN' && core.window?.kind === 'buyback' ? `${outerKey(core)}/BB` : null;
}

const DISPLAY = new Set(['E2', 'E4', 'E8']);

export function tycoonWindows(game: TycoonGame): GameWindow[] {
  const core = game.core;
  if (core.step === 'GAME_OVER' || !game.outer) return [];
  const { turnSeconds, windowSeconds } = game.config;
  const owing = windowSeats(core);
  const answeredOf = (eligible: number[]) => eligible.filter((s) => !owing.includes(s)).map(seatId);
  const ids = { id: game.outer.id, phase: core.step as string };
  const out: GameWindow[] = [];
  if (core.step === 'TURN') {
    // Secret: the acting seat plays from its hand (the buy condition, its cards), so a shared screen curtains it.
    out.push({ ...ids, kind: 'sequential', seats: [seatId(core.order[core.turnPos])], ready: [], seconds: turnSeconds, secret: true });
    const w = core.window;
    if (w?.kind === 'buyback' && game.inner) {
      out.push({ id: game.inner.id, phase: 'BUYBACK', kind: 'interrupt', seats: w.eligible.map(seatId), ready: answeredOf(w.eligible), seconds: windowSeconds, secret: true });
    }
    return out;
  }
  if (DISPLAY.has(core.step)) {
    return [{ ...ids, kind: 'display', seats: core.order.map(seatId), ready: game.ready.map(seatId), seconds: null, secret: false }];
  }
  const w = core.window;
  if (core.step === 'E5' && w?.kind === 'suspend') {
    return [{ ...ids, kind: 'sequential', seats: [seatId(w.seat)], ready: [], seconds: windowSeconds, secret: true }];
  }
  if (w && 'eligible' in w) {
    return [{ ...ids, kind: 'simultaneous', seats: w.eligible.map(seatId), ready: answeredOf(w.eligible), seconds: windowSeconds, secret: true }];
  }
  // A step waiting for nobody cannot be left open: the engine skips empty windows (a bug otherwise).
  return [{ ...ids, kind: 'display', seats: core.order.map(seatId), ready: game.ready.map(seatId), seconds: null, secret: false }];
}
