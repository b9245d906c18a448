import type { DesktopApi } from '../../src-shared/desktop-api.ts';
import type { Transport } from './transport.ts';

/** The Electron window's link: the preload's `window.api`, backed by the in-process host. */
export class IpcTransport implements Transport {
  readonly kind = 'ipc' as const;
  private readonly api: DesktopApi;
  private unsubscribe: (() => void) | null = null;

  constructor(api: DesktopApi) {
    this.api = api;
  }

  open(handlers: { onOpen(): void; onClose(): void; onMessage(message: unknown): void }): void {
    this.unsubscribe = this.api.onEvent((message) => handlers.onMessage(message));
    // The host lives in the same app, so the link is up as soon as we listen.
    handlers.onOpen();
  }

  /** As JSON text, like a WebSocket frame: the host parses a large one (an imported game file) off its event loop. */
  send(message: unknown): void {
    this.api.send(JSON.stringify(message));
  }

  close(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
