/**
 * `npm run bench:capacity`: how many tables one host holds. For each N of the sweep (`--tables`, ascending) a
 * fresh host process on loopback gets N tables in classes of mixed games (the kinds of `--games`, from the
 * registry, each planned for a `--lesson` of N minutes as the class setup plans it: timed, with bots in the seats
 * students leave), 6 scripted students per table acting as students do — an answer every few seconds, READY, a
 * pass, a hinted move (capacity-student.ts) —, a projector per table, a dashboard per class, and at N ≥
 * `--teacher-tables` one teacher over that many tables with a class projector. After a warm-up, `--seconds` are
 * measured (capacity-report.ts). Then, in the same run, the raw baseline: a bare WebSocket server broadcasting a
 * message of a student view's median size to as many clients as a table's change reaches.
 *
 * The knee is the largest N whose p99 of command → last client stays within `--budget` (50 ms) with nothing
 * legitimate refused or dropped; the sweep stops after the first N that does not hold (`--keep-going` runs on).
 * The load generator is this one process: when it saturates (CPU, event-loop delay), the step says so.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { GAME_MANIFESTS } from '../../src-shared/games/registry.ts';
import { parseCapacityArgs, type CapacityArgs } from './capacity-args.ts';
import { kneeOf, printStep, summarizeStep, type StepResult } from './capacity-report.ts';
import { runStep } from './capacity-step.ts';
import { benchEcho, ROUNDS } from './bench-lan-common.ts';

const load = () => loadavg().map((l) => +l.toFixed(2));

export async function benchCapacity(args: CapacityArgs, say: (line: string) => void = () => undefined) {
  const machine = { cpus: availableParallelism(), model: cpus()[0]?.model ?? 'unknown', node: process.version, loadBefore: load(), loadAfter: [] as number[] };
  const steps: StepResult[] = [];
  for (const n of args.tables) {
    say(`running ${n} tables (${args.warmupSeconds} s warm-up, ${args.seconds} s measured; ${args.fullViews ? "full views" : "view deltas"})…`);
    const step = summarizeStep(await runStep(n, args), args.budgetMs);
    steps.push(step);
    if (!args.json) printStep(step, args.budgetMs);
    if (!step.held && !args.keepGoing) break;
  }
  const sized = steps.at(-1)!;
  const baseline = { bytes: Math.max(1, sized.bytes.studentView.p50), fanOut: sized.fanOut, rounds: ROUNDS, ...(await benchEcho(Math.max(1, sized.bytes.studentView.p50), sized.fanOut)) };
  machine.loadAfter = load();
  const knee = kneeOf(steps);
  const generatorSaturated = steps.some((s) => s.generator.saturated);
  const settings = {
    seconds: args.seconds, warmupSeconds: args.warmupSeconds, games: args.games, studentsPerTable: args.studentsPerTable, botsPerTable: args.botsPerTable,
    classTables: args.classTables, teacherTables: args.teacherTables, thinkMs: args.thinkMs, lessonMinutes: args.lessonMinutes, botThinkMs: args.botThinkMs, budgetMs: args.budgetMs, seed: args.seed,
    views: args.fullViews ? 'full' : 'deltas',
  };
  const ratios = steps.map((s) => ({ tables: s.tables, p99Ratio: baseline.p99 > 0 ? +(s.latency.lastClient.p99 / baseline.p99).toFixed(2) : null }));
  // The goal is a cost per command that does not grow with the host's size: the largest N's against the smallest's.
  const first = steps[0];
  const cpuGrowth = {
    tables: [first.tables, sized.tables], msPerCommandOverIdle: [first.host.cpuMsPerCommandOverIdle, sized.host.cpuMsPerCommandOverIdle],
    ratio: first.host.cpuMsPerCommandOverIdle > 0 ? +(sized.host.cpuMsPerCommandOverIdle / first.host.cpuMsPerCommandOverIdle).toFixed(2) : null,
  };
  return { machine, settings, steps, baseline, ratios, cpuGrowth, knee, generatorSaturated };
}

async function main(): Promise<void> {
  let args: CapacityArgs;
  try {
    args = parseCapacityArgs(process.argv.slice(2), GAME_MANIFESTS.map((m) => m.kind));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const result = await benchCapacity(args, (line) => (args.json ? undefined : console.log(line)));
  if (args.json) {
    console.log(JSON.stringify(result));
    return;
  }
  const { baseline, knee, machine } = result;
  console.log(`\nraw WebSocket broadcast of ${baseline.bytes} bytes to ${baseline.fanOut} clients (${baseline.rounds} rounds, same run): p50 ${baseline.median} / p99 ${baseline.p99} / max ${baseline.max} ms`);
  console.log(`p99 ratio host / raw, per N: ${result.ratios.map((r) => `${r.tables}: ${r.p99Ratio}`).join(', ')}`);
  const growth = result.cpuGrowth;
  console.log(`host CPU per command over idle: ${growth.msPerCommandOverIdle[0]} ms at ${growth.tables[0]} tables, ${growth.msPerCommandOverIdle[1]} ms at ${growth.tables[1]} (ratio ${growth.ratio})`);
  console.log(knee.tables === null ? `knee: no N held (p99 ≤ ${args.budgetMs} ms, nothing refused or dropped)` : `knee: ${knee.tables} tables (p99 ${knee.p99Ms} ms ≤ ${args.budgetMs} ms, nothing refused or dropped)`);
  if (result.generatorSaturated) console.log('the load generator saturated in at least one step: those figures include its own delays (see its line)');
  console.log(`machine: ${machine.cpus} cores (${machine.model}), Node ${machine.node}, load average ${machine.loadBefore.join(' ')} before, ${machine.loadAfter.join(' ')} after`);
}

// Run as a command, not when a test imports benchCapacity.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
