/**
 * The class roster's "last action" per seat: its input type and time, noted before the host applies it so the
 * roster a change pushes already shows it, and taken back when the host refuses it. In a sealed window the kind
 * of move is itself a secret, so it is noted as `sealed`; after a host restart only the journal's times are known.
 */
import type { SeatId } from '../../src-shared/platform/module.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { ClassHost } from './class-desk.ts';

export type LastAction = { type: string; at: number };

export class LastActions {
  private readonly host: Pick<ClassHost, 'requireSession' | 'journal'>;
  /** game id → seat → its last accepted action (read from the journal once per host start, then kept). */
  private readonly byGame = new Map<string, Map<SeatId, LastAction>>();

  constructor(host: Pick<ClassHost, 'requireSession' | 'journal'>) {
    this.host = host;
  }

  /** Notes `player`'s action now; the returned function takes it back (the host refused the action). */
  note(gameId: string, player: SeatId, type: string, at: number): () => void {
    const actions = this.of(gameId);
    const before = actions.get(player);
    // A short or a buy, or in the stock round READY (a decline): in a sealed window the dashboard learns only that
    // the student acted.
    const session = this.host.requireSession(gameId);
    const window = sessionWindow(session.module, session.context);
    actions.set(player, { type: window && window.secret && window.kind !== 'sequential' ? 'sealed' : type, at });
    return () => (before ? actions.set(player, before) : actions.delete(player));
  }

  of(gameId: string): Map<SeatId, LastAction> {
    let actions = this.byGame.get(gameId);
    if (!actions) {
      actions = new Map();
      for (const entry of this.host.journal(gameId)) {
        const input = (entry.payload as { input?: { player?: unknown } } | null)?.input;
        // Which window a journaled input was made in is not kept: after a restart only the time is shown.
        if (entry.kind === 'INPUT' && typeof input?.player === 'string') actions.set(input.player, { type: 'action', at: entry.at });
      }
      this.byGame.set(gameId, actions);
    }
    return actions;
  }
}
