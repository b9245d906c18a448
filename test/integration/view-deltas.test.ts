/**
 * View deltas (docs/PROTOCOL.md, "View deltas") through the real host path, on every game: connections that ask
 * for deltas and connections that do not play the same table side by side, over the WebSocket path (views as
 * pre-built text), and end holding identical views; a client that drops a delta asks to resync and catches up; a
 * patch never touches another seat's private part; clients that do not ask get exactly what they always got.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SimulatedClock } from 'xstate';
import type { BootedHost } from '../../src-main/app/boot.ts';
import { hello, VIEW_DELTAS, ViewAssembler, type ViewDocument } from '../../src-shared/protocol/index.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootEvery, seatCount, someMove, windowId } from '../helpers/every-game.ts';
import { actionOf, GAME_CASES, type GameCase } from '../platform/games.ts';
import { gameStatus } from '../../src-main/host/host-info.ts';

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let temp = makeTempDir();
let booted: BootedHost;
let clock: SimulatedClock;

beforeEach(() => {
  temp = makeTempDir();
  ({ booted, clock } = bootEvery(join(temp.dir, 'data')));
});
afterEach(() => {
  booted.close();
  temp.cleanup();
});

/** A connection as a WebSocket client has it: text in, bytes counted; with `deltas`, views assembled from patches. */
class WireClient {
  readonly assembler = new ViewAssembler();
  /** The last full view (as received, or as assembled from deltas). */
  last: Msg | null = null;
  bytes = { views: 0, deltas: 0, viewCount: 0, deltaCount: 0 };
  resyncs = 0;
  private deltasSeen = 0;
  private n = 0;
  private clientSeq = 0;
  private readonly answers = new Map<string, Msg>();
  private readonly connection;

  readonly deltas: boolean;
  readonly dropDelta: number | null;
  readonly onPatch: (patch: Msg[]) => void;

  /** `dropDelta`: the number of a delta the network loses; `local`: the host machine's own page (creates games). */
  constructor(deltas: boolean, options: { dropDelta?: number; onPatch?: (patch: Msg[]) => void; local?: boolean } = {}) {
    this.deltas = deltas;
    this.dropDelta = options.dropDelta ?? null;
    this.onPatch = options.onPatch ?? (() => {});
    const receive = (text: string) => this.receive(text);
    this.connection = booted.host.connect('ws', (event) => receive(JSON.stringify(event)), { local: options.local ?? false, sendText: receive });
    const welcome = this.ask(hello('test', 'wire', deltas ? [VIEW_DELTAS] : undefined));
    expect(welcome.type).toBe('welcome');
    if (deltas) expect(welcome.features).toEqual([VIEW_DELTAS]);
    else expect(welcome).not.toHaveProperty('features');
  }

  ask(command: Msg): Msg {
    const requestId = `r${++this.n}`;
    this.connection.receive(JSON.stringify({ ...command, requestId }));
    const answer = this.answers.get(requestId);
    if (!answer) throw new Error(`no answer to ${String(command.type)}`);
    return answer;
  }

  act(gameId: string, player: string, phaseSerial: number, action: Msg): Msg {
    return this.ask({ type: 'act', gameId, player, phaseSerial, clientSeq: ++this.clientSeq, action });
  }

  private receive(text: string): void {
    const m = JSON.parse(text) as Msg;
    if (typeof m.requestId === 'string') this.answers.set(m.requestId, m);
    if (m.type === 'view') {
      this.bytes.views += text.length;
      this.bytes.viewCount++;
      if (!this.deltas) expect(m).not.toHaveProperty('seq');
    }
    if (m.type === 'view_delta') {
      expect(this.deltas, 'a delta sent to a client that did not ask').toBe(true);
      this.bytes.deltas += text.length;
      this.bytes.deltaCount++;
      this.onPatch(m.patch as Msg[]);
      // The test's network loses one delta: the client must notice the gap and ask again.
      if (++this.deltasSeen === this.dropDelta) return;
    }
    if (m.type !== 'view' && m.type !== 'view_delta') return;
    if (!this.deltas) {
      this.last = m;
      return;
    }
    const result = this.assembler.accept(m as { type: string } & Msg);
    if (result && 'resync' in result) {
      this.resyncs++;
      const answer = this.ask({ type: 'resync', gameId: result.resync });
      expect(answer.type).toBe('ack');
    } else if (result) this.last = result.view;
  }

  /** What this client holds of the game now: `{ view, private, session }`. */
  document(): ViewDocument {
    const m = this.last!;
    return { view: m.view, private: m.private, session: m.session };
  }
}

