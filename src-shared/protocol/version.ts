/**
 * The newest protocol version this build speaks; bumped on any incompatible change (docs/PROTOCOL.md,
 * "Versions"). A client states its version in `hello` and the host answers with the one in force.
 */
export const PROTOCOL_VERSION = 2;

/**
 * Every version this host still speaks. 1: `act.clientSeq` increases per connection (the first text), a
 * connection that numbers afresh keeps its moves, and a resend is recognised (docs/PROTOCOL.md). 2: it is a
 * per-seat number, as `joined.clientSeq` tells.
 */
export const SUPPORTED_PROTOCOLS: readonly number[] = [1, 2];

/**
 * The version a connection speaks from its `hello`: the highest one both sides speak, from the versions the
 * client lists (`protocols`), else its single `protocol`. Null: no common version (`PROTOCOL_MISMATCH`).
 */
export function negotiateProtocol(hello: { protocol: number; protocols?: number[] }): number | null {
  const offered = hello.protocols && hello.protocols.length > 0 ? hello.protocols : [hello.protocol];
  const common = offered.filter((v) => SUPPORTED_PROTOCOLS.includes(v));
  return common.length === 0 ? null : Math.max(...common);
}

/** Largest message the host accepts from a client, in characters of JSON. */
export const MAX_MESSAGE_CHARS = 64 * 1024;

/**
 * Largest message from the host machine itself (IPC or loopback): an imported game file of a long game with
 * many seats holds tens of thousands of inputs. Only local connections may import games.
 */
export const MAX_LOCAL_MESSAGE_CHARS = 4 * 1024 * 1024;

/**
 * Deepest nesting of arrays and objects a command may have. The deepest real command (a game file inside
 * `import_game`) nests 6 levels; a message nested thousands deep would only cost the host time to walk.
 */
export const MAX_JSON_DEPTH = 32;
