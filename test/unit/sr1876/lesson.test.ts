/**
 * The stock round's lesson preset (lesson.ts): a round costs n declarations and TURNS_PER_SEAT × n turns at the
 * turn clock, PASSES_PER_SEAT × n offer passes at the offer clock and one review, each clock × pace rounded up;
 * `fit` picks the most rounds that fit, faster paces only when 1 round does not fit at pace 1.
 */
import { describe, expect, it } from 'vitest';
import { PASSES_PER_SEAT, SR1876_LESSON as L, TURNS_PER_SEAT } from '../../../src-shared/games/sr1876/lesson.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5 } as const;

describe('sr1876 lesson preset', () => {
  it('adds up every window of a round at its full clock', () => {
    // 4 seats, 60 s turns, 20 s passes: 4 × 60 + 16 × 60 + 8 × 20 + 5 = 1365 s a round.
    expect(TURNS_PER_SEAT).toBe(4);
    expect(PASSES_PER_SEAT).toBe(2);
    expect(L.expectedMinutes({ rounds: 4 }, TABLE, 4)).toBe((4 * 1365) / 60);
    // Pace 1.5 rounds each clock up: 90 s turns, 30 s passes.
    expect(L.expectedMinutes({ rounds: 1, turnSeconds: 60, offerSeconds: 20 }, { ...TABLE, pace: 1.5 }, 3)).toBe((3 * 90 + 12 * 90 + 6 * 30 + 5) / 60);
    expect(L.expectedMinutes({ rounds: 4 }, { ...TABLE, timerMode: 'TIMERLESS' }, 4)).toBeNull();
  });

  it('fits the most rounds into a lesson and counts what is left from the view', () => {
    expect(L.fit(60, 4, { reviewSeconds: 5 })).toEqual({ options: { rounds: 2 }, pace: 1, minutes: 2 * 1365 / 60 });
    expect(L.fit(20, 4, { reviewSeconds: 5 })).toMatchObject({ options: { rounds: 1 }, pace: 0.5 });
    expect(L.fit(5, 6, { reviewSeconds: 5 })).toBeNull();
    const view = { round: 3, rounds: 4, turnSeconds: 60, offerSeconds: 20 };
    expect(L.remainingMinutes(view, TABLE, 4)).toBe((2 * 1365) / 60);
    expect(L.remainingMinutes({ ...view, review: { round: 3 } }, TABLE, 4)).toBe(1365 / 60);
    expect(L.remainingMinutes({}, TABLE, 4)).toBeNull();
  });
});
