/**
 * Stock Market Tycoon through the real host, store and protocol: created by kind with its options, a bad
 * config refused with the rules' code named, a seat's action and the engine's verdict (`check`) before it,
 * views that carry only the connection's own hand, and a finished game that ranks every seat.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { TycoonPrivateView, TycoonPublicView } from '../../src-shared/games/tycoon/view-types.ts';
import { bootSimulated, LocalClient } from '../helpers/host.ts';
import { advanceBy } from '../helpers/session.ts';
import { bootTest } from '../platform/games.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const seats = (n: number, kind: 'human' | 'bot' = 'human') => Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind, ...(kind === 'bot' ? { botLevel: 'easy' } : {}) }));

describe('tycoon through the host', () => {
  it('refuses a bad config with the rules\' code in the message, and creates nothing', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const variant = client.request({ type: 'create_game', game: 'tycoon', seats: seats(3), options: { variant: 'deluxe' } });
    expect(variant).toMatchObject({ type: 'error', reason: 'INVALID_CONFIG' });
    expect((variant as { message: string }).message).toContain('CONFIG_VARIANT');
    const count = client.request({ type: 'create_game', game: 'tycoon', seats: seats(7), options: { variant: 'standard' } });
    expect((count as { message: string }).message).toContain('CONFIG_PLAYER_COUNT');
    const clock = client.request({ type: 'create_game', game: 'tycoon', seats: seats(3), options: { turnSeconds: 7 } });
    expect((clock as { message: string }).message).toContain('turnSeconds');
    // Seven seats without a variant play Extended (§1).
    const seven = client.request({ type: 'create_game', game: 'tycoon', seats: seats(7), seed: 2, start: true }) as { gameId: string };
    expect((client.lastView(seven.gameId)!.view as TycoonPublicView).variant).toBe('extended');
    booted.close();
  });

  it('gives each seat its own hand only, checks an action before it is sent, and applies it once', () => {
    const { booted } = bootSimulated(join(temp.dir, 'data'));
    const host = new LocalClient(booted);
    const created = host.request({ type: 'create_game', game: 'tycoon', seats: seats(3), seed: 11, options: { mode: 'investor' } }) as { gameId: string; joinCode: string };
    const clients = ['P1', 'P2', 'P3'].map((seat) => {
      const c = new LocalClient(booted);
      expect(c.request({ type: 'join', code: created.joinCode, seat })).toMatchObject({ type: 'joined' });
      return c;
    });
    expect(host.request({ type: 'start_game', gameId: created.gameId })).toMatchObject({ type: 'ack' });
    const pub = () => clients[0].lastView(created.gameId)!.view as TycoonPublicView;
    const actor = pub().actor!;
    const me = clients[Number(actor.slice(1)) - 1];
    const view = me.lastView(created.gameId)!;
    expect(Object.keys(view.private)).toEqual([actor]);
    const hand = (view.private[actor] as TycoonPrivateView).hand;
    expect(hand.length).toBe(10);
    for (const other of clients.filter((c) => c !== me)) {
      const seen = JSON.stringify(other.lastView(created.gameId));
      for (const card of hand) expect(seen.includes(`"${card}"`)).toBe(false);
    }
    expect(pub().players.find((p) => p.id === actor)!.handSize).toBe(10);
    const bad = me.request({ type: 'check', gameId: created.gameId, player: actor, action: { type: 'buy', company: 'ATL', qty: 1500 } });
    expect(bad).toMatchObject({ type: 'check_result', ok: false, reason: 'BAD_QUANTITY' });
    const good = me.request({ type: 'check', gameId: created.gameId, player: actor, action: { type: 'buy', company: 'ATL', qty: 10_000 } });
    expect(good).toMatchObject({ type: 'check_result', ok: true });
    expect(me.act(created.gameId, actor, { type: 'buy', company: 'ATL', qty: 10_000 })).toMatchObject({ type: 'ack' });
    // The same command again is refused: the turn has passed to the next seat.
    expect(me.act(created.gameId, actor, { type: 'buy', company: 'ATL', qty: 10_000 })).toMatchObject({ type: 'error' });
    const after = pub();
    expect(after.players.find((p) => p.id === actor)!.holdings.ATL).toBe(10_000);
    expect(after.companies.find((c) => c.id === 'ATL')!.supply).toBe(190_000);
    expect(after.actor).not.toBe(actor);
    booted.close();
  });

  it('plays a bots\' game to the end: the record is finished, every seat ranked, the reserve listed', () => {
    // This build's bots for every game (bootSimulated's random bots play Sectors only).
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    const client = new LocalClient(booted);
    const created = client.request({ type: 'create_game', game: 'tycoon', seats: seats(4, 'bot'), seed: 5, options: { mode: 'strategist', years: 2, reviewSeconds: 1 }, start: true }) as { gameId: string };
    for (let waited = 0; booted.host.record(created.gameId)!.status !== 'FINISHED'; waited += 1000) {
      expect(waited).toBeLessThan(3_600_000);
      advanceBy(clock, 1000);
    }
    const end = client.lastView(created.gameId)!.view as TycoonPublicView;
    expect(end.status).toBe('ENDED');
    expect(Object.keys(end.result!.ranks).sort()).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(end.reserve!.length).toBeGreaterThan(0);
    expect(end.netWorthHistory.P1).toHaveLength(3);
    booted.close();
  });
});
