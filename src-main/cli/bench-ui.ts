/**
 * `npm run bench:ui -- [--game KIND] [--option K=V]… [--timer-only]`: is the board smooth when it is crowded? A
 * game of the most seats the game takes (at most 20) is played forward by its bots on the engine and cut late
 * (bench-ui-position.ts), imported into a real host (`serve --api-only` plus the built renderer), and opened in
 * Debian Chromium as a seated player's board. Measured: the time from a command sent to the host until the
 * player's page shows the change (small update: another seat readies and takes it back, or — in a game where a
 * ready cannot be taken back — its player leaves and comes back; large update: the facilitator ends the window),
 * and Chromium's own counters (script, layout and style time per update, JS heap).
 *
 * Also what a running countdown costs: a seated player's board at 1366×768, main-thread busy share (CDP
 * TaskDuration over wall time) and layouts per second over 10 s while the window's timer runs, beside the same page
 * with the game paused (the baseline, measured in the same run). Measured on a timed 4-seat table at its start (one
 * human, the others bots) and on a timed copy of the crowded game. `--timer-only` stops after the first. Only the
 * shell's parts of the page are read (phase bar, ready list, countdown), which every game's board shows.
 *
 * Before the desk's page, a student's cheap phone seated at the crowded game, alone in front (bench-ui-phone.ts:
 * 390×844, CPU 4× slower, view deltas): the time from each view or delta arriving in its page to the board painted,
 * over small and large updates of its own (the desk's page then has the large updates that are left).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import type { WebSocket } from 'ws';
import { openPhone, phoneRounds, printPhone } from './bench-ui-phone.ts';
import { crowdedPosition, gameFile, OTHER_SEAT, type SmallUpdate } from './bench-ui-position.ts';
import { toolsOf } from './engine-tool-args.ts';
import { aliasFlags, optionUsage, readGameOptions, usableAliases } from './game-options.ts';
import { everyGame } from './game-tools.ts';
import { openHostSocket as openSocket, percentiles, request, startNode } from './processes.ts';
import { gameUsageLine, parseToolOptions, runGameCli } from './tool-args.ts';

/** How long each main-thread sample lasts. */
const SAMPLE_MS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
/** Large updates measured (each ends a window, so the cut leaves at least this many windows to end). */
const LARGE_ROUNDS = Math.min(ROUNDS, 30);
const root = resolve(import.meta.dirname, '../..');

