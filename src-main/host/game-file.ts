/**
 * The portable game file (`.sectors.json`): config, seed and the engine inputs in order. Importing it
 * anywhere replays the same inputs and reaches the identical state (the engine is a pure function).
 */
import * as v from 'valibot';
import { createActor } from 'xstate';
import { configProblems } from '../../src-shared/games/sectors/config.ts';
import { applyInPlace, create } from '../../src-shared/games/sectors/engine.ts';
import type { GameConfig, GameState, Input } from '../../src-shared/games/sectors/types.ts';
import { sessionMachine } from '../../src-shared/session/machine.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';

export const GAME_FILE_FORMAT = 'sectors-game';
export const GAME_FILE_VERSION = 1;

export const GameFileSchema = v.object({
  format: v.literal(GAME_FILE_FORMAT),
  version: v.literal(GAME_FILE_VERSION),
  app: v.string(),
  name: v.string(),
  exportedAt: v.number(),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  config: v.looseObject({ seats: v.number() }),
  seats: v.array(v.object({ player: v.string(), name: v.string(), kind: v.picklist(['human', 'bot']), botLevel: v.nullable(v.string()) })),
  inputs: v.array(v.looseObject({ type: v.string() })),
  final: v.object({ turn: v.number(), phase: v.string(), status: v.string() }),
});
export type GameFile = v.InferOutput<typeof GameFileSchema>;

/** Rebuilds the session from journal entries (no persistence, no clock) and returns the final context. */
export function replayJournal(record: GameRecord, entries: StoredJournalEntry[], stopWhen?: (engine: GameState) => boolean) {
  const actor = createActor(sessionMachine, { input: { gameId: record.id, seats: record.seats, options: record.options } });
  actor.start();
  const inputs: Input[] = [];
  for (const entry of entries) {
    actor.send(entry.payload as SessionEvent);
    const ctx = actor.getSnapshot().context;
    // The chart clears lastInputs on every event that runs no engine step, so each entry adds only its own.
    inputs.push(...ctx.lastInputs);
    if (stopWhen && ctx.engine && stopWhen(ctx.engine)) break;
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { context: snapshot.context, state: snapshot.value, inputs };
}

export function exportGame(record: GameRecord, entries: StoredJournalEntry[], app: string, now: number): GameFile {
  const { context, inputs } = replayJournal(record, entries);
  const engine = context.engine;
  return {
    format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, app, name: record.name, exportedAt: now,
    seed: record.seed, config: record.config, seats: context.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind, botLevel: s.botLevel })),
    inputs,
    final: { turn: engine?.turn ?? 0, phase: engine?.phase ?? 'LOBBY', status: engine?.status ?? 'LOBBY' },
  };
}

/**
 * The file of a running game as it stood when its current phase began: inputs of the phase still open
 * (sealed bids, orders, votes not yet revealed) are left out, so the file holds nothing a seat submitted in
 * secret. Imported elsewhere, the game resumes at the start of that phase and its players act again.
 */
export function exportGameAtPhaseStart(record: GameRecord, entries: StoredJournalEntry[], app: string, now: number): GameFile {
  const full = exportGame(record, entries, app, now);
  const engine = create(full.config as unknown as GameConfig, full.seed);
  let cut = 0;
  let cutState = { turn: engine.turn, phase: engine.phase as string, status: engine.status as string, serial: engine.phaseSerial };
  for (const [index, input] of full.inputs.entries()) {
    applyInPlace(engine, input as Input);
    if (engine.phaseSerial !== cutState.serial) {
      cut = index + 1;
      cutState = { turn: engine.turn, phase: engine.phase, status: engine.status, serial: engine.phaseSerial };
    }
  }
  return { ...full, inputs: full.inputs.slice(0, cut), final: { turn: cutState.turn, phase: cutState.phase, status: cutState.status } };
}

export type ParsedGameFile = { ok: true; file: GameFile; engine: GameState } | { ok: false; message: string };

/** Checks a game file and replays it; refuses files whose inputs the engine does not accept in order. */
export function readGameFile(raw: unknown): ParsedGameFile {
  const parsed = v.safeParse(GameFileSchema, raw);
  if (!parsed.success) return { ok: false, message: `not a Sectors game file: ${parsed.issues[0].message}` };
  const file = parsed.output;
  const problems = configProblems(file.config as unknown as GameConfig);
  if (problems.length > 0) return { ok: false, message: `invalid game config: ${problems.join('; ')}` };
  if (file.seats.length !== file.config.seats) return { ok: false, message: 'the seat list does not match the config' };
  const engine = create(file.config as unknown as GameConfig, file.seed);
  for (const [index, input] of file.inputs.entries()) {
    const result = applyInPlace(engine, input as Input);
    if (!result.ok) return { ok: false, message: `input ${index} (${input.type}) was refused: ${result.reason}` };
  }
  if (engine.turn !== file.final.turn || engine.phase !== file.final.phase || engine.status !== file.final.status) {
    return { ok: false, message: `replay ends at turn ${engine.turn} ${engine.phase}, the file says turn ${file.final.turn} ${file.final.phase}` };
  }
  return { ok: true, file, engine };
}

