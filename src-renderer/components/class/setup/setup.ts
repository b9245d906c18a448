/**
 * The class setup as data: what is wrong with it, and the `create_class` command it sends. Every table plays
 * the same game with the same options; students sit where the assignment puts them (balanced unless the
 * teacher moved someone), and bots of one level fill the seats a table needs beyond its students. No DOM here.
 */
import type { BotLevel } from '../../../../src-shared/platform/table-options.ts';
import { CLASS_LIMITS, type CommandOf } from '../../../../src-shared/protocol/index.ts';
import type { GameEntry } from '../../../games/registry.ts';
import { t } from '../../../lib/i18n.ts';
import { formProblems, problemText, type OptionValues } from '../../shell/new-game.ts';
import { tableSizes } from './roster.ts';

export type ClassSetup = {
  /** Left empty: "Class of <date>". */
  name: string;
  students: string[];
  tables: number;
  game: GameEntry;
  options: OptionValues;
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

/** Everything wrong with the setup, in words; empty when the class can be created. */
export function setupProblems(setup: ClassSetup): string[] {
  const problems: string[] = [];
  const { game } = setup;
  if (setup.students.length === 0) problems.push(t('class.setup.error.noStudents'));
  if (setup.students.length > CLASS_LIMITS.students) problems.push(t('class.setup.error.tooManyStudents', { max: CLASS_LIMITS.students }));
  if (!Number.isInteger(setup.tables) || setup.tables < 1 || setup.tables > CLASS_LIMITS.tables) problems.push(t('class.setup.error.tables', { max: CLASS_LIMITS.tables }));
  else {
    const sizes = tableSizes(setup.assign, setup.tables);
    sizes.forEach((size, i) => {
      if (size > game.players.max) problems.push(t('class.setup.error.tableFull', { table: tableName(i), count: size, max: game.players.max, game: game.title }));
      if (size === 0 && setup.students.length > 0) problems.push(t('class.setup.error.tableEmpty', { table: tableName(i) }));
      if (setup.seatsPerTable !== null && size > setup.seatsPerTable) problems.push(t('class.setup.error.seatsBelow', { table: tableName(i), count: size, seats: setup.seatsPerTable }));
    });
  }
  const seats = setup.seatsPerTable;
  if (seats !== null && (!Number.isInteger(seats) || seats < game.players.min || seats > game.players.max)) {
    problems.push(t('class.setup.error.seats', { min: game.players.min, max: game.players.max }));
  }
  // The options are checked as the new-game form checks them (its seat checks do not apply: seats come from the roster).
  const stand = Array.from({ length: game.players.min }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' as const, botLevel: setup.botLevel }));
  for (const problem of formProblems(stand, setup.options, '', game)) if (problem.field.startsWith('option-')) problems.push(problemText(problem, game));
  return problems;
}

/** The `create_class` command for a setup without problems. */
export function buildCreateClass(setup: ClassSetup): CreateClass {
  const options = {
    ...Object.fromEntries(Object.entries(setup.options).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])),
    ...(setup.plannedEndAt !== undefined ? { plannedEndAt: setup.plannedEndAt } : {}),
  };
  const tables = Array.from({ length: setup.tables }, (_, i) => ({
    name: tableName(i),
    game: setup.game.kind,
    options,
    botLevel: setup.botLevel,
    ...(setup.seatsPerTable !== null ? { seats: setup.seatsPerTable } : {}),
  }));
  return {
    name: setup.name.trim() || t('class.setup.defaultName', { date: new Date().toLocaleDateString() }),
    students: [...setup.students],
    tables,
    ...(setup.manual ? { assign: [...setup.assign] } : {}),
  };
}