function parse(module: AnyGameModule, argv: string[]): { timerOnly: boolean; options: Record<string, string | number | boolean> } {
  const tools = toolsOf(module);
  const aliases = usableAliases(tools, ['option', 'timer-only', 'help']);
  const usage = `usage: npm run bench:ui -- [--game KIND] [--option K=V]... [--timer-only]
${gameUsageLine(gameRegistry, 16)}
  --timer-only  measure only what a running countdown costs on a 4-seat board
${optionUsage(module, tools, aliases, 16)}`;
  const { values } = parseToolOptions(argv, usage, { ...aliasFlags(aliases), option: { type: 'string', multiple: true }, 'timer-only': { type: 'boolean', default: false } });
  return { timerOnly: values['timer-only'] === true, options: readGameOptions(module, tools, aliases, values as { option?: string[] }, usage) };
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

/** A timed table of one human and bots (4 seats or the nearest the game takes) at its start (pace 3: the first window lasts minutes). */
async function smallTimedTable(module: AnyGameModule, port: number, gameOptions: Record<string, unknown>): Promise<Table> {
  const socket = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const { min, max } = module.meta.players;
  const botLevel = module.bots.levels.includes('easy') ? 'easy' : module.bots.levels[0];
  const bots = Array.from({ length: Math.min(max, Math.max(min, 4)) - 1 }, (_, i) => ({ name: `Bot ${'ABCDEFGHIJKLMNOPQRS'[i]}`, kind: 'bot', botLevel }));
  const seats = [{ name: 'Bench', kind: 'human' }, ...bots];
  const options = { ...gameOptions, timerMode: 'TIMED', phaseTimeMultiplier: 3 };
  const created = await request(socket, { type: 'create_game', game: module.meta.kind, name: 'Timer cost', seats, options, start: true });
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

/** The small update `i` of the other seat's socket: a ready toggled, or its player leaving and coming back. */
function smallCommand(small: SmallUpdate, gameId: string, joinCode: string, token: string, i: number, phaseSerial: number): Record<string, unknown> {
  if (small.kind === 'presence') return i % 2 === 0 ? { type: 'leave', gameId } : { type: 'join', code: joinCode, token };
  const { player: _player, ...action } = i % 2 === 0 ? small.there : small.back;
  return { type: 'act', gameId, player: OTHER_SEAT, phaseSerial, clientSeq: i + 1, action };
}

/** The crowded game imported afresh, its facilitator's socket, and another seat's socket (P2) with its token. */
async function importedTable(port: number, file: unknown) {
  const facilitator = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const imported = await request(facilitator, { type: 'import_game', file });
  const joinCode = imported.joinCode as string;
  const gameId = imported.gameId as string;
  const other = await openSocket(`ws://127.0.0.1:${port}/ws`);
  // Its seat token: a presence update rejoins with it (a second join by code from one connection is refused).
  const otherToken = (await request(other, { type: 'join', code: joinCode, seat: OTHER_SEAT })).token as string;
  return { facilitator, other, otherToken, gameId, joinCode, close: () => [facilitator, other].forEach((s) => s.terminate()) };
}

async function benchUi(module: AnyGameModule, argv: string[]): Promise<void> {
  const { timerOnly, options } = parse(module, argv);
  // The position first: a game that cannot be played forward or cut fails before any process starts.
  const game = timerOnly ? null : (progress(`playing ${module.meta.title} forward on its engine…`), crowdedPosition(module, options, LARGE_ROUNDS));
  // The page is the built renderer: build it if sources changed (the same check `npm run serve` makes).
  await new Promise<void>((res, rej) => spawn(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' }).once('exit', (code) => (code === 0 ? res() : rej(new Error(`build failed (${code})`)))));
  const dataDir = mkdtempSync(join(tmpdir(), `${module.meta.kind}-benchui-`));
  progress('starting the host…');
  const host = await startNode(['src-main/cli/serve.ts', '--port', '0', '--data', dataDir], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const port = Number(host.match[1]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  await timerCost(browser, port, await smallTimedTable(module, port, options), 'solo');
  if (!game) {
    await browser.close();
    host.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  const file = game.file;
  const where = `${game.summary.turn === null ? '' : `turn ${game.summary.turn} `}${game.summary.phase ?? ''}`.trim();
  progress(`seed ${game.seed}: ${file.inputs.length} inputs, ${where}, public view ${Math.round(game.viewBytes / 1024)} KB`);
  // The same crowded game as a timed copy (pace 3): what a running countdown costs on a full board. Measured before
  // the untimed game is imported: its absent seats would pass their grace period (and count as ready) meanwhile.
  const timedSocket = await openSocket(`ws://127.0.0.1:${port}/ws`);
  const timed = { ...file.table!, timerMode: 'TIMED' as const, pace: 3 };
  const timedFile = gameFile(module, 'Crowded table (timed)', game.seats, game.seed, options, timed, file.inputs);
  const timedCopy = await request(timedSocket, { type: 'import_game', file: timedFile });
  await timerCost(browser, port, { socket: timedSocket, gameId: timedCopy.gameId as string, joinCode: timedCopy.joinCode as string }, 'crowded');

  // First a student's cheap phone seated at a copy of its own, alone in front (a page behind another gets no
  // frames); the desk's page then gets a fresh copy, so that the phone's updates take nothing from it.
  progress('a phone at the table: measuring…');
  const phoneTable = await importedTable(port, file);
  const onPhone = await phoneRounds(
    await openPhone(browser, port, phoneTable.joinCode),
    (i, phaseSerial) => request(phoneTable.other, smallCommand(game.small, phoneTable.gameId, phoneTable.joinCode, phoneTable.otherToken, i, phaseSerial)),
    () => request(phoneTable.facilitator, { type: 'control', gameId: phoneTable.gameId, command: 'end_phase' }),
    game.largeUpdates,
  );
  phoneTable.close();

  progress('importing the crowded game…');
  const { facilitator, other, otherToken, gameId, joinCode } = await importedTable(port, file);

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
  // Small updates: another seat toggles its ready (or its presence); the page's ready list shows it.
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
    const answer = await request(other, smallCommand(game.small, gameId, joinCode, otherToken, i, phaseSerial));
    if (answer.type === 'error') throw new Error(`the small update was refused: ${JSON.stringify(answer)}`);
    await page
      .waitForFunction((n) => (window as unknown as { changes: number[] }).changes.length > n, count)
      .catch(async (err: unknown) => {
        await page.screenshot({ path: 'test-results/screenshots/bench-ui-failed.png', fullPage: true });
        throw new Error(`the page's ready list did not show the small update (${game.small.kind}; test-results/screenshots/bench-ui-failed.png): ${String(err)}`);
      });
    const at = await page.evaluate((n) => (window as unknown as { changes: number[] }).changes[n], count);
    small.push(at - sent);
    await page.waitForTimeout(50);
  }
  const afterSmall = await metrics();

  // Large updates: the facilitator ends the phase; the page shows the next phase instance. Ended by hand, the game
  // may take a shorter path than the bots' game the position was cut from (nobody's orders, no votes): it can
  // reach its end first, and then the updates measured are the ones before it (their count is printed).
  const large: number[] = [];
  for (let i = 0; i < game.largeUpdates; i++) {
    const serialBefore = await page.evaluate(() => document.querySelector('[data-testid="phase-bar"]')?.getAttribute('data-phase-serial'));
    if (serialBefore === undefined) break;
    const sent = Date.now();
    const ended = await request(facilitator, { type: 'control', gameId, command: 'end_phase' });
    if (ended.type !== 'ack') throw new Error(`the host refused to end the phase: ${JSON.stringify(ended)}`);
    const next = await page
      .waitForFunction((s) => {
        if (document.querySelector('[data-testid="end-screen"]')) return 'ended';
        const bar = document.querySelector('[data-testid="phase-bar"]');
        return bar !== null && bar.getAttribute('data-phase-serial') !== s ? 'moved' : false;
      }, serialBefore)
      .catch(async (err: unknown) => {
        await page.screenshot({ path: 'test-results/screenshots/bench-ui-failed.png', fullPage: true });
        throw new Error(`the board did not move on from window ${serialBefore} after the facilitator ended it (test-results/screenshots/bench-ui-failed.png): ${String(err)}`);
      });
    if ((await next.jsonValue()) === 'ended') break;
    large.push(Date.now() - sent);
    await page.waitForTimeout(100);
  }
  if (large.length < 5) throw new Error(`only ${large.length} large updates before the game ended: cut the game earlier (fewer --option turns played) or play a longer one`);
  const afterLarge = await metrics();
  const turn = await page.evaluate(() => document.querySelector('[data-testid="phase-name"]')?.textContent?.trim());
  await page.screenshot({ path: 'test-results/screenshots/bench-ui-crowded.png', fullPage: true });
  await browser.close();
  facilitator.terminate();
  other.terminate();
  host.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const per = (a: Record<string, number>, b: Record<string, number>, key: string, n: number) => +(((b[key] - a[key]) * 1000) / n).toFixed(1);
  const smallKind = game.small.kind === 'ready' ? 'another seat readies and takes it back' : "another seat's player leaves and comes back";
  const result = {
    game: module.meta.kind, options, seats: game.seats, at: where, publicViewKb: Math.round(game.viewBytes / 1024), smallUpdate: smallKind,
    smallUpdateMs: percentiles(small), largeUpdates: large.length, largeUpdateMs: percentiles(large),
    perSmallUpdate: { scriptMs: per(before, afterSmall, 'ScriptDuration', small.length), layoutMs: per(before, afterSmall, 'LayoutDuration', small.length), styleMs: per(before, afterSmall, 'RecalcStyleDuration', small.length) },
    perLargeUpdate: { scriptMs: per(afterSmall, afterLarge, 'ScriptDuration', large.length), layoutMs: per(afterSmall, afterLarge, 'LayoutDuration', large.length), styleMs: per(afterSmall, afterLarge, 'RecalcStyleDuration', large.length) },
    jsHeapMb: Math.round(afterLarge.JSHeapUsedSize / 1024 / 1024), domNodes: afterLarge.Nodes,
    lastPhase: turn,
    phone: onPhone,
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
  };
  console.log(`${module.meta.title} board with ${game.seats} seats at ${where} (public view ${result.publicViewKb} KB), seated player's page in Chromium:`);
  console.log(`small update (${smallKind}) → page shows it: median ${result.smallUpdateMs.median} ms, p95 ${result.smallUpdateMs.p95} ms, max ${result.smallUpdateMs.max} ms`);
  console.log(`large update (the window ends; ${large.length} of them) → page shows the next one: median ${result.largeUpdateMs.median} ms, p95 ${result.largeUpdateMs.p95} ms, max ${result.largeUpdateMs.max} ms`);
  console.log(`Chromium per update: small ${JSON.stringify(result.perSmallUpdate)}, large ${JSON.stringify(result.perLargeUpdate)}; JS heap ${result.jsHeapMb} MB, ${result.domNodes} DOM nodes`);
  printPhone(onPhone);
  console.log(`machine load average (1, 5, 15 min) at the end: ${result.loadAverage.join(' ')}`);
  console.log(JSON.stringify(result));
}

await runGameCli('npm run bench:ui', process.argv.slice(2), everyGame(gameRegistry, benchUi), gameRegistry);
