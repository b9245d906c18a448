/**
 * Issue 23, the real path: what a board shows of the rules comes from the host — the engine's preview of a
 * drafted input in `check_result.preview` (refusals and a pause included), and the derived figures in the views
 * (Sectors' revenue split, tiered prices, certificate limit, price track; Tycoon's trade kinds and rights lots;
 * the 1876 round's next bonus leader) — through the real host, store and protocol schemas.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { decodeEvent } from '../../../src-shared/protocol/index.ts';
import { previewOnView } from '../../../src-shared/games/sectors/preview.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { view as sectorsView } from '../../../src-shared/games/sectors/view.ts';
import type { Sr1876PublicView } from '../../../src-shared/games/sr1876/view-types.ts';
import type { SeatInputType } from '../../../src-shared/games/tycoon/schemas.ts';
import type { TycoonPrivateView, TycoonPublicView } from '../../../src-shared/games/tycoon/view-types.ts';
import { bootSimulated, LocalClient } from '../../helpers/host.ts';
import { makeTempDir } from '../../helpers/temp-dir.ts';
import { gameAt } from '../../renderer/board-fixtures.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' as const }));

/** A started game of `game` with every seat joined from its own connection. */
function started(game: string, n: number, options: Record<string, unknown> = {}) {
  const { booted } = bootSimulated(join(temp.dir, 'data'));
  const host = new LocalClient(booted);
  const created = host.request({ type: 'create_game', game, seats: seats(n), seed: 11, options: { timerMode: 'TIMERLESS', reviewSeconds: 0, ...options } }) as { gameId: string; joinCode: string };
  const clients = Array.from({ length: n }, (_, i) => {
    const c = new LocalClient(booted);
    expect(c.request({ type: 'join', code: created.joinCode, seat: `P${i + 1}` })).toMatchObject({ type: 'joined' });
    return c;
  });
  expect(host.request({ type: 'start_game', gameId: created.gameId })).toMatchObject({ type: 'ack' });
  return { host, clients, gameId: created.gameId };
}

