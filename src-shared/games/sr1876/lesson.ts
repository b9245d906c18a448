/**
 * The 1876 stock round's lesson estimate (light data, no engine). A round, in seconds, with p the pace, r the
 * review time, T the turn clock, O the offer-pass clock and n the seats:
 *
 *   declarations:  n × T                  (every director declares; Trinidad Six starts with one per seat)
 *   turns:         TURNS_PER_SEAT × n × T (the closing n passes included)
 *   offer passes:  PASSES_PER_SEAT × n × O
 *   review:        r                      (the round-end display lasts the review time)
 *
 * each clock × p, rounded up. How many turns and passes a round takes depends on the table (`npm run sim --
 * --game sr1876`: the medium and hard bots take about 2.75 turns and almost no offer pass per seat and round,
 * random players about 12 turns and 5 passes); a table of people sells more than the bots, so 4 turns and 2
 * passes are assumed. Every window is counted at its full clock, so tables that act early finish sooner.
 */
import { fitLength, paced, shortestLength, viewNumber, type GameLesson, type LessonTable } from '../../platform/lesson.ts';
import { SR1876_DEFAULTS, SR1876_ROUNDS } from './options.ts';

export const TURNS_PER_SEAT = 4;
export const PASSES_PER_SEAT = 2;

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function roundSeconds(options: Record<string, unknown>, seats: number, t: LessonTable): number {
  const turn = paced(num(options.turnSeconds, SR1876_DEFAULTS.turnSeconds), t.pace);
  const offer = paced(num(options.offerSeconds, SR1876_DEFAULTS.offerSeconds), t.pace);
  return seats * turn + TURNS_PER_SEAT * seats * turn + PASSES_PER_SEAT * seats * offer + t.reviewSeconds;
}

const LENGTHS = Array.from({ length: SR1876_ROUNDS.max - SR1876_ROUNDS.min + 1 }, (_, i) => SR1876_ROUNDS.min + i);

export const SR1876_LESSON: GameLesson = {
  lengthKey: 'rounds',
  expectedMinutes(options, table, seats) {
    if (table.timerMode === 'TIMERLESS') return null;
    return (num(options.rounds, SR1876_ROUNDS.default) * roundSeconds(options, seats, table)) / 60;
  },
  remainingMinutes(view, table, seats, options = {}) {
    if (table.timerMode === 'TIMERLESS') return null;
    const shown = viewNumber(view, 'round') ?? viewNumber(view, 'turn');
    if (shown === null) return null;
    // During a round's review (`review` set) that round is over: what is left starts with the next.
    const round = viewNumber(view, 'review', 'round') !== null ? shown + 1 : shown;
    const rounds = viewNumber(view, 'rounds') ?? num(options.rounds, SR1876_ROUNDS.default);
    // The view carries the table's clocks; the options (or the defaults) stand in for views without them.
    const v = (view ?? {}) as { turnSeconds?: unknown; offerSeconds?: unknown };
    const clocks = { turnSeconds: v.turnSeconds ?? options.turnSeconds, offerSeconds: v.offerSeconds ?? options.offerSeconds };
    return (Math.max(0, rounds - round + 1) * roundSeconds({ ...options, ...clocks }, seats, table)) / 60;
  },
  fit(minutes, seats, table, options = {}) {
    return fitLength(SR1876_LESSON, LENGTHS, minutes, seats, table, options);
  },
  shortest(seats, table, options = {}) {
    return shortestLength(SR1876_LESSON, LENGTHS, seats, table, options);
  },
};
