/**
 * Compatibility suite: what `clientSeq` means per protocol version (docs/PROTOCOL.md, "Retries and clientSeq";
 * the texts in docs/protocol-history/), and the version negotiation in `hello`, over real WebSockets.
 *
 * - A client of the later version-1 text (per-seat numbering from `joined.clientSeq`) and a version-2 client
 *   both resend an act whose answer they lost on a new connection: it is refused as DUPLICATE_REQUEST and
 *   applied exactly once.
 * - A client of the first version-1 text numbers afresh on a new connection: a different move with a number
 *   the seat used before is applied.
 * - Every example command of both version-1 texts still decodes, and the first text's game file imports.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { decodeCommand, MAX_LOCAL_MESSAGE_CHARS } from '../../src-shared/protocol/index.ts';
import { randomBots } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { docExamples, DocConnection, filled, type Json } from './doc-client.ts';

const FIRST = docExamples('docs/protocol-history/PROTOCOL-v1-2026-11-21.md');
const LATER = docExamples('docs/protocol-history/PROTOCOL-v1-2026-11-28.md');
const CURRENT = docExamples('docs/PROTOCOL.md');

let temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;
let url: string;

beforeEach(async () => {
  temp = makeTempDir();
  booted = bootHost(join(temp.dir, 'data'), { bots: randomBots, botThinkMs: 5 });
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false });
  url = `ws://127.0.0.1:${server.port}/ws`;
});

afterEach(async () => {
  await server.close();
  booted.close();
  temp.cleanup();
});

/** A table of two humans in its first order phase, Ann's screen greeted with `hello` (the given example). */
async function orderPhase(helloExample: Json): Promise<{ gameId: string; code: string; token: string; serial: number; company: string; ann: DocConnection }> {
  const host = await DocConnection.open(url);
  await host.request(filled(CURRENT, 'r1'));
  const created = await host.request({ type: 'create_game', name: 'Retries', seed: 5, seats: [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }], options: { timerMode: 'TIMERLESS' } });
  const gameId = created.gameId as string;
  const code = created.joinCode as string;
  const ann = await DocConnection.open(url);
  await ann.request(helloExample);
  const joined = await ann.request({ type: 'join', code, name: 'Ann' });
  await host.request({ type: 'start_game', gameId });
  for (let i = 0; i < 40; i++) {
    const view = host.lastView(gameId)!.view as Json;
    if (view.phase === 'PLACE_STOCK_ORDERS') break;
    await host.request({ type: 'control', gameId, command: 'end_phase' });
  }
  const view = (await ann.waitFor((e) => e.type === 'view' && (e.view as Json).phase === 'PLACE_STOCK_ORDERS')).view as Json;
  await host.drop();
  return { gameId, code, token: joined.token as string, serial: view.phaseSerial as number, company: ((view.companies as Json[])[0].id as string), ann };
}

const ordersOf = (conn: DocConnection, gameId: string) => ((conn.lastView(gameId)!.private as Record<string, Json>).P1.orders as Json[]).length;

async function rejoin(helloExample: Json, code: string, token: string): Promise<{ conn: DocConnection; joined: Json }> {
  const conn = await DocConnection.open(url);
  await conn.request(helloExample);
  const joined = await conn.request({ type: 'join', code, token });
  return { conn, joined };
}

