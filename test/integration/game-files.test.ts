/**
 * Game files after refreshes, lost seats and restarts (issue 10 item 3), for every game (test/platform/games.ts),
 * and exports that keep a running Sectors game's secrets (item 2): sealed with a passphrase and cut at the start
 * of the current phase (test/platform/game-files.test.ts checks that for every game from the files alone; the
 * Sectors test here looks into the pending bid).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { exportGame, readGameFile } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootEvery, createFor, humansFor, someMove, windowId } from '../helpers/every-game.ts';
import { engineOf } from '../helpers/session.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { GAME_CASES } from '../platform/games.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Joined = Extract<HostEvent, { type: 'joined' }>;
type FileEvent = Extract<HostEvent, { type: 'game_file' }>;
const seats = [
  { name: 'Ann', kind: 'human' as const },
  { name: 'Ben', kind: 'human' as const },
  { name: 'Robo', kind: 'bot' as const, botLevel: 'easy' as const },
];

describe.each(GAME_CASES)('$kind game files', (game) => {
  const M = game.module;

  it('export and re-import to the identical state after refreshes, seat losses and host restarts', () => {
    const dataDir = join(temp.dir, 'data');
    const clock = new SimulatedClock();
    let { booted } = bootEvery(dataDir, clock);
    const facilitator = new LocalClient(booted);
    const people = [...humansFor(game, 3).slice(0, -1), { name: 'Robo', kind: 'bot' as const, botLevel: M.bots.levels[0] }];
    const { gameId, joinCode } = facilitator.request(createFor(game, people, { seed: 11, graceSeconds: 5 }, { reviewSeconds: 1 })) as { gameId: string; joinCode: string };
    const session = () => booted.host.session(gameId)!.context;
    // Until a window asks a person for a move (bots may open the game).
    for (let t = 0; t < 600_000 && !someMove(game, session(), ['P1', 'P2']); t += 100) clock.increment(100);
    const move = someMove(game, session(), ['P1', 'P2'])!;
    const ann = new LocalClient(booted, false);
    const joined = ann.request({ type: 'join', code: joinCode, seat: move.player }) as Joined;
    expect(ann.act(gameId, move.player, move.action, windowId(game, session())!)).toMatchObject({ type: 'ack' });
    // A page refresh right after the move: SEAT_LOST, then SEAT_BACK on the same seat.
    ann.connection.close();
    const again = new LocalClient(booted, false);
    again.request({ type: 'join', code: joinCode, token: joined.token });
    clock.increment(30_000);
    // A host restart in the middle of the game (RESTARTED and SEAT_LOST entries).
    booted.close();
    booted = bootEvery(dataDir, clock).booted;
    const played = session().inputCount;
    for (let t = 0; t < 2_000_000 && session().inputCount < played + 30 && M.status(session().engine) !== 'ENDED'; t += 500) clock.increment(500);
    const kinds = new Set(new Journal(booted.db).read(gameId).map((e) => e.kind));
    for (const kind of ['SEAT_LOST', 'SEAT_BACK', 'RESTARTED', 'INPUT', 'BOTS_ACT']) expect(kinds).toContain(kind);

    const live = session().engine;
    const file = exportGame(M, new GameRepository(booted.db).get(gameId)!, new Journal(booted.db).read(gameId), 'test', clock.now());
    // Exactly the inputs the live session applied: a lost seat or a restart adds none (they used to repeat the
    // previous batch, which the engine refuses for orders and silently re-applies for bids).
    expect(file.inputs.length).toBe(session().inputCount);
    const parsed = readGameFile(M, JSON.parse(JSON.stringify(file)));
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    if (parsed.ok) expect(parsed.engine).toEqual(live);
    booted.close();
  });
});

describe('Sectors game files', () => {
  it('a running game is exported only sealed, cut at its current phase; a finished game in full', () => {
    const { booted, clock } = bootSimulated(join(temp.dir, 'data'));
    const host = new LocalClient(booted);
    const { gameId, joinCode } = host.request({ type: 'create_game', seats, seed: 987654321, start: true }) as { gameId: string; joinCode: string };
    const ann = new LocalClient(booted, false);
    ann.request({ type: 'join', code: joinCode });
    ann.act(gameId, 'P1', { type: 'SUBMIT_INFLUENCE_BID', points: 7 });
    expect(host.request({ type: 'export_game', gameId })).toMatchObject({ type: 'error', reason: 'PASSPHRASE_REQUIRED' });
    const sealed = (host.request({ type: 'export_game', gameId, passphrase: 'correct horse' }) as FileEvent).file;
    const text = JSON.stringify(sealed);
    // Neither the seed nor Ann's pending bid can be read from the file.
    expect(sealed).not.toHaveProperty('seed');
    expect(sealed).not.toHaveProperty('inputs');
    expect(text).not.toContain('SUBMIT_INFLUENCE_BID');
    expect(text).not.toContain('"seed"');
    expect(text).not.toContain(String(booted.host.record(gameId)!.seed));

    expect(host.request({ type: 'import_game', file: sealed })).toMatchObject({ type: 'error', reason: 'PASSPHRASE_REQUIRED' });
    expect(host.request({ type: 'import_game', file: sealed, passphrase: 'wrong horse' })).toMatchObject({ type: 'error', reason: 'WRONG_PASSPHRASE' });
    const moved = host.request({ type: 'import_game', file: sealed, passphrase: 'correct horse' }) as { gameId: string };
    const copy = engineOf(booted.host.session(moved.gameId)!.context);
    // The copy starts the phase afresh: Ann's bid is not in it, everything public is the same.
    expect(copy.phaseSerial).toBe(engineOf(booted.host.session(gameId)!.context).phaseSerial);
    expect(copy.inputs.influenceBids).toEqual({});
    expect(engineOf(booted.host.session(gameId)!.context).inputs.influenceBids).toEqual({ P1: 7 });

    // After game over the whole file is available, seed included.
    host.request({ type: 'control', gameId, command: 'set_seat', player: 'P1', kind: 'bot' });
    host.request({ type: 'control', gameId, command: 'set_seat', player: 'P2', kind: 'bot' });
    for (let t = 0; t < 10_000_000 && engineOf(booted.host.session(gameId)!.context).status === 'RUNNING'; t += 1000) clock.increment(1000);
    const full = (host.request({ type: 'export_game', gameId }) as FileEvent).file as unknown as { seed: number; inputs: unknown[] };
    expect(full.seed).toBe(booted.host.record(gameId)!.seed);
    expect(readGameFile(sectorsModule, full).ok).toBe(true);
    booted.close();
  });
});
