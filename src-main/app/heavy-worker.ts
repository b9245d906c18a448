/**
 * Entry of the heavy-work thread (started by worker-work.ts): runs each job (jobs.ts) with this build's games
 * and its own read-only connection to the host's database (WAL lets it read beside the host's writes). Like the
 * bot worker it runs as TypeScript under Node 24 and as out/main/heavy-worker.js in the packaged app.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { yieldCpu } from '../bots/thread-priority.ts';
import { JournalReader } from '../store/journal.ts';
import { HistoryCache } from '../host/history.ts';
import { runJob, type Job, type JobEnv } from '../host/heavy/jobs.ts';

if (!parentPort) throw new Error('heavy-worker.ts runs only as a worker thread');
const { dbFile, version } = workerData as { dbFile: string; version: string };
// Below the host's own thread, like the bots: when cores are scarce, commands and clocks go first.
yieldCpu(10);
const db = new Database(dbFile, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const reader = new JournalReader(db);
const env: JobEnv = { registry: gameRegistry, journal: (gameId) => reader.read(gameId), version, histories: new HistoryCache() };
const port = parentPort;
port.on('message', ({ id, job }: { id: number; job: Job }) => {
  port.postMessage({ id, result: runJob(env, job) });
});
