/**
 * Stock round decisions of rules spec §2 (D-04 … D-10, D-31, D-39 … D-41, D-43 … D-45, D-66), with the worked
 * examples E-02, E-03, E-04, E-05 and E-11 of §14.
 */
import { describe, expect, it } from 'vitest';
import { netWorth, view } from '../../../src-shared/games/sectors/index.ts';
import { PRICE_GRID, STOCK_TIERS } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState, Input, LimitOrder, ShortOrder } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, companyOf, events, expectInvariants, floated, pl, until } from '../../helpers/sectors.ts';

const mkt = (player: string, companyId: string, location: 'IPO' | 'OPEN_MARKET', side: 'BUY' | 'SELL', quantity: number, bid?: number): Input => ({
  type: 'PLACE_MARKET_ORDER', player, companyId, location, side, quantity, ...(bid === undefined ? {} : { bid }),
});
const limit = (player: string, companyId: string, side: 'BUY' | 'SELL', quantity: number, value: number): Input => ({
  type: 'PLACE_LIMIT_ORDER', player, companyId, side, quantity, value,
});

/** Turn 1, sub-round 1, priority P1 > P2 > P3, the DEFENSIVE company floated with the given patch. */
function market(patch: Parameters<typeof floated>[0], config = {}, seats = 3) {
  const s = atTurn1Orders(seats, config);
  const A = companyOf(s, 'CONSUMER_DEFENSIVE').id;
  const priority = s.players.map((p) => p.id);
  applyOverrides(s, { priority, companies: { [A]: floated(patch) } });
  return { s, A };
}

function orderOf(s: GameState, player: string) {
  return s.orders.filter((o) => o.player === player).at(-1)!;
}

describe('D-04 stock round loop', () => {
  it('D-04: up to maxSubRounds sub-rounds, phases 9→10→11→12 repeat, one order per player per sub-round', () => {
    const { s, A } = market({ price: 60, ipoShares: 4, omShares: 4, holdings: { P2: 2 } }, { maxSubRounds: 2 });
    const seen: string[] = [];
    act(s, mkt('P1', A, 'IPO', 'BUY', 1));
    expect(() => act(s, mkt('P1', A, 'IPO', 'BUY', 1))).toThrow(/ALREADY_ORDERED_THIS_SUBROUND/);
    for (let i = 0; i < 4; i++) {
      endPhaseByReady(s);
      seen.push(`${s.phase}:${s.subRound}`);
    }
    expect(seen).toEqual(['REVIEW_CONCEALED_ORDERS:1', 'REVEAL_ORDERS:1', 'RESOLVE_MARKET_ORDERS:1', 'PLACE_STOCK_ORDERS:2']);
    act(s, mkt('P1', A, 'IPO', 'BUY', 1));
    until(s, 'RESOLVE_MARKET_ORDERS');
    endPhaseByReady(s);
    // maxSubRounds = 2: no third PLACE_STOCK_ORDERS.
    expect([s.phase, s.subRound]).toEqual(['STOCK_ROUND_RESULTS', 2]);
    expect(s.orders.filter((o) => o.player === 'P1').map((o) => o.subRound)).toEqual([1, 2]);
  });

  it('D-04: the loop ends early after a sub-round in which nobody ordered', () => {
    const { s } = market({ price: 60, ipoShares: 10 });
    endPhaseByReady(s);
    expect(s.phase).toBe('STOCK_ROUND_RESULTS');
    expect(s.subRound).toBe(1);
  });

  it('D-04: with the default of 3, a fourth sub-round never opens', () => {
    const { s, A } = market({ price: 60, ipoShares: 10 });
    for (let sub = 1; sub <= 3; sub++) {
      expect([s.phase, s.subRound]).toEqual(['PLACE_STOCK_ORDERS', sub]);
      act(s, mkt('P1', A, 'IPO', 'BUY', 1));
      until(s, 'RESOLVE_MARKET_ORDERS');
      endPhaseByReady(s);
    }
    expect(s.phase).toBe('STOCK_ROUND_RESULTS');
  });
});

