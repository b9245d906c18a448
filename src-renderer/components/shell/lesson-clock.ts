/**
 * Where a running game stands against its lesson's planned end (the "Fits in N minutes" preset stores it
 * as the table option `plannedEndAt`): the expected end from the game's current turn/year/round at the
 * current pace, and whether the table runs late. No DOM here, so it is easy to test.
 */
import { PACES } from '../../../src-shared/platform/table-options.ts';
import type { LessonTable } from '../../../src-shared/platform/lesson.ts';
import type { GameEntry } from '../../games/registry.ts';

/** A table counts as late when what is left exceeds the time left to the planned end by more than this share. */
export const LATE_MARGIN = 0.1;

export type LessonSchedule = {
  plannedEndAt: number;
  /** Null when the game cannot say (timerless, or its view does not tell where it stands). */
  expectedEndAt: number | null;
  /** Minutes past the planned end the game is expected to finish, when it runs late; null: on time. */
  lateMinutes: number | null;
  /** A faster pace whose estimate finishes in time (null: none does, or not late). */
  suggestedPace: number | null;
};

/** What the schedule reads of the session (the protocol's SessionInfo, in part). */
export type ScheduleSession = {
  pace: number;
  timerMode?: LessonTable['timerMode'];
  reviewSeconds?: number;
  plannedEndAt?: number;
  seats: readonly unknown[];
};

/**
 * The schedule of a running game with a planned end; null when there is none, the game is not running or
 * the game has no lesson hook. `now` is this screen's clock, the one the planned end was set by (the
 * form that created the game reads Date.now()).
 */
export function lessonSchedule(entry: GameEntry | null, view: { status?: unknown } | null, session: ScheduleSession | null, now: number): LessonSchedule | null {
  const plannedEndAt = session?.plannedEndAt;
  if (!entry?.lesson || !session || plannedEndAt === undefined || view?.status !== 'RUNNING') return null;
  const lesson = entry.lesson;
  const seats = session.seats.length;
  const table = (pace: number): LessonTable => ({ timerMode: session.timerMode ?? 'TIMED', pace, reviewSeconds: session.reviewSeconds ?? 5 });
  const remaining = lesson.remainingMinutes(view, table(session.pace), seats);
  if (remaining === null) return { plannedEndAt, expectedEndAt: null, lateMinutes: null, suggestedPace: null };
  const expectedEndAt = now + remaining * 60_000;
  const late = isLate(remaining, plannedEndAt - now);
  if (!late) return { plannedEndAt, expectedEndAt, lateMinutes: null, suggestedPace: null };
  // The slowest pace faster than now that would finish in time: the gentlest change that helps.
  const faster = PACES.filter((p) => p < session.pace).sort((a, b) => b - a);
  const suggestedPace = faster.find((p) => !isLate(lesson.remainingMinutes(view, table(p), seats) ?? Infinity, plannedEndAt - now)) ?? null;
  return { plannedEndAt, expectedEndAt, lateMinutes: Math.max(1, Math.ceil((expectedEndAt - plannedEndAt) / 60_000)), suggestedPace };
}

/** Late: the estimate left is more than the time left, plus the margin (any work left once the end has passed). */
function isLate(remainingMinutes: number, msLeft: number): boolean {
  const remainingMs = remainingMinutes * 60_000;
  if (msLeft <= 0) return remainingMs > 0;
  return remainingMs > msLeft * (1 + LATE_MARGIN);
}
