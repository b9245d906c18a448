import type { Transport } from './transport.ts';

const MAX_BACKOFF_MS = 5000;

/** The browser's link to a LAN host, reconnecting with capped exponential backoff after a drop. */
export class WebSocketTransport implements Transport {
  readonly kind = 'websocket' as const;
  private readonly url: string;
  private socket: WebSocket | null = null;
  private closed = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(url: string) {
    this.url = url;
  }

  static forPage(location: Location): WebSocketTransport {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    return new WebSocketTransport(`${scheme}://${location.host}/ws`);
  }

  open(handlers: { onOpen(): void; onClose(): void; onMessage(message: unknown): void }): void {
    this.closed = false;
    const connect = () => {
      const socket = new WebSocket(this.url);
      this.socket = socket;
      socket.onopen = () => {
        this.attempt = 0;
        handlers.onOpen();
      };
      socket.onmessage = (event) => handlers.onMessage(event.data);
      socket.onclose = () => {
        this.socket = null;
        handlers.onClose();
        if (this.closed) return;
        const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.attempt++);
        this.retryTimer = setTimeout(connect, delay);
      };
    };
    connect();
  }

  send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
  }
}