describe('D-05 market resolution (E-02)', () => {
  function e02(config = {}) {
    const { s, A } = market({ price: 60, ipoShares: 2, omShares: 3, holdings: { P2: 2, P3: 3 } }, config);
    applyOverrides(s, { players: { P1: { cash: 500 }, P2: { cash: 400 }, P3: { cash: 100 } } });
    return { s, A, bank: s.bank };
  }

  it('D-05: PRIORITY — sells at P0 first, then buys by player priority, all-or-nothing (E-02a)', () => {
    const { s, A, bank } = e02();
    act(s, mkt('P3', A, 'OPEN_MARKET', 'SELL', 1));
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 3));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'BUY', 2));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    const c = co(s, A);
    expect([pl(s, 'P3').cash, c.holdings.P3]).toEqual([160, 2]);
    expect([pl(s, 'P1').cash, c.holdings.P1]).toEqual([320, 3]);
    expect(c.omShares).toBe(1);
    expect(orderOf(s, 'P2')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_AVAILABLE' });
    expect(s.bank - bank).toBe(-60 + 180);
    expect([PRICE_GRID[c.priceIndex], c.priceIndex, c.fillProgress]).toEqual([65, 24, 0]);
    expect(events(ev, 'PRICE_MOVED').map((e) => [e.from, e.to])).toEqual([[60, 65]]);
    expectInvariants(s);
  });

  it('D-05: BID_PRIORITY — highest bid first, the buyer pays its own bid (E-02b)', () => {
    const { s, A, bank } = e02({ distributionStrategy: 'BID_PRIORITY' });
    act(s, mkt('P3', A, 'OPEN_MARKET', 'SELL', 1));
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 3, 60));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'BUY', 2, 70));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    const c = co(s, A);
    expect([pl(s, 'P3').cash, pl(s, 'P2').cash, c.holdings.P2]).toEqual([160, 260, 4]);
    expect(orderOf(s, 'P1')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_AVAILABLE' });
    expect(s.bank - bank).toBe(-60 + 140);
    expect([PRICE_GRID[c.priceIndex], c.fillProgress]).toEqual([60, 1]);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
  });

  it('D-05: BID_PRIORITY — equal bids fall back to player priority (E-02c)', () => {
    const { s, A, bank } = e02({ distributionStrategy: 'BID_PRIORITY' });
    act(s, mkt('P3', A, 'OPEN_MARKET', 'SELL', 1));
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 3, 70));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'BUY', 2, 70));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(pl(s, 'P1').cash).toBe(290);
    expect(orderOf(s, 'P2').status).toBe('REJECTED');
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(65);
    expect(s.bank - bank).toBe(150);
  });

  it('D-05: IPO buys come before the float check, OM buys after it; IPO trades never move the price', () => {
    const s = atTurn1Orders();
    const A = companyOf(s, 'CONSUMER_DEFENSIVE'); // float 30 %: 3 shares out of the IPO
    applyOverrides(s, { priority: ['P1', 'P2', 'P3'] });
    act(s, mkt('P1', A.id, 'IPO', 'BUY', 3));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    const c = co(s, A.id);
    expect(c.status).toBe('ACTIVE');
    expect(c.floatedTurn).toBe(1);
    expect(s.sectors.find((x) => x.id === 'CONSUMER_DEFENSIVE')!.everFloated).toBe(true);
    expect(PRICE_GRID[c.priceIndex]).toBe(c.ipoPrice);
    expect(events(ev, 'COMPANY_FLOATED')).toHaveLength(1);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
  });
});

describe('D-06 price grid, stock tiers and fill sizes', () => {
  it('D-06: 78 grid prices and five stock tiers with fill sizes 1/2/4/5/6', () => {
    expect(PRICE_GRID).toHaveLength(78);
    expect([PRICE_GRID[0], PRICE_GRID[12], PRICE_GRID[13], PRICE_GRID[37], PRICE_GRID[38], PRICE_GRID[53], PRICE_GRID[54], PRICE_GRID[70], PRICE_GRID[71], PRICE_GRID[77]])
      .toEqual([3, 20, 23, 145, 153, 291, 302, 498, 512, 600]);
    expect(STOCK_TIERS.map((t) => [t.first, t.last, t.fillSize])).toEqual([[0, 12, 1], [13, 37, 2], [38, 53, 4], [54, 70, 5], [71, 77, 6]]);
  });

  it('D-06: net buys fill slots across a tier boundary — 18 + 5 buys → 26, progress 1 (E-11)', () => {
    const { s, A } = market({ price: 18, ipoShares: 0, omShares: 10 });
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 5));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    expect([PRICE_GRID[co(s, A).priceIndex], co(s, A).fillProgress]).toEqual([26, 1]);
    expect(events(ev, 'PRICE_MOVED')).toHaveLength(1); // one move from start to end
  });

  it('D-06: sells move 1 step down per net share — 26 (progress 1) − 1 → 23, progress 0 (E-11)', () => {
    const { s, A } = market({ price: 26, fillProgress: 1, ipoShares: 0, omShares: 8, holdings: { P1: 2 } });
    act(s, mkt('P1', A, 'OPEN_MARKET', 'SELL', 1));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect([PRICE_GRID[co(s, A).priceIndex], co(s, A).fillProgress]).toEqual([23, 0]);
  });

  it('D-06: the net of buys and sells moves the price; equal buys and sells leave it', () => {
    const { s, A } = market({ price: 60, ipoShares: 0, omShares: 5, holdings: { P2: 5 } });
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 2));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'SELL', 2));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(60);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
  });
});

