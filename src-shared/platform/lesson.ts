/**
 * Lesson presets ("fits in N minutes"): the shape every game's light `lesson.ts` gives, and the search they
 * share. Estimates are upper-bound-ish: every timed window is assumed to run its full clock (seconds × pace,
 * rounded up as the session rounds them) and every display window its review time, because a lesson that
 * ends early is fine and one that overruns the bell is not. No engine here: the renderer reads it at once.
 */
import { PACES, type TableOptions } from './table-options.ts';

/** The table options an estimate depends on (grace and hints change no clock). */
export type LessonTable = Pick<TableOptions, 'timerMode' | 'pace' | 'reviewSeconds'>;

/** A preset that fits: the game's length option, the pace, and the estimate for them. */
export type LessonFit = { options: Record<string, number>; pace: number; minutes: number };

export type GameLesson = {
  /** The game option that sets its length (turns, years, rounds). */
  lengthKey: string;
  /** Minutes the whole game takes if every window runs its full clock; null when timerless (no clock to add up). */
  expectedMinutes(options: Record<string, unknown>, table: LessonTable, seats: number): number | null;
  /**
   * Minutes left from the game's current turn/year/round (counted whole) to the end, read from the game's
   * public view; null when timerless or the view does not say where the game stands. `options` fills what
   * the view does not carry (Tycoon's clocks), defaults otherwise.
   */
  remainingMinutes(view: unknown, table: LessonTable, seats: number, options?: Record<string, unknown>): number | null;
  /** The longest game at pace 1 that fits `minutes`, else at faster paces; null when even the shortest does not. */
  fit(minutes: number, seats: number, table: Omit<LessonTable, 'pace' | 'timerMode'>, options?: Record<string, unknown>): LessonFit | null;
  /** The shortest game at the fastest preset pace: the least time the game can be planned in (null: no estimate). */
  shortest(seats: number, table: Omit<LessonTable, 'pace' | 'timerMode'>, options?: Record<string, unknown>): LessonFit | null;
};

/** Paces a preset may choose, in preference order: 1 first, then faster (smaller multipliers: shorter windows). */
export const PRESET_PACES: readonly number[] = [1, ...PACES.filter((p) => p < 1).sort((a, b) => b - a)];

/** Seconds a window of `seconds` lasts at `pace` (the session rounds paced clocks up to whole seconds). */
export const paced = (seconds: number, pace: number): number => Math.ceil(seconds * pace);

/**
 * The shared search: lengths longest first within each pace, paces in `PRESET_PACES` order; the first whose
 * estimate is within the budget wins.
 */
export function fitLength(
  lesson: Pick<GameLesson, 'lengthKey' | 'expectedMinutes'>,
  lengths: readonly number[],
  minutes: number,
  seats: number,
  table: Omit<LessonTable, 'pace' | 'timerMode'>,
  options: Record<string, unknown> = {},
): LessonFit | null {
  const longestFirst = [...lengths].sort((a, b) => b - a);
  for (const pace of PRESET_PACES) {
    for (const length of longestFirst) {
      const chosen = { ...options, [lesson.lengthKey]: length };
      const estimate = lesson.expectedMinutes(chosen, { ...table, timerMode: 'TIMED', pace }, seats);
      if (estimate !== null && estimate <= minutes) return { options: { [lesson.lengthKey]: length }, pace, minutes: estimate };
    }
  }
  return null;
}

/** The shared `shortest`: the game's shortest length at the fastest pace a preset may choose, and its estimate. */
export function shortestLength(
  lesson: Pick<GameLesson, 'lengthKey' | 'expectedMinutes'>,
  lengths: readonly number[],
  seats: number,
  table: Omit<LessonTable, 'pace' | 'timerMode'>,
  options: Record<string, unknown> = {},
): LessonFit | null {
  if (lengths.length === 0) return null;
  const length = Math.min(...lengths);
  const pace = Math.min(...PRESET_PACES);
  const estimate = lesson.expectedMinutes({ ...options, [lesson.lengthKey]: length }, { ...table, timerMode: 'TIMED', pace }, seats);
  return estimate === null ? null : { options: { [lesson.lengthKey]: length }, pace, minutes: estimate };
}

/**
 * One table's plan for a lesson of `minutes` (the class setup plans every table with it, each with its own
 * game, seats and options): the preset that fits (`fits`), else the shortest game at the fastest pace — the
 * closest a table can come to the bell — with `fits` false. Null: the game gives no estimate.
 */
export type LessonPlan = LessonFit & { fits: boolean };

export function planLesson(
  lesson: GameLesson,
  minutes: number,
  seats: number,
  table: Omit<LessonTable, 'pace' | 'timerMode'>,
  options: Record<string, unknown> = {},
): LessonPlan | null {
  const fit = minutes > 0 ? lesson.fit(minutes, seats, table, options) : null;
  if (fit) return { ...fit, fits: true };
  const shortest = lesson.shortest(seats, table, options);
  return shortest ? { ...shortest, fits: false } : null;
}

/** A number field of an unknown view (null when absent or not a number). */
export function viewNumber(view: unknown, ...path: string[]): number | null {
  let at: unknown = view;
  for (const key of path) at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}
