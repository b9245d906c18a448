/**
 * The live session through the host (SimulatedClock, SQLite). The platform's promises — a whole game journaled
 * and snapshotted, the facilitator's clock controls, resuming after a crash with the time left, replaying any
 * past state and moving a game between machines by file — are tried on every game (test/platform/games.ts);
 * the refusals of Sectors' own inputs and the replay tool's Sectors phases stay Sectors tests.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { exportGame, replayJournal } from '../../src-main/host/game-file.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { SnapshotRepository } from '../../src-main/store/snapshots.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootEvery, botsFor, createFor, humansFor, windowId } from '../helpers/every-game.ts';
import { engineOf } from '../helpers/session.ts';
import { GAME_CASES } from '../platform/games.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' as const }));

function runUntilOver(clock: SimulatedClock, done: () => boolean, limitMs = 10_000_000): void {
  for (let t = 0; t < limitMs && !done(); t += 100) clock.increment(100);
}

describe.each(GAME_CASES)('$kind live session through the host (SimulatedClock, SQLite)', (game) => {
  const M = game.module;

  it('runs an all-bot game from start to end, journaling every event and snapshotting; the journal rebuilds any past state; its file imports elsewhere to the identical state', () => {
    const { booted, clock } = bootEvery(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request(createFor(game, botsFor(game, 4), { seed: 99 }, { reviewSeconds: 2 }));
    expect(created.type).toBe('game_created');
    const gameId = (created as { gameId: string }).gameId;
    // The state as the session stood when its fifth window opened (a past state to replay to).
    const seen = new Set<number>();
    let fifth: { window: number; engine: string } | null = null;
    booted.host.session(gameId)!.onChange((s) => {
      const w = windowId(game, s.context);
      if (w === null || seen.has(w) || fifth) return;
      seen.add(w);
      if (seen.size === 5) fifth = { window: w, engine: JSON.stringify(s.context.engine) };
    });
    runUntilOver(clock, () => client.lastView(gameId)?.view.status === 'ENDED');

    const view = client.lastView(gameId)!;
    expect(view.view.status).toBe('ENDED');
    expect(view.session.state).toBe('"over"');
    const record = new GameRepository(booted.db).get(gameId)!;
    expect(record.status).toBe('FINISHED');
    const journal = new Journal(booted.db).read(gameId);
    expect(journal[0].kind).toBe('START');
    expect(journal.map((e) => e.kind)).toContain('BOTS_ACT');
    expect(new SnapshotRepository(booted.db).latest(gameId)!.seq).toBe(journal.at(-1)!.seq);
    // The journal alone rebuilds the same final state, and any state on the way.
    expect(replayJournal(M, record, journal).context.engine).toEqual(booted.host.session(gameId)!.context.engine);
    expect(fifth).not.toBeNull();
    const past = replayJournal(M, record, journal, (e) => activeWindow(M.windows(e))?.id === fifth!.window);
    expect(JSON.stringify(past.context.engine)).toBe(fifth!.engine);

    const file = (client.request({ type: 'export_game', gameId }) as unknown as { file: ReturnType<typeof exportGame> }).file;
    expect(file).toMatchObject({ format: M.meta.fileFormat, game: game.kind, seed: 99, final: { status: 'ENDED' } });
    const other = bootEvery(join(temp.dir, 'other-machine'));
    const importer = new LocalClient(other.booted);
    const imported = importer.request({ type: 'import_game', file: JSON.parse(JSON.stringify(file)) });
    expect(imported.type).toBe('game_created');
    expect(other.booted.host.session((imported as { gameId: string }).gameId)!.context.engine).toEqual(booted.host.session(gameId)!.context.engine);
    // Half the inputs with the whole game's end: the replay stops elsewhere than the file says.
    const tampered = { ...file, inputs: file.inputs.slice(0, Math.floor(file.inputs.length / 2)) };
    expect(importer.request({ type: 'import_game', file: tampered })).toMatchObject({ type: 'error', reason: 'INVALID_GAME_FILE' });
    other.booted.close();
    booted.close();
  });

  it('gives the facilitator pause, resume, add time, pace and end-phase, reflected in every view', () => {
    const { booted, clock } = bootEvery(join(temp.dir, 'data'));
    const facilitator = new LocalClient(booted);
    const gameId = (facilitator.request(createFor(game, humansFor(game, 2))) as { gameId: string }).gameId;
    const opened = facilitator.lastView(gameId)!.session.window!;
    const full = opened.durationMs!;
    clock.increment(5000);
    expect(facilitator.request({ type: 'control', gameId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ paused: true, remainingMs: full - 5000 });
    clock.increment(100_000);
    facilitator.request({ type: 'control', gameId, command: 'resume' });
    facilitator.request({ type: 'control', gameId, command: 'add_time', ms: 10_000 });
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ paused: false, remainingMs: full + 5000 });
    facilitator.request({ type: 'control', gameId, command: 'set_pace', pace: 2 });
    // A review (display) window keeps the table's review time at every pace.
    expect(facilitator.lastView(gameId)!.session).toMatchObject({ pace: 2, remainingMs: opened.kind === 'display' ? full + 5000 : 2 * (full + 5000) });
    facilitator.request({ type: 'control', gameId, command: 'end_phase' });
    expect(facilitator.lastView(gameId)!.session.window?.id).not.toBe(opened.id);
    expect(facilitator.request({ type: 'control', gameId, command: 'set_seat', player: 'P2', kind: 'bot' })).toMatchObject({ type: 'ack' });
    expect(facilitator.lastView(gameId)!.session.seats[1]).toMatchObject({ kind: 'bot' });
    booted.close();
  });

  it('resumes an unfinished game after a crash in the same window with the time it had left', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    const first = bootEvery(dataDir, clock);
    const client = new LocalClient(first.booted);
    // A long grace period: after a restart human seats count as disconnected until they rejoin.
    const gameId = (client.request(createFor(game, humansFor(game, 3), { seed: 8, graceSeconds: 300 })) as { gameId: string }).gameId;
    const full = client.lastView(gameId)!.session.window!.durationMs!;
    clock.increment(12_000);
    const serial = windowId(game, first.booted.host.session(gameId)!.context);
    // Crash: the first host's time stops (it never stops cleanly); a new host opens the same data 90 s later.
    const later = new SimulatedClock();
    later.set(102_000);
    const second = bootEvery(dataDir, later);
    expect(second.booted.restored).toEqual([gameId]);
    expect(second.booted.downtimeMs).toBe(102_000 - 12_000);
    const ctx = () => second.booted.host.session(gameId)!.context;
    // Nobody ever joined: every seat has counted as away since the start, its grace moved by the downtime.
    expect(ctx().seats.every((s) => s.lostAt === 90_000)).toBe(true);
    expect(windowId(game, ctx())).toBe(serial);
    expect(ctx().timer.deadline! - later.now()).toBe(full - 12_000);
    later.increment(full - 12_000 - 1);
    expect(windowId(game, ctx())).toBe(serial);
    later.increment(1);
    expect(windowId(game, ctx())).not.toBe(serial);
    second.booted.close();
    first.booted.db.close();
  });
});

describe('Sectors live session through the host (its own inputs)', () => {
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

  it('the replay CLI rebuilds a past state from the journal and says when a phase was passed through', () => {
    const dataDir = join(temp.dir, 'data');
    const { booted, clock } = bootSimulated(dataDir);
    const client = new LocalClient(booted);
    const gameId = (client.request({ type: 'create_game', seats: Array.from({ length: 4 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' })), seed: 77, options: { reviewSeconds: 1 }, start: true }) as { gameId: string }).gameId;
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
