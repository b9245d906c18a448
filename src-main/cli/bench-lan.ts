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
import { benchClass, printClassBoth } from './bench-lan-class.ts';
import { benchEcho, featuresOf, lastArrival, loadNow, medianOf, ROUNDS, rssMb, viewMarkers, WARMUP, type ViewMode } from './bench-lan-common.ts';
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

async function benchHost(module: AnyGameModule, options: Record<string, unknown>, mode: ViewMode) {
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
  const players = await Promise.all(names.map(() => open(url, featuresOf(mode))));
  const tokens: string[] = [];
  for (const [i, p] of players.entries()) tokens.push((await ask(p, { type: 'join', code, seat: `P${i + 1}` })).token as string);
  const spectators = await Promise.all(Array.from({ length: CLIENTS - seats }, () => open(url, featuresOf(mode))));
  for (const s of spectators) await ask(s, { type: 'spectate', code });
  const clients = [...players, ...spectators];
  await new Promise((r) => setTimeout(r, 300));

  // Seats 1..n-1 take turns with their toggle — readied then back, or gone then back — (seat n never readies, so
  // the window never ends): each connection sends at a human rate, well inside the host's per-connection limit.
  const actors = seats - 1;
  const gone = new Set<number>();
  const samples: number[] = [];
  let bytes = 0;
  /** Every message size of every measured change, per client: the median is what a change costs one client. */
  const sizes: number[] = [];
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const seat = i % actors;
    const on = Math.floor(i / actors) % 2 === 0;
    const toggle = toggles[seat];
    // A seat whose player has left (this one now, or earlier in this pass) watches nothing until it comes back.
    if (!receivesOwnChange(toggle)) (on ? gone.add(seat) : gone.delete(seat));
    const receivers = clients.filter((c) => !gone.has(players.indexOf(c)));
    const arrival = lastArrival(receivers.map((client) => ({ client, marker: viewMarkers() })));
    const start = performance.now();
    const rejoin = { type: 'join', code, token: tokens[seat] };
    const answer = ask(players[seat], toggleCommand(toggle, on, { gameId, player: `P${seat + 1}`, phaseSerial: window, clientSeq: i + 1, rejoin }));
    const reply = await answer;
    if (reply.type === 'error') throw new Error(`the host refused the bench's command: ${JSON.stringify(reply)}`);
    const done = await arrival;
    bytes = done.bytes;
    if (i < WARMUP) continue;
    samples.push(done.at - start);
    sizes.push(...done.sizes);
  }
  const rssAfter = rssMb(child.pid!);
  for (const c of [...clients, facilitator]) c.terminate();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  const small = toggles[0].kind === 'ready' ? 'a seat readies, then takes it back' : "a seat's player leaves, then comes back";
  return { game: module.meta.kind, mode, seats, spectators: CLIENTS - seats, update: small, latency: percentiles(samples), lastBytes: bytes, medianBytes: medianOf(sizes), rssIdleMb: rssIdle, rssMb: rssAfter };
}

/**
 * The table twice: its 40 clients taking full views, then asking for view deltas (the browser's way). The raw
 * baseline broadcasts a full view's size; bytes are the median message a change costs one client.
 */
async function table(module: AnyGameModule, options: Record<string, unknown>): Promise<void> {
  const loadBefore = loadNow();
  const host = await benchHost(module, options, 'full');
  const deltas = await benchHost(module, options, 'delta');
  const viewBytes = host.medianBytes;
  const deltaBytes = deltas.medianBytes;
  const echo = await benchEcho(viewBytes, CLIENTS);
  const ratio = +(host.latency.p99 / echo.p99).toFixed(2);
  const deltaRatio = +(deltas.latency.p99 / echo.p99).toFixed(2);
  const bytesRatio = +(viewBytes / Math.max(1, deltaBytes)).toFixed(1);
  console.log(`${module.meta.title}: ${host.seats} players + ${host.spectators} spectators on loopback, ${ROUNDS} accepted commands (${host.update})`);
  console.log(`bytes per change per client (median): full view ${viewBytes}, view delta ${deltaBytes} — ${bytesRatio}× smaller (target ≥ 10)`);
  console.log(`host, full views: command → last client has its view: median ${host.latency.median} ms, p99 ${host.latency.p99} ms, max ${host.latency.max} ms`);
  console.log(`host, view deltas: command → last client has its delta: median ${deltas.latency.median} ms, p99 ${deltas.latency.p99} ms, max ${deltas.latency.max} ms`);
  console.log(`raw WebSocket broadcast of a full view's size: median ${echo.median} ms, p99 ${echo.p99} ms`);
  console.log(`p99 ratio host / raw: ${ratio} with full views, ${deltaRatio} with deltas (target ≤ 3); host memory ${host.rssIdleMb} MB idle → ${host.rssMb} MB with ${CLIENTS + 1} connections`);
  const load = { before: loadBefore, after: loadNow() };
  console.log(`machine load average (1, 5, 15 min): ${load.before.join(' ')} before, ${load.after.join(' ')} after`);
  console.log(JSON.stringify({ host, deltas, echo, ratio, deltaRatio, viewBytes, deltaBytes, bytesRatio, load }));
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
  if (scenario !== 'table') printClassBoth(await benchClass(module, options, 'full'), await benchClass(module, options, 'delta'));
}

await runGameCli('npm run bench:lan', process.argv.slice(2), everyGame(gameRegistry, benchLan), gameRegistry);
