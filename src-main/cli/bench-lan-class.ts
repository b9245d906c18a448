/**
 * `npm run bench:lan -- --scenario class [--game KIND]`: a class on a real host process on loopback — 6 tables of
 * a TIMERLESS game of 6 seats (or the most the game takes), students who joined by their personal keys, a
 * projector per table and the teacher's dashboard (43 connections for Sectors). Each command is a seat's toggle
 * (bench-lan-toggle.ts). For each accepted command, the time until the last client that should see the change
 * holds its view: the table's students (but one who has left), its projector and the dashboard; and, beside it, until
 * the dashboard holds a roster (`class_state`) sent after the change (at once after a quiet 250 ms, else coalesced
 * at the interval's end: the commands here come faster, so this is mostly that interval). Baseline: a raw WebSocket
 * broadcast of the same size to as many clients as the change reaches.
 *
 * Projectors are one per table (`spectate` with `projector: true` on the table's join code), as a classroom
 * with a screen per table has them: each then receives its own table's changes only. A class projector
 * (`watch_class`) receives every table's; it is the one-screen alternative and is not measured here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { benchEcho, featuresOf, lastArrival, loadNow, medianOf, ROUNDS, rssMb, viewMarkers, WARMUP, type Expected, type ViewMode } from './bench-lan-common.ts';
import { openHostSocket as open, percentiles, request as ask, startNode } from './processes.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { ViewAssembler } from '../../src-shared/protocol/view-deltas.ts';
import { LAN_TABLE, receivesOwnChange, startToggles, toggleCommand } from './bench-lan-toggle.ts';

const TABLES = 6;

type Roster = { key: string; gameId: string; player: string }[];
type ClassState = { classId: string; tables: { gameId: string; joinCode: string }[]; students: Roster };

/** The first message of a type on a socket (listening starts now, so call it before the command that causes it). */
function nextEvent(socket: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolvePromise) => {
    const onMessage = (data: Buffer) => {
      const event = JSON.parse(data.toString()) as Record<string, unknown>;
      if (event.type !== type) return;
      socket.off('message', onMessage);
      resolvePromise(event);
    };
    socket.on('message', onMessage);
  });
}

/** Keeps the latest view of one game a socket receives (put together from deltas if it takes them); `stop()` returns it. */
function watchView(socket: WebSocket, gameId: string): () => Record<string, unknown> | undefined {
  let latest: Record<string, unknown> | undefined;
  const views = new ViewAssembler();
  const onMessage = (data: Buffer) => {
    const event = JSON.parse(data.toString()) as { type: string } & Record<string, unknown>;
    const made = event.gameId === gameId ? views.accept(event) : null;
    if (made && 'view' in made) latest = made.view;
  };
  socket.on('message', onMessage);
  return () => {
    socket.off('message', onMessage);
    return latest;
  };
}

async function expectReply(socket: WebSocket, command: Record<string, unknown>, type: string): Promise<Record<string, unknown>> {
  const reply = await ask(socket, command);
  if (reply.type !== type) throw new Error(`${command.type} answered ${JSON.stringify(reply)}`);
  return reply;
}

const CLASS_STATE = '{"type":"class_state"';
/**
 * A pause between commands (and between the baseline's rounds alike): 50 commands a second, ten times what a class
 * of 36 students sends at its busiest. Back to back, the figure measured the host's throughput — its garbage
 * collection under 700 commands a second — rather than how long one command takes to reach the room.
 */
const CLASS_GAP_MS = 20;

