/** Events of a class session (docs/PROTOCOL.md "Classes"). */
import * as v from 'valibot';
import { TutorialInfo, TutorialProgress } from './tutorial-protocol.ts';

const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const classId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** To the host machine's screen that created the class (or asked `new_secret`): its code and facilitator secret. */
export const ClassCreatedEvent = v.strictObject({ type: v.literal('class_created'), classId, code: v.string(), secret: v.string(), requestId });

const ClassTableInfo = v.object({
  gameId: v.string(),
  name: v.string(),
  /** The game's kind. */
  game: v.string(),
  joinCode: v.string(),
  status: v.picklist(['LOBBY', 'RUNNING', 'FINISHED']),
  /**
   * Dealt the same cards and draws as the class's other tables of its game (create_class `sameDeal`): watchers of
   * a table ahead of the slowest one see it as it stood at the start of that table's period.
   */
  sameDeal: v.optional(v.literal(true)),
});

/** A class role was granted: the class and its tables (their views follow, one `view` per table). */
export const ClassJoinedEvent = v.strictObject({
  type: v.literal('class_joined'),
  classId,
  code: v.string(),
  name: v.string(),
  role: v.picklist(['facilitator', 'projector']),
  tables: v.array(ClassTableInfo),
  /**
   * Every student's name and seat (no keys): the class leaderboard counts these seats as students even while a
   * bot plays one (`replace_by_bot`). Sent again to the class's projectors when the roster changes. Absent from
   * older hosts.
   */
  students: v.optional(v.array(v.object({ name: v.string(), gameId: v.string(), player: v.string() }))),
  requestId,
});

/** One student on the dashboard's roster. */
const RosterLine = v.object({
  /** The student's key: the slip's personal link is `/s/<key>`. Facilitators only. */
  key: v.string(),
  name: v.string(),
  gameId: v.string(),
  player: v.string(),
  /** The seat is played by a bot now (`replace_by_bot`), not by the student. */
  bot: v.boolean(),
  /** The student has taken the seat at some time. */
  joined: v.boolean(),
  /** A connection holds the seat now. */
  connected: v.boolean(),
  /**
   * The student's last accepted action: its input type and when (host clock, ms); null before the first. The type
   * is `sealed` for an action in a sealed window (what kind of move it was is a secret there) and `action` for one
   * read back from the journal after a host restart.
   */
  lastAction: v.nullable(v.object({ type: v.string(), at: v.number() })),
});

/**
 * A device waiting for the teacher. `via` (added in version 2): `link`, the student's personal link on a new
 * device, or `name`, someone who typed the student's name with the table's code; `address`: the device's network
 * address (absent for the host machine).
 */
const DeviceRequest = v.object({
  id: v.string(), key: v.string(), name: v.string(), gameId: v.string(), at: v.number(),
  via: v.optional(v.picklist(['link', 'name'])), address: v.optional(v.string()),
});

/**
 * The class dashboard's roster, to the class's facilitators: at once after a change of the class (a roster or class
 * control, a student arriving or leaving); after a change of one of its tables, at once when none went out in the
 * last 250 ms, else one at the end of those 250 ms for all of them. Each is the whole roster as it is then.
 * Each table's live state (window, time left, ready count) is in that table's `view`.
 */
export const ClassStateEvent = v.strictObject({
  type: v.literal('class_state'),
  classId,
  code: v.string(),
  name: v.string(),
  createdAt: v.number(),
  /** Late joining is locked on every table (students who already joined still rejoin). */
  locked: v.boolean(),
  tables: v.array(ClassTableInfo),
  students: v.array(RosterLine),
  requests: v.array(DeviceRequest),
  /**
   * Added with tutorials: the tutorials the teacher assigned (`assign_tutorials`, in order) and each student's
   * progress in them (`key`: the student's; one line per student and tutorial they started). Absent when none.
   */
  tutorials: v.optional(v.object({ assigned: v.array(TutorialInfo), progress: v.array(v.object({ key: v.string(), tutorial: v.string(), ...TutorialProgress.entries })) })),
  serverNow: v.number(),
  requestId,
});

/** The host machine's classes. */
export const ClassesEvent = v.strictObject({
  type: v.literal('classes'),
  classes: v.array(v.object({ id: v.string(), name: v.string(), code: v.string(), createdAt: v.number(), tables: v.number(), students: v.number() })),
  requestId,
});

/** A student's link was used on a new device: the teacher is asked; `joined` or an error DEVICE_DENIED follows. */
export const JoinPendingEvent = v.strictObject({ type: v.literal('join_pending'), name: v.string(), table: v.string(), requestId });

/** The debrief CSV files (UTF-8 text, comma separated, a header row; columns in docs/CLASSROOM.md). */
export const ClassFilesEvent = v.strictObject({
  type: v.literal('class_files'),
  classId,
  files: v.array(v.object({ name: v.string(), csv: v.string() })),
  requestId,
});

/**
 * The answer to `class_report`: the report's data (src-shared/platform/class-report.ts `ClassReport`; docs/CLASSROOM.md).
 * `boards` (added with fair rankings; absent from older hosts): one leaderboard per group of comparable tables —
 * same game, options and number of seats — never one ranking across games.
 */
export const ClassReportEvent = v.strictObject({
  type: v.literal('class_report_data'),
  classId,
  report: v.looseObject({
    classId: v.string(), name: v.string(), generatedAt: v.number(), tables: v.array(v.looseObject({ gameId: v.string() })), leaderboard: v.array(v.looseObject({ name: v.string() })),
    boards: v.optional(v.array(v.looseObject({ key: v.string(), game: v.string(), lines: v.array(v.looseObject({ name: v.string() })), unranked: v.array(v.looseObject({ name: v.string() })) }))),
  }),
  requestId,
});

export const CLASS_EVENTS = [ClassCreatedEvent, ClassJoinedEvent, ClassStateEvent, ClassesEvent, JoinPendingEvent, ClassFilesEvent, ClassReportEvent] as const;
