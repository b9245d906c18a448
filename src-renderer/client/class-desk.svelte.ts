/**
 * The classroom's store, beside the Desk and on the same GameClient: the class this screen facilitates or
 * projects (`class_joined`), its roster (`class_state`), the live view of each of its tables (the `view`
 * events of the class's games; the Desk ignores those, as they are not its game), the debrief report, and a
 * student's personal-link join. It re-sends `facilitate_class` / `watch_class` after a reconnect; the class
 * secret is kept per class code in the tab's session storage (another device typed it once; a refresh keeps it).
 */
import type { ClassReport } from '../../src-shared/platform/class-report.ts';
import type { Command, CommandOf, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { download } from '../lib/export.ts';
import type { Outcome, SessionInfo, ViewBase } from './desk.svelte.ts';
import type { ClientState, GameClient, RequestOptions } from './game-client.ts';
import { ClassTutorials } from './class-tutorials.svelte.ts';

export type ClassInfo = HostEventOf<'class_joined'>;
export type ClassState = HostEventOf<'class_state'>;
export type ClassTable = ClassInfo['tables'][number];
export type RosterLine = ClassState['students'][number];
export type DeviceRequest = ClassState['requests'][number];
export type ClassSummary = HostEventOf<'classes'>['classes'][number];
export type ClassControl = CommandOf<'class_control'>['command'];
export type ClassControlExtra = Partial<Omit<CommandOf<'class_control'>, 'type' | 'classId' | 'command' | 'requestId'>>;
/** One table of the class as the screens draw it: its latest public view and session (null until the first). */
export type ClassTableLive = { view: ViewBase | null; session: SessionInfo | null };
/** A student's link answered: the seat (hand it to the Desk), or the host's refusal. */
export type StudentOutcome = { ok: true; joined: HostEventOf<'joined'> } | { ok: false; reason: string; message: string };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SECRET_PREFIX = 'sectors.class.';
const STUDENT_PREFIX = 'sectors.student.';

function outcome(event: HostEvent): Outcome {
  return event.type === 'error' ? { ok: false, reason: event.reason, message: event.message } : { ok: true };
}

function read(storage: Store | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Store | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* private mode: not remembered, the screen still works until it is closed */
  }
}

export class ClassDesk {
  connection: ClientState = $state({ status: 'connecting', transport: 'websocket', hostVersion: null, lastError: null });
  /** The class this screen facilitates or projects, and its tables. */
  info: ClassInfo | null = $state(null);
  /** The roster, locks and device requests (facilitators only). */
  state: ClassState | null = $state(null);
  tables: Record<string, ClassTableLive> = $state({});
  report: ClassReport | null = $state(null);
  /** The host's classes (the host machine only; `list`). */
  classes: ClassSummary[] = $state([]);
  /** The code and secret the host gave this screen last (`create`, `new_secret`): shown on the dashboard. */
  created: HostEventOf<'class_created'> | null = $state(null);
  /** A student's link on a new device waits for the teacher's approval. */
  studentPending: HostEventOf<'join_pending'> | null = $state(null);
  /** Host clock minus this machine's clock. */
  clockOffsetMs = $state(0);
  lastError: { reason: string; message: string } | null = $state(null);
  /** True once the host let this screen facilitate without a secret (the host machine), false when it asked for one. */
  hostMachine: boolean | null = $state(null);
  /** The tutorials the teacher assigns the class (the host's catalogue, `assign_tutorials`). */
  readonly tutorials: ClassTutorials;

  private readonly client: GameClient;
  private readonly session: Store | null;
  private readonly browser: Store | null;
  /** What to re-send after a reconnect: the class role this screen holds. */
  private role: { kind: 'facilitator' | 'projector'; code: string } | null = null;

