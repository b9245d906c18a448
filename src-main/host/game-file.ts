/**
 * The portable game file (`.sectors.json` for Sectors): game kind, config, seed and the engine inputs in
 * order. Importing it anywhere replays the same inputs and reaches the identical state (engines are pure).
 * Files written before game modules have no `game` field: they are Sectors files.
 */
import * as v from 'valibot';
import { createActor } from 'xstate';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS, tableOptionProblems, tableOptionsFrom, TIMER_MODES } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { sessionMachineFor } from '../../src-shared/session/machine.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import { engineMismatch, requireEngineVersion } from './engine-version.ts';

export const GAME_FILE_VERSION = 1;

const TableSchema = v.object({
  timerMode: v.picklist(TIMER_MODES),
  pace: v.number(),
  reviewSeconds: v.number(),
  graceSeconds: v.number(),
  /** Hints for learners switched on at the start (absent: off). */
  hints: v.optional(v.boolean()),
  /** The lesson's planned end (ms), from the "Fits in N minutes" preset (absent: none). */
  plannedEndAt: v.optional(v.number()),
});

export const GameFileSchema = v.object({
  format: v.pipe(v.string(), v.maxLength(40)),
  version: v.literal(GAME_FILE_VERSION),
  /** The game's kind; absent: 'sectors'. */
  game: v.optional(v.pipe(v.string(), v.maxLength(32))),
  /**
   * The engine version of the game's rules (its module's `meta.engineVersion`); a file of another version than
   * this build's is refused. Absent in files written before it existed: those are read as this build's version.
   */
  engineVersion: v.optional(v.number()),
  /** The table's options; absent in Sectors files before game modules (then read from `config`). */
  table: v.optional(TableSchema),
  app: v.string(),
  name: v.string(),
  exportedAt: v.number(),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  // Each game checks its own config (module.config.problems); the platform only needs an object here.
  config: v.looseObject({}),
  seats: v.array(v.object({ player: v.string(), name: v.string(), kind: v.picklist(['human', 'bot']), botLevel: v.nullable(v.string()) })),
  inputs: v.array(v.looseObject({ type: v.string() })),
  final: v.object({ turn: v.nullable(v.number()), phase: v.string(), status: v.string() }),
});
export type GameFile = v.InferOutput<typeof GameFileSchema>;

/**
 * Rebuilds the session from journal entries (no persistence, no clock) and returns the final context. `onEntry`
 * hears each entry the session took (one a finished game ignored is skipped) with the engine inputs it applied.
 * Every replay of a stored game (export, history, class debrief, the replay tool) comes through here, so a game
 * played under another engine version is refused here (ENGINE_VERSION_MISMATCH) before anything is replayed.
 */
export function replayJournal(
  module: AnyGameModule, record: GameRecord, entries: StoredJournalEntry[], stopWhen?: (engine: unknown) => boolean,
  onEntry?: (event: SessionEvent, applied: readonly BaseInput[]) => void,
) {
  requireEngineVersion(module, record.engineVersion);
  const actor = createActor(sessionMachineFor(module), { input: { gameId: record.id, kind: record.kind, seats: record.seats, options: record.options } });
  actor.start();
  const inputs: BaseInput[] = [];
  for (const entry of entries) {
    const before = actor.getSnapshot();
    actor.send(entry.payload as SessionEvent);
    // The chart clears lastInputs on every event that runs no engine step, so each entry adds only its own; an
    // entry a finished game ignored (journals written before the runner refused them) changes no snapshot.
    const after = actor.getSnapshot();
    if (after === before) continue;
    const ctx = after.context;
    onEntry?.(entry.payload as SessionEvent, ctx.lastInputs);
    inputs.push(...ctx.lastInputs);
    if (stopWhen && ctx.engine !== null && stopWhen(ctx.engine)) break;
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { context: snapshot.context, state: snapshot.value, inputs };
}

/** Where a game stands, as files record it. */
export function finalOf(module: AnyGameModule, engine: unknown | null) {
  if (engine === null) return { turn: 0, phase: 'LOBBY', status: 'LOBBY' };
  const summary = module.summary(engine);
  return { turn: summary.turn, phase: summary.phase ?? '', status: module.status(engine) };
}

export function exportGame(module: AnyGameModule, record: GameRecord, entries: StoredJournalEntry[], app: string, now: number): GameFile {
  const { context, inputs } = replayJournal(module, record, entries);
  return {
    format: module.meta.fileFormat, version: GAME_FILE_VERSION, game: module.meta.kind, engineVersion: record.engineVersion, table: record.table,
    app, name: record.name, exportedAt: now,
    seed: record.seed, config: record.config as GameFile['config'], seats: context.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind, botLevel: s.botLevel })),
    inputs,
    final: finalOf(module, context.engine),
  };
}

