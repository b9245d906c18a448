/**
 * Sectors' lesson estimate (light data: the phase table and allowed values, no engine). Formula, in seconds,
 * with p the pace, r the review time, S the sub-rounds per stock round and C the starting companies
 * (startingCompaniesPerSector: 3 to 6 by seats; new companies are not counted):
 *
 *   once:      INFLUENCE_BID + r
 *   each turn: START_TURN (turn ≥ 2) + S × (PLACE_STOCK_ORDERS + 3r: review, reveal, resolve)
 *              + COVER_SHORTS + EXERCISE_OPTIONS + REVENUE_VOTE + C × (COMPANY_VOTE + 2r) + 8r (the other
 *              automatic steps: results, production, distribution, price, gains, divestment, end…)
 *              + every third turn TRANCHE_VOTE + TRANCHE_DISTRIBUTE + 2r
 *
 * each timed phase at its default seconds × p, rounded up. Every window is assumed to run its full clock,
 * so a table that answers early finishes sooner: the estimate is an upper bound in practice.
 */
import { fitLength, paced, shortestLength, viewNumber, type GameLesson, type LessonTable } from '../../platform/lesson.ts';
import { ALLOWED, DEFAULT_CONFIG } from './config.ts';
import { PHASES, startingCompaniesPerSector } from './data.ts';

const seconds = (id: string): number => PHASES.find((p) => p.id === id)?.seconds ?? 0;

function turnSeconds(turn: number, subRounds: number, seats: number, t: LessonTable): number {
  const p = t.pace;
  const r = t.reviewSeconds;
  const companies = startingCompaniesPerSector(seats).reduce((a, b) => a + b, 0);
  let s = turn >= 2 ? paced(seconds('START_TURN'), p) : 0;
  s += subRounds * (paced(seconds('PLACE_STOCK_ORDERS'), p) + 3 * r);
  s += paced(seconds('COVER_SHORTS'), p) + paced(seconds('EXERCISE_OPTIONS'), p) + paced(seconds('REVENUE_VOTE'), p);
  s += companies * (paced(seconds('COMPANY_VOTE'), p) + 2 * r) + 8 * r;
  if (turn % 3 === 0) s += paced(seconds('TRANCHE_VOTE'), p) + paced(seconds('TRANCHE_DISTRIBUTE'), p) + 2 * r;
  return s;
}

/** Seconds from the start of turn `from` to the end of turn `last`. */
function turnsSeconds(from: number, last: number, subRounds: number, seats: number, t: LessonTable): number {
  let s = 0;
  for (let turn = Math.max(1, from); turn <= last; turn++) s += turnSeconds(turn, subRounds, seats, t);
  return s;
}

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export const SECTORS_LESSON: GameLesson = {
  lengthKey: 'maxTurns',
  expectedMinutes(options, table, seats) {
    if (table.timerMode === 'TIMERLESS') return null;
    const maxTurns = num(options.maxTurns, DEFAULT_CONFIG.maxTurns);
    const subRounds = num(options.maxSubRounds, DEFAULT_CONFIG.maxSubRounds);
    const once = paced(seconds('INFLUENCE_BID'), table.pace) + table.reviewSeconds;
    return (once + turnsSeconds(1, maxTurns, subRounds, seats, table)) / 60;
  },
  remainingMinutes(view, table, seats, options = {}) {
    if (table.timerMode === 'TIMERLESS') return null;
    const turn = viewNumber(view, 'turn');
    const maxTurns = viewNumber(view, 'config', 'maxTurns') ?? num(options.maxTurns, DEFAULT_CONFIG.maxTurns);
    if (turn === null) return null;
    const subRounds = viewNumber(view, 'config', 'maxSubRounds') ?? num(options.maxSubRounds, DEFAULT_CONFIG.maxSubRounds);
    // During the opening influence bid (the view already says turn 1) the whole game is still ahead: the same
    // sum as expectedMinutes, so a table at its start is estimated as its plan was.
    const phase = (view as { phase?: unknown } | null)?.phase;
    const opening = turn < 1 || phase === 'INFLUENCE_BID' || phase === 'INFLUENCE_BID_RESOLVE';
    const once = opening ? paced(seconds('INFLUENCE_BID'), table.pace) + table.reviewSeconds : 0;
    return (once + turnsSeconds(turn, maxTurns, subRounds, seats, table)) / 60;
  },
  fit(minutes, seats, table, options = {}) {
    return fitLength(SECTORS_LESSON, ALLOWED.maxTurns, minutes, seats, table, options);
  },
  shortest(seats, table, options = {}) {
    return shortestLength(SECTORS_LESSON, ALLOWED.maxTurns, seats, table, options);
  },
};
