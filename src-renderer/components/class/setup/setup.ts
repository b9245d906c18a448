/**
 * The class setup as data: what is wrong with it, and the `create_class` command it sends. Every table plays
 * the class game with the form's options unless the teacher picked another game for it: such a table plays its
 * game's default options with the form's table options (timer, pace, review, planned end), so the whole class
 * keeps one clock and one lesson plan. Students sit where the assignment puts them (balanced unless the teacher
 * moved someone), and bots of one level fill the seats a table needs beyond its students. No DOM here.
 */
import type { BotLevel } from '../../../../src-shared/platform/table-options.ts';
import { CLASS_LIMITS, type CommandOf } from '../../../../src-shared/protocol/index.ts';
import type { GameEntry } from '../../../games/registry.ts';
import { t, tn } from '../../../lib/i18n.ts';
import { formGame, formProblems, optionsForGame, problemText, type OptionValues } from '../../shell/new-game.ts';
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

/** Table `index`'s options: the form's for the class game; else its game's defaults with the form's table options. */
export function tableOptions(setup: Pick<ClassSetup, 'game' | 'tableGames' | 'options'>, index: number): OptionValues {
  return tableKind(setup, index) === null ? setup.options : optionsForGame(tableGame(setup, index), setup.options);
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
  // roster): the form's, and once each other game a table plays (tables of one game share their options).
  const others = tablesValid ? Array.from({ length: setup.tables }, (_, i) => i).filter((i) => tableKind(setup, i) !== null) : [];
  const played = [{ own: game, values: setup.options }, ...others.map((i) => ({ own: tableGame(setup, i), values: tableOptions(setup, i) }))];
  const checked = new Set<string>();
  for (const { own, values } of played) {
    if (checked.has(own.kind)) continue;
    checked.add(own.kind);
    const stand = Array.from({ length: own.players.min }, (_, n) => ({ name: `Seat ${n + 1}`, kind: 'human' as const, botLevel: setup.botLevel }));
    for (const problem of formProblems(stand, values, '', own)) if (problem.field.startsWith('option-')) problems.push(problemText(problem, own));
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
