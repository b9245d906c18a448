/**
 * One step of `bench:capacity`: N tables on a fresh host process, played by scripted students for a warm-up and
 * then a measured interval, over the protocol only — as a school's devices would. Setup: each teacher's
 * dashboard creates its classes (`create_class`), every student takes its seat with its personal key
 * (`join_student`), each table gets a projector (`spectate`, projector) and the big teacher's classes a class
 * projector (`watch_class`); when every socket has been quiet for a moment the view counts start and each
 * dashboard starts its classes (`class_control start`). The figures are worked out in capacity-report.ts.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebSocket } from 'ws';
import { GAME_MANIFESTS, gameRegistry } from '../../src-shared/games/registry.ts';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/index.ts';
import { VIEW_DELTAS } from '../../src-shared/protocol/view-deltas.ts';
import { seedRng } from '../../src-shared/rng.ts';
import { CapacityRun, Dashboard, Receiver, Student, type TableRt } from './capacity-clients.ts';
import { generatorMeter, startBenchHost } from './capacity-host.ts';
import { planLayout, type Layout, type LayoutOptions } from './capacity-layout.ts';
import { openSocket } from './processes.ts';

export type StepOptions = LayoutOptions & { seconds: number; warmupSeconds: number; thinkMs: [number, number]; botThinkMs: number; profileDir?: string | null; fullViews?: boolean };

export type StepRaw = {
  n: number;
  layout: Layout;
  run: CapacityRun;
  tables: TableRt[];
  projectors: Receiver[];
  connections: number;
  setupSeconds: number;
  /** The measured interval. */
  wallMs: number;
  /** Host CPU time over the measured interval (ms): the whole process, and its main thread (the event loop). */
  hostCpuMs: number;
  hostMainCpuMs: number;
  hostRssMb: number;
  /** Cores the host kept busy with every table in its lobby and every connection open, before play. */
  hostIdleCores: number;
  hostLoopDelay: Awaited<ReturnType<Awaited<ReturnType<typeof startBenchHost>>['loopDelay']>>;
  generator: ReturnType<ReturnType<typeof generatorMeter>['read']>;
  /** Views each table's projector received during the measured interval (one per change of the table). */
  changes: number;
  activeTables: number;
};

/** Sockets opened at once during setup: enough to be quick, few enough not to queue thousands of handshakes. */
const SETUP_CONCURRENCY = 32;
const QUIET_MS = 750;
const IDLE_MS = 2000;

async function inBatches<T>(items: T[], fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, items.length) }, worker));
}

/** Resolves once no socket has received anything for `QUIET_MS` (or after `maxMs`). */
async function quiet(run: CapacityRun, maxMs: number): Promise<void> {
  const until = performance.now() + maxMs;
  run.lastMessageAt = Math.max(run.lastMessageAt, performance.now());
  while (performance.now() - run.lastMessageAt < QUIET_MS && performance.now() < until) await sleep(100);
}

type Roster = { tables: { gameId: string; joinCode: string; game: string }[]; students: { key: string; gameId: string }[] };

