/**
 * Bots on worker threads decide exactly what they decide in process (random, easy and medium are
 * deterministic; hard too while it has no time budget), a bot that cannot decide passes, dead workers
 * are replaced and `close()` stops every thread. States come from a Sectors game played through the
 * platform contract only, so the test does not depend on the engine's internals.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../../src-shared/games/registry.ts';
import { botSeed, decideWith, inProcessBots, type BotRequest } from '../../../src-shared/platform/bots.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import type { BotLevel } from '../../../src-shared/platform/table-options.ts';
import { botWorkerUrl, defaultPoolSize, MAX_POOL_SIZE, workerPoolBots, type WorkerPoolBots } from '../../../src-main/bots/worker-pool.ts';

const sectors = gameRegistry.get('sectors')!;
const TABLE = { timerMode: 'TIMERLESS' as const, pace: 1, reviewSeconds: 0, graceSeconds: 0 };

type Moment = { state: unknown; player: string; windowId: number; seat: number; phase: string };

/**
 * Plays a game with medium bots and records, in every simultaneous window, the state the last seat
 * decides from (the others' secret inputs already in it). Stops after `limit` moments.
 */
function collectMoments(seats: number, seed: number, limit: number): Moment[] {
  const state = sectors.create(sectors.config.make(seats, Array.from({ length: seats }, (_, i) => `S${i}`), {}, TABLE), seed);
  const seatIds = sectors.windows(state)[0].seats;
  const moments: Moment[] = [];
  while (sectors.status(state) === 'RUNNING' && moments.length < limit) {
    const window = activeWindow(sectors.windows(state))!;
    const open = () => activeWindow(sectors.windows(state))?.id === window.id;
    if (window.kind === 'simultaneous') {
      for (const [i, player] of window.seats.entries()) {
        if (i === window.seats.length - 1) moments.push({ state: sectors.copy(state), player, windowId: window.id, seat: seatIds.indexOf(player), phase: window.phase });
        const request: BotRequest = { kind: 'sectors', state, player, level: 'medium', rngSeed: botSeed(seed, window.id, seatIds.indexOf(player)) };
        for (const input of decideWith(sectors, request)) if (open()) sectors.applyInPlace(state, input);
        if (open()) sectors.applyInPlace(state, sectors.inputs.ready(player));
      }
    }
    if (open()) sectors.applyInPlace(state, sectors.inputs.timeout(window.id));
  }
  return moments;
}

const moments = collectMoments(4, 11, 40);
const requestAt = (m: Moment, level: BotLevel, seed = 5): BotRequest => ({ kind: 'sectors', state: m.state, player: m.player, level, rngSeed: botSeed(seed, m.windowId, m.seat) });
const inProcess = inProcessBots(gameRegistry);

