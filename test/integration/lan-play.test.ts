/**
 * Playing together over real WebSockets: join codes, seat tokens, roles, reconnection, limits. Joining, acting,
 * refreshing and watching run on every game (test/platform/games.ts); the rest knows no game.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { hello } from '../../src-shared/protocol/index.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { humansFor, someMove, windowId } from '../helpers/every-game.ts';
import { bots, GAME_CASES, type GameCase } from '../platform/games.ts';
import type { WebSocket } from 'ws';
import { TestSocket } from '../helpers/ws-client.ts';

let temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;
let clock: SimulatedClock;

beforeEach(async () => {
  temp = makeTempDir();
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  clock = new SimulatedClock();
  clock.set(1_000_000);
  booted = bootHost(join(temp.dir, 'data'), { clock, bots, rateLimit: { capacity: 20, perSecond: 5 }, floodLimit: 200 });
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false });
});

afterEach(async () => {
  await server.close();
  booted.close();
  temp.cleanup();
});

/** A WebSocket client that greets the host and answers requests by id. */
class Player {
  readonly socket: TestSocket;
  private constructor(socket: TestSocket) {
    this.socket = socket;
  }
  private n = 0;
  private seq = 0;
  static async open(): Promise<Player> {
    const socket = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    socket.send(hello('test'));
    expect(await socket.next()).toMatchObject({ type: 'welcome' });
    return new Player(socket);
  }
  /** Sends and returns the answer with this request id, collecting any views that arrive first. */
  async ask(command: Record<string, unknown>): Promise<Record<string, unknown>> {
    const requestId = `r${++this.n}`;
    this.socket.send({ ...command, requestId });
    for (;;) {
      const event = await this.socket.next();
      if (event.requestId === requestId) return event;
    }
  }
  act(gameId: string, player: string, serial: number, action: Record<string, unknown>) {
    return this.ask({ type: 'act', gameId, player, phaseSerial: serial, clientSeq: ++this.seq, action });
  }
  /** Waits for the next view event. */
  async view(): Promise<Record<string, unknown> & { view: Record<string, unknown>; private: Record<string, unknown>; session: Record<string, unknown> }> {
    for (;;) {
      const event = await this.socket.next();
      if (event.type === 'view') return event as never;
    }
  }
  close() {
    return this.socket.close();
  }
}

/** The facilitator creates a game from the host machine (loopback counts as local). */
async function createGame(seats: { name: string; kind: 'human' | 'bot' }[], options: Record<string, unknown> = {}, game?: GameCase) {
  const facilitator = await Player.open();
  const kind = game ? { game: game.kind } : {};
  const created = await facilitator.ask({ type: 'create_game', ...kind, seats, seed: 3, options: { ...game?.options, timerMode: 'TIMERLESS', ...options }, start: true });
  expect(created).toMatchObject({ type: 'game_created' });
  return { facilitator, gameId: created.gameId as string, joinCode: created.joinCode as string, hostSecret: created.hostSecret as string };
}

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `H${i + 1}`, kind: 'human' as const }));

describe.each(GAME_CASES)('$kind at a LAN table over WebSocket', (game) => {
  it('joins by code, acts, refreshes and rejoins the same seat with its token and the story so far', async () => {
    const { gameId, joinCode } = await createGame(humansFor(game, 3), {}, game);
    // The seat asked for a move first (every seat is a person's, so one is).
    const move = someMove(game, booted.host.session(gameId)!.context)!;
    const ann = await Player.open();
    const joined = await ann.ask({ type: 'join', code: joinCode.toLowerCase(), seat: move.player, name: 'Ann' });
    expect(joined).toMatchObject({ type: 'joined', gameId, role: 'player', player: move.player });
    expect(typeof joined.token).toBe('string');
    const first = await ann.view();
    expect(Object.keys(first.private)).toEqual([move.player]);
    expect(JSON.stringify(first.view)).toContain('"Ann"');
    expect(await ann.act(gameId, move.player, windowId(game, booted.host.session(gameId)!.context)!, move.action)).toMatchObject({ type: 'ack' });
    const mine = booted.host.session(gameId)!.context.lastEvents.map((e) => e.type);
    await ann.close();

    // A refresh: a new connection with the kept token gets the same seat and a full view with its own part.
    const again = await Player.open();
    expect(await again.ask({ type: 'join', code: joinCode, token: joined.token })).toMatchObject({ type: 'joined', player: move.player });
    const view = await again.view();
    expect(view.private[move.player]).toEqual(JSON.parse(JSON.stringify(game.module.views.private(booted.host.session(gameId)!.context.engine, move.player))));
    // The fresh view brings the story so far, the events of the seat's own move included.
    expect(view.fresh).toBe(true);
    expect((view.events as { type: string }[]).map((e) => e.type)).toEqual(expect.arrayContaining(mine));
    await again.close();
  });

  it('lets a spectator watch the public view but never act, and shows it no private part', async () => {
    const { gameId, joinCode } = await createGame(humansFor(game, 2), {}, game);
    const move = someMove(game, booted.host.session(gameId)!.context)!;
    const ann = await Player.open();
    await ann.ask({ type: 'join', code: joinCode, seat: move.player });
    await ann.view();
    expect(await ann.act(gameId, move.player, windowId(game, booted.host.session(gameId)!.context)!, move.action)).toMatchObject({ type: 'ack' });
    const spectator = await Player.open();
    expect(await spectator.ask({ type: 'spectate', code: joinCode })).toMatchObject({ type: 'joined', role: 'spectator' });
    const seen = await spectator.view();
    expect(seen.private).toEqual({});
    const serial = windowId(game, booted.host.session(gameId)!.context)!;
    expect(await spectator.act(gameId, move.player, serial, { type: 'READY' })).toMatchObject({ type: 'error', reason: 'NOT_YOUR_SEAT' });
    expect(await spectator.ask({ type: 'control', gameId, command: 'pause' })).toMatchObject({ type: 'error', reason: 'FACILITATOR_ONLY' });
    await Promise.all([ann.close(), spectator.close()]);
  });
});