describe('D-07 / D-08 limit orders (E-03)', () => {
  /** B at 55, P1 holds 3 and places a SELL limit 2 @ 50 in turn 1; it opens at phase 19. */
  function e03() {
    const { s, A } = market({ price: 55, ipoShares: 0, omShares: 2, holdings: { P1: 3, P2: 5 }, floatedTurn: 1, permDemand: 3 });
    act(s, limit('P1', A, 'SELL', 2, 50));
    return { s, A, order: orderOf(s, 'P1') as LimitOrder };
  }

  it('D-07: PENDING at placement uses one limit action; OPEN at OPEN_PENDING_LIMITS', () => {
    const { s, order } = e03();
    expect(order.status).toBe('PENDING');
    expect(pl(s, 'P1').limitActions).toBe(4);
    fastForward(s, 1, 'OPEN_PENDING_LIMITS');
    expect((s.orders.find((o) => o.id === order.id) as LimitOrder).status).toBe('OPEN');
    expectInvariants(s);
  });

  it('D-07: triggered → FILLED_PENDING_SETTLEMENT, settled at the next phase 8 at the limit value without moving the price', () => {
    const { s, A, order } = e03();
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P2', A, 'OPEN_MARKET', 'SELL', 2)); // 55 → 47 (2 steps)
    until(s, 'RESOLVE_MARKET_ORDERS');
    const o = () => s.orders.find((x) => x.id === order.id) as LimitOrder;
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(47);
    expect(o().status).toBe('FILLED_PENDING_SETTLEMENT');
    expect(pl(s, 'P1').limitActions).toBe(4);
    fastForward(s, 3, 'START_TURN');
    const index = co(s, A).priceIndex;
    const cash = pl(s, 'P1').cash;
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    expect(o().status).toBe('FILLED');
    expect(co(s, A).holdings.P1).toBe(1);
    expect(pl(s, 'P1').cash).toBe(cash + 2 * 50); // the limit value, not the current price
    expect(pl(s, 'P1').limitActions).toBe(5);
    expect(s.turnState.taxableIncome.P1).toBe(100); // taxable in the settlement turn
    expect(co(s, A).priceIndex).toBe(index); // settlement never moves the price
    expectInvariants(s);
  });

  it('D-07: settlement rejects a SELL whose shares are gone (INSUFFICIENT_SHARES_HELD) and returns the action', () => {
    const { s, A, order } = e03();
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P1', A, 'OPEN_MARKET', 'SELL', 2)); // P1 sells 2 itself: triggers its own limit, holds 1
    until(s, 'RESOLVE_MARKET_ORDERS');
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    expect(s.orders.find((x) => x.id === order.id)).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_HELD' });
    expect(pl(s, 'P1').limitActions).toBe(5);
  });

  it('D-07: PENDING or OPEN orders can be cancelled in PLACE_STOCK_ORDERS without using the sub-round order', () => {
    const { s, A, order } = e03();
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: order.id });
    expect(s.orders.find((x) => x.id === order.id)!.status).toBe('CANCELLED');
    expect(pl(s, 'P1').limitActions).toBe(5);
    act(s, mkt('P1', A, 'OPEN_MARKET', 'SELL', 1)); // still allowed: the cancellation was not the order
    expect(orderOf(s, 'P1').type).toBe('MARKET');
  });

  it('D-08: a SELL triggers on a downward move with new ≤ value ≤ previous (inclusive); an upward move never', () => {
    const { s, A } = market({ price: 51, ipoShares: 0, omShares: 4, holdings: { P1: 3, P2: 3 }, floatedTurn: 1, permDemand: 3 });
    act(s, limit('P1', A, 'SELL', 1, 51));
    act(s, limit('P2', A, 'SELL', 1, 60));
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P3', A, 'OPEN_MARKET', 'BUY', 4)); // 51 → 60 (2 steps): SELLs ignore up moves
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(s.orders.filter((o) => o.type === 'LIMIT').map((o) => o.status)).toEqual(['OPEN', 'OPEN']);
    endPhaseByReady(s);
    act(s, mkt('P3', A, 'OPEN_MARKET', 'SELL', 3)); // 60 → 47: the 60 limit triggers (value = previous)
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(47);
    expect(s.orders.filter((o) => o.type === 'LIMIT').map((o) => o.status)).toEqual(['FILLED_PENDING_SETTLEMENT', 'FILLED_PENDING_SETTLEMENT']);
  });

  it('D-08: a BUY triggers on an upward move with previous ≤ value ≤ new, from any cause (here a research step)', () => {
    const s = atTurn1Orders(3, {}, undefined);
    const A = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, {
      priority: ['P1', 'P2', 'P3'],
      companies: { [A]: floated({ price: 60, ipoShares: 0, omShares: 4, holdings: { P1: 6 }, treasury: 1000, floatedTurn: 1 }) },
      researchDeck: ['NEW_ALLOY', 'NO_DISCERNIBLE_FINDINGS'],
    });
    act(s, limit('P2', A, 'BUY', 1, 65));
    act(s, limit('P3', A, 'BUY', 1, 70));
    fastForward(s, 1, 'COMPANY_VOTE');
    act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['RESEARCH'] });
    const ev = until(s, 'COMPANY_ACTION_RESOLVE');
    expect(events(ev, 'PRICE_MOVED').map((e) => [e.from, e.to, e.cause])).toEqual([[60, 65, 'RESEARCH_NEW_ALLOY']]);
    const limits = s.orders.filter((o) => o.type === 'LIMIT');
    expect(limits.map((o) => o.status)).toEqual(['FILLED_PENDING_SETTLEMENT', 'OPEN']);
  });
});

