/**
 * `npm run bench:lan`: the time from sending an accepted command to a real host process on loopback to the
 * moment the last client holds its new view — median and p99 over many commands — next to a raw WebSocket
 * broadcast of the same message size, and the host process's memory. Two scenarios (`--scenario
 * table|class|all`, default all): `table`, 40 clients of one 20-seat game (20 seated players, 20 spectators);
 * `class`, a class of 6 tables × 6 students with a projector per table and the teacher's dashboard
 * (bench-lan-class.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { benchClass, printClass } from './bench-lan-class.ts';
import { benchEcho, lastArrival, ROUNDS, rssMb, WARMUP } from './bench-lan-common.ts';
import { openHostSocket as open, percentiles, request as ask, startNode } from './processes.ts';

const PLAYERS = 20;
const SPECTATORS = 20;

async function benchHost() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sectors-benchlan-'));
  const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', dataDir, '--bot-think', '0'], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const port = Number(match[1]);
  const url = `ws://127.0.0.1:${port}/ws`;
  const rssIdle = rssMb(child.pid!);
  const facilitator = await open(url);
  const created = await ask(facilitator, {
    type: 'create_game', seats: Array.from({ length: PLAYERS }, (_, i) => ({ name: `Player ${i + 1}`, kind: 'human' })),
    seed: 1, options: { timerMode: 'TIMERLESS' }, start: true,
  });
  const code = created.joinCode as string;
  const gameId = created.gameId as string;
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => open(url)));
  for (const [i, p] of players.entries()) await ask(p, { type: 'join', code, seat: `P${i + 1}` });
  const spectators = await Promise.all(Array.from({ length: SPECTATORS }, () => open(url)));
  for (const s of spectators) await ask(s, { type: 'spectate', code });
  const clients = [...players, ...spectators];
  await new Promise((r) => setTimeout(r, 300));

  // Players 1..19 take turns readying and un-readying (player 20 never readies, so the phase never ends):
  // each connection sends at a human rate, well inside the host's per-connection rate limit.
  const actors = PLAYERS - 1;
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const arrival = lastArrival(clients.map((client) => ({ client, marker: '{"type":"view"' })));
    const seat = i % actors;
    const ready = Math.floor(i / actors) % 2 === 0;
    const start = performance.now();
    players[seat].send(JSON.stringify({ type: 'act', gameId, player: `P${seat + 1}`, phaseSerial: 1, clientSeq: i + 1, action: { type: ready ? 'READY' : 'UNREADY' } }));
    const done = await arrival;
    bytes = done.bytes;
    if (i >= WARMUP) samples.push(done.at - start);
  }
  const rssAfter = rssMb(child.pid!);
  for (const c of [...clients, facilitator]) c.terminate();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  return { latency: percentiles(samples), viewBytes: bytes, rssIdleMb: rssIdle, rssMb: rssAfter };
}

async function table(): Promise<void> {
  const host = await benchHost();
  const echo = await benchEcho(host.viewBytes, PLAYERS + SPECTATORS);
  const ratio = +(host.latency.p99 / echo.p99).toFixed(2);
  console.log(`clients: ${PLAYERS} players + ${SPECTATORS} spectators on loopback, ${ROUNDS} accepted commands, view message ${host.viewBytes} bytes`);
  console.log(`host: command → last client has its view: median ${host.latency.median} ms, p99 ${host.latency.p99} ms, max ${host.latency.max} ms`);
  console.log(`raw WebSocket broadcast of the same size: median ${echo.median} ms, p99 ${echo.p99} ms`);
  console.log(`p99 ratio host / raw: ${ratio} (target ≤ 3); host memory ${host.rssIdleMb} MB idle → ${host.rssMb} MB with 41 connections`);
  console.log(JSON.stringify({ host, echo, ratio }));
}

const SCENARIOS = ['table', 'class', 'all'] as const;
const { values } = parseArgs({ options: { scenario: { type: 'string', default: 'all' } } });
const scenario = values.scenario as (typeof SCENARIOS)[number];
if (!SCENARIOS.includes(scenario)) {
  console.error(`--scenario must be one of ${SCENARIOS.join(', ')}, not ${values.scenario}`);
  process.exit(2);
}
if (scenario !== 'class') await table();
if (scenario === 'all') console.log('');
if (scenario !== 'table') printClass(await benchClass());
