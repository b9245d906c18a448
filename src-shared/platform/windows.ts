/**
 * What the session needs from any game at any moment: the open windows. A window is a span of play in
 * which some seats may act, with a clock. Sectors' 30 phases, Tycoon's turns and buyback offers and the
 * 1876 stock round's offer loop all map onto these four kinds.
 */
import type { TableOptions } from './table-options.ts';

export type SeatId = string;

/** Every window kind (the protocol's `session.window.kind` lists the same). */
export const WINDOW_KINDS = ['simultaneous', 'sequential', 'display', 'interrupt'] as const;

export type WindowKind =
  /** Sealed, simultaneous submissions; every listed seat readies up (or times out). */
  | 'simultaneous'
  /** One seat acts; ready-up does not apply; on timeout (or the seat's grace) the game applies a default. */
  | 'sequential'
  /** Review time: nothing to submit, readying up skips it; its length is the table's review seconds. */
  | 'display'
  /**
   * Opened on top of another window (an offer, a buyback): the parent's clock stands still while it is open
   * and runs on with its remaining time once it closes. Acts like `simultaneous` for readiness.
   */
  | 'interrupt';

export type GameWindow = {
  /** Unique within a game and never reused: the stale-input token (`act.phaseSerial`) and the timer's serial. */
  id: number;
  /** The phase (statechart state) this window belongs to. */
  phase: string;
  kind: WindowKind;
  /** Seats that may (and, for the window to close early, must) act or ready up. */
  seats: SeatId[];
  /** Seats already done (simultaneous, display and interrupt windows); always [] for sequential ones. */
  ready: SeatId[];
  /** Base seconds before pace (ignored for display windows, which last the review time); null: untimed. */
  seconds: number | null;
  /**
   * Whether a shared (hot-seat) screen must put the curtain up between seats: submissions are sealed, or the
   * seat acting needs its own secrets on screen (a Tycoon turn shows the acting seat's hand).
   */
  secret: boolean;
};

/** The window whose clock runs: the innermost open one. */
export function activeWindow(windows: readonly GameWindow[]): GameWindow | null {
  return windows.length === 0 ? null : windows[windows.length - 1];
}

/**
 * How long a window lasts at this table, in ms; null when it has no clock. A timerless table has none at all: a
 * display window (a result to read) waits, like every other, until each seat in it is ready (bots at once, a seat
 * nobody holds once its grace period is over).
 */
export function windowDurationMs(window: GameWindow, table: TableOptions): number | null {
  if (table.timerMode === 'TIMERLESS') return null;
  if (window.kind === 'display') return table.reviewSeconds * 1000;
  if (window.seconds === null) return null;
  return Math.ceil(window.seconds * table.pace) * 1000;
}

/** Whether the window's clock scales with pace (display windows keep the review time). */
export const isPaced = (window: GameWindow): boolean => window.kind !== 'display';
