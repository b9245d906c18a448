import * as v from 'valibot';
import { TIMER_MODES } from '../platform/table-options.ts';
import { WINDOW_KINDS } from '../platform/windows.ts';
import { CLASS_EVENTS } from './class-events.ts';
import { TUTORIAL_EVENTS } from './tutorial-protocol.ts';

const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const gameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const WelcomeEvent = v.strictObject({
  type: v.literal('welcome'),
  /** The version in force on this connection (see `hello`). */
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Added in version 2: every version the host speaks. */
  protocols: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  hostVersion: v.pipe(v.string(), v.minLength(1)),
  connectionId: v.pipe(v.string(), v.minLength(1)),
  /** Added with view deltas (version 2): the features of `hello.features` the host grants; only when it was asked. */
  features: v.optional(v.array(v.string())),
  requestId,
});
export type WelcomeEvent = v.InferOutput<typeof WelcomeEvent>;

/** The answer to any refused command; the state of the host is unchanged when this is sent. */
export const ErrorEvent = v.strictObject({
  type: v.literal('error'),
  reason: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]*$/)),
  message: v.string(),
  requestId,
});
export type ErrorEvent = v.InferOutput<typeof ErrorEvent>;

/** A command was accepted (for commands whose effect arrives as views). */
export const AckEvent = v.strictObject({ type: v.literal('ack'), requestId });

export const GameSummary = v.object({
  id: gameId,
  name: v.string(),
  status: v.picklist(['LOBBY', 'RUNNING', 'FINISHED']),
  seats: v.array(v.object({ player: v.string(), name: v.string(), kind: v.picklist(['human', 'bot']) })),
  createdAt: v.number(),
  joinCode: v.nullable(v.string()),
  turn: v.nullable(v.number()),
  phase: v.nullable(v.string()),
  /** The game's kind ('sectors', …); absent from hosts before game modules. */
  game: v.optional(v.string()),
  /**
   * Present when this host cannot resume the game (it was played under another version of its rules, or is of a
   * kind this build lacks): `reason` (ENGINE_VERSION_MISMATCH, GAME_KIND_UNKNOWN) and a sentence saying so. The
   * game stays stored as it was, with its last status; opening it is refused the same way. Absent otherwise.
   */
  unplayable: v.optional(v.object({ reason: v.string(), message: v.string() })),
});

export const GamesEvent = v.strictObject({ type: v.literal('games'), games: v.array(GameSummary), requestId });
/** To the creator only: the join code players type, and the facilitator secret shown on the host screen. */
export const GameCreatedEvent = v.strictObject({ type: v.literal('game_created'), gameId, joinCode: v.string(), hostSecret: v.string(), requestId });

/** A role was granted. Players get the token their browser keeps to rejoin the same seat later. */
export const JoinedEvent = v.strictObject({
  type: v.literal('joined'),
  gameId,
  joinCode: v.string(),
  role: v.picklist(['player', 'spectator', 'projector', 'facilitator']),
  player: v.optional(v.string()),
  token: v.optional(v.string()),
  /** Players: the seat's highest accepted `act` clientSeq (0 if none); continue above it. */
  clientSeq: v.optional(v.number()),
  requestId,
});

/** The engine's verdict on a `check`: ok, or the reason code it would refuse with. */
export const CheckResultEvent = v.strictObject({
  type: v.literal('check_result'),
  ok: v.boolean(),
  reason: v.optional(v.string()),
  message: v.optional(v.string()),
  /** The game's preview of the input (GameModule.preview: costs, cash after, warnings), when it has one. */
  preview: v.optional(v.unknown()),
  requestId,
});

export const LanStatusEvent = v.strictObject({
  type: v.literal('lan_status'),
  enabled: v.boolean(),
  urls: v.array(v.string()),
  requestId,
});

