import { decodeEvent, hello, VIEW_DELTAS, ViewAssembler, type Command, type HostEvent, type HostEventOf } from '../../src-shared/protocol/index.ts';
import type { DesktopApi } from '../../src-shared/desktop-api.ts';
import { IpcTransport } from './ipc-transport.ts';
import type { Transport } from './transport.ts';
import { WebSocketTransport } from './websocket-transport.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/**
 * Options of a request. `interim`: the host may answer first with `join_pending` (a class seat waits for the
 * teacher) and later, with the same request id, with the final answer (`joined`, or an `error` such as
 * DEVICE_DENIED). With `interim`, the pending answer goes to it and the promise waits for the final one;
 * without, the first answer settles the request (as for every other command).
 */
export type RequestOptions = { interim?: (event: HostEventOf<'join_pending'>) => void };

/** Answers that are not final when the caller asked for interim answers. */
const INTERIM = new Set<HostEvent['type']>(['join_pending']);

export type ClientState = {
  status: ConnectionStatus;
  transport: Transport['kind'];
  hostVersion: string | null;
  lastError: string | null;
};

/**
 * What every screen talks to. It does not know whether IPC or WebSocket carries the messages:
 * it greets the host on every (re)connect and hands validated events to listeners.
 */
export interface GameClient {
  readonly state: ClientState;
  start(): void;
  send(command: Command): void;
  /**
   * Sends a command with a fresh request id and resolves with the host's answer to it (an `error` included); with
   * `options.interim`, an interim `join_pending` goes to it and the promise resolves with the final answer.
   */
  request(command: Command, options?: RequestOptions): Promise<HostEvent>;
  onChange(listener: (state: ClientState) => void): () => void;
  onEvent(listener: (event: HostEvent) => void): () => void;
  stop(): void;
}

export function createGameClient(transport: Transport, clientKind: 'desktop' | 'browser'): GameClient {
  const stateListeners = new Set<(state: ClientState) => void>();
  const eventListeners = new Set<(event: HostEvent) => void>();
  /** Requests in flight: how each is settled, and where its interim answers go (if it takes them). */
  const pending = new Map<string, { resolve: (event: HostEvent) => void; interim?: RequestOptions['interim'] }>();
  let nextRequest = 0;
  let state: ClientState = { status: 'connecting', transport: transport.kind, hostVersion: null, lastError: null };
  // Over the network a change arrives as a patch of the last view (a fraction of the bytes); the assembler turns
  // it back into a full view, so no screen knows the difference. In the desktop window views stay whole (IPC).
  const deltas = transport.kind === 'websocket' ? new ViewAssembler() : null;

  /** A view or delta through the assembler: the full view to hand on, or null (dropped, or a resync was asked). */
  const assembled = (event: HostEvent): HostEvent | null => {
    if (!deltas || (event.type !== 'view' && event.type !== 'view_delta')) return event;
    const result = deltas.accept(event);
    if (result === null) return null;
    if ('resync' in result) {
      transport.send({ type: 'resync', gameId: result.resync });
      return null;
    }
    if (event.type === 'view') return event;
    const view = decodeEvent(result.view);
    if (view.ok) return view.value;
    update({ lastError: `unreadable view from host: ${view.message}` });
    return null;
  };

  const update = (patch: Partial<ClientState>) => {
    state = { ...state, ...patch };
    for (const listener of stateListeners) listener(state);
  };

  return {
    get state() {
      return state;
    },
    start() {
      transport.open({
        onOpen: () => {
          update({ status: 'connecting' });
          deltas?.reset();
          transport.send(hello(clientKind, undefined, deltas ? [VIEW_DELTAS] : undefined));
        },
        onClose: () => {
          update({ status: 'disconnected' });
          // Requests in flight will never be answered on this link; answer them so callers do not hang.
          for (const [id, { resolve }] of pending) resolve({ type: 'error', reason: 'DISCONNECTED', message: 'the connection to the host was lost', requestId: id });
          pending.clear();
        },
        onMessage: (raw) => {
          const decoded = decodeEvent(raw);
          if (!decoded.ok) {
            update({ lastError: `unreadable message from host: ${decoded.message}` });
            return;
          }
          const event = assembled(decoded.value);
          if (event === null) return;
          if (event.type === 'welcome') update({ status: 'connected', hostVersion: event.hostVersion, lastError: null });
          for (const listener of eventListeners) listener(event);
          const requestId = 'requestId' in event ? event.requestId : undefined;
          const waiting = requestId ? pending.get(requestId) : undefined;
          if (!waiting) return;
          if (waiting.interim && INTERIM.has(event.type)) {
            waiting.interim(event as HostEventOf<'join_pending'>);
            return;
          }
          pending.delete(requestId!);
          waiting.resolve(event);
        },
      });
    },
    send(command) {
      transport.send(command);
    },
    request(command, options = {}) {
      const requestId = `q${++nextRequest}`;
      return new Promise<HostEvent>((resolve) => {
        pending.set(requestId, { resolve, ...(options.interim ? { interim: options.interim } : {}) });
        transport.send({ ...command, requestId });
      });
    },
    onChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    stop() {
      transport.close();
      update({ status: 'disconnected' });
    },
  };
}

/** IPC inside the Electron window (the preload defined `window.api`), WebSocket in a browser. */
export function connectFromPage(win: Window & { api?: DesktopApi }): GameClient {
  if (win.api) return createGameClient(new IpcTransport(win.api), 'desktop');
  return createGameClient(WebSocketTransport.forPage(win.location), 'browser');
}
