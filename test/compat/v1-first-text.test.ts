/**
 * Compatibility suite, protocol version 1 as first written (docs/protocol-history/PROTOCOL-v1-2026-11-21.md).
 *
 * Two players written from that text alone play a whole Sectors game over real WebSockets: every command is
 * one of the document's examples, `clientSeq` "must increase on every act of the connection" — so it starts
 * again at 1 on every new connection —, they drop their links every few moves and rejoin with their seat
 * token, and the host is stopped and started again three times on the same data folder. Every act the host
 * acknowledged must be in the finished game's file, in order, and no act may be refused as a duplicate: a
 * client that follows the version-1 text keeps every move (issue 20, item 1).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { randomBots } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { canonical, docExamples, DocConnection, filled, type Json } from './doc-client.ts';

const V1 = docExamples('docs/protocol-history/PROTOCOL-v1-2026-11-21.md');
const temp = makeTempDir();
let booted: BootedHost | null = null;
let server: LanServer | null = null;

async function startHost(): Promise<string> {
  booted = bootHost(join(temp.dir, 'data'), { bots: randomBots, botThinkMs: 5, heartbeatMs: 100 });
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false });
  return `ws://127.0.0.1:${server.port}/ws`;
}

async function stopHost(): Promise<void> {
  await server?.close();
  booted?.close();
  server = null;
  booted = null;
}

afterEach(async () => {
  await stopHost();
});

/** A player as the version-1 text describes one: numbering per connection, rejoin with the seat token. */
class V1Player {
  conn!: DocConnection;
  token = '';
  player = '';
  seq = 0;
  /** The window this player last acted in. */
  actedSerial = -1;
  readonly acked: Json[] = [];
  readonly refusals: Record<string, number> = {};
  private actsOnConnection = 0;

  readonly name: string;
  readonly gameId: string;
  readonly code: string;
  /** Acts after which the link drops (a Wi-Fi drop) and the player rejoins. */
  readonly dropEvery: number;

  constructor(name: string, gameId: string, code: string, dropEvery: number) {
    this.name = name;
    this.gameId = gameId;
    this.code = code;
    this.dropEvery = dropEvery;
  }

  async connect(url: string): Promise<void> {
    this.conn = await DocConnection.open(url);
    this.seq = 0; // "clientSeq must increase on every act of the connection": a new connection starts afresh
    this.actsOnConnection = 0;
    expect(await this.conn.request(filled(V1, 'r1'))).toMatchObject({ type: 'welcome', protocol: 1 });
    const answer = this.token
      ? await this.conn.request(filled(V1, 'r6', { code: this.code, token: this.token }))
      : await this.conn.request({ ...filled(V1, 'r5', { code: this.code }), name: this.name });
    expect(answer).toMatchObject({ type: 'joined', role: 'player' });
    this.token = answer.token as string;
    this.player = answer.player as string;
  }

  view(): Json {
    return this.conn.lastView(this.gameId)!.view as Json;
  }

  /** The actions of the text's examples that fit the phase, then READY. */
  private actionsFor(phase: string): Json[] {
    const ready = filled(V1, 'r12').action as Json;
    if (phase === 'INFLUENCE_BID') return [{ type: 'SUBMIT_INFLUENCE_BID', points: 10 }, ready];
    if (phase === 'PLACE_STOCK_ORDERS') {
      // The example's order, for a company of this game (the public view lists them).
      const companies = (this.view().companies ?? []) as { id: string }[];
      const order = filled(V1, 'r11').action as Json;
      return [companies.length > 0 ? { ...order, companyId: companies[this.seq % companies.length].id, quantity: 1 } : order, ready];
    }
    return [ready];
  }

