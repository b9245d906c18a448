/**
 * Project decisions: what the spec leaves open and the engine had to choose (docs/RULES-DECISIONS.md,
 * "Project decisions", PD-nn). Each one is checked here.
 */
import { describe, expect, it } from 'vitest';
import { advance, apply, legalActions, view } from '../../../src-shared/games/sectors/index.ts';
import { PRICE_GRID } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState, Input } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, events, expectRefused, floated, newGame, pl, toCompanyVote, until } from '../../helpers/sectors.ts';

/** Every input legalActions lists (READY/UNREADY aside) must be accepted by the engine. */
function expectAllLegal(s: GameState): number {
  let n = 0;
  for (const p of s.players.map((x) => x.id)) {
    for (const input of legalActions(s, p)) {
      const r = apply(s, input);
      if (!r.ok) throw new Error(`legalActions listed ${JSON.stringify(input)} but the engine refused it: ${r.reason}`);
      n += 1;
    }
  }
  return n;
}

describe('PD-01 legalActions', () => {
  it('PD-01: every listed input is accepted, in every kind of actionable phase', () => {
    const s = atTurn1Orders(3, { priorityMode: 'STATIC' });
    const [D, H] = s.companies.map((c) => c.id);
    expectAllLegal(newGame());
    applyOverrides(s, {
      companies: {
        [D]: floated({ tier: 'ESTABLISHED', price: 60, permDemand: 2, unitPrice: 50, ipoShares: 2, omShares: 4, holdings: { P1: 4 } }),
        [H]: floated({ floatedTurn: 1, status: 'INSOLVENT', treasury: 0, ipoShares: 2, omShares: 4, holdings: { P2: 2, P3: 2 } }),
      },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } },
    });
    expect(expectAllLegal(s)).toBeGreaterThan(20);
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 });
    fastForward(s, 1, 'REVENUE_VOTE');
    expectAllLegal(s);
    toCompanyVote(s, H); // insolvency round
    expectAllLegal(s);
    toCompanyVote(s, D); // N = 2: single actions and pairs
    expect(legalActions(s, 'P1').some((i) => i.type === 'VOTE_COMPANY_ACTIONS' && i.actions.length === 2)).toBe(true);
    expectAllLegal(s);
    fastForward(s, 2, 'START_TURN');
    expectAllLegal(s);
    fastForward(s, 2, 'COVER_SHORTS');
    expectAllLegal(s);
    fastForward(s, 3, 'TRANCHE_VOTE');
    expectAllLegal(s);
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    until(s, 'TRANCHE_DISTRIBUTE');
    expectAllLegal(s);
  });

  it('PD-01: wide numeric ranges are sampled — quantities 1..min(outstanding, 6), limit values ±1/±3 grid steps, contributions 1/25/50/100/200', () => {
    const s = atTurn1Orders(3, { distributionStrategy: 'BID_PRIORITY' });
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ price: 60, ipoShares: 2, omShares: 4, holdings: { P1: 4 } }) } });
    const list = legalActions(s, 'P1');
    const market = list.filter((i): i is Extract<Input, { type: 'PLACE_MARKET_ORDER' }> => i.type === 'PLACE_MARKET_ORDER' && i.companyId === D);
    expect(Math.max(...market.map((i) => i.quantity))).toBe(6);
    expect(market.every((i) => i.side === 'SELL' || i.bid === (i.location === 'IPO' ? co(s, D).ipoPrice : 60))).toBe(true);
    const values = [...new Set(list.filter((i) => i.type === 'PLACE_LIMIT_ORDER').map((i) => (i as { value: number }).value))].sort((a, b) => a - b);
    const at = PRICE_GRID.indexOf(60);
    expect(values).toEqual([at - 3, at - 1, at + 1, at + 3].map((i) => PRICE_GRID[i]));
    expectAllLegal(s);
  });

  it('PD-01: a limit quantity is never listed above the outstanding shares (engine fix: buybacks can leave 1 share)', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ ipoShares: 0, omShares: 0, retired: 9, holdings: { P1: 1 } }) } });
    const limits = legalActions(s, 'P1').filter((i) => i.type === 'PLACE_LIMIT_ORDER');
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.every((i) => (i as { quantity: number }).quantity === 1)).toBe(true);
    expectAllLegal(s);
  });

  it('PD-01: nothing is listed for an ended game or an unknown seat; READY/UNREADY always', () => {
    const s = newGame();
    expect(legalActions(s, 'P9')).toEqual([]);
    expect(legalActions(s, 'P1').at(-1)).toEqual({ type: 'READY', player: 'P1' });
    act(s, { type: 'READY', player: 'P1' });
    expect(legalActions(s, 'P1').at(-1)).toEqual({ type: 'UNREADY', player: 'P1' });
  });
});

