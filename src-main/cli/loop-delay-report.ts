/**
 * The host's own event-loop delay, for `bench:capacity` only: with `SECTORS_BENCH_LOOP_DELAY=1` in its
 * environment, `npm run serve` samples its event loop (`perf_hooks.monitorEventLoopDelay`) and, on each SIGUSR2,
 * prints one line `LOOP_DELAY {"p50":…,"p99":…,"max":…,"mean":…,"count":…}` (ms, over the time since the previous
 * signal) and starts a new interval. A signal rather than a periodic line so the bench gets exactly its measured interval;
 * without the variable nothing is sampled or printed (normal output is unchanged).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LOOP_DELAY_ENV = 'SECTORS_BENCH_LOOP_DELAY';
export const LOOP_DELAY_LINE = /^LOOP_DELAY (\{.*\})$/;

export type LoopDelay = { p50: number; p99: number; max: number; mean: number; count: number };

/**
 * How often the loop is sampled (ms). The histogram records each interval between samples whole, so the sampling
 * interval is taken off every figure: what is reported is how late the loop came back. 10 ms (Node's default)
 * costs a fraction of a percent of a core, where 1 ms cost 2–3 % in both processes.
 */
export const LOOP_SAMPLE_MS = 10;

export function loopDelayMonitor(): ReturnType<typeof monitorEventLoopDelay> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  histogram.enable();
  return histogram;
}

/** Percentiles of a `loopDelayMonitor` histogram in ms (two decimals) beyond the sampling interval, then cleared. */
export function takeLoopDelay(histogram: ReturnType<typeof monitorEventLoopDelay>): LoopDelay {
  const ms = (ns: number) => Math.max(0, +(ns / 1e6 - LOOP_SAMPLE_MS).toFixed(2));
  const count = histogram.count;
  const taken = count === 0
    ? { p50: 0, p99: 0, max: 0, mean: 0, count: 0 }
    : { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), mean: ms(histogram.mean), count };
  histogram.reset();
  return taken;
}

/** Starts the report when the bench asked for it (see above); a no-op otherwise. */
export function reportLoopDelayIfAsked(env: NodeJS.ProcessEnv = process.env): void {
  if (env[LOOP_DELAY_ENV] !== '1') return;
  const histogram = loopDelayMonitor();
  process.on('SIGUSR2', () => console.log(`LOOP_DELAY ${JSON.stringify(takeLoopDelay(histogram))}`));
}