/** Plays the table to its end: a legal move or readiness for the seats in the window, time when nobody may act. */
function playToEnd(game: GameCase, gameId: string, holders: Map<string, WireClient>): void {
  const session = booted.host.session(gameId)!;
  for (let step = 0; step < 4000 && gameStatus(session) !== 'FINISHED'; step++) {
    const serial = windowId(game, session.context);
    const move = serial === null || step % 3 === 2 ? null : someMove(game, session.context, [...holders.keys()]);
    if (move && serial !== null) {
      holders.get(move.player)!.act(gameId, move.player, serial, move.action);
      continue;
    }
    const window = serial === null ? null : session.context;
    let acted = false;
    if (window) {
      for (const [player, client] of holders) {
        const ready = actionOf(game.module.inputs.ready(player));
        if (client.act(gameId, player, serial!, ready).type === 'ack') acted = true;
      }
    }
    if (!acted) clock.increment(1000);
  }
  expect(gameStatus(session), `${game.kind} did not end`).toBe('FINISHED');
}

describe.each(GAME_CASES.map((c) => [c.kind, c] as const))('view deltas: %s', (_kind, game) => {
  it('delta clients and full-view clients play side by side and end with identical views; a dropped delta is resynced', () => {
    const seats = seatCount(game, 3);
    const facilitator = new WireClient(false, { local: true });
    const created = facilitator.ask({
      type: 'create_game', game: game.kind, seed: 11, options: { ...game.options, timerMode: 'TIMERLESS' },
      seats: Array.from({ length: seats }, (_, i) => ({ name: `Human ${i + 1}`, kind: i < 2 ? 'human' : 'bot' })),
    });
    expect(created.type, JSON.stringify(created)).toBe('game_created');
    const { gameId, joinCode } = created as { gameId: string; joinCode: string };
    // P1 speaks deltas, P2 full views; two spectators likewise; a third delta spectator loses its 5th delta.
    const patchesOf: Record<string, Msg[][]> = { P1: [] };
    const p1 = new WireClient(true, { onPatch: (patch) => patchesOf.P1.push(patch) });
    const p2 = new WireClient(false);
    const watchDelta = new WireClient(true);
    const watchFull = new WireClient(false);
    const watchLossy = new WireClient(true, { dropDelta: 5 });
    expect(p1.ask({ type: 'join', code: joinCode, seat: 'P1' }).type).toBe('joined');
    expect(p2.ask({ type: 'join', code: joinCode, seat: 'P2' }).type).toBe('joined');
    for (const w of [watchDelta, watchFull, watchLossy]) expect(w.ask({ type: 'spectate', code: joinCode }).type).toBe('joined');
    expect(facilitator.ask({ type: 'start_game', gameId }).type).toBe('ack');

    playToEnd(game, gameId, new Map([['P1', p1], ['P2', p2]]));

    // Every watcher holds the very same last view, whether it came whole, in patches, or after a resync.
    const reference = watchFull.document();
    expect(watchDelta.document()).toEqual(reference);
    expect(watchLossy.document()).toEqual(reference);
    expect(watchLossy.resyncs).toBe(1);
    expect(watchDelta.resyncs).toBe(0);
    expect(p1.document().view).toEqual(reference.view);
    expect(p1.document().session).toEqual(reference.session);
    expect(p2.document().view).toEqual(reference.view);
    // P1's own part, put together from patches, is what a full view of its seat says now.
    const assembled = p1.document();
    expect(p1.ask({ type: 'resync', gameId }).type).toBe('ack');
    expect(p1.document()).toEqual(assembled);
    expect(Object.keys(assembled.private)).toEqual(['P1']);
    // A patch of P1's never names another seat's private part.
    const foreign = patchesOf.P1.flat().filter((op) => op.path.startsWith('/private') && !/^\/private(\/P1(\/|$)|$)/.test(op.path));
    expect(foreign).toEqual([]);
    // The point of it all: a change costs a delta client a fraction of the bytes.
    expect(watchDelta.bytes.deltaCount).toBeGreaterThan(10);
    const perDelta = watchDelta.bytes.deltas / watchDelta.bytes.deltaCount;
    const perView = watchFull.bytes.views / watchFull.bytes.viewCount;
    console.log(`${game.kind}: ${watchDelta.bytes.deltaCount} deltas of ${Math.round(perDelta)} B on average, full views ${Math.round(perView)} B`);
    expect(perDelta).toBeLessThan(perView / 2);
  });
});

describe('resync', () => {
  it('is refused with NO_ROLE to a connection that holds no role in the game, and nothing is sent', () => {
    const game = GAME_CASES[0];
    const facilitator = new WireClient(false, { local: true });
    const created = facilitator.ask({ type: 'create_game', game: game.kind, seed: 1, options: game.options, seats: [{ name: 'A', kind: 'human' }, { name: 'B', kind: 'human' }, { name: 'C', kind: 'human' }].slice(0, seatCount(game, 3)) });
    expect(created.type, JSON.stringify(created)).toBe('game_created');
    const { gameId } = created as { gameId: string };
    const stranger = new WireClient(true);
    const answer = stranger.ask({ type: 'resync', gameId });
    expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'error', reason: 'NO_ROLE' });
    expect(stranger.last).toBeNull();
  });

  it('a hello with unknown features is welcomed with only the ones the host has', () => {
    const client = new WireClient(false);
    expect(client.ask({ ...hello('test'), features: ['teleport', VIEW_DELTAS] })).toMatchObject({ type: 'welcome', features: [VIEW_DELTAS] });
  });
});
