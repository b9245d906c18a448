/**
 * The connection gate: every client link the host has, and the edge every message passes first — size and
 * schema (decodeCommand), the per-connection rate limit, flood cut-off — before the host sees a command. Every
 * message is answered; a refused one changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { decodeCommand, MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS, type Command, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import { Refusal, type ConnectOptions, type Link, type Transport } from './links.ts';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit.ts';

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

export type GateOptions = {
  clock: Clock;
  rateLimit?: RateLimit;
  /** Refused messages after which a flooding connection is cut off. */
  floodLimit?: number;
  /** Handles a decoded command; throws a Refusal to answer with an error. */
  handle: (link: Link, command: Command) => void;
  /** A link closed: its seats are released. */
  closed: (link: Link) => void;
};

export class ConnectionGate {
  private readonly links = new Map<string, Link>();
  private readonly options: GateOptions;

  constructor(options: GateOptions) {
    this.options = options;
  }

  get size(): number {
    return this.links.size;
  }

  all(): Iterable<Link> {
    return this.links.values();
  }

  /** Links watching or playing a game (but `except`). */
  watching(gameId: string, except?: Link): Link[] {
    return [...this.links.values()].filter((link) => link !== except && link.grants.has(gameId));
  }

  connect(transport: Transport, send: (event: HostEvent) => void, options: ConnectOptions): HostConnection {
    const id = randomUUID();
    const bucket = new TokenBucket(this.options.rateLimit ?? DEFAULT_RATE_LIMIT, this.options.clock.now());
    this.links.set(id, { id, transport, send, options, grants: new Map(), bucket, codeSeats: new Set(), classes: new Map(), refused: 0 });
    return { id, transport, receive: (raw) => this.receive(id, raw), close: () => this.disconnect(id) };
  }

  private disconnect(linkId: string): void {
    const link = this.links.get(linkId);
    if (!link) return;
    this.links.delete(linkId);
    this.options.closed(link);
  }

  private receive(linkId: string, raw: unknown): void {
    const link = this.links.get(linkId);
    if (!link) return;
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

  /** Answers a refused message; a connection that keeps sending refused messages is a flood and is cut off. */
  private refuse(link: Link, reason: string, message: string, requestId?: string): void {
    link.refused += 1;
    if (link.refused > (this.options.floodLimit ?? 2000) && link.options.disconnect) {
      link.options.disconnect();
      return;
    }
    link.send({ type: 'error', reason, message, ...(requestId ? { requestId } : {}) });
  }
}
