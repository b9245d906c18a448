/**
 * The class setup as data: what is wrong with it, and the `create_class` command it sends. Every table plays
 * the class game with the form's options unless the teacher picked another game for it: such a table plays its
 * game's default options with the form's table options (timer, review). With a lesson length ("Fits in N
 * minutes") every table is planned by its own game's estimate for its own seats (src-shared/platform/lesson.ts,
 * RULES-DECISIONS CL-16): the class game's options are fitted by the form, a table of another game gets its own
 * length and pace here, and a table that cannot end within the lesson is named before the class is created.
 * Students sit where the assignment puts them (balanced unless the teacher moved someone), and bots of one
 * level fill the seats a table needs beyond its students. No DOM here.
 */
import { planLesson } from '../../../../src-shared/platform/lesson.ts';
import { DEFAULT_TABLE_OPTIONS, TABLE_OPTION_KEYS, type BotLevel } from '../../../../src-shared/platform/table-options.ts';
import { CLASS_LIMITS, type CommandOf } from '../../../../src-shared/protocol/index.ts';
import type { GameEntry } from '../../../games/registry.ts';
import { t, tn } from '../../../lib/i18n.ts';
import { expectedMinutes, formGame, formProblems, optionsForGame, problemText, type OptionValues } from '../../shell/new-game.ts';
import { tableSizes } from './roster.ts';

export type ClassSetup = {
  /** Left empty: "Class of <date>". */
  name: string;
  students: string[];
  tables: number;
  /** The class game, played with `options` by every table that has no game of its own. */
  game: GameEntry;
  options: OptionValues;
  /** `tableGames[i]`: the kind table i plays instead of the class game (null, missing or the class game's kind: the class game). */
  tableGames?: readonly (string | null | undefined)[];
  botLevel: BotLevel;
  /** Seats at every table, students and bots (null: the students, topped up with bots to the game's minimum). */
  seatsPerTable: number | null;
  /** `assign[i]`: student i's table. */
  assign: number[];
  /** The teacher moved someone: the assignment is sent (otherwise the host deals the same balanced one). */
  manual: boolean;
  /** The lesson's planned end (ms), from "Fits in N minutes". */
  plannedEndAt?: number;
  /** The lesson's length in minutes ("Fits in N minutes"): every table of another game is planned for it. */
  lessonMinutes?: number;
  /**
   * The teacher chose to create the class although some tables cannot end within the lesson (`overrunKey`: the
   * lesson's length and the warnings of `lessonWarnings`): accepted only while they are exactly these.
   */
  overrunAccepted?: string | null;
};

export type CreateClass = Omit<CommandOf<'create_class'>, 'type' | 'requestId'>;

/** A table's name as the setup gives it. */
export function tableName(index: number): string {
  return t('class.setup.tableName', { n: index + 1 });
}

/** The kind table `index` plays instead of the class game; null when it plays the class game. */
export function tableKind(setup: Pick<ClassSetup, 'game' | 'tableGames'>, index: number): string | null {
  const kind = setup.tableGames?.[index] ?? null;
  // Choosing the class game itself (or a game since made the class game) means the class game and its options.
  return kind === null || kind === setup.game.kind ? null : kind;
}

/** The game table `index` plays. */
export function tableGame(setup: Pick<ClassSetup, 'game' | 'tableGames'>, index: number): GameEntry {
  const kind = tableKind(setup, index);
  return kind === null ? setup.game : formGame(kind);
}

type Seating = Pick<ClassSetup, 'game' | 'tableGames' | 'seatsPerTable' | 'assign' | 'tables'>;

/** The seats table `index` will have, as the host counts them: the seats per table, else its students topped up with bots to its game's minimum. */
export function tableSeats(setup: Seating, index: number): number {
  const students = setup.assign.filter((t) => t === index).length;
  return setup.seatsPerTable ?? Math.max(students, tableGame(setup, index).players.min);
}

/** The seats the class game's options are fitted for: its largest table (the slowest), or its least table when no table plays it. */
export function classGameSeats(setup: Seating): number {
  const tables = Number.isInteger(setup.tables) && setup.tables > 0 ? setup.tables : 0;
  const own = Array.from({ length: tables }, (_, i) => i).filter((i) => tableKind(setup, i) === null);
  return Math.max(setup.seatsPerTable ?? setup.game.players.min, ...own.map((i) => tableSeats(setup, i)));
}

/**
 * Options with a lesson plan applied for `seats`: the game's length and the pace its estimate fits into
 * `minutes`, with timed phases; when nothing fits, its shortest game at the fastest pace (the closest it can
 * come to the bell: the setup warns before the class is created). Unchanged when the game has no estimate.
 */
