/** Bumped on any incompatible change to a command or event schema (documented in docs/PROTOCOL.md). */
export const PROTOCOL_VERSION = 1;

/** Largest message the host accepts from a client, in characters of JSON. */
export const MAX_MESSAGE_CHARS = 64 * 1024;

/**
 * Largest message from the host machine itself (IPC or loopback): an imported game file of a long game with
 * many seats holds tens of thousands of inputs. Only local connections may import games.
 */
export const MAX_LOCAL_MESSAGE_CHARS = 4 * 1024 * 1024;
