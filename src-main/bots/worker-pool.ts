/**
 * Bots off the host's event loop: a `BotService` whose decisions run on a small pool of worker threads, so
 * a hard bot thinking for 300 ms on one table no longer stalls commands on every other table.
 *
 * Requests queue and go, in order, to the first idle worker. A decision that throws, a request that cannot
 * be sent (not cloneable) or a worker that dies while deciding answers that request with no inputs — a bot
 * that cannot decide passes — and the first such failure is logged; a dead worker is replaced as soon as a
 * request needs it. Workers start on demand and keep the process alive only while they work, so a tool
 * that forgets `close()` still exits.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BotRequest, BotService } from '../../src-shared/platform/bots.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';

/** Pool → worker. */
export type ToWorker = { id: number; request: BotRequest };
/** Worker → pool: the inputs, or why the decision failed. */
export type FromWorker = { id: number; answer: { inputs: BaseInput[] } | { error: string } };

export type WorkerPoolOptions = {
  /** Worker threads (default `defaultPoolSize()`). */
  size?: number;
  /**
   * Time a hard bot may think per decision, on the worker's `performance.now`, for requests that carry no
   * `budgetMs`. With no budget at all bots never run out of time (deterministic: tests, tools).
   */
  budgetMs?: number;
  /** The worker entry; default `botWorkerUrl()` (tests start stand-ins). */
  workerUrl?: URL;
  /**
   * Nice value of the bot threads (Linux; default 10): when cores are scarce the host's own thread runs first
   * and bots think in the time left over. 0 keeps the normal priority.
   */
  nice?: number;
  /** Receives the first failure of the pool (default `console.error`); later ones are only counted. */
  log?: (message: string) => void;
};

export type WorkerPoolStats = { threads: number; busy: number; queued: number; failures: number };

/** Fewer threads than cores leaves one for the host itself; more than four only costs memory. */
export const MAX_POOL_SIZE = 4;

/** Bot threads run below the host's thread (see `nice`). */
export const DEFAULT_NICE = 10;

export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(MAX_POOL_SIZE, Math.max(1, cores - 1));
}

/**
 * The worker entry beside the code that starts it: bot-worker.ts when this module runs as TypeScript
 * (`node src-main/cli/serve.ts`, vitest), out/main/bot-worker.js when it is bundled into out/main/main.js.
 * Not written as `new URL('./…', import.meta.url)` on purpose: the bundler would rewrite that pattern.
 */
export function botWorkerUrl(from: string = import.meta.url): URL {
  return new URL(from.endsWith('.ts') ? './bot-worker.ts' : './bot-worker.js', from);
}

type Job = { id: number; request: BotRequest; resolve: (inputs: BaseInput[]) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Job | null; crash: string | null };

export class WorkerPoolBots implements BotService {
  private readonly size: number;
  private readonly budgetMs: number | undefined;
  private readonly workerUrl: URL;
  private readonly nice: number;
  private readonly log: (message: string) => void;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private failures = 0;
  private closed = false;

  constructor(options: WorkerPoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.budgetMs = options.budgetMs;
    this.workerUrl = options.workerUrl ?? botWorkerUrl();
    this.nice = options.nice ?? DEFAULT_NICE;
    this.log = options.log ?? ((message) => console.error(message));
  }

  /**
   * One seat's inputs, decided on a worker. After `close()` (and for requests still waiting when it is
   * called) the promise rejects: a shutting-down host must not journal a pass its bots never chose.
   */
  decide(request: BotRequest): Promise<BaseInput[]> {
    if (this.closed) return Promise.reject(new Error('the bot worker pool is closed'));
    const withBudget = request.budgetMs === undefined && this.budgetMs !== undefined ? { ...request, budgetMs: this.budgetMs } : request;
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request: withBudget, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const stopped = new Error('the bot worker pool is closed');
    for (const job of this.queue.splice(0)) job.reject(stopped);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.job?.reject(stopped);
      slot.job = null;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  stats(): WorkerPoolStats {
    return { threads: this.slots.length, busy: this.slots.filter((s) => s.job).length, queued: this.queue.length, failures: this.failures };
  }

  /** Hands queued requests to idle workers, starting workers up to the pool size. */
  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.job) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const job = this.queue.shift()!;
      try {
        slot.worker.postMessage({ id: job.id, request: job.request } satisfies ToWorker);
      } catch (error) {
        this.fail(job, `the request could not be sent to a worker (${messageOf(error)})`);
        continue;
      }
      slot.job = job;
      slot.worker.ref();
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerUrl, { workerData: { nice: this.nice } });
    const slot: Slot = { worker, job: null, crash: null };
    worker.unref();
    worker.on('message', (message: FromWorker) => this.answered(slot, message));
    // 'error' (an uncaught exception in the worker) always comes before 'exit'; keep the reason for it.
    worker.on('error', (error) => (slot.crash = messageOf(error)));
    worker.on('exit', (code) => this.exited(slot, code));
    this.slots.push(slot);
    return slot;
  }

  private answered(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    slot.job = null;
    slot.worker.unref();
    if ('error' in message.answer) this.fail(job, message.answer.error);
    else job.resolve(message.answer.inputs);
    this.pump();
  }

  private exited(slot: Slot, code: number): void {
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    const job = slot.job;
    slot.job = null;
    if (job) this.fail(job, `its worker stopped (${slot.crash ?? `exit code ${code}`})`);
    // The replacement starts here if requests are waiting, otherwise with the next request.
    this.pump();
  }

  private fail(job: Job, reason: string): void {
    this.failures += 1;
    if (this.failures === 1) {
      this.log(`A bot could not decide and passes (${job.request.kind}, seat ${job.request.player}, ${job.request.level}): ${reason}. Further failures of this pool are not logged.`);
    }
    job.resolve([]);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The host's bot service on worker threads. */
export function workerPoolBots(options: WorkerPoolOptions = {}): WorkerPoolBots {
  return new WorkerPoolBots(options);
}
