/**
 * A CPU profile of part of a tool's own run (node:inspector in this thread), written as a .cpuprofile that Chrome
 * DevTools opens: `--cpu-prof` names no part and NODE_OPTIONS may not carry it, so benchmarks profile what they time.
 */
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';

export type CpuProfiler = { stop(): void };

/** Starts profiling now; `stop` writes the profile to `file`. Null `file`: nothing is profiled. */
export function startCpuProfile(file: string | null): CpuProfiler {
  if (file === null) return { stop: () => undefined };
  const session = new Session();
  session.connect();
  // An in-thread session answers synchronously: profiling has started when post returns.
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 100 });
  session.post('Profiler.start');
  return {
    stop: () => {
      session.post('Profiler.stop', (err, result) => {
        if (err) throw err;
        writeFileSync(file, JSON.stringify(result.profile));
      });
      session.disconnect();
    },
  };
}