  /** `session`: the tab's storage (class secrets); `local`: the browser's (a student's seat token per key). */
  constructor(client: GameClient, session: Store | null, local: Store | null) {
    this.client = client;
    this.session = session;
    this.browser = local;
    this.tutorials = new ClassTutorials((command) => this.ask(command), () => this.info?.classId ?? null);
    this.connection = client.state;
    client.onChange((state) => {
      const reconnected = state.status === 'connected' && this.connection.status !== 'connected';
      this.connection = state;
      // A student's link waiting for approval is lost with the connection (its request answers DISCONNECTED):
      // it no longer waits, and the screen asks again once the host is back.
      if (state.status === 'disconnected') this.studentPending = null;
      if (reconnected && this.role) void this.reclaim();
    });
    client.onEvent((event) => this.receive(event));
  }

  /** The class secret this tab knows for a class code (typed, or issued to this screen). */
  secretFor(code: string): string | null {
    return read(this.session, SECRET_PREFIX + code.toUpperCase());
  }

  /** Milliseconds left in a table's window by the host's clock (null: no clock); paused: what was left. */
  remainingMs(session: SessionInfo | null, now = Date.now()): number | null {
    if (!session) return null;
    if (session.paused) return session.remainingMs;
    if (session.deadline === null) return null;
    return Math.max(0, session.deadline - (now + this.clockOffsetMs));
  }

  private isClassGame(gameId: string): boolean {
    return (this.info?.tables.some((t) => t.gameId === gameId) ?? false) || (this.state?.tables.some((t) => t.gameId === gameId) ?? false);
  }

  private receive(event: HostEvent): void {
    switch (event.type) {
      case 'class_joined':
        if (this.info?.classId !== event.classId) {
          this.tables = {};
          this.state = null;
          this.report = null;
        }
        this.info = event;
        return;
      case 'class_state':
        if (this.info && this.info.classId !== event.classId) return;
        this.state = event;
        // The roster names the tables too: a table added or renamed shows at once.
        if (this.info) this.info = { ...this.info, name: event.name, tables: event.tables };
        this.clockOffsetMs = event.serverNow - Date.now();
        return;
      case 'view':
        if (!this.isClassGame(event.gameId)) return;
        this.tables = { ...this.tables, [event.gameId]: { view: event.view as ViewBase, session: event.session } };
        this.clockOffsetMs = event.session.serverNow - Date.now();
        return;
      case 'class_report_data':
        if (this.info && event.classId !== this.info.classId) return;
        this.report = event.report as unknown as ClassReport;
        return;
      case 'class_created':
        this.created = event;
        write(this.session, SECRET_PREFIX + event.code.toUpperCase(), event.secret);
        return;
      case 'classes':
        this.classes = event.classes;
        return;
      default:
        return;
    }
  }

  private async ask(command: Command, options?: RequestOptions): Promise<HostEvent> {
    const answer = await this.client.request(command, options);
    this.lastError = answer.type === 'error' ? { reason: answer.reason, message: answer.message } : null;
    return answer;
  }

  /** The host's classes; the answer also tells whether this is the host machine (others are refused). */
  async list(): Promise<Outcome> {
    const answer = await this.ask({ type: 'list_classes' });
    if (answer.type === 'classes') this.hostMachine = true;
    else if (answer.type === 'error' && answer.reason === 'LOCAL_ONLY') this.hostMachine = false;
    return outcome(answer);
  }

  /** A new class (the host machine only): answered with its code and secret; the caller opens its dashboard. */
  async create(command: Omit<CommandOf<'create_class'>, 'type' | 'requestId'>): Promise<Outcome & { code?: string }> {
    const answer = await this.ask({ type: 'create_class', ...command });
    if (answer.type === 'class_created') return { ok: true, code: answer.code };
    return outcome(answer);
  }

