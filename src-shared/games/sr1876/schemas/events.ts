/**
 * The stock round's events as clients find them in `view.events` (docs/PROTOCOL-SR1876.md), one valibot schema
 * per type: the engine's events in the platform's seat ids (live/events.ts converts the engine's seat numbers,
 * and drops OFFER_ANSWERED's `auto`, which would tell a sealed answer), the live layer's own (REVIEW_CLOSED,
 * READY_CHANGED, TIMED_OUT: live/play.ts) and the session's INPUT_REFUSED. Every game event carries the `seq`
 * of the action that caused it. No event of the stock round is for some seats only, except INPUT_REFUSED.
 *
 * Objects are strict, so a field the engine starts to emit without its schema fails the schema test
 * (test/platform/schemas.test.ts). Refusal codes stay strings: their list is the protocol reference's.
 */
import * as v from 'valibot';
import { INPUT_REFUSED_EVENT } from '../../../platform/schemas.ts';
import { bool, buySource, cell, code, num, pricedCell, seat } from './common.ts';

const round = num;
/** A seat id, or null (no director, nobody acted). */
const maybeSeat = v.nullable(seat);

function event<T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({ type: v.literal(type), seq: num, ...entries });
}

/** The events the engine and the live layer emit (what `applyInPlace` returns), by type. */
export const GAME_EVENT_SCHEMAS = {
  GAME_STARTED: event('GAME_STARTED', { scenario: v.string(), seats: num, rounds: num, companies: v.array(code), priority: seat }),
  ROUND_STARTED: event('ROUND_STARTED', { round, priority: seat }),
  /** §5.1: this round's modernity values; a unique leader moves up from `from` to `to` (a tie moves nobody and carries no cells). */
  MODERNITY_BONUS: event('MODERNITY_BONUS', { round, values: v.record(code, num), leader: v.nullable(code), from: v.optional(cell), to: v.optional(cell) }),
  DECLARATION_WINDOW_OPENED: event('DECLARATION_WINDOW_OPENED', { round, seat, companies: v.array(code) }),
  /** §5.2; `auto`: the session's default (0) on a timeout. */
  REISSUE_DECLARED: event('REISSUE_DECLARED', { round, seat, company: code, count: num, auto: bool }),
  TURN_STARTED: event('TURN_STARTED', { round, seat }),
  /** §7: the director fixed at the sale's start answers for the company (S-D21). */
  SALE_STARTED: event('SALE_STARTED', { round, seat, company: code, count: num, director: maybeSeat }),
  OFFER_PASS_OPENED: event('OFFER_PASS_OPENED', {
    seller: seat, company: code, pass: num, price: num, remaining: num, candidates: v.array(seat), companyCandidate: bool, director: maybeSeat,
  }),
  /** A pass nobody may answer: the pool absorbs a share straight away. */
  OFFER_PASS_SKIPPED: event('OFFER_PASS_SKIPPED', { seller: seat, company: code, pass: num, price: num, remaining: num }),
  /** Who answered (for themselves or for the company), never what: the answers appear when the pass closes. */
  OFFER_ANSWERED: event('OFFER_ANSWERED', { seat, company: code, pass: num, as: v.picklist(['player', 'company']) }),
  /** The answers revealed (by seat) and the allocation; a buyer is a seat id or `company`. */
  OFFER_PASS_CLOSED: event('OFFER_PASS_CLOSED', {
    seller: seat, company: code, pass: num, price: num, answers: v.record(seat, bool), companyAnswer: v.nullable(bool),
    allocation: v.array(v.strictObject({ buyer: v.string(), price: num })), remaining: num, sellerCash: num,
  }),
  /** S-D11: the pool took a share at the reduced price and the token moved. */
  SHARE_ABSORBED: event('SHARE_ABSORBED', { seller: seat, company: code, paid: num, from: cell, to: cell, remaining: num }),
  SALE_ENDED: event('SALE_ENDED', { seat, company: code, count: num, proceeds: num, token: cell }),
  TURN_RESUMED: event('TURN_RESUMED', { round, seat }),
  /** §8: `source` as sent; `from` where the share came from; `paidTo` who got the money. */
  SHARE_BOUGHT: event('SHARE_BOUGHT', {
    round, seat, company: code, source: buySource, from: v.picklist(['pool', 'ipo', 'treasury']), price: num, paidTo: v.picklist(['bank', 'company']),
  }),
  DIRECTOR_CHANGED: event('DIRECTOR_CHANGED', { company: code, from: maybeSeat, to: maybeSeat }),
  /** A new director's company loses the old director's declaration. */
  DECLARATION_CANCELLED: event('DECLARATION_CANCELLED', { company: code, count: num }),
  /** §5.3; `auto`: the session's default on a timeout. */
  TURN_ENDED: event('TURN_ENDED', { round, seat, passed: bool, auto: bool, consecutivePasses: num }),
  /** S-D14, S-D16: the round ended by passes or by the cap; priority goes left of the last seat that acted. */
  ROUND_ENDED: event('ROUND_ENDED', { round, reason: v.picklist(['passes', 'cap']), lastActor: maybeSeat, nextPriority: seat }),
  /** §10: one company's payout, per share and to each holding seat; the token's move. */
  PAYOUT: event('PAYOUT', { round, company: code, perShare: num, toPlayers: v.record(seat, num), toCompany: num, from: cell, to: cell }),
  /** §11: the ranking (by seat) and each company's final cell. */
  GAME_ENDED: event('GAME_ENDED', {
    result: v.strictObject({ ranking: v.array(v.strictObject({ seat, rank: num, netWorth: num, cash: num })), cells: v.record(code, pricedCell) }),
  }),
  /** The round-end review closed (SR-13): the phase of the next window, none at the end. */
  REVIEW_CLOSED: event('REVIEW_CLOSED', { round, next: v.nullable(v.picklist(['DECLARE', 'TURN'])) }),
  /** A seat is done watching the review. */
  READY_CHANGED: event('READY_CHANGED', { seat, ready: v.literal(true) }),
  /** The window `window` ran out; the defaults it sent follow. */
  TIMED_OUT: event('TIMED_OUT', { window: num }),
};


/** Every event a client may find in `view.events`, by type. */
export const EVENT_SCHEMAS = { ...GAME_EVENT_SCHEMAS, INPUT_REFUSED: INPUT_REFUSED_EVENT };

type GameEventSchemas = typeof GAME_EVENT_SCHEMAS;
type EventSchemas = typeof EVENT_SCHEMAS;
/** What the game emits (`applyInPlace`'s events). */
export type Sr1876GameEvent = { [K in keyof GameEventSchemas]: v.InferOutput<GameEventSchemas[K]> }[keyof GameEventSchemas];
export type Sr1876GameEventType = Sr1876GameEvent['type'];
/** What clients receive: the game's events and the session's INPUT_REFUSED. */
export type Sr1876Event = { [K in keyof EventSchemas]: v.InferOutput<EventSchemas[K]> }[keyof EventSchemas];
export type Sr1876EventType = Sr1876Event['type'];
export type Sr1876EventOf<T extends Sr1876EventType> = Extract<Sr1876Event, { type: T }>;
