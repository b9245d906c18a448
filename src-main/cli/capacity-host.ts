/**
 * The host process of a `bench:capacity` step and what is read of it from outside: `npm run serve`'s entry on
 * loopback with a fresh data directory, its CPU time from /proc/<pid>/stat (user + system, every thread: bot
 * workers and heavy work included), its resident memory, and its own event-loop delay (loop-delay-report.ts).
 * Beside it, the same two figures for this process, the load generator, so a saturated generator is seen.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { rssMb } from './bench-lan-common.ts';
import { LOOP_DELAY_ENV, LOOP_DELAY_LINE, loopDelayMonitor, takeLoopDelay, type LoopDelay } from './loop-delay-report.ts';
import { startNode } from './processes.ts';

/** Clock ticks per second of /proc's CPU times (100 on Linux nearly always; asked once). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (ms) a process has used so far: user + system, all its threads; with `mainThread`, only its main
 * thread's (the event loop's: bots and heavy work run on worker threads).
 */
export function cpuMs(pid: number, mainThread = false): number {
  const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3: utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export type BenchHost = {
  url: string;
  pid: number;
  /** CPU time so far (ms): the whole process, and its main thread alone. */
  cpuMs(): { all: number; main: number };
  rssMb(): number;
  /** The host's event-loop delay since the previous call (the first call starts the interval). */
  loopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
};

/**
 * `profileDir`: a folder for the host's CPU profiles (`node --cpu-prof`, written as it exits: one file for the main
 * thread, one per worker thread — bots and heavy work — with Node's default names).
 */
export async function startBenchHost(botThinkMs: number, profileDir: string | null = null): Promise<BenchHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sectors-capacity-'));
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', resolve(profileDir)] : [];
  const { child, match, lines } = await startNode(
    [...profiling, 'src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', dataDir, '--bot-think', String(botThinkMs)],
    /Open http:\/\/127\.0\.0\.1:(\d+)\//,
    { [LOOP_DELAY_ENV]: '1' },
  );
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `ws://127.0.0.1:${Number(match[1])}/ws`,
    pid,
    cpuMs: () => ({ all: cpuMs(pid), main: cpuMs(pid, true) }),
    rssMb: () => rssMb(pid),
    async loopDelay() {
      const seen = lines.length;
      child.kill('SIGUSR2');
      const deadline = performance.now() + 30_000;
      for (;;) {
        const line = lines.slice(seen).map((l) => LOOP_DELAY_LINE.exec(l)).find((m) => m !== null);
        if (line) return JSON.parse(line[1]) as LoopDelay;
        if (performance.now() > deadline) throw new Error('the host printed no LOOP_DELAY line within 30 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** This process (the load generator): its CPU time and event-loop delay over an interval. */
export function generatorMeter() {
  const histogram = loopDelayMonitor();
  let cpu = process.cpuUsage();
  let at = performance.now();
  return {
    /** Starts the interval. */
    start() {
      takeLoopDelay(histogram);
      cpu = process.cpuUsage();
      at = performance.now();
    },
    /** The interval so far: the cores this process kept busy (1 = one core all the time) and its loop delay. */
    read() {
      const used = process.cpuUsage(cpu);
      const wallMs = performance.now() - at;
      return { cores: +((used.user + used.system) / 1000 / wallMs).toFixed(2), loopDelay: takeLoopDelay(histogram) };
    },
    stop() {
      histogram.disable();
    },
  };
}
