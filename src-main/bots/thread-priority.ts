import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this thread's scheduling priority, so that when cores are scarce the host's own thread (commands,
 * timers, journal) runs first and bots think in the time left over. Linux keeps a nice value per thread
 * (setpriority on the thread id); elsewhere, or if refused, the thread keeps its priority.
 */
export function yieldCpu(nice: number): void {
  if (nice <= 0) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: nothing to do.
  }
}
