import * as v from 'valibot';
import { PROTOCOL_VERSION, SUPPORTED_PROTOCOLS } from './version.ts';
import { personName, titleText } from './text.ts';
import { BOT_LEVELS, GRACE_SECONDS, PACES } from '../platform/table-options.ts';
import { CLASS_COMMANDS } from './class-commands.ts';
import { TUTORIAL_COMMANDS } from './tutorial-protocol.ts';

/** Optional client-chosen id echoed in the answer, so a client can match replies to requests. */
const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const gameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const playerId = v.pipe(v.string(), v.regex(/^P\d{1,2}$/));
/** A local profile's id (`profiles` lists them): profiles live on the host machine only. */
const profileId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A profile's name: 1–40 characters, unique on the host (compared without case). */
export const PROFILE_NAME_MAX = 40;

export const HelloCommand = v.strictObject({
  type: v.literal('hello'),
  /** The version the client speaks (its newest, when it lists several in `protocols`). */
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Added in version 2: every version the client speaks; the host picks the highest it speaks too. */
  protocols: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(16))),
  client: v.strictObject({
    kind: v.picklist(['desktop', 'browser', 'test']),
    name: v.optional(titleText(80)),
  }),
  /**
   * Added with view deltas (version 2): optional features the client asks for (`"viewDeltas"`); the host grants
   * those it offers in `welcome.features` and ignores names it does not know.
   */
  features: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(32))), v.maxLength(16))),
  requestId,
});
export type HelloCommand = v.InferOutput<typeof HelloCommand>;

const SeatSpec = v.strictObject({
  name: personName(40),
  kind: v.picklist(['human', 'bot']),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  /** Human seats: the local profile this seat plays for (its progress is credited when the game ends). */
  profile: v.optional(profileId),
});

export const CreateGameCommand = v.strictObject({
  type: v.literal('create_game'),
  /** The game's kind ('sectors', …); left out: 'sectors', so clients written before game modules keep working. */
  game: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/))),
  name: v.optional(titleText(80)),
  /**
   * The game's options (anything left out takes its default; checked in full by the game) plus the table options
   * every game shares: `timerMode`, `phaseTimeMultiplier` (pace) and `reviewSeconds`.
   */
  options: v.optional(v.record(v.string(), v.unknown())),
  seed: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(200))])),
  seats: v.pipe(v.array(SeatSpec), v.minLength(2), v.maxLength(20)),
  graceSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(GRACE_SECONDS.min), v.maxValue(GRACE_SECONDS.max))),
  start: v.optional(v.boolean()),
  requestId,
});

/**
 * Start the game. `emptySeats` says what happens to human seats nobody holds at that moment: `bot` fills them
 * with bots of `botLevel` (default medium), `remove` drops them (the seats are renumbered). Left out, they stay
 * and count as ready once the grace period has passed.
 */
export const StartGameCommand = v.strictObject({
  type: v.literal('start_game'),
  gameId,
  emptySeats: v.optional(v.picklist(['bot', 'remove'])),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  requestId,
});
export const ListGamesCommand = v.strictObject({ type: v.literal('list_games'), requestId });

const joinCode = v.pipe(v.string(), v.minLength(4), v.maxLength(12));
const secret = v.pipe(v.string(), v.minLength(8), v.maxLength(64));

/** Take a seat: with a token, the seat that token belongs to; without, a free human seat (or the one named). */
export const JoinCommand = v.strictObject({
  type: v.literal('join'),
  code: joinCode,
  token: v.optional(secret),
  seat: v.optional(playerId),
  name: v.optional(personName(40)),
  /**
   * The host machine's screens (or the game's facilitator) only: the local profile the seat plays for. Left
   * out, the seat keeps the profile it has (given at creation, or by an earlier join).
   */
  profile: v.optional(profileId),
  requestId,
});

/** Watch without acting: a spectator, or the projector (large public board). */
export const SpectateCommand = v.strictObject({ type: v.literal('spectate'), code: joinCode, projector: v.optional(v.boolean()), requestId });

/** Become the facilitator of a game with the host secret shown on the host screen. */
export const FacilitateCommand = v.strictObject({ type: v.literal('facilitate'), code: joinCode, secret, requestId });

/** Hot-seat: the facilitator's own screen takes a human seat so a player at the table can act on it. */
export const ClaimSeatCommand = v.strictObject({
  type: v.literal('claim_seat'),
  gameId,
  player: playerId,
  /** The local profile the seat plays for from now on (left out: the seat keeps the one it has, if any). */
  profile: v.optional(profileId),
  requestId,
});

export const LeaveCommand = v.strictObject({ type: v.literal('leave'), gameId, requestId });

export const ActCommand = v.strictObject({
  type: v.literal('act'),
  gameId,
  player: playerId,
  /** The phase instance the client acted in; an action built on an older phase is refused as stale. */
  phaseSerial: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * Strictly increasing per seat (not per connection): an `act` whose clientSeq is not above the seat's highest
   * accepted one is answered `DUPLICATE_REQUEST` and not applied again, even after a reconnect or host restart.
   * `joined` tells a (re)joining client the seat's highest accepted clientSeq.
   */
  clientSeq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A player action without `player`; the engine's own input schemas check it in full (MALFORMED_INPUT). */
  action: v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) }),
  requestId,
});

/** Would the engine accept this action now? Answered with `check_result`; nothing is applied or journaled. */
export const CheckCommand = v.strictObject({
  type: v.literal('check'),
  gameId,
  player: playerId,
  action: v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) }),
  requestId,
});

