/**
 * Heavy work on one worker thread (heavy-worker.ts), so a long replay never stalls the host's event loop. Jobs
 * run one at a time in the order given. A worker that dies answers its job with INTERNAL_ERROR and is replaced
 * by the next job; the thread keeps the process alive only while it works, so a tool that forgets `close()`
 * still exits.
 */
import { Worker } from 'node:worker_threads';
import type { HeavyWork, Job, JobResult } from '../host/heavy/jobs.ts';

/** The worker entry beside this module: heavy-worker.ts under Node, out/main/heavy-worker.js when bundled. */
export function heavyWorkerUrl(from: string = import.meta.url): URL {
  return new URL(from.endsWith('.ts') ? './heavy-worker.ts' : './heavy-worker.js', from);
}

type Pending = { id: number; job: Job; done: (result: JobResult) => void };

export class WorkerHeavyWork implements HeavyWork {
  private worker: Worker | null = null;
  private current: Pending | null = null;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly dbFile: string;
  private readonly version: string;
  private readonly url: URL;

  constructor(options: { dbFile: string; version: string; url?: URL }) {
    this.dbFile = options.dbFile;
    this.version = options.version;
    this.url = options.url ?? heavyWorkerUrl();
  }

  run(job: Job, done: (result: JobResult) => void): void {
    if (this.closed) {
      done(refusal(job, 'the host is shutting down'));
      return;
    }
    this.queue.push({ id: this.nextId++, job, done });
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.done(refusal(pending.job, 'the host is shutting down'));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.current || this.queue.length === 0 || this.closed) return;
    const worker = this.worker ?? this.spawn();
    const pending = this.queue.shift()!;
    this.current = pending;
    worker.ref();
    worker.postMessage({ id: pending.id, job: pending.job });
  }

  private spawn(): Worker {
    const worker = new Worker(this.url, { workerData: { dbFile: this.dbFile, version: this.version } });
    worker.unref();
    let crash: string | null = null;
    worker.on('message', ({ id, result }: { id: number; result: JobResult }) => {
      const pending = this.current;
      if (!pending || pending.id !== id) return;
      this.current = null;
      worker.unref();
      pending.done(result);
      this.pump();
    });
    worker.on('error', (error) => (crash = error instanceof Error ? error.message : String(error)));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      const pending = this.current;
      this.current = null;
      if (pending) pending.done({ kind: 'refused', reason: 'INTERNAL_ERROR', message: `the work stopped (${crash ?? `exit code ${code}`})`, ...requestIdOf(pending.job) });
      this.pump();
    });
    this.worker = worker;
    return worker;
  }
}

const requestIdOf = (job: Job) => ('requestId' in job && job.requestId ? { requestId: job.requestId } : {});

function refusal(job: Job, message: string): JobResult {
  return { kind: 'refused', reason: 'INTERNAL_ERROR', message, ...requestIdOf(job) };
}
