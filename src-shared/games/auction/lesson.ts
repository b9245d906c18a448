/**
 * Lot Auction's lesson estimate (light data, no engine). A round, in seconds, with p the pace, r the review
 * time and n the seats: BID + REVEAL (r) + n × TURN, each clock × p rounded up; offers (an interrupt with
 * its own short clock) are left out. Every window is assumed to run its full clock.
 */
import { fitLength, paced, shortestLength, viewNumber, type GameLesson, type LessonTable } from '../../platform/lesson.ts';
import { ROUNDS } from './config.ts';
import { SECONDS } from './windows.ts';

const roundSeconds = (seats: number, t: LessonTable): number => paced(SECONDS.BID, t.pace) + t.reviewSeconds + seats * paced(SECONDS.TURN, t.pace);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const LENGTHS = Array.from({ length: ROUNDS.max - ROUNDS.min + 1 }, (_, i) => ROUNDS.min + i);

export const AUCTION_LESSON: GameLesson = {
  lengthKey: 'rounds',
  expectedMinutes(options, table, seats) {
    if (table.timerMode === 'TIMERLESS') return null;
    return (num(options.rounds, ROUNDS.default) * roundSeconds(seats, table)) / 60;
  },
  remainingMinutes(view, table, seats, options = {}) {
    if (table.timerMode === 'TIMERLESS') return null;
    const round = viewNumber(view, 'round') ?? viewNumber(view, 'turn');
    const rounds = viewNumber(view, 'rounds') ?? num(options.rounds, ROUNDS.default);
    if (round === null) return null;
    return (Math.max(0, rounds - Math.max(1, round) + 1) * roundSeconds(seats, table)) / 60;
  },
  fit(minutes, seats, table, options = {}) {
    return fitLength(AUCTION_LESSON, LENGTHS, minutes, seats, table, options);
  },
  shortest(seats, table, options = {}) {
    return shortestLength(AUCTION_LESSON, LENGTHS, seats, table, options);
  },
};
