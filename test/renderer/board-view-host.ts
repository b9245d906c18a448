/**
 * A stand-in host for board tests: it holds a real engine state and sends views of it (public part plus the
 * private part of the one seat this screen holds) when a seat is claimed and whenever the test calls `push`.
 * Inputs the screen sends are not applied; tests change the state with the engine and push the next view.
 */
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { sessionOf } from './board-fixtures.ts';
import { FakeClient } from './shell-fake-client.ts';

export class ViewHost extends FakeClient {
  private readonly s: GameState;
  /** Changes the public view before it is sent (to send data the board does not expect). */
  private readonly spoil: (view: Record<string, unknown>) => void;
  constructor(s: GameState, spoil: (view: Record<string, unknown>) => void = () => {}) {
    super();
    this.s = s;
    this.spoil = spoil;
  }
  override async request(command: Command): Promise<HostEvent> {
    if (command.type === 'create_game') return { type: 'game_created', gameId: 'g1', joinCode: 'ABCD', hostSecret: 'secret-123' } as HostEvent;
    if (command.type === 'claim_seat') {
      queueMicrotask(() => this.push());
      return { type: 'joined', gameId: 'g1', joinCode: 'ABCD', role: 'player', player: 'P1' } as HostEvent;
    }
    if (command.type === 'check') {
      // As the host answers: the engine's preview of the input goes with the verdict (accepting, in this stand-in).
      const decoded = sectorsModule.inputs.decode({ ...command.action, player: command.player });
      const preview = decoded.ok ? sectorsModule.preview?.(this.s, decoded.input) : null;
      return { type: 'check_result', ok: true, ...(preview ? { preview } : {}) } as HostEvent;
    }
    return { type: 'ack' } as HostEvent;
  }
  /** Sends the view of the state as it is now (as the host does after every change). */
  push(): void {
    const view = publicView(this.s) as unknown as Record<string, unknown>;
    this.spoil(view);
    const event = {
      type: 'view', gameId: 'g1', view, private: { P1: privateView(this.s, 'P1') },
      session: sessionOf(this.s),
      events: [],
    } as unknown as HostEvent;
    this.emit(event);
  }
}
