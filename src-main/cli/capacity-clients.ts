/**
 * The connections of a `bench:capacity` step, in this (the load generator's) process: every one notes when each
 * view of each table it watches arrives, and the scripted students act on what their screens show
 * (capacity-student.ts).
 *
 * Which command caused which view: a table's change reaches every connection of the table as one view, in the
 * same order on every socket, and the host sends the acting student its view before the command's `ack` (same
 * turn of its event loop). So the view a student holds when its ack arrives is the k-th of its table, and the
 * command reached client C when C's k-th view of that table arrived. Counting starts at the same quiet moment on
 * every socket (CapacityRun.resetCounts), before the tables start.
 *
 * Every connection takes view deltas, as the browsers do (docs/PROTOCOL.md, "View deltas"): a table's change is then
 * one `view_delta` on each socket instead of one `view`, counted alike. Only the start of a message is read where
 * that says enough (its type, its game): parsing every view in full would measure this process rather than the
 * host. A student keeps its document — the full view parsed once, the deltas applied to it as they come — and
 * reads its window from it; with `--full-views` it reads the window from the view's session part and parses a
 * whole view only when it decides.
 */
import { performance } from 'node:perf_hooks';
import jsonPatch from 'fast-json-patch';
import type { WebSocket } from 'ws';
import type { PatchOperation, ViewDocument } from '../../src-shared/protocol/view-deltas.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { randInt, type Rng } from '../../src-shared/rng.ts';
import { asAction, chooseMove, mustAct, type WindowInfo } from './capacity-student.ts';

/** A table as the load generator knows it. */
export type TableRt = { index: number; gameId: string; joinCode: string; kind: string; module: AnyGameModule; classId: string; watchers: Receiver[]; dashboard: Dashboard | null };

/** An accepted command: sent at `start`; its change is the table's `k`-th view (null: no view came before the ack). */
export type Measured = { table: TableRt; student: Student; start: number; k: number | null; as: string };

export type Tally = {
  messages: number;
  bytes: number;
  /** Refusals by reason (play only: from the start of the tables to the end of the drain). */
  errors: Record<string, number>;
  /** Hints asked during the measured interval. */
  hints: number;
  /** Windows a student left to the clock during the measured interval (the hint gave no move). */
  leftToClock: number;
  socketsClosed: number;
  /** Deltas a student could not apply in order (TCP keeps order: any is a host's fault; the student resyncs). */
  deltaGaps: number;
  /** The size of each view or delta a student received. */
  studentViewBytes: number[];
  classStateBytes: number[];
};

/** What every connection of a step shares. */
export class CapacityRun {
  readonly tables = new Map<string, TableRt>();
  readonly measured: Measured[] = [];
  readonly tally: Tally = { messages: 0, bytes: 0, errors: {}, hints: 0, leftToClock: 0, socketsClosed: 0, deltaGaps: 0, studentViewBytes: [], classStateBytes: [] };
  /** Commands sent now are measured. */
  recording = false;
  /** The tables are playing: refusals and closed sockets count. */
  playing = false;
  lastMessageAt = 0;
  requests = 0;
  readonly receivers: Receiver[] = [];
  readonly rng: Rng;
  readonly thinkMs: [number, number];

  constructor(rng: Rng, thinkMs: [number, number]) {
    this.rng = rng;
    this.thinkMs = thinkMs;
  }

  /** Every socket's view counts start again from here (a quiet moment: no table is changing). */
  resetCounts(): void {
    for (const r of this.receivers) r.reset();
    this.tally.studentViewBytes.length = 0;
    this.tally.classStateBytes.length = 0;
  }

  think(): number {
    return randInt(this.rng, this.thinkMs[0], this.thinkMs[1]);
  }
}

const VIEW = Buffer.from('{"type":"view","gameId":"');
const VIEW_DELTA = Buffer.from('{"type":"view_delta","gameId":"');
const SEQ = Buffer.from(',"seq":');
const CLASS_STATE = Buffer.from('{"type":"class_state","classId":"');
const SESSION = Buffer.from(',"session":{"kind":');
const WINDOW = Buffer.from('"window":');
const QUOTE = 0x22;
const startsWith = (data: Buffer, prefix: Buffer) => data.length > prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * The active window of a view message, read from its session part without parsing the public view (the host
 * writes `session` after `view` and `private`, and a window holds no nested object); the whole message is parsed
 * when it is laid out otherwise.
 */
export function readWindow(data: Buffer): WindowInfo | null {
  const at = data.lastIndexOf(SESSION);
  const w = at < 0 ? -1 : data.indexOf(WINDOW, at);
  if (w >= 0) {
    const from = w + WINDOW.length;
    if (data.toString('latin1', from, from + 4) === 'null') return null;
    const to = data.indexOf('}', from);
    if (data[from] === 0x7b && to > from) return JSON.parse(data.toString('utf8', from, to + 1)) as WindowInfo;
  }
  return (JSON.parse(data.toString()) as { session?: { window?: WindowInfo | null } }).session?.window ?? null;
}

