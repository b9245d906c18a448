/**
 * PD-18: a market order can be withdrawn (CANCEL_MARKET_ORDER) while PLACE_STOCK_ORDERS of its sub-round runs,
 * which frees the sub-round's order (cancel + place again = change). A withdrawn order is as if never placed,
 * and under concealment nobody but its owner ever learns of it — not from views, not from events.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, view } from '../../../src-shared/games/sectors/index.ts';
import { applyOverrides, endPhaseByReady } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameConfig, GameEvent, GameState, Input } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, events, expectInvariants, expectRefused, floated, pl, until } from '../../helpers/sectors.ts';

function stock(config: Partial<GameConfig> = {}) {
  const s = atTurn1Orders(3, config);
  const D = s.companies[0].id;
  applyOverrides(s, { companies: { [D]: floated({ ipoShares: 6, omShares: 4 }) } });
  return { s, D };
}

const ipoBuy = (player: string, companyId: string, quantity: number): Input => ({ type: 'PLACE_MARKET_ORDER', player, companyId, location: 'IPO', side: 'BUY', quantity });
const cancel = (player: string, orderId: number): Input => ({ type: 'CANCEL_MARKET_ORDER', player, orderId });
const publicOnly = (list: GameEvent[]) => list.filter((e) => !e.visibleTo);

describe('PD-18 withdrawing a market order', () => {
  it('PD-18: cancel + place again changes the order; only the replacement is resolved', () => {
    const { s, D } = stock();
    act(s, ipoBuy('P1', D, 3));
    const first = s.orders[0].id;
    const ev = act(s, cancel('P1', first));
    expect(s.orders[0].status).toBe('CANCELLED');
    expect(events(ev, 'ORDER_CANCELLED')).toHaveLength(1);
    act(s, ipoBuy('P1', D, 1)); // the sub-round's order is free again
    expectRefused(s, ipoBuy('P1', D, 2), 'ALREADY_ORDERED_THIS_SUBROUND'); // …but only once more
    const cash = pl(s, 'P1').cash;
    const resolved = until(s, 'RESOLVE_MARKET_ORDERS');
    expect(events(resolved, 'ORDER_FILLED').map((e) => e.order)).toEqual([first + 1]);
    expect(co(s, D).holdings.P1).toBe(1);
    expect(pl(s, 'P1').cash).toBe(cash - co(s, D).ipoPrice);
    expect(s.orders.find((o) => o.id === first)!.status).toBe('CANCELLED');
    expectInvariants(s); // I-11 counts the replacement only
  });

  it('PD-18: a withdrawn order alone is as if nobody ordered — the stock round loop ends, nothing is reviewed or resolved', () => {
    const { s, D } = stock();
    act(s, ipoBuy('P1', D, 2));
    act(s, cancel('P1', s.orders[0].id));
    const entered = events(endPhaseByReady(s), 'PHASE_STARTED').map((e) => e.phase);
    expect(entered.length).toBeGreaterThan(0);
    for (const phase of ['REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS', 'RESOLVE_MARKET_ORDERS', 'PLACE_STOCK_ORDERS']) expect(entered).not.toContain(phase);
    expect(s.subRound).toBe(1); // no second sub-round
  });

  it('PD-18: refusals — unknown or non-market order, someone else\'s, already withdrawn or resolved, after the phase ended', () => {
    const { s, D } = stock();
    act(s, ipoBuy('P1', D, 1));
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P2', companyId: D, side: 'BUY', quantity: 1, value: 50 });
    const [market, limit] = s.orders.map((o) => o.id);
    expectRefused(s, cancel('P1', 99), 'ORDER_NOT_FOUND');
    expectRefused(s, cancel('P2', limit), 'ORDER_NOT_FOUND'); // a limit order is cancelled with CANCEL_LIMIT_ORDER
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: market }, 'ORDER_NOT_FOUND'); // and vice versa (PD-12)
    expectRefused(s, cancel('P2', market), 'NOT_ORDER_OWNER');
    expectRefused(s, { type: 'CANCEL_MARKET_ORDER', player: 'P1', orderId: String(market) }, 'MALFORMED_INPUT');
    expectRefused(s, { type: 'CANCEL_MARKET_ORDER', player: 'P9', orderId: market }, 'NOT_SEATED');

    // The phase ended: the order is on its way to resolution and can no longer be withdrawn.
    until(s, 'REVIEW_CONCEALED_ORDERS');
    expectRefused(s, cancel('P1', market), 'NOT_YOUR_PHASE');
    until(s, 'PLACE_STOCK_ORDERS');
    expect(s.subRound).toBe(2);
    expect(s.orders.find((o) => o.id === market)!.status).toBe('FILLED');
    expectRefused(s, cancel('P1', market), 'ORDER_NOT_CANCELLABLE');

    act(s, ipoBuy('P1', D, 1));
    const second = s.orders.at(-1)!.id;
    act(s, cancel('P1', second));
    expectRefused(s, cancel('P1', second), 'ORDER_NOT_CANCELLABLE');
  });

  it('PD-18: the engine stays pure — apply leaves its argument untouched and the same inputs give the same state', () => {
    const { s, D } = stock();
    act(s, ipoBuy('P1', D, 2));
    const before = JSON.stringify(s);
    const a = apply(s, cancel('P1', s.orders[0].id));
    const b = apply(s, cancel('P1', s.orders[0].id));
    expect(JSON.stringify(s)).toBe(before);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it('PD-18: legalActions offers the withdrawal of the seat\'s own pending market order, and the engine accepts it', () => {
    const { s, D } = stock();
    act(s, ipoBuy('P1', D, 2));
    const id = s.orders[0].id;
    expect(legalActions(s, 'P1')).toContainEqual(cancel('P1', id));
    expect(legalActions(s, 'P2').some((i) => i.type === 'CANCEL_MARKET_ORDER')).toBe(false);
    act(s, cancel('P1', id));
    expect(legalActions(s, 'P1').some((i) => i.type === 'CANCEL_MARKET_ORDER')).toBe(false);
    expect(legalActions(s, 'P1').some((i) => i.type === 'PLACE_MARKET_ORDER')).toBe(true);
  });
});

describe('PD-18 secrecy of a withdrawal under concealed orders', () => {
  const seenBy = (s: GameState, viewer: string) => JSON.stringify(view(s, { role: 'player', player: viewer }));
  const spectator = (s: GameState) => JSON.stringify(view(s, { role: 'spectator' }));

  it('PD-18: withdrawing and replacing changes nothing another seat or a spectator can see, and no public event tells', () => {
    const { s, D } = stock({ ordersConcealed: true });
    act(s, ipoBuy('P1', D, 3));
    const [p3, spec] = [seenBy(s, 'P3'), spectator(s)];
    const cancelled = act(s, cancel('P1', s.orders[0].id));
    expect(publicOnly(cancelled)).toEqual([]);
    expect(events(cancelled, 'ORDER_CANCELLED')[0].visibleTo).toEqual(['P1']);
    expect([seenBy(s, 'P3'), spectator(s)]).toEqual([p3, spec]); // still listed as having ordered (PD-14)
    const replaced = act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 1 });
    expect(publicOnly(replaced)).toEqual([]); // no second ORDER_SUBMITTED
    expect(events(replaced, 'ORDER_PLACED')[0].visibleTo).toEqual(['P1']);
    expect([seenBy(s, 'P3'), spectator(s)]).toEqual([p3, spec]);
    // The owner sees both: the withdrawn order and the live one.
    expect(view(s, { role: 'player', player: 'P1' }).orders.map((o) => [o.id, 'status' in o ? o.status : null])).toEqual([[1, 'CANCELLED'], [2, 'PENDING']]);
  });

  it('PD-18: the withdrawn order is never reviewed, revealed or shown to others later; its owner keeps seeing it', () => {
    const { s, D } = stock({ ordersConcealed: true });
    act(s, ipoBuy('P1', D, 3));
    const withdrawn = s.orders[0].id;
    act(s, cancel('P1', withdrawn));
    act(s, ipoBuy('P1', D, 1));
    act(s, ipoBuy('P2', D, 1));
    const log: GameEvent[] = [];
    for (const phase of ['REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS', 'RESOLVE_MARKET_ORDERS', 'PLACE_STOCK_ORDERS'] as const) {
      log.push(...until(s, phase));
      for (const viewer of ['P2', 'P3']) expect(view(s, { role: 'player', player: viewer }).orders.some((o) => o.id === withdrawn), `${viewer} in ${phase}`).toBe(false);
      expect(view(s, { role: 'spectator' }).orders.some((o) => o.id === withdrawn), `spectator in ${phase}`).toBe(false);
      expect(view(s, { role: 'player', player: 'P1' }).orders.find((o) => o.id === withdrawn)).toMatchObject({ status: 'CANCELLED', quantity: 3 });
    }
    const reviewed = events(log, 'ORDERS_REVIEWED')[0].orders as unknown[];
    const revealed = events(log, 'ORDERS_REVEALED')[0].orders as { id: number }[];
    expect(reviewed).toHaveLength(2);
    expect(revealed.map((o) => o.id)).not.toContain(withdrawn);
    expect(JSON.stringify(publicOnly(log))).not.toContain('"quantity":3');
  });
});

describe('PD-18 without concealment', () => {
  it('PD-18: orders are public at once, so the withdrawal is a public event and the order shows as cancelled', () => {
    const { s, D } = stock({ ordersConcealed: false });
    act(s, ipoBuy('P1', D, 2));
    const ev = act(s, cancel('P1', s.orders[0].id));
    expect(publicOnly(ev)).toMatchObject([{ type: 'ORDER_CANCELLED', player: 'P1', company: D }]);
    expect(view(s, { role: 'spectator' }).orders).toMatchObject([{ id: 1, status: 'CANCELLED' }]);
    expect(view(s, { role: 'spectator' }).submitted).toEqual([]); // P1 has no order now
  });
});
