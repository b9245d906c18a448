import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
/**
 * PD-18 through the host: a player withdraws a market order with `act` (and `check` agrees beforehand),
 * places a replacement, and the other seats' connections never receive the withdrawal or the withdrawn
 * order. The journal alone rebuilds the same state (the cancel is an ordinary journaled input).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { replayJournal } from '../../src-main/host/game-file.ts';
import { GameRepository } from '../../src-main/store/games.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every game event a client has received in views, in order. */
const received = (client: LocalClient) => client.events.flatMap((e) => (e.type === 'view' ? ((e as Msg).events ?? []) : [])) as Msg[];

describe('withdrawing a market order through the host (PD-18)', () => {
  it('withdraws and replaces a market order through the host; other seats learn nothing; the journal replays it', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const facilitator = new LocalClient(booted);
    // Two seats: the host lets one machine take at most two seats of a game.
    const seats = ['Ann', 'Bo'].map((name) => ({ name, kind: 'human' as const }));
    const created = facilitator.request({ type: 'create_game', seats, seed: 11, start: true, options: { timerMode: 'TIMERLESS', reviewSeconds: 0, ordersConcealed: true } }) as { gameId: string; joinCode: string };
    const gameId = created.gameId;
    const players = seats.map((s, i) => {
      const client = new LocalClient(booted, false);
      expect(client.request({ type: 'join', code: created.joinCode, name: s.name })).toMatchObject({ type: 'joined', player: `P${i + 1}` });
      return client;
    });
    const [ann, bo] = players;
    players.forEach((c, i) => expect(c.act(gameId, `P${i + 1}`, { type: 'READY' })).toMatchObject({ type: 'ack' }));
    expect(ann.lastView(gameId)!.view.phase).toBe('PLACE_STOCK_ORDERS');

    const company = (ann.lastView(gameId)!.view.companies as Msg[])[0].id as string;
    expect(ann.act(gameId, 'P1', { type: 'PLACE_MARKET_ORDER', companyId: company, location: 'IPO', side: 'BUY', quantity: 3 })).toMatchObject({ type: 'ack' });
    const orderId = (ann.lastView(gameId)!.private.P1!.orders as Msg[])[0].id as number;
    const boBefore = JSON.stringify(bo.lastView(gameId)!.view);

    // `check` (live validation) agrees with `act`, for the owner and for someone else.
    expect(ann.request({ type: 'check', gameId, player: 'P1', action: { type: 'CANCEL_MARKET_ORDER', orderId } })).toMatchObject({ type: 'check_result', ok: true });
    expect(bo.request({ type: 'check', gameId, player: 'P2', action: { type: 'CANCEL_MARKET_ORDER', orderId } })).toMatchObject({ type: 'check_result', ok: false, reason: 'NOT_ORDER_OWNER' });
    expect(bo.act(gameId, 'P2', { type: 'CANCEL_MARKET_ORDER', orderId })).toMatchObject({ type: 'error', reason: 'NOT_ORDER_OWNER' });
    expect(ann.act(gameId, 'P1', { type: 'CANCEL_MARKET_ORDER', orderId })).toMatchObject({ type: 'ack' });
    expect(ann.act(gameId, 'P1', { type: 'CANCEL_MARKET_ORDER', orderId })).toMatchObject({ type: 'error', reason: 'ORDER_NOT_CANCELLABLE' });
    expect(ann.act(gameId, 'P1', { type: 'PLACE_MARKET_ORDER', companyId: company, location: 'IPO', side: 'BUY', quantity: 1 })).toMatchObject({ type: 'ack' });

    expect(received(ann).filter((e) => e.type === 'ORDER_CANCELLED').map((e) => e.order)).toEqual([orderId]);
    for (const other of [bo, facilitator]) {
      expect(received(other).some((e) => e.type === 'ORDER_CANCELLED')).toBe(false);
      expect(received(other).filter((e) => e.type === 'ORDER_SUBMITTED')).toHaveLength(1); // the replacement is not announced
    }
    expect(JSON.stringify(bo.lastView(gameId)!.view)).toBe(boBefore);

    // The phase ends: the replacement resolves, the withdrawn order is never shown to Bo.
    players.forEach((c, i) => c.act(gameId, `P${i + 1}`, { type: 'READY' }));
    const view = bo.lastView(gameId)!.view as Msg;
    expect(view.subRound).toBe(2);
    expect((view.orders as Msg[]).map((o) => o.id)).not.toContain(orderId);
    expect(JSON.stringify(received(bo))).not.toContain('"quantity":3');
    expect((view.companies as Msg[]).find((c) => c.id === company)!.holdings.P1).toBe(1);
    // Too late now: the order is no longer pending.
    expect(ann.act(gameId, 'P1', { type: 'CANCEL_MARKET_ORDER', orderId })).toMatchObject({ type: 'error', reason: 'ORDER_NOT_CANCELLABLE' });

    const rebuilt = replayJournal(sectorsModule, new GameRepository(booted.db).get(gameId)!, new Journal(booted.db).read(gameId));
    expect(rebuilt.context.engine).toEqual(booted.host.session(gameId)!.context.engine);
    booted.close();
  });
});
