/**
 * Stock Market Tycoon's events as clients find them in `view.events`, one valibot schema per type: the engine's
 * events after live/events.ts has turned seat numbers into seat ids, the live layer's own (READY_CHANGED,
 * TIMED_OUT) and the session's INPUT_REFUSED. `PlatformTycoonEvent` (live/events.ts) is inferred from them.
 *
 * Objects are strict: an event carrying a field its schema does not list fails test/platform/schemas.test.ts,
 * so these stay a complete description of what the engine emits. Every engine event carries `seq` (the action
 * that caused it, §0) and, when private (a dealt hand), `visibleTo`. Sealed answers are announced without their
 * content (ANSWER_RECEIVED) and revealed by the window's resolution events.
 */
import * as v from 'valibot';
import { INPUT_REFUSED_EVENT } from '../../../platform/schemas.ts';
import { bool, byCompany, bySeat, card, cards, companyId, num, optionKind, resultEntries, sale, seat, seats, STEP_IDS } from './common.ts';

const common = { seq: num, visibleTo: v.optional(seats) };

function event<T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({ type: v.literal(type), ...common, ...entries });
}

/** The steps STEP_STARTED names: the view's steps and the year end's silent ones (P2 deal, E6–E7, E10–E11). */
const startedStep = v.picklist([...STEP_IDS, 'P2', 'E6', 'E7', 'E10', 'E11']);
/** The sealed windows whose answers ANSWER_RECEIVED announces. */
const sealedWindow = v.picklist(['premium', 'withhold', 'strike', 'buyback', 'cover']);

