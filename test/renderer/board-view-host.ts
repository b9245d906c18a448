/**
 * A stand-in host for board tests: it holds a real engine state and sends views of it (public part plus the
 * private part of the one seat this screen holds) when a seat is claimed and whenever the test calls `push`.
 * Inputs the screen sends are not applied; tests change the state with the engine and push the next view.
 */
import type { ClientState, GameClient } from '../../src-renderer/client/game-client.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';

export class ViewHost implements GameClient {
  state: ClientState = { status: 'connected', transport: 'websocket', hostVersion: 'test', lastError: null };
  private listeners = new Set<(e: HostEvent) => void>();
  private readonly s: GameState;
  /** Changes the public view before it is sent (to send data the board does not expect). */
  private readonly spoil: (view: Record<string, unknown>) => void;
  constructor(s: GameState, spoil: (view: Record<string, unknown>) => void = () => {}) {
    this.s = s;
    this.spoil = spoil;
  }
  start(): void {}
  stop(): void {}
  send(): void {}
  onChange(): () => void {
    return () => {};
  }
  onEvent(listener: (e: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async request(command: { type: string }): Promise<HostEvent> {
    if (command.type === 'create_game') return { type: 'game_created', gameId: 'g1', joinCode: 'ABCD', hostSecret: 'secret-123' } as HostEvent;
    if (command.type === 'claim_seat') {
      queueMicrotask(() => this.push());
      return { type: 'joined', gameId: 'g1', joinCode: 'ABCD', role: 'player', player: 'P1' } as HostEvent;
    }
    if (command.type === 'check') return { type: 'check_result', ok: true } as HostEvent;
    return { type: 'ack' } as HostEvent;
  }
  /** Sends the view of the state as it is now (as the host does after every change). */
  push(): void {
    const view = publicView(this.s) as unknown as Record<string, unknown>;
    this.spoil(view);
    const event = {
      type: 'view', gameId: 'g1', view, private: { P1: privateView(this.s, 'P1') },
      session: {
        state: '"game"', serial: this.s.phaseSerial, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: Date.now(),
        seats: this.s.players.map((p) => ({ player: p.id, name: p.name, kind: 'human' as const, connected: true })),
      },
      events: [],
    } as unknown as HostEvent;
    for (const l of this.listeners) l(event);
  }
}
