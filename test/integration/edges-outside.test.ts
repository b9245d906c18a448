/**
 * Promises kept at the edges (issue 20, items 2–6 and 8), tried from outside: WebSocket clients and raw TCP
 * sockets from other loopback addresses (127.0.0.x, which the server here counts as other machines; only
 * 127.0.0.1 is the host machine), against a real LAN server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer, type LanServerOptions } from '../../src-main/net/lan-server.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

type Json = Record<string, unknown>;
let temp = makeTempDir();
let booted: BootedHost;
let clock: SimulatedClock;
let server: LanServer;

beforeEach(() => {
  temp = makeTempDir();
  clock = new SimulatedClock();
  clock.set(1_000_000);
  booted = bootHost(join(temp.dir, 'data'), { clock });
});

afterEach(async () => {
  await server?.close();
  booted.close();
  temp.cleanup();
});

async function serve(options: Partial<LanServerOptions> = {}): Promise<number> {
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false, isLocal: (a) => a === '127.0.0.1' || a === '::ffff:127.0.0.1', ...options });
  return server.port;
}

/** A WebSocket client from `address` that says hello and matches answers by requestId. */
class Remote {
  readonly events: Json[] = [];
  closeCode: number | null = null;
  readonly socket: WebSocket;
  private n = 0;
  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => this.events.push(JSON.parse(data.toString()) as Json));
    socket.on('close', (code) => (this.closeCode = code));
  }

  static async open(port: number, address: string, greet = true): Promise<Remote> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: address });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const remote = new Remote(socket);
    if (greet) await remote.ask({ type: 'hello', protocol: 2, client: { kind: 'test' } });
    return remote;
  }

  async ask(command: Json): Promise<Json> {
    const requestId = `q${++this.n}`;
    this.socket.send(JSON.stringify({ ...command, requestId }));
    return this.answer(requestId);
  }

  async answer(requestId: string, type?: string): Promise<Json> {
    for (let i = 0; i < 500; i++) {
      const found = this.events.find((e) => e.requestId === requestId && (!type || e.type === type));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no answer to ${requestId}`);
  }

  closed(): Promise<number> {
    return new Promise((resolve) => {
      if (this.closeCode !== null) return resolve(this.closeCode);
      this.socket.once('close', (code) => resolve(code));
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

const local = async (port: number) => Remote.open(port, '127.0.0.1');

describe('class seats (item 2)', () => {
  it('a stranger from another address who types an absent student\'s name waits for the teacher; the student\'s key takes the seat', async () => {
    const port = await serve();
    const teacher = await local(port);
    const created = await teacher.ask({ type: 'create_class', name: 'Period 3', students: ['Ana', 'Ben'], tables: [{ game: 'sectors', options: { maxTurns: 8 } }] });
    expect(created.type).toBe('class_created');
    const state = teacher.events.filter((e) => e.type === 'class_state').at(-1) as { students: { name: string; key: string; gameId: string; player: string }[]; tables: { joinCode: string }[] };
    const ana = state.students.find((s) => s.name === 'Ana')!;
    const code = state.tables[0].joinCode;

    const stranger = await Remote.open(port, '127.0.0.5');
    expect(await stranger.ask({ type: 'join', code, name: 'Ana' })).toMatchObject({ type: 'join_pending', name: 'Ana' });
    expect(booted.host.session(ana.gameId)!.context.seats.find((s) => s.player === ana.player)).toBeDefined();
    const requests = () => (teacher.events.filter((e) => e.type === 'class_state').at(-1) as { requests: Json[] }).requests;
    expect(requests()).toEqual([expect.objectContaining({ key: ana.key, via: 'name', address: '127.0.0.5' })]);
    // Ana on her own device, with her slip: her seat at once.
    const anaPhone = await Remote.open(port, '127.0.0.6');
    expect(await anaPhone.ask({ type: 'join_student', key: ana.key })).toMatchObject({ type: 'joined', player: ana.player });
    // The teacher says no to the stranger.
    const request = requests()[0] as { id: string };
    expect(await teacher.ask({ type: 'class_control', classId: created.classId, command: 'deny', request: request.id })).toMatchObject({ type: 'ack' });
    await stranger.answer('q2', 'error');
    expect(stranger.events.find((e) => e.requestId === 'q2' && e.type === 'error')).toMatchObject({ reason: 'DEVICE_DENIED' });
    expect(anaPhone.events.some((e) => e.reason === 'SEAT_REVOKED')).toBe(false);
    for (const r of [teacher, stranger, anaPhone]) r.close();
  });
});

describe('shared addresses (item 3)', () => {
  it('six browsers behind one address each take a seat; a second seat on one connection names its real reason', async () => {
    const port = await serve();
    const { joinCode } = booted.host.createGame({ seats: Array.from({ length: 6 }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' as const })) });
    const browsers = await Promise.all(Array.from({ length: 6 }, () => Remote.open(port, '127.0.0.7')));
    const answers = [];
    for (const [i, b] of browsers.entries()) answers.push(await b.ask({ type: 'join', code: joinCode, name: `Kid ${i + 1}` }));
    expect(answers.map((a) => a.type)).toEqual(Array(6).fill('joined'));
    expect(await browsers[0].ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'ALREADY_SEATED', message: expect.stringContaining('browser tab') });
    const seventh = await Remote.open(port, '127.0.0.7');
    expect(await seventh.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'NO_FREE_SEAT' });
    for (const b of [...browsers, seventh]) b.close();
  });
});

describe('join throttling (item 4)', () => {
  it('one student\'s typos lock out only their own tab; after a flood of guesses from an address, its tokens and keys still work', async () => {
    const port = await serve();
    const { joinCode } = booted.host.createGame({ seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }, { name: 'C', kind: 'human' }] });
    const typist = await Remote.open(port, '127.0.0.8');
    for (let i = 0; i < 10; i++) {
      clock.increment(100);
      expect(await typist.ask({ type: 'join', code: `QQQQ${i}` })).toMatchObject({ type: 'error', reason: 'GAME_NOT_FOUND' });
    }
    expect(await typist.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'TOO_MANY_ATTEMPTS' });
    const classmate = await Remote.open(port, '127.0.0.8');
    const seated = await classmate.ask({ type: 'join', code: joinCode, name: 'Classmate' });
    expect(seated).toMatchObject({ type: 'joined' });

    // A guesser behind the same address opens connection after connection: the address stops at 100 failures.
    for (let c = 0; c < 10; c++) {
      const guesser = await Remote.open(port, '127.0.0.8');
      for (let i = 0; i < 10; i++) {
        clock.increment(50);
        await guesser.ask({ type: 'join', code: `G${c}${i}ZZ` });
      }
      guesser.close();
    }
    const late = await Remote.open(port, '127.0.0.8');
    expect(await late.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'TOO_MANY_ATTEMPTS' });
    // A valid seat token is never refused, whatever the address did.
    expect(await late.ask({ type: 'join', code: joinCode, token: seated.token })).toMatchObject({ type: 'joined', player: seated.player });
    // Elsewhere nothing is held up.
    const elsewhere = await Remote.open(port, '127.0.0.9');
    expect(await elsewhere.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'joined' });
    for (const r of [typist, classmate, late, elsewhere]) r.close();
  });
});

/** A raw TCP connection from `address`; resolves when the server closes it, with the time it took. */
function rawSocket(port: number, address: string, send: string): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1', localAddress: address }, () => {
      if (send) socket.write(send);
      resolve({ socket, closed: new Promise((r) => socket.once('close', () => r(Date.now() - started))) });
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

describe('half-sent upgrades and silent sockets (item 5)', () => {
  it('are closed after the header deadline, and count toward the per-address cap while open', async () => {
    const port = await serve({ headersTimeoutMs: 1500, helloTimeoutMs: 1500, maxConnectionsPerAddress: 50 });
    const half = `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n`;
    const pending = await Promise.all(Array.from({ length: 40 }, (_, i) => rawSocket(port, '127.0.0.10', i % 2 === 0 ? half : '')));
    // 40 held open: only 10 more fit under the cap of 50.
    const opened = await Promise.all(Array.from({ length: 12 }, () => Remote.open(port, '127.0.0.10', false).then(() => 'open', () => 'refused')));
    expect(opened.filter((o) => o === 'open')).toHaveLength(10);
    const times = await Promise.all(pending.map((p) => p.closed));
    // Closed at the deadline (1.5 s), not left open for minutes.
    expect(Math.max(...times)).toBeLessThan(10_000);
  });

  it('a WebSocket that never says hello is closed (1008)', async () => {
    const port = await serve({ helloTimeoutMs: 300 });
    const silent = await Remote.open(port, '127.0.0.11', false);
    expect(await silent.closed()).toBe(1008);
    const polite = await Remote.open(port, '127.0.0.11');
    await new Promise((r) => setTimeout(r, 600));
    expect(polite.closeCode).toBeNull();
    polite.close();
  });
});

describe('the flood cut-off (item 6)', () => {
  it('answers every message up to the cut-off, the last with CUT_OFF, then closes (1008)', async () => {
    const port = await serve();
    const flooder = await Remote.open(port, '127.0.0.12');
    for (let i = 0; i < 3000; i++) flooder.socket.send(JSON.stringify({ type: 'no_such_command', requestId: `f${i}` }));
    expect(await flooder.closed()).toBe(1008);
    const answers = flooder.events.filter((e) => typeof e.requestId === 'string' && (e.requestId as string).startsWith('f'));
    expect(answers).toHaveLength(2000);
    expect(answers.map((a) => a.requestId)).toEqual(Array.from({ length: 2000 }, (_, i) => `f${i}`));
    expect(answers.at(-1)).toMatchObject({ type: 'error', reason: 'CUT_OFF' });
    expect(answers.slice(0, -1).every((a) => a.type === 'error' && a.reason !== 'CUT_OFF')).toBe(true);
  });
});

describe('names (item 8)', () => {
  it('lose bidirectional overrides and invisible characters on every path', async () => {
    const port = await serve();
    const host = await local(port);
    const { joinCode, gameId } = booted.host.createGame({ seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] });
    const player = await Remote.open(port, '127.0.0.13');
    expect(await player.ask({ type: 'join', code: joinCode, name: '\u202Egnp.exe' })).toMatchObject({ type: 'joined' });
    const seatName = () => booted.host.session(gameId)!.context.seats[0].name;
    expect(seatName()).toBe('gnp.exe');
    expect(await player.ask({ type: 'join', code: joinCode, name: '\u200B\u2066' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    const created = await host.ask({ type: 'create_class', name: 'Class\u202E 3', students: ['Ana\u200F', '\u2067Ben'], tables: [{ game: 'sectors' }] });
    expect(created.type).toBe('class_created');
    const roster = (host.events.filter((e) => e.type === 'class_state').at(-1) as { name: string; students: { name: string }[] });
    expect([roster.name, ...roster.students.map((s) => s.name)]).toEqual(['Class 3', 'Ana', 'Ben']);
    expect(await host.ask({ type: 'create_profile', name: 'Zo\u00EB\u202D' })).toMatchObject({ type: 'profiles' });
    const profiles = (await host.ask({ type: 'list_profiles' })) as { profiles: { name: string }[] };
    expect(profiles.profiles.map((p) => p.name)).toContain('Zoë');
    for (const r of [host, player]) r.close();
  });
});
