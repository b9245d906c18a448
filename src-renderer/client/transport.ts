/** Moves protocol messages between the renderer and the host; knows nothing about their meaning. */
export interface Transport {
  readonly kind: 'ipc' | 'websocket';
  /** Opens the link; `onOpen` may fire again after a reconnect, `onClose` after each loss. */
  open(handlers: { onOpen(): void; onClose(): void; onMessage(message: unknown): void }): void;
  send(message: unknown): void;
  close(): void;
}
