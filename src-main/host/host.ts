import { randomUUID } from 'node:crypto';
import { decodeCommand, PROTOCOL_VERSION, type Command, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { Journal } from '../store/journal.ts';

export type Transport = 'ws' | 'ipc' | 'local';

export type HostOptions = {
  journal: Journal;
  version: string;
  /** Injected so tests control time; the host is the only place that reads a clock. */
  now?: () => number;
};

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

/**
 * The authoritative host: validates every command at the edge, journals what it accepts, answers.
 * Transports only move messages; every decision is made here.
 */
export class GameHost {
  readonly version: string;
  private readonly journal: Journal;
  private readonly now: () => number;
  private readonly connections = new Map<string, (event: HostEvent) => void>();

  constructor(options: HostOptions) {
    this.journal = options.journal;
    this.version = options.version;
    this.now = options.now ?? Date.now;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  connect(transport: Transport, send: (event: HostEvent) => void): HostConnection {
    const id = randomUUID();
    this.connections.set(id, send);
    return {
      id,
      transport,
      receive: (raw) => this.receive(id, raw),
      close: () => {
        this.connections.delete(id);
      },
    };
  }

  private receive(connectionId: string, raw: unknown): void {
    const send = this.connections.get(connectionId);
    if (!send) return;
    try {
      const decoded = decodeCommand(raw);
      if (!decoded.ok) {
        send({ type: 'error', reason: decoded.reason, message: decoded.message, ...(decoded.requestId ? { requestId: decoded.requestId } : {}) });
        return;
      }
      this.accept(connectionId, decoded.value, send);
    } catch (err) {
      // A bug must never take the host down with every game in it; the client learns its command failed.
      send({ type: 'error', reason: 'INTERNAL_ERROR', message: err instanceof Error ? err.message : String(err) });
    }
  }

  private accept(connectionId: string, command: Command, send: (event: HostEvent) => void): void {
    switch (command.type) {
      case 'hello': {
        this.journal.append({ gameId: null, kind: 'hello', seat: null, payload: { connectionId, client: command.client }, at: this.now() });
        send({
          type: 'welcome',
          protocol: PROTOCOL_VERSION,
          hostVersion: this.version,
          connectionId,
          ...(command.requestId ? { requestId: command.requestId } : {}),
        });
        return;
      }
    }
  }
}
