/**
 * `npm run bench:gate [-- --json]`: how long a single message can stall every other table (issue 20, item 7).
 *
 * A host (`serve --api-only`, its own process, as players run it) plays three all-bot tables while a probe — a
 * player at a fourth table — asks `check` every 5 ms and times each answer. Then single messages are sent,
 * one at a time, from the host machine (the only peer allowed large messages): imports of the longest game the
 * bots play here (12 seats, 23 turns) as it is and padded to 4 Mi characters, its export, its history, a `check`
 * nested 30,000 deep (64 KiB) and 2 million deep (4 Mi characters), and ten 15 MB frames at once. For each, the
 * probe's worst and p99 round trip while it was handled, beside the probe's own figures with nothing else sent
 * (the baseline, measured in the same run), and the host's resident memory. Run it on another checkout to get
 * the "before" figures: it speaks only the protocol.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { openSocket, percentiles, request, startNode } from './processes.ts';

type Json = Record<string, unknown>;
const json = process.argv.includes('--json');
const say = (line: string) => {
  if (!json) console.log(line);
};

const data = mkdtempSync(join(tmpdir(), 'sectors-gate-'));
const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', data, '--bot-think', '0'], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
const url = `ws://127.0.0.1:${match[1]}/ws`;
const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function greeted(): Promise<WebSocket> {
  const socket = await openSocket(url);
  await request(socket, { type: 'hello', protocol: 1, client: { kind: 'test' } });
  return socket;
}

const bots = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot', botLevel: 'random' }));
const host = await greeted();

// The longest game the bots play here: 12 seats, 23 turns.
say('playing the longest game (12 random bots, 23 turns)…');
const long = await request(host, { type: 'create_game', name: 'Long', seats: bots(12), seed: 7, start: true, options: { maxTurns: 23, timerMode: 'TIMERLESS', reviewSeconds: 0 } });
for (;;) {
  const games = (await request(host, { type: 'list_games' })).games as { id: string; status: string }[];
  if (games.find((g) => g.id === long.gameId)?.status === 'FINISHED') break;
  await sleep(250);
}
const file = (await request(host, { type: 'export_game', gameId: long.gameId })).file as Json & { inputs: unknown[] };

// Three tables playing on, and the probe's table.
for (let i = 0; i < 3; i++) await request(host, { type: 'create_game', name: `Busy ${i + 1}`, seats: bots(4), seed: 100 + i, start: true, options: { maxTurns: 23, timerMode: 'TIMERLESS', reviewSeconds: 1 } });
const table = await request(host, { type: 'create_game', name: 'Probe', seats: [{ name: 'Probe', kind: 'human' }, { name: 'Other', kind: 'human' }], options: { timerMode: 'TIMERLESS' } });
await request(host, { type: 'start_game', gameId: table.gameId });

/**
 * The probe runs on a thread of its own, so what this process does to send the big messages (masking 150 MB of
 * frames, say) never delays its clock: it sees only the host. It joins the table's first seat and, while
 * running, sends `check` every 5 ms and keeps each round trip.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { WebSocket } = require(workerData.ws);
const socket = new WebSocket(workerData.url);
let n = 0, running = false, samples = [], player = null;
const pending = new Map();
const ask = (command) => new Promise((resolve) => { const id = 'p' + (++n); pending.set(id, resolve); socket.send(JSON.stringify({ ...command, requestId: id })); });
socket.on('message', (data) => { const e = JSON.parse(data.toString()); const r = pending.get(e.requestId); if (r) { pending.delete(e.requestId); r(e); } });
socket.on('open', async () => {
  await ask({ type: 'hello', protocol: 1, client: { kind: 'test' } });
  player = (await ask({ type: 'join', code: workerData.code })).player;
  parentPort.postMessage({ ready: true });
});
async function loop() {
  while (running) {
    const sent = performance.now();
    await ask({ type: 'check', gameId: workerData.gameId, player, action: { type: 'SUBMIT_INFLUENCE_BID', points: 1 } });
    samples.push(performance.now() - sent);
    await new Promise((r) => setTimeout(r, 5));
  }
}
let done = null;
parentPort.on('message', (m) => {
  if (m === 'start') { samples = []; running = true; done = loop(); }
  if (m === 'stop') { running = false; done.then(() => parentPort.postMessage({ samples })); }
  if (m === 'exit') { socket.terminate(); process.exit(0); }
});
`;
const probeThread = new Worker(PROBE, { eval: true, workerData: { url, code: table.joinCode, gameId: table.gameId, ws: createRequire(import.meta.url).resolve('ws') } });
await new Promise((resolve) => probeThread.once('message', resolve));
await sleep(300);

/** The probe's round trips (ms) while `during` runs, and until `settleMs` after it. */
async function probeWhile(during: () => Promise<unknown>, settleMs = 300): Promise<number[]> {
  probeThread.postMessage('start');
  await sleep(100);
  await during();
  await sleep(settleMs);
  const answer = new Promise<{ samples: number[] }>((resolve) => probeThread.once('message', resolve));
  probeThread.postMessage('stop');
  return (await answer).samples;
}

