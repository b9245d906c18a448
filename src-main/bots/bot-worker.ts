/**
 * Entry of one bot worker thread (started by worker-pool.ts): answers each request with the module's
 * decision. It runs as TypeScript under Node 24 (type stripping, like `npm run serve`) and as
 * out/main/bot-worker.js in the packaged app, so it imports with `.ts` specifiers only.
 *
 * A decision that throws is reported as an error message (the pool answers that request with no inputs);
 * the thread stays: the engine is pure, so one bad state leaves nothing broken behind.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { decideWith, type BotRequest } from '../../src-shared/platform/bots.ts';
import type { FromWorker, ToWorker } from './worker-pool.ts';

const now = () => performance.now();

function answer(request: BotRequest): FromWorker['answer'] {
  const module = gameRegistry.get(request.kind);
  if (!module) return { error: `no game module for kind "${request.kind}"` };
  // Only a budget brings the clock in: without one the hard bot searches everything, as in process.
  return { inputs: decideWith(module, request, request.budgetMs === undefined ? undefined : now) };
}

/**
 * Lowers this thread's scheduling priority, so that when cores are scarce the host's own thread (commands,
 * timers, journal) runs first and bots think in the time left over. Linux keeps a nice value per thread
 * (setpriority on the thread id); elsewhere, or if refused, the thread keeps its priority.
 */
function yieldCpu(nice: number): void {
  if (nice <= 0) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: nothing to do.
  }
}

if (!parentPort) throw new Error('bot-worker.ts runs only as a worker thread');
yieldCpu(Number((workerData as { nice?: number } | null)?.nice ?? 0));
const port = parentPort;
port.on('message', ({ id, request }: ToWorker) => {
  let reply: FromWorker;
  try {
    reply = { id, answer: answer(request) };
  } catch (error) {
    reply = { id, answer: { error: error instanceof Error ? error.message : String(error) } };
  }
  port.postMessage(reply);
});
