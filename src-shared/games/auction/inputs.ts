/**
 * Shapes of the auction's inputs (valibot). A shape failure is MALFORMED_INPUT; ranges and rules are checked
 * afterwards with their own reason codes (an amount above one's coins is INSUFFICIENT_CASH, not a shape error).
 * `Input` is inferred from these schemas so the two cannot drift apart.
 */
import * as v from 'valibot';
import { decodeBySchemas } from '../../schema-issues.ts';

const seat = v.pipe(v.string(), v.minLength(1), v.maxLength(32));
const num = v.number();

export const INPUT_SCHEMAS = {
  SUBMIT_BID: v.strictObject({ type: v.literal('SUBMIT_BID'), player: seat, amount: num }),
  READY: v.strictObject({ type: v.literal('READY'), player: seat }),
  WORK: v.strictObject({ type: v.literal('WORK'), player: seat }),
  OFFER: v.strictObject({ type: v.literal('OFFER'), player: seat, to: seat, price: num }),
  ACCEPT: v.strictObject({ type: v.literal('ACCEPT'), player: seat }),
  DECLINE: v.strictObject({ type: v.literal('DECLINE'), player: seat }),
  TIMEOUT: v.strictObject({ type: v.literal('TIMEOUT'), window: num }),
} as const;

type Schemas = typeof INPUT_SCHEMAS;
export type InputType = keyof Schemas;
export type Input = { [K in InputType]: v.InferOutput<Schemas[K]> }[InputType];
export type SeatInput = Exclude<Input, { type: 'TIMEOUT' }>;

export type Decoded = { ok: true; input: Input } | { ok: false; message: string };

/** Shape check of one input (the host fills `player` in before it calls this). */
export function decodeInput(raw: unknown): Decoded {
  return decodeBySchemas<Input>(INPUT_SCHEMAS, raw);
}

/** Which phase accepts which seat input; TIMEOUT is accepted in every phase (for the active window only). */
export const ACCEPTED_IN: Record<SeatInput['type'], readonly string[]> = {
  SUBMIT_BID: ['BID'],
  READY: ['BID', 'REVEAL', 'OFFER'],
  WORK: ['TURNS'],
  OFFER: ['TURNS'],
  ACCEPT: ['OFFER'],
  DECLINE: ['OFFER'],
};