describe('a resend after a lost answer is applied once', () => {
  for (const [label, helloExample] of [
    ['the later version-1 text', filled(LATER, 'r1')],
    ['version 2', filled(CURRENT, 'r1')],
  ] as const) {
    it(`${label}: the seat's number survives the reconnect and the resend is a duplicate`, async () => {
      const { gameId, code, token, serial, company, ann } = await orderPhase(helloExample);
      const order = { type: 'PLACE_MARKET_ORDER', companyId: company, location: 'IPO', side: 'BUY', quantity: 1 };
      const act = { type: 'act', gameId, player: 'P1', phaseSerial: serial, clientSeq: 1, action: order };
      expect(await ann.request(act)).toMatchObject({ type: 'ack' });
      // The answer is "lost": the link drops, the client rejoins and resends the same act with the same number.
      await ann.drop();
      const { conn, joined } = await rejoin(helloExample, code, token);
      expect(joined).toMatchObject({ type: 'joined', player: 'P1', clientSeq: 1 });
      expect(await conn.request(act)).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
      expect(ordersOf(conn, gameId)).toBe(1);
      // It goes on above the seat's number.
      expect(await conn.request({ ...act, clientSeq: 2, action: { type: 'READY' } })).toMatchObject({ type: 'ack' });
      expect(ordersOf(conn, gameId)).toBe(1);
      await conn.drop();
    });
  }
});

describe('the first version-1 text: numbering per connection', () => {
  it('a new connection numbers from 1 again and its moves are applied; a repeat of an applied act in the same window is not', async () => {
    const first = filled(FIRST, 'r1');
    const { gameId, code, token, serial, company, ann } = await orderPhase(first);
    const order = { type: 'PLACE_MARKET_ORDER', companyId: company, location: 'IPO', side: 'BUY', quantity: 1 };
    const act = (clientSeq: number, action: Json) => ({ type: 'act', gameId, player: 'P1', phaseSerial: serial, clientSeq, action });
    expect(await ann.request(act(1, order))).toMatchObject({ type: 'ack' });
    expect(await ann.request(act(1, { ...order, quantity: 3 }))).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    await ann.drop();
    const { conn } = await rejoin(first, code, token);
    // Number 1 again, another move: applied (the seat's own number 1 was the order).
    expect(await conn.request(act(1, { type: 'READY' }))).toMatchObject({ type: 'ack' });
    expect(await conn.request(act(2, { type: 'UNREADY' }))).toMatchObject({ type: 'ack' });
    await conn.drop();
    // The same act (number, window, move) as one already applied is taken for a resend, as the doc says.
    const { conn: third } = await rejoin(first, code, token);
    expect(await third.request(act(1, order))).toMatchObject({ type: 'error', reason: 'DUPLICATE_REQUEST' });
    expect(ordersOf(third, gameId)).toBe(1);
    expect(await third.request(act(2, { type: 'READY' }))).toMatchObject({ type: 'ack' });
    await third.drop();
  });
});

describe('hello', () => {
  it('negotiates the highest common version and refuses a client with none', async () => {
    const conn = await DocConnection.open(url);
    expect(await conn.request({ type: 'hello', protocol: 1, client: { kind: 'test' } })).toMatchObject({ type: 'welcome', protocol: 1 });
    expect(await conn.request({ type: 'hello', protocol: 3, protocols: [1, 2, 3], client: { kind: 'test' } })).toMatchObject({ type: 'welcome', protocol: 2, protocols: [1, 2] });
    expect(await conn.request({ type: 'hello', protocol: 3, client: { kind: 'test' } })).toMatchObject({ type: 'error', reason: 'PROTOCOL_MISMATCH' });
    await conn.drop();
  });
});

describe('the version-1 texts\' examples', () => {
  it('every example command of both texts still decodes', () => {
    for (const examples of [FIRST, LATER]) {
      for (const [id, example] of examples) {
        if (['welcome', 'error', 'ack', 'games', 'game_created', 'joined', 'view', 'check_result', 'game_file', 'lan_status'].includes(example.type as string)) continue;
        const decoded = decodeCommand(JSON.stringify(example), MAX_LOCAL_MESSAGE_CHARS);
        expect({ id, ok: decoded.ok, ...(decoded.ok ? {} : { message: decoded.message }) }).toEqual({ id, ok: true });
      }
    }
  });

  it('the first text\'s game file imports', async () => {
    const conn = await DocConnection.open(url);
    await conn.request(filled(FIRST, 'r1'));
    expect(await conn.request(filled(FIRST, 'r17'))).toMatchObject({ type: 'game_created' });
    await conn.drop();
  });
});
