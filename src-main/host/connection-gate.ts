/**
 * The connection gate: every client link the host has, and the edge every message passes first — size and
 * schema (decodeCommand), the per-connection rate limit, flood cut-off — before the host sees a command. Every
 * message is answered; a refused one changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { decodeCommand, MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS, PROTOCOL_VERSION, type Command, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import { IndexedRoles, LinkIndex } from './link-index.ts';
import { Refusal, type ConnectOptions, type Grant, type Link, type Transport } from './links.ts';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit.ts';

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Whether it has said `hello`. */
  readonly greeted: boolean;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

/** Refused messages after which a connection is cut off as a flood. */
export const DEFAULT_FLOOD_LIMIT = 2000;

export type GateOptions = {
  clock: Clock;
  rateLimit?: RateLimit;
  /** Refused messages after which a flooding connection is cut off. */
  floodLimit?: number;
  /** Handles a decoded command; throws a Refusal to answer with an error. */
  handle: (link: Link, command: Command) => void;
  /**
   * A message from the host machine over the usual 64 KiB (a game file to import): too large to parse on the event
   * loop, so it is handed over whole; `done` when it has been answered. The link's later messages wait for it.
   */
  large?: (link: Link, text: string | Uint8Array, done: () => void) => void;
  /** A link closed: its seats are released. */
  closed: (link: Link) => void;
};

export class ConnectionGate {
  private readonly links = new Map<string, Link>();
  /** Links with a large message being worked on → the messages that came after it, in order. */
  private readonly waiting = new Map<string, unknown[]>();
  private readonly options: GateOptions;
  /** Links by the games they hold a role in, and by the classes they facilitate or project (link-index.ts). */
  private readonly games = new LinkIndex();
  private readonly classIndex = new LinkIndex();

  constructor(options: GateOptions) {
    this.options = options;
  }

  get size(): number {
    return this.links.size;
  }

  /** Whether the link is still connected (an answer that took a while may find it gone). */
  isOpen(link: Link): boolean {
    return this.links.get(link.id) === link && !link.cutOff;
  }

  /** Links watching or playing a game (but `except`): found in the index, not by scanning every link. */
  watching(gameId: string, except?: Link): Link[] {
    return [...this.games.of(gameId)].filter((link) => link !== except);
  }

  /** Links with any role in a game (a live set). */
  inGame(gameId: string): ReadonlySet<Link> {
    return this.games.of(gameId);
  }

  /** Links that facilitate or project a class (a live set). */
  inClass(classId: string): ReadonlySet<Link> {
    return this.classIndex.of(classId);
  }

  connect(transport: Transport, send: (event: HostEvent) => void, options: ConnectOptions): HostConnection {
    const id = randomUUID();
    const bucket = new TokenBucket(this.options.rateLimit ?? DEFAULT_RATE_LIMIT, this.options.clock.now());
    const grants = new IndexedRoles<Grant>(this.games);
    const classes = new IndexedRoles<'facilitator' | 'projector'>(this.classIndex);
    const link: Link = { id, transport, send, options, grants, bucket, codeSeats: new Set(), classes, refused: 0, protocol: PROTOCOL_VERSION, connectionSeqs: new Map(), viewDeltas: false, greeted: false, cutOff: false };
    grants.owner = link;
    classes.owner = link;
    this.links.set(id, link);
    const links = this.links;
    return {
      id, transport,
      get greeted() {
        return links.get(id)?.greeted ?? false;
      },
      receive: (raw) => this.receive(id, raw),
      close: () => this.disconnect(id),
    };
  }

  private disconnect(linkId: string): void {
    const link = this.links.get(linkId);
    if (!link) return;
    this.links.delete(linkId);
    this.waiting.delete(linkId);
    for (const roles of [link.grants, link.classes]) if (roles instanceof IndexedRoles) roles.unindex();
    this.options.closed(link);
  }

  private receive(linkId: string, raw: unknown): void {
    const link = this.links.get(linkId);
    if (!link || link.cutOff) return;
    // Messages are handled in order: while a large one is being worked on, the ones after it wait.
    if (this.waiting.has(linkId)) {
      this.waiting.get(linkId)!.push(raw);
      return;
    }
    // A large text message may come as its UTF-8 bytes (lan-server.ts): decoded elsewhere when it is allowed.
    if (raw instanceof Uint8Array && !(link.options.local && this.options.large)) raw = Buffer.from(raw).toString('utf8');
    const size = typeof raw === 'string' || raw instanceof Uint8Array ? raw.length : 0;
    const large = size > MAX_MESSAGE_CHARS && size <= MAX_LOCAL_MESSAGE_CHARS && link.options.local;
    if (large && this.options.large && link.bucket.take(this.options.clock.now())) {
      this.waiting.set(linkId, []);
      this.options.large(link, raw as string | Uint8Array, () => {
        const queued = this.waiting.get(linkId) ?? [];
        this.waiting.delete(linkId);
        for (const next of queued) this.receive(linkId, next);
      });
      return;
    }
    const decoded = decodeCommand(raw, link.options.local ? MAX_LOCAL_MESSAGE_CHARS : MAX_MESSAGE_CHARS);
    // Every message is answered, a rate-limited one too (with its requestId), so no client waits forever.
    if (!link.bucket.take(this.options.clock.now())) {
      const { perSecond, capacity } = this.options.rateLimit ?? DEFAULT_RATE_LIMIT;
      this.refuse(link, 'RATE_LIMITED', `too many messages: slow down (${perSecond} per second, bursts of ${capacity})`, decoded.ok ? decoded.value.requestId : decoded.requestId);
      return;
    }
    if (!decoded.ok) {
      this.refuse(link, decoded.reason, decoded.message, decoded.requestId);
      return;
    }
    const command = decoded.value;
    try {
      this.options.handle(link, command);
    } catch (err) {
      if (err instanceof Refusal) this.refuse(link, err.reason, err.message, command.requestId);
      // A bug must never take the host down with every game in it; the client learns its command failed.
      else this.refuse(link, 'INTERNAL_ERROR', err instanceof Error ? err.message : String(err), command.requestId);
    }
  }

  /**
   * Answers a refused message. A connection that keeps sending refused messages is a flood: its last refused
   * message is answered `CUT_OFF` instead, and the connection closes once the answers already sent have gone
   * out; nothing it sends after that is read.
   */
  private refuse(link: Link, reason: string, message: string, requestId?: string): void {
    link.refused += 1;
    const limit = this.options.floodLimit ?? DEFAULT_FLOOD_LIMIT;
    if (link.refused >= limit && link.options.disconnect) {
      link.cutOff = true;
      link.send({ type: 'error', reason: 'CUT_OFF', message: `${limit} messages of this connection were refused: it is closed (the last was refused as ${reason})`, ...(requestId ? { requestId } : {}) });
      link.options.disconnect('flood');
      return;
    }
    link.send({ type: 'error', reason, message, ...(requestId ? { requestId } : {}) });
  }
}
