/**
 * A class's debrief on the host: what each table needs is gathered here (seats with the roster's names, refused
 * orders); each table is then replayed from its journal into per-student per-period rows
 * (src-shared/platform/debrief-build.ts) and written as CSV files (one for the class, one per table) or gathered
 * into the class report — as heavy work (heavy/jobs.ts), off the event loop in the app.
 */
import type { RejectedOrder, TableDebrief } from '../../src-shared/platform/class-report.ts';
import { debriefTable, type TableSeat } from '../../src-shared/platform/debrief-build.ts';
import { classCsv } from '../../src-shared/platform/debrief-csv.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { ClassRecord, ClassRepository } from '../store/classes.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import type { ClassHost } from './class-desk.ts';
import { exportGame } from './game-file.ts';
import { Refusal } from './links.ts';

/** A file name from a class or table name: letters, digits and dashes only. */
export function fileSlug(name: string): string {
  return name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'class';
}

/**
 * A refused action as the debrief lists it: its type, then its fields in order ("PLACE_LIMIT_ORDER (companyId
 * TTN, side BUY, quantity 2, value 999)"), not JSON, which a spreadsheet cell shows with every quote doubled.
 */
export function actionWords(action: unknown): string {
  if (action === null || typeof action !== 'object') return String(action).slice(0, 500);
  const { type, ...fields } = action as Record<string, unknown>;
  const parts = Object.entries(fields).map(([name, value]) => `${name} ${value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return `${String(type)}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`.slice(0, 500);
}

/** Refusals of an `act` that say nothing about the order itself. */
const NOT_ORDERS = new Set(['NOT_YOUR_SEAT', 'SEAT_NOT_HUMAN', 'GAME_NOT_RUNNING', 'DUPLICATE_REQUEST', 'PAUSED', 'STALE_INPUT', 'RATE_LIMITED', 'GAME_NOT_FOUND']);

/** What a table's debrief needs besides its journal (gathered on the host at once; the replay runs as heavy work). */
export type TableJob = { record: GameRecord; seats: TableSeat[]; rejected: RejectedOrder[] };

/** A table replayed from its journal into per-student per-period rows. */
export function tableDebrief(module: AnyGameModule, job: TableJob, entries: StoredJournalEntry[], version: string, now: number): TableDebrief {
  const { record } = job;
  const file = record.status === 'LOBBY' ? null : exportGame(module, record, entries, version, now);
  return debriefTable(module, {
    gameId: record.id, table: record.name, status: record.status, config: file?.config ?? record.config, seed: file?.seed ?? record.seed,
    inputs: (file?.inputs ?? []) as BaseInput[], seats: job.seats, rejected: job.rejected,
  });
}

/** The class's CSV and one per table (in the class's order); or only `only`'s. */
export function classFiles(className: string, debriefs: TableDebrief[], only?: string): { name: string; csv: string }[] {
  const perTable = debriefs.map((d) => ({ name: `${fileSlug(className)}-${fileSlug(d.table)}.csv`, csv: classCsv(className, [d]), gameId: d.gameId }));
  if (only !== undefined) return perTable.filter((f) => f.gameId === only).map(({ name, csv }) => ({ name, csv }));
  return [{ name: `${fileSlug(className)}-class.csv`, csv: classCsv(className, debriefs) }, ...perTable.map(({ name, csv }) => ({ name, csv }))];
}

export class ClassDebrief {
  private readonly repo: ClassRepository;
  private readonly host: ClassHost;

  constructor(repo: ClassRepository, host: ClassHost) {
    this.repo = repo;
    this.host = host;
  }

  /** What each table's debrief needs from the host (students keep their roster names and count as people). */
  tableJobs(record: ClassRecord, only?: string): TableJob[] {
    const tables = this.repo.tables(record.id);
    if (only !== undefined && !tables.includes(only)) throw new Refusal('NOT_IN_CLASS', `game ${only} is not a table of this class`);
    const students = this.repo.students(record.id);
    return tables.map((gameId) => {
      const names = new Map(students.filter((s) => s.gameId === gameId).map((s) => [s.player, s.name]));
      const seats = this.host.requireSession(gameId).context.seats.map((s) => ({
        player: s.player, name: names.get(s.player) ?? s.name, kind: names.has(s.player) ? ('human' as const) : s.kind,
      }));
      return { record: this.host.requireRecord(gameId), seats, rejected: this.repo.rejections(gameId) };
    });
  }

  /**
   * An `act` the host refused at a class table: an order the debrief lists with its reason in words. Refusals
   * about the connection or the moment (not your seat, paused, stale, a resend) are not orders and are not kept.
   */
  noteRejected(command: CommandOf<'act'>, err: unknown, at: number): void {
    if (!(err instanceof Refusal) || NOT_ORDERS.has(err.reason)) return;
    const session = this.host.requireSession(command.gameId);
    const engine = session.context.engine;
    if (engine === null) return;
    const period = session.module.debrief?.period(engine) ?? session.module.summary(engine).turn ?? 0;
    this.repo.recordRejection(command.gameId, { player: command.player, period, at, action: actionWords(command.action), reason: err.reason, message: err.message });
  }
}
