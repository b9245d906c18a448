/**
 * `npm run bench:lan`: the time from sending an accepted command to a real host process on loopback to the
 * moment the last client holds its new view — median and p99 over many commands — next to a raw WebSocket
 * broadcast of the same message size, and the host process's memory, for any game (`--game`, `--option`; the
 * change a seat makes is bench-lan-toggle.ts's). Two scenarios (`--scenario table|class|all`, default all):
 * `table`, 40 clients of one game of the most seats it takes up to 20 (its seated players, spectators for the
 * rest); `class`, a class of 6 tables × 6 students (or the most seats the game takes) with a projector per table
 * and the teacher's dashboard (bench-lan-class.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchClass, printClass } from './bench-lan-class.ts';
import { benchEcho, lastArrival, ROUNDS, rssMb, WARMUP } from './bench-lan-common.ts';
import { openHostSocket as open, percentiles, request as ask, startNode } from './processes.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { LAN_TABLE, receivesOwnChange, startToggles, toggleCommand } from './bench-lan-toggle.ts';
import { toolsOf } from './engine-tool-args.ts';
import { aliasFlags, optionUsage, readGameOptions, seatNames, usableAliases } from './game-options.ts';
import { everyGame } from './game-tools.ts';
import { gameUsageLine, parseToolOptions, runGameCli, UsageError } from './tool-args.ts';

/** Clients of the table scenario: the game's seats (at most 20) and spectators up to 40. */
const CLIENTS = 40;

async function benchHost(module: AnyGameModule, options: Record<string, unknown>) {
  const seats = Math.min(module.meta.players.max, 20);
  const seed = 1;
  const { window, toggles } = startToggles(module, seats, options, seed);
  const dataDir = mkdtempSync(join(tmpdir(), `${module.meta.kind}-benchlan-`));
  const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', dataDir, '--bot-think', '0'], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const port = Number(match[1]);
  const url = `ws://127.0.0.1:${port}/ws`;
  const rssIdle = rssMb(child.pid!);
  const facilitator = await open(url);
  const names = seatNames(seats);
  const created = await ask(facilitator, {
    type: 'create_game', game: module.meta.kind, seats: names.map((name) => ({ name, kind: 'human' })),
    seed, options: { ...options, timerMode: LAN_TABLE.timerMode }, start: true,
  });
  if (created.type !== 'game_created') throw new Error(`the host refused the game: ${JSON.stringify(created)}`);
  const code = created.joinCode as string;
  const gameId = created.gameId as string;
  const players = await Promise.all(names.map(() => open(url)));
  const tokens: string[] = [];
  for (const [i, p] of players.entries()) tokens.push((await ask(p, { type: 'join', code, seat: `P${i + 1}` })).token as string);
  const spectators = await Promise.all(Array.from({ length: CLIENTS - seats }, () => open(url)));
  for (const s of spectators) await ask(s, { type: 'spectate', code });
  const clients = [...players, ...spectators];
  await new Promise((r) => setTimeout(r, 300));

  // Seats 1..n-1 take turns with their toggle — readied then back, or gone then back — (seat n never readies, so
  // the window never ends): each connection sends at a human rate, well inside the host's per-connection limit.
  const actors = seats - 1;
  const gone = new Set<number>();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const seat = i % actors;
    const on = Math.floor(i / actors) % 2 === 0;
    const toggle = toggles[seat];
    // A seat whose player has left (this one now, or earlier in this pass) watches nothing until it comes back.
    if (!receivesOwnChange(toggle)) (on ? gone.add(seat) : gone.delete(seat));
    const receivers = clients.filter((c) => !gone.has(players.indexOf(c)));
    const arrival = lastArrival(receivers.map((client) => ({ client, marker: '{"type":"view"' })));
    const start = performance.now();
    const rejoin = { type: 'join', code, token: tokens[seat] };
    const answer = ask(players[seat], toggleCommand(toggle, on, { gameId, player: `P${seat + 1}`, phaseSerial: window, clientSeq: i + 1, rejoin }));
    const reply = await answer;
    if (reply.type === 'error') throw new Error(`the host refused the bench's command: ${JSON.stringify(reply)}`);
    const done = await arrival;
    bytes = done.bytes;
    if (i >= WARMUP) samples.push(done.at - start);
  }
  const rssAfter = rssMb(child.pid!);
  for (const c of [...clients, facilitator]) c.terminate();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  const small = toggles[0].kind === 'ready' ? 'a seat readies, then takes it back' : "a seat's player leaves, then comes back";
  return { game: module.meta.kind, seats, spectators: CLIENTS - seats, update: small, latency: percentiles(samples), viewBytes: bytes, rssIdleMb: rssIdle, rssMb: rssAfter };
}

async function table(module: AnyGameModule, options: Record<string, unknown>): Promise<void> {
  const host = await benchHost(module, options);
  const echo = await benchEcho(host.viewBytes, CLIENTS);
  const ratio = +(host.latency.p99 / echo.p99).toFixed(2);
  console.log(`${module.meta.title}: ${host.seats} players + ${host.spectators} spectators on loopback, ${ROUNDS} accepted commands (${host.update}), view message ${host.viewBytes} bytes`);
  console.log(`host: command → last client has its view: median ${host.latency.median} ms, p99 ${host.latency.p99} ms, max ${host.latency.max} ms`);
  console.log(`raw WebSocket broadcast of the same size: median ${echo.median} ms, p99 ${echo.p99} ms`);
  console.log(`p99 ratio host / raw: ${ratio} (target ≤ 3); host memory ${host.rssIdleMb} MB idle → ${host.rssMb} MB with ${CLIENTS + 1} connections`);
  console.log(JSON.stringify({ host, echo, ratio }));
}

const SCENARIOS = ['table', 'class', 'all'] as const;

async function benchLan(module: AnyGameModule, argv: string[]): Promise<void> {
  const tools = toolsOf(module);
  const aliases = usableAliases(tools, ['option', 'help', 'scenario']);
  const usage = `usage: npm run bench:lan -- [--game KIND] [--scenario table|class|all] [--option K=V]...
${gameUsageLine(gameRegistry, 17)}
${optionUsage(module, tools, aliases, 17)}`;
  const { values } = parseToolOptions(argv, usage, { ...aliasFlags(aliases), option: { type: 'string', multiple: true }, scenario: { type: 'string', default: 'all' } });
  const scenario = values.scenario as (typeof SCENARIOS)[number];
  if (!SCENARIOS.includes(scenario)) throw new UsageError(`--scenario must be one of ${SCENARIOS.join(', ')}, not ${String(values.scenario)}\n${usage}`);
  const options = readGameOptions(module, tools, aliases, values as { option?: string[] }, usage);
  if (scenario !== 'class') await table(module, options);
  if (scenario === 'all') console.log('');
  if (scenario !== 'table') printClass(await benchClass(module, options));
}

await runGameCli('npm run bench:lan', process.argv.slice(2), everyGame(gameRegistry, benchLan), gameRegistry);
