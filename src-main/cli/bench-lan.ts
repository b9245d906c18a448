/**
 * `npm run bench:lan`: with 40 clients connected to a real host process on loopback (20 seated players and
 * 20 spectators of a 20-seat game), the time from sending an accepted command to the moment the last client
 * holds its new view — median and p99 over many commands — next to a raw WebSocket broadcast of the same
 * message size, and the host process's memory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { openSocket as open, percentiles, request as ask, startNode } from './processes.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const PLAYERS = 20;
const SPECTATORS = 20;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

/** Resolves with the time at which every client has received one more view message than `counts` says. */
function lastArrival(clients: WebSocket[], marker: string): Promise<{ at: number; bytes: number }> {
  return new Promise((resolvePromise) => {
    let waiting = clients.length;
    let latest = 0;
    let bytes = 0;
    for (const client of clients) {
      const onMessage = (data: Buffer) => {
        // Only the prefix is inspected: parsing 40 large views here would measure this process, not the host.
        if (data.subarray(0, marker.length).toString() !== marker) return;
        client.off('message', onMessage);
        latest = Math.max(latest, performance.now());
        bytes = data.length;
        if (--waiting === 0) resolvePromise({ at: latest, bytes });
      };
      client.on('message', onMessage);
    }
  });
}

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
  for (let i = 0; i < ROUNDS + 20; i++) {
    const arrival = lastArrival(clients, '{"type":"view"');
    const seat = i % actors;
    const ready = Math.floor(i / actors) % 2 === 0;
    const start = performance.now();
    players[seat].send(JSON.stringify({ type: 'act', gameId, player: `P${seat + 1}`, phaseSerial: 1, clientSeq: i + 1, action: { type: ready ? 'READY' : 'UNREADY' } }));
    const done = await arrival;
    bytes = done.bytes;
    if (i >= 20) samples.push(done.at - start); // the first rounds warm up the JIT
  }
  const rssAfter = rssMb(child.pid!);
  for (const c of [...clients, facilitator]) c.terminate();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  return { latency: percentiles(samples), viewBytes: bytes, rssIdleMb: rssIdle, rssMb: rssAfter };
}

async function benchEcho(payloadBytes: number) {
  const { child, match } = await startNode(['src-main/cli/bench-echo-server.ts', String(payloadBytes)], /ECHO_PORT (\d+)/);
  const port = Number(match[1]);
  const url = `ws://127.0.0.1:${port}`;
  const clients = await Promise.all(Array.from({ length: PLAYERS + SPECTATORS }, () => open(url)));
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + 20; i++) {
    const arrival = lastArrival(clients, '{"type":"view"');
    const start = performance.now();
    clients[0].send(String(i));
    const done = await arrival;
    if (i >= 20) samples.push(done.at - start);
  }
  for (const c of clients) c.terminate();
  child.kill('SIGTERM');
  return percentiles(samples);
}

const host = await benchHost();
const echo = await benchEcho(host.viewBytes);
const ratio = +(host.latency.p99 / echo.p99).toFixed(2);
console.log(`clients: ${PLAYERS} players + ${SPECTATORS} spectators on loopback, ${ROUNDS} accepted commands, view message ${host.viewBytes} bytes`);
console.log(`host: command → last client has its view: median ${host.latency.median} ms, p99 ${host.latency.p99} ms, max ${host.latency.max} ms`);
console.log(`raw WebSocket broadcast of the same size: median ${echo.median} ms, p99 ${echo.p99} ms`);
console.log(`p99 ratio host / raw: ${ratio} (target ≤ 3); host memory ${host.rssIdleMb} MB idle → ${host.rssMb} MB with 41 connections`);
console.log(JSON.stringify({ host, echo, ratio }));
