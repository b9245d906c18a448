/**
 * Stock Market Tycoon's state, config, actions and events as plain JSON data (no Map, Set, class or
 * undefined values written into the state), so copies, journals and golden files are exact.
 * Normative spec: ../shared/rules/tycoon.md (v1.2); section numbers below refer to it.
 *
 * Seats are numbers 0…n−1 inside the engine (§0); the platform's seat ids are `P${seat + 1}` (module.ts maps).
 */

import type * as v from 'valibot';
import { COMPANY_IDS, type FeaturesSchema, type MODES, type STEP_IDS, type VARIANTS } from './schemas/common.ts';

// The lists live with the wire schemas (schemas/common.ts), which the renderer may load: one definition for both.
export { COMPANY_IDS };
export type CompanyId = (typeof COMPANY_IDS)[number];
export type CardKind = 'price' | 'LOAN' | 'DEB' | 'RIGHTS' | 'SUSP' | 'CURUP' | 'CURDOWN';
export interface Card { id: string; kind: CardKind; copy: 1 | 2; company?: CompanyId; delta?: number }

export type Variant = (typeof VARIANTS)[number];
export type Mode = (typeof MODES)[number];
export type Features = v.InferOutput<typeof FeaturesSchema>;

export interface TycoonConfig {
  variant: Variant;
  mode: Mode;
  players: number;
  /** uint32 (§4). */
  seed: number;
  /** §1 flags. */
  rightsFollowerFree: boolean;
  dividendStep: number;
  shortsPayDividends: boolean;
  buybackFunder: 'chairman' | 'bank';
  endYearOnFullPass: boolean;
  /** Market years (10 by the rules; the app may offer shorter games, RULES-DECISIONS TY-xx). */
  years: number;
  /**
   * App flag, not a rule: when true the engine stops at the year end's display steps (E2 reveal, E4 tally,
   * E8 settlements) until an `advance` action, so a table can follow them. Spec tests run with false.
   */
  displaySteps: boolean;
}

/**
 * Where the game stands. 'TURN' covers TR1–TR3 (txRound says which); the open sub-window of a turn or a
 * year-end step lives in `window`. Display stops ('E2' | 'E4' | 'E8') exist only with config.displaySteps.
 */
export type StepId = (typeof STEP_IDS)[number];

export type Sale = { company: CompanyId; qty: number };

export type PendingWindow =
  /**
   * P1: seats chairing companies answer once per chaired company; `answered` lists "seat:company".
   * (ty-engine added) `required` lists every "seat:company" pair that must answer; `choices` keeps the sealed rates.
   */
  | { kind: 'premium'; eligible: number[]; answered: string[]; required: string[]; choices: Record<string, number> }
  /** A turn's deferred-debt settlement (§12): the turn seat answers settleDebt. */
  | { kind: 'settle'; seat: number; answered: boolean }
  /** §9.11: sealed offers, resolved together. */
  | { kind: 'buyback'; chairman: number; company: CompanyId; qty: number; price: number; eligible: number[]; offers: Record<string, number> }
  /**
   * E1 / E3: per company; `answered` lists "seat:company", `choices` keeps the sealed card (or null).
   * (ty-engine added) `required` lists every "seat:company" pair that must answer before the window closes.
   */
  | { kind: 'withhold' | 'strike'; eligible: number[]; answered: string[]; required: string[]; choices: Record<string, string | null> }
  /** E5: one seat at a time, in order. */
  | { kind: 'suspend'; seat: number; queue: number[] }
  /** E9: case-(b) debtors, simultaneous; `answered` seats have sent coverDebt (sealed until the window closes). */
  | { kind: 'cover'; eligible: number[]; answered: number[]; plans: Record<string, Sale[] | null> };

export interface PlayerState {
  cash: number;
  holdings: Record<CompanyId, number>;
  hand: string[];
  played: string[];
  active: boolean;
  eliminatedSeq?: number;
  /** Deferred debt, §12. */
  debt?: { amount: number; dueYear: number };
}

export interface CompanyState {
  price: number;
  outstanding: number;
  supply: number;
  premiumPct: 5 | 10 | 15;
  firstBuyDone: boolean;
  optionsWritten: number;
  shortTotal: number;
  suspended: boolean;
  refPrice?: number;
  chairman?: number;
  director?: number;
  /** Keyed by seat (as a string, JSON keys); null = not Chairman-eligible. */
  chairSince: Record<string, number | null>;
  holdSince: Record<string, number>;
}

export interface RightsWindow {
  id: number;
  company: CompanyId;
  eligible: number[];
  prompted: number[];
  entitlement: Record<string, number>;
  answered: number[];
}

