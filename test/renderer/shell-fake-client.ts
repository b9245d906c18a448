/**
 * A GameClient double for shell component tests: records every command and answers with whatever the test's
 * handler returns (by default an `error`), so screens can be driven through a real `Desk`.
 */
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { ClientState, GameClient, RequestOptions } from '../../src-renderer/client/game-client.ts';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';

export type Handler = (command: Command) => HostEvent | HostEvent[];

export class FakeClient implements GameClient {
  state: ClientState = { status: 'connected', transport: 'websocket', hostVersion: '9.8.7', lastError: null };
  readonly sent: Command[] = [];
  handler: Handler;
  private readonly changeListeners = new Set<(state: ClientState) => void>();
  private readonly eventListeners = new Set<(event: HostEvent) => void>();
  /** Requests answered `join_pending` that asked for interim answers: the next `joined` or `error` settles them. */
  private readonly waiting: ((event: HostEvent) => void)[] = [];

  constructor(handler: Handler = () => ({ type: 'error', reason: 'UNHANDLED', message: 'no answer in this test' })) {
    this.handler = handler;
  }

  start(): void {}
  stop(): void {}
  send(command: Command): void {
    this.sent.push(command);
  }
  async request(command: Command, options: RequestOptions = {}): Promise<HostEvent> {
    this.sent.push(command);
    const [answer, ...later] = [this.handler(command)].flat();
    for (const listener of this.eventListeners) listener(answer);
    // Follow-up events (e.g. the view after `game_created`) arrive as later messages, after the answer was handled.
    setTimeout(() => {
      for (const event of later) this.emit(event);
    }, 0);
    if (options.interim && answer.type === 'join_pending') {
      // As the real client: the pending answer is interim, the teacher's answer (emitted later) is the final one.
      options.interim(answer);
      return new Promise<HostEvent>((resolve) => this.waiting.push(resolve));
    }
    return answer;
  }
  onChange(listener: (state: ClientState) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
  onEvent(listener: (event: HostEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }
  /** The connection drops or comes back (the Desk rejoins on every reconnect). */
  setStatus(status: ClientState['status']): void {
    this.state = { ...this.state, status };
    for (const listener of this.changeListeners) listener(this.state);
    // As the real client: requests in flight are answered DISCONNECTED when the link drops.
    if (status === 'disconnected') for (const resolve of this.waiting.splice(0)) resolve({ type: 'error', reason: 'DISCONNECTED', message: 'the connection to the host was lost' });
  }
  /**
   * An event the host sends (e.g. a seat taken away), delivered like any message. A `joined` or an `error` (not
   * an unasked SEAT_REVOKED) also settles the oldest request still waiting after `join_pending`.
   */
  emit(event: HostEvent): void {
    for (const listener of this.eventListeners) listener(event);
    const final = event.type === 'joined' || (event.type === 'error' && event.reason !== 'SEAT_REVOKED');
    if (final) this.waiting.shift()?.(event);
  }
  types(): string[] {
    return this.sent.map((c) => c.type);
  }
}

/** Lets follow-up events of the fake host arrive. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

export function deskWith(handler?: Handler, storage: Storage = memoryStorage()): { desk: Desk; client: FakeClient; storage: Storage } {
  const client = new FakeClient(handler);
  return { desk: new Desk(client, storage), client, storage };
}

/**
 * Loads Sectors' UI before a screen that shows a game renders: the app loads a game's UI on demand (a chunk of
 * its own), and a test waiting for it in a `waitFor` would race the module's first transform.
 */
export async function loadSectorsUi(): Promise<void> {
  await loadGameUi('sectors');
}