export async function benchClass(module: AnyGameModule, options: Record<string, unknown>, mode: ViewMode = 'full') {
  const loadBefore = loadNow();
  const SEATS = Math.min(6, module.meta.players.max);
  const CONNECTIONS = TABLES * SEATS + TABLES + 1;
  /** Per command: the table's students, its projector and the dashboard receive a view. */
  const FAN_OUT = SEATS + 2;
  // Each table's deal (seed t + 1) and each seat's toggle at its start (bench-lan-toggle.ts).
  const starts = Array.from({ length: TABLES }, (_, t) => startToggles(module, SEATS, options, t + 1));
  const dataDir = mkdtempSync(join(tmpdir(), `${module.meta.kind}-benchlan-class-`));
  const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', dataDir, '--bot-think', '0'], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const url = `ws://127.0.0.1:${Number(match[1])}/ws`;
  const rssIdle = rssMb(child.pid!);

  // The dashboard: a loopback connection is the host machine, so it may create the class and facilitates every table.
  const dashboard = await open(url, featuresOf(mode));
  const firstState = nextEvent(dashboard, 'class_state');
  await expectReply(dashboard, {
    type: 'create_class', name: 'Bench class', students: Array.from({ length: TABLES * SEATS }, (_, i) => `Student ${i + 1}`),
    tables: Array.from({ length: TABLES }, (_, t) => ({ game: module.meta.kind, seed: t + 1, seats: SEATS, options: { ...options, timerMode: LAN_TABLE.timerMode } })),
  }, 'class_created');
  const state = (await firstState) as unknown as ClassState;
  const tables = state.tables.map((t) => ({ ...t, roster: state.students.filter((s) => s.gameId === t.gameId).sort((a, b) => a.player.localeCompare(b.player, 'en', { numeric: true })) }));
  if (tables.some((t) => t.roster.length !== SEATS)) throw new Error(`expected ${SEATS} students per table: ${tables.map((t) => t.roster.length).join(', ')}`);

  const students = await Promise.all(tables.map((t) => Promise.all(t.roster.map(() => open(url, featuresOf(mode))))));
  // Each student's seat token: the same browser back after leaving (a key alone from a new link is a new device).
  const tokens: string[][] = tables.map(() => []);
  for (const [t, table] of tables.entries()) {
    for (const [s, student] of table.roster.entries()) tokens[t][s] = (await expectReply(students[t][s], { type: 'join_student', key: student.key }, 'joined')).token as string;
  }
  const projectors = await Promise.all(tables.map(() => open(url, featuresOf(mode))));
  for (const [t, table] of tables.entries()) await expectReply(projectors[t], { type: 'spectate', code: table.joinCode, projector: true }, 'joined');

  const watched = tables.map((t, i) => watchView(students[i][0], t.gameId));
  await expectReply(dashboard, { type: 'class_control', classId: state.classId, command: 'start' }, 'ack');
  await new Promise((r) => setTimeout(r, 300));
  // The stale-input token each table's students must send (the open window's id).
  const serials = watched.map((stop, t) => {
    const serial = (stop()?.session as { serial?: number } | undefined)?.serial;
    if (serial === undefined) throw new Error(`table ${t + 1} sent no view after the start`);
    return serial;
  });

  // Round i: a student of table i mod 6 makes their toggle — readied or back, gone or back (bench-lan-toggle.ts).
  // Seats 1–5 take turns, seat 6 never readies (the window never ends). Each student acts once every 30 commands
  // (11 times in a default run): within the per-connection rate limit (30 a second, bursts of 60).
  const actors = SEATS - 1;
  const gone = tables.map(() => new Set<number>());
  const viewSamples: number[] = [];
  // The dashboard's rosters come at once or coalesced (at most one per 250 ms from the tables' changes): each is
  // noted as it comes, and a change's lag is to the first roster after the dashboard had the change's view.
  const stateTimes: number[] = [];
  let classStateBytes = 0;
  dashboard.on('message', (data: Buffer) => {
    if (data.subarray(0, CLASS_STATE.length).toString() !== CLASS_STATE) return;
    stateTimes.push(performance.now());
    classStateBytes = data.length;
  });
  const measured: { start: number; dashboardAt: number }[] = [];
  let sizes = { student: 0, projector: 0, dashboard: 0, classState: 0 };
  /** Every view message of every measured change, per client: the median is what a change costs one client. */
  const allSizes: number[] = [];
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const t = i % TABLES;
    const round = Math.floor(i / TABLES);
    const seat = round % actors;
    const on = Math.floor(round / actors) % 2 === 0;
    const toggle = starts[t].toggles[seat];
    const marker = viewMarkers(tables[t].gameId);
    // A student who has left (now, or earlier in this pass) watches nothing until they come back.
    if (!receivesOwnChange(toggle)) (on ? gone[t].add(seat) : gone[t].delete(seat));
    const watching = students[t].filter((_, k) => !gone[t].has(k));
    const expected: Expected[] = [...watching, projectors[t], dashboard].map((client) => ({ client, marker }));
    const views = lastArrival(expected);
    const dashboardView = lastArrival([{ client: dashboard, marker }]);
    const start = performance.now();
    const player = tables[t].roster[seat].player;
    const rejoin = { type: 'join_student', key: tables[t].roster[seat].key, token: tokens[t][seat] };
    const answer = ask(students[t][seat], toggleCommand(toggle, on, { gameId: tables[t].gameId, player, phaseSerial: serials[t], clientSeq: i + 1, rejoin }));
    const reply = await answer;
    if (reply.type === 'error') throw new Error(`the host refused the bench's command: ${JSON.stringify(reply)}`);
    const [v, d] = await Promise.all([views, dashboardView]);
    await new Promise((r) => setTimeout(r, CLASS_GAP_MS));
    sizes = { student: Math.max(...v.sizes.slice(0, watching.length)), projector: v.sizes[watching.length], dashboard: v.sizes[watching.length + 1], classState: classStateBytes };
    if (i < WARMUP) continue;
    allSizes.push(...v.sizes);
    viewSamples.push(v.at - start);
    measured.push({ start, dashboardAt: d.at });
  }
  // The last changes' roster: at most one coalescing interval away.
  const lastView = measured.at(-1)?.dashboardAt ?? 0;
  for (let waited = 0; !stateTimes.some((t) => t >= lastView) && waited < 2_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  sizes.classState = classStateBytes;
  const stateSamples = measured.flatMap(({ start, dashboardAt }) => {
    const at = stateTimes.find((t) => t >= dashboardAt);
    return at === undefined ? [] : [at - start];
  });
  const rssAfter = rssMb(child.pid!);
  for (const c of [...students.flat(), ...projectors, dashboard]) c.terminate();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const viewBytes = Math.max(sizes.student, sizes.projector, sizes.dashboard);
  const echo = await benchEcho(viewBytes, FAN_OUT, CLASS_GAP_MS);
  const echoAll = await benchEcho(viewBytes, CONNECTIONS, CLASS_GAP_MS);
  const view = percentiles(viewSamples);
  return {
    game: module.meta.kind, mode, tables: TABLES, seats: SEATS, connections: CONNECTIONS, fanOut: FAN_OUT, update: starts[0].toggles[0].kind === 'ready' ? 'ready and back' : 'leave and come back',
    view, classState: percentiles(stateSamples), sizes, medianBytes: medianOf(allSizes), viewBytes, echo, echoAll,
    ratio: +(view.p99 / echo.p99).toFixed(2), medianRatio: +(view.median / echo.median).toFixed(2), rssIdleMb: rssIdle, rssMb: rssAfter,
    load: { before: loadBefore, after: loadNow() },
  };
}

