/**
 * Tycoon as the platform plays it: the pure rules state (`core`, ../types.ts) wrapped with what live play
 * adds and the rules do not know: seat names, the clock settings of the table, the platform's window ids
 * (the stale-input token), who is done watching a display step, and each seat's net worth per year. All of
 * it is plain JSON and a function of (config, seed, inputs), like the core.
 */
import type { TycoonConfig, TycoonState } from '../types.ts';

export type TycoonGameConfig = {
  /** The rules config (its seed is replaced by the session's seed at create). */
  engine: TycoonConfig;
  playerNames: string[];
  /** Per-turn clock (§14: one timer covers settlement, prompts and the action). */
  turnSeconds: number;
  /** Simultaneous windows (P1, E1, E3, E9), the buyback offers and each Share Suspended window. */
  windowSeconds: number;
};

/** An open platform window: its id and the key of what it is (a new key means a new window). */
export type OpenWindow = { key: string; id: number };

export type TycoonGame = {
  config: TycoonGameConfig;
  core: TycoonState;
  /** Last window id handed out; ids are never reused. */
  serial: number;
  /** The outer window (turn, step) and, above it, the buyback interrupt, if open. */
  outer: OpenWindow | null;
  inner: OpenWindow | null;
  /** Seats done watching the open display step. */
  ready: number[];
  /** The hand size of the last deal (DEALT), which a bankruptcy later in the year does not change. */
  handSize: number;
  /** Per seat: net worth at the start and at each year's close. */
  netWorth: number[][];
};
