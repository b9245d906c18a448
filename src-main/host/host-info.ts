/** Host answers that read facts and change no game: the lobby list's line per game, and the LAN switch. */
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { GameRecord } from '../store/games.ts';
import type { GameSession } from './game-session.ts';
import type { LanControl } from './host.ts';
import { Refusal, rid, type Link } from './links.ts';

/** One game as `games` lists it: seats, status and (while it runs) its turn and phase. */
/**
 * A game's line in the games list. `unplayable`: why this build cannot resume it (another engine version of its
 * rules, a kind it lacks) — the game is stored as it was, and the list says so rather than calling it running.
 */
export function gameSummary(g: GameRecord, session: GameSession | undefined, joinCode: string | null, unplayable?: { reason: string; message: string }) {
  const engine = session?.context.engine ?? null;
  const summary = session && engine !== null ? session.module.summary(engine) : { turn: null, phase: null };
  return {
    id: g.id, name: g.name, status: g.status, createdAt: g.createdAt, joinCode, game: g.kind,
    seats: g.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind })),
    turn: summary.turn, phase: summary.phase,
    ...(unplayable ? { unplayable } : {}),
  };
}

/** A game's status read from its live session: lobby before the start, finished once the game has ended. */
export function gameStatus(session: GameSession): GameRecord['status'] {
  const engine = session.context.engine;
  if (engine === null) return 'LOBBY';
  return session.module.status(engine) === 'ENDED' ? 'FINISHED' : 'RUNNING';
}

/** Reports the desktop app's network access, or opens or closes it (the caller checked the host machine). */
export function answerLan(link: Link, command: CommandOf<'lan'>, lan: LanControl | undefined): void {
  if (!lan) throw new Refusal('LAN_UNAVAILABLE', 'this host cannot change its network access');
  if (command.enable === undefined) {
    link.send({ type: 'lan_status', ...lan.status(), ...rid(command) });
    return;
  }
  void lan.setEnabled(command.enable).then(
    (status) => link.send({ type: 'lan_status', ...status, ...rid(command) }),
    (err: Error) => link.send({ type: 'error', reason: 'LAN_UNAVAILABLE', message: err.message, ...rid(command) }),
  );
}
