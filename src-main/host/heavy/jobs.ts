/**
 * Heavy work: what replays whole games — imports (and the raw messages that carry them), exports, history
 * steps, what-ifs and class debriefs. A game of hundreds of windows takes a replay of hundreds of
 * milliseconds, which on the host's event loop would stall every other table (issue 20, item 7). So the host
 * hands such a command to `HeavyWork`: in the app a worker thread (src-main/app/heavy-worker.ts) reading the database itself;
 * in tests and tools the same functions run at once, in process. Either way the answer is ready-made: an event's
 * JSON text the host sends as it is, a prepared game it adopts, or a refusal.
 */
import { MAX_JSON_DEPTH, MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS, decodeCommand, jsonDepth } from '../../../src-shared/protocol/index.ts';
import type { GameRegistry } from '../../../src-shared/platform/module.ts';
import { classReport } from '../../../src-shared/platform/debrief-build.ts';
import type { GameRecord } from '../../store/games.ts';
import type { StoredJournalEntry } from '../../store/journal.ts';
import { classFiles, tableDebrief, type TableJob } from '../class-debrief.ts';
import { fileForExport } from '../game-records.ts';
import { HistoryCache, historyStep, viewAt, whatIfFile } from '../history.ts';
import { Refusal } from '../links.ts';
import { moduleFinder, prepareFile, prepareImport, type PreparedImport } from './prepare-import.ts';

type Asked = { requestId?: string };

export type Job =
  /** A message from the host machine too large to parse on the event loop: only `import_game` may be this large. */
  | { kind: 'decode'; text?: string; bytes?: Uint8Array; now: number }
  | ({ kind: 'import'; file: unknown; passphrase?: string; now: number } & Asked)
  | ({ kind: 'export'; record: GameRecord; passphrase?: string; now: number } & Asked)
  | ({ kind: 'history'; record: GameRecord; step?: number; now: number } & Asked)
  | ({ kind: 'play_from'; record: GameRecord; step: number; seat?: string; now: number } & Asked)
  /** A game's public view (as JSON) when it entered `period` (its turn, year or round): a same-deal table's watchers. */
  | { kind: 'view_at'; record: GameRecord; period: number; now: number }
  /** `extraFiles`: files the host wrote itself (the class's tutorial progress), sent after the debrief's. */
  | ({ kind: 'class_files'; classId: string; className: string; tables: TableJob[]; only?: string; extraFiles?: { name: string; csv: string }[]; now: number } & Asked)
  | ({ kind: 'class_report'; classId: string; className: string; tables: TableJob[]; now: number } & Asked);

export type JobResult =
  | { kind: 'refused'; reason: string; message: string; requestId?: string }
  /** The answer event, as JSON text. */
  | { kind: 'event'; text: string }
  /** A new game (import or what-if) for the host to adopt, then answer `game_created`. */
  | { kind: 'created'; prepared: PreparedImport; requestId?: string };

/** Runs jobs; `done` is called once, at once in process, later from a worker thread. */
export interface HeavyWork {
  run(job: Job, done: (result: JobResult) => void): void;
  close?(): Promise<void>;
}

/** What a job may read: the games, the journal, and a history cache that outlives single jobs. */
export type JobEnv = {
  registry: GameRegistry;
  journal(gameId: string): StoredJournalEntry[];
  version: string;
  histories: HistoryCache;
};

const rid = (asked: Asked) => (asked.requestId ? { requestId: asked.requestId } : {});

export function runJob(env: JobEnv, job: Job): JobResult {
  try {
    return answer(env, job);
  } catch (err) {
    const requestId = 'requestId' in job ? job.requestId : undefined;
    if (err instanceof Refusal) return { kind: 'refused', reason: err.reason, message: err.message, ...rid({ requestId }) };
    return { kind: 'refused', reason: 'INTERNAL_ERROR', message: err instanceof Error ? err.message : String(err), ...rid({ requestId }) };
  }
}

