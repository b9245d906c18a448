/** A client's connection as the host keeps it, and the refusal type every host module throws. */
import type { SeatId as PlayerId } from '../../src-shared/platform/windows.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import type { TokenBucket } from './rate-limit.ts';

export type Transport = 'ws' | 'ipc' | 'local';

export type ConnectOptions = {
  /** The same machine as the host (IPC, or a page the host served, on loopback): may create and list games. */
  local: boolean;
  /** The peer's network address: failed join attempts are counted per address (default: the transport). */
  address?: string;
  /** Lets the host cut off a connection that floods it, once the answers already sent have gone out. */
  disconnect?: (reason: string) => void;
  /** Sends already-serialised JSON (WebSocket), so a view shared by many clients is stringified once. */
  sendText?: (json: string) => void;
};

/** What a connection may do in one game. A facilitator's screen may also hold seats (hot-seat play). */
export type Grant = { facilitator: boolean; watcher: 'spectator' | 'projector' | null; players: Set<PlayerId> };

export type Link = {
  id: string;
  transport: Transport;
  send: (event: HostEvent) => void;
  options: ConnectOptions;
  grants: Map<string, Grant>;
  bucket: TokenBucket;
  /** Games in which this connection took a seat with the join code (not a token): one seat per game. */
  codeSeats: Set<string>;
  /** Classes this connection facilitates (the dashboard) or projects (class id → role). */
  classes: Map<string, 'facilitator' | 'projector'>;
  refused: number;
  /** The protocol version negotiated in `hello` (a connection that never said hello speaks the newest). */
  protocol: number;
  /** Asked for view deltas in `hello` (`features: ["viewDeltas"]`): changes arrive as `view_delta` (view-deltas.ts). */
  viewDeltas: boolean;
  /** Said `hello` (a WebSocket that does not, soon after opening, is closed: lan-server.ts). */
  greeted: boolean;
  /** Cut off as a flood: nothing more it sends is read. */
  cutOff: boolean;
  /** Protocol 1: the highest `clientSeq` accepted on this connection, per `gameId player` (client-seq.ts). */
  connectionSeqs: Map<string, number>;
};

export const emptyGrant = (): Grant => ({ facilitator: false, watcher: null, players: new Set() });

export function grantOf(link: Link, gameId: string): Grant {
  let grant = link.grants.get(gameId);
  if (!grant) link.grants.set(gameId, (grant = emptyGrant()));
  return grant;
}

export const addressOf = (link: Link) => link.options.address ?? link.transport;

/** The `requestId` of a command, to echo in its answer (nothing when it had none). */
export const rid = (command: { requestId?: string }) => (command.requestId ? { requestId: command.requestId } : {});

/** A refusal with a reason code; answered as an `error` event, nothing changes. */
export class Refusal extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}