describe('D-09 / D-43 short orders (E-04)', () => {
  function e04() {
    const { s, A } = market({ price: 47, unitPrice: 60, permDemand: 2, ipoShares: 0, omShares: 4, holdings: { P1: 6 } });
    applyOverrides(s, { players: { P2: { cash: 200 } }, sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    return { s, A, bank: s.bank };
  }

  it('D-09: opened at phase 15 at the current price: margin ceil(V/2) locked, the bank pays V (taxable); no price move', () => {
    const { s, A, bank } = e04();
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 3 });
    expect(pl(s, 'P2').shortActions).toBe(1);
    const ev = fastForward(s, 1, 'OPEN_PENDING_SHORTS');
    expect([pl(s, 'P2').cash, pl(s, 'P2').margin, s.bank - bank]).toEqual([270, 71, -141]);
    expect(s.turnState.taxableIncome.P2).toBe(141);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
    expect(co(s, A).omShares).toBe(4); // no share changes location
    expectInvariants(s);
  });

  it('D-09: the shorter pays dividends on the shorted quantity; tax, net worth, interest and cover follow E-04', () => {
    const { s, A, bank } = e04();
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 3 });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: A, choice: 'FULL' });
    until(s, 'REVENUE_DISTRIBUTION');
    expect(pl(s, 'P2').cash).toBe(234); // 270 − floor(120 × 3 / 10)
    until(s, 'STOCK_PRICE_ADJUSTMENT');
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(55);
    fastForward(s, 1, 'CAPITAL_GAINS');
    expect(pl(s, 'P2').cash).toBe(232);
    fastForward(s, 1, 'END_TURN');
    expect(netWorth(s, 'P2')).toBe(138); // 232 + 71 − 3 × 55
    fastForward(s, 2, 'CHARGE_SHORT_INTEREST');
    expect(pl(s, 'P2').cash).toBe(225);
    fastForward(s, 2, 'COVER_SHORTS');
    const short = s.orders.find((o) => o.type === 'SHORT') as ShortOrder;
    act(s, { type: 'COVER_SHORT', player: 'P2', shortId: short.id });
    expect([pl(s, 'P2').cash, pl(s, 'P2').margin, pl(s, 'P2').shortActions]).toEqual([131, 0, 2]);
    expect(s.orders.find((o) => o.id === short.id)!.status).toBe('FILLED');
    // The bank gained exactly what P2 lost (dividends to P1 aside).
    const p1Dividend = 72;
    expect(s.bank - bank).toBe(200 - 131 - p1Dividend);
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(55); // covering does not move the price
    expectInvariants(s);
  });

  it('D-09: shorts are not holdings — no vote, no dividend, no certificate, no cap', () => {
    const { s, A } = e04();
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 3 });
    fastForward(s, 1, 'REVENUE_VOTE');
    expect(s.inputs.revenueEligible[A]).toEqual(['P1']);
    expect(co(s, A).holdings.P2).toBeUndefined();
    expect(view(s, { role: 'player', player: 'P2' }).players.find((p) => p.id === 'P2')!.certificates).toBe(0);
  });

  it('D-43: lendable shares = OM shares − shares lent to open shorts (including ones opened earlier in the phase)', () => {
    const { s, A } = e04();
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: A, quantity: 3 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 2 });
    fastForward(s, 1, 'OPEN_PENDING_SHORTS');
    expect(orderOf(s, 'P1').status).toBe('OPEN');
    expect(orderOf(s, 'P2')).toMatchObject({ status: 'REJECTED', reason: 'NOT_ENOUGH_SHARES_TO_LEND' });
    expect(pl(s, 'P2').shortActions).toBe(2); // a rejected short returns its action
  });

  it('D-43: a short owes floor(D × quantity / outstanding) of a distribution; covering needs cash + margin ≥ cost', () => {
    const { s, A } = e04();
    applyOverrides(s, { companies: { [A]: { unitPrice: 55 } } }); // R = 110, D = 110: owed floor(330 / 10) = 33
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 3 });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: A, choice: 'FULL' });
    const ev = until(s, 'REVENUE_DISTRIBUTION');
    expect(events(ev, 'DIVIDEND_PAID')[0].shortPayments).toEqual([{ player: 'P2', order: orderOf(s, 'P2').id, amount: 33 }]);
    fastForward(s, 2, 'COVER_SHORTS');
    const short = orderOf(s, 'P2') as ShortOrder;
    const cost = 3 * PRICE_GRID[co(s, A).priceIndex];
    applyOverrides(s, { players: { P2: { cash: cost - short.margin - 1 } } });
    expect(() => act(s, { type: 'COVER_SHORT', player: 'P2', shortId: short.id })).toThrow(/INSUFFICIENT_CASH/);
    applyOverrides(s, { players: { P2: { cash: cost - short.margin } } });
    act(s, { type: 'COVER_SHORT', player: 'P2', shortId: short.id });
    expect(pl(s, 'P2').cash).toBe(0);
  });
});

