/**
 * Shapes of the stock round's inputs at the edge (valibot). They are the spec's actions (§12 of
 * ../shared/rules/stock-round-1876.md) with the platform's `player` (a seat id, `P1`…) in place of the engine's
 * `seat` number; live/play.ts converts. A shape failure is MALFORMED_INPUT; everything the rules judge (a count
 * that is not a whole number, an unknown company or source) is left to the engine, so a client learns the rule
 * (SR_BAD_COUNT, UNKNOWN_COMPANY, SR_BAD_SOURCE). `auto` is never accepted from a client: timeouts are the
 * session's (TIMEOUT), and only it sends defaults.
 */
import * as v from 'valibot';
import { SEAT_ID as seat, seatInput as input, WINDOW_TIMEOUT_INPUT } from '../../../platform/schemas.ts';

const code = v.pipe(v.string(), v.maxLength(24));
const num = v.pipe(v.number(), v.finite());


export const INPUT_SCHEMAS = {
  /** §5.2: the director's re-issue declaration for one company (0 … treasury). */
  declareReissue: input('declareReissue', { company: code, count: num }),
  /** §6: sell `count` shares of one company (starts the offer loop, §7). */
  sell: input('sell', { company: code, count: num }),
  /** §8: buy one share from the pool or the company (ends the turn). */
  buy: input('buy', { company: code, source: code }),
  /** §6: end the turn (a pass if nothing was done). */
  endTurn: input('endTurn', {}),
  /** §7: a candidate's sealed answer in the open offer pass. */
  offerResponse: input('offerResponse', { take: v.boolean() }),
  /** §7: the company's sealed answer, sent by the director fixed at the sale's start (S-D21). */
  companyOfferResponse: input('companyOfferResponse', { company: code, take: v.boolean() }),
  /** Offer pass: decline everything still owed; round-end review: done watching. */
  READY: input('READY', {}),
  /** The session's: the window `window` (the platform's window id) ran out. */
  TIMEOUT: WINDOW_TIMEOUT_INPUT,
} as const;

type Schemas = typeof INPUT_SCHEMAS;
export type InputType = keyof Schemas;
export type Input = { [K in InputType]: v.InferOutput<Schemas[K]> }[InputType];
/** What a seat sends (everything but the session's TIMEOUT). */
export type SeatInput = Exclude<Input, { type: 'TIMEOUT' }>;
export type SeatInputType = SeatInput['type'];

/** Every input type a seat may send (a record, so a type added to the schemas without it does not type-check). */
const SEAT_INPUTS: Record<SeatInputType, true> = { declareReissue: true, sell: true, buy: true, endTurn: true, offerResponse: true, companyOfferResponse: true, READY: true };
/** The input types a seat may send, as the private view's `can` lists them. */
export const SEAT_INPUT_TYPES = Object.keys(SEAT_INPUTS) as SeatInputType[];
