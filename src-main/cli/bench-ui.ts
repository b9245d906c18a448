/**
 * `npm run bench:ui`: is the board smooth with 20 seats and 12 companies? A 20-seat game is played by bots on
 * the engine until 12 companies exist, imported into a real host (`serve --api-only` plus the built renderer),
 * and opened in Debian Chromium as a seated player's board. Measured: the time from a command sent to the host
 * until the player's page shows the change (a ready toggle: small update; a phase change: large update), and
 * Chromium's own counters (script, layout and style time per update, JS heap).
 *
 * Also what a running countdown costs: a seated player's board at 1366×768, main-thread busy share (CDP
 * TaskDuration over wall time) and layouts per second over 10 s while the phase timer runs, beside the same page
 * with the game paused (the baseline, measured in the same run). Measured on a timed 4-seat game at turn 1 (one
 * human, three bots) and on a timed copy of the crowded game. `--timer-only` stops after the first.
 * `--game KIND` (default sectors): the bench plays a Sectors board, so only Sectors has it so far.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { applyInPlace, create } from '../../src-shared/games/sectors/engine.ts';
import { simulateGame } from '../../src-shared/games/sectors/testing/sim.ts';
import type { Input } from '../../src-shared/games/sectors/types.ts';
import { HOST_VERSION } from '../host/version.ts';
import type { WebSocket } from 'ws';
import { openSocket, percentiles, request, startNode } from './processes.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from './tool-args.ts';

const SEATS = 20;
/** How long each main-thread sample lasts. */
const SAMPLE_MS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const root = resolve(import.meta.dirname, '../..');
const USAGE = `usage: npm run bench:ui -- [--game KIND] [--timer-only]
${gameUsageLine(gameRegistry, 16)}
  --timer-only  measure only what a running countdown costs on a 4-seat board`;

function parse(argv: string[]): { timerOnly: boolean } {
  const { values } = parseToolOptions(argv, USAGE, { 'timer-only': { type: 'boolean', default: false } });
  return { timerOnly: values['timer-only'] };
}

/** Plays a 20-seat game with bots and cuts it at the first stock round with at least 12 companies. */
function crowdedGame() {
  // Three sectors gain about one company every third turn: 12 companies take a long game.
  const config = makeConfig(SEATS, { maxTurns: 23, timerMode: 'TIMERLESS', reviewSeconds: 0 });
  for (let seed = 1; seed < 50; seed++) {
    const { inputs } = simulateGame({ config, seed, recordInputs: true });
    const s = create(config, seed);
    progress(`seed ${seed}: ${inputs.length} inputs simulated`);
    for (let i = 0; i < inputs.length; i++) {
      applyInPlace(s, inputs[i]);
      if (s.status === 'RUNNING' && s.phase === 'PLACE_STOCK_ORDERS' && s.companies.length >= 12) {
        return { config, seed, inputs: inputs.slice(0, i + 1) as Input[], state: s };
      }
    }
  }
  throw new Error('no seed reached 12 companies');
}

const progress = (text: string) => console.error(`[bench:ui] ${text}`);
type Metrics = Record<string, number>;
type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;
const readMetrics = async (cdp: Cdp): Promise<Metrics> =>
  Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((m) => [m.name, m.value]));

/** Main-thread share (TaskDuration over wall time, %) and layouts / style recalculations per second over SAMPLE_MS. */
async function mainThread(cdp: Cdp, page: Page) {
  const a = await readMetrics(cdp);
  await page.waitForTimeout(SAMPLE_MS);
  const b = await readMetrics(cdp);
  const seconds = b.Timestamp - a.Timestamp;
  return {
    busyPercent: +(((b.TaskDuration - a.TaskDuration) / seconds) * 100).toFixed(1),
    layoutsPerSecond: +((b.LayoutCount - a.LayoutCount) / seconds).toFixed(1),
    stylesPerSecond: +((b.RecalcStyleCount - a.RecalcStyleCount) / seconds).toFixed(1),
  };
}

type Table = { socket: WebSocket; gameId: string; joinCode: string };

/** A timed table of one human and three bots at turn 1 (pace 3: the first phase lasts minutes). */
async function smallTimedTable(port: number): Promise<Table> {
  const socket = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const seats = [{ name: 'Bench', kind: 'human' }, ...['Ada', 'Bo', 'Cy'].map((n) => ({ name: `Bot ${n}`, kind: 'bot', botLevel: 'easy' }))];
  const options = { timerMode: 'TIMED', phaseTimeMultiplier: 3 };
  const created = await request(socket, { type: 'create_game', name: 'Timer cost', seats, options, start: true });
  return { socket, gameId: created.gameId as string, joinCode: created.joinCode as string };
}

