import { engineOf } from '../helpers/session.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
/**
 * Crash-resume for real: a host process runs 20 bot games and is killed with SIGKILL at random moments,
 * then restarted on the same data. Every game must resume in the phase it was in with the time it had
 * left (± 1 s), keep every journal entry committed before the kill, and finish exactly as the same seeds
 * do in a host that never crashed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { seedRng, randInt } from '../../src-shared/rng.ts';
import { startNode } from '../../src-main/cli/processes.ts';
import { bootHost } from '../../src-main/app/boot.ts';
import { exportGame, readGameFile, replayJournal } from '../../src-main/host/game-file.ts';
import { openDatabase } from '../../src-main/store/database.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal, type StoredJournalEntry } from '../../src-main/store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../../src-main/store/settings.ts';
import { hello } from '../../src-shared/protocol/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { TestSocket } from '../helpers/ws-client.ts';

const GAMES = 20;
const BOT_THINK_MS = 120;
const KILLS = 3;
const temp = makeTempDir('sectors-crash-');
const dataDir = join(temp.dir, 'data');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  temp.cleanup();
});

type Host = { child: ChildProcess; port: number; lines: string[] };

async function startHost(): Promise<Host> {
  const { child, match, lines } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', dataDir, '--bot-think', String(BOT_THINK_MS)], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  children.push(child);
  return { child, port: Number(match[1]), lines };
}

function kill(host: Host): Promise<number> {
  return new Promise((resolve) => {
    host.child.removeAllListeners('exit');
    host.child.once('exit', () => resolve(killedAt));
    const killedAt = Date.now();
    host.child.kill('SIGKILL');
  });
}

/** What the data directory says about every game right after a kill. */
function readStore() {
  const db = openDatabase(dataDir);
  const games = new GameRepository(db).list();
  const journal = new Journal(db);
  const heartbeat = new Settings(db).get<number>(HEARTBEAT_KEY)!;
  const result = games.map((g) => {
    const entries = journal.read(g.id);
    const { context } = replayJournal(sectorsModule, g, entries);
    return { id: g.id, seed: g.seed, status: g.status, entries, engine: engineOf(context), timer: context.timer };
  });
  db.close();
  return { games: result, heartbeat };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash-resume with SIGKILL', () => {
  it(`resumes ${GAMES} bot games after ${KILLS} kills without losing anything, and they finish as if never interrupted`, { timeout: 240_000 }, async () => {
    let host = await startHost();
    const client = await TestSocket.open(`ws://127.0.0.1:${host.port}/ws`);
    client.send(hello('test'));
    await client.next();
    const options = { reviewSeconds: 1, maxTurns: 8 };
    for (let i = 1; i <= GAMES; i++) {
      client.send({ type: 'create_game', seats: Array.from({ length: 4 }, (_, k) => ({ name: `Bot ${k + 1}`, kind: 'bot' })), seed: i, options, start: true, requestId: `g${i}` });
      let answer = await client.next();
      while (answer.requestId !== `g${i}`) answer = await client.next(); // views of earlier games come in between
      expect(answer).toMatchObject({ type: 'game_created' });
    }
    await client.close();

    const rng = seedRng(20261121);
    const committedBefore: StoredJournalEntry[][] = [];
    const runningAtKill: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(randInt(rng, 700, 2500));
      const killedAt = await kill(host);
      const store = readStore();
      committedBefore.push(...store.games.map((g) => g.entries));
      host = await startHost();
      await sleep(50);
      const resumed = new Map(
        host.lines
          .map((l) => /resumed game (\S+) at turn (\d+) (\S+) serial (\d+) with (\d+) ms left/.exec(l))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => [m[1], { turn: Number(m[2]), phase: m[3], serial: Number(m[4]), leftMs: Number(m[5]) }]),
      );
      const running = store.games.filter((x) => x.status === 'RUNNING');
      runningAtKill.push(running.length);
      for (const g of running) {
        const after = resumed.get(g.id);
        expect(after, `game ${g.seed} was not resumed`).toBeDefined();
        expect(after).toMatchObject({ turn: g.engine.turn, phase: g.engine.phase, serial: g.engine.phaseSerial });
        const leftAtKill = g.timer.deadline! - killedAt;
        expect(Math.abs(after!.leftMs - leftAtKill), `game ${g.seed} remaining time`).toBeLessThanOrEqual(1000);
      }
    }

    // The kills must have interrupted games, or the test proves nothing.
    expect(runningAtKill[0]).toBe(GAMES);
    expect(runningAtKill.reduce((a, b) => a + b, 0)).toBeGreaterThan(GAMES);

    // Let every game finish, then stop the host for good.
    for (let waited = 0; waited < 180_000; waited += 500) {
      const db = openDatabase(dataDir);
      const open = new GameRepository(db).list().filter((g) => g.status !== 'FINISHED').length;
      db.close();
      if (open === 0) break;
      await sleep(500);
    }
    await kill(host);
    const final = readStore();
    expect(final.games.every((g) => g.status === 'FINISHED')).toBe(true);

    // Nothing committed before a kill was lost or rewritten.
    const finalEntries = new Map(final.games.map((g) => [g.id, g.entries]));
    for (const entries of committedBefore) {
      if (entries.length === 0) continue;
      const now = finalEntries.get(entries[0].gameId!)!;
      expect(now.slice(0, entries.length)).toEqual(entries);
    }

    // The same seeds in a host that never crashed end in the identical state.
    const clock = new SimulatedClock();
    const reference = bootHost(join(temp.dir, 'reference'), { clock, botThinkMs: BOT_THINK_MS });
    const referenceState = new Map<number, GameState>();
    for (const g of final.games) {
      const { gameId: id } = reference.host.createGame({ seats: Array.from({ length: 4 }, (_, k) => ({ name: `Bot ${k + 1}`, kind: 'bot' as const })), seed: g.seed, options, start: true });
      for (let t = 0; t < 10_000_000 && engineOf(reference.host.session(id)!.context).status === 'RUNNING'; t += 50) clock.increment(50);
      referenceState.set(g.seed, engineOf(reference.host.session(id)!.context));
    }
    reference.close();
    for (const g of final.games) expect(g.engine, `game with seed ${g.seed}`).toEqual(referenceState.get(g.seed));
    expect(final.games.flatMap((g) => g.entries).filter((e) => e.kind === 'RESTARTED').length).toBeGreaterThan(0);

    // Journals with restarts and lost seats still make game files that import to the identical state.
    const db = openDatabase(dataDir);
    const repo = new GameRepository(db);
    for (const g of final.games) {
      const file = JSON.parse(JSON.stringify(exportGame(sectorsModule, repo.get(g.id)!, g.entries, 'test', 0)));
      expect(file.inputs.length, `game with seed ${g.seed}: inputs in the file`).toBe(replayJournal(sectorsModule, repo.get(g.id)!, g.entries).context.inputCount);
      const parsed = readGameFile(sectorsModule, file);
      expect(parsed.ok ? 'ok' : parsed.message, `game with seed ${g.seed}`).toBe('ok');
      if (parsed.ok) expect(parsed.engine).toEqual(g.engine);
    }
    db.close();
  });
});
