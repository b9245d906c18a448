/**
 * `npm run bench:bots`: what hard bots thinking on other tables cost a command on this one.
 *
 * One host, ten tables. On nine, four hard bots play each other (budget 300 ms per decision, no think delay,
 * timerless, no review time), so bots are always deciding. On the tenth a player's screen — a client on its own
 * thread, as the Electron window or a browser is — sends an `act` (READY / UNREADY of a seat held in hot-seat,
 * so the window never closes) every 10 ms whatever the host is doing, and times each answer. Three runs:
 *   (c) baseline: the tenth table alone, no bots anywhere;
 *   (a) in-process bots (the host's thread decides, as before the worker pool);
 *   (b) the worker pool (src-main/bots/worker-pool.ts).
 * The runs take turns in short rounds, so a machine whose load changes meanwhile (shared CI) weighs on all three
 * alike. Prints p50/p95/p99 of each, the added p99 over the baseline and the machine's load average; figures go
 * to docs/PERFORMANCE.md. BENCH_SECONDS (default 10) is the measured time of each run, BENCH_ROUNDS (default 3)
 * the number of turns it is split into.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { inProcessBots, type BotService } from '../../src-shared/platform/bots.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import { bootHost } from '../app/boot.ts';
import { defaultPoolSize, workerPoolBots } from '../bots/worker-pool.ts';
import { percentiles } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const INTERVAL_MS = 10;
const WARMUP_MS = 2000;
const BOT_TABLES = 9;
const BOTS_PER_TABLE = 4;
const BUDGET_MS = 300;

type Mode = 'baseline' | 'in-process' | 'workers';
type Round = { samples: number[]; refused: string[]; decisions: number; seconds: number };
type Run = { latency: ReturnType<typeof percentiles>; samples: number; refused: string[]; botDecisionsPerSecond: number };

/**
 * The player's screen, on its own thread so the host's stalls cannot delay its clock. It sends on a fixed
 * schedule (not after each answer): a command that waits behind a 1 s stall is timed as waiting 1 s, and the
 * commands sent during the stall are counted too.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { gameId, player, phaseSerial, count, intervalMs } = workerData;
const sentAt = new Map();
const samples = [];
const refused = [];
parentPort.on('message', (answer) => {
  const at = sentAt.get(answer.requestId);
  if (at === undefined) return;
  samples.push(performance.now() - at);
  if (answer.type === 'error') refused.push(answer.reason);
  if (samples.length === count) parentPort.postMessage({ samples, refused });
});
let sent = 0;
const timer = setInterval(() => {
  const i = sent++;
  if (sent === count) clearInterval(timer);
  const requestId = 'bench-' + i;
  sentAt.set(requestId, performance.now());
  parentPort.postMessage({ type: 'act', gameId, player, phaseSerial, clientSeq: i + 1, action: { type: i % 2 === 0 ? 'READY' : 'UNREADY' }, requestId });
}, intervalMs);
`;

/** Counts the decisions a bot service finished (in-process ones answer at once, workers later). */
function counted(service: BotService): { service: BotService; count: () => number } {
  let n = 0;
  return {
    count: () => n,
    service: {
      decide(request) {
        const answer = service.decide(request);
        if (Array.isArray(answer)) n += 1;
        else void answer.then(() => (n += 1), () => undefined);
        return answer;
      },
      close: () => service.close?.(),
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function round(mode: Mode, seconds: number): Promise<Round> {
  const dir = mkdtempSync(join(tmpdir(), 'sectors-benchbots-'));
  const bots = counted(mode === 'workers' ? workerPoolBots({ budgetMs: BUDGET_MS }) : inProcessBots(gameRegistry, () => Date.now(), BUDGET_MS));
  const booted = bootHost(dir, { bots: bots.service, botThinkMs: 0, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  const { host } = booted;

  // The measured table: two human seats, both held by this screen (hot-seat), so P2 never readies by itself.
  let client: Worker | null = null;
  const answers: HostEvent[] = [];
  const connection = host.connect('ipc', (event) => {
    if (!('requestId' in event) || typeof event.requestId !== 'string') return;
    if (event.requestId.startsWith('bench-')) client?.postMessage(event);
    else answers.push(event);
  });
  const ask = (command: Record<string, unknown>) => {
    const requestId = `setup-${answers.length}`;
    connection.receive({ ...command, requestId });
    const answer = answers.find((a) => 'requestId' in a && a.requestId === requestId);
    if (!answer || answer.type === 'error') throw new Error(`setup command ${String(command.type)} failed: ${JSON.stringify(answer)}`);
    return answer as HostEvent & Record<string, unknown>;
  };
  const created = ask({ type: 'create_game', seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bo', kind: 'human' }], seed: 1, options: { timerMode: 'TIMERLESS', reviewSeconds: 0 }, start: true });
  const gameId = created.gameId as string;
  for (const player of ['P1', 'P2']) ask({ type: 'claim_seat', gameId, player });
  const session = host.session(gameId)!;
  const phaseSerial = sessionWindow(session.module, session.context)!.id;

  if (mode !== 'baseline') {
    for (let t = 0; t < BOT_TABLES; t++) {
      const seats = Array.from({ length: BOTS_PER_TABLE }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, botLevel: 'hard' as const }));
      host.createGame({ seats, seed: 100 + t, options: { timerMode: 'TIMERLESS', reviewSeconds: 0 }, start: true });
    }
  }
  await sleep(WARMUP_MS);

  const count = Math.round((seconds * 1000) / INTERVAL_MS);
  const decisionsBefore = bots.count();
  const started = Date.now();
  client = new Worker(CLIENT, { eval: true, workerData: { gameId, player: 'P1', phaseSerial, count, intervalMs: INTERVAL_MS } });
  client.on('message', (command: unknown) => {
    if (command && typeof command === 'object' && 'type' in command) connection.receive(command);
  });
  const result = await new Promise<{ samples: number[]; refused: string[] }>((resolve, reject) => {
    client!.on('message', (message: unknown) => {
      if (message && typeof message === 'object' && 'samples' in message) resolve(message as { samples: number[]; refused: string[] });
    });
    client!.on('error', reject);
  });
  const elapsed = (Date.now() - started) / 1000;
  const decisions = bots.count() - decisionsBefore;
  await client.terminate();
  booted.close();
  await bots.service.close?.();
  rmSync(dir, { recursive: true, force: true });
  return { samples: result.samples, refused: result.refused, decisions, seconds: elapsed };
}

const load = [loadavg()[0]];
const rounds = new Map<Mode, Round[]>([['baseline', []], ['in-process', []], ['workers', []]]);
for (let r = 0; r < ROUNDS; r++) for (const mode of rounds.keys()) rounds.get(mode)!.push(await round(mode, SECONDS / ROUNDS));
load.push(loadavg()[0]);

function runOf(mode: Mode): Run {
  const all = rounds.get(mode)!;
  const samples = all.flatMap((r) => r.samples);
  const decisions = all.reduce((n, r) => n + r.decisions, 0);
  const seconds = all.reduce((n, r) => n + r.seconds, 0);
  return { latency: percentiles(samples), samples: samples.length, refused: [...new Set(all.flatMap((r) => r.refused))], botDecisionsPerSecond: +(decisions / seconds).toFixed(1) };
}
const baseline = runOf('baseline');
const inProcess = runOf('in-process');
const workers = runOf('workers');

const line = (name: string, r: Run) =>
  `${name.padEnd(30)} p50 ${r.latency.median} ms, p95 ${r.latency.p95} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms` +
  (name.startsWith('(c)') ? '' : `; bot decisions/s ${r.botDecisionsPerSecond}`) +
  (r.refused.length > 0 ? `; REFUSED: ${r.refused.join(', ')}` : '');
const added = (r: Run) => +(r.latency.p99 - baseline.latency.p99).toFixed(2);

console.log(`one command on table 10 (act, every ${INTERVAL_MS} ms for ${SECONDS} s in ${ROUNDS} rounds, ${baseline.samples} samples per run) while ${BOT_TABLES} tables of ${BOTS_PER_TABLE} hard bots (budget ${BUDGET_MS} ms) play`);
console.log(line('(c) baseline, no bots', baseline));
console.log(line('(a) in-process bots', inProcess));
console.log(line(`(b) worker pool (${defaultPoolSize()} thread${defaultPoolSize() === 1 ? '' : 's'})`, workers));
console.log(`added p99 over the baseline: in-process ${added(inProcess)} ms, worker pool ${added(workers)} ms (target ≤ 5 ms)`);
console.log(`machine: ${availableParallelism()} cores, load average ${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end`);
console.log(JSON.stringify({ baseline, inProcess, workers, poolSize: defaultPoolSize(), addedP99: { inProcess: added(inProcess), workers: added(workers) }, cores: availableParallelism(), load }));
