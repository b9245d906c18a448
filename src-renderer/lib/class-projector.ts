/**
 * The class projector's arithmetic, kept out of the components so it is tested without a DOM: each table's
 * clock and who it still waits for, and the class's boards: students ranked by return on starting capital only
 * against students of comparable tables (same game, options and seats), never across games.
 */
import type { SessionInfo } from '../client/desk.svelte.ts';
import type { ComparableOptions } from '../../src-shared/platform/debrief.ts';
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

/** One table's standings as the class boards take them, with what makes tables comparable. */
export type TableStandings = {
  gameId: string;
  table: string;
  standings: readonly Standing[];
  session: SessionInfo | null;
  /** The game's kind and title; its options as the view shows them (null: the game says nothing: kind and seats only). */
  kind?: string;
  title?: string;
  options?: ComparableOptions | null;
  /** Dealt the same cards and draws as the class's other tables of its game (class_joined `sameDeal`). */
  sameDeal?: boolean;
};

/**
 * A student on a projector board: `player` is `<gameId>:<seat>`, unique across the class; `place` at their own
 * table among all its seats (bots too) and `of` its seats; `partly`: this screen has seen a bot play their seat.
 */
export type ClassStanding = RankedStanding & { table: string; gameId: string; seat: string; place: number; of: number; partly: boolean };

/** A live board: the students of comparable tables (same game, options and seats), ranked by return. */
export type ProjectorBoard = {
  key: string;
  kind: string;
  title: string;
  /** The options in words ("Trader, 2 years"; empty when the game says nothing) and the seats of each table. */
  options: string;
  seats: number;
  sameDeal: boolean;
  tables: number;
  rows: ClassStanding[];
  /** Students whose seat a bot plays now: not ranked while it does. */
  botNow: ClassStanding[];
  /** Students this screen has not seen connected: not ranked (an absent student's moves are the clock's defaults). */
  away: ClassStanding[];
};

/** Places at one table: every seat (bots too) by return, equal returns sharing a place. */
export function tablePlaces(standings: readonly Standing[]): Map<string, number> {
  const ranked = rankStandings(standings);
  return new Map(ranked.map((s) => [s.player, s.rank]));
}

function boardKey(t: TableStandings): string {
  const values = Object.entries(t.options?.values ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([t.kind ?? '', t.standings.length, values]);
}

/**
 * The class projector's boards, grouped like the class report's: one per group of comparable tables (same game,
 * same options as the views show them, same number of seats), in the order of each group's first table. A board
 * ranks its students by return on starting capital; bots are left out (not students) unless `students` names their
 * seat: a student whose seat a bot plays now is listed apart, unranked (the moves are not theirs), and one whose
 * seat `seenBot` says a bot has played before is ranked with a mark. With `present` (the students' seats this
 * screen has seen connected), a student never seen connected is listed apart too: nobody has played that seat.
 * A table whose session is unknown counts every seat it names as a student's.
 */
export function classBoards(
  tables: readonly TableStandings[], students?: readonly { gameId: string; player: string }[], seenBot: ReadonlySet<string> = new Set(), present?: ReadonlySet<string>,
): ProjectorBoard[] {
  const studentSeats = new Set((students ?? []).map((s) => `${s.gameId} ${s.player}`));
  const groups = new Map<string, TableStandings[]>();
  for (const t of tables.filter((x) => x.standings.length > 0)) groups.set(boardKey(t), [...(groups.get(boardKey(t)) ?? []), t]);
  return [...groups.entries()].map(([key, group]) => {
    const ranked: Omit<ClassStanding, 'rank' | 'returnPct'>[] = [];
    const botNow: ClassStanding[] = [];
    const away: ClassStanding[] = [];
    for (const t of group) {
      const kinds = new Map((t.session?.seats ?? []).map((s) => [s.player, s.kind]));
      const places = tablePlaces(t.standings);
      for (const s of t.standings) {
        const kind = kinds.get(s.player) ?? 'human';
        // A student's seat stays theirs while a bot plays it (the host lists the students' seats in class_joined).
        if (!studentSeats.has(`${t.gameId} ${s.player}`) && kind !== 'human') continue;
        const line = { ...s, player: `${t.gameId}:${s.player}`, seat: s.player, table: t.table, gameId: t.gameId, place: places.get(s.player)!, of: t.standings.length, partly: seenBot.has(`${t.gameId}:${s.player}`) };
        if (kind === 'bot') botNow.push({ ...line, rank: 0, returnPct: 0, partly: true });
        else if (present && !present.has(line.player)) away.push({ ...line, rank: 0, returnPct: 0 });
        else ranked.push(line);
      }
    }
    const first = group[0];
    return {
      key, kind: first.kind ?? '', title: first.title ?? first.kind ?? '', options: first.options?.words ?? '', seats: first.standings.length,
      sameDeal: group.length > 1 && group.every((t) => t.sameDeal === true), tables: group.length,
      rows: rankStandings(ranked) as ClassStanding[], botNow, away,
    };
  });
}

/**
 * How many lines each board shows when `max` lines fit in all: an equal share each (at least `least`), then what
 * boards with fewer students leave over goes to the longer ones, in order.
 */
export function shareLines(sizes: readonly number[], max: number, least = 3): number[] {
  const fair = Math.max(least, Math.floor(max / Math.max(1, sizes.length)));
  const shares = sizes.map((n) => Math.min(n, fair));
  let left = max - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; i < sizes.length && left > 0; i++) {
    const more = Math.min(left, sizes[i] - shares[i]);
    shares[i] += more;
    left -= more;
  }
  return shares;
}

/** Seats (`<gameId>:<seat>`) with a connection now, bots left out: the class projector remembers who it has seen. */
export function connectedSeats(tables: readonly Pick<TableStandings, 'gameId' | 'session'>[]): string[] {
  return tables.flatMap((t) => (t.session?.seats ?? []).filter((s) => s.kind === 'human' && s.connected).map((s) => `${t.gameId}:${s.player}`));
}

/**
 * The seats a bot plays now (`<gameId>:<seat>`) of the tables given: the class projector remembers them, so a
 * student handed back their seat is ranked with the mark for as long as the screen is open.
 */
export function botSeats(tables: readonly Pick<TableStandings, 'gameId' | 'session'>[]): string[] {
  return tables.flatMap((t) => (t.session?.seats ?? []).filter((s) => s.kind === 'bot').map((s) => `${t.gameId}:${s.player}`));
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
