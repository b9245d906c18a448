/**
 * Who sits where in a `bench:capacity` step of N tables: the games dealt round the tables from the chosen mix,
 * each planned for a lesson as the new-game form's "Fits in N minutes" plans it (the game's own lesson estimate:
 * its length option and pace), the classes and their teachers. At N ≥ the teacher size, one teacher runs that many
 * tables from one dashboard connection, with one class projector (`watch_class`) over them; the protocol caps a
 * class (CLASS_LIMITS: tables and students), so that teacher's tables are split over as few classes as it allows.
 * Every other table is in an ordinary class of `classTables` tables with its own dashboard. Pure: no host here.
 */
import type { GameManifest } from '../../src-shared/platform/manifest.ts';
import { planLesson } from '../../src-shared/platform/lesson.ts';
import { DEFAULT_TABLE_OPTIONS, TABLE_OPTION_KEYS } from '../../src-shared/platform/table-options.ts';
import { CLASS_LIMITS } from '../../src-shared/protocol/class-commands.ts';

export type TablePlan = {
  game: string;
  /** Seats in all: the students, then bots where the game has room for them (or needs them to reach its minimum). */
  seats: number;
  students: number;
  /** create_class table options: the lesson plan's game options and pace, timed, hints for learners on. */
  options: Record<string, unknown>;
  seed: number;
};

export type ClassPlan = {
  /** Index of the dashboard connection (a teacher) that creates and runs the class. */
  teacher: number;
  tables: TablePlan[];
  /** The class projector watches it (the big teacher's classes). */
  watched: boolean;
};

export type Layout = { classes: ClassPlan[]; teachers: number; tables: number; students: number; bots: number; watchedTables: number };

export type LayoutOptions = {
  games: readonly string[];
  studentsPerTable: number;
  botsPerTable: number;
  classTables: number;
  teacherTables: number;
  lessonMinutes: number;
  seed: number;
};

/** The most tables one class may have with this many students per table (the protocol's class limits). */
export function maxClassTables(studentsPerTable: number): number {
  return Math.max(1, Math.min(CLASS_LIMITS.tables, Math.floor(CLASS_LIMITS.students / studentsPerTable)));
}

/** One table of `game`: its seats and the options of a lesson of `lessonMinutes` (game defaults when it has no estimate). */
export function tablePlan(manifest: GameManifest, o: Pick<LayoutOptions, 'studentsPerTable' | 'botsPerTable' | 'lessonMinutes'>, seed: number): TablePlan {
  const { min, max } = manifest.players;
  const students = Math.min(o.studentsPerTable, max);
  const seats = Math.max(min, Math.min(max, students + o.botsPerTable));
  const reviewSeconds = DEFAULT_TABLE_OPTIONS.reviewSeconds;
  const plan = manifest.lesson ? planLesson(manifest.lesson, o.lessonMinutes, seats, { reviewSeconds }) : null;
  const options: Record<string, unknown> = {
    ...(plan?.options ?? {}),
    [TABLE_OPTION_KEYS.timerMode]: 'TIMED',
    [TABLE_OPTION_KEYS.pace]: plan?.pace ?? DEFAULT_TABLE_OPTIONS.pace,
    [TABLE_OPTION_KEYS.reviewSeconds]: reviewSeconds,
    // A class of learners: a scripted student may ask what to do where it has nothing simpler to send.
    [TABLE_OPTION_KEYS.hints]: true,
  };
  return { game: manifest.kind, seats, students, options, seed };
}

/** Splits `count` tables into classes of at most `size`, as even as possible. */
function split(count: number, size: number): number[] {
  const classes = Math.ceil(count / size);
  return Array.from({ length: classes }, (_, i) => Math.floor(count / classes) + (i < count % classes ? 1 : 0));
}

export function planLayout(n: number, manifests: readonly GameManifest[], o: LayoutOptions): Layout {
  const byKind = new Map(manifests.map((m) => [m.kind, m]));
  const limit = maxClassTables(o.studentsPerTable);
  const bigTeacher = o.teacherTables > 0 && n >= o.teacherTables;
  const groups: { teacher: number; sizes: number[]; watched: boolean }[] = [];
  let rest = n;
  if (bigTeacher) {
    groups.push({ teacher: 0, sizes: split(o.teacherTables, limit), watched: true });
    rest -= o.teacherTables;
  }
  const ordinary = rest > 0 ? split(rest, Math.min(o.classTables, limit)) : [];
  for (const size of ordinary) groups.push({ teacher: groups.length, sizes: [size], watched: false });

  let table = 0;
  const classes: ClassPlan[] = [];
  for (const group of groups) {
    for (const size of group.sizes) {
      const index = classes.length;
      const tables = Array.from({ length: size }, () => {
        const kind = o.games[table++ % o.games.length];
        // One seed per class and game: the class deals its tables of one game the same (its default, "same deal").
        return tablePlan(byKind.get(kind)!, o, o.seed * 10_000 + index);
      });
      classes.push({ teacher: group.teacher, tables, watched: group.watched });
    }
  }
  const all = classes.flatMap((c) => c.tables);
  return {
    classes,
    teachers: groups.length,
    tables: all.length,
    students: all.reduce((s, t) => s + t.students, 0),
    bots: all.reduce((s, t) => s + t.seats - t.students, 0),
    watchedTables: classes.filter((c) => c.watched).reduce((s, c) => s + c.tables.length, 0),
  };
}