/**
 * A seated player's board at 1366×768 with the phase countdown running, then paused (the baseline: the same
 * page, nothing but the timer stopped). The page joins the first free seat of `table`, whose socket facilitates.
 */
async function timerCost(browser: Browser, port: number, table: Table, name: string) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${port}/#/join/${table.joinCode}`);
  await page.getByTestId('join-name-input').fill('Bench');
  await page.getByTestId('join-submit').click();
  await page.getByTestId('countdown').locator('.time').waitFor();
  // Let the bots' first decisions and the charts' first drawing pass.
  await page.waitForTimeout(2_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  progress(`${name}: sampling the running countdown…`);
  const running = await mainThread(cdp, page);
  const phase = (await page.getByTestId('phase-name').textContent())?.trim();
  await request(table.socket, { type: 'control', gameId: table.gameId, command: 'pause' });
  await page.locator('[data-testid="phase-bar"] .timer.paused').waitFor();
  await page.waitForTimeout(500);
  progress(`${name}: sampling the paused board…`);
  const paused = await mainThread(cdp, page);
  await page.screenshot({ path: `test-results/screenshots/bench-ui-timer-${name}.png` });
  await page.close();
  table.socket.terminate();
  const result = { name, phase, running, paused };
  console.log(`${name} board (${phase}, 1366×768), running countdown: main thread ${running.busyPercent} % busy, ${running.layoutsPerSecond} layouts/s, ${running.stylesPerSecond} style recalcs/s`);
  console.log(`${name} board, same page paused (baseline): main thread ${paused.busyPercent} % busy, ${paused.layoutsPerSecond} layouts/s, ${paused.stylesPerSecond} style recalcs/s`);
  console.log(JSON.stringify({ timer: result }));
  return result;
}