describe('PD-02 / PD-03 what view shows', () => {
  it('PD-02: the facilitator sees exactly what a spectator sees — no secret submissions, no concealed orders', () => {
    const s = newGame();
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 33 });
    const fac = view(s, { role: 'facilitator' });
    const spec = view(s, { role: 'spectator' });
    expect({ ...fac, viewer: null }).toEqual({ ...spec, viewer: null });
    expect(fac.inputs.influenceBids).toEqual({});
    expect(view(s, { role: 'player', player: 'P1' }).inputs.influenceBids).toEqual({ P1: 33 });
    expect(fac.submitted).toEqual(['P1']); // who has submitted is public (PD-14), not what
  });

  it('PD-03: view never contains the generator state or the research deck order; the seed only once the game ended', () => {
    const s = atTurn1Orders(2);
    const v = view(s, { role: 'facilitator' });
    expect('rng' in v).toBe(false);
    expect('researchDeck' in v).toBe(false);
    expect(v.researchDeckSize).toBe(12);
    expect(v.prestigeTrack).toEqual(s.prestigeTrack); // the track is public
    expect(v.seed).toBeNull();
    const text = JSON.stringify(v);
    expect(text.includes(String(s.rng.a))).toBe(false);
    fastForward(s, 8, 'END_TURN');
    expect(view(s, { role: 'spectator' }).seed).toBe(s.seed);
  });
});

describe('PD-04 action counters under concealment', () => {
  function concealed() {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ ipoShares: 6, omShares: 4 }) } });
    const seen = (viewer: string, who: string) => view(s, { role: 'player', player: viewer }).players.find((p) => p.id === who)!;
    return { s, D, seen };
  }

  it('PD-04: other players see limit/short counters as before this sub-round\'s concealed orders, until REVEAL_ORDERS', () => {
    const { s, D, seen } = concealed();
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 });
    expect([seen('P3', 'P1').limitActions, seen('P3', 'P2').shortActions]).toEqual([5, 2]);
    expect([seen('P1', 'P1').limitActions, seen('P2', 'P2').shortActions]).toEqual([4, 1]); // own counters are true
    endPhaseByReady(s);
    expect(s.phase).toBe('REVIEW_CONCEALED_ORDERS'); // company and market only: a LIMIT and a SHORT look alike
    expect(view(s, { role: 'player', player: 'P3' }).orders).toEqual([
      { id: 1, player: 'P1', turn: 1, subRound: 1, concealed: true, company: D, market: 'OPEN_MARKET' },
      { id: 2, player: 'P2', turn: 1, subRound: 1, concealed: true, company: D, market: 'OPEN_MARKET' },
    ]);
    expect([seen('P3', 'P1').limitActions, seen('P3', 'P2').shortActions]).toEqual([5, 2]);
    endPhaseByReady(s);
    expect(s.phase).toBe('REVEAL_ORDERS');
    expect([seen('P3', 'P1').limitActions, seen('P3', 'P2').shortActions]).toEqual([4, 1]);
  });

  it('PD-04: a concealed limit order placed and cancelled in the same sub-round changes nothing others can see (engine fix)', () => {
    const { s, D, seen } = concealed();
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 });
    const cancel = act(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: s.orders[0].id });
    expect(seen('P3', 'P1').limitActions).toBe(5); // not 6
    expect(view(s, { role: 'player', player: 'P3' }).orders).toEqual([]);
    expect(events(cancel, 'ORDER_CANCELLED')[0].visibleTo).toEqual(['P1']);
  });
});

describe('PD-05 insolvency round readiness', () => {
  it('PD-05: only holders at phase start may contribute; the others are ready automatically; no holder → the round ends at once', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 4, holdings: { P2: 6 } }) } });
    toCompanyVote(s, D);
    expect(s.inputs.eligible).toEqual(['P2']);
    act(s, { type: 'READY', player: 'P2' });
    expect(s.phase).toBe('COMPANY_VOTE_RESULT');
    const g = atTurn1Orders();
    const G = g.companies[0].id;
    applyOverrides(g, { companies: { [G]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 10 }) } });
    const ev = fastForward(g, 1, 'COMPANY_VOTE_RESULT');
    expect(events(ev, 'INSOLVENCY_ROUND_OPENED')[0].eligible).toEqual([]);
    expect(co(g, G).status).toBe('BANKRUPT');
  });
});

describe('PD-06 scenario overrides', () => {
  it('PD-06: money set by an override is balanced through OUTSIDE (I-1 holds); share counts must add up', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    const [outside, cash, bank] = [s.outside, pl(s, 'P1').cash, s.bank];
    applyOverrides(s, { players: { P1: { cash: cash + 1000 } }, bank: bank - 400 });
    expect(s.outside).toBe(outside - 1000 + 400);
    expect(s.bank + s.outside + s.players.reduce((n, p) => n + p.cash + p.margin, 0) + s.companies.reduce((n, c) => n + c.treasury, 0)).toBe(7500);
    expect(() => applyOverrides(s, { companies: { [D]: { ipoShares: 3 } } })).toThrow(/I-4/);
  });
});