export function withLessonPlan(game: GameEntry, options: OptionValues, minutes: number, seats: number): OptionValues {
  const review = options[TABLE_OPTION_KEYS.reviewSeconds];
  const table = { reviewSeconds: typeof review === 'number' && Number.isFinite(review) ? review : DEFAULT_TABLE_OPTIONS.reviewSeconds };
  const plan = game.lesson ? planLesson(game.lesson, minutes, seats, table, options) : null;
  if (!plan) return options;
  return { ...options, ...plan.options, [TABLE_OPTION_KEYS.pace]: plan.pace, [TABLE_OPTION_KEYS.timerMode]: 'TIMED' };
}

const lessonOf = (setup: Pick<ClassSetup, 'lessonMinutes'>): number | null =>
  setup.lessonMinutes !== undefined && Number.isFinite(setup.lessonMinutes) && setup.lessonMinutes > 0 ? setup.lessonMinutes : null;

/**
 * Table `index`'s options: the form's for the class game; else its game's defaults with the form's table
 * options, planned for the lesson by its own game's estimate at its own seats (unless the class plays without
 * timers: then there is no clock to plan with, as for the class game).
 */
export function tableOptions(setup: Seating & Pick<ClassSetup, 'options' | 'lessonMinutes'>, index: number): OptionValues {
  if (tableKind(setup, index) === null) return setup.options;
  const game = tableGame(setup, index);
  const options = optionsForGame(game, setup.options);
  const minutes = lessonOf(setup);
  if (minutes === null || options[TABLE_OPTION_KEYS.timerMode] === 'TIMERLESS') return options;
  return withLessonPlan(game, options, minutes, tableSeats(setup, index));
}

/** One table against the lesson: what it plays, and when it is expected to end if it starts now. */
export type TablePlan = {
  index: number;
  name: string;
  game: GameEntry;
  seats: number;
  /** The game's length option and its value (null: the game has no lesson estimate). */
  length: { key: string; value: unknown } | null;
  pace: number;
  /** Minutes the table takes with the options it is created with, every phase running its full time (null: no estimate, e.g. no timers). */
  minutes: number | null;
  /** The least minutes its game can be planned in at these seats: shortest game, fastest pace (null: no estimate). */
  leastMinutes: number | null;
  /** Within the lesson (a table without an estimate cannot be said to overrun). */
  fits: boolean;
};

/** Every table's plan against the lesson; empty without a lesson length or a valid number of tables. */
export function lessonPlan(setup: ClassSetup): TablePlan[] {
  const minutes = lessonOf(setup);
  if (minutes === null || !Number.isInteger(setup.tables) || setup.tables < 1 || setup.tables > CLASS_LIMITS.tables) return [];
  return Array.from({ length: setup.tables }, (_, index) => {
    const game = tableGame(setup, index);
    const options = tableOptions(setup, index);
    const seats = tableSeats(setup, index);
    const expected = expectedMinutes(game, options, seats);
    const review = options[TABLE_OPTION_KEYS.reviewSeconds];
    const least = game.lesson?.shortest(seats, { reviewSeconds: typeof review === 'number' ? review : DEFAULT_TABLE_OPTIONS.reviewSeconds }, options)?.minutes ?? null;
    const pace = options[TABLE_OPTION_KEYS.pace];
    return {
      index,
      name: tableName(index),
      game,
      seats,
      length: game.lesson ? { key: game.lesson.lengthKey, value: options[game.lesson.lengthKey] } : null,
      pace: typeof pace === 'number' ? pace : DEFAULT_TABLE_OPTIONS.pace,
      minutes: expected,
      leastMinutes: least,
      fits: expected === null || expected <= minutes,
    };
  });
}

/**
 * A sentence for every table that cannot end within the lesson, naming it and what to do: its game needs
 * longer than the lesson even at its shortest and fastest, or the options chosen (the class game's, edited
 * after the fit) take longer than planned.
 */
export function lessonWarnings(setup: ClassSetup): string[] {
  const budget = lessonOf(setup);
  return lessonPlan(setup)
    .filter((p) => !p.fits)
    .map((p) => {
      const args = { table: p.name, game: p.game.title, budget: budget ?? 0 };
      return p.leastMinutes !== null && p.leastMinutes > (budget ?? 0)
        ? t('class.plan.cannot', { ...args, minutes: Math.ceil(p.leastMinutes) })
        : t('class.plan.over', { ...args, minutes: Math.ceil(p.minutes ?? 0) });
    });
}

/** What the teacher accepts with "Create the class anyway": these warnings for this lesson length (either changed, ask again). */
export function overrunKey(setup: ClassSetup, warnings: readonly string[] = lessonWarnings(setup)): string {
  return [String(lessonOf(setup)), ...warnings].join('\n');
}

/** Whether every table fits, or the teacher accepted exactly these warnings for this lesson ("Create the class anyway"). */
export function overrunAccepted(setup: ClassSetup, warnings: readonly string[] = lessonWarnings(setup)): boolean {
  return warnings.length === 0 || setup.overrunAccepted === overrunKey(setup, warnings);
}

