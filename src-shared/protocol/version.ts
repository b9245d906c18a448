/** Bumped on any incompatible change to a command or event schema (documented in docs/PROTOCOL.md). */
export const PROTOCOL_VERSION = 1;

/** Largest message the host accepts from a client, in characters of JSON. */
export const MAX_MESSAGE_CHARS = 64 * 1024;