export class Receiver {
  readonly socket: WebSocket;
  protected readonly run: CapacityRun;
  /** Arrival times of each table's views since the last reset, in order. */
  readonly arrivals = new Map<TableRt, number[]>();
  private readonly waiting = new Map<string, (event: Record<string, unknown>) => void>();

  constructor(socket: WebSocket, run: CapacityRun) {
    this.socket = socket;
    this.run = run;
    run.receivers.push(this);
    socket.on('message', (data: Buffer) => this.receive(data));
    socket.on('close', () => {
      if (run.playing) run.tally.socketsClosed += 1;
    });
    socket.on('error', () => undefined);
  }

  reset(): void {
    this.arrivals.clear();
  }

  /** Sends a command and resolves with the answer that carries its request id (an error included). */
  request(command: Record<string, unknown>): Promise<Record<string, unknown>> {
    const requestId = `c${++this.run.requests}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(requestId);
        reject(new Error(`no answer to ${String(command.type)} within ${REQUEST_TIMEOUT_MS / 1000} s`));
      }, REQUEST_TIMEOUT_MS);
      this.waiting.set(requestId, (event) => {
        clearTimeout(timer);
        resolve(event);
      });
      this.socket.send(JSON.stringify({ ...command, requestId }));
    });
  }

  /** Like `request`, but an answer of another type than `type` is a failure (setup: nothing may be refused). */
  async expect(command: Record<string, unknown>, type: string): Promise<Record<string, unknown>> {
    const answer = await this.request(command);
    if (answer.type !== type) throw new Error(`${String(command.type)} answered ${JSON.stringify(answer).slice(0, 300)}`);
    return answer;
  }

  private receive(data: Buffer): void {
    const now = performance.now();
    const run = this.run;
    run.lastMessageAt = now;
    run.tally.messages += 1;
    run.tally.bytes += data.length;
    const delta = startsWith(data, VIEW_DELTA);
    if (delta || startsWith(data, VIEW)) {
      const prefix = delta ? VIEW_DELTA : VIEW;
      const gameId = data.toString('latin1', prefix.length, data.indexOf(QUOTE, prefix.length));
      this.track(data, delta);
      const table = run.tables.get(gameId);
      // Views that came before the tables were known are setup's: counting starts at the reset.
      if (!table) return;
      let list = this.arrivals.get(table);
      if (!list) this.arrivals.set(table, (list = []));
      list.push(now);
      this.view(table, data, now);
      return;
    }
    if (startsWith(data, CLASS_STATE)) {
      this.classState(data.toString('latin1', CLASS_STATE.length, data.indexOf(QUOTE, CLASS_STATE.length)), data, now);
      return;
    }
    const event = JSON.parse(data.toString()) as Record<string, unknown>;
    if (event.type === 'error' && run.playing) run.tally.errors[String(event.reason)] = (run.tally.errors[String(event.reason)] ?? 0) + 1;
    const waiter = typeof event.requestId === 'string' ? this.waiting.get(event.requestId) : undefined;
    if (!waiter) return;
    this.waiting.delete(event.requestId as string);
    waiter(event);
  }

  /** Every view or delta, from the first (a student keeps its document from its join on, before setup knows its table). */
  protected track(_data: Buffer, _delta: boolean): void {}

  /** A view or delta of a known table, counted since the last reset. */
  protected view(_table: TableRt, _data: Buffer, _now: number): void {}

  protected classState(_classId: string, _data: Buffer, _now: number): void {}
}

/** A class's dashboard (a teacher): besides the views of every table, when each change's `class_state` came. */
export class Dashboard extends Receiver {
  /** Per table, when the first class_state after its k-th view arrived (index k - 1). */
  readonly stateAt = new Map<TableRt, number[]>();
  private readonly pending = new Map<string, { table: TableRt; index: number }[]>();
  /** The latest class_state of each class (setup reads the roster's keys from it). */
  private readonly latest = new Map<string, Buffer>();
  private readonly stateWaiters = new Map<string, (data: Buffer) => void>();

  /** The class's roster: the latest class_state, or the next one. */
  async roster(classId: string): Promise<Record<string, unknown>> {
    const data = this.latest.get(classId) ?? (await new Promise<Buffer>((resolve) => this.stateWaiters.set(classId, resolve)));
    return JSON.parse(data.toString()) as Record<string, unknown>;
  }

  override reset(): void {
    super.reset();
    this.stateAt.clear();
    this.pending.clear();
  }

  protected override view(table: TableRt): void {
    const list = this.pending.get(table.classId) ?? [];
    list.push({ table, index: this.arrivals.get(table)!.length - 1 });
    this.pending.set(table.classId, list);
  }

  protected override classState(classId: string, data: Buffer, now: number): void {
    this.latest.set(classId, data);
    this.stateWaiters.get(classId)?.(data);
    this.stateWaiters.delete(classId);
    if (this.run.recording) this.run.tally.classStateBytes.push(data.length);
    for (const { table, index } of this.pending.get(classId) ?? []) {
      let list = this.stateAt.get(table);
      if (!list) this.stateAt.set(table, (list = []));
      list[index] = now;
    }
    this.pending.delete(classId);
  }
}

/** A scripted student at one seat (what it sends: capacity-student.ts). */
export class Student extends Receiver {
  table!: TableRt;
  player = '';
  private clientSeq = 0;
  /** The last full view as it came (parsed only when needed)… */
  private latest: Buffer | null = null;
  /** …and the document deltas apply to, once one came (null: read `latest`), with its number. */
  private doc: ViewDocument | null = null;
  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A command or hint of this student is in flight: it waits for the answer before deciding again. */
  private busy = false;
  private stopped = true;
  /** A window the student leaves to the clock (its hint had no move). */
  private leftAt = -1;

  seat(table: TableRt, player: string, clientSeq: number): void {
    this.table = table;
    this.player = player;
    this.clientSeq = clientSeq;
  }

  start(): void {
    this.stopped = false;
    this.consider();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** A student's connection holds its own table only: every view and delta on it is of that table. */
  protected override track(data: Buffer, delta: boolean): void {
    if (!delta) {
      this.latest = data;
      this.doc = null;
      const at = data.lastIndexOf(SEQ);
      this.seq = at < 0 ? 0 : Number.parseInt(data.toString('latin1', at + SEQ.length, at + SEQ.length + 12), 10);
    } else if (!this.apply(JSON.parse(data.toString()) as { seq: number; patch: PatchOperation[] })) {
      this.run.tally.deltaGaps += 1;
      this.doc = null;
      this.latest = null;
      const gameId = data.toString('latin1', VIEW_DELTA.length, data.indexOf(QUOTE, VIEW_DELTA.length));
      this.socket.send(JSON.stringify({ type: 'resync', gameId }));
    }
  }

  protected override view(table: TableRt, data: Buffer): void {
    if (table !== this.table) return;
    if (this.run.recording) this.run.tally.studentViewBytes.push(data.length);
    this.consider();
  }

  /** Applies a delta in order to the document (made from the last full view the first time). */
  private apply(delta: { seq: number; patch: PatchOperation[] }): boolean {
    if (!this.latest || delta.seq !== this.seq + 1) return false;
    this.doc ??= JSON.parse(this.latest.toString()) as ViewDocument;
    try {
      jsonPatch.applyPatch(this.doc, delta.patch, false, true);
    } catch {
      return false;
    }
    this.seq = delta.seq;
    return true;
  }

  /** The screen's window: from the document, or read off the last full view's session part. */
  private window(): WindowInfo | null {
    if (this.doc) return (this.doc.session.window as WindowInfo | null | undefined) ?? null;
    return this.latest ? readWindow(this.latest) : null;
  }

  /** A window the student must answer: it thinks for a few seconds first (one timer at a time). */
  private consider(): void {
    if (this.stopped || this.timer || this.busy || !this.latest) return;
    const window = this.window();
    if (!mustAct(window, this.player) || window.id === this.leftAt) return;
    this.timer = setTimeout(() => this.decide(), this.run.think());
  }

  private decide(): void {
    this.timer = null;
    if (this.stopped || !this.latest) return;
    const view = (this.doc ?? JSON.parse(this.latest.toString())) as { session: { window?: WindowInfo | null }; private?: Record<string, unknown> };
    const window = view.session.window ?? null;
    const move = chooseMove(this.table.module, window, this.player, view.private?.[this.player]);
    if (move.kind === 'act') this.act(window!.id, move.action, move.as);
    else if (move.kind === 'hint') this.hint(window!.id);
  }

  private act(windowId: number, action: Record<string, unknown>, as: string): void {
    this.busy = true;
    const before = this.arrivals.get(this.table)?.length ?? 0;
    const measured = this.run.recording;
    const start = performance.now();
    const command = { type: 'act', gameId: this.table.gameId, player: this.player, phaseSerial: windowId, clientSeq: ++this.clientSeq, action };
    void this.request(command).then((answer) => {
      this.busy = false;
      if (answer.type === 'ack' && measured) {
        const views = this.arrivals.get(this.table)?.length ?? 0;
        this.run.measured.push({ table: this.table, student: this, start, k: views > before ? views : null, as });
      }
      this.consider();
    }, () => (this.busy = false));
  }

  private hint(windowId: number): void {
    this.busy = true;
    if (this.run.recording) this.run.tally.hints += 1;
    void this.request({ type: 'hint', gameId: this.table.gameId, player: this.player }).then((answer) => {
      const inputs = answer.type === 'hint_result' ? (answer.inputs as { type: string; player?: string }[]) : [];
      if (inputs.length > 0 && answer.window === windowId && !this.stopped) return this.act(windowId, asAction(inputs[0]), 'hint');
      this.busy = false;
      this.leftAt = windowId;
      if (this.run.recording) this.run.tally.leftToClock += 1;
      this.consider();
    }, () => (this.busy = false));
  }
}
