/**
 * The stock round's inputs at the edge. Their shapes (and the `Input` types inferred from them) are
 * schemas/inputs.ts, which the renderer may load without the rules; this file decodes with them for the module.
 */
import { decodeBySchemas } from '../../schema-issues.ts';
import { INPUT_SCHEMAS, type Input } from './schemas/inputs.ts';

export { INPUT_SCHEMAS, type Input, type InputType, type SeatInput } from './schemas/inputs.ts';

/** Shape check of one input (the host fills `player` in before it calls this). */
export function decodeInput(raw: unknown): { ok: true; input: Input } | { ok: false; message: string } {
  return decodeBySchemas<Input>(INPUT_SCHEMAS, raw);
}