describe('PD-07 … PD-13 flow and validation choices', () => {
  it('PD-07: the turn number advances when END_TURN ends, so its review still shows the finished turn', () => {
    const s = atTurn1Orders();
    fastForward(s, 1, 'END_TURN');
    expect(s.turn).toBe(1);
    endPhaseByReady(s);
    expect([s.turn, s.phase]).toEqual([2, 'START_TURN']);
  });

  it('PD-08: TIMEOUT / advance ends the current phase whatever the timer mode (the host decides when to send it)', () => {
    const s = newGame(3, { timerMode: 'TIMERLESS' });
    const r = advance(s);
    expect(r.ok && r.state.phase).toBe('INFLUENCE_BID_RESOLVE');
  });

  it('PD-09: a number that is not a whole number gets the action\'s own range code, not MALFORMED_INPUT', () => {
    const s = newGame();
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 2.5 }, 'BID_OUT_OF_RANGE');
    const g = atTurn1Orders(3, { distributionStrategy: 'BID_PRIORITY' });
    const D = g.companies[0].id;
    applyOverrides(g, { companies: { [D]: floated({ price: 60, ipoShares: 6, omShares: 4 }) } });
    expectRefused(g, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 1, bid: 60.5 }, 'BID_TOO_LOW');
    expectRefused(g, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 1.5, bid: 60 }, 'INVALID_QUANTITY');
    expectRefused(g, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: '1' as never, bid: 60 }, 'MALFORMED_INPUT');
    const t = atTurn1Orders(3, { priorityMode: 'STATIC' });
    const X = t.companies[0].id;
    applyOverrides(t, { companies: { [X]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } });
    toCompanyVote(t, X);
    expectRefused(t, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 1.5 }, 'INVALID_AMOUNT');
    expectRefused(t, { type: 'CONTRIBUTE_SHARES', player: 'P1', quantity: 0.5 }, 'INVALID_QUANTITY');
    const u = atTurn1Orders(3, { priorityMode: 'STATIC' });
    fastForward(u, 3, 'TRANCHE_VOTE');
    act(u, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    until(u, 'TRANCHE_DISTRIBUTE');
    expectRefused(u, { type: 'ALLOCATE_TRANCHE', player: 'P1', packageId: 1, cash: [{ player: 'P2', amount: 0.5 }] }, 'ALLOCATION_EXCEEDS_PACKAGE');
  });

  it('PD-10: a limit order placed and cancelled in the same sub-round still used that sub-round\'s order and keeps the loop going', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ ipoShares: 6, omShares: 4 }) } });
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 });
    act(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: s.orders[0].id });
    expectRefused(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 1 }, 'ALREADY_ORDERED_THIS_SUBROUND');
    until(s, 'PLACE_STOCK_ORDERS');
    expect(s.subRound).toBe(2);
  });

  it('PD-11: backing the headline one already backs is accepted and changes nothing', () => {
    const s = atTurn1Orders();
    fastForward(s, 2, 'START_TURN');
    const id = s.headlines[0]!.id;
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: id });
    const before = JSON.stringify(s);
    expect(act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: id })).toEqual([]);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('PD-12: CANCEL_LIMIT_ORDER naming an order that is not a limit order is ORDER_NOT_FOUND', () => {
    const s = atTurn1Orders();
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: s.companies[0].id, location: 'IPO', side: 'BUY', quantity: 1 });
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: s.orders[0].id }, 'ORDER_NOT_FOUND');
  });

  it('PD-13: an unknown input type is MALFORMED_INPUT even from an unseated sender (its shape is unknown)', () => {
    expectRefused(newGame(), { type: 'DANCE', player: 'P9' }, 'MALFORMED_INPUT');
  });
});

describe('PD-14 / PD-15 submissions and readiness', () => {
  it('PD-14: secret submissions are private events for their author; a public SUBMITTED event says only who', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }) }, sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    fastForward(s, 1, 'REVENUE_VOTE');
    const ev = act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'HALF' });
    expect(events(ev, 'REVENUE_VOTE_SUBMITTED')[0].visibleTo).toEqual(['P1']);
    expect(events(ev, 'SUBMITTED')[0]).toMatchObject({ player: 'P1', what: 'REVENUE_VOTE' });
    expect(events(ev, 'SUBMITTED')[0].visibleTo).toBeUndefined();
    expect(JSON.stringify(events(ev, 'SUBMITTED'))).not.toContain('HALF');
    expect(view(s, { role: 'player', player: 'P2' }).inputs.revenueVotes[D]).toEqual({});
  });

  it('PD-15: READY from a seat with nothing to do is accepted and harmless', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    applyOverrides(s, { companies: { [D]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }) }, sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'READY', player: 'P3' });
    expect(s.inputs.eligible).toEqual(['P1']);
    expect(s.phase).toBe('REVENUE_VOTE');
    act(s, { type: 'READY', player: 'P1' });
    expect(s.phase).toBe('REVENUE_DISTRIBUTION');
  });
});