describe('LAN play over WebSocket', () => {
  it('refuses a wrong token, a taken seat and an unknown code, and gives other newcomers the next free seat', async () => {
    const { joinCode } = await createGame(humans(2));
    const a = await Player.open();
    expect(await a.ask({ type: 'join', code: joinCode, token: 'not-a-real-token-123' })).toMatchObject({ type: 'error', reason: 'WRONG_TOKEN' });
    expect(await a.ask({ type: 'join', code: 'ZZZZZ' })).toMatchObject({ type: 'error', reason: 'GAME_NOT_FOUND' });
    expect(await a.ask({ type: 'join', code: joinCode, seat: 'P2' })).toMatchObject({ type: 'joined', player: 'P2' });
    const b = await Player.open();
    expect(await b.ask({ type: 'join', code: joinCode, seat: 'P2' })).toMatchObject({ type: 'error', reason: 'SEAT_TAKEN' });
    expect(await b.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'joined', player: 'P1' });
    const c = await Player.open();
    expect(await c.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'error', reason: 'NO_FREE_SEAT' });
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('gives facilitator rights only with the host secret; the facilitator pauses and every client sees it', async () => {
    const { gameId, joinCode, hostSecret, facilitator } = await createGame(humans(2), { timerMode: 'TIMED' });
    const teacherTablet = await Player.open();
    expect(await teacherTablet.ask({ type: 'facilitate', code: joinCode, secret: 'wrong-secret-000' })).toMatchObject({ type: 'error', reason: 'WRONG_SECRET' });
    expect(await teacherTablet.ask({ type: 'facilitate', code: joinCode, secret: hostSecret })).toMatchObject({ type: 'joined', role: 'facilitator' });
    const student = await Player.open();
    await student.ask({ type: 'join', code: joinCode });
    await student.view();
    clock.increment(5000);
    expect(await teacherTablet.ask({ type: 'control', gameId, command: 'pause' })).toMatchObject({ type: 'ack' });
    const paused = await student.view();
    expect(paused.session).toMatchObject({ paused: true, remainingMs: 50_000 });
    await Promise.all([teacherTablet.close(), student.close(), facilitator.close()]);
  });

  it('shows the lobby who has joined before the game starts, and who left', async () => {
    const facilitator = await Player.open();
    const created = await facilitator.ask({ type: 'create_game', seats: humans(2), seed: 1, start: false });
    await facilitator.view();
    const ann = await Player.open();
    await ann.ask({ type: 'join', code: created.joinCode, name: 'Ann' });
    let lobby = await facilitator.view();
    while (!(lobby.session.seats as { connected: boolean }[])[0].connected) lobby = await facilitator.view();
    expect(lobby.session.seats).toEqual([
      { player: 'P1', name: 'Ann', kind: 'human', botLevel: null, connected: true, everConnected: true },
      { player: 'P2', name: 'H2', kind: 'human', botLevel: null, connected: false, everConnected: false },
    ]);
    await ann.close();
    lobby = await facilitator.view();
    while ((lobby.session.seats as { connected: boolean }[])[0].connected) lobby = await facilitator.view();
    expect(lobby.view).toMatchObject({ status: 'LOBBY' });
    await facilitator.close();
  });

  it('marks a seat disconnected when its connection drops and back when it rejoins', async () => {
    const { gameId, joinCode } = await createGame(humans(2));
    const ann = await Player.open();
    const joined = await ann.ask({ type: 'join', code: joinCode });
    await ann.close();
    for (let i = 0; i < 50 && booted.host.session(gameId)!.context.seats[0].lostAt === null; i++) await new Promise((r) => setTimeout(r, 10));
    expect(booted.host.session(gameId)!.context.seats[0].lostAt).toBe(clock.now());
    const back = await Player.open();
    await back.ask({ type: 'join', code: joinCode, token: joined.token });
    expect(booted.host.session(gameId)!.context.seats[0].lostAt).toBeNull();
    const kinds = new Journal(booted.db).read(gameId).map((e) => e.kind);
    expect(kinds).toContain('SEAT_LOST');
    expect(kinds).toContain('SEAT_BACK');
    await back.close();
  });

  it('refuses replayed commands and cuts off a flooding connection while others keep playing', async () => {
    const { gameId, joinCode } = await createGame(humans(2));
    const ann = await Player.open();
    await ann.ask({ type: 'join', code: joinCode });
    const v = await ann.view();
    const serial = v.view.phaseSerial as number;
    const act = { type: 'act', gameId, player: 'P1', phaseSerial: serial, clientSeq: 500, action: { type: 'SUBMIT_INFLUENCE_BID', points: 4 } };
    expect(await ann.ask(act)).toMatchObject({ type: 'ack' });
    expect(await ann.ask(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    const before = new Journal(booted.db).read(gameId).length;

    const flooder = await Player.open();
    const closed = new Promise<void>((resolve) => (flooder.socket as unknown as { socket: { once(e: string, f: () => void): void } }).socket.once('close', resolve));
    for (let i = 0; i < 400; i++) flooder.socket.send({ type: 'join', code: joinCode, seat: 'P9' });
    await closed;
    expect(new Journal(booted.db).read(gameId).length).toBe(before);
    const bob = await Player.open();
    expect(await bob.ask({ type: 'join', code: joinCode })).toMatchObject({ type: 'joined', player: 'P2' });
    await Promise.all([ann.close(), bob.close()]);
  });

  it('takes a large game file from the host machine, but not a large message from another machine', async () => {
    const local = await Player.open();
    const created = await local.ask({ type: 'create_game', seats: humans(2), seed: 4, start: true, options: { timerMode: 'TIMERLESS' } });
    // A 150 KB message: far beyond the 64 KiB limit of other machines.
    const file = (await local.ask({ type: 'export_game', gameId: created.gameId, passphrase: 'moving day' })).file as Record<string, unknown>;
    const big = { ...file, name: 'x'.repeat(150_000) };
    expect(await local.ask({ type: 'import_game', file: big, passphrase: 'moving day' })).toMatchObject({ type: 'game_created' });
    const answers: unknown[] = [];
    const remote = booted.host.connect('ws', (event) => answers.push(event), { local: false, sendText: (text) => answers.push(JSON.parse(text)) });
    remote.receive(JSON.stringify({ type: 'import_game', file: big, requestId: 'far' }));
    expect(answers).toEqual([expect.objectContaining({ type: 'error', reason: 'MESSAGE_TOO_LARGE' })]);
    await local.close();
  });

  it('answers oversized and binary messages with an error', async () => {
    const p = await Player.open();
    // Over 64 KiB from the host machine: only an import may be that large.
    p.socket.sendRaw(JSON.stringify({ type: 'hello', pad: 'x'.repeat(100_000), requestId: 'big' }));
    expect(await p.socket.next()).toMatchObject({ type: 'error', reason: 'MESSAGE_TOO_LARGE', requestId: 'big' });
    p.socket.sendRaw(Buffer.from([1, 2, 3]));
    expect(await p.socket.next()).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    // Over 4 MiB even the host machine's frame is refused at the socket, before it is read (close 1009).
    const closed = new Promise<number>((resolve) => (p.socket as unknown as { socket: WebSocket }).socket.once('close', (code: number) => resolve(code)));
    p.socket.sendRaw('x'.repeat(4_300_000));
    expect([1006, 1009]).toContain(await closed);
  });
});

describe('dead connections and join codes', () => {
  it('a browser that stops answering pings loses its seat after the heartbeat interval', async () => {
    const rendererDir = join(temp.dir, 'renderer2');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
    const fast = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false, heartbeatMs: 100 });
    const { gameId, joinCode } = booted.host.createGame({ seats: humans(2), seed: 2, start: true, options: { timerMode: 'TIMERLESS' } });
    const socket = await TestSocket.open(`ws://127.0.0.1:${fast.port}/ws`);
    socket.send({ type: 'join', code: joinCode, requestId: 'j' });
    for (let e = await socket.next(); e.requestId !== 'j'; e = await socket.next());
    expect(booted.host.session(gameId)!.context.seats[0].lostAt).toBeNull();
    // Wi-Fi gone: the client's socket stops reading, so it never answers a ping (and never closes).
    (socket as unknown as { socket: { _socket: { pause(): void } } }).socket._socket.pause();
    for (let i = 0; i < 100 && booted.host.session(gameId)!.context.seats[0].lostAt === null; i++) await new Promise((r) => setTimeout(r, 20));
    expect(booted.host.session(gameId)!.context.seats[0].lostAt).not.toBeNull();
    await fast.close();
  });

  it('join codes use only letters and digits that cannot be confused', async () => {
    const { JOIN_CODE_ALPHABET, newJoinCode, normalizeJoinCode } = await import('../../src-main/store/access.ts');
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
    for (let i = 0; i < 200; i++) expect(newJoinCode()).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{5}$`));
    expect(normalizeJoinCode('ab-c d2')).toBe('ABCD2');
  });
});
