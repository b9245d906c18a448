/**
 * Issue 23: a stored game is replayed under its own rules or refused with a clear message — never silently
 * re-interpreted. The fixtures in test/fixtures/engine-versions/ were made by the build of issue 23 before the
 * engine version had its own column (schema 7): a database with a finished game of every kind and a running
 * Sectors game, and each finished game exported as a file (`made.json` names the games). Under today's modules
 * they migrate as engine version 1, resume, browse and export to the very files; under a module whose engine
 * version is raised (injected here, the real one untouched) every path is refused, naming both versions, and
 * no row changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { replayJournal } from '../../src-main/host/game-file.ts';
import { DATABASE_FILE, openDatabase, type Db } from '../../src-main/store/database.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { registryOf, type AnyGameModule, type GameRegistry } from '../../src-shared/platform/module.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bots, Client } from '../platform/games.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/engine-versions');
const MADE = JSON.parse(readFileSync(join(FIXTURES, 'made.json'), 'utf8')) as Record<string, { gameId: string; status: 'FINISHED' | 'RUNNING' }>;
const KINDS = Object.keys(MADE).sort();
const fileOf = (kind: string) => JSON.parse(readFileSync(join(FIXTURES, `finished.${kind}.json`), 'utf8')) as Record<string, unknown>;
const finishedKinds = KINDS.filter((kind) => MADE[kind].status === 'FINISHED');
const runningKinds = KINDS.filter((kind) => MADE[kind].status === 'RUNNING');

let temp = makeTempDir();
let booted: BootedHost | null = null;
afterEach(() => {
  booted?.close();
  booted = null;
  vi.restoreAllMocks();
  temp.cleanup();
  temp = makeTempDir();
});

/** Today's registry with `kind`'s module at the next engine version (a build whose rules of that game changed). */
function bumped(kind: string): GameRegistry {
  const raise = (m: AnyGameModule): AnyGameModule => (m.meta.kind === kind ? { ...m, meta: { ...m.meta, engineVersion: m.meta.engineVersion + 1 } } : m);
  return registryOf(gameRegistry.kinds().map((k) => raise(gameRegistry.get(k)!)), gameRegistry.defaultKind);
}

