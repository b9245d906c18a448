/**
 * "Fits in N minutes" for a class (RULES-DECISIONS CL-16): every table is planned by its own game's lesson
 * estimate at its own seats — the class game's options by the form (fitted for its largest table), every table of
 * another game here — and a table that cannot end within the lesson is named, with what to do, before the class
 * is created; creating it anyway takes the teacher's "Create the class anyway" for exactly those warnings.
 */
import { describe, expect, it } from 'vitest';
import { SECTORS_LESSON } from '../../../src-shared/games/sectors/lesson.ts';
import { SR1876_LESSON } from '../../../src-shared/games/sr1876/lesson.ts';
import { TYCOON_LESSON } from '../../../src-shared/games/tycoon/lesson.ts';
import { balancedAssignment } from '../../../src-renderer/components/class/setup/roster.ts';
import {
  buildCreateClass, classGameSeats, lessonPlan, lessonWarnings, overrunAccepted, overrunKey, setupProblems, tableSeats, withLessonPlan, type ClassSetup,
} from '../../../src-renderer/components/class/setup/setup.ts';
import { defaultOptions, expectedMinutes, formGame } from '../../../src-renderer/components/shell/new-game.ts';

const sectors = formGame('sectors');
const tycoon = formGame('tycoon');
const sr1876 = formGame('sr1876');
const AT = 1_800_000_000_000;
const REVIEW = { reviewSeconds: 5 };

const names = (count: number) => Array.from({ length: count }, (_, i) => `S${String(i + 1).padStart(2, '0')}`);

/**
 * J1's class: 12 students at 3 tables (Sectors as the class game, then Tycoon and the 1876 stock round), the
 * class game fitted to `minutes` as the form fits it (its largest table's seats).
 */
function mixed(minutes: number, patch: Partial<ClassSetup> = {}): ClassSetup {
  const students = patch.students ?? names(12);
  const tables = patch.tables ?? 3;
  const base: ClassSetup = {
    name: 'J1',
    students,
    tables,
    game: sectors,
    options: defaultOptions(patch.game ?? sectors),
    tableGames: [null, 'tycoon', 'sr1876'],
    botLevel: 'medium',
    seatsPerTable: null,
    assign: balancedAssignment(students.length, tables),
    manual: false,
    plannedEndAt: AT + minutes * 60_000,
    lessonMinutes: minutes,
    ...patch,
  };
  return { ...base, options: withLessonPlan(base.game, base.options, minutes, classGameSeats(base)) };
}

describe('a mixed class (Sectors, Tycoon, 1876 stock round) in a 45-minute lesson', () => {
  const setup = mixed(45);

  it('plans every table by its own game for its own seats: each ends within the lesson', () => {
    const plans = lessonPlan(setup);
    expect(plans.map((p) => [p.name, p.game.kind, p.seats])).toEqual([['Table 1', 'sectors', 4], ['Table 2', 'tycoon', 4], ['Table 3', 'sr1876', 4]]);
    expect(plans.every((p) => p.fits && p.minutes !== null && p.minutes <= 45)).toBe(true);
    // Each game's own preset (the shared lesson estimates), not the class game's pace.
    expect(plans.map((p) => [p.length, p.pace])).toEqual([
      [{ key: 'maxTurns', value: SECTORS_LESSON.fit(45, 4, REVIEW)!.options.maxTurns }, SECTORS_LESSON.fit(45, 4, REVIEW)!.pace],
      [{ key: 'years', value: TYCOON_LESSON.fit(45, 4, REVIEW)!.options.years }, TYCOON_LESSON.fit(45, 4, REVIEW)!.pace],
      [{ key: 'rounds', value: SR1876_LESSON.fit(45, 4, REVIEW)!.options.rounds }, SR1876_LESSON.fit(45, 4, REVIEW)!.pace],
    ]);
    expect(plans.map((p) => [p.length?.value, p.pace])).toEqual([[8, 0.5], [3, 1], [1, 1]]);
    expect(plans.map((p) => p.minutes)).toEqual([SECTORS_LESSON.fit(45, 4, REVIEW)!.minutes, TYCOON_LESSON.fit(45, 4, REVIEW)!.minutes, SR1876_LESSON.fit(45, 4, REVIEW)!.minutes]);
    expect(lessonWarnings(setup)).toEqual([]);
    expect(setupProblems(setup)).toEqual([]);
  });

  it('sends each table its own length, pace and timed phases, and the one planned end', () => {
    const tables = buildCreateClass(setup).tables;
    expect(tables.map((t) => t.game)).toEqual(['sectors', 'tycoon', 'sr1876']);
    expect(tables[0].options).toMatchObject({ maxTurns: 8, phaseTimeMultiplier: 0.5, timerMode: 'TIMED', plannedEndAt: AT + 45 * 60_000 });
    expect(tables[1].options).toMatchObject({ years: 3, phaseTimeMultiplier: 1, timerMode: 'TIMED', plannedEndAt: AT + 45 * 60_000 });
    expect(tables[2].options).toMatchObject({ rounds: 1, phaseTimeMultiplier: 1, timerMode: 'TIMED', plannedEndAt: AT + 45 * 60_000 });
    // What each table is sent is what its estimate was made for.
    tables.forEach((t, i) => expect(expectedMinutes(formGame(t.game), t.options!, tableSeats(setup, i))).toBe(lessonPlan(setup)[i].minutes));
  });

  it('no longer gives the Tycoon table the class game\'s plan (the old rule ran it about 20 minutes late)', () => {
    const old = expectedMinutes(tycoon, { ...defaultOptions(tycoon), phaseTimeMultiplier: 0.5, timerMode: 'TIMED' }, 4)!;
    expect(old - 45).toBeGreaterThan(20);
  });
});