/** Timer facts for the phase bar: absolute times in the host's clock plus the host's "now" for offset. */
export const SessionInfo = v.object({
  /** The game's kind ('sectors', …). */
  kind: v.optional(v.string()),
  state: v.string(),
  serial: v.number(),
  /**
   * When the active window opened (or resumed after an interrupt above it closed), host clock in ms: how long
   * the window has been open even without a clock (the class dashboard's "idle"). Absent from older hosts.
   */
  windowStartedAt: v.optional(v.number()),
  deadline: v.nullable(v.number()),
  remainingMs: v.nullable(v.number()),
  paused: v.boolean(),
  pace: v.number(),
  /** TIMED or TIMERLESS (a table option). */
  timerMode: v.optional(v.picklist(TIMER_MODES)),
  /** Seconds a display window stays up (a table option; absent from hosts before lesson presets). */
  reviewSeconds: v.optional(v.number()),
  /** The lesson's planned end (ms, host clock), from the "Fits in N minutes" preset; absent: none planned. */
  plannedEndAt: v.optional(v.number()),
  /**
   * A same-deal class table shown to a watcher as it stood when it entered this period (turn, year, round): the
   * board is not the live one until every table of the deal has ended (docs/PROTOCOL.md "Classes"). Absent: live.
   */
  heldAt: v.optional(v.number()),
  /**
   * The active window: who acts, whether submissions are sealed (curtain), and its full length at the current
   * pace (null: no clock). `id` is the stale-input token that `act.phaseSerial` must carry.
   */
  window: v.optional(
    v.nullable(
      v.object({
        id: v.number(),
        phase: v.string(),
        kind: v.picklist(WINDOW_KINDS),
        seats: v.array(v.string()),
        ready: v.array(v.string()),
        secret: v.boolean(),
        durationMs: v.nullable(v.number()),
      }),
    ),
  ),
  serverNow: v.number(),
  /** No new players may join (the facilitator locked the table); token rejoins still work. */
  locked: v.optional(v.boolean()),
  /**
   * Hints for learners: `on` (the facilitator's switch), `solo` (off, but one human seat: hints anyway) or
   * `off` (nobody may ask). Absent from hosts before hints.
   */
  hints: v.optional(v.picklist(['off', 'on', 'solo'])),
  seats: v.array(
    v.object({
      player: v.string(),
      name: v.string(),
      kind: v.picklist(['human', 'bot']),
      botLevel: v.optional(v.nullable(v.string())),
      connected: v.boolean(),
      /** A person has held this seat at some time in the game (false: a seat nobody ever played; bots: false). */
      everConnected: v.optional(v.boolean()),
      /**
       * The local profile the seat plays for (absent: none). `lacks`: the progress text of each option value
       * this game was set up with that the profile has not unlocked (the lobby marks the seat; it may still play).
       */
      profile: v.optional(v.object({ name: v.string(), lacks: v.array(v.string()) })),
      /** Added with tutorials: a tutorial table's seat the host plays as the tutorial says (not away, not a bot). */
      scripted: v.optional(v.literal(true)),
    }),
  ),
});

/**
 * The view after every change: the public part (the same for everyone) plus the private parts of the seats
 * this connection holds. Secrets of other seats are never in it (removed by the engine's view functions).
 */
export const ViewEvent = v.strictObject({
  type: v.literal('view'),
  gameId,
  view: v.looseObject({ phase: v.string(), turn: v.number(), status: v.string() }),
  private: v.record(v.string(), v.looseObject({ player: v.string() })),
  session: SessionInfo,
  events: v.array(v.looseObject({ type: v.string() })),
  /** The connection just took a role: `events` are the recent history (replace the log), not a new change. */
  fresh: v.optional(v.boolean()),
  /** Connections that asked for view deltas only: this view's number; the next delta is `seq + 1`. */
  seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  requestId,
});

/** One JSON Patch (RFC 6902) operation of a view delta. */
const PatchOperation = v.strictObject({
  op: v.picklist(['add', 'remove', 'replace', 'move', 'copy', 'test']),
  path: v.string(),
  from: v.optional(v.string()),
  value: v.optional(v.unknown()),
});

