/**
 * What Stock Market Tycoon's views carry (built in live/views.ts), as valibot schemas; the view types of
 * ../view-types.ts are inferred from them. Seat ids are the platform's (`P1`…), card ids the spec's
 * (`1:NOV:+30`, `2:LOAN:1`). The public view is everything every seat, spectator and the facilitator may see;
 * the private view adds one seat's hand and derived values. Never in any view: another seat's hand (only its
 * size), a withheld card, the reserve before game over, the generator state, a sealed answer before its window
 * closes. Objects are strict, so a field added to a view without its schema fails the platform's schema test.
 */
import * as v from 'valibot';
import { bool, byCompany, cards, companyId, FeaturesSchema, MODES, num, optionKind, resultEntries, sale, seat, seats, step, VARIANTS } from './common.ts';
import { SEAT_INPUT_TYPES } from './inputs.ts';

/** Trades and the card plays of a turn (§9), as the turn form names them. */
export const TRADE_KINDS = ['buy', 'sell', 'short', 'call', 'put', 'dividend', 'buyback', 'loan', 'debenture', 'rights'] as const;
const tradeKinds = v.array(v.picklist(TRADE_KINDS));

export const PublicCompanySchema = v.strictObject({
  id: companyId,
  name: v.string(),
  sector: v.string(),
  startPrice: num,
  price: num,
  /** index 0 = start price, index y = close of year y (§5). */
  history: v.array(num),
  outstanding: num,
  supply: num,
  premiumPct: num,
  shortTotal: num,
  optionsWritten: num,
  optionsCap: num,
  chairman: v.nullable(seat),
  director: v.nullable(seat),
  suspended: bool,
  /** The price before this year's tally (E4 onward), else null. */
  refPrice: v.nullable(num),
  /** Whether some Buy of it succeeded this year (the next buyer needs the buy condition). */
  firstBuyDone: bool,
});

export const PublicPlayerSchema = v.strictObject({
  id: seat,
  name: v.string(),
  cash: num,
  holdings: byCompany(num),
  handSize: num,
  /** Action cards played this year (LOAN, DEB, RIGHTS), public once played. */
  played: cards,
  active: bool,
  /** Outstanding deferred debt (interest included), 0 if none. */
  debt: num,
  /** cash + holdings at current prices − debt (§13). */
  netWorth: num,
  /** Ready (display windows) or answered (sealed windows) in the active window. */
  ready: bool,
});

/** Seats that may answer a sealed window, and those that owe it nothing more. */
const answering = { seats, answered: seats };

/** The open sub-window, described without sealed content. */
export const PublicPendingSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('premium'), ...answering }),
  v.strictObject({ kind: v.literal('settle'), seat, debt: num }),
  v.strictObject({ kind: v.literal('buyback'), chairman: seat, company: companyId, qty: num, price: num, ...answering }),
  v.strictObject({ kind: v.picklist(['withhold', 'strike']), ...answering }),
  v.strictObject({ kind: v.literal('suspend'), seat, queue: seats }),
  v.strictObject({ kind: v.literal('cover'), ...answering }),
]);

/** The year end so far (E2 onward), for the step-by-step display. */
export const YearEndViewSchema = v.strictObject({
  /** E2: each seat's revealed (not withheld) price cards, in turn order. */
  revealed: v.array(v.strictObject({ seat, cards })),
  /** Directors who withheld a card this year end (never which card), by company. */
  withheldBy: v.strictObject({
    ATL: v.optional(seat), TTN: v.optional(seat), GLB: v.optional(seat), OMG: v.optional(seat), VTC: v.optional(seat), NOV: v.optional(seat),
  }),
  /** E3 strikes made: the struck card (public once E3 closes) and who struck it. */
  struck: v.array(v.strictObject({ company: companyId, card: v.string(), by: seat })),
  /** E4: per company, the price before, the counted sum and the price after the tally. */
  tally: v.nullable(v.array(v.strictObject({ company: companyId, before: num, delta: num, after: num }))),
  /** E5 suspensions made so far. */
  suspended: v.array(v.strictObject({ company: companyId, by: seat, price: num })),
  /** E6–E8 cash moves per seat (currency, shorts, options), once applied. */
  settlements: v.nullable(v.array(v.strictObject({ seat, currency: num, shorts: num, options: num }))),
});

