/**
 * A class's debrief on the host: what each table needs is gathered here (seats with the roster's names, refused
 * orders); each table is then replayed from its journal into per-student per-period rows
 * (src-shared/platform/debrief-build.ts) and written as CSV files (one for the class, one per table) or gathered
 * into the class report — as heavy work (heavy/jobs.ts), off the event loop in the app.
 */
import type { RejectedOrder, TableDebrief } from '../../src-shared/platform/class-report.ts';
import { debriefTable, type InputOrigin, type SeatHolder, type TableCredit, type TableSeat } from '../../src-shared/platform/debrief-build.ts';
import { classCsv } from '../../src-shared/platform/debrief-csv.ts';
import type { AnyGameModule, BaseInput, SeatId } from '../../src-shared/platform/module.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { ClassRecord, ClassRepository } from '../store/classes.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import type { ClassHost } from './class-desk.ts';
import { replayJournal } from './game-file.ts';
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

/**
 * What a table's debrief needs besides its journal (gathered on the host at once; the replay runs as heavy work).
 * `sameDeal`: another table of the class has the same game, seed and number of seats (same cards and draws).
 */
export type TableJob = { record: GameRecord; seats: TableSeat[]; rejected: RejectedOrder[]; sameDeal?: boolean };

const other = (kind: SeatHolder): SeatHolder => (kind === 'bot' ? 'human' : 'bot');

/**
 * Who held each seat when the game started. The record keeps only today's seats, and a SET_SEAT says what a seat
 * became, not what it was: so a seat changed in the lobby starts as its last change made it; a seat changed only
 * during the game starts as what it did before its first change shows (a person's INPUT: a person's; a BOTS_ACT
 * move: a bot's), else as that change says for a rename or a join by name (same holder) and the other holder for a
 * hand-over (the teacher's "replace by a bot" or "hand back" change the holder); an unchanged seat as it is now.
 */
function holdersAtStart(record: GameRecord, entries: readonly StoredJournalEntry[]): Record<SeatId, SeatHolder> {
  const lobby = new Map<SeatId, SeatHolder>();
  const first = new Map<SeatId, { kind: SeatHolder; named: boolean }>();
  const seen = new Map<SeatId, SeatHolder>();
  let started = false;
  const note = (player: SeatId | undefined, kind: SeatHolder) => {
    if (player !== undefined && !first.has(player) && !seen.has(player)) seen.set(player, kind);
  };
  for (const entry of entries) {
    const event = entry.payload as SessionEvent;
    if (event.type === 'START' || event.type === 'LOAD') started = true;
    else if (event.type === 'SET_SEAT') {
      if (!started) lobby.set(event.player, event.kind);
      else if (!first.has(event.player)) first.set(event.player, { kind: event.kind, named: event.name !== undefined });
    } else if (started && event.type === 'INPUT') note(event.input.player, 'human');
    else if (started && event.type === 'BOTS_ACT') for (const move of event.moves) note(move.player, 'bot');
  }
  return Object.fromEntries(record.seats.map((seat) => {
    const change = first.get(seat.player);
    const start = lobby.get(seat.player) ?? (change ? (seen.get(seat.player) ?? (change.named ? change.kind : other(change.kind))) : seat.kind);
    return [seat.player, start];
  }));
}

/**
 * A table's engine inputs in order (as its game file has them) and who played (debrief-build.ts `TableCredit`):
 * the journal replayed through the session, each input tagged by the session event that carried it — a person's
 * INPUT (its first input: the seat's own move), a BOTS_ACT (the bots' moves and readiness), anything else (the
 * clock, a grace period, readiness of a seat nobody holds) a default unless a bot holds the input's seat — and
 * each change of a seat's holder (SET_SEAT) at the input it came before.
 */
export function creditedReplay(module: AnyGameModule, record: GameRecord, entries: StoredJournalEntry[]): { inputs: BaseInput[]; credit: TableCredit } {
  const start = holdersAtStart(record, entries);
  const holder = new Map(Object.entries(start));
  const origins: InputOrigin[] = [];
  const changes: TableCredit['changes'] = [];
  let started = false;
  const { inputs } = replayJournal(module, record, entries, undefined, (event, applied) => {
    if (event.type === 'START' || event.type === 'LOAD') started = true;
    if (event.type === 'SET_SEAT' && started && holder.has(event.player) && holder.get(event.player) !== event.kind) {
      changes.push({ at: origins.length, player: event.player, kind: event.kind });
      holder.set(event.player, event.kind);
    }
    const movers = event.type === 'BOTS_ACT' ? new Set(event.moves.map((m) => m.player)) : null;
    applied.forEach((input, i) => {
      const seat = input.player;
      if (event.type === 'INPUT' && i === 0) origins.push('student');
      else if (seat !== undefined && (movers?.has(seat) || holder.get(seat) === 'bot')) origins.push('bot');
      else origins.push('default');
    });
  });
  return { inputs, credit: { origins, start, changes } };
}

/** A table replayed from its journal into per-student per-period rows, with who played each seat in each period. */
export function tableDebrief(module: AnyGameModule, job: TableJob, entries: StoredJournalEntry[]): TableDebrief {
  const { record } = job;
  const replayed = record.status === 'LOBBY' ? null : creditedReplay(module, record, entries);
  return debriefTable(module, {
    gameId: record.id, table: record.name, status: record.status, config: record.config, seed: record.seed,
    inputs: replayed?.inputs ?? [], seats: job.seats, rejected: job.rejected,
    ...(replayed ? { credit: replayed.credit } : {}), ...(job.sameDeal ? { sameDeal: true } : {}),
  });
}

/** Tables dealt the same cards: the same game, seed and number of seats as another table of the class. */
export function markSameDeals(jobs: TableJob[]): TableJob[] {
  const deal = (j: TableJob) => `${j.record.kind} ${j.record.seed} ${j.record.seats.length}`;
  const count = new Map<string, number>();
  for (const j of jobs) count.set(deal(j), (count.get(deal(j)) ?? 0) + 1);
  return jobs.map((j) => (count.get(deal(j))! > 1 ? { ...j, sameDeal: true } : j));
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

  /**
   * What each table's debrief needs from the host (students keep their roster names and count as people, whoever
   * plays their seat; who played it when is read from the journal in the heavy job). Cheap: no journal is read here.
   */
  tableJobs(record: ClassRecord, only?: string): TableJob[] {
    const tables = this.repo.tables(record.id);
    if (only !== undefined && !tables.includes(only)) throw new Refusal('NOT_IN_CLASS', `game ${only} is not a table of this class`);
    const students = this.repo.students(record.id);
    return markSameDeals(tables.map((gameId) => {
      const names = new Map(students.filter((s) => s.gameId === gameId).map((s) => [s.player, s.name]));
      const seats = this.host.requireSession(gameId).context.seats.map((s) => ({
        player: s.player, name: names.get(s.player) ?? s.name, kind: names.has(s.player) ? ('human' as const) : s.kind,
      }));
      return { record: this.host.requireRecord(gameId), seats, rejected: this.repo.rejections(gameId) };
    }));
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
