/**
 * A protocol client written from an archived protocol document only (docs/protocol-history/): every command
 * it sends is one of that document's examples with the real ids put in, over a real WebSocket, and it reads
 * only the event fields that document describes. It keeps no knowledge of the host beyond the text, so when
 * the host breaks a promise of an older text, this client notices.
 */
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';

export type Json = Record<string, unknown>;

/** The example commands of a protocol document (its fenced JSON blocks that carry a requestId), by requestId. */
export function docExamples(path: string): Map<string, Json> {
  const text = readFileSync(path, 'utf8');
  const examples = new Map<string, Json>();
  for (const match of text.matchAll(/```json\n([\s\S]*?)```/g)) {
    const value = JSON.parse(match[1]) as Json;
    if (typeof value.requestId === 'string' && !examples.has(value.requestId)) examples.set(value.requestId, value);
  }
  return examples;
}

/** One connection of a document client: sends examples, waits for answers by requestId, keeps every view. */
export class DocConnection {
  readonly events: Json[] = [];
  private readonly socket: WebSocket;
  private waiters: { test: (e: Json) => boolean; resolve: (e: Json) => void; reject: (e: Error) => void }[] = [];
  private closedFlag = false;
  private counter = 0;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as Json;
      this.events.push(event);
      for (const waiter of [...this.waiters]) {
        if (waiter.test(event)) {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          waiter.resolve(event);
        }
      }
    });
    socket.on('close', () => {
      this.closedFlag = true;
      for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('connection closed'));
    });
  }

  static open(url: string): Promise<DocConnection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new DocConnection(socket)));
      socket.once('error', reject);
    });
  }

  get closed(): boolean {
    return this.closedFlag;
  }

  /** Sends a command with a fresh requestId (the example's id plus a counter) and waits for its answer. */
  request(command: Json, timeoutMs = 20_000): Promise<Json> {
    const requestId = `${String(command.requestId ?? 'q')}-${++this.counter}`;
    const answer = this.waitFor((e) => e.requestId === requestId, timeoutMs);
    this.socket.send(JSON.stringify({ ...command, requestId }));
    return answer;
  }

  /** The first event, among those received already or still to come, that passes `test`. */
  waitFor(test: (e: Json) => boolean, timeoutMs = 20_000): Promise<Json> {
    const received = this.events.find(test);
    if (received) return Promise.resolve(received);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`no matching event within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (event: Json) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiters.push({ test, resolve: done, reject: (e) => (clearTimeout(timer), reject(e)) });
    });
  }

  /** The newest `view` of a game this connection received. */
  lastView(gameId: string): Json | undefined {
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i];
      if (e.type === 'view' && e.gameId === gameId) return e;
    }
    return undefined;
  }

  /** Drops the link the way a Wi-Fi drop or a closed tab does (no goodbye). */
  drop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.closedFlag) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.terminate();
    });
  }
}

/** An example with the real values put in (only into fields the example has). */
export function filled(examples: Map<string, Json>, requestId: string, real: Json = {}): Json {
  const example = examples.get(requestId);
  if (!example) throw new Error(`the document has no example ${requestId}`);
  const copy = structuredClone(example);
  for (const [key, value] of Object.entries(real)) if (key in copy && value !== undefined) copy[key] = value;
  return copy;
}

/** JSON with sorted keys, so an input compares equal whatever order its fields were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
