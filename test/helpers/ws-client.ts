import { WebSocket } from 'ws';

/** A real WebSocket client that queues every event so tests can await them in order. */
export class TestSocket {
  private readonly socket: WebSocket;
  private readonly queue: unknown[] = [];
  private waiters: ((event: unknown) => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as unknown;
      const waiter = this.waiters.shift();
      if (waiter) waiter(event);
      else this.queue.push(event);
    });
  }

  static open(url: string): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('error', reject);
    });
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  next(timeoutMs = 5000): Promise<Record<string, unknown>> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued as Record<string, unknown>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event within timeout')), timeoutMs);
      this.waiters.push((event) => {
        clearTimeout(timer);
        resolve(event as Record<string, unknown>);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
