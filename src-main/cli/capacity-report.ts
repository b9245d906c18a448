/**
 * The figures of a `bench:capacity` step (capacity-step.ts) and of the sweep: per N the latency of each
 * accepted command to the acting student's own view, to the last client of its table and to its class's
 * dashboard (`class_state`), the host's CPU per command and per change, its memory and event-loop delay, what
 * was refused or dropped, and whether the load generator itself ran out of room; over the sweep, the knee.
 */
import type { LoopDelay } from './loop-delay-report.ts';
import type { StepRaw } from './capacity-step.ts';

export type Spread = { p50: number; p99: number; max: number; count: number };

/** p50, p99 and max (ms, two decimals) of the samples; zeros for none. */
export function spread(samples: number[]): Spread {
  if (samples.length === 0) return { p50: 0, p99: 0, max: 0, count: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { p50: at(0.5), p99: at(0.99), max: +sorted[sorted.length - 1].toFixed(2), count: sorted.length };
}

/**
 * Refusals a scripted student meets in a healthy room: an answer to a window that closed meanwhile (its clock, a
 * bot's move), and a hint asked as the window closed or that found nothing to do. Anything else — a rate limit,
 * a cut-off, a rules refusal of a move the student's own view offered, an internal error — is a command refused
 * that should not have been.
 */
export const EXPECTED_REFUSALS = new Set(['STALE_INPUT', 'WINDOW_CLOSED', 'HINT_BUSY', 'NOTHING_TO_DO']);

/** The load generator counts as saturated past these: its own delays would then be in the figures. */
export const GENERATOR_LIMITS = { cores: 0.9, loopDelayP99Ms: 20 };

export type StepResult = {
  tables: number;
  connections: number;
  classes: number;
  teachers: number;
  students: number;
  bots: number;
  /** Tables under the one big teacher, watched by a class projector (0: no such teacher at this N). */
  teacherTables: number;
  games: Record<string, number>;
  /** Clients each change of a table reaches (students, projector, dashboard, class projector), most common. */
  fanOut: number;
  setupSeconds: number;
  seconds: number;
  commands: { accepted: number; perSecond: number; byKind: Record<string, number>; hints: number; leftToClock: number };
  changes: { total: number; perSecond: number; activeTables: number };
  latency: { ownView: Spread; lastClient: Spread; dashboard: Spread };
  bytes: { studentView: Spread; classState: Spread; receivedPerSecond: number };
  host: {
    cpuMsPerCommand: number;
    /** The same without what the host spent idle before play (timers, heartbeats, idle workers): the cost of play. */
    cpuMsPerCommandOverIdle: number;
    /** The main thread's alone: the event loop's share (bots and heavy work run on worker threads). */
    mainCpuMsPerCommand: number;
    cpuMsPerChange: number;
    cores: number;
    idleCores: number;
    rssMb: number;
    loopDelay: LoopDelay;
  };
  generator: { cores: number; loopDelay: LoopDelay; saturated: boolean; why: string[] };
  refused: { expected: Record<string, number>; unexpected: Record<string, number> };
  /** `deltaGaps`: view deltas a student could not apply in order (it asked for a full view again). */
  dropped: { viewsMissing: number; classStatesMissing: number; socketsClosed: number; deltaGaps: number };
  /** Accepted commands whose ack came with no view before it (not timed; 0 while the host sends views first). */
  untimed: number;
  /** p99 of command → last client within the budget, and nothing legitimate refused or dropped. */
  held: boolean;
};

const counts = (values: string[]) => values.reduce<Record<string, number>>((acc, v) => ((acc[v] = (acc[v] ?? 0) + 1), acc), {});

export function summarizeStep(raw: StepRaw, budgetMs: number): StepResult {
  const { run, layout } = raw;
  const own: number[] = [];
  const last: number[] = [];
  const dashboard: number[] = [];
  let viewsMissing = 0;
  let classStatesMissing = 0;
  let untimed = 0;
  for (const c of run.measured) {
    if (c.k === null) {
      untimed += 1;
      continue;
    }
    const i = c.k - 1;
    own.push(c.student.arrivals.get(c.table)![i] - c.start);
    const arrivals = c.table.watchers.map((w) => w.arrivals.get(c.table)?.[i]);
    const missing = arrivals.filter((a) => a === undefined).length;
    viewsMissing += missing;
    if (missing === 0) last.push(Math.max(...(arrivals as number[])) - c.start);
    const state = c.table.dashboard?.stateAt.get(c.table)?.[i];
    if (state === undefined) classStatesMissing += 1;
    else dashboard.push(state - c.start);
  }
  const seconds = raw.wallMs / 1000;
  const accepted = run.measured.length;
  const refusedExpected = Object.fromEntries(Object.entries(run.tally.errors).filter(([r]) => EXPECTED_REFUSALS.has(r)));
  const refusedUnexpected = Object.fromEntries(Object.entries(run.tally.errors).filter(([r]) => !EXPECTED_REFUSALS.has(r)));
  const why: string[] = [];
  if (raw.generator.cores >= GENERATOR_LIMITS.cores) why.push(`load generator used ${raw.generator.cores} cores (limit ${GENERATOR_LIMITS.cores})`);
  if (raw.generator.loopDelay.p99 > GENERATOR_LIMITS.loopDelayP99Ms) why.push(`load generator event-loop delay p99 ${raw.generator.loopDelay.p99} ms (limit ${GENERATOR_LIMITS.loopDelayP99Ms})`);
  const lastClient = spread(last);
  const fanOuts = counts(raw.tables.map((t) => String(t.watchers.length)));
  const dropped = { viewsMissing, classStatesMissing, socketsClosed: run.tally.socketsClosed, deltaGaps: run.tally.deltaGaps };
  return {
    tables: raw.n,
    connections: raw.connections,
    classes: layout.classes.length,
    teachers: layout.teachers,
    students: layout.students,
    bots: layout.bots,
    teacherTables: layout.watchedTables,
    games: counts(raw.tables.map((t) => t.kind)),
    fanOut: Number(Object.entries(fanOuts).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0),
    setupSeconds: raw.setupSeconds,
    seconds: +seconds.toFixed(1),
    commands: {
      accepted, perSecond: +(accepted / seconds).toFixed(1), byKind: counts(run.measured.map((c) => c.as)),
      hints: run.tally.hints, leftToClock: run.tally.leftToClock,
    },
    changes: { total: raw.changes, perSecond: +(raw.changes / seconds).toFixed(1), activeTables: raw.activeTables },
    latency: { ownView: spread(own), lastClient, dashboard: spread(dashboard) },
    bytes: { studentView: spread(run.tally.studentViewBytes), classState: spread(run.tally.classStateBytes), receivedPerSecond: Math.round(run.tally.bytes / seconds) },
    host: {
      cpuMsPerCommand: accepted === 0 ? 0 : +(raw.hostCpuMs / accepted).toFixed(3),
      cpuMsPerCommandOverIdle: accepted === 0 ? 0 : +(Math.max(0, raw.hostCpuMs - raw.hostIdleCores * raw.wallMs) / accepted).toFixed(3),
      mainCpuMsPerCommand: accepted === 0 ? 0 : +(raw.hostMainCpuMs / accepted).toFixed(3),
      cpuMsPerChange: raw.changes === 0 ? 0 : +(raw.hostCpuMs / raw.changes).toFixed(3),
      cores: +(raw.hostCpuMs / raw.wallMs).toFixed(2),
      idleCores: raw.hostIdleCores,
      rssMb: raw.hostRssMb,
      loopDelay: raw.hostLoopDelay,
    },
    generator: { cores: raw.generator.cores, loopDelay: raw.generator.loopDelay, saturated: why.length > 0, why },
    refused: { expected: refusedExpected, unexpected: refusedUnexpected },
    dropped,
    untimed,
    held: accepted > 0 && lastClient.p99 <= budgetMs && Object.keys(refusedUnexpected).length === 0 && viewsMissing === 0 && classStatesMissing === 0 && dropped.socketsClosed === 0 && dropped.deltaGaps === 0,
  };
}

/** The largest N that held (null: none did). */
export function kneeOf(steps: StepResult[]): { tables: number | null; p99Ms: number | null } {
  const held = steps.filter((s) => s.held);
  const best = held.at(-1);
  return best ? { tables: best.tables, p99Ms: best.latency.lastClient.p99 } : { tables: null, p99Ms: null };
}

const ms = (s: Spread) => `p50 ${s.p50} / p99 ${s.p99} / max ${s.max} ms`;
const list = (r: Record<string, number>) => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(', ') || 'none';

export function printStep(s: StepResult, budgetMs: number): void {
  const teacher = s.teacherTables > 0 ? `, one teacher over ${s.teacherTables} tables with a class projector` : '';
  console.log(`\n${s.tables} tables (${list(s.games)}): ${s.classes} classes under ${s.teachers} dashboards${teacher}; ${s.students} students, ${s.bots} bots, ${s.connections} connections (set up in ${s.setupSeconds} s)`);
  console.log(`  ${s.commands.accepted} accepted commands in ${s.seconds} s (${s.commands.perSecond}/s: ${list(s.commands.byKind)}; hints asked ${s.commands.hints}, windows left to the clock ${s.commands.leftToClock}); ${s.changes.perSecond} table changes/s on ${s.changes.activeTables} tables`);
  console.log(`  command → own view:             ${ms(s.latency.ownView)}`);
  console.log(`  command → last client (${s.fanOut} per table): ${ms(s.latency.lastClient)}${s.held ? '' : `  ← over the ${budgetMs} ms budget or something refused/dropped`}`);
  console.log(`  command → dashboard class_state: ${ms(s.latency.dashboard)}`);
  console.log(`  messages: student view or delta ${s.bytes.studentView.p50} bytes (max ${s.bytes.studentView.max}), class_state ${s.bytes.classState.p50} bytes (max ${s.bytes.classState.max}); ${(s.bytes.receivedPerSecond / 1e6).toFixed(1)} MB/s received`);
  console.log(`  host: ${s.host.cpuMsPerCommand} ms CPU per command (${s.host.cpuMsPerCommandOverIdle} over idle, ${s.host.mainCpuMsPerCommand} on the event loop), ${s.host.cpuMsPerChange} per table change, ${s.host.cores} cores busy (${s.host.idleCores} idle before play), ${s.host.rssMb} MB; event-loop delay p50 ${s.host.loopDelay.p50} / p99 ${s.host.loopDelay.p99} / max ${s.host.loopDelay.max} ms`);
  console.log(`  load generator: ${s.generator.cores} cores, event-loop delay p99 ${s.generator.loopDelay.p99} ms${s.generator.saturated ? ` — SATURATED: ${s.generator.why.join('; ')}` : ''}`);
  console.log(`  refused: expected ${list(s.refused.expected)}; unexpected ${list(s.refused.unexpected)}; dropped: ${s.dropped.viewsMissing} views, ${s.dropped.classStatesMissing} class_states, ${s.dropped.socketsClosed} sockets closed${s.dropped.deltaGaps > 0 ? `, ${s.dropped.deltaGaps} deltas out of order` : ''}${s.untimed > 0 ? `; ${s.untimed} commands acked with no view first (not timed)` : ''}`);
}