export const TycoonPublicViewSchema = v.strictObject({
  kind: v.literal('tycoon'),
  status: v.picklist(['RUNNING', 'ENDED']),
  /** The step (P1, TURN, E1…E9, GAME_OVER); the protocol's view.phase. */
  phase: step,
  /** The market year (the protocol reads view.turn as the game's progress). */
  turn: num,
  year: num,
  years: num,
  txRound: num,
  variant: v.picklist(VARIANTS),
  mode: v.picklist(MODES),
  features: FeaturesSchema,
  /** The active window's id (the stale-input token). */
  window: v.nullable(num),
  dealer: seat,
  /** Active seats in turn order (§7). */
  order: seats,
  /** The seat whose turn it is (TURN step), else null. */
  actor: v.nullable(seat),
  players: v.array(PublicPlayerSchema),
  companies: v.array(PublicCompanySchema),
  shorts: v.array(v.strictObject({ seat, company: companyId, qty: num, entry: num })),
  options: v.array(v.strictObject({ seat, company: companyId, kind: optionKind, qty: num, strike: num })),
  rightsWindows: v.array(v.strictObject({ id: num, company: companyId, eligible: seats, answered: seats })),
  pending: v.nullable(PublicPendingSchema),
  yearEnd: v.nullable(YearEndViewSchema),
  /** Game over only: §13 result (by seat id). */
  result: v.nullable(v.strictObject(resultEntries)),
  /** Game over only: the reserve of the last deal. */
  reserve: v.nullable(cards),
  deckSize: num,
  /** The hand size of this year's deal (§2.4). */
  handSize: num,
  /** The table's clocks (base seconds before pace): a turn, and each simultaneous or E5 window. */
  turnSeconds: num,
  windowSeconds: num,
  /** Each seat's net worth at the start (index 0) and at the close of every year so far. */
  netWorthHistory: v.record(seat, v.array(num)),
  /** Per seat, the kinds of action its turn form offers from public facts: the mode's features and its roles (live/turn-preview.ts). */
  tradeKinds: v.record(seat, tradeKinds),
  /** Per seat, the companies its roles let it act for (§10): `dividend` (Chairman or Director), `buyback` (Chairman). */
  rolePowers: v.record(seat, v.strictObject({ dividend: v.array(companyId), buyback: v.array(companyId) })),
});

/**
 * A seat's own sealed answers in the open window, until it closes: per company its premium rate (P1) or its
 * withheld or struck card (E1, E3; null for "nothing"); its buyback `offer`; its debt cover's `sales` (null: the
 * auto plan).
 */
const sealedAnswer = v.union([num, v.string(), v.null()]);
const SealedSchema = v.strictObject({
  ATL: v.optional(sealedAnswer), TTN: v.optional(sealedAnswer), GLB: v.optional(sealedAnswer),
  OMG: v.optional(sealedAnswer), VTC: v.optional(sealedAnswer), NOV: v.optional(sealedAnswer),
  offer: v.optional(num),
  sales: v.optional(v.nullable(v.array(sale))),
});

export const TycoonPrivateViewSchema = v.strictObject({
  player: seat,
  hand: cards,
  /** Σ deltas of the seat's price cards per company (§9.2 handSum). */
  handSums: byCompany(num),
  /** Whether a Buy of each company would pass the buy condition now (first-buyer exemption included). */
  buyConditionOk: byCompany(bool),
  /** Rights prompts waiting for this seat's answer, in order, with the entitlement fixed at turn start. */
  rightsPrompts: v.array(v.strictObject({ window: num, company: companyId, entitlement: num })),
  sealed: SealedSchema,
  /** The cards this seat withheld this year end as a Director (its own secret; one per company it directs). */
  withheld: cards,
  /** Input types this seat may send now (the engine's verdict on a full input comes from a CHECK). */
  can: v.array(v.picklist(SEAT_INPUT_TYPES)),
  /** The kinds of action its turn form offers now: features, roles, card plays for cards held, narrowed by `can`. */
  tradeKinds,
  /** Per company, the most lots of rights a Rights card may offer now: the entitlement of its holding (§9.7), in lots. */
  rightsLots: byCompany(num),
  /** What a rights share costs (§9.7), for the rights prompts' cost line. */
  rightsPrice: num,
});
