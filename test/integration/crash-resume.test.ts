/**
 * Crash-resume for real: a host process runs bot games of every game (test/platform/games.ts, two each) and is
 * killed with SIGKILL at random moments, then restarted on the same data. Every game must resume in the window
 * it was in with the time it had left (± 1 s), keep every journal entry committed before the kill, and finish
 * exactly as the same seeds do in a host that never crashed.
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
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { botsFor } from '../helpers/every-game.ts';
import { GAME_CASES } from '../platform/games.ts';
import { TestSocket } from '../helpers/ws-client.ts';

/** Two games of each kind, in turns; bots of the random level (the same moves in any host, crashed or not). */
const PER_GAME = 2;
const GAMES = PER_GAME * GAME_CASES.length;
const CASE_OF = (i: number) => GAME_CASES[(i - 1) % GAME_CASES.length];
// Short enough that the longest short game ends within seconds, long enough that the shortest outlives the first kill.
const BOT_THINK_MS = 40;
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
    const module = gameRegistry.get(g.kind)!;
    const { context } = replayJournal(module, g, entries);
    const summary = module.summary(context.engine);
    return { id: g.id, kind: g.kind, seed: g.seed, status: g.status, entries, engine: context.engine, summary, timer: context.timer };
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
    const create = (i: number) => ({ game: CASE_OF(i).kind, seats: botsFor(CASE_OF(i), 4), seed: i, options: { ...CASE_OF(i).options, reviewSeconds: 1 }, start: true });
    for (let i = 1; i <= GAMES; i++) {
      client.send({ type: 'create_game', ...create(i), requestId: `g${i}` });
      let answer = await client.next();
      while (answer.requestId !== `g${i}`) answer = await client.next(); // views of earlier games come in between
      expect(answer).toMatchObject({ type: 'game_created' });
    }
    await client.close();

    const rng = seedRng(20261121);
    const committedBefore: StoredJournalEntry[][] = [];
    const runningAtKill: number[] = [];
    for (let k = 0; k < KILLS; k++) {
      // The first kill comes early: every game, the shortest too, must be caught running by it.
      await sleep(k === 0 ? randInt(rng, 80, 200) : randInt(rng, 400, 1500));
      const killedAt = await kill(host);
      const store = readStore();
      committedBefore.push(...store.games.map((g) => g.entries));
      host = await startHost();
      await sleep(50);
      const resumed = new Map(
        host.lines
          .map((l) => /resumed game (\S+) at turn (\S+) (\S*) serial (\d+) with (\d+) ms left/.exec(l))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => [m[1], { turn: m[2], phase: m[3], serial: Number(m[4]), leftMs: Number(m[5]) }]),
      );
      const running = store.games.filter((x) => x.status === 'RUNNING');
      runningAtKill.push(running.length);
      for (const g of running) {
        const after = resumed.get(g.id);
        expect(after, `${g.kind} game ${g.seed} was not resumed`).toBeDefined();
        expect(after).toMatchObject({ turn: String(g.summary.turn), phase: g.summary.phase ?? '', serial: g.timer.serial });
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
    const referenceState = new Map<number, unknown>();
    for (const g of final.games) {
      const { gameId: id } = reference.host.createGame(create(g.seed) as Parameters<typeof reference.host.createGame>[0]);
      for (let t = 0; t < 10_000_000 && reference.host.record(id)!.status !== 'FINISHED'; t += 50) clock.increment(50);
      referenceState.set(g.seed, reference.host.session(id)!.context.engine);
    }
    reference.close();
    for (const g of final.games) expect(g.engine, `${g.kind} game with seed ${g.seed}`).toEqual(referenceState.get(g.seed));
    expect(final.games.flatMap((g) => g.entries).filter((e) => e.kind === 'RESTARTED').length).toBeGreaterThan(0);

    // Journals with restarts and lost seats still make game files that import to the identical state.
    const db = openDatabase(dataDir);
    const repo = new GameRepository(db);
    for (const g of final.games) {
      const module = gameRegistry.get(g.kind)!;
      const file = JSON.parse(JSON.stringify(exportGame(module, repo.get(g.id)!, g.entries, 'test', 0)));
      expect(file.inputs.length, `${g.kind} game with seed ${g.seed}: inputs in the file`).toBe(replayJournal(module, repo.get(g.id)!, g.entries).context.inputCount);
      const parsed = readGameFile(module, file);
      expect(parsed.ok ? 'ok' : parsed.message, `game with seed ${g.seed}`).toBe('ok');
      if (parsed.ok) expect(parsed.engine).toEqual(g.engine);
    }
    db.close();
  });
});
