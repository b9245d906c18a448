import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { engineOf } from '../helpers/session.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { exportGame, replayJournal } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { SnapshotRepository } from '../../src-main/store/snapshots.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const bots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));
const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));

function runUntilOver(clock: SimulatedClock, done: () => boolean, limitMs = 10_000_000): void {
  for (let t = 0; t < limitMs && !done(); t += 100) clock.increment(100);
}

describe('live session through the host (SimulatedClock, SQLite)', () => {
  it('runs a 4-bot game from start to end, journaling every event and snapshotting phase changes', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request({ type: 'create_game', seats: bots(4), seed: 99, options: { reviewSeconds: 2 }, start: true });
    expect(created.type).toBe('game_created');
    const gameId = (created as { gameId: string }).gameId;
    runUntilOver(clock, () => client.lastView(gameId)?.view.status === 'ENDED');

    const view = client.lastView(gameId)!;
    expect(view.view.status).toBe('ENDED');
    expect(view.session.state).toBe('"over"');
    expect(new GameRepository(booted.db).get(gameId)!.status).toBe('FINISHED');
    const journal = new Journal(booted.db).read(gameId);
    expect(journal[0].kind).toBe('START');
    expect(journal.map((e) => e.kind)).toContain('BOTS_ACT');
    expect(new SnapshotRepository(booted.db).latest(gameId)!.seq).toBe(journal.at(-1)!.seq);
    // The journal alone rebuilds the same final state.
    const rebuilt = replayJournal(sectorsModule, new GameRepository(booted.db).get(gameId)!, journal);
    expect(rebuilt.context.engine).toEqual(booted.host.session(gameId)!.context.engine);
    booted.close();
  });

  it('refuses foreign, stale and out-of-phase inputs with a reason and journals none of them', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const facilitator = new LocalClient(booted);
    const created = facilitator.request({ type: 'create_game', seats: humans(3), seed: 5, start: true }) as { gameId: string; joinCode: string };
    const gameId = created.gameId;
    const ann = new LocalClient(booted, false);
    expect(ann.request({ type: 'join', code: created.joinCode.toLowerCase(), name: 'Ann' })).toMatchObject({ type: 'joined', role: 'player', player: 'P1' });
    const journal = new Journal(booted.db);
    const before = journal.read(gameId).length;

    expect(ann.act(gameId, 'P2', { type: 'SUBMIT_INFLUENCE_BID', points: 3 })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
    expect(ann.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 3 }, 0)).toMatchObject({ type: 'error', reason: 'STALE_INPUT' });
    expect(ann.act(gameId, 'P1', { type: 'VOTE_TRANCHE', packageId: 1 })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_PHASE' });
    expect(ann.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 999 })).toMatchObject({ type: 'error', reason: 'BID_OUT_OF_RANGE' });
    expect(ann.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 'x' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(ann.act('nope', 'P1', { type: 'READY' }, 1)).toMatchObject({ type: 'error', reason: 'GAME_NOT_FOUND' });
    expect(ann.request({ type: 'control', gameId, command: 'pause' })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    expect(ann.request({ type: 'list_games' })).toMatchObject({ type: 'error', reason: 'LOCAL_ONLY' });
    expect(journal.read(gameId).length).toBe(before);

    expect(ann.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 3 })).toMatchObject({ type: 'ack' });
    expect(journal.read(gameId).length).toBe(before + 1);
    // Refused commands did not use up their sequence numbers; the accepted one did (6 acts were sent).
    const resend = { type: 'act', gameId, player: 'P1', phaseSerial: 1, clientSeq: 6, action: { type: 'READY' } };
    expect(ann.request(resend)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    expect(journal.read(gameId).length).toBe(before + 1);
    // Ann sees her own bid in her private part; the facilitator's view does not contain it anywhere.
    expect(ann.lastView(gameId)!.private.P1).toMatchObject({ influenceBids: { P1: 3 } });
    expect(facilitator.lastView(gameId)!.private).toEqual({});
    expect(JSON.stringify(facilitator.lastView(gameId)!.view)).not.toContain('"P1":3');
    clock.increment(1);
    booted.close();
  });

  it('gives the facilitator pause, resume, add time, pace and end-phase, reflected in every view', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const facilitator = new LocalClient(booted);
    const gameId = (facilitator.request({ type: 'create_game', seats: humans(2), seed: 5, start: true }) as { gameId: string }).gameId;
    expect(facilitator.lastView(gameId)!.view.phase).toBe('INFLUENCE_BID');
    clock.increment(5000);
    expect(facilitator.request({ type: 'control', gameId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ paused: true, remainingMs: 50_000 });
    clock.increment(100_000);
    facilitator.request({ type: 'control', gameId, command: 'resume' });
    facilitator.request({ type: 'control', gameId, command: 'add_time', ms: 10_000 });
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ paused: false, remainingMs: 60_000 });
    facilitator.request({ type: 'control', gameId, command: 'set_pace', pace: 2 });
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ pace: 2, remainingMs: 120_000 });
    facilitator.request({ type: 'control', gameId, command: 'end_phase' });
    expect(facilitator.lastView(gameId)!.view.phase).toBe('INFLUENCE_BID_RESOLVE');
    expect(facilitator.request({ type: 'control', gameId, command: 'set_seat', player: 'P2', kind: 'bot' })).toMatchObject({ type: 'ack' });
    expect(facilitator.lastView(gameId)!.session.seats[1]).toMatchObject({ kind: 'bot' });
    booted.close();
  });

  it('resumes an unfinished game after a crash in the same phase with the time it had left', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootSimulated(dataDir, clock);
    const client = new LocalClient(first.booted);
    // A long grace period: after a restart human seats count as disconnected until they rejoin.
    const gameId = (client.request({ type: 'create_game', seats: humans(3), seed: 8, start: true, graceSeconds: 300 }) as { gameId: string }).gameId;
    clock.increment(12_000);
    const serial = engineOf(first.booted.host.session(gameId)!.context).phaseSerial;
    // Crash: the first host's time stops (it never stops cleanly); a new host opens the same data 90 s later.
    const later = new SimulatedClock();
    later.set(102_000);
    const second = bootSimulated(dataDir, later);
    expect(second.booted.restored).toEqual([gameId]);
    expect(second.booted.downtimeMs).toBe(102_000 - 12_000);
    const ctx = second.booted.host.session(gameId)!.context;
    expect(engineOf(ctx).phase).toBe('INFLUENCE_BID');
    // Nobody ever joined: every seat has counted as away since the start, its grace moved by the downtime.
    expect(ctx.seats.every((s) => s.lostAt === 90_000)).toBe(true);
    expect(engineOf(ctx).phaseSerial).toBe(serial);
    expect(ctx.timer.deadline! - later.now()).toBe(55_000 - 12_000);
    later.increment(42_999);
    expect(engineOf(second.booted.host.session(gameId)!.context).phase).toBe('INFLUENCE_BID');
    later.increment(1);
    expect(engineOf(second.booted.host.session(gameId)!.context).phase).toBe('INFLUENCE_BID_RESOLVE');
    second.booted.close();
    first.booted.db.close();
  });

  it('replays any past state from the journal and exports/imports to the identical final state', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const gameId = (client.request({ type: 'create_game', seats: bots(5), seed: 1234, options: { reviewSeconds: 1 }, start: true }) as { gameId: string }).gameId;
    let turnThree: GameState | null = null;
    booted.host.session(gameId)!.onChange((s) => {
      const e = engineOf(s.context);
      if (!turnThree && e.turn === 3 && e.phase === 'PLACE_STOCK_ORDERS') turnThree = JSON.parse(JSON.stringify(e)) as GameState;
    });
    runUntilOver(clock, () => engineOf(booted.host.session(gameId)!.context).status === 'ENDED');
    const record = new GameRepository(booted.db).get(gameId)!;
    const entries = new Journal(booted.db).read(gameId);

    const past = replayJournal(sectorsModule, record, entries, (e) => (e as GameState).turn === 3 && (e as GameState).phase === 'PLACE_STOCK_ORDERS');
    expect(past.context.engine).toEqual(turnThree);

    const file = (client.request({ type: 'export_game', gameId }) as unknown as { file: ReturnType<typeof exportGame> }).file;
    expect(file).toMatchObject({ format: 'sectors-game', seed: 1234, final: { status: 'ENDED' } });
    const other = bootSimulated(join(temp.dir, 'other-machine'));
    const importer = new LocalClient(other.booted);
    const imported = importer.request({ type: 'import_game', file: JSON.parse(JSON.stringify(file)) });
    expect(imported.type).toBe('game_created');
    const importedState = other.booted.host.session((imported as { gameId: string }).gameId)!.context.engine;
    expect(importedState).toEqual(booted.host.session(gameId)!.context.engine);

    const tampered = { ...file, inputs: file.inputs.slice(0, 10).concat([{ type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 5 }]) };
    expect(importer.request({ type: 'import_game', file: tampered })).toMatchObject({ type: 'error', reason: 'INVALID_GAME_FILE' });
    other.booted.close();
    booted.close();
  });

  it('the replay CLI rebuilds a past state from the journal and says when a phase was passed through', () => {
    const dataDir = join(temp.dir, 'data');
    const { booted, clock } = bootSimulated(dataDir);
    const client = new LocalClient(booted);
    const gameId = (client.request({ type: 'create_game', seats: bots(4), seed: 77, options: { reviewSeconds: 1 }, start: true }) as { gameId: string }).gameId;
    runUntilOver(clock, () => engineOf(booted.host.session(gameId)!.context).status === 'ENDED');
    booted.close();
    const run = (...args: string[]) => spawnSync(process.execPath, ['src-main/cli/replay.ts', ...args, '--data', dataDir], { encoding: 'utf8' });
    const ok = run(gameId, '--to', '2/PLACE_STOCK_ORDERS');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ reached: true, state: { turn: 2, phase: 'PLACE_STOCK_ORDERS' } });
    const bad = run(gameId, '--to', 'two/NOWHERE');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--to must be TURN\/PHASE/);
    const missing = run('no-such-game');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/no game no-such-game/);
  });
});
