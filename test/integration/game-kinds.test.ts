/**
 * The platform side of game modules, through the real host and SQLite: a game's kind is chosen by
 * `create_game.game` (Sectors when left out), stored, listed and written into game files; a kind this build
 * does not play is refused; a snapshot of another machine or engine version is never run (the game is
 * rebuilt from its journal); profiles live in their own table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { bootHost } from '../../src-main/app/boot.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { ProfileRepository } from '../../src-main/store/profiles.ts';
import { SnapshotRepository } from '../../src-main/store/snapshots.ts';
import { schemaVersion } from '../../src-main/store/database.ts';
import { MIGRATIONS } from '../../src-main/store/migrations.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { engineOf } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));

describe('game kinds through the host', () => {
  it('creates Sectors when `game` is left out or given, stores the kind and lists it', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const plain = client.request({ type: 'create_game', seats: humans(3), seed: 5 });
    const named = client.request({ type: 'create_game', game: 'sectors', seats: humans(3), seed: 5 });
    expect(plain.type).toBe('game_created');
    expect(named.type).toBe('game_created');
    const repo = new GameRepository(booted.db);
    for (const answer of [plain, named]) expect(repo.get((answer as { gameId: string }).gameId)!.kind).toBe('sectors');
    const list = client.request({ type: 'list_games' }) as { games: { game?: string }[] };
    expect(list.games.map((g) => g.game)).toEqual(['sectors', 'sectors']);
    const view = client.lastView((plain as { gameId: string }).gameId)!;
    expect(view.session.kind).toBe('sectors');
    booted.close();
  });

  it('refuses a kind this build does not play, with the kinds it does, and creates nothing', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const answer = client.request({ type: 'create_game', game: 'chess', seats: humans(2) });
    expect(answer).toMatchObject({ type: 'error', reason: 'GAME_KIND_UNKNOWN' });
    expect((answer as { message: string }).message).toContain('sectors');
    const malformed = client.request({ type: 'create_game', game: 'Not A Kind!', seats: humans(2) });
    expect(malformed).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(new GameRepository(booted.db).list()).toEqual([]);
    booted.close();
  });

  it('sends the active window with every view: its id is the stale-input token, with its length at this pace', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request({ type: 'create_game', seats: humans(2), seed: 3, options: { phaseTimeMultiplier: 2 }, start: true }) as { gameId: string };
    const view = client.lastView(created.gameId)!;
    const engine = engineOf(booted.host.session(created.gameId)!.context);
    expect(view.session.window).toEqual({ id: engine.phaseSerial, phase: 'INFLUENCE_BID', kind: 'simultaneous', seats: ['P1', 'P2'], ready: [], secret: true, durationMs: 110_000 });
    expect(view.session.serial).toBe(engine.phaseSerial);
    expect(view.session.timerMode).toBe('TIMED');
    booted.close();
  });

  it('never runs a snapshot of another machine version: the game is rebuilt from its journal to the same state', () => {
    const dataDir = join(temp.dir, 'data');
    const first = bootSimulated(dataDir);
    const client = new LocalClient(first.booted);
    const created = client.request({ type: 'create_game', seats: humans(3), seed: 8, options: { reviewSeconds: 0 }, start: true }) as { gameId: string };
    // Two seats bid (the third is away, within its grace period): inputs after the START snapshot.
    for (const player of ['P1', 'P2']) client.request({ type: 'claim_seat', gameId: created.gameId, player });
    client.act(created.gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 10 });
    client.act(created.gameId, 'P2', { type: 'SUBMIT_INFLUENCE_BID', points: 5 });
    first.clock.increment(5_000);
    const before = JSON.stringify(engineOf(first.booted.host.session(created.gameId)!.context));
    // Mark every snapshot as written by an older machine; a restore must not run them.
    first.booted.db.prepare(`UPDATE snapshots SET machine_version = 1, machine = '{"broken":true}'`).run();
    expect(new SnapshotRepository(first.booted.db).latest(created.gameId)!.machineVersion).toBe(1);
    first.booted.host.stop();
    first.booted.db.close();
    const second = bootHost(dataDir, { clock: first.clock });
    expect(second.restored).toEqual([created.gameId]);
    expect(JSON.stringify(engineOf(second.host.session(created.gameId)!.context))).toBe(before);
    second.close();
  });

  it('migrates to the current schema and keeps local profiles with per-game progress', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    expect(schemaVersion(booted.db)).toBe(MIGRATIONS.length);
    const profiles = new ProfileRepository(booted.db);
    profiles.create({ id: 'a', name: 'Ada', createdAt: 1 });
    profiles.setProgress('a', 'tycoon', { level: 2 });
    profiles.setProgress('a', 'sectors', { played: 3 });
    expect(profiles.get('a')).toEqual({ id: 'a', name: 'Ada', createdAt: 1, progress: { tycoon: { level: 2 }, sectors: { played: 3 } } });
    expect(() => profiles.create({ id: 'b', name: 'Ada', createdAt: 2 })).toThrow(/UNIQUE/);
    expect(profiles.list().map((p) => p.name)).toEqual(['Ada']);
    booted.close();
  });

  it('refuses a bot level the game does not play, and fills empty seats with the game\'s own level', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const hard = client.request({ type: 'create_game', game: 'auction', seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'hard' }] });
    expect(hard).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect((hard as { message: string }).message).toContain('random, easy');
    const created = client.request({ type: 'create_game', game: 'auction', seats: humans(3) }) as { gameId: string };
    expect(client.request({ type: 'control', gameId: created.gameId, command: 'set_seat', player: 'P2', kind: 'bot', botLevel: 'medium' })).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect(booted.host.session(created.gameId)!.context.seats[1].kind).toBe('human');
    expect(client.request({ type: 'start_game', gameId: created.gameId, emptySeats: 'bot' })).toMatchObject({ type: 'ack' });
    expect(booted.host.session(created.gameId)!.context.seats.map((s) => s.botLevel)).toEqual(['easy', 'easy', 'easy']);
    booted.close();
  });

  it('refuses a game file whose table options are out of range, with what is wrong', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request({ type: 'create_game', seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }], seed: 2, options: { reviewSeconds: 0, maxTurns: 8 }, start: true }) as { gameId: string };
    for (let t = 0; t < 5_000_000 && booted.host.record(created.gameId)!.status !== 'FINISHED'; t += 500) clock.increment(500);
    const file = (client.request({ type: 'export_game', gameId: created.gameId }) as { file: Record<string, unknown> }).file;
    expect(client.request({ type: 'import_game', file })).toMatchObject({ type: 'game_created' });
    const bad = client.request({ type: 'import_game', file: { ...file, table: { timerMode: 'TIMED', pace: 0.001, reviewSeconds: -1, graceSeconds: 20 } } });
    expect(bad).toMatchObject({ type: 'error', reason: 'INVALID_GAME_FILE' });
    expect((bad as { message: string }).message).toContain('phaseTimeMultiplier must be one of');
    booted.close();
  });

  it('answers an action named like a built-in object property as malformed, in act and check', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request({ type: 'create_game', seats: humans(2), seed: 3, start: true }) as { gameId: string };
    client.request({ type: 'claim_seat', gameId: created.gameId, player: 'P1' });
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(client.act(created.gameId, 'P1', { type })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
      expect(client.request({ type: 'check', gameId: created.gameId, player: 'P1', action: { type } })).toMatchObject({ type: 'check_result', ok: false, reason: 'MALFORMED_INPUT' });
    }
    booted.close();
  });
});