/**
 * A change as a patch of the connection's view document `{ view, private, session }` (connections that asked for
 * view deltas in `hello`): apply it if `seq` is one more than the last view or delta of this game, else `resync`.
 */
export const ViewDeltaEvent = v.strictObject({
  type: v.literal('view_delta'),
  gameId,
  seq: v.pipe(v.number(), v.integer(), v.minValue(2)),
  patch: v.array(PatchOperation),
  events: v.array(v.looseObject({ type: v.string() })),
});

/** `file.format` is the game's file format ('sectors-game' for Sectors); a sealed file keeps it in its readable header. */
export const GameFileEvent = v.strictObject({ type: v.literal('game_file'), gameId, file: v.looseObject({ format: v.string() }), requestId });

const lockedValue = v.object({ value: v.union([v.string(), v.number()]), text: v.string() });

/** One new-game option's values a profile may not choose yet (with its progress) and values nobody may choose yet. */
export const OptionLocks = v.object({ option: v.string(), locked: v.array(lockedValue), comingSoon: v.array(lockedValue) });

/** A local profile of the host machine. */
export const ProfileInfo = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.number(),
  settings: v.object({ unlockAllModes: v.boolean() }),
  /** Per game kind with progression: its title, the profile's progress in one line and the form's locks for it. */
  games: v.record(v.string(), v.object({ title: v.string(), summary: v.string(), locks: v.array(OptionLocks) })),
});

/** Every local profile, by name; `profileId` is the one the command created or changed. */
export const ProfilesEvent = v.strictObject({
  type: v.literal('profiles'),
  profiles: v.array(ProfileInfo),
  /**
   * Per game kind with progression, the locks that hold for everyone, a guest without a profile included: values
   * nobody may choose yet (`comingSoon`; `locked` is empty).
   */
  everyone: v.optional(v.record(v.string(), v.array(OptionLocks))),
  profileId: v.optional(v.string()),
  requestId,
});

/**
 * The answer to `hint`: what the game's strongest bot (`level`) would send for `player` in window `window` (the
 * active window's id when asked; `inputs` may be empty: it would pass or just ready up), and `why`, one sentence
 * naming the move and its reason. Advice only: nothing was applied.
 */
export const HintResultEvent = v.strictObject({
  type: v.literal('hint_result'),
  gameId,
  player: v.string(),
  window: v.number(),
  level: v.string(),
  inputs: v.array(v.looseObject({ type: v.string() })),
  why: v.string(),
  requestId,
});

/**
 * The answer to `history`: the game at step `step` of `steps` (so far, while it runs). `view` is the public view
 * at the start of that window (the end, when `final`); `events` are the public events of the window that ended
 * there (none at step 0); `window` is the window that opened (null at the end). `finished`: the game is over, so
 * its steps never change and `play_from` may start from any step but the last.
 */
export const HistoryStepEvent = v.strictObject({
  type: v.literal('history_step'),
  gameId,
  step: v.number(),
  steps: v.number(),
  turn: v.nullable(v.number()),
  phase: v.string(),
  window: v.nullable(v.object({ id: v.number(), kind: v.picklist(WINDOW_KINDS), phase: v.string() })),
  view: v.looseObject({ phase: v.string(), turn: v.number(), status: v.string() }),
  events: v.array(v.looseObject({ type: v.string() })),
  final: v.boolean(),
  finished: v.boolean(),
  requestId,
});

/** Every event the host may send, keyed by `type`. */
export const HostEvent = v.variant('type', [WelcomeEvent, ErrorEvent, AckEvent, GamesEvent, GameCreatedEvent, JoinedEvent, ViewEvent, ViewDeltaEvent, GameFileEvent, LanStatusEvent, CheckResultEvent, ProfilesEvent, HintResultEvent, HistoryStepEvent, ...CLASS_EVENTS, ...TUTORIAL_EVENTS]);
export type HostEvent = v.InferOutput<typeof HostEvent>;
export type HostEventOf<T extends HostEvent['type']> = Extract<HostEvent, { type: T }>;