/** Sends raw text as the host machine and waits for the answer to `requestId` (or for the socket to close). */
async function sendRaw(text: string, requestId: string): Promise<string> {
  const socket = await greeted();
  const answer = await new Promise<string>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as Json;
      if (event.requestId === requestId) resolve(`${String(event.type)}${event.reason ? ` ${String(event.reason)}` : ''}`);
    });
    socket.once('close', (code) => resolve(`closed ${code}`));
    socket.send(text);
  });
  socket.terminate();
  return answer;
}

const padded = (chars: number) => {
  const base = JSON.stringify({ type: 'import_game', file: { ...file, name: '' }, requestId: 'pad' });
  return JSON.stringify({ type: 'import_game', file: { ...file, name: 'x'.repeat(Math.max(0, chars - base.length)) }, requestId: 'pad' });
};
const nested = (depth: number, id: string) => `{"type":"check","gameId":"${String(table.gameId)}","player":"P1","action":${'['.repeat(depth)}${']'.repeat(depth)},"requestId":"${id}"}`;

type Row = { message: string; chars: number; answer: string; p99Ms: number; maxMs: number; rssBeforeMb: number; rssPeakMb: number; rssAfterMb: number };
const rows: Row[] = [];
async function measure(message: string, chars: number, send: () => Promise<string>): Promise<void> {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  let answer = '';
  const samples = await probeWhile(async () => (answer = await send()));
  clearInterval(sampler);
  const { p99, max } = percentiles(samples);
  rows.push({ message, chars, answer, p99Ms: p99, maxMs: max, rssBeforeMb: before, rssPeakMb: peak, rssAfterMb: rssMb() });
  say(`${message}: ${answer}; probe p99 ${p99} ms, worst ${max} ms`);
}

const baseline = percentiles(await probeWhile(() => sleep(3000), 0));
say(`baseline (nothing else sent, 3 s): probe p99 ${baseline.p99} ms, worst ${baseline.max} ms`);
const fileText = JSON.stringify({ type: 'import_game', file, requestId: 'imp' });
await measure(`import of the longest game (${file.inputs.length} inputs)`, fileText.length, () => sendRaw(fileText, 'imp'));
const big = padded(4_000_000);
await measure('the same import padded to 4 Mi characters', big.length, () => sendRaw(big, 'pad'));
await measure('export of the longest game', 0, () => request(host, { type: 'export_game', gameId: long.gameId }).then((a) => String(a.type)));
await measure('its history (first look: every step found)', 0, () => request(host, { type: 'history', gameId: long.gameId, step: 5 }).then((a) => String(a.type)));
const deep = nested(30_000, 'deep');
await measure('check nested 30,000 deep', deep.length, () => sendRaw(deep, 'deep'));
const deeper = nested(2_000_000, 'deeper');
await measure('check nested 2,000,000 deep', deeper.length, () => sendRaw(deeper, 'deeper'));
const frame = 'x'.repeat(15_000_000);
await measure('ten 15 MB frames at once', 10 * frame.length, async () => {
  const codes = await Promise.all(Array.from({ length: 10 }, async () => {
    const socket = await openSocket(url);
    return new Promise<number>((resolve) => {
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => undefined);
      socket.send(frame, () => setTimeout(() => socket.terminate(), 300));
    });
  }));
  return `closed ${[...new Set(codes)].sort().join('/')}`;
});

const worst = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
const summary = { baseline: { p99Ms: baseline.p99, maxMs: baseline.max }, messages: rows, worstStall: { message: worst.message, maxMs: worst.maxMs } };
if (json) console.log(JSON.stringify(summary, null, 2));
else console.log(`\nworst stall any single message caused other tables: ${worst.maxMs} ms (${worst.message}); baseline worst ${baseline.max} ms`);
host.terminate();
probeThread.postMessage('exit');
child.kill('SIGTERM');
process.exit(0);
