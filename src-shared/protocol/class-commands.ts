/**
 * Commands of a class session (docs/PROTOCOL.md "Classes"): a teacher's roster of students spread over several
 * tables, each table an ordinary game. Everything a table does is still a game command (`control`, `act`, …);
 * these add the roster, the class-wide controls, the personal student links and the debrief.
 */
import * as v from 'valibot';
import { personName } from './text.ts';
import { BOT_LEVELS, GRACE_SECONDS, PACES } from '../platform/table-options.ts';

const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const gameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const classId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A class's code (6 characters; a game's join code has 5). */
export const CLASS_CODE_LENGTH = 6;
const classCode = v.pipe(v.string(), v.minLength(4), v.maxLength(12));
/** A student's personal key (8 characters): the slip's link `/s/KEY` joins the student's own seat. */
export const STUDENT_KEY_LENGTH = 8;
const studentKey = v.pipe(v.string(), v.minLength(6), v.maxLength(16));
const secret = v.pipe(v.string(), v.minLength(8), v.maxLength(64));
const studentName = personName(40);

/** Limits of a class: how many students and tables one class may have. */
export const CLASS_LIMITS = { students: 200, tables: 40 } as const;

/** One table of a class: a game of any kind with its options, like `create_game` without seats. */
const ClassTableSpec = v.strictObject({
  name: v.optional(personName(80)),
  game: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  options: v.optional(v.record(v.string(), v.unknown())),
  seed: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(200))])),
  /**
   * Seats in all, students and bots: bots of `botLevel` fill the seats the students assigned to it leave. Left
   * out: the students assigned, topped up with bots to the game's minimum.
   */
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  graceSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(GRACE_SECONDS.min), v.maxValue(GRACE_SECONDS.max))),
});

/**
 * A new class (the host machine only): the roster (`students`, in order), its tables, and who sits where.
 * `assign[i]` is the index in `tables` of student i's table; left out, students are dealt round the tables in
 * roster order (balanced: table sizes differ by at most one). The tables open in their lobbies; answered with
 * `class_created`, then `class_joined` and the dashboard's `class_state`.
 */
export const CreateClassCommand = v.strictObject({
  type: v.literal('create_class'),
  name: personName(80),
  students: v.pipe(v.array(studentName), v.minLength(1), v.maxLength(CLASS_LIMITS.students)),
  tables: v.pipe(v.array(ClassTableSpec), v.minLength(1), v.maxLength(CLASS_LIMITS.tables)),
  assign: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.maxLength(CLASS_LIMITS.students))),
  /**
   * Same deal at every table (left out: on): tables of one game with the same options and number of seats get one
   * seed, so students are compared on identical cards and draws (their tables say `sameDeal`). `false`: each
   * table its own seed.
   */
  sameDeal: v.optional(v.boolean()),
  requestId,
});

/** The host machine's classes, newest first; answered with `classes`. */
export const ListClassesCommand = v.strictObject({ type: v.literal('list_classes'), requestId });

/**
 * Become the class's facilitator: the dashboard of every table. With the class secret from any machine; without
 * it, the host machine only. Answered with `class_joined`, then `class_state` and every table's view (the
 * connection facilitates each table, so `control` works on each).
 */
export const FacilitateClassCommand = v.strictObject({ type: v.literal('facilitate_class'), code: classCode, secret: v.optional(secret), requestId });

/**
 * The class projector: watch every table as a projector (public views only). Answered with `class_joined`
 * (role `projector`) and every table's view.
 */
export const WatchClassCommand = v.strictObject({ type: v.literal('watch_class'), code: classCode, requestId });

/**
 * A student's personal link. The first time, it takes the student's seat (answered `joined`, like `join`, with
 * the seat's token). Later, the browser rejoins with `join` and its token; a join by the key without a valid
 * `token` when the seat was already taken (a new device) waits for the teacher: answered `join_pending`, then
 * `joined` when approved or an `error` DEVICE_DENIED.
 */
export const JoinStudentCommand = v.strictObject({ type: v.literal('join_student'), key: studentKey, token: v.optional(secret), requestId });

export const CLASS_CONTROLS = [
  'start', 'pause', 'resume', 'add_time', 'set_pace', 'end_phase', 'set_hints', 'lock', 'unlock',
  'rename', 'move', 'replace_by_bot', 'hand_back', 'approve', 'deny', 'new_secret',
] as const;

/**
 * The facilitator's class controls. Table controls (`start` … `set_hints`) apply to `tables` (game ids; left
 * out: every table of the class where they apply — e.g. `pause` skips tables not running). `lock`/`unlock`:
 * late joining for every table. Roster controls name a `student` (its key): `rename` (`name`), `move` (to
 * table `table`, both tables still in their lobbies), `replace_by_bot` (`botLevel`), `hand_back`. `approve`/`deny`
 * answer a device request (`request`). `new_secret` (host machine only) issues a fresh class secret, answered
 * with `class_created`. Answered with `ack` (the effects arrive as `class_state` and views).
 */
export const ClassControlCommand = v.strictObject({
  type: v.literal('class_control'),
  classId,
  command: v.picklist(CLASS_CONTROLS),
  tables: v.optional(v.pipe(v.array(gameId), v.maxLength(CLASS_LIMITS.tables))),
  student: v.optional(studentKey),
  table: v.optional(gameId),
  name: v.optional(studentName),
  ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000))),
  pace: v.optional(v.picklist(PACES)),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  on: v.optional(v.boolean()),
  request: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  /** `start`: what happens to seats no student holds (as `start_game`). */
  emptySeats: v.optional(v.picklist(['bot', 'remove'])),
  requestId,
});

/**
 * The debrief CSV (docs/CLASSROOM.md lists its columns): one row per student per turn/year of every table
 * (`table` left out) or of one table. A running table contributes its completed turns/years only. Answered
 * with `class_files`.
 */
export const ExportClassCommand = v.strictObject({ type: v.literal('export_class'), classId, table: v.optional(gameId), requestId });

/** The class report's data (charts, returns, risk, best and worst trades, leaderboard); answered with `class_report_data`. */
export const ClassReportCommand = v.strictObject({ type: v.literal('class_report'), classId, requestId });

export const CLASS_COMMANDS = [
  CreateClassCommand, ListClassesCommand, FacilitateClassCommand, WatchClassCommand, JoinStudentCommand,
  ClassControlCommand, ExportClassCommand, ClassReportCommand,
] as const;
