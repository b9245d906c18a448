/**
 * Stock Market Tycoon's lesson estimate (light data, no engine). A market year, in seconds, with p the pace,
 * r the review time, T the turn clock, W the window clock and n the seats:
 *
 *   P1 (Strategist, year ≥ 2): W
 *   three rounds of turns:     3 × n × T
 *   year end:                  E1 + E3 (W each) + E2, E4, E8 (r each; displays last the review time)
 *
 * each clock × p, rounded up. Rare windows (buybacks, suspensions E5, debt E9) are left out; every counted
 * window runs its full clock, so tables that act early finish sooner.
 */
import { fitLength, paced, shortestLength, viewNumber, type GameLesson, type LessonTable } from '../../platform/lesson.ts';
import { TYCOON_DEFAULTS, TYCOON_YEARS } from './options.ts';

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function yearSeconds(year: number, options: Record<string, unknown>, seats: number, t: LessonTable): number {
  const turn = paced(num(options.turnSeconds, TYCOON_DEFAULTS.turnSeconds), t.pace);
  const window = paced(num(options.windowSeconds, TYCOON_DEFAULTS.windowSeconds), t.pace);
  const p1 = options.mode === 'strategist' && year >= 2 ? window : 0;
  return p1 + 3 * seats * turn + 2 * window + 3 * t.reviewSeconds;
}

function yearsSeconds(from: number, last: number, options: Record<string, unknown>, seats: number, t: LessonTable): number {
  let s = 0;
  for (let year = Math.max(1, from); year <= last; year++) s += yearSeconds(year, options, seats, t);
  return s;
}

const LENGTHS = Array.from({ length: TYCOON_YEARS.max - TYCOON_YEARS.min + 1 }, (_, i) => TYCOON_YEARS.min + i);

export const TYCOON_LESSON: GameLesson = {
  lengthKey: 'years',
  expectedMinutes(options, table, seats) {
    if (table.timerMode === 'TIMERLESS') return null;
    return yearsSeconds(1, num(options.years, TYCOON_YEARS.default), options, seats, table) / 60;
  },
  remainingMinutes(view, table, seats, options = {}) {
    if (table.timerMode === 'TIMERLESS') return null;
    const year = viewNumber(view, 'year') ?? viewNumber(view, 'turn');
    const years = viewNumber(view, 'years') ?? num(options.years, TYCOON_YEARS.default);
    if (year === null) return null;
    // The view names the mode and the table's clocks (the suggested 60 s / 30 s stand in for older views).
    const v = (view ?? {}) as { mode?: unknown; turnSeconds?: unknown; windowSeconds?: unknown };
    const fromView = { mode: v.mode ?? options.mode, turnSeconds: v.turnSeconds ?? options.turnSeconds, windowSeconds: v.windowSeconds ?? options.windowSeconds };
    return yearsSeconds(year, years, { ...options, ...fromView }, seats, table) / 60;
  },
  fit(minutes, seats, table, options = {}) {
    return fitLength(TYCOON_LESSON, LENGTHS, minutes, seats, table, options);
  },
  shortest(seats, table, options = {}) {
    return shortestLength(TYCOON_LESSON, LENGTHS, seats, table, options);
  },
};