describe('check_result.preview through the host', () => {
  it('Sectors: a stock order\'s preview is the engine\'s, with the verdict, refused or not, and passes the event schema', () => {
    const { clients, gameId } = started('sectors', 2);
    const [ann, bo] = clients;
    for (const [i, c] of clients.entries()) expect(c.act(gameId, `P${i + 1}`, { type: 'READY' })).toMatchObject({ type: 'ack' });
    expect(ann.lastView(gameId)!.view.phase).toBe('PLACE_STOCK_ORDERS');
    const company = (ann.lastView(gameId)!.view.companies as Msg[])[0];
    const buy = { type: 'PLACE_MARKET_ORDER', companyId: company.id, location: 'IPO', side: 'BUY', quantity: 2 };
    const answer = ann.request({ type: 'check', gameId, player: 'P1', action: buy }) as Msg;
    expect(answer).toMatchObject({ type: 'check_result', ok: true });
    expect(decodeEvent(JSON.stringify(answer)).ok).toBe(true);
    expect(answer.preview).toMatchObject({ cashOut: 2 * company.ipoPrice, unit: company.ipoPrice, sharesBefore: 0, sharesAfter: 2 });
    expect(answer.preview.notes.map((n: Msg) => n.code)).toContain('note.ipo');
    // A refusal carries the preview too: far more shares than the cash buys, the cap and the IPO hold.
    const big = ann.request({ type: 'check', gameId, player: 'P1', action: { ...buy, quantity: 9 } }) as Msg;
    expect(big.preview.warnings.map((w: Msg) => w.code)).toEqual(expect.arrayContaining(['warn.cap']));
    // Another seat's check previews from its own view (its own cash), and a non-order input has no preview.
    const bos = bo.request({ type: 'check', gameId, player: 'P2', action: buy }) as Msg;
    expect(bos.preview.cashBefore).toBe((bo.lastView(gameId)!.view.players as Msg[]).find((p) => p.id === 'P2')!.cash);
    expect(ann.request({ type: 'check', gameId, player: 'P1', action: { type: 'READY' } })).not.toHaveProperty('preview');
    // A malformed draft has nothing to preview.
    expect(ann.request({ type: 'check', gameId, player: 'P1', action: { ...buy, quantity: 'two' } })).not.toHaveProperty('preview');
  });

  it('Sectors: the module\'s preview is the one worked out on the seat\'s own view', () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    const action = { type: 'PLACE_SHORT_ORDER' as const, companyId: s.companies[0].id, quantity: 2 };
    expect(sectorsModule.preview!(s, { ...action, player: 'P1' })).toEqual(previewOnView(sectorsView(s, { role: 'player', player: 'P1' }), 'P1', action));
    expect(sectorsModule.preview!(s, { type: 'READY', player: 'P1' })).toBeNull();
  });

  it('Tycoon: a turn input\'s money comes with the verdict; the views carry the trade kinds and rights lots', () => {
    const { clients, gameId } = started('tycoon', 3, { mode: 'strategist' });
    const pub = clients[0].lastView(gameId)!.view as TycoonPublicView;
    const actor = pub.actor!;
    const me = clients[Number(actor.slice(1)) - 1];
    const priv = me.lastView(gameId)!.private[actor] as TycoonPrivateView;
    const atl = pub.companies.find((c) => c.id === 'ATL')!;
    const buy = me.request({ type: 'check', gameId, player: actor, action: { type: 'buy', company: 'ATL', qty: 3000 } }) as Msg;
    expect(buy.preview).toEqual({ money: 'cost', amount: 3000 * atl.price });
    const option = me.request({ type: 'check', gameId, player: actor, action: { type: 'buyOption', company: 'ATL', kind: 'call', qty: 5000 } }) as Msg;
    expect(option.preview).toEqual({ money: 'premium', amount: Math.trunc((atl.price * 5000 * atl.premiumPct) / 100), pct: atl.premiumPct });
    // A refused quantity still says what it would cost.
    const odd = me.request({ type: 'check', gameId, player: actor, action: { type: 'sell', company: 'ATL', qty: 1500 } }) as Msg;
    expect(odd).toMatchObject({ ok: false, reason: 'BAD_QUANTITY', preview: { money: 'proceeds', amount: 1500 * atl.price } });
    // Strategist, no roles yet: the public kinds are the features'; the private ones add the cards in hand.
    expect(pub.tradeKinds[actor]).toEqual(['buy', 'sell', 'short', 'call', 'put']);
    const cards = new Set(priv.hand.map((c) => c.split(':')[1]));
    const input: Record<string, SeatInputType> = { buy: 'buy', sell: 'sell', short: 'short', call: 'buyOption', put: 'buyOption', loan: 'playLoan', debenture: 'playDebenture', rights: 'playRights' };
    const held = (['loan', 'debenture', 'rights'] as const).filter((k) => cards.has({ loan: 'LOAN', debenture: 'DEB', rights: 'RIGHTS' }[k]));
    expect(priv.tradeKinds).toEqual([...pub.tradeKinds[actor], ...held].filter((k) => priv.can.includes(input[k])));
    expect(priv.tradeKinds).not.toContain('sell'); // nothing held yet: the engine allows no sale
    expect(priv.rightsLots.ATL).toBe(0);
    expect(priv.rightsPrice).toBe(10); // §9.7: the rights prompts' cost line multiplies by it
    expect(pub.rolePowers[actor]).toEqual({ dividend: [], buyback: [] });
  });

  it('1876: the public view names the next round\'s bonus leader, as the board worked it out from the schedules', () => {
    const { clients, gameId } = started('sr1876', 3);
    const pub = clients[0].lastView(gameId)!.view as Sr1876PublicView;
    expect(pub.round).toBe(1);
    // The board's former computation (d49aa54), kept as the oracle: the strict leader of next round's values.
    const next = pub.companies.map((c) => ({ code: c.code, m: c.modernitySchedule[Math.min(pub.round, c.modernitySchedule.length - 1)] ?? 0 }));
    const top = Math.max(...next.map((x) => x.m));
    const leaders = next.filter((x) => x.m === top);
    expect(pub.nextBonusLeader).toBe(leaders.length === 1 ? leaders[0].code : null);
  });
});