  /** The dashboard of a class: with its secret (another device), or none (the host machine). */
  async facilitate(code: string, secret?: string): Promise<Outcome> {
    const upper = code.toUpperCase();
    let used = secret ?? this.secretFor(upper) ?? undefined;
    let answer = await this.ask({ type: 'facilitate_class', code: upper, ...(used ? { secret: used } : {}) });
    if (answer.type === 'error' && used && !secret && answer.reason === 'WRONG_SECRET') {
      // A secret kept from before a `new_secret`: the host machine needs none, so ask once without it.
      used = undefined;
      answer = await this.ask({ type: 'facilitate_class', code: upper });
    }
    if (answer.type === 'class_joined') {
      this.role = { kind: 'facilitator', code: upper };
      if (used) write(this.session, SECRET_PREFIX + upper, used);
      // Let in without a secret: this is the host machine (with one, it may be either).
      else this.hostMachine = true;
    } else if (answer.type === 'error' && answer.reason === 'LOCAL_ONLY') this.hostMachine = false;
    return outcome(answer);
  }

  /** The class projector: every table's public view. */
  async watch(code: string): Promise<Outcome> {
    const upper = code.toUpperCase();
    const answer = await this.ask({ type: 'watch_class', code: upper });
    if (answer.type === 'class_joined') this.role = { kind: 'projector', code: upper };
    return outcome(answer);
  }

  /** Re-takes the class role after a reconnect (the host forgets a dropped connection's roles). */
  private async reclaim(): Promise<void> {
    const role = this.role;
    if (!role) return;
    if (role.kind === 'projector') await this.watch(role.code);
    else await this.facilitate(role.code);
  }

  /** Stops re-taking the class role (the screen left the class). */
  forget(): void {
    this.role = null;
  }

  async control(command: ClassControl, extra: ClassControlExtra = {}): Promise<Outcome> {
    if (!this.info) return { ok: false, reason: 'NO_CLASS', message: 'not in a class' };
    return outcome(await this.ask({ type: 'class_control', classId: this.info.classId, command, ...extra }));
  }

  /** The debrief CSV of the class, or of one table: each file the host returns is downloaded. */
  async exportCsv(table?: string): Promise<Outcome & { files?: string[] }> {
    if (!this.info) return { ok: false, reason: 'NO_CLASS', message: 'not in a class' };
    const answer = await this.ask({ type: 'export_class', classId: this.info.classId, ...(table ? { table } : {}) });
    if (answer.type !== 'class_files') return outcome(answer);
    for (const file of answer.files) download(file.name, file.csv, 'text/csv;charset=utf-8');
    return { ok: true, files: answer.files.map((f) => f.name) };
  }

  async loadReport(): Promise<Outcome> {
    if (!this.info) return { ok: false, reason: 'NO_CLASS', message: 'not in a class' };
    return outcome(await this.ask({ type: 'class_report', classId: this.info.classId }));
  }

  /** The seat token this browser keeps for a student's personal key (null: never joined here). */
  studentToken(key: string): string | null {
    return read(this.browser, STUDENT_PREFIX + key);
  }

  /**
   * A student's personal link: takes the student's seat (with the token kept for the key, if any). On a new
   * device the host asks the teacher first (`join_pending`: `studentPending` meanwhile) and answers the same
   * request once the teacher did (`joined`, or DEVICE_DENIED); this resolves with that final answer. The caller
   * hands the `joined` answer to the Desk, which then plays the seat like any other.
   */
  async joinStudent(key: string): Promise<StudentOutcome> {
    this.studentPending = null;
    const token = this.studentToken(key);
    try {
      const answer = await this.ask({ type: 'join_student', key, ...(token ? { token } : {}) }, { interim: (event) => (this.studentPending = event) });
      if (answer.type === 'joined') {
        if (answer.token) write(this.browser, STUDENT_PREFIX + key, answer.token);
        return { ok: true, joined: answer };
      }
      if (answer.type === 'error') return { ok: false, reason: answer.reason, message: answer.message };
      return { ok: false, reason: 'UNEXPECTED', message: `the host answered ${answer.type}` };
    } finally {
      this.studentPending = null;
    }
  }
}
