/**
 * A class's debrief on the host: each table replayed from its journal into per-student per-period rows
 * (src-shared/platform/debrief-build.ts), written as CSV files (one for the class, one per table) or gathered
 * into the class report. Students keep their roster names and count as people even while a bot plays their seat.
 */
import type { ClassReport, TableDebrief } from '../../src-shared/platform/class-report.ts';
import { classReport, debriefTable } from '../../src-shared/platform/debrief-build.ts';
import { classCsv } from '../../src-shared/platform/debrief-csv.ts';
import type { BaseInput } from '../../src-shared/platform/module.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { ClassRecord, ClassRepository } from '../store/classes.ts';
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

export class ClassDebrief {
  private readonly repo: ClassRepository;
  private readonly host: ClassHost;

  constructor(repo: ClassRepository, host: ClassHost) {
    this.repo = repo;
    this.host = host;
  }

  table(gameId: string): TableDebrief {
    const record = this.host.requireRecord(gameId);
    const module = this.host.moduleOf(record.kind);
    const students = new Map(this.repo.students(this.repo.classOfGame(gameId) ?? '').filter((s) => s.gameId === gameId).map((s) => [s.player, s.name]));
    const seats = this.host.requireSession(gameId).context.seats.map((s) => ({
      player: s.player, name: students.get(s.player) ?? s.name, kind: students.has(s.player) ? ('human' as const) : s.kind,
    }));
    const file = record.status === 'LOBBY' ? null : exportGame(module, record, this.host.journal(gameId), this.host.version, this.host.clock.now());
    return debriefTable(module, {
      gameId, table: record.name, status: record.status, config: file?.config ?? record.config, seed: file?.seed ?? record.seed,
      inputs: (file?.inputs ?? []) as BaseInput[], seats, rejected: this.repo.rejections(gameId),
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

  /** The class's CSV and one per table; or only `table`'s. */
  files(record: ClassRecord, table?: string): { name: string; csv: string }[] {
    const tables = this.repo.tables(record.id);
    if (table !== undefined && !tables.includes(table)) throw new Refusal('NOT_IN_CLASS', `game ${table} is not a table of this class`);
    const debriefs = tables.map((gameId) => this.table(gameId));
    const perTable = debriefs.map((d) => ({ name: `${fileSlug(record.name)}-${fileSlug(d.table)}.csv`, csv: classCsv(record.name, [d]), gameId: d.gameId }));
    if (table !== undefined) return perTable.filter((f) => f.gameId === table).map(({ name, csv }) => ({ name, csv }));
    return [{ name: `${fileSlug(record.name)}-class.csv`, csv: classCsv(record.name, debriefs) }, ...perTable.map(({ name, csv }) => ({ name, csv }))];
  }

  report(record: ClassRecord): ClassReport {
    return classReport(record.id, record.name, this.host.clock.now(), this.repo.tables(record.id).map((gameId) => this.table(gameId)));
  }
}
