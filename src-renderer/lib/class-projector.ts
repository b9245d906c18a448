/**
 * The class projector's arithmetic, kept out of the components so it is tested without a DOM: each table's
 * clock and who it still waits for, and the class leaderboard that ranks every student of every table by
 * return on starting capital (tables, and games, start with different capital, so raw value would not compare).
 */
import type { SessionInfo } from '../client/desk.svelte.ts';
import type { Standing } from '../games/registry.ts';
import { rankStandings, type RankedStanding } from './standings.ts';

/** Milliseconds left in a table's window by the host's clock (null: no timer); the Desk's rule, per table. */
export function tableRemainingMs(session: SessionInfo | null, now: number, clockOffsetMs: number): number | null {
  if (!session) return null;
  if (session.paused) return session.remainingMs;
  if (session.deadline === null) return null;
  return Math.max(0, session.deadline - (now + clockOffsetMs));
}

/** The open window asks somebody to decide (a review window only shows). */
export function decisionOpen(session: SessionInfo | null): boolean {
  const win = session?.window ?? null;
  return win !== null && win.kind !== 'display';
}

/**
 * Names of the seats the open window still waits for, in the window's order. Names only: nothing else about a
 * seat (its choice, its connection) is shown to a room.
 */
export function decidingNames(session: SessionInfo | null): string[] {
  const win = session?.window ?? null;
  if (!session || !win || !decisionOpen(session)) return [];
  const names = new Map(session.seats.map((s) => [s.player, s.name]));
  return win.seats.filter((p) => !win.ready.includes(p)).map((p) => names.get(p) ?? p);
}

/** One table's standings as the class leaderboard takes them. */
export type TableStandings = { gameId: string; table: string; standings: readonly Standing[]; session: SessionInfo | null };

/** A line of the class leaderboard: `player` is `<gameId>:<seat>`, unique across the class. */
export type ClassStanding = RankedStanding & { table: string; gameId: string; seat: string };

/**
 * Every human seat of every table, best return first; equal returns share a rank and keep the tables' order.
 * Bots are left out (they are not students) unless `students` names their seat (a student a bot stands in for);
 * a table whose session is unknown counts every seat it names.
 */
export function classLeaderboard(tables: readonly TableStandings[], students?: readonly { gameId: string; player: string }[]): ClassStanding[] {
  // A student's seat stays theirs while a bot plays it (the host lists the students' seats in class_joined).
  const studentSeats = new Set((students ?? []).map((s) => `${s.gameId} ${s.player}`));
  const rows = tables.flatMap((t) => {
    const kinds = new Map((t.session?.seats ?? []).map((s) => [s.player, s.kind]));
    return t.standings
      .filter((s) => studentSeats.has(`${t.gameId} ${s.player}`) || (kinds.get(s.player) ?? 'human') === 'human')
      .map((s) => ({ ...s, player: `${t.gameId}:${s.player}`, seat: s.player, table: t.table, gameId: t.gameId }));
  });
  return rankStandings(rows) as ClassStanding[];
}

/** The first `max` lines and how many are left out ("…and K more"). */
export function topOf<T>(rows: readonly T[], max: number): { shown: T[]; more: number } {
  const shown = rows.slice(0, Math.max(0, max));
  return { shown, more: rows.length - shown.length };
}

/** Where a table stands for the room: the host's status from `class_joined`, corrected by the latest view. */
export type TableStage = 'lobby' | 'running' | 'finished';

export function tableStage(status: 'LOBBY' | 'RUNNING' | 'FINISHED', view: { status: string } | null): TableStage {
  // `class_joined` is sent once; a table started or finished since then says so in its own view.
  if (view) {
    if (view.status === 'LOBBY') return 'lobby';
    if (view.status === 'ENDED' || view.status === 'FINISHED') return 'finished';
    return 'running';
  }
  return status === 'LOBBY' ? 'lobby' : status === 'FINISHED' ? 'finished' : 'running';
}

/** How many table cards share a row: a projected room reads two or three big cards better than a dense grid. */
export function cardColumns(tables: number): number {
  if (tables <= 1) return 1;
  if (tables <= 4) return 2;
  if (tables <= 9) return 3;
  return 4;
}

/**
 * A table's name without the class's in front: the host names a class's games "<class> — <table>" (so the
 * games list tells them apart), but on the class's own screens the class name is already the heading.
 */
export function tableLabel(className: string, tableName: string): string {
  const prefix = `${className} — `;
  return tableName.startsWith(prefix) && tableName.length > prefix.length ? tableName.slice(prefix.length) : tableName;
}