export async function runStep(n: number, o: StepOptions): Promise<StepRaw> {
  const setupStart = performance.now();
  const layout = planLayout(n, GAME_MANIFESTS, o);
  const host = await startBenchHost(o.botThinkMs, o.profileDir ? join(o.profileDir, `${n}-tables`) : null);
  const run = new CapacityRun(seedRng(o.seed * 7919 + n), o.thinkMs);
  const sockets: WebSocket[] = [];
  const open = async <R extends Receiver>(Kind: new (socket: WebSocket, run: CapacityRun) => R): Promise<R> => {
    const socket = await openSocket(host.url);
    sockets.push(socket);
    const receiver = new Kind(socket, run);
    const features = o.fullViews ? {} : { features: [VIEW_DELTAS] };
    await receiver.expect({ type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test', name: 'bench:capacity' }, ...features }, 'welcome');
    return receiver;
  };
  try {
    const teachers: Dashboard[] = [];
    for (let t = 0; t < layout.teachers; t++) teachers.push(await open(Dashboard));
    const tables: TableRt[] = [];
    const seats: { key: string; table: TableRt }[] = [];
    const classes: { id: string; code: string; teacher: Dashboard; watched: boolean; tables: TableRt[] }[] = [];
    for (const [c, plan] of layout.classes.entries()) {
      const teacher = teachers[plan.teacher];
      const students = plan.tables.flatMap((t, ti) => Array.from({ length: t.students }, (_, s) => ({ name: `Student ${c + 1}.${ti + 1}.${s + 1}`, table: ti })));
      const created = await teacher.expect({
        type: 'create_class', name: `Class ${c + 1}`, students: students.map((s) => s.name), assign: students.map((s) => s.table),
        tables: plan.tables.map((t) => ({ game: t.game, seats: t.seats, options: t.options, seed: t.seed })),
      }, 'class_created');
      const classId = created.classId as string;
      const roster = (await teacher.roster(classId)) as unknown as Roster;
      const mine = roster.tables.map((t) => {
        const table: TableRt = { index: tables.length, gameId: t.gameId, joinCode: t.joinCode, kind: t.game, module: gameRegistry.get(t.game)!, classId, watchers: [teacher], dashboard: teacher };
        tables.push(table);
        run.tables.set(t.gameId, table);
        return table;
      });
      for (const s of roster.students) seats.push({ key: s.key, table: run.tables.get(s.gameId)! });
      classes.push({ id: classId, code: created.code as string, teacher, watched: plan.watched, tables: mine });
    }

    const students: Student[] = [];
    await inBatches(seats, async ({ key, table }) => {
      const student = await open(Student);
      const joined = await student.expect({ type: 'join_student', key }, 'joined');
      student.seat(table, joined.player as string, Number(joined.clientSeq ?? 0));
      table.watchers.push(student);
      students.push(student);
    });
    const projectors: Receiver[] = [];
    await inBatches(tables, async (table) => {
      const projector = await open(Receiver);
      await projector.expect({ type: 'spectate', code: table.joinCode, projector: true }, 'joined');
      table.watchers.push(projector);
      projectors[table.index] = projector;
    });
    const watched = classes.filter((c) => c.watched);
    if (watched.length > 0) {
      const classProjector = await open(Receiver);
      for (const c of watched) {
        await classProjector.expect({ type: 'watch_class', code: c.code }, 'class_joined');
        for (const table of c.tables) table.watchers.push(classProjector);
      }
    }

    // Every table is in its lobby, nothing changes: from here on, each socket counts its tables' views alike.
    await quiet(run, 60_000);
    // What the host spends on this many connections and tables before anything plays (timers, heartbeats, workers).
    const idleCpu = host.cpuMs().all;
    await sleep(IDLE_MS);
    const hostIdleCores = +((host.cpuMs().all - idleCpu) / IDLE_MS).toFixed(3);
    run.resetCounts();
    run.playing = true;
    for (const c of classes) await c.teacher.expect({ type: 'class_control', classId: c.id, command: 'start' }, 'ack');
    for (const s of students) s.start();
    const setupSeconds = +((performance.now() - setupStart) / 1000).toFixed(1);
    await sleep(o.warmupSeconds * 1000);

    const meter = generatorMeter();
    await host.loopDelay();
    const changesBefore = projectors.map((p, i) => p.arrivals.get(tables[i])?.length ?? 0);
    const cpuBefore = host.cpuMs();
    const t0 = performance.now();
    meter.start();
    run.recording = true;
    await sleep(o.seconds * 1000);
    run.recording = false;
    const cpuAfter = host.cpuMs();
    const hostCpuMs = cpuAfter.all - cpuBefore.all;
    const hostMainCpuMs = cpuAfter.main - cpuBefore.main;
    const wallMs = performance.now() - t0;
    const generator = meter.read();
    meter.stop();
    const hostLoopDelay = await host.loopDelay();
    const hostRssMb = host.rssMb();
    const perTable = projectors.map((p, i) => (p.arrivals.get(tables[i])?.length ?? 0) - changesBefore[i]);

    // The answers and views of commands sent before the end still count: wait for them.
    // Bots and clocks keep the tables changing, so this waits the whole 5 s unless the room is small.
    for (const s of students) s.stop();
    await quiet(run, 5_000);
    run.playing = false;
    return {
      n, layout, run, tables, projectors, connections: sockets.length, setupSeconds, wallMs, hostCpuMs, hostMainCpuMs, hostRssMb, hostIdleCores, hostLoopDelay, generator,
      changes: perTable.reduce((a, b) => a + b, 0), activeTables: perTable.filter((c) => c > 0).length,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await host.stop();
  }
}
