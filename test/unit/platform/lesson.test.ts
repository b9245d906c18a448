/**
 * Lesson presets ("fits in N minutes"): each game's estimate grows with the game's length and with slower
 * paces, a preset always fits its budget (longest game at pace 1 first), and timerless tables get no estimate.
 */
import { describe, expect, it } from 'vitest';
import { planLesson, PRESET_PACES, type GameLesson, type LessonTable } from '../../../src-shared/platform/lesson.ts';
import { AUCTION_LESSON } from '../../../src-shared/games/auction/lesson.ts';
import { SECTORS_LESSON } from '../../../src-shared/games/sectors/lesson.ts';
import { SR1876_LESSON } from '../../../src-shared/games/sr1876/lesson.ts';
import { TYCOON_LESSON } from '../../../src-shared/games/tycoon/lesson.ts';
import { ALLOWED } from '../../../src-shared/games/sectors/config.ts';
import { DEFAULT_TABLE_OPTIONS, PACES, tableOptionProblems, tableOptionsFrom } from '../../../src-shared/platform/table-options.ts';

const timed = (pace = 1, reviewSeconds = 5): LessonTable => ({ timerMode: 'TIMED', pace, reviewSeconds });

const GAMES: { name: string; lesson: GameLesson; lengths: number[]; seats: number }[] = [
  { name: 'sectors', lesson: SECTORS_LESSON, lengths: [...ALLOWED.maxTurns], seats: 4 },
  { name: 'tycoon', lesson: TYCOON_LESSON, lengths: [1, 2, 3, 5, 8, 10], seats: 5 },
  { name: 'auction', lesson: AUCTION_LESSON, lengths: [1, 2, 3, 4, 5], seats: 3 },
];

describe.each(GAMES)('the $name lesson estimate', ({ lesson, lengths, seats }) => {
  const minutes = (length: number, table: LessonTable) => lesson.expectedMinutes({ [lesson.lengthKey]: length }, table, seats)!;

  it('grows with the length of the game', () => {
    const estimates = lengths.map((l) => minutes(l, timed()));
    for (let i = 1; i < estimates.length; i++) expect(estimates[i]).toBeGreaterThan(estimates[i - 1]);
  });

  it('grows with a slower pace (a larger clock multiplier)', () => {
    const estimates = [...PACES].sort((a, b) => a - b).map((p) => minutes(lengths[1], timed(p)));
    for (let i = 1; i < estimates.length; i++) expect(estimates[i]).toBeGreaterThan(estimates[i - 1]);
  });

  it('grows with more seats and a longer review time', () => {
    expect(lesson.expectedMinutes({ [lesson.lengthKey]: lengths[1] }, timed(), seats + 2)!).toBeGreaterThan(minutes(lengths[1], timed()));
    expect(minutes(lengths[1], timed(1, 20))).toBeGreaterThan(minutes(lengths[1], timed(1, 0)));
  });

  it('gives no estimate without timers', () => {
    expect(lesson.expectedMinutes({ [lesson.lengthKey]: lengths[0] }, { ...timed(), timerMode: 'TIMERLESS' }, seats)).toBeNull();
    expect(lesson.remainingMinutes({ turn: 1, status: 'RUNNING' }, { ...timed(), timerMode: 'TIMERLESS' }, seats)).toBeNull();
  });

  it('fits every budget it accepts, the longest game at pace 1 first, else a faster pace', () => {
    const longest = Math.max(...lengths);
    const shortestFastest = minutes(Math.min(...lengths), timed(Math.min(...PACES)));
    for (const budget of [5, 15, 30, 45, 60, 90, 120, 240]) {
      const fit = lesson.fit(budget, seats, { reviewSeconds: 5 });
      if (budget < shortestFastest) {
        expect(fit).toBeNull();
        continue;
      }
      expect(fit).not.toBeNull();
      const length = fit!.options[lesson.lengthKey];
      expect(fit!.minutes).toBeLessThanOrEqual(budget);
      expect(minutes(length, timed(fit!.pace))).toBe(fit!.minutes);
      expect(fit!.pace).toBeLessThanOrEqual(1);
      if (fit!.pace === 1) {
        // No longer game of the game's own lengths fits at pace 1.
        const longer = lengths.filter((l) => l > length);
        expect(longer.every((l) => minutes(l, timed()) > budget)).toBe(true);
      } else {
        // Pace 1 fitted nothing, not even the shortest game.
        expect(minutes(Math.min(...lengths), timed())).toBeGreaterThan(budget);
      }
    }
    expect(lesson.fit(100_000, seats, { reviewSeconds: 5 })!.options[lesson.lengthKey]).toBe(longest);
  });

  it('counts what is left from the current turn, down to the last one', () => {
    const total = lengths[2];
    const view = (at: number) => ({ status: 'RUNNING', turn: at, year: at, round: at, years: total, rounds: total, config: { maxTurns: total, maxSubRounds: 3 } });
    const left = [1, 2, total].map((at) => lesson.remainingMinutes(view(at), timed(), seats)!);
    expect(left[0]).toBeGreaterThan(left[1]);
    expect(left[1]).toBeGreaterThan(left[2]);
    expect(left[2]).toBeGreaterThan(0);
    expect(lesson.remainingMinutes(view(1), timed(0.5), seats)!).toBeLessThan(left[0]);
  });
});