/** The level of table `index`'s bots: the class's, or its game's default when its game has no bot of that level (the host would refuse it). */
export function tableBotLevel(setup: Pick<ClassSetup, 'game' | 'tableGames' | 'botLevel'>, index: number): BotLevel {
  const game = tableGame(setup, index);
  return game.botLevels.includes(setup.botLevel) ? setup.botLevel : game.defaultBotLevel;
}

/** Everything wrong with the setup, in words; empty when the class can be created. */
export function setupProblems(setup: ClassSetup): string[] {
  const problems: string[] = [];
  const { game } = setup;
  const seats = setup.seatsPerTable;
  const tablesValid = Number.isInteger(setup.tables) && setup.tables >= 1 && setup.tables <= CLASS_LIMITS.tables;
  if (setup.students.length === 0) problems.push(t('class.setup.error.noStudents'));
  if (setup.students.length > CLASS_LIMITS.students) problems.push(t('class.setup.error.tooManyStudents', { max: CLASS_LIMITS.students }));
  if (!tablesValid) problems.push(t('class.setup.error.tables', { max: CLASS_LIMITS.tables }));
  else {
    const sizes = tableSizes(setup.assign, setup.tables);
    sizes.forEach((size, i) => {
      // Each table against its own game's seats: a table of another game may seat fewer (or more) players.
      const own = tableGame(setup, i);
      if (size > own.players.max) problems.push(t('class.setup.error.tableFull', { table: tableName(i), count: size, max: own.players.max, game: own.title }));
      if (size === 0 && setup.students.length > 0) problems.push(t('class.setup.error.tableEmpty', { table: tableName(i) }));
      if (seats !== null && size > seats) problems.push(t('class.setup.error.seatsBelow', { table: tableName(i), count: size, seats }));
      if (tableKind(setup, i) !== null && seats !== null && Number.isInteger(seats) && (seats < own.players.min || seats > own.players.max)) {
        problems.push(t('class.setup.error.tableSeats', { table: tableName(i), game: own.title, seats: tn('class.count.seats', seats), min: own.players.min, max: own.players.max }));
      }
    });
  }
  // The class game's seat range, unless every table plays another game (each checked against its own above).
  const classPlayed = !tablesValid || Array.from({ length: setup.tables }, (_, i) => tableKind(setup, i)).includes(null);
  if (seats !== null && (!Number.isInteger(seats) || (classPlayed && (seats < game.players.min || seats > game.players.max)))) {
    problems.push(t('class.setup.error.seats', { min: game.players.min, max: game.players.max }));
  }
  // The options are checked as the new-game form checks them (its seat checks do not apply: seats come from the
  // roster): the form's, and once each other game a table plays (tables of one game share their options but for
  // a lesson's length and pace, which its estimate picks among the values the game allows).
  const others = tablesValid ? Array.from({ length: setup.tables }, (_, i) => i).filter((i) => tableKind(setup, i) !== null) : [];
  const played = [{ own: game, values: setup.options }, ...others.map((i) => ({ own: tableGame(setup, i), values: tableOptions(setup, i) }))];
  const checked = new Set<string>();
  for (const { own, values } of played) {
    if (checked.has(own.kind)) continue;
    checked.add(own.kind);
    const stand = Array.from({ length: own.players.min }, (_, n) => ({ name: `Seat ${n + 1}`, kind: 'human' as const, botLevel: setup.botLevel }));
    for (const problem of formProblems(stand, values, '', own)) if (problem.field.startsWith('option-')) problems.push(problemText(problem, own));
  }
  // A table that cannot end within the lesson: the teacher decides, knowingly ("Create anyway").
  if (tablesValid && !overrunAccepted(setup)) {
    for (const p of lessonPlan(setup).filter((x) => !x.fits)) problems.push(t('class.setup.error.overrun', { table: p.name, game: p.game.title }));
  }
  return problems;
}

/** The `create_class` command for a setup without problems. */
export function buildCreateClass(setup: ClassSetup): CreateClass {
  const optionsOf = (values: OptionValues) => ({
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])),
    ...(setup.plannedEndAt !== undefined ? { plannedEndAt: setup.plannedEndAt } : {}),
  });
  const tables = Array.from({ length: setup.tables }, (_, i) => ({
    name: tableName(i),
    game: tableGame(setup, i).kind,
    options: optionsOf(tableOptions(setup, i)),
    botLevel: tableBotLevel(setup, i),
    ...(setup.seatsPerTable !== null ? { seats: setup.seatsPerTable } : {}),
  }));
  return {
    name: setup.name.trim() || t('class.setup.defaultName', { date: new Date().toLocaleDateString() }),
    students: [...setup.students],
    tables,
    ...(setup.manual ? { assign: [...setup.assign] } : {}),
  };
}