describe('D-10 / D-44 option contracts (E-05)', () => {
  /** One ACTIVE company at turn 1's END_TURN: the three contracts of turn 2 are all written on it. */
  function withContracts(seats = 3) {
    const { s, A } = market({ price: 43, ipoShares: 0, omShares: 10, floatedTurn: 1 }, {}, seats);
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    return { s, A };
  }

  it('D-10: three contracts per turn with terms 1–4, canonical bundles, and the spec strike/premium formulas', () => {
    const { s, A } = withContracts();
    expect(s.contracts).toHaveLength(3);
    const bundles: Record<number, number> = { 3: 1, 5: 1, 7: 1, 10: 2, 12: 2 };
    for (const k of s.contracts) {
      expect(k.company).toBe(A);
      expect(k.state).toBe('FOR_SALE');
      expect(k.term).toBeGreaterThanOrEqual(1);
      expect(k.term).toBeLessThanOrEqual(4);
      expect(bundles[k.shares]).toBe(k.stepBonus);
      const r = 5 * k.term;
      const v = 20; // CONSUMER_DEFENSIVE volatility
      // written at turn 1's END_TURN at the price of then: 43
      expect(k.strike).toBe(Math.ceil((43 * (100 + r + v)) / 100));
      expect(k.premium).toBe(Math.ceil((43 * (3 * r + v) * k.shares) / 300));
    }
  });

  it('D-10: purchase resolved at phase 17, earlier sub-round first; later orders CONTRACT_ALREADY_SOLD (E-05)', () => {
    const { s } = withContracts();
    const k = s.contracts[0];
    applyOverrides(s, { priority: ['P3', 'P2', 'P1'] }); // P3 has the better priority but orders later
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id });
    until(s, 'PLACE_STOCK_ORDERS');
    expect(s.subRound).toBe(2);
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P3', contractId: k.id });
    const cash = pl(s, 'P1').cash;
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect(pl(s, 'P1').cash).toBe(cash - k.premium);
    expect(s.contracts[0]).toMatchObject({ state: 'PURCHASED', owner: 'P1', elapsed: 0 });
    expect(orderOf(s, 'P1').status).toBe('OPEN');
    expect(orderOf(s, 'P3')).toMatchObject({ status: 'REJECTED', reason: 'CONTRACT_ALREADY_SOLD' });
  });

  it('D-10: exercise when price ≥ strike pays (price − strike) × shares from the bank (taxable), then the step bonus', () => {
    const { s, A } = withContracts();
    const k = s.contracts[0];
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id });
    fastForward(s, 3, 'PLACE_STOCK_ORDERS');
    const target = PRICE_GRID.find((p) => p >= k.strike + 10)!;
    applyOverrides(s, { companies: { [A]: { price: target } } });
    fastForward(s, 3, 'EXERCISE_OPTIONS');
    expect(s.contracts[0].elapsed).toBe(1); // E-05: T3 EXPIRE_OPTIONS → E = 1
    expect(s.inputs.eligible).toEqual(['P1']);
    const cash = pl(s, 'P1').cash;
    act(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: k.id });
    const ev = endPhaseByReady(s);
    expect(pl(s, 'P1').cash).toBe(cash + (target - k.strike) * k.shares);
    expect(s.turnState.taxableIncome.P1).toBe((target - k.strike) * k.shares);
    expect(s.contracts[0].state).toBe('EXERCISED');
    expect(orderOf(s, 'P1').status).toBe('FILLED');
    expect(events(ev, 'PRICE_MOVED').map((e) => [e.from, e.toIndex])).toEqual([[target, PRICE_GRID.indexOf(target) + k.stepBonus]]);
  });

  it('D-10: an unexercised contract expires at phase 16 once E = T (premium lost)', () => {
    const { s } = withContracts();
    const k = s.contracts[0];
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id });
    fastForward(s, 2, 'STOCK_ROUND_RESULTS');
    const seen: number[] = [];
    for (let turn = 3; turn <= 3 + k.term; turn++) {
      fastForward(s, turn, 'EXPIRE_OPTIONS');
      seen.push(s.contracts[0].state === 'EXPIRED' ? -1 : s.contracts[0].elapsed);
    }
    // E = 1 … T, then EXPIRED in the stock round after the T-th
    expect(seen).toEqual([...Array.from({ length: k.term }, (_, i) => i + 1), -1]);
    expect(orderOf(s, 'P1').status).toBe('EXPIRED');
  });

  it('D-44: exercises run together at the end of phase 18 at the phase-start price; step bonuses summed per company', () => {
    const { s, A } = withContracts();
    const [k1, k2] = s.contracts;
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k1.id });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k2.id });
    applyOverrides(s, { players: { P1: { cash: 2000 }, P2: { cash: 2000 } } });
    fastForward(s, 2, 'STOCK_ROUND_RESULTS');
    fastForward(s, 3, 'PLACE_STOCK_ORDERS');
    const target = PRICE_GRID.find((p) => p >= Math.max(k1.strike, k2.strike))!;
    applyOverrides(s, { companies: { [A]: { price: target } } });
    fastForward(s, 3, 'EXERCISE_OPTIONS');
    act(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: k1.id });
    act(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: k1.id }); // a repeat is ignored
    act(s, { type: 'EXERCISE_OPTION', player: 'P2', contractId: k2.id });
    expect(s.inputs.exerciseRequests).toEqual([k1.id, k2.id]);
    const ev = endPhaseByReady(s);
    expect(events(ev, 'OPTION_EXERCISED').map((e) => e.price)).toEqual([target, target]);
    expect(events(ev, 'PRICE_MOVED').map((e) => (e.toIndex as number) - (e.fromIndex as number))).toEqual([k1.stepBonus + k2.stepBonus]);
  });

  it('D-44: all orders of the stock round compete; a buyer short of cash is skipped (INSUFFICIENT_CASH)', () => {
    const { s } = withContracts();
    const k = s.contracts[0];
    applyOverrides(s, { priority: ['P1', 'P2', 'P3'], players: { P1: { cash: k.premium - 1 } } });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k.id });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P3', contractId: k.id });
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect(['P1', 'P2', 'P3'].map((p) => [orderOf(s, p).status, orderOf(s, p).reason ?? null])).toEqual([
      ['REJECTED', 'INSUFFICIENT_CASH'], ['OPEN', null], ['REJECTED', 'CONTRACT_ALREADY_SOLD'],
    ]);
  });
});