export const EVENT_SCHEMAS = {
  // ---- the year's flow (§7, §8)
  /** `txRound` only when a transaction round starts. */
  STEP_STARTED: event('STEP_STARTED', { step: startedStep, year: num, txRound: v.optional(num) }),
  DEALT: event('DEALT', { year: num, dealer: seat, order: seats, handSize: num, reserveSize: num }),
  /** Private to the seat dealt (`visibleTo`). */
  HAND_DEALT: event('HAND_DEALT', { seat, cards }),
  TURN_STARTED: event('TURN_STARTED', { seat, year: num, txRound: num }),
  RIGHTS_PROMPTED: event('RIGHTS_PROMPTED', { seat, window: num, company: companyId, entitlement: num }),
  CONTROL_CHANGED: event('CONTROL_CHANGED', { company: companyId, chairman: v.nullable(seat), director: v.nullable(seat) }),

  // ---- a turn's action (§9, §10)
  BOUGHT: event('BOUGHT', { seat, company: companyId, qty: num, price: num, cost: num }),
  SOLD: event('SOLD', { seat, company: companyId, qty: num, price: num, proceeds: num }),
  PASSED: event('PASSED', { seat, auto: bool }),
  SHORTED: event('SHORTED', { seat, company: companyId, qty: num, entry: num }),
  OPTION_BOUGHT: event('OPTION_BOUGHT', { seat, company: companyId, kind: optionKind, qty: num, strike: num, premium: num, pct: num }),
  LOAN_PLAYED: event('LOAN_PLAYED', { seat, card, amount: num }),
  DEBENTURE_PLAYED: event('DEBENTURE_PLAYED', { seat, card, company: companyId, qty: num, amount: num }),
  RIGHTS_PLAYED: event('RIGHTS_PLAYED', { seat, card, company: companyId, qty: num, cost: num, window: num, eligible: seats }),
  RIGHTS_EXERCISED: event('RIGHTS_EXERCISED', { seat, window: num, company: companyId, qty: num, cost: num }),
  RIGHTS_DECLINED: event('RIGHTS_DECLINED', { seat, window: num, company: companyId, auto: bool }),
  DIVIDEND_DECLARED: event('DIVIDEND_DECLARED', { seat, company: companyId, perShare: num, payouts: bySeat(num), price: num }),
  BUYBACK_ANNOUNCED: event('BUYBACK_ANNOUNCED', { seat, company: companyId, qty: num, price: num, eligible: seats }),
  /** `offers` by seat id, revealed now; `fills` in priority order. */
  BUYBACK_RESOLVED: event('BUYBACK_RESOLVED', {
    seat, company: companyId, offers: bySeat(num), fills: v.array(v.strictObject({ seat, qty: num, paid: num })), retired: num, newPrice: num,
  }),

  // ---- sealed windows (P1, E1, E3, E9, buybacks)
  /** `company` for the per-company windows (premium, withhold, strike). */
  ANSWER_RECEIVED: event('ANSWER_RECEIVED', { seat, window: sealedWindow, company: v.optional(companyId) }),
  PREMIUM_SET: event('PREMIUM_SET', { company: companyId, pct: num, seat }),

  // ---- the year end (§11)
  /** Who withheld for which company, never the card. */
  WITHHELD: event('WITHHELD', { company: companyId, seat }),
  CARDS_REVEALED: event('CARDS_REVEALED', { seat, cards }),
  STRUCK: event('STRUCK', { company: companyId, card, by: seat }),
  TALLY: event('TALLY', { company: companyId, before: num, delta: num, after: num }),
  SUSPENDED: event('SUSPENDED', { company: companyId, by: seat, price: num }),
  SUSPEND_DECLINED: event('SUSPEND_DECLINED', { seat }),
  /** `k`: the seat's CURUP cards less its CURDOWN cards. */
  CURRENCY: event('CURRENCY', { seat, k: num, change: num }),
  SHORT_SETTLED: event('SHORT_SETTLED', { seat, company: companyId, qty: num, entry: num, price: num, accrued: num, amount: num }),
  OPTION_SETTLED: event('OPTION_SETTLED', { seat, company: companyId, kind: optionKind, qty: num, strike: num, price: num, amount: num }),
  YEAR_RECORDED: event('YEAR_RECORDED', { year: num, prices: byCompany(num) }),

  // ---- debts (§12) and the end (§13)
  DEBT_DEFERRED: event('DEBT_DEFERRED', { seat, owed: num, amount: num, dueYear: num }),
  DEBT_COVER_OPENED: event('DEBT_COVER_OPENED', { seats }),
  DEBT_COVERED: event('DEBT_COVERED', { seat, debt: num, sales: v.array(sale), proceeds: num, cash: num, auto: bool }),
  DEBT_SETTLEMENT_OPENED: event('DEBT_SETTLEMENT_OPENED', { seat, debt: num }),
  DEBT_SETTLED: event('DEBT_SETTLED', { seat, debt: num, loans: cards, sales: v.array(sale), proceeds: num, cash: num, auto: bool }),
  BANKRUPT: event('BANKRUPT', { seat, debt: num }),
  /** The §13 result (seat-keyed figures, each company's price history) and the last deal's reserve. */
  GAME_OVER: event('GAME_OVER', { result: v.strictObject({ ...resultEntries, history: byCompany(v.array(num)) }), reserve: cards }),

  // ---- the live layer's (live/play.ts)
  /** A seat is done watching a display step (E2, E4, E8). */
  READY_CHANGED: event('READY_CHANGED', { seat, ready: bool }),
  /** The window `window` (the platform's id) ran out; the defaults that follow are events of their own. */
  TIMED_OUT: event('TIMED_OUT', { window: num }),

  /**
   * The session's report of an input it applied for a seat (a bot's move, a replayed input) that the engine
   * refused (src-shared/session/engine-step.ts): no `seq`, and only the seat concerned sees it.
   */
  INPUT_REFUSED: INPUT_REFUSED_EVENT,
} as const;

type Schemas = typeof EVENT_SCHEMAS;
export type TycoonEventType = keyof Schemas;
/** Every event a client may find in `view.events`. */
export type TycoonWireEvent = { [K in TycoonEventType]: v.InferOutput<Schemas[K]> }[TycoonEventType];
/** The events the game itself emits (the module's `applyInPlace`): all but the session's INPUT_REFUSED. */
export type TycoonGameEvent = Exclude<TycoonWireEvent, { type: 'INPUT_REFUSED' }>;
export type TycoonEventOf<T extends TycoonEventType> = Extract<TycoonWireEvent, { type: T }>;
