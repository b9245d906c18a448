/**
 * The auction's inputs: their shapes are valibot schemas in schemas.ts (`Input` is inferred from them, so the
 * two cannot drift apart); here the shape check the host runs and which phase takes which input.
 */
import { decodeBySchemas } from '../../schema-issues.ts';
import { INPUT_SCHEMAS, type Input, type SeatInput } from './schemas.ts';

export { INPUT_SCHEMAS, type Input, type InputType, type SeatInput } from './schemas.ts';

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
