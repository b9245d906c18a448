import * as v from 'valibot';

const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));

export const WelcomeEvent = v.strictObject({
  type: v.literal('welcome'),
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  hostVersion: v.pipe(v.string(), v.minLength(1)),
  connectionId: v.pipe(v.string(), v.minLength(1)),
  requestId,
});
export type WelcomeEvent = v.InferOutput<typeof WelcomeEvent>;

/** The answer to any refused command; the state of the host is unchanged when this is sent. */
export const ErrorEvent = v.strictObject({
  type: v.literal('error'),
  reason: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  message: v.string(),
  requestId,
});
export type ErrorEvent = v.InferOutput<typeof ErrorEvent>;

/** Every event the host may send, keyed by `type`. */
export const HostEvent = v.variant('type', [WelcomeEvent, ErrorEvent]);
export type HostEvent = v.InferOutput<typeof HostEvent>;
