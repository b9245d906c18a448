/**
 * A class run over a real WebSocket by a client written from docs/PROTOCOL.md ("Classes" and the command and
 * event sections) and docs/CLASSROOM.md alone — no imports of the protocol's schemas or the renderer's client —
 * so the doc is checked the way an outsider would use it. The host machine is 127.0.0.1; every other loopback
 * address (127.0.0.2, …) plays another machine on the network, with its own per-address limits.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { WebSocket } from 'ws';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

type Msg = Record<string, any>;

const HOST_MACHINE = new Set(['127.0.0.1', '::ffff:127.0.0.1']);

let temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;

beforeEach(async () => {
  temp = makeTempDir();
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  const clock = new SimulatedClock();
  clock.set(1_767_000_000_000);
  booted = bootHost(join(temp.dir, 'data'), { clock });
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false, isLocal: (a) => HOST_MACHINE.has(a ?? '') });
});

afterEach(async () => {
  await server.close();
  booted.close();
  temp.cleanup();
});

/** One browser: every event it received, in order; answers found by requestId. */
class Client {
  readonly events: Msg[] = [];
  private waiters: (() => void)[] = [];
  private n = 0;
  private seq = 0;
  private readonly socket: WebSocket;
  readonly name: string;
  private constructor(socket: WebSocket, name: string) {
    this.socket = socket;
    this.name = name;
    socket.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()) as Msg);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects from `address` (127.0.0.1 is the host machine) and greets the host: `hello` first, as the doc says. */
  static async open(name: string, address = '127.0.0.1'): Promise<Client> {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { localAddress: address });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const client = new Client(socket, name);
    const welcome = await client.ask({ type: 'hello', protocol: 1, client: { kind: 'browser', name } });
    expect(welcome.type).toBe('welcome');
    return client;
  }

  /** The first event from index `from` on that `match` accepts (waits up to 5 s). */
  async waitFor(match: (event: Msg) => boolean, from = 0, what = 'an event'): Promise<Msg> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${this.name}: no ${what}; got ${this.events.slice(from).map((e) => e.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a command with a fresh requestId and returns the event answering it. */
  async ask(command: Msg): Promise<Msg> {
    const requestId = `${this.name}-${++this.n}`;
    const from = this.events.length;
    this.socket.send(JSON.stringify({ ...command, requestId }));
    return this.waitFor((e) => e.requestId === requestId, from, `answer to ${command.type}`);
  }

  act(gameId: string, player: string, phaseSerial: number, action: Msg): Promise<Msg> {
    return this.ask({ type: 'act', gameId, player, phaseSerial, clientSeq: ++this.seq, action });
  }

  /** Continues above the seat's highest accepted clientSeq (from `joined`). */
  continueFrom(clientSeq: number): void {
    this.seq = clientSeq;
  }

  /** The newest view of a game received so far. */
  latestView(gameId: string): Msg | undefined {
    return this.events.filter((e) => e.type === 'view' && e.gameId === gameId).at(-1);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Every string anywhere inside a message (keys excluded). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Parses RFC 4180 CSV (CLASSROOM.md: quoted fields, doubled quotes, CR LF records). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) row.push(cell), rows.push(row);
  return rows;
}

const TABLE_OPTIONS = { maxTurns: 8, timerMode: 'TIMERLESS', reviewSeconds: 0 };

describe('a class over a real WebSocket, from the doc alone', () => {
  it('creates a class, seats a student from another machine, approves a second device, pauses all, exports and reports', async () => {
    // The teacher's screen on the host machine creates the class.
    const teacher = await Client.open('teacher');
    const created = await teacher.ask({
      type: 'create_class',
      name: 'Period 3',
      students: ['Ana', 'Ben', 'Cai', 'Dee'],
      tables: [
        { game: 'sectors', options: TABLE_OPTIONS, seed: 11, seats: 3, botLevel: 'easy' },
        { game: 'sectors', options: TABLE_OPTIONS, seed: 12, seats: 3, botLevel: 'easy' },
      ],
      assign: [0, 0, 1, 1],
    });
    expect(created).toMatchObject({ type: 'class_created', code: expect.stringMatching(/^[A-Z0-9]{6}$/), secret: expect.any(String) });
    const classId = created.classId as string;
    // Then class_joined (facilitator), class_state and every table's view, in that order.
    const joinedAt = teacher.events.indexOf(created);
    const classJoined = await teacher.waitFor((e) => e.type === 'class_joined', joinedAt);
    expect(classJoined).toMatchObject({ classId, code: created.code, name: 'Period 3', role: 'facilitator' });
    const tables = classJoined.tables as Msg[];
    expect(tables.map((t) => t.status)).toEqual(['LOBBY', 'LOBBY']);
    const [t1, t2] = tables.map((t) => t.gameId as string);
    const state0 = await teacher.waitFor((e) => e.type === 'class_state', joinedAt);
    expect(teacher.events.indexOf(state0)).toBeGreaterThan(teacher.events.indexOf(classJoined));
    for (const gameId of [t1, t2]) await teacher.waitFor((e) => e.type === 'view' && e.gameId === gameId, joinedAt, `view of ${gameId}`);
    const keyOf = (name: string) => (state0.students as Msg[]).find((s) => s.name === name)!.key as string;
    expect(state0.students).toEqual([
      expect.objectContaining({ name: 'Ana', gameId: t1, player: 'P1', joined: false, connected: false, bot: false, lastAction: null }),
      expect.objectContaining({ name: 'Ben', gameId: t1, player: 'P2' }),
      expect.objectContaining({ name: 'Cai', gameId: t2, player: 'P1' }),
      expect.objectContaining({ name: 'Dee', gameId: t2, player: 'P2' }),
    ]);
    expect(keyOf('Ana')).toMatch(/^[A-Z0-9]{8}$/);

    // Ana opens her slip's link on her laptop (another machine): the seat is hers at once.
    const laptop = await Client.open('laptop', '127.0.0.2');
    const mark = teacher.events.length;
    const anaJoined = await laptop.ask({ type: 'join_student', key: keyOf('Ana') });
    expect(anaJoined).toMatchObject({ type: 'joined', gameId: t1, role: 'player', player: 'P1', token: expect.any(String), clientSeq: 0 });
    await laptop.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.fresh === true);
    // The dashboard sees her joined and connected.
    await teacher.waitFor(
      (e) => e.type === 'class_state' && (e.students as Msg[]).some((s) => s.name === 'Ana' && s.joined && s.connected),
      mark,
      'class_state with Ana connected',
    );
    // A refresh rejoins with the token without asking anybody (join_student with `token`).
    const refreshed = await laptop.ask({ type: 'join_student', key: keyOf('Ana'), token: anaJoined.token });
    expect(refreshed).toMatchObject({ type: 'joined', player: 'P1' });

    // Ana's phone (a third machine) opens the same link: it waits for the teacher.
    const phone = await Client.open('phone', '127.0.0.3');
    const mark2 = teacher.events.length;
    const pending = await phone.ask({ type: 'join_student', key: keyOf('Ana') });
    expect(pending).toMatchObject({ type: 'join_pending', name: 'Ana', table: tables[0].name });
    const asking = await teacher.waitFor((e) => e.type === 'class_state' && (e.requests as Msg[]).length === 1, mark2, 'a device request');
    const request = (asking.requests as Msg[])[0];
    expect(request).toMatchObject({ key: keyOf('Ana'), name: 'Ana', gameId: t1, at: expect.any(Number) });
    // The teacher approves: the phone gets the seat, the laptop loses it (an unasked SEAT_REVOKED).
    const phoneMark = phone.events.length;
    const laptopMark = laptop.events.length;
    expect(await teacher.ask({ type: 'class_control', classId, command: 'approve', request: request.id })).toMatchObject({ type: 'ack' });
    const phoneJoined = await phone.waitFor((e) => e.type === 'joined', phoneMark, 'joined after approval');
    expect(phoneJoined).toMatchObject({ gameId: t1, role: 'player', player: 'P1', token: expect.any(String) });
    expect(phoneJoined.token).not.toBe(anaJoined.token);
    const revoked = await laptop.waitFor((e) => e.type === 'error' && e.reason === 'SEAT_REVOKED', laptopMark, 'SEAT_REVOKED');
    expect(revoked.requestId).toBeUndefined();
    // The old token no longer opens the seat: the laptop would have to ask again.
    expect(await laptop.ask({ type: 'join', code: tables[0].joinCode, token: anaJoined.token })).toMatchObject({ type: 'error', reason: 'WRONG_TOKEN' });
    phone.continueFrom(phoneJoined.clientSeq as number);

    // Ben joins from his own machine.
    const ben = await Client.open('ben', '127.0.0.4');
    expect(await ben.ask({ type: 'join_student', key: keyOf('Ben') })).toMatchObject({ type: 'joined', gameId: t1, player: 'P2' });

    // Start every table (seats nobody took go to bots), then "pause all".
    expect(await teacher.ask({ type: 'class_control', classId, command: 'start', emptySeats: 'bot', botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    for (const gameId of [t1, t2]) {
      await teacher.waitFor((e) => e.type === 'view' && e.gameId === gameId && e.view.status === 'RUNNING', 0, `${gameId} running`);
    }
    const pauseMark = teacher.events.length;
    expect(await teacher.ask({ type: 'class_control', classId, command: 'pause' })).toMatchObject({ type: 'ack' });
    for (const gameId of [t1, t2]) {
      const paused = await teacher.waitFor((e) => e.type === 'view' && e.gameId === gameId && e.session.paused === true, pauseMark, `${gameId} paused`);
      expect(paused.session.deadline).toBeNull();
    }
    // While paused the student's moves are refused; a second "pause all" changes nothing.
    const serial = () => phone.latestView(t1)!.session.window.id as number;
    await phone.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.session.paused === true);
    expect(await phone.act(t1, 'P1', serial(), { type: 'SUBMIT_INFLUENCE_BID', points: 5 })).toMatchObject({ type: 'error', reason: 'PAUSED' });
    expect(await teacher.ask({ type: 'class_control', classId, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(await teacher.ask({ type: 'class_control', classId, command: 'resume' })).toMatchObject({ type: 'ack' });
    await phone.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.session.paused === false, 0, 'resumed');

    // Play table 1 through turn 1 (the teacher ends each window), with a refused order in the stock round.
    const toWindow = async (phase: string, turn: number) => {
      for (let guard = 0; guard < 80; guard++) {
        const view = teacher.latestView(t1)!;
        if (view.view.phase === phase && view.view.turn === turn) return view;
        expect(await teacher.ask({ type: 'class_control', classId, command: 'end_phase', tables: [t1] })).toMatchObject({ type: 'ack' });
        await teacher.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.session.serial !== view.session.serial, teacher.events.indexOf(view) + 1);
      }
      throw new Error(`table 1 never reached ${phase} of turn ${turn}`);
    };
    const stock1 = await toWindow('PLACE_STOCK_ORDERS', 1);
    const companies = (stock1.view.companies as Msg[]).map((c) => c.id as string);
    expect(companies.length).toBeGreaterThan(1);
    await phone.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.session.serial === stock1.session.serial);
    const refused1 = await phone.act(t1, 'P1', serial(), { type: 'PLACE_MARKET_ORDER', companyId: companies[0], location: 'NOWHERE', side: 'BUY', quantity: 1 });
    expect(refused1).toMatchObject({ type: 'error', reason: 'INVALID_LOCATION' });

    // Turn 2's stock round: a sealed order placed and one refused, in the window still open.
    const stock2 = await toWindow('PLACE_STOCK_ORDERS', 2);
    await phone.waitFor((e) => e.type === 'view' && e.gameId === t1 && e.session.serial === stock2.session.serial);
    expect(await phone.act(t1, 'P1', serial(), { type: 'PLACE_MARKET_ORDER', companyId: companies[1], location: 'IPO', side: 'BUY', quantity: 1 })).toMatchObject({ type: 'ack' });
    const refused2 = await phone.act(t1, 'P1', serial(), { type: 'PLACE_MARKET_ORDER', companyId: companies[1], location: 'NOWHERE', side: 'SELL', quantity: 7 });
    expect(refused2.type).toBe('error');

    // The debrief: the class file and one per table, each starting with the documented header.
    const files = await teacher.ask({ type: 'export_class', classId });
    expect(files).toMatchObject({ type: 'class_files', classId });
    expect((files.files as Msg[]).length).toBe(3);
    // The class's file first, then one per table in the class's order (CLASSROOM.md).
    const [classCsv, table1Csv, table2Csv] = (files.files as Msg[]).map((f) => parseCsv(f.csv as string));
    for (const rows of [classCsv, table1Csv, table2Csv]) expect(rows[0].slice(0, 4)).toEqual(['class', 'table', 'game', 'student']);
    expect(table1Csv.slice(1).every((r) => r[1] === tables[0].name)).toBe(true);
    // Table 2 has completed no turn: its file is the header alone, and the class's file is table 1's rows.
    expect(table2Csv).toHaveLength(1);
    expect(classCsv.slice(1)).toEqual(table1Csv.slice(1));
    const header = table1Csv[0];
    const col = (name: string) => header.indexOf(name);
    const anaRows = table1Csv.slice(1).filter((r) => r[col('student')] === 'Ana');
    // Turn 1 is complete, turn 2 still being played: one row, with turn 1's refusal and nothing of turn 2.
    expect(anaRows.map((r) => r[col('period')])).toEqual(['1']);
    expect(anaRows[0][col('seat_kind')]).toBe('student');
    expect(anaRows[0][col('rejected_orders')]).toContain(companies[0]);
    const everything = (files.files as Msg[]).map((f) => f.csv as string).join('\n');
    expect(everything).not.toMatch(new RegExp(`\\b${companies[1]}\\b`));
    expect(table1Csv.slice(1).every((r) => r[col('period')] === '1')).toBe(true);

    // The report: the same replay, so turn 1 only, and nothing of the open window.
    const report = await teacher.ask({ type: 'class_report', classId });
    expect(report).toMatchObject({ type: 'class_report_data', classId, report: { classId, name: 'Period 3' } });
    const table1 = (report.report.tables as Msg[]).find((t) => t.gameId === t1)!;
    expect(table1).toMatchObject({ status: 'RUNNING', periodName: 'turn', completedPeriods: 1 });
    const ana = (table1.seats as Msg[]).find((s) => s.name === 'Ana')!;
    expect(ana.rows.map((r: Msg) => r.period)).toEqual([1]);
    expect(JSON.stringify(report.report)).not.toMatch(new RegExp(`\\b${companies[1]}\\b`));
    expect((report.report.leaderboard as Msg[]).map((l) => l.name).sort()).toEqual(['Ana', 'Ben', 'Cai', 'Dee']);

    // A class projector watches every table and never receives a key, a token or the secret.
    const projector = await Client.open('projector', '127.0.0.5');
    const watching = await projector.ask({ type: 'watch_class', code: created.code });
    expect(watching).toMatchObject({ type: 'class_joined', role: 'projector', classId });
    for (const gameId of [t1, t2]) await projector.waitFor((e) => e.type === 'view' && e.gameId === gameId);
    expect(await projector.ask({ type: 'class_control', classId, command: 'pause' })).toMatchObject({ type: 'error' });
    expect(await projector.ask({ type: 'export_class', classId })).toMatchObject({ type: 'error' });
    const secrets = [created.secret, anaJoined.token, phoneJoined.token, ...['Ana', 'Ben', 'Cai', 'Dee'].map(keyOf)];
    const seen = [projector, ben].flatMap((c) => c.events.flatMap(strings));
    for (const secret of secrets) expect(seen).not.toContain(secret);
    expect(seen.some((s) => secrets.some((secret) => s.includes(secret as string)))).toBe(false);
    expect(projector.events.some((e) => e.type === 'class_state')).toBe(false);

    // A second teacher device facilitates with the secret from another machine; without it, it may not.
    const tablet = await Client.open('tablet', '127.0.0.6');
    expect(await tablet.ask({ type: 'facilitate_class', code: created.code })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
    expect(await tablet.ask({ type: 'facilitate_class', code: created.code, secret: created.secret })).toMatchObject({ type: 'class_joined', role: 'facilitator' });
    await tablet.waitFor((e) => e.type === 'class_state');

    for (const c of [teacher, laptop, phone, ben, projector, tablet]) await c.close();
  });

  it('refuses a page of another site at the WebSocket upgrade (HTTP 403)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { origin: 'http://evil.example' });
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => reject(new Error('a foreign origin was let in')));
      socket.once('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});
