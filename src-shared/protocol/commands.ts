import * as v from 'valibot';
import { PROTOCOL_VERSION } from './version.ts';

/** Optional client-chosen id echoed in the answer, so a client can match replies to requests. */
const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));

export const HelloCommand = v.strictObject({
  type: v.literal('hello'),
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  client: v.strictObject({
    kind: v.picklist(['desktop', 'browser', 'test']),
    name: v.optional(v.pipe(v.string(), v.maxLength(80))),
  }),
  requestId,
});
export type HelloCommand = v.InferOutput<typeof HelloCommand>;

/** Every command a client may send, keyed by `type`. */
export const Command = v.variant('type', [HelloCommand]);
export type Command = v.InferOutput<typeof Command>;

export const COMMAND_TYPES: readonly string[] = Command.options.map((o) => o.entries.type.literal);

export function hello(kind: HelloCommand['client']['kind'], name?: string): HelloCommand {
  return { type: 'hello', protocol: PROTOCOL_VERSION, client: name ? { kind, name } : { kind } };
}
