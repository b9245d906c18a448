/**
 * Guided tutorials on the wire (docs/PROTOCOL.md "Tutorials", docs/TUTORIALS.md). A tutorial is played at a
 * private table the host creates from the tutorial's position: the learner holds one seat, the host plays the
 * others as the tutorial says and keeps the learner on the tutorial's steps — a move the step does not ask for is
 * refused with an explanation (`error`, and `tutorial_state.explanation`), nothing applied. Every command and event
 * here is an addition: a client that never sends them sees nothing new.
 */
import * as v from 'valibot';

const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const gameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const classId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const profileId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A tutorial's id (kebab-case, unique across games; the file's name). */
const tutorialId = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(80));
/** How many tutorials a class may be assigned at once. */
export const CLASS_TUTORIALS_MAX = 40;

/**
 * The host's tutorials (of one `game`, or all), each game's in order. With `profileId` (the host machine, or a
 * facilitator, like every profile command), `progress` says which that profile completed and with a star.
 * Answered with `tutorials`.
 */
export const ListTutorialsCommand = v.strictObject({
  type: v.literal('list_tutorials'),
  game: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  profileId: v.optional(profileId),
  requestId,
});

/**
 * Start a tutorial at a new private table: answered like `join` (`joined` with the learner's seat and its token,
 * which rejoins it after a refresh), then the table's `view` and `tutorial_state`. `profileId` (host machine or a
 * facilitator): the local profile the progress is kept for. `classGame`: a class table where this connection holds
 * a student's seat — the tutorial is that student's, and the class's dashboard sees its progress. A profile's or a
 * student's unfinished run of the same tutorial is resumed (its table, where they left it; answered the same way,
 * with a fresh seat token) unless `restart` is true.
 */
export const StartTutorialCommand = v.strictObject({
  type: v.literal('start_tutorial'),
  tutorial: tutorialId,
  profileId: v.optional(profileId),
  classGame: v.optional(gameId),
  restart: v.optional(v.boolean()),
  requestId,
});

/**
 * The learner has read a step's result: on to the next step (or, after the last, to the summary). Answered with
 * `ack`, then `tutorial_state`. A move on the board while a result is shown does the same before it is judged.
 */
export const TutorialNextCommand = v.strictObject({ type: v.literal('tutorial_next'), gameId, requestId });

/**
 * The teacher's list of tutorials for a class (replacing the one before; `[]` clears it): the class's facilitator.
 * Every student's devices get `class_tutorials`, the dashboard `class_state` with `tutorials`. Answered with `ack`.
 */
export const AssignTutorialsCommand = v.strictObject({
  type: v.literal('assign_tutorials'),
  classId,
  tutorials: v.pipe(v.array(tutorialId), v.maxLength(CLASS_TUTORIALS_MAX)),
  requestId,
});

export const TUTORIAL_COMMANDS = [ListTutorialsCommand, StartTutorialCommand, TutorialNextCommand, AssignTutorialsCommand] as const;

/** A tutorial as listed: what it teaches, in its game's order. */
export const TutorialInfo = v.object({
  id: v.string(),
  /** The game's kind. */
  game: v.string(),
  /** Its place in the game's list (1 = first). */
  order: v.number(),
  title: v.string(),
  /** The goal in one sentence. */
  goal: v.string(),
  /** How many steps it has. */
  steps: v.number(),
  /** The id of the rule's section in the game's in-app help. */
  help: v.string(),
});

/** Where a learner is in one tutorial (their latest run of it). */
export const TutorialProgress = v.object({
  /** The run's private table. */
  gameId: v.string(),
  /** `step`: working on step `step`; `result`: reading that step's result; `done`: finished. */
  stage: v.picklist(['step', 'result', 'done']),
  /** The step (0 = the first); `steps` when done. */
  step: v.number(),
  steps: v.number(),
  /** Moves refused along the way (wrong moves and others). */
  wrongMoves: v.number(),
  /** Done without a single refused move (the best solution): a star. */
  star: v.boolean(),
  startedAt: v.number(),
  completedAt: v.nullable(v.number()),
});

