/**
 * Shapes of Tycoon's inputs at the edge (valibot). They are the spec's actions (§9, §11, §12 of
 * ../shared/rules/tycoon.md) with the platform's `player` (a seat id, `P1`…) in place of the engine's `seat`
 * number; live/play.ts converts. A shape failure is MALFORMED_INPUT; everything else (a quantity that is not a
 * multiple of 1,000, an unknown company or card) is the engine's own reason code, so a client learns the rule.
 * `auto` is never accepted from a client: timeouts are the session's (TIMEOUT), and only it sends defaults.
 * Here, not in ../inputs.ts, so the renderer may load them (a schemas file reaches no rules).
 */
import * as v from 'valibot';
import { SEAT_ID as seat, seatInput as input, WINDOW_TIMEOUT_INPUT } from '../../../platform/schemas.ts';

const id = v.pipe(v.string(), v.maxLength(24));
const num = v.pipe(v.number(), v.finite());
const sale = v.strictObject({ company: id, qty: num });
const sales = v.pipe(v.array(sale), v.maxLength(12));


export const INPUT_SCHEMAS = {
  buy: input('buy', { company: id, qty: num }),
  sell: input('sell', { company: id, qty: num }),
  short: input('short', { company: id, qty: num }),
  pass: input('pass', {}),
  playLoan: input('playLoan', { card: id }),
  playDebenture: input('playDebenture', { card: id, company: id }),
  playRights: input('playRights', { card: id, company: id, qty: num }),
  exerciseRights: input('exerciseRights', { window: num, qty: num }),
  declineRights: input('declineRights', { window: num }),
  buyOption: input('buyOption', { company: id, kind: id, qty: num }),
  declareDividend: input('declareDividend', { company: id, perShare: num }),
  announceBuyback: input('announceBuyback', { company: id, qty: num, price: num }),
  buybackOffer: input('buybackOffer', { qty: num }),
  setPremium: input('setPremium', { company: id, pct: num }),
  withhold: input('withhold', { company: id, card: v.nullable(id) }),
  strike: input('strike', { company: id, card: v.nullable(id) }),
  suspend: input('suspend', { companies: v.pipe(v.array(id), v.maxLength(12)) }),
  /** Without `sales` (and `loans`): the auto plan of §12 / T-D44, as a choice ("sell for me"). */
  coverDebt: input('coverDebt', { sales: v.optional(sales) }),
  settleDebt: input('settleDebt', { loans: v.optional(v.pipe(v.array(id), v.maxLength(24))), sales: v.optional(sales) }),
  /** Simultaneous and interrupt windows: send every answer still owed as its default ("nothing"); display windows: done watching. */
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

/** The input types a seat may send, as a private view's `can` lists them. */
export const SEAT_INPUT_TYPES = (Object.keys(INPUT_SCHEMAS) as InputType[]).filter((type): type is SeatInputType => type !== 'TIMEOUT');