export type ClassResult = Awaited<ReturnType<typeof benchClass>>;

/** The class with full views and with view deltas: both results, and the bytes a change costs one client in each. */
export function printClassBoth(full: ClassResult, deltas: ClassResult): void {
  printClass(full);
  console.log('');
  printClass(deltas);
  const bytesRatio = +(full.medianBytes / Math.max(1, deltas.medianBytes)).toFixed(1);
  console.log(`class: bytes per change per client (median): full view ${full.medianBytes}, view delta ${deltas.medianBytes} — ${bytesRatio}× smaller (target ≥ 10)`);
  console.log(JSON.stringify({ classViews: { viewBytes: full.medianBytes, deltaBytes: deltas.medianBytes, bytesRatio, ratio: full.ratio, deltaRatio: deltas.ratio } }));
}

export function printClass(r: ClassResult): void {
  const ms = (p: { median: number; p99: number; max?: number }) => `median ${p.median} ms, p99 ${p.p99} ms${p.max === undefined ? '' : `, max ${p.max} ms`}`;
  console.log(`class of ${r.game}, ${r.mode === 'delta' ? 'clients taking view deltas' : 'clients taking full views'}: ${r.tables} tables × ${r.seats} students + ${r.tables} projectors (one per table) + the dashboard on loopback (${r.connections} connections), ${ROUNDS} accepted commands (${r.update})`);
  console.log(`each command reaches ${r.fanOut} clients with a view (the table's students, its projector, the dashboard) and the dashboard with a class_state`);
  console.log(`messages: student view ${r.sizes.student} bytes, projector view ${r.sizes.projector} bytes, dashboard view ${r.sizes.dashboard} bytes, class_state ${r.sizes.classState} bytes`);
  console.log(`host: command → last client has its view: ${ms(r.view)}`);
  console.log(`host: command → dashboard has its class_state: ${ms(r.classState)}`);
  console.log(`raw WebSocket broadcast of ${r.viewBytes} bytes to ${r.fanOut} clients: ${ms({ median: r.echo.median, p99: r.echo.p99 })} (to all ${r.connections}: ${ms({ median: r.echoAll.median, p99: r.echoAll.p99 })})`);
  console.log(`p99 ratio host / raw: ${r.ratio} (target ≤ 3; median ratio ${r.medianRatio}); host memory ${r.rssIdleMb} MB idle → ${r.rssMb} MB with ${r.connections} connections`);
  console.log(`machine load average (1, 5, 15 min): ${r.load.before.join(' ')} before, ${r.load.after.join(' ')} after`);
  console.log(JSON.stringify({ class: r }));
}