describe('a lesson too short for one game', () => {
  it('names the table that cannot fit and what to do; the others still fit', () => {
    const setup = mixed(30);
    const plans = lessonPlan(setup);
    expect(plans.map((p) => p.fits)).toEqual([false, true, true]);
    // Sectors at 4 seats: 8 turns (its shortest) at × 0.5 (the fastest a preset takes) need 44.4 minutes.
    expect(plans[0]).toMatchObject({ length: { key: 'maxTurns', value: 8 }, pace: 0.5, leastMinutes: SECTORS_LESSON.shortest(4, REVIEW)!.minutes });
    expect(lessonWarnings(setup)).toEqual(['Table 1 (Sectors) needs at least 45 minutes even at the fastest pace: choose a longer lesson, or another game for that table.']);
  });

  it('names a table of another game too, and plans it as close to the bell as it can come', () => {
    const setup = mixed(30, { game: tycoon, tableGames: [null, 'sectors', 'sr1876'] });
    expect(lessonWarnings(setup)).toEqual(['Table 2 (Sectors) needs at least 45 minutes even at the fastest pace: choose a longer lesson, or another game for that table.']);
    expect(buildCreateClass(setup).tables[1].options).toMatchObject({ maxTurns: 8, phaseTimeMultiplier: 0.5, timerMode: 'TIMED' });
    expect(lessonPlan(setup)[0]).toMatchObject({ fits: true, length: { key: 'years', value: 2 } });
  });

  it('creates the class only when the teacher accepts exactly these warnings', () => {
    const setup = mixed(30);
    expect(setupProblems(setup)).toEqual(['Table 1 (Sectors) cannot end within the lesson: change the plan, or tick “Create the class anyway” under Lesson plan.']);
    const accepted = { ...setup, overrunAccepted: overrunKey(setup) };
    expect(overrunAccepted(accepted)).toBe(true);
    expect(setupProblems(accepted)).toEqual([]);
    // A new warning (here a fourth table of Sectors) needs a new decision.
    const more = mixed(30, { tables: 4, tableGames: [null, 'tycoon', 'sr1876', null], assign: balancedAssignment(12, 4), overrunAccepted: overrunKey(setup) });
    expect(lessonWarnings(more)).toHaveLength(2);
    expect(setupProblems(more)).toHaveLength(2);
    // The same warning for a shorter lesson too.
    const shorter = mixed(20, { overrunAccepted: overrunKey(setup) });
    expect(lessonWarnings(shorter)).toEqual(lessonWarnings(setup));
    expect(overrunAccepted(shorter)).toBe(false);
  });

  it('counts the seats as the host will: a fifth student at the Sectors table makes it too long for 45 minutes', () => {
    const setup = mixed(45, { students: names(13) });
    expect([0, 1, 2].map((i) => tableSeats(setup, i))).toEqual([5, 4, 4]);
    expect(lessonWarnings(setup)).toEqual(['Table 1 (Sectors) needs at least 49 minutes even at the fastest pace: choose a longer lesson, or another game for that table.']);
    // Seats per table fill every table with bots up to it: the plan is for them.
    expect(lessonPlan(mixed(45, { students: names(9), seatsPerTable: 4 })).map((p) => p.seats)).toEqual([4, 4, 4]);
  });
});

describe('what the teacher changes after the fit', () => {
  it('warns when the class game\'s options, edited since, no longer fit', () => {
    const setup = mixed(45);
    const edited = { ...setup, options: { ...setup.options, maxTurns: 11 } };
    const minutes = Math.ceil(expectedMinutes(sectors, edited.options, 4)!);
    expect(lessonWarnings(edited)).toEqual([
      `Table 1 (Sectors) needs about ${minutes} minutes with the options chosen, longer than the 45 planned: choose a shorter game or a faster pace in the options, or type the lesson’s length again to fit it.`,
    ]);
  });

  it('plans nothing without timers: no estimate, no warning, the tables keep the class\'s timer mode', () => {
    const setup = mixed(30);
    const timerless = { ...setup, options: { ...setup.options, timerMode: 'TIMERLESS' } };
    expect(lessonPlan(timerless).map((p) => p.minutes)).toEqual([null, null, null]);
    expect(lessonWarnings(timerless)).toEqual([]);
    expect(buildCreateClass(timerless).tables.map((t) => t.options!.timerMode)).toEqual(['TIMERLESS', 'TIMERLESS', 'TIMERLESS']);
  });

  it('fits the class game for its largest table', () => {
    const setup = mixed(60, { students: names(13), tableGames: [null, null, 'sr1876'] });
    expect(classGameSeats(setup)).toBe(5);
    expect(setup.options).toMatchObject({ maxTurns: SECTORS_LESSON.fit(60, 5, REVIEW)!.options.maxTurns, phaseTimeMultiplier: SECTORS_LESSON.fit(60, 5, REVIEW)!.pace });
    expect(lessonPlan(setup).every((p) => p.fits)).toBe(true);
  });
});