describe('D-44 under BID_PRIORITY', () => {
  it('D-44: within a sub-round the highest bid wins the contract and pays its bid', () => {
    const { s } = market({ price: 43, ipoShares: 0, omShares: 10, floatedTurn: 1 }, { distributionStrategy: 'BID_PRIORITY', priorityMode: 'STATIC' });
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const k = s.contracts[0];
    applyOverrides(s, { players: { P1: { cash: 2000 }, P2: { cash: 2000 } } });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id, bid: k.premium });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k.id, bid: k.premium + 10 });
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect(s.contracts[0].owner).toBe('P2');
    expect(pl(s, 'P2').cash).toBe(2000 - k.premium - 10);
    expect(orderOf(s, 'P1')).toMatchObject({ status: 'REJECTED', reason: 'CONTRACT_ALREADY_SOLD' });
  });
});

describe('D-09 opening order', () => {
  it('D-09: pending shorts open by sub-round, then player priority, then placement', () => {
    const { s, A } = market({ price: 47, ipoShares: 0, omShares: 3, holdings: { P3: 7 } }, { priorityMode: 'STATIC' });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 3 }); // sub-round 1, priority 2
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P3', companyId: A, location: 'IPO', side: 'BUY', quantity: 1 });
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: A, quantity: 3 }); // sub-round 2, priority 1
    fastForward(s, 1, 'OPEN_PENDING_SHORTS');
    expect(orderOf(s, 'P2').status).toBe('OPEN');
    expect(orderOf(s, 'P1')).toMatchObject({ status: 'REJECTED', reason: 'NOT_ENOUGH_SHARES_TO_LEND' });
  });
});

