/**
 * Reason codes the protocol edge answers with, before a command reaches any game.
 * Rule-level reason codes (spec §13) come from the engine and travel in the same `error` event.
 */
export const EDGE_REASONS = [
  'MALFORMED_INPUT', // not JSON, or fields missing / of the wrong type / unknown enum values
  'UNKNOWN_COMMAND', // a `type` this protocol version does not define
  'MESSAGE_TOO_LARGE',
  'PROTOCOL_MISMATCH', // the client speaks another protocol version
] as const;

export type EdgeReason = (typeof EDGE_REASONS)[number];
