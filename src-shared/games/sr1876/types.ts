/**
 * The 1876 stock round's config, state, actions and events as plain JSON data (no Map, Set, class or
 * undefined values written into the state), so copies, journals and golden files are exact.
 * Normative spec: ../shared/rules/stock-round-1876.md (v1.1); § and S-Dnn numbers below refer to it.
 *
 * Seats are numbers 0…n−1 inside the engine; the platform adapter maps them to its seat ids.
 */

/** A grid position: row r from 0 (top), column c from 0 (left) (§1). */
export interface Cell { r: number; c: number }

/** One company of a scenario (§4). The company at index i is directed by seat i at the start. */
export interface ScenarioCompany {
  code: string;
  name: string;
  start: Cell;
  /** m[1..N] as an array from round 1; past its end the last value repeats (§3). */
  modernity: number[];
  ipo: number;
  treasury: number;
  /** Shares the starting director (seat = company index) holds. */
  directorShares: number;
  cash: number;
}

/**
 * A scenario as plain data (§4: "other scenarios can be added without code changes"). With n players the
 * first n companies play and seat i starts with `startingCash[i]`.
 */
export interface ScenarioData {
  id: string;
  name: string;
  /** P(r, c) as loaded data; never recomputed (§2). */
  grid: number[][];
  minPlayers: number;
  maxPlayers: number;
  /** N. */
  rounds: number;
  holdingLimit: number;
  sharesPerCompany: number;
  companies: ScenarioCompany[];
  startingCash: number[];
}

export interface SeatInfo { name: string }

export interface SrOptions {
  /** S-D14: a seller may not buy the sold company again this round (default true). */
  noRebuyAfterSale: boolean;
  /** S-D10: the company may buy from its own director in an offer pass (default false). */
  companyMayBuyFromDirector: boolean;
  /**
   * S-D14's table option: with noRebuyAfterSale off a round ends after this many × n turns with a sale or a
   * purchase. Absent means 10. Ignored while noRebuyAfterSale is on (those rounds always end by passes).
   */
  roundCapPerSeat?: number;
}

export interface SrConfig {
  module: 'stockRound1876';
  scenario: ScenarioData;
  seats: SeatInfo[];
  /** uint32 seed of the mulberry32 generator (S-D19). */
  seed: number;
  options: SrOptions;
}

/**
 * Where the game stands: a declaration window (§5.2), a player's turn (§6), an offer loop inside a turn
 * (§7; `offer` is set), or the end. Modernity, absorption and payout run inside the call that reaches them.
 */
export type SrStep = 'DECLARE' | 'TURN' | 'OFFER' | 'GAME_OVER';

export interface CompanyState {
  code: string;
  token: Cell;
  ipo: number;
  treasury: number;
  /** Treasury shares offered for re-issue this round (always ≤ treasury; 0 outside a round's declarations). */
  declared: number;
  pool: number;
  cash: number;
  director: number | null;
}

export interface PlayerState {
  cash: number;
  /** Shares per company code (every playing company has a key). */
  holdings: Record<string, number>;
  /** Company codes this seat sold this round, in the order sold. */
  soldThisRound: string[];
}

/** The running turn (§6): at most one sale, then at most one purchase (which ends the turn). */
export interface TurnState { seat: number; sold: string | null; bought: boolean }

/** The open declaration window (§5.2): one director, the companies still to declare and those done. */
export interface DeclareState {
  seat: number;
  open: string[];
  done: string[];
  /** Directors whose windows follow, in seat order from the priority holder. */
  queue: number[];
}

/**
 * The running offer loop (§7) and its current pass. `answers` (player seat → take) and `companyAnswer` are
 * sealed until the pass closes: they are in the state only, never in an event before OFFER_PASS_CLOSED.
 * The shares still on offer stay in the seller's holdings until allocated or absorbed.
 */
export interface OfferState {
  seller: number;
  company: string;
  count: number;
  remaining: number;
  /** S-D21: the director when the sale started, who answers for the company for the whole loop. */
  director: number | null;
  /** Pass number within the loop, from 1. */
  pass: number;
  price: number;
  candidates: number[];
  companyCandidate: boolean;
  answers: Record<string, boolean>;
  companyAnswer: boolean | null;
  /** What the seller has received so far in this loop. */
  proceeds: number;
}

export interface RankRow { seat: number; rank: number; netWorth: number; cash: number }

/** §11: ranks, net worth, cash and each company's final cell. */
export interface SrResult {
  ranking: RankRow[];
  cells: Record<string, Cell & { price: number }>;
}

export interface SrState {
  config: SrConfig;
  /** mulberry32 state (§0.1). */
  rng: number;
  /** Accepted actions so far; events carry the seq of the action that caused them. */
  seq: number;
  status: 'RUNNING' | 'ENDED';
  step: SrStep;
  /** k, 1…N. */
  round: number;
  priority: number;
  turn: TurnState | null;
  consecutivePasses: number;
  /** Turns this round that included a sale or a purchase (the S-D14 cap counts these). */
  actingTurns: number;
  /** The last seat whose turn included a sale or a purchase this round (S-D16), or null. */
  lastActor: number | null;
  declare: DeclareState | null;
  offer: OfferState | null;
  players: PlayerState[];
  /** Table order of the playing companies. */
  companyOrder: string[];
  companies: Record<string, CompanyState>;
  /**
   * Dollars the (unlimited) bank has paid in net since the start: payouts and absorptions minus pool
   * purchases. All cash minus this is constant, which the invariants check.
   */
  bankNet: number;
  /** Bumped whenever a new decision point opens (a turn, a declaration window, an offer pass). */
  windowCounter: number;
  result: SrResult | null;
}

export type BuySource = 'pool' | 'company';

/** §12 actions; `auto: true` marks a session default sent on a timeout (§13). */
export type SrAction =
  | { type: 'declareReissue'; seat: number; company: string; count: number; auto?: boolean }
  | { type: 'sell'; seat: number; company: string; count: number; auto?: boolean }
  | { type: 'offerResponse'; seat: number; take: boolean; auto?: boolean }
  | { type: 'companyOfferResponse'; seat: number; company: string; take: boolean; auto?: boolean }
  | { type: 'buy'; seat: number; company: string; source: BuySource; auto?: boolean }
  | { type: 'endTurn'; seat: number; auto?: boolean };

/**
 * Engine events: plain `{ type, seq, ... }`, all public. The only secret of the stock round is a sealed offer
 * answer, and its content appears only in OFFER_PASS_CLOSED (OFFER_ANSWERED says who answered, not what), so
 * no event needs `visibleTo`.
 */
export type SrEvent = { type: string; seq: number } & Record<string, unknown>;

export type Refusal = { ok: false; code: string; message: string };
export type ApplyResult = { ok: true; events: SrEvent[] } | Refusal;
export type ApplyCopyResult = { ok: true; state: SrState; events: SrEvent[] } | Refusal;
