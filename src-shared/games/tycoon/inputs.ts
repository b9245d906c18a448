/**
 * Tycoon's inputs at the edge: the schemas live in schemas/inputs.ts (the renderer loads them too, so they reach
 * no rules); this file decodes one for the module's `inputs.decode`.
 */
import { decodeBySchemas } from '../../schema-issues.ts';
import { INPUT_SCHEMAS, type Input } from './schemas/inputs.ts';

export { INPUT_SCHEMAS, SEAT_INPUT_TYPES, type Input, type InputType, type SeatInput, type SeatInputType } from './schemas/inputs.ts';

/** Shape check of one input (the host fills `player` in before it calls this). */
export function decodeInput(raw: unknown): { ok: true; input: Input } | { ok: false; message: string } {
  return decodeBySchemas<Input>(INPUT_SCHEMAS, raw);
}