describe('D-31 fixed IPO price', () => {
  it('D-31: IPO shares always sell at the IPO price, whatever the stock price', () => {
    const { s, A } = market({ price: 98, ipoShares: 5, omShares: 0, holdings: { P2: 5 } });
    const ipo = co(s, A).ipoPrice;
    const cash = pl(s, 'P1').cash;
    act(s, mkt('P1', A, 'IPO', 'BUY', 2));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(pl(s, 'P1').cash).toBe(cash - 2 * ipo);
    expect(co(s, A).ipoPrice).toBe(ipo);
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(98);
  });
});

describe('D-39 fill progress', () => {
  it('D-39: fill progress resets to 0 after a price change not produced by slot filling', () => {
    const { s, A } = market({ price: 26, fillProgress: 1, ipoShares: 0, omShares: 6, holdings: { P1: 4 }, floatedTurn: 1, permDemand: 3 });
    applyOverrides(s, { sectors: { CONSUMER_DEFENSIVE: { consumers: 3 } } });
    // Production gives R > 0; no vote → RETAIN → plain down 1 step.
    fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
    expect(co(s, A).fillProgress).toBe(1); // turn 1: no production (float turn 1), nothing moved
    fastForward(s, 2, 'STOCK_PRICE_ADJUSTMENT');
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(23);
    expect(co(s, A).fillProgress).toBe(0);
  });

  it('D-39: net buys at the top price are lost — 585 + 9 buys → 600, progress 0 (E-11)', () => {
    const { s, A } = market({ price: 585, ipoShares: 1, omShares: 9 });
    applyOverrides(s, { players: { P1: { cash: 5000 }, P2: { cash: 5000 } } });
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 5));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'BUY', 4));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect([PRICE_GRID[co(s, A).priceIndex], co(s, A).fillProgress]).toEqual([600, 0]);
    expectInvariants(s);
  });
});

describe('D-40 Regulatory Shield (price decreases)', () => {
  function shield(passive: 'REGULATORY_SHIELD' | null) {
    const s = atTurn1Orders();
    const H = companyOf(s, 'HEALTHCARE').id;
    applyOverrides(s, { companies: { [H]: floated({ price: 161, passive, ipoShares: 0, omShares: 5, holdings: { P1: 5 } }) } });
    act(s, mkt('P1', H, 'OPEN_MARKET', 'SELL', 5));
    until(s, 'RESOLVE_MARKET_ORDERS');
    return PRICE_GRID[co(s, H).priceIndex];
  }

  it('D-40: a decrease cannot go below the top price of the tier below the tier at the start of the move (161 − 5 → 145)', () => {
    expect(shield('REGULATORY_SHIELD')).toBe(145);
    expect(shield(null)).toBe(124);
  });
});

describe('D-41 Price Freeze', () => {
  function frozen(flags: ('PRICE_FREEZE')[]) {
    const { s, A } = market({ price: 60, ipoShares: 2, omShares: 8, flagsActive: flags });
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 5));
    act(s, mkt('P2', A, 'OPEN_MARKET', 'BUY', 3));
    until(s, 'RESOLVE_MARKET_ORDERS');
    return { s, A };
  }

  it('D-41: in RESOLVE_MARKET_ORDERS the company moves at most 2 steps; if clamped, progress := 0 (E-11 60 + 8 → 70)', () => {
    const { s, A } = frozen(['PRICE_FREEZE']);
    expect([PRICE_GRID[co(s, A).priceIndex], co(s, A).fillProgress]).toEqual([70, 0]);
    expect(PRICE_GRID[frozen([]).s.companies.find((c) => c.id === A)!.priceIndex]).toBe(80);
  });

  it('D-41: the Price Freeze effect ends at STOCK_ROUND_RESULTS', () => {
    const { s, A } = frozen(['PRICE_FREEZE']);
    fastForward(s, 1, 'STOCK_ROUND_RESULTS');
    expect(co(s, A).flagsActive).toEqual([]);
  });
});

