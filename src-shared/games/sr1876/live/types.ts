/**
 * The stock round as the platform plays it: the pure rules state (`core`, ../types.ts) wrapped with what live
 * play adds and the rules do not know: seat names, the table's clocks, the platform's window ids (the
 * stale-input token), the round-end review the rules run through without stopping (SR-11, SR-13), and public
 * records the desk shows (this round's modernity bonus, the last payout, the last closed offer pass, each
 * seat's net worth per round). All of it is plain JSON and a function of (config, seed, inputs), like the core.
 */
import type { Cell, SrConfig, SrState } from '../types.ts';

export type Sr1876GameConfig = {
  /** The rules config (its seed is replaced by the session's seed at create). */
  engine: SrConfig;
  playerNames: string[];
  /** One turn (the offer loop of its sale does not count: that clock stands still) and one declaration window. */
  turnSeconds: number;
  /** One offer pass. */
  offerSeconds: number;
};

/** An open platform window: the key of what it is (a new key means a new window) and its id. */
export type OpenWindow = { key: string; id: number };

/**
 * The round-end review (a display window, SR-13): the engine has paid round `round` out and, unless the game
 * is over, already started the next round (its modernity bonus and first window). The next round's first
 * window opens only when the review closes (every seat ready, or the review time).
 */
export type RoundReview = { id: number; round: number; ready: number[] };

/** §5.1's bonus of one round as the MODERNITY_BONUS event told it (seat-free). */
export type ModernityRecord = { round: number; values: Record<string, number>; leader: string | null; from: Cell | null; to: Cell | null };

/** §10's payout of one round, company by company (engine seats, converted in views). */
export type PayoutRecord = {
  round: number;
  companies: { company: string; perShare: number; toPlayers: Record<string, number>; toCompany: number; from: Cell; to: Cell }[];
};

/** The last closed offer pass, answers revealed (§13: with the allocation, when the pass closes). */
export type PassRecord = {
  seller: number;
  company: string;
  pass: number;
  price: number;
  answers: Record<string, boolean>;
  companyAnswer: boolean | null;
  allocation: { buyer: number | 'company'; price: number }[];
};

/** The last finished sale: what the seller received and where the token ended. */
export type SaleRecord = { seat: number; company: string; count: number; proceeds: number; token: Cell };

export type Sr1876Game = {
  config: Sr1876GameConfig;
  core: SrState;
  /** Last window id handed out; ids are never reused. */
  serial: number;
  /** Turns started so far (the key of a turn's window: a seat may have several turns in a round). */
  turns: number;
  /** The outer window (a declaration window or a turn) and, above a turn, the open offer pass. */
  outer: OpenWindow | null;
  inner: OpenWindow | null;
  /** The round-end review, when one is up (it hides the engine's next window until it closes). */
  review: RoundReview | null;
  modernity: ModernityRecord | null;
  payout: PayoutRecord | null;
  lastPass: PassRecord | null;
  lastSale: SaleRecord | null;
  /** Per seat: net worth at the start and after each round's payout. */
  netWorth: number[][];
};