  /** Acts once in the window of the newest view. */
  async actInWindow(url: string): Promise<void> {
    const view = this.view();
    this.actedSerial = view.phaseSerial as number;
    for (const action of this.actionsFor(view.phase as string)) {
      const answer = await this.conn.request(
        filled(V1, 'r12', { gameId: this.gameId, player: this.player, phaseSerial: view.phaseSerial, clientSeq: ++this.seq, action }),
      );
      if (answer.type === 'ack') this.acked.push({ ...action, player: this.player });
      else this.refusals[answer.reason as string] = (this.refusals[answer.reason as string] ?? 0) + 1;
      if (++this.actsOnConnection >= this.dropEvery) {
        // A Wi-Fi drop: the next connection numbers its acts from 1 again.
        await this.conn.drop();
        await this.connect(url);
      }
    }
  }
}

const serialOf = (p: V1Player) => p.view().phaseSerial as number;
const ended = (p: V1Player) => p.view().status === 'ENDED';

describe('protocol version 1 as first written', () => {
  it('plays a whole game with reconnects and three host restarts, and keeps every acknowledged move', { timeout: 240_000 }, async () => {
    let url = await startHost();
    const host = await DocConnection.open(url);
    expect(await host.request(filled(V1, 'r1'))).toMatchObject({ type: 'welcome', protocol: 1 });
    const created = await host.request(filled(V1, 'r3'));
    expect(created.type).toBe('game_created');
    const gameId = created.gameId as string;
    const code = created.joinCode as string;
    const players = [new V1Player('Ann', gameId, code, 5), new V1Player('Ben', gameId, code, 7)];
    for (const p of players) await p.connect(url);
    expect(await host.request(filled(V1, 'r4', { gameId }))).toMatchObject({ type: 'ack' });
    await host.drop();

    const restartAtTurn = [3, 5, 7];
    let restarts = 0;
    for (let step = 0; step < 2000 && !ended(players[0]); step++) {
      const turn = players[0].view().turn as number;
      if (restarts < restartAtTurn.length && turn >= restartAtTurn[restarts]) {
        // Every player is between moves: stop the host, start it again on the same data, everyone rejoins.
        for (const p of players) await p.conn.drop();
        await stopHost();
        url = await startHost();
        restarts += 1;
        for (const p of players) await p.connect(url);
      }
      for (const p of players) if (!ended(p) && p.actedSerial !== serialOf(p)) await p.actInWindow(url);
      if (players.every(ended)) break;
      if (players.every((p) => ended(p) || p.actedSerial === serialOf(p))) {
        // Everyone has acted in the window they see: it closes when the bot is ready too. Wait for the next view.
        await Promise.race(players.map((p) => p.conn.waitFor((e) => e.type === 'view' && (ended(p) || serialOf(p) !== p.actedSerial)))).catch((err) => {
          const last = (p: V1Player) => p.conn.lastView(gameId) as { view: Json; session: Json };
          throw new Error(`${String(err)}: ${JSON.stringify(players.map((p) => ({ acted: p.actedSerial, phase: p.view().phase, turn: p.view().turn, status: p.view().status, restarts, refusals: p.refusals, window: last(p).session.window, seats: last(p).session.seats })))}`);
        });
      }
    }
    expect(ended(players[0])).toBe(true);
    expect(restarts).toBe(3);

    // No move was taken for a resend, and every acknowledged move is in the game, in order.
    for (const p of players) {
      expect(p.refusals.DUPLICATE_REQUEST ?? 0).toBe(0);
      expect(p.acked.length).toBeGreaterThan(100);
    }
    const exporter = await DocConnection.open(url);
    await exporter.request(filled(V1, 'r1'));
    const file = (await exporter.request(filled(V1, 'r16', { gameId }))).file as { inputs: Json[] };
    for (const p of players) {
      const applied = file.inputs.filter((i) => i.player === p.player).map(canonical);
      let at = 0;
      const missing = p.acked.map(canonical).filter((move) => {
        while (at < applied.length && applied[at] !== move) at++;
        if (at === applied.length) return true;
        at++;
        return false;
      });
      expect(missing).toEqual([]);
    }
    await exporter.drop();
  });
});