export const ControlCommand = v.strictObject({
  type: v.literal('control'),
  gameId,
  command: v.picklist(['pause', 'resume', 'end_phase', 'add_time', 'set_pace', 'set_seat', 'free_seat', 'rename_seat', 'kick', 'remove_seat', 'lock', 'unlock', 'set_hints']),
  ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000))),
  pace: v.optional(v.picklist(PACES)),
  player: v.optional(playerId),
  kind: v.optional(v.picklist(['human', 'bot'])),
  botLevel: v.optional(v.picklist(BOT_LEVELS)),
  /** `rename_seat`: the seat's new name (made unique in the game, like every name). */
  name: v.optional(personName(40)),
  /** `set_hints`: the "Hints for learners" switch (solo games have hints whatever it says). */
  on: v.optional(v.boolean()),
  requestId,
});

/**
 * What would the strongest bot do now, and why? From a connection holding `player`, when hints are allowed
 * (the facilitator's switch, or a solo game) and the seat has something to do in the active window. Answered
 * later with `hint_result` (the bot thinks off the host's event loop) or an `error`; nothing is applied or journaled.
 */
export const HintCommand = v.strictObject({ type: v.literal('hint'), gameId, player: playerId, requestId });

/**
 * A connection that asked for view deltas lost its place in a game's views (a `view_delta` out of order, or one
 * that does not apply): the host answers with the full view (numbered, with the recent events, as after joining).
 */
export const ResyncCommand = v.strictObject({ type: v.literal('resync'), gameId, requestId });

/** Limits of a sealed file's passphrase (the renderer's dialog checks the same ones). */
export const PASSPHRASE_MIN = 8;
export const PASSPHRASE_MAX = 128;
const passphrase = v.pipe(v.string(), v.minLength(PASSPHRASE_MIN), v.maxLength(PASSPHRASE_MAX));

/**
 * A finished game: the full file. A running game only as a sealed file (needs `passphrase`): cut at the last
 * completed phase and encrypted, so nobody can read pending submissions or the seed from it.
 */
export const ExportGameCommand = v.strictObject({ type: v.literal('export_game'), gameId, passphrase: v.optional(passphrase), requestId });
/** `passphrase` opens a sealed file (the one given when it was exported). */
export const ImportGameCommand = v.strictObject({
  type: v.literal('import_game'),
  file: v.looseObject({ format: v.pipe(v.string(), v.maxLength(40)) }),
  passphrase: v.optional(passphrase),
  requestId,
});

/** Desktop only: open the games to the local network (or close it again); without `enable`, just report. */
export const LanCommand = v.strictObject({ type: v.literal('lan'), enable: v.optional(v.boolean()), requestId });

/** The host machine's local player profiles, with their progress per game; answered with `profiles`. */
export const ListProfilesCommand = v.strictObject({ type: v.literal('list_profiles'), requestId });
/** A new local profile; answered with `profiles` (its `profileId` is the new profile's). */
export const CreateProfileCommand = v.strictObject({
  type: v.literal('create_profile'),
  name: personName(PROFILE_NAME_MAX),
  requestId,
});
/** Changes a profile's settings (fields left out stay as they are); answered with `profiles`. */
export const SetProfileSettingsCommand = v.strictObject({
  type: v.literal('set_profile_settings'),
  profileId,
  /** Every option value a game locks behind progress becomes selectable for this profile (games still earn credit). */
  unlockAllModes: v.optional(v.boolean()),
  requestId,
});

/**
 * The history browser: the game as it was at step `step` (0 = the start; left out: the latest step), a step
 * being the start of a window or the end of the game. A finished game: anyone holding a role in it (or the host
 * machine); a running one: the facilitator (or the host machine) only, up to the start of the open window.
 * Answered with `history_step`.
 */
export const HistoryCommand = v.strictObject({ type: v.literal('history'), gameId, step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), requestId });

/**
 * "Play on from here": a new game continuing a finished one from step `step` (a window's start) — its inputs up
 * to there, the same config, seed and table — with `seat` (default: the first human seat) human and every other
 * seat a bot of the game's default level. It runs at once. The facilitator (or the host machine); answered with
 * `game_created` and a view, like `import_game`.
 */
export const PlayFromCommand = v.strictObject({
  type: v.literal('play_from'),
  gameId,
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seat: v.optional(playerId),
  requestId,
});

/** Every command a client may send, keyed by `type`. */
export const Command = v.variant('type', [
  HelloCommand, CreateGameCommand, StartGameCommand, ListGamesCommand, JoinCommand, SpectateCommand, FacilitateCommand,
  ClaimSeatCommand, LeaveCommand, ActCommand, CheckCommand, ControlCommand, ExportGameCommand, ImportGameCommand, LanCommand,
  ListProfilesCommand, CreateProfileCommand, SetProfileSettingsCommand, HintCommand, ResyncCommand, HistoryCommand, PlayFromCommand,
  ...CLASS_COMMANDS, ...TUTORIAL_COMMANDS,
]);
export type Command = v.InferOutput<typeof Command>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;

export const COMMAND_TYPES: readonly string[] = Command.options.map((o) => o.entries.type.literal);

export function hello(kind: HelloCommand['client']['kind'], name?: string, features?: string[]): HelloCommand {
  return { type: 'hello', protocol: PROTOCOL_VERSION, protocols: [...SUPPORTED_PROTOCOLS], client: name ? { kind, name } : { kind }, ...(features ? { features } : {}) };
}