/**
 * The file of a running game as it stood when its active window opened: inputs of the window still open
 * (sealed bids, orders, votes not yet revealed) are left out, so the file holds nothing a seat submitted in
 * secret. Imported elsewhere, the game resumes at the start of that window and its players act again.
 */
export function exportGameAtPhaseStart(module: AnyGameModule, record: GameRecord, entries: StoredJournalEntry[], app: string, now: number): GameFile {
  const full = exportGame(module, record, entries, app, now);
  const engine = module.create(full.config, full.seed);
  const windowId = () => activeWindow(module.windows(engine))?.id ?? -1;
  let cut = 0;
  let cutState = { final: finalOf(module, engine), window: windowId() };
  for (const [index, input] of full.inputs.entries()) {
    module.applyInPlace(engine, input as BaseInput);
    if (windowId() !== cutState.window) {
      cut = index + 1;
      cutState = { final: finalOf(module, engine), window: windowId() };
    }
  }
  return { ...full, inputs: full.inputs.slice(0, cut), final: cutState.final };
}

/**
 * Files written before game modules (no `game` field; protocol version 1's own example holds only
 * `{ "seats": 2 }`) may leave config fields out: they take their defaults, as `create_game` options do. A
 * complete config, and every newer file, is read as written.
 */
function completedLegacyConfig(module: AnyGameModule, file: GameFile): GameFile {
  if (file.game !== undefined || module.config.problems(file.config).length === 0) return file;
  const table = file.table ?? tableOptionsFrom(file.config, DEFAULT_TABLE_OPTIONS.graceSeconds);
  const config = module.config.make(file.seats.length, file.seats.map((s) => s.name), file.config, table);
  return { ...file, config: config as GameFile['config'] };
}

/** A refusal's `reason`, when it is not INVALID_GAME_FILE: ENGINE_VERSION_MISMATCH for a file of other rules. */
export type ParsedGameFile = { ok: true; file: GameFile; engine: unknown } | { ok: false; message: string; reason?: 'ENGINE_VERSION_MISMATCH' };

/** Checks a game file and replays it with its game's module; refuses files whose inputs the engine does not accept in order. */
export function readGameFile(module: AnyGameModule, raw: unknown): ParsedGameFile {
  const parsed = v.safeParse(GameFileSchema, raw);
  if (!parsed.success) return { ok: false, message: `not a ${module.meta.title} game file: ${parsed.issues[0].message}` };
  const file = completedLegacyConfig(module, parsed.output);
  if (file.format !== module.meta.fileFormat) return { ok: false, message: `not a ${module.meta.title} game file (format "${file.format}")` };
  // A file without the field predates it: it was written under the only rules there were, this build's.
  const mismatch = engineMismatch(module, file.engineVersion ?? module.meta.engineVersion, 'file');
  if (mismatch !== null) return { ok: false, reason: 'ENGINE_VERSION_MISMATCH', message: mismatch };
  const problems = [...(file.table ? tableOptionProblems(file.table) : []), ...module.config.problems(file.config)];
  if (problems.length > 0) return { ok: false, message: `invalid game config: ${problems.join('; ')}` };
  if (file.seats.length !== module.config.seats(file.config)) return { ok: false, message: 'the seat list does not match the config' };
  const engine = module.create(file.config, file.seed);
  for (const [index, input] of file.inputs.entries()) {
    const result = module.applyInPlace(engine, input as BaseInput);
    if (!result.ok) return { ok: false, message: `input ${index} (${input.type}) was refused: ${result.reason}` };
  }
  const final = finalOf(module, engine);
  if (final.turn !== file.final.turn || final.phase !== file.final.phase || final.status !== file.final.status) {
    return { ok: false, message: `replay ends at turn ${final.turn} ${final.phase}, the file says turn ${file.final.turn} ${file.final.phase}` };
  }
  return { ok: true, file, engine };
}