export interface TycoonState {
  config: TycoonConfig;
  rng: number;
  seq: number;
  year: number;
  step: StepId;
  txRound: 1 | 2 | 3;
  /** Index into `order` of the seat whose turn it is (TURN step). */
  turnPos: number;
  dealer: number;
  order: number[];
  players: Record<string, PlayerState>;
  companies: Record<CompanyId, CompanyState>;
  reserve: string[];
  shorts: { seat: number; company: CompanyId; qty: number; entry: number; accrued: number }[];
  options: { seat: number; company: CompanyId; kind: 'call' | 'put'; qty: number; strike: number }[];
  rightsWindows: RightsWindow[];
  /** Last rights window id handed out (ids count from 1 per game, §0). */
  rightsCounter: number;
  window?: PendingWindow;
  history: Record<CompanyId, number[]>;
  /** E1 withheld and E3 struck card ids of the current year end (withheld ones never appear in any view). */
  withheld: string[];
  struck: string[];
  /** Seats whose turns in the current transaction round all ended with pass (endYearOnFullPass). */
  roundPasses: number[];
  /** §13 result once the game is over. */
  result?: TycoonResult;
  /**
   * (ty-engine added) Hands of seats that went bankrupt this year (§12: out of play, never shown); kept so the
   * whole deck stays accounted for until E10.
   */
  discarded: string[];
  /**
   * (ty-engine added) Bumped each time a new decision point opens (a turn, a window, a display stop), so a
   * session can tell one window from the next (stale-input token, timer key).
   */
  windowCounter: number;
  /** (ty-engine added) The current year end, step by step, for displays; null until E1, reset at the next deal. */
  yearEnd: YearEndRecord | null;
}

/** (ty-engine added) What the year end has done so far (E1 onward). `withheld` is secret: never in a public view. */
export interface YearEndRecord {
  revealed: { seat: number; cards: string[] }[];
  withheld: { company: CompanyId; seat: number; card: string }[];
  struck: { company: CompanyId; card: string; by: number }[];
  tally: { company: CompanyId; before: number; delta: number; after: number }[] | null;
  suspended: { company: CompanyId; by: number; price: number }[];
  settlements: { seat: number; currency: number; shorts: number; options: number }[] | null;
}

export interface TycoonResult {
  ranks: Record<string, number>;
  netWorth: Record<string, number>;
  cash: Record<string, number>;
  holdingsValue: Record<string, number>;
  debt: Record<string, number>;
  history: Record<CompanyId, number[]>;
}

/** §9 actions; `auto` marks a session default (timeouts). `advance` has no seat: the session sends it. */
export type TycoonAction =
  | { type: 'buy' | 'sell' | 'short'; seat: number; company: string; qty: number; auto?: boolean }
  | { type: 'pass'; seat: number; auto?: boolean }
  | { type: 'playLoan'; seat: number; card: string; auto?: boolean }
  | { type: 'playDebenture'; seat: number; card: string; company: string; auto?: boolean }
  | { type: 'playRights'; seat: number; card: string; company: string; qty: number; auto?: boolean }
  | { type: 'exerciseRights'; seat: number; window: number; qty: number; auto?: boolean }
  | { type: 'declineRights'; seat: number; window: number; auto?: boolean }
  | { type: 'buyOption'; seat: number; company: string; kind: string; qty: number; auto?: boolean }
  | { type: 'declareDividend'; seat: number; company: string; perShare: number; auto?: boolean }
  | { type: 'announceBuyback'; seat: number; company: string; qty: number; price: number; auto?: boolean }
  | { type: 'buybackOffer'; seat: number; qty: number; auto?: boolean }
  | { type: 'setPremium'; seat: number; company: string; pct: number; auto?: boolean }
  | { type: 'withhold' | 'strike'; seat: number; company: string; card: string | null; auto?: boolean }
  | { type: 'suspend'; seat: number; companies: string[]; auto?: boolean }
  | { type: 'coverDebt'; seat: number; sales?: Sale[]; auto?: boolean }
  | { type: 'settleDebt'; seat: number; loans?: string[]; sales?: Sale[]; auto?: boolean }
  | { type: 'advance'; auto?: boolean };

/**
 * Engine events. `visibleTo` (seat numbers) marks a private event (a dealt hand); absent = public.
 * Sealed answers (withhold, strike, offers, premium, cover) are announced without their content while
 * the window is open and revealed by the window's resolution events.
 */
export type TycoonEvent = { type: string; seq: number; visibleTo?: number[] } & Record<string, unknown>;

export type TycoonResultOf = { ok: true; state: TycoonState; events: TycoonEvent[] } | { ok: false; code: string; message: string };
