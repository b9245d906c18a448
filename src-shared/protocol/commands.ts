import * as v from 'valibot';
import { PROTOCOL_VERSION } from './version.ts';

/** Optional client-chosen id echoed in the answer, so a client can match replies to requests. */
const requestId = v.optional(v.pipe(v.string(), v.maxLength(64)));
const gameId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const playerId = v.pipe(v.string(), v.regex(/^P\d{1,2}$/));

export const HelloCommand = v.strictObject({
  type: v.literal('hello'),
  protocol: v.pipe(v.number(), v.integer(), v.minValue(1)),
  client: v.strictObject({
    kind: v.picklist(['desktop', 'browser', 'test']),
    name: v.optional(v.pipe(v.string(), v.maxLength(80))),
  }),
  requestId,
});
export type HelloCommand = v.InferOutput<typeof HelloCommand>;

const SeatSpec = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  kind: v.picklist(['human', 'bot']),
  botLevel: v.optional(v.picklist(['easy', 'medium', 'hard', 'random'])),
});

export const CreateGameCommand = v.strictObject({
  type: v.literal('create_game'),
  name: v.optional(v.pipe(v.string(), v.maxLength(80))),
  /** Host options of spec §5.1; anything left out takes its default. Checked in full by the engine. */
  options: v.optional(v.record(v.string(), v.unknown())),
  seed: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(200))])),
  seats: v.pipe(v.array(SeatSpec), v.minLength(2), v.maxLength(20)),
  graceSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
  start: v.optional(v.boolean()),
  requestId,
});

export const StartGameCommand = v.strictObject({ type: v.literal('start_game'), gameId, requestId });
export const ListGamesCommand = v.strictObject({ type: v.literal('list_games'), requestId });

export const Viewer = v.variant('role', [
  v.strictObject({ role: v.literal('player'), player: playerId }),
  v.strictObject({ role: v.literal('spectator') }),
  v.strictObject({ role: v.literal('facilitator') }),
]);

export const WatchCommand = v.strictObject({ type: v.literal('watch'), gameId, as: Viewer, requestId });
export const UnwatchCommand = v.strictObject({ type: v.literal('unwatch'), gameId, requestId });

export const ActCommand = v.strictObject({
  type: v.literal('act'),
  gameId,
  player: playerId,
  /** The phase instance the client acted in; an action built on an older phase is refused as stale. */
  phaseSerial: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** A player action without `player`; the engine's own input schemas check it in full (MALFORMED_INPUT). */
  action: v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) }),
  requestId,
});

export const ControlCommand = v.strictObject({
  type: v.literal('control'),
  gameId,
  command: v.picklist(['pause', 'resume', 'end_phase', 'add_time', 'set_pace', 'set_seat']),
  ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000))),
  pace: v.optional(v.picklist([0.5, 1, 1.5, 2, 3])),
  player: v.optional(playerId),
  kind: v.optional(v.picklist(['human', 'bot'])),
  botLevel: v.optional(v.picklist(['easy', 'medium', 'hard', 'random'])),
  requestId,
});

export const ExportGameCommand = v.strictObject({ type: v.literal('export_game'), gameId, requestId });
export const ImportGameCommand = v.strictObject({ type: v.literal('import_game'), file: v.looseObject({ format: v.literal('sectors-game') }), requestId });

/** Every command a client may send, keyed by `type`. */
export const Command = v.variant('type', [
  HelloCommand, CreateGameCommand, StartGameCommand, ListGamesCommand, WatchCommand, UnwatchCommand, ActCommand,
  ControlCommand, ExportGameCommand, ImportGameCommand,
]);
export type Command = v.InferOutput<typeof Command>;
export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;

export const COMMAND_TYPES: readonly string[] = Command.options.map((o) => o.entries.type.literal);

export function hello(kind: HelloCommand['client']['kind'], name?: string): HelloCommand {
  return { type: 'hello', protocol: PROTOCOL_VERSION, client: name ? { kind, name } : { kind } };
}