/** A stand-in worker (no engine): echoes each request, throws on seat "crash", exits on seat "exit". */
const STAND_IN = new URL(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { parentPort } from 'node:worker_threads';
      parentPort.on('message', ({ id, request }) => {
        if (request.player === 'crash') throw new Error('stand-in crashed');
        if (request.player === 'exit') process.exit(3);
        parentPort.postMessage({ id, answer: { inputs: [{ type: 'ECHO', player: request.player, budgetMs: request.budgetMs ?? null }] } });
      });`),
);
const echo = (player: string, budgetMs: number | null = null) => [{ type: 'ECHO', player, budgetMs }];
const stubRequest = (player: string): BotRequest => ({ kind: 'stub', state: null, player, level: 'easy', rngSeed: 1 });

let pool: WorkerPoolBots | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('worker pool bots', () => {
  it('the recorded states cover several kinds of phase', () => {
    expect(new Set(moments.map((m) => m.phase)).size).toBeGreaterThanOrEqual(4);
  });

  it('random, easy and medium bots decide on workers exactly as in process', async () => {
    pool = workerPoolBots({ size: 2 });
    const requests = moments.flatMap((m) => (['random', 'easy', 'medium'] as const).map((level) => requestAt(m, level)));
    const answers = await Promise.all(requests.map((r) => pool!.decide(r)));
    expect(answers).toEqual(requests.map((r) => inProcess.decide(r)));
    expect(answers.filter((a) => a.length > 0).length).toBeGreaterThan(requests.length / 3);
  });

  it('a hard bot without a time budget decides on a worker exactly as in process', async () => {
    pool = workerPoolBots({ size: 2 });
    const picked = [moments[0], moments.find((m) => m.phase === 'PLACE_STOCK_ORDERS')!, moments.at(-1)!];
    const requests = picked.map((m, i) => requestAt(m, 'hard', 20 + i));
    const answers = await Promise.all(requests.map((r) => pool!.decide(r)));
    expect(answers).toEqual(requests.map((r) => inProcess.decide(r)));
    expect(answers.some((a) => a.length > 0)).toBe(true);
  });

  it('many concurrent requests are queued and each gets its own answer', async () => {
    pool = workerPoolBots({ size: 3 });
    const requests = Array.from({ length: 120 }, (_, i) => requestAt(moments[i % moments.length], i % 2 ? 'easy' : 'random', i));
    const pending = requests.map((r) => pool!.decide(r));
    expect(pool.stats().threads).toBeLessThanOrEqual(3);
    expect(pool.stats().busy + pool.stats().queued).toBe(120);
    const answers = await Promise.all(pending);
    expect(answers).toEqual(requests.map((r) => inProcess.decide(r)));
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, failures: 0 });
  });

  it('a decision that throws answers [] (the bot passes), is logged once, and the worker keeps serving', async () => {
    const logged: string[] = [];
    pool = workerPoolBots({ size: 1, log: (message) => logged.push(message) });
    const good = requestAt(moments[2], 'medium');
    const answers = await Promise.all([
      pool.decide({ ...good, kind: 'no-such-game' }),
      pool.decide({ ...good, state: null }),
      pool.decide(good),
    ]);
    expect(answers).toEqual([[], [], inProcess.decide(good)]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('no game module for kind "no-such-game"');
    expect(pool.stats()).toMatchObject({ threads: 1, failures: 2 });
  });

  it('a request that cannot be sent to a worker answers []', async () => {
    const logged: string[] = [];
    pool = workerPoolBots({ size: 1, log: (message) => logged.push(message) });
    expect(await pool.decide({ ...stubRequest('P1'), state: { cannotClone: () => 0 } })).toEqual([]);
    expect(logged[0]).toContain('could not be sent');
  });

  it('a worker that dies answers its request with [] and is replaced for the next ones', async () => {
    const logged: string[] = [];
    pool = workerPoolBots({ size: 1, workerUrl: STAND_IN, log: (message) => logged.push(message) });
    const answers = await Promise.all(['P1', 'crash', 'P2', 'exit', 'P3'].map((p) => pool!.decide(stubRequest(p))));
    expect(answers).toEqual([echo('P1'), [], echo('P2'), [], echo('P3')]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('stand-in crashed');
    expect(pool.stats()).toMatchObject({ threads: 1, failures: 2 });
  });

  it('the pool budget reaches requests that carry none; a request keeps its own', async () => {
    pool = workerPoolBots({ size: 1, workerUrl: STAND_IN, budgetMs: 300 });
    expect(await pool.decide(stubRequest('P1'))).toEqual(echo('P1', 300));
    expect(await pool.decide({ ...stubRequest('P2'), budgetMs: 50 })).toEqual(echo('P2', 50));
  });

  it('close() stops every thread and refuses requests waiting or made after it', async () => {
    pool = workerPoolBots({ size: 2 });
    await pool.decide(requestAt(moments[0], 'easy'));
    const waiting = [0, 1, 2, 3].map((i) => pool!.decide(requestAt(moments[i], 'hard')));
    const settled = Promise.allSettled(waiting);
    await pool.close();
    expect(pool.stats()).toMatchObject({ threads: 0, busy: 0, queued: 0 });
    for (const outcome of await settled) expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'the bot worker pool is closed' } });
    await expect(pool.decide(requestAt(moments[0], 'easy'))).rejects.toThrow('closed');
    await pool.close();
  });

  it('sizes itself one thread below the cores, at least one and at most four', () => {
    expect([1, 2, 3, 5, 64].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 2, 4, MAX_POOL_SIZE]);
  });

  it('finds the worker beside the TypeScript source and beside the bundle', () => {
    expect(botWorkerUrl('file:///app/src-main/bots/worker-pool.ts').href).toBe('file:///app/src-main/bots/bot-worker.ts');
    expect(botWorkerUrl('file:///app/out/main/main.js').href).toBe('file:///app/out/main/bot-worker.js');
    expect(botWorkerUrl().pathname.endsWith('/src-main/bots/bot-worker.ts')).toBe(true);
  });
});