/** A host over a copy of the fixture database (migrated on open, as an installation upgrading would be). */
function bootFixture(registry: GameRegistry = gameRegistry): { booted: BootedHost; clock: SimulatedClock } {
  const dataDir = join(temp.dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(join(FIXTURES, 'today.sqlite3'), join(dataDir, DATABASE_FILE));
  // Later than the fixture's heartbeat: the running game gets its downtime back, as after any restart.
  const clock = new SimulatedClock();
  clock.set(10_000_000);
  booted = bootHost(dataDir, { registry, clock, bots, botThinkMs: 0, heartbeatMs: 250, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  return { booted, clock };
}

/** Every row a game's replay could touch (not the heartbeat), to show a refusal changed nothing. */
function rows(db: Db): string {
  const tables = ['games', 'journal', 'snapshots', 'seat_history', 'seat_tokens', 'game_profiles'];
  return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()));
}

/** The file as a host exports it again: only the time and app it was exported with may differ. */
const comparable = (file: Record<string, unknown>) => ({ ...file, exportedAt: 0, app: '' });

type Failure = Extract<HostEvent, { type: 'error' }>;

describe('the engine version in the contract', () => {
  it('every game of this build declares its rules version, a whole number from 1', () => {
    for (const kind of gameRegistry.kinds()) {
      const version = gameRegistry.get(kind)!.meta.engineVersion;
      expect([kind, Number.isInteger(version) && version >= 1]).toEqual([kind, true]);
    }
  });
});

describe('games stored before the engine version had a column', () => {
  it('are marked as played under engine version 1, and resume, browse and export to the very files of that day', () => {
    const { booted, clock } = bootFixture();
    const games = new GameRepository(booted.db);
    for (const kind of KINDS) expect([kind, games.get(MADE[kind].gameId)!.engineVersion]).toEqual([kind, 1]);
    expect(booted.refused).toEqual([]);
    expect(booted.restored.sort()).toEqual(runningKinds.map((k) => MADE[k].gameId).sort());

    const host = new Client(booted);
    for (const kind of finishedKinds) {
      const { gameId } = MADE[kind];
      const exported = host.request({ type: 'export_game', gameId }) as Extract<HostEvent, { type: 'game_file' }>;
      expect(exported.type).toBe('game_file');
      expect(comparable(exported.file as Record<string, unknown>)).toEqual(comparable(fileOf(kind)));
      expect(host.request({ type: 'history', gameId, step: 0 })).toMatchObject({ type: 'history_step', step: 0, finished: true });
    }
    // The running game plays on from where it was left.
    for (const kind of runningKinds) {
      const session = booted.host.session(MADE[kind].gameId)!;
      const before = session.context.inputCount;
      for (let t = 0; t < 600_000 && session.context.inputCount === before; t += 1000) clock.increment(1000);
      expect(session.context.inputCount).toBeGreaterThan(before);
    }
  });

  it.each(finishedKinds)('%s: its file of that day imports, with and without engineVersion, as version 1', (kind) => {
    const { booted } = bootFixture();
    const host = new Client(booted);
    const { engineVersion: _written, ...older } = fileOf(kind);
    for (const file of [fileOf(kind), older]) {
      const created = host.request({ type: 'import_game', file }) as { type: string; gameId: string };
      expect(created.type).toBe('game_created');
      expect(booted.host.record(created.gameId)).toMatchObject({ kind, engineVersion: 1, status: 'FINISHED' });
    }
  });
});

describe('a build whose rules of a game changed (its engine version raised)', () => {
  it.each(KINDS)('%s: refuses the stored game and its file, naming both versions, and changes nothing', (kind) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const title = gameRegistry.get(kind)!.meta.title;
    const played = `This game was played under ${title} rules v1; this build plays v2 and cannot replay it`;
    const { booted } = bootFixture(bumped(kind));
    const { gameId, status } = MADE[kind];
    const before = rows(booted.db);
    const host = new Client(booted);
    const refused = (answer: HostEvent, message = played) => expect(answer as Failure).toMatchObject({ type: 'error', reason: 'ENGINE_VERSION_MISMATCH', message });

    if (status === 'RUNNING') {
      // Not resumed at start (the other games are), and said so.
      expect(booted.refused).toEqual([{ gameId, reason: 'ENGINE_VERSION_MISMATCH', message: played }]);
      expect(booted.restored).not.toContain(gameId);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(played));
    } else {
      expect(booted.refused).toEqual([]);
      refused(host.request({ type: 'history', gameId }));
      refused(host.request({ type: 'play_from', gameId, step: 1 }));
      refused(host.request({ type: 'import_game', file: fileOf(kind) }), `This game file was written under ${title} rules v1; this build plays v2 and cannot replay it`);
    }
    refused(host.request({ type: 'export_game', gameId, passphrase: 'a passphrase' }));
    const code = booted.host.access.joinCodeOf(gameId);
    refused(host.request({ type: 'spectate', code }));
    refused(host.request({ type: 'join', code }));
    expect(booted.host.session(gameId)).toBeUndefined();
    // Still listed (nothing is deleted), with the status it was left in; an unfinished one says it cannot be
    // resumed and why, rather than passing for a running game.
    const listed = (host.request({ type: 'list_games' }) as { games: { id: string; status: string; unplayable?: unknown }[] }).games.find((g) => g.id === gameId);
    expect(listed).toMatchObject({ status });
    if (status === 'RUNNING') expect(listed!.unplayable).toEqual({ reason: 'ENGINE_VERSION_MISMATCH', message: played });
    else expect(listed).not.toHaveProperty('unplayable');
    // The replay tool's path (and export's, history's, the class debrief's) refuses before replaying anything.
    const record = new GameRepository(booted.db).get(gameId)!;
    expect(() => replayJournal(bumped(kind).get(kind)!, record, new Journal(booted.db).read(gameId))).toThrow(played);
    expect(rows(booted.db)).toBe(before);
    // Every other game of the fixture is still there to play.
    for (const other of runningKinds.filter((k) => k !== kind)) expect(booted.restored).toContain(MADE[other].gameId);
  });
});

describe('the replay tool and a game of other rules', () => {
  it('npm run replay says which rules the game was played under, in one line and exit 1, not a stack trace', () => {
    const dataDir = join(temp.dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(join(FIXTURES, 'today.sqlite3'), join(dataDir, DATABASE_FILE));
    // As if a later build had stored it: version 2 of the auction's rules, which this build (v1) cannot replay.
    const db = openDatabase(dataDir);
    db.prepare('UPDATE games SET engine_version = 2 WHERE id = ?').run(MADE.auction.gameId);
    db.close();
    const run = spawnSync(process.execPath, ['src-main/cli/replay.ts', '--game', 'auction', MADE.auction.gameId, '--data', dataDir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`game ${MADE.auction.gameId}: This game was played under Lot Auction rules v2; this build plays v1 and cannot replay it`);
    expect(run.stdout).toBe('');
  });
});