describe.each([...GAMES, { name: 'sr1876', lesson: SR1876_LESSON, lengths: [1, 2, 3, 5], seats: 4 }])('the $name lesson plan (a class table)', ({ lesson, lengths, seats }) => {
  const fastest = Math.min(...PRESET_PACES);

  it('knows the least it can be planned in: its shortest game at the fastest pace', () => {
    const shortest = lesson.shortest(seats, { reviewSeconds: 5 })!;
    expect(shortest.options[lesson.lengthKey]).toBe(Math.min(...lengths));
    expect(shortest.pace).toBe(fastest);
    expect(shortest.minutes).toBe(lesson.expectedMinutes({ [lesson.lengthKey]: Math.min(...lengths) }, timed(fastest), seats));
    // No preset is shorter.
    for (const budget of [5, 30, 45, 90]) expect(lesson.fit(budget, seats, { reviewSeconds: 5 })?.minutes ?? Infinity).toBeGreaterThanOrEqual(shortest.minutes);
  });

  it('plans the preset that fits, else the shortest game at the fastest pace, saying it does not fit', () => {
    const least = lesson.shortest(seats, { reviewSeconds: 5 })!.minutes;
    expect(planLesson(lesson, 240, seats, { reviewSeconds: 5 })).toEqual({ ...lesson.fit(240, seats, { reviewSeconds: 5 })!, fits: true });
    expect(planLesson(lesson, least, seats, { reviewSeconds: 5 })).toMatchObject({ fits: true });
    expect(planLesson(lesson, least - 0.5, seats, { reviewSeconds: 5 })).toEqual({ ...lesson.shortest(seats, { reviewSeconds: 5 })!, fits: false });
  });
});

describe('Tycoon clocks', () => {
  it('reads its turn clock from the options: shorter turns, shorter years', () => {
    const long = TYCOON_LESSON.expectedMinutes({ years: 3, turnSeconds: 120 }, timed(), 4)!;
    const short = TYCOON_LESSON.expectedMinutes({ years: 3, turnSeconds: 30 }, timed(), 4)!;
    expect(short).toBeLessThan(long);
  });
});

describe('the planned end (table option plannedEndAt)', () => {
  it('is optional, read from create_game options and checked', () => {
    expect(tableOptionsFrom({}).plannedEndAt).toBeUndefined();
    expect(tableOptionsFrom({ plannedEndAt: 1_800_000_000_000 }).plannedEndAt).toBe(1_800_000_000_000);
    expect(tableOptionProblems({ ...DEFAULT_TABLE_OPTIONS, plannedEndAt: 1_800_000_000_000 })).toEqual([]);
    expect(tableOptionProblems({ ...DEFAULT_TABLE_OPTIONS, plannedEndAt: 'soon' as unknown as number })).toEqual(['plannedEndAt must be a time in milliseconds (a positive integer)']);
    expect(tableOptionProblems({ ...DEFAULT_TABLE_OPTIONS, plannedEndAt: -5 })).toHaveLength(1);
  });
});

describe('Tycoon lesson estimate from a running view', () => {
  it('uses the clocks the view carries: shorter turns leave less time to go', () => {
    const table = { timerMode: 'TIMED', pace: 1, reviewSeconds: 8, graceSeconds: 20 } as const;
    const view = (turnSeconds: number) => ({ phase: 'TURN', turn: 2, status: 'RUNNING', year: 2, years: 4, mode: 'trader', turnSeconds, windowSeconds: 30 });
    const long = TYCOON_LESSON.remainingMinutes!(view(60), table, 4)!;
    const short = TYCOON_LESSON.remainingMinutes!(view(30), table, 4)!;
    // Three years to go (2, 3, 4) of 3 rounds × 4 seats: 36 turns, 30 s each shorter.
    expect(long - short).toBeCloseTo((36 * 30) / 60, 5);
  });
});