describe('D-45 limit settlement order and value range', () => {
  it('D-45: all SELLs settle before all BUYs, whatever their trigger sequence', () => {
    const { s, A } = market({ price: 60, ipoShares: 0, omShares: 2, holdings: { P1: 2, P2: 3, P3: 3 }, floatedTurn: 1, permDemand: 3 });
    applyOverrides(s, { players: { P3: { cash: 1000 } } });
    act(s, limit('P1', A, 'BUY', 2, 65));
    act(s, limit('P2', A, 'SELL', 2, 55));
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P3', A, 'OPEN_MARKET', 'BUY', 2)); // 60 → 65: BUY triggers first (lower trigger seq)
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P3', A, 'OPEN_MARKET', 'SELL', 2)); // 65 → 55: SELL triggers
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, mkt('P3', A, 'OPEN_MARKET', 'BUY', 2)); // OM back to 0
    until(s, 'RESOLVE_MARKET_ORDERS');
    const [buy, sell] = s.orders.filter((o) => o.type === 'LIMIT') as LimitOrder[];
    expect(buy.triggerSeq!).toBeLessThan(sell.triggerSeq!);
    expect(co(s, A).omShares).toBe(0);
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    // The SELL put 2 shares in the OM first, so the BUY could take them.
    expect([sell.id, buy.id].map((id) => s.orders.find((o) => o.id === id)!.status)).toEqual(['FILLED', 'FILLED']);
    expect(co(s, A).holdings.P1).toBe(4);
  });

  it('D-45: within a side, by trigger sequence, then player priority, then placement sequence', () => {
    const { s, A } = market({ price: 60, ipoShares: 0, omShares: 2, holdings: { P1: 2, P2: 2, P3: 4 }, floatedTurn: 1, permDemand: 3 });
    applyOverrides(s, { priority: ['P2', 'P1', 'P3'] });
    act(s, limit('P1', A, 'BUY', 2, 65));
    act(s, limit('P2', A, 'BUY', 2, 65));
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    applyOverrides(s, { priority: ['P2', 'P1', 'P3'] });
    act(s, mkt('P3', A, 'OPEN_MARKET', 'BUY', 2)); // both trigger on the same move; OM 0 afterwards
    until(s, 'RESOLVE_MARKET_ORDERS');
    fastForward(s, 3, 'START_TURN');
    applyOverrides(s, { priority: ['P2', 'P1', 'P3'], companies: { [A]: { omShares: 2, holdings: { P1: 2, P2: 2, P3: 4 } } } });
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    const [p1, p2] = s.orders.filter((o) => o.type === 'LIMIT');
    expect(p2.status).toBe('FILLED'); // priority 1 settles first and takes the 2 OM shares
    expect(p1).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_AVAILABLE' });
  });

  it('D-45: the limit value must be an integer 3..600', () => {
    const { s, A } = market({ price: 60, ipoShares: 0, omShares: 10 });
    for (const value of [2, 601, 60.5]) {
      expect(() => act(s, limit('P1', A, 'BUY', 1, value))).toThrow(/LIMIT_VALUE_OUT_OF_RANGE/);
    }
    act(s, limit('P1', A, 'BUY', 1, 3));
    act(s, limit('P2', A, 'SELL', 1, 600));
    expect(s.orders).toHaveLength(2);
  });
});

describe('D-66 move events only when the index changes', () => {
  it('D-66: net buys that only add fill progress record no move event, consume no trigger number, trigger nothing', () => {
    const { s, A } = market({ price: 60, ipoShares: 0, omShares: 6, holdings: { P2: 4 }, floatedTurn: 1, permDemand: 3 });
    act(s, limit('P2', A, 'BUY', 1, 60));
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const counter = s.counters.trigger;
    act(s, mkt('P1', A, 'OPEN_MARKET', 'BUY', 1)); // progress 1 of 2
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    expect(co(s, A).fillProgress).toBe(1);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
    expect(s.counters.trigger).toBe(counter);
    expect(s.orders.find((o) => o.type === 'LIMIT')!.status).toBe('OPEN');
  });

  it('D-66: a decrease at index 0 records nothing', () => {
    const { s, A } = market({ price: 3, ipoShares: 0, omShares: 6, holdings: { P1: 4 } });
    const counter = s.counters.trigger;
    act(s, mkt('P1', A, 'OPEN_MARKET', 'SELL', 2));
    const ev = until(s, 'RESOLVE_MARKET_ORDERS');
    expect(co(s, A).priceIndex).toBe(0);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
    expect(s.counters.trigger).toBe(counter);
  });
});