async function benchUiSectors(argv: string[]): Promise<void> {
  const { timerOnly } = parse(argv);
  // The page is the built renderer: build it if sources changed (the same check `npm run serve` makes).
  await new Promise<void>((res, rej) => spawn(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' }).once('exit', (code) => (code === 0 ? res() : rej(new Error(`build failed (${code})`)))));
  const dataDir = mkdtempSync(join(tmpdir(), 'sectors-benchui-'));
  progress('starting the host…');
  const host = await startNode(['src-main/cli/serve.ts', '--port', '0', '--data', dataDir], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const port = Number(host.match[1]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  await timerCost(browser, port, await smallTimedTable(port), 'solo');
  if (timerOnly) {
    await browser.close();
    host.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  const game = (progress('playing a 20-seat game on the engine until 12 companies exist…'), crowdedGame());
  progress(`seed ${game.seed}: ${game.inputs.length} inputs, turn ${game.state.turn}`);
  const companies = game.state.companies.length;
  const file = {
    format: 'sectors-game', version: 1, app: HOST_VERSION, name: 'Crowded table', exportedAt: Date.now(), seed: game.seed,
    config: game.config, seats: game.state.players.map((p) => ({ player: p.id, name: p.name, kind: 'human', botLevel: null })),
    inputs: game.inputs, final: { turn: game.state.turn, phase: game.state.phase, status: game.state.status },
  };
  // The same crowded game as a timed copy (pace 3): what a running countdown costs on a full board. Measured before
  // the untimed game is imported: its absent seats would pass their grace period (and count as ready) meanwhile.
  const timedSocket = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const timedFile = { ...file, config: { ...file.config, timerMode: 'TIMED', phaseTimeMultiplier: 3 } };
  const timedCopy = await request(timedSocket, { type: 'import_game', file: timedFile });
  await timerCost(browser, port, { socket: timedSocket, gameId: timedCopy.gameId as string, joinCode: timedCopy.joinCode as string }, 'crowded');

  progress('importing the crowded game…');
  const facilitator = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const imported = await request(facilitator, { type: 'import_game', file });
  const joinCode = imported.joinCode as string;
  const gameId = imported.gameId as string;
  const other = await openSocket(`ws://127.0.0.1:${port}/ws`);
  await request(other, { type: 'join', code: joinCode, seat: 'P2' });

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/#/join/${joinCode}`);
  await page.getByTestId('join-name-input').fill('Bench');
  await page.getByTestId('join-submit').click();
  await page.getByTestId('board-screen').waitFor().catch(async (err) => {
    await page.screenshot({ path: 'test-results/screenshots/bench-ui-failed.png', fullPage: true });
    throw err;
  });
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = () => readMetrics(cdp);

  progress('board open; measuring…');
  // Small updates: another seat toggles READY; the page's ready list shows it.
  await page.evaluate(() => {
    const w = window as unknown as { changes: number[] };
    w.changes = [];
    new MutationObserver(() => w.changes.push(Date.now())).observe(document.querySelector('[data-testid="ready-list"]')!, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const before = await metrics();
  const small: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const count = await page.evaluate(() => (window as unknown as { changes: number[] }).changes.length);
    const sent = Date.now();
    const phaseSerial = await page.evaluate(() => Number(document.querySelector('[data-testid="phase-bar"]')!.getAttribute('data-phase-serial')));
    other.send(JSON.stringify({ type: 'act', gameId, player: 'P2', phaseSerial, clientSeq: i + 1, action: { type: i % 2 === 0 ? 'READY' : 'UNREADY' } }));
    await page.waitForFunction((n) => (window as unknown as { changes: number[] }).changes.length > n, count);
    const at = await page.evaluate((n) => (window as unknown as { changes: number[] }).changes[n], count);
    small.push(at - sent);
    await page.waitForTimeout(50);
  }
  const afterSmall = await metrics();

  // Large updates: the facilitator ends the phase; the page shows the next phase instance.
  const large: number[] = [];
  for (let i = 0; i < Math.min(ROUNDS, 30); i++) {
    const serialBefore = await page.evaluate(() => document.querySelector('[data-testid="phase-bar"]')?.getAttribute('data-phase-serial'));
    const sent = Date.now();
    facilitator.send(JSON.stringify({ type: 'control', gameId, command: 'end_phase' }));
    await page.waitForFunction((s) => {
      const bar = document.querySelector('[data-testid="phase-bar"]');
      return bar !== null && bar.getAttribute('data-phase-serial') !== s;
    }, serialBefore);
    large.push(Date.now() - sent);
    await page.waitForTimeout(100);
  }
  const afterLarge = await metrics();
  const turn = await page.evaluate(() => document.querySelector('[data-testid="phase-name"]')?.textContent?.trim());
  await page.screenshot({ path: 'test-results/screenshots/bench-ui-crowded.png', fullPage: true });
  await browser.close();
  facilitator.terminate();
  other.terminate();
  host.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const per = (a: Record<string, number>, b: Record<string, number>, key: string, n: number) => +(((b[key] - a[key]) * 1000) / n).toFixed(1);
  const result = {
    seats: SEATS, companies, turn: game.state.turn,
    smallUpdateMs: percentiles(small), largeUpdateMs: percentiles(large),
    perSmallUpdate: { scriptMs: per(before, afterSmall, 'ScriptDuration', small.length), layoutMs: per(before, afterSmall, 'LayoutDuration', small.length), styleMs: per(before, afterSmall, 'RecalcStyleDuration', small.length) },
    perLargeUpdate: { scriptMs: per(afterSmall, afterLarge, 'ScriptDuration', large.length), layoutMs: per(afterSmall, afterLarge, 'LayoutDuration', large.length), styleMs: per(afterSmall, afterLarge, 'RecalcStyleDuration', large.length) },
    jsHeapMb: Math.round(afterLarge.JSHeapUsedSize / 1024 / 1024), domNodes: afterLarge.Nodes,
    lastPhase: turn,
  };
  console.log(`board with ${SEATS} seats and ${companies} companies (turn ${game.state.turn}), seated player's page in Chromium:`);
  console.log(`small update (another seat readies) → page shows it: median ${result.smallUpdateMs.median} ms, p95 ${result.smallUpdateMs.p95} ms, max ${result.smallUpdateMs.max} ms`);
  console.log(`large update (phase ends) → page shows the next phase: median ${result.largeUpdateMs.median} ms, p95 ${result.largeUpdateMs.p95} ms, max ${result.largeUpdateMs.max} ms`);
  console.log(`Chromium per update: small ${JSON.stringify(result.perSmallUpdate)}, large ${JSON.stringify(result.perLargeUpdate)}; JS heap ${result.jsHeapMb} MB, ${result.domNodes} DOM nodes`);
  console.log(JSON.stringify(result));
}

await runGameCli('npm run bench:ui', process.argv.slice(2), { sectors: benchUiSectors }, gameRegistry);
