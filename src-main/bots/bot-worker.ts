/**
 * Entry of one bot worker thread (started by worker-pool.ts): answers each request with the module's
 * decision. It runs as TypeScript under Node 24 (type stripping, like `npm run serve`) and as
 * out/main/bot-worker.js in the packaged app, so it imports with `.ts` specifiers only.
 *
 * A decision that throws is reported as an error message (the pool answers that request with no inputs);
 * the thread stays: the engine is pure, so one bad state leaves nothing broken behind.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { decideWith, type BotRequest } from '../../src-shared/platform/bots.ts';
import { yieldCpu } from './thread-priority.ts';
import type { FromWorker, ToWorker } from './worker-pool.ts';

const now = () => performance.now();

function answer(request: BotRequest): FromWorker['answer'] {
  const module = gameRegistry.get(request.kind);
  if (!module) return { error: `no game module for kind "${request.kind}"` };
  // Only a budget brings the clock in: without one the hard bot searches everything, as in process.
  return { inputs: decideWith(module, request, request.budgetMs === undefined ? undefined : now) };
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