function answer(env: JobEnv, job: Job): JobResult {
  const moduleOf = moduleFinder(env.registry);
  switch (job.kind) {
    case 'decode': {
      const text = job.text ?? new TextDecoder().decode(job.bytes);
      // Parsed once (depth first), then the type: only an import may be this large; then the command's schema.
      if (text.length > MAX_LOCAL_MESSAGE_CHARS || jsonDepth(text) > MAX_JSON_DEPTH) {
        const refused = decodeCommand(text, MAX_LOCAL_MESSAGE_CHARS) as { reason: string; message: string; requestId?: string };
        return { kind: 'refused', reason: refused.reason, message: refused.message, ...rid(refused) };
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { kind: 'refused', reason: 'MALFORMED_INPUT', message: 'message is not valid JSON' };
      }
      const { type, requestId } = (value ?? {}) as { type?: unknown; requestId?: unknown };
      const asked = typeof requestId === 'string' && requestId.length <= 64 ? { requestId } : {};
      if (type !== 'import_game') {
        return { kind: 'refused', reason: 'MESSAGE_TOO_LARGE', message: `a message of ${text.length} characters exceeds ${MAX_MESSAGE_CHARS}; only import_game may be larger`, ...asked };
      }
      const decoded = decodeCommand(value, MAX_LOCAL_MESSAGE_CHARS);
      if (!decoded.ok) return { kind: 'refused', reason: decoded.reason, message: decoded.message, ...asked };
      const command = decoded.value as Extract<typeof decoded.value, { type: 'import_game' }>;
      // Its own job, so a refusal of the file carries the message's requestId.
      return runJob(env, { kind: 'import', file: command.file, passphrase: command.passphrase, now: job.now, ...asked });
    }
    case 'import':
      return { kind: 'created', prepared: prepareImport(env.registry, job.file, job.passphrase, job.now), ...rid(job) };
    case 'export': {
      const module = moduleOf(job.record.kind);
      const file = fileForExport(module, job.record, env.journal(job.record.id), env.version, job.now, job.passphrase);
      return { kind: 'event', text: JSON.stringify({ type: 'game_file', gameId: job.record.id, file, ...rid(job) }) };
    }
    case 'history': {
      const module = moduleOf(job.record.kind);
      const index = env.histories.indexOf(module, job.record, () => env.journal(job.record.id), env.version, job.now);
      return { kind: 'event', text: JSON.stringify(historyStep(module, index, job.record, job.step, rid(job))) };
    }
    case 'view_at': {
      const module = moduleOf(job.record.kind);
      const index = env.histories.indexOf(module, job.record, () => env.journal(job.record.id), env.version, job.now);
      const step = index.steps.findIndex((s) => (s.final.turn ?? 0) >= job.period);
      return { kind: 'event', text: JSON.stringify(viewAt(module, index, step < 0 ? index.steps.length - 1 : step)) };
    }
    case 'play_from': {
      const module = moduleOf(job.record.kind);
      const index = env.histories.indexOf(module, job.record, () => env.journal(job.record.id), env.version, job.now);
      const file = whatIfFile(module, index, job.step, job.seat, job.now);
      return { kind: 'created', prepared: prepareFile(module, file, job.now, `${job.record.name} · what-if from step ${job.step}`), ...rid(job) };
    }
    case 'class_files':
    case 'class_report': {
      // Who played each seat is read from the journal here, off the host's thread (class-debrief.ts creditedReplay).
      const debriefs = job.tables.map((t) => tableDebrief(moduleOf(t.record.kind), t, t.record.status === 'LOBBY' ? [] : env.journal(t.record.id)));
      if (job.kind === 'class_files') {
        return { kind: 'event', text: JSON.stringify({ type: 'class_files', classId: job.classId, files: [...classFiles(job.className, debriefs, job.only), ...(job.extraFiles ?? [])], ...rid(job) }) };
      }
      const report = classReport(job.classId, job.className, job.now, debriefs);
      return { kind: 'event', text: JSON.stringify({ type: 'class_report_data', classId: job.classId, report, ...rid(job) }) };
    }
  }
}

/** Heavy work done at once on the caller's thread (tests and tools: answers arrive before `run` returns). */
export function inProcessWork(env: JobEnv): HeavyWork {
  return { run: (job, done) => done(runJob(env, job)) };
}
