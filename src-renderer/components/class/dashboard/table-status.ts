/**
 * What the class dashboard says about one table, from its latest view and the roster: the window's time left,
 * how many of those who act are ready, which students are absent (not connected) and which are idle (they
 * should act, are connected, but did nothing for a minute of the open window), and whether the table runs late against the
 * lesson's planned end (lesson-clock.ts, the same estimate as the facilitator's board bar). No DOM here.
 */
import type { ClassTable, ClassTableLive, RosterLine } from '../../../client/class-desk.svelte.ts';
import { gameEntry } from '../../../games/registry.ts';
import { t } from '../../../lib/i18n.ts';
import { lessonSchedule, type LessonSchedule } from '../../shell/lesson-clock.ts';

/** A student who should act counts as idle after this long without an accepted action. */
export const IDLE_AFTER_MS = 60_000;

export type TableStatus = {
  table: ClassTable;
  /** The game's title (its kind when this build does not know it). */
  title: string;
  live: ClassTableLive;
  paused: boolean;
  /** The window has a countdown. */
  timed: boolean;
  /** Those who act in the open window, and how many of them are ready (null: no window open). */
  ready: { ready: number; seats: number } | null;
  students: RosterLine[];
  absent: RosterLine[];
  idle: RosterLine[];
  /** The lesson schedule when the table has a planned end and runs (null otherwise). */
  schedule: LessonSchedule | null;
};

/**
 * The status of `table`: `hostNow` is the host's clock now (this screen's clock plus the offset), which the
 * roster's times and the planned end are in.
 */
export function tableStatus(table: ClassTable, live: ClassTableLive | undefined, roster: readonly RosterLine[], hostNow: number): TableStatus {
  const view = live?.view ?? null;
  const session = live?.session ?? null;
  const window = session?.window ?? null;
  const students = roster.filter((s) => s.gameId === table.gameId);
  const acting = new Set(window?.seats ?? []);
  const ready = new Set(window?.ready ?? []);
  // Quiet for a minute *in this window*: a window opened seconds ago has nobody idle yet, whatever they did before.
  const open = windowOpenFor(session, hostNow);
  const quiet = (s: RosterLine) => Math.min(open, s.lastAction === null ? Infinity : hostNow - s.lastAction.at) >= IDLE_AFTER_MS;
  const idle = window ? students.filter((s) => !s.bot && s.connected && acting.has(s.player) && !ready.has(s.player) && quiet(s)) : [];
  const entry = gameEntry(table.game);
  return {
    table,
    title: entry?.title ?? table.game,
    live: { view, session },
    paused: session?.paused ?? false,
    timed: session !== null && (session.deadline !== null || (session.paused && session.remainingMs !== null)),
    ready: window ? { ready: window.ready.length, seats: window.seats.length } : null,
    students,
    absent: students.filter((s) => !s.bot && !s.connected),
    idle,
    schedule: lessonSchedule(entry, view, session, hostNow),
  };
}

/**
 * How long the open window has been open, by the host's clock: its full length less the time left. Infinity
 * when the window has no clock (timerless): then only the last action tells.
 */
export function windowOpenFor(session: ClassTableLive['session'], hostNow: number): number {
  const window = session?.window;
  if (!session || !window) return Infinity;
  // Hosts with classes say when the window opened; older ones only let a timed window's clock tell.
  if (session.windowStartedAt !== undefined) return Math.max(0, hostNow - session.windowStartedAt);
  if (window.durationMs === null) return Infinity;
  const left = session.paused ? session.remainingMs : session.deadline === null ? null : Math.max(0, session.deadline - hostNow);
  return left === null ? Infinity : window.durationMs - left;
}

/**
 * A table's name under its class's heading: the host names a class's tables "<class> — Table 1", and the
 * dashboard already says which class it is, so "Table 1" is shown (a name without that start stays as it is).
 */
export function tableLabel(name: string, className: string): string {
  const prefix = `${className.trim()} — `;
  const rest = className.trim() !== '' && name.startsWith(prefix) ? name.slice(prefix.length).trim() : '';
  return rest !== '' ? rest : name;
}

/** A countdown as m:ss (h:mm:ss past an hour). */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long ago, in words ("just now", "40 s ago", "3 min ago", "2 h ago"). */
export function ago(at: number, hostNow: number): string {
  const seconds = Math.max(0, Math.floor((hostNow - at) / 1000));
  if (seconds < 10) return t('class.ago.now');
  if (seconds < 60) return t('class.ago.seconds', { n: seconds });
  if (seconds < 3600) return t('class.ago.minutes', { n: Math.floor(seconds / 60) });
  return t('class.ago.hours', { n: Math.floor(seconds / 3600) });
}

/** The tables a class-wide control applies to (every table where it makes sense; the host skips the others too). */
export function tablesFor(command: 'start' | 'pause' | 'resume' | 'add_time', statuses: readonly TableStatus[]): string[] {
  const pick = (s: TableStatus) => {
    const status = s.table.status;
    if (command === 'start') return status === 'LOBBY';
    if (status !== 'RUNNING') return false;
    if (command === 'pause') return !s.paused;
    if (command === 'resume') return s.paused;
    return s.timed;
  };
  return statuses.filter(pick).map((s) => s.table.gameId);
}
