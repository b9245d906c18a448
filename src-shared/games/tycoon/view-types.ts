/**
 * What Stock Market Tycoon's views carry (built in views.ts). Seat ids are the platform's (`P1`…), card ids
 * the spec's (`1:NOV:+30`, `2:LOAN:1`). The public view is everything every seat, spectator and the
 * facilitator may see; the private view adds one seat's hand and derived values. Never in any view: another
 * seat's hand (only its size), a withheld card, the reserve before game over, the generator state, a sealed
 * answer before its window closes.
 */
import type { CompanyId, Features, Mode, StepId, Variant } from './types.ts';

/** Trades and the card plays of a turn (§9), as the turn form names them. */
export type TradeKind = 'buy' | 'sell' | 'short' | 'call' | 'put' | 'dividend' | 'buyback' | 'loan' | 'debenture' | 'rights';

export type PublicCompany = {
  id: CompanyId;
  name: string;
  sector: string;
  startPrice: number;
  price: number;
  /** index 0 = start price, index y = close of year y (§5). */
  history: number[];
  outstanding: number;
  supply: number;
  premiumPct: number;
  shortTotal: number;
  optionsWritten: number;
  optionsCap: number;
  chairman: string | null;
  director: string | null;
  suspended: boolean;
  /** The price before this year's tally (E4 onward), else null. */
  refPrice: number | null;
  /** Whether some Buy of it succeeded this year (the next buyer needs the buy condition). */
  firstBuyDone: boolean;
};

export type PublicPlayer = {
  id: string;
  name: string;
  cash: number;
  holdings: Record<CompanyId, number>;
  handSize: number;
  /** Action cards played this year (LOAN, DEB, RIGHTS), public once played. */
  played: string[];
  active: boolean;
  /** Outstanding deferred debt (interest included), 0 if none. */
  debt: number;
  /** cash + holdings at current prices − debt (§13). */
  netWorth: number;
  /** Ready (display windows) or answered (sealed windows) in the active window. */
  ready: boolean;
};

/** The open sub-window, described without sealed content. */
export type PublicPending =
  | { kind: 'premium'; seats: string[]; answered: string[] }
  | { kind: 'settle'; seat: string; debt: number }
  | { kind: 'buyback'; chairman: string; company: CompanyId; qty: number; price: number; seats: string[]; answered: string[] }
  | { kind: 'withhold' | 'strike'; seats: string[]; answered: string[] }
  | { kind: 'suspend'; seat: string; queue: string[] }
  | { kind: 'cover'; seats: string[]; answered: string[] };

/** The year end so far (E2 onward), for the step-by-step display. */
export type YearEndView = {
  /** E2: each seat's revealed (not withheld) price cards, in turn order. */
  revealed: { seat: string; cards: string[] }[];
  /** Directors who withheld a card this year end (never which card), by company. */
  withheldBy: Partial<Record<CompanyId, string>>;
  /** E3 strikes made: the struck card (public once E3 closes) and who struck it. */
  struck: { company: CompanyId; card: string; by: string }[];
  /** E4: per company, the price before, the counted sum and the price after the tally. */
  tally: { company: CompanyId; before: number; delta: number; after: number }[] | null;
  /** E5 suspensions made so far. */
  suspended: { company: CompanyId; by: string; price: number }[];
  /** E6–E8 cash moves per seat (currency, shorts, options), once applied. */
  settlements: { seat: string; currency: number; shorts: number; options: number }[] | null;
};

export type TycoonPublicView = {
  kind: 'tycoon';
  status: 'RUNNING' | 'ENDED';
  /** The step (P1, TURN, E1…E9, GAME_OVER); the protocol's view.phase. */
  phase: StepId | 'GAME_OVER';
  /** The market year (the protocol reads view.turn as the game's progress). */
  turn: number;
  year: number;
  years: number;
  txRound: number;
  variant: Variant;
  mode: Mode;
  features: Features;
  /** The active window's id (the stale-input token). */
  window: number | null;
  dealer: string;
  /** Active seats in turn order (§7). */
  order: string[];
  /** The seat whose turn it is (TURN step), else null. */
  actor: string | null;
  players: PublicPlayer[];
  companies: PublicCompany[];
  shorts: { seat: string; company: CompanyId; qty: number; entry: number }[];
  options: { seat: string; company: CompanyId; kind: 'call' | 'put'; qty: number; strike: number }[];
  rightsWindows: { id: number; company: CompanyId; eligible: string[]; answered: string[] }[];
  pending: PublicPending | null;
  yearEnd: YearEndView | null;
  /** Game over only: §13 result and the reserve of the last deal. */
  result: { ranks: Record<string, number>; netWorth: Record<string, number>; cash: Record<string, number>; holdingsValue: Record<string, number>; debt: Record<string, number> } | null;
  reserve: string[] | null;
  deckSize: number;
  /** The hand size of this year's deal (§2.4). */
  handSize: number;
  /** The table's clocks (base seconds before pace): a turn, and each simultaneous or E5 window. */
  turnSeconds: number;
  windowSeconds: number;
  /** Each seat's net worth at the start (index 0) and at the close of every year so far. */
  netWorthHistory: Record<string, number[]>;
  /** Per seat, the kinds of action its turn form offers from public facts: the mode's features and its roles (live/turn-preview.ts). */
  tradeKinds: Record<string, TradeKind[]>;
  /** Per seat, the companies its roles let it act for (§10): `dividend` (Chairman or Director), `buyback` (Chairman). */
  rolePowers: Record<string, { dividend: CompanyId[]; buyback: CompanyId[] }>;
};

export type TycoonPrivateView = {
  player: string;
  hand: string[];
  /** Σ deltas of the seat's price cards per company (§9.2 handSum). */
  handSums: Record<CompanyId, number>;
  /** Whether a Buy of each company would pass the buy condition now (first-buyer exemption included). */
  buyConditionOk: Record<CompanyId, boolean>;
  /** Rights prompts waiting for this seat's answer, in order, with the entitlement fixed at turn start. */
  rightsPrompts: { window: number; company: CompanyId; entitlement: number }[];
  /** This seat's own sealed answers in the open window (premium/withhold/strike by company, offer, cover). */
  sealed: Record<string, unknown>;
  /** The cards this seat withheld this year end as a Director (its own secret; one per company it directs). */
  withheld: string[];
  /** Input types this seat may send now (the engine's verdict on a full input comes from a CHECK). */
  can: string[];
  /** The kinds of action its turn form offers now: features, roles, card plays for cards held, narrowed by `can`. */
  tradeKinds: TradeKind[];
  /** Per company, the most lots of rights a Rights card may offer now: the entitlement of its holding (§9.7), in lots. */
  rightsLots: Record<CompanyId, number>;
  /** What a rights share costs (§9.7), for the rights prompts' cost line. */
  rightsPrice: number;
};
