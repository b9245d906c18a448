/**
 * The one object the Electron preload exposes to the renderer as `window.api`.
 * Messages are the same protocol values that travel over WebSocket (src-shared/protocol).
 */
export interface DesktopApi {
  /** Sends one protocol command to the embedded host. */
  send(command: unknown): void;
  /** Subscribes to host events; returns the unsubscribe function. */
  onEvent(listener: (event: unknown) => void): () => void;
}

/** IPC channel names shared by preload and main. */
export const IPC_COMMAND = 'sectors:command';
export const IPC_EVENT = 'sectors:event';
