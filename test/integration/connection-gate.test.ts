/**
 * The connection gate over real WebSockets (issue 10 items 1, 6, 8, 9): foreign origins, frame size and
 * connection caps for other machines, join-code guessing, and answered rate limits.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { hello } from '../../src-shared/protocol/index.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { TestSocket } from '../helpers/ws-client.ts';

let temp = makeTempDir();
let booted: BootedHost;
let clock: SimulatedClock;
const servers: LanServer[] = [];

beforeEach(() => {
  temp = makeTempDir();
  clock = new SimulatedClock();
  clock.set(1_000_000);
  booted = bootHost(join(temp.dir, 'data'), { clock, rateLimit: { capacity: 5, perSecond: 1 }, floodLimit: 1000 });
});

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  booted.close();
  temp.cleanup();
});

/** A LAN server; `remote` makes every peer count as another machine (the test runs on one machine). */
async function serve(remote = false, maxConnectionsPerAddress?: number): Promise<LanServer> {
  const rendererDir = join(temp.dir, `renderer-${servers.length}`);
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  const server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false, maxConnectionsPerAddress, ...(remote ? { isLocal: () => false } : {}) });
  servers.push(server);
  return server;
}

/** Opens a socket with the given Origin; resolves 'open' or the HTTP status the upgrade was refused with. */
function tryOpen(port: number, origin?: string): Promise<{ outcome: 'open' | number; socket: WebSocket }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, origin ? { origin } : {});
    socket.once('open', () => resolve({ outcome: 'open', socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ outcome: res.statusCode ?? 0, socket }));
    socket.once('error', () => undefined);
  });
}

describe('origin check', () => {
  it('refuses pages of other origins, accepts the host\'s own pages and clients without Origin', async () => {
    const server = await serve();
    expect((await tryOpen(server.port, 'http://evil.example')).outcome).toBe(403);
    expect((await tryOpen(server.port, `http://127.0.0.1:${server.port + 1}`)).outcome).toBe(403);
    expect((await tryOpen(server.port, 'null')).outcome).toBe(403);
    for (const origin of [`http://127.0.0.1:${server.port}`, `http://localhost:${server.port}`, undefined]) {
      const { outcome, socket } = await tryOpen(server.port, origin);
      expect(outcome).toBe('open');
      socket.close();
    }
    // The refused pages never reached the host.
    expect(booted.host.connectionCount).toBeLessThanOrEqual(3);
  });
});

describe('other machines', () => {
  it('close a connection whose frame exceeds 64 KiB before buffering it, and cap connections per address', async () => {
    const server = await serve(true, 3);
    const big = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    const closed = new Promise<number>((resolve) => (big as unknown as { socket: WebSocket }).socket.once('close', (code) => resolve(code)));
    big.sendRaw('x'.repeat(70_000));
    // 1009 (message too big) if the close frame arrives first, 1006 if the host's immediate teardown does.
    expect([1006, 1009]).toContain(await closed);
    const open = await Promise.all([1, 2, 3].map(() => tryOpen(server.port)));
    expect(open.map((o) => o.outcome)).toEqual(['open', 'open', 'open']);
    expect((await tryOpen(server.port)).outcome).toBe(429);
    open[0].socket.close();
    await new Promise((r) => open[0].socket.once('close', r));
    for (let i = 0; i < 50 && booted.host.connectionCount > 2; i++) await new Promise((r) => setTimeout(r, 10));
    const again = await tryOpen(server.port);
    expect(again.outcome).toBe('open');
    for (const o of [...open, again]) o.socket.close();
  });

  it('throttle code guessing per connection and per address, and never refuse a valid seat token', async () => {
    const server = await serve(true);
    const { joinCode } = booted.host.createGame({ seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }] });
    const first = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    first.send({ type: 'join', code: joinCode, requestId: 'seat' });
    const seated = await first.next();
    expect(seated).toMatchObject({ type: 'joined' });
    const guesser = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    const answers: Record<string, unknown>[] = [];
    for (let i = 0; i < 10; i++) {
      clock.increment(1000); // within the rate limit
      guesser.send({ type: 'join', code: `ZZZZ${i}`, requestId: `g${i}` });
      answers.push(await guesser.next());
    }
    expect(answers.every((a) => a.reason === 'GAME_NOT_FOUND')).toBe(true);
    // That connection's codes are refused unchecked now, the right one too…
    guesser.send({ type: 'join', code: joinCode, requestId: 'right' });
    expect(await guesser.next()).toMatchObject({ type: 'error', reason: 'TOO_MANY_ATTEMPTS', requestId: 'right' });
    // …but another browser behind the same address is not held up, and a seat token always works.
    const fresh = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    fresh.send({ type: 'join', code: joinCode, requestId: 'other' });
    expect(await fresh.next()).toMatchObject({ type: 'joined', requestId: 'other' });
    guesser.send({ type: 'join', code: joinCode, token: seated.token, requestId: 'token' });
    expect(await guesser.next()).toMatchObject({ type: 'joined', requestId: 'token' });
    clock.increment(60_000);
    guesser.send({ type: 'spectate', code: joinCode, requestId: 'later' });
    let later = await guesser.next();
    while (later.requestId !== 'later') later = await guesser.next();
    expect(later).toMatchObject({ type: 'joined', requestId: 'later' });
    await Promise.all([first.close(), guesser.close(), fresh.close()]);
  });
});

describe('rate limits', () => {
  it('answer every refused message with RATE_LIMITED and its requestId', async () => {
    const server = await serve();
    const client = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws`);
    for (let i = 0; i < 12; i++) client.send({ ...hello('test'), requestId: `m${i}` });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await client.next());
    expect(answers.map((a) => a.requestId)).toEqual(Array.from({ length: 12 }, (_, i) => `m${i}`));
    expect(answers.slice(0, 5).every((a) => a.type === 'welcome')).toBe(true);
    expect(answers.slice(5).every((a) => a.type === 'error' && a.reason === 'RATE_LIMITED')).toBe(true);
    await client.close();
  });
});
