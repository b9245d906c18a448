/**
 * A game file made ready to become a new game, away from the host's event loop: opened (sealed files with their
 * passphrase), checked, replayed by its module, and run through the session machine once (the LOAD event), so
 * the host only writes the journal entry and snapshot it is given and resumes the game from them — as after a
 * restart — instead of replaying a long game while every other table waits.
 */
import { createActor } from 'xstate';
import type { AnyGameModule, BaseInput, GameRegistry } from '../../../src-shared/platform/module.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { sessionMachineFor } from '../../../src-shared/session/machine.ts';
import type { SessionEvent } from '../../../src-shared/session/types.ts';
import type { GameRecord } from '../../store/games.ts';
import type { GameFile } from '../game-file.ts';
import { readFileForImport, recordFromFile } from '../game-records.ts';
import { Refusal } from '../links.ts';

/** Everything the host writes to adopt an imported game; the texts are written as they are (no parse, no stringify). */
export type PreparedImport = {
  record: GameRecord;
  /** The LOAD session event, as JSON (the journal's payload). */
  load: string;
  at: number;
  /** The session machine's persisted snapshot after LOAD, as JSON. */
  machine: string;
  /** The active window's id after LOAD (the snapshot's phase serial; 0 when none). */
  window: number;
  /** Where the engine stands after LOAD. */
  status: 'RUNNING' | 'ENDED' | string;
};

export function moduleFinder(registry: GameRegistry): (kind: string) => AnyGameModule {
  return (kind) => {
    const module = registry.get(kind);
    if (!module) throw new Refusal('GAME_KIND_UNKNOWN', `this host does not play "${kind}" (it plays ${registry.kinds().join(', ')})`);
    return module;
  };
}

/** Opens and verifies a game file (sealed or not) and prepares it as a new game named `name` (default: the file's, marked imported). */
export function prepareImport(registry: GameRegistry, raw: unknown, passphrase: string | undefined, now: number, name?: string): PreparedImport {
  const { file, module } = readFileForImport(raw, registry, moduleFinder(registry), passphrase);
  return prepareFile(module, file, now, name);
}

/** A verified file (or a what-if cut from a finished game) as a new game. */
export function prepareFile(module: AnyGameModule, file: GameFile, now: number, name?: string): PreparedImport {
  const record = recordFromFile(module, file, now, name);
  const load: SessionEvent = { type: 'LOAD', at: now, config: record.config, seed: file.seed, inputs: file.inputs as BaseInput[], table: record.table };
  const actor = createActor(sessionMachineFor(module), { input: { gameId: record.id, kind: record.kind, seats: record.seats, options: record.options } });
  actor.start();
  actor.send(load);
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') throw new Refusal('INVALID_GAME_FILE', `the file does not load: ${String(snapshot.error)}`);
  const engine = snapshot.context.engine;
  // The LOAD's own events and inputs (the whole game's) are what a live session broadcasts once; the adopted
  // game is answered with a fresh view instead, so they are not carried (they were most of the snapshot).
  const persisted = actor.getPersistedSnapshot() as unknown as { context: { lastEvents: unknown[]; lastInputs: unknown[] } };
  const machine = JSON.stringify({ ...persisted, context: { ...persisted.context, lastEvents: [], lastInputs: [] } });
  actor.stop();
  return {
    record, load: JSON.stringify(load), at: now, machine,
    window: engine === null ? 0 : (activeWindow(module.windows(engine))?.id ?? 0),
    status: engine === null ? 'LOBBY' : module.status(engine),
  };
}