export const TutorialsEvent = v.strictObject({
  type: v.literal('tutorials'),
  tutorials: v.array(TutorialInfo),
  /**
   * With `list_tutorials.profileId`: by tutorial id, what the profile achieved (absent ids: never started).
   * `inProgress`: the profile has an unfinished run, which `start_tutorial` resumes.
   */
  progress: v.optional(v.record(v.string(), v.object({ completed: v.boolean(), star: v.boolean(), inProgress: v.optional(v.boolean()) }))),
  requestId,
});

/**
 * The learner's tutorial at a table, to the connections holding the learner's seat: after `start_tutorial`, a
 * rejoin, every judged move and `tutorial_next`. Everything the tutorial panel shows, in words the host chose.
 */
export const TutorialStateEvent = v.strictObject({
  type: v.literal('tutorial_state'),
  gameId,
  tutorial: TutorialInfo,
  /** The learner's seat. */
  seat: v.string(),
  stage: v.picklist(['step', 'result', 'done']),
  /** The step (0 = the first); `steps` when done. */
  step: v.number(),
  steps: v.number(),
  /** What the step asks (stage `step`); null otherwise. */
  prompt: v.nullable(v.string()),
  /** What happened and why (stage `result`, and `done` for the last step); null otherwise. */
  result: v.nullable(v.string()),
  /**
   * Why the learner's last move was refused, in teaching words (`reason`: the engine's code, or
   * TUTORIAL_NOT_THIS_STEP / TUTORIAL_WRONG_MOVE for a legal move the step does not ask for); cleared by the next
   * accepted move or step.
   */
  explanation: v.nullable(v.object({ reason: v.string(), text: v.string() })),
  wrongMoves: v.number(),
  /** When done: the star (no refused move on the way); null before. */
  star: v.nullable(v.boolean()),
  /** When done: the rule in one paragraph; null before. */
  summary: v.nullable(v.string()),
  /** When done: the game's next tutorial in order (null: this was the last). */
  next: v.nullable(TutorialInfo),
  requestId,
});

/**
 * A class student's assigned tutorials with their progress, to the connections holding that student's seat: when
 * the student's seat is taken, when the teacher assigns, when the student's progress changes. `classGame` is the
 * student's class table (the `start_tutorial.classGame` to send).
 */
export const ClassTutorialsEvent = v.strictObject({
  type: v.literal('class_tutorials'),
  classId,
  classGame: gameId,
  tutorials: v.array(v.object({ ...TutorialInfo.entries, progress: v.nullable(TutorialProgress) })),
});

export const TUTORIAL_EVENTS = [TutorialsEvent, TutorialStateEvent, ClassTutorialsEvent] as const;

/** The host's reason codes of tutorials (with HOST_REASONS: docs/PROTOCOL-REFERENCE.md). */
export const TUTORIAL_REASONS = {
  TUTORIAL_NOT_FOUND: '`start_tutorial` (or `assign_tutorials`) naming a tutorial this host does not have',
  NOT_A_TUTORIAL: '`tutorial_next` on a table that is not a tutorial\'s, or that this connection does not play',
  TUTORIAL_NOT_THIS_STEP: 'an `act` at a tutorial table that the rules allow but the step does not ask for (the message says so; the step\'s prompt is on screen); nothing applied',
  TUTORIAL_WRONG_MOVE: 'an `act` at a tutorial table that the tutorial lists as a wrong move (the message explains it); nothing applied',
  TUTORIAL_DONE: 'an `act` or `tutorial_next` after the tutorial has ended',
  TUTORIAL_TABLE: '`export_game` or `play_from` of a tutorial\'s private table',
  NOT_A_STUDENT: '`start_tutorial.classGame` naming a game where this connection holds no student\'s seat',
} as const;
