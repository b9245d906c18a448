/**
 * Operating round decisions of rules spec §2 (D-11 … D-19, D-33 … D-38, D-40 Boom Cycle, D-42, D-46 … D-49,
 * D-58, D-59, D-61, D-62), with the worked examples E-01, E-06, E-09 and E-10 of §14.
 */
import { describe, expect, it } from 'vitest';
import { PRICE_GRID, type CompanyActionId, type SectorId } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward, type Overrides } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameEvent, GameState } from '../../../src-shared/games/sectors/types.ts';
import {
  act, atTurn1Orders, co, companyOf, companyTurn, events, expectInvariants, floated, pl, toCompanyVote, until,
} from '../../helpers/sectors.ts';

const price = (s: GameState, id: string) => PRICE_GRID[co(s, id).priceIndex];
const sectorOf = (s: GameState, id: SectorId) => s.sectors.find((x) => x.id === id)!;

/** Turn 1 orders of a 3-seat game on DEFENSIVE / HEALTHCARE / MATERIALS; returns the three company ids. */
function three(config = {}, build?: (ids: { D: string; H: string; M: string }) => Overrides) {
  const s = atTurn1Orders(3, config);
  const ids = { D: companyOf(s, 'CONSUMER_DEFENSIVE').id, H: companyOf(s, 'HEALTHCARE').id, M: companyOf(s, 'MATERIALS').id };
  applyOverrides(s, { priority: ['P1', 'P2', 'P3'], ...(build ? build(ids) : {}) });
  return { s, ...ids };
}

/** The production line of a company in a list of events. */
const production = (ev: GameEvent[], id: string) => events(ev, 'PRODUCTION').find((e) => e.company === id)!;
const skipped = (ev: GameEvent[]) => events(ev, 'COMPANY_ACTION_SKIPPED').map((e) => [e.action, e.reason]);
const resolved = (ev: GameEvent[]) => events(ev, 'COMPANY_ACTION_RESOLVED').map((e) => e.action);

describe('D-11 operating round order', () => {
  it('D-11: 21 → 22 → 23 → 24, then 25–27 per company in the order locked at phase 20, INSOLVENT companies first', () => {
    const { s, D, H, M } = three({}, ({ D, H, M }) => ({
      companies: {
        [D]: floated({ unitPrice: 50, permDemand: 3, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ unitPrice: 40, permDemand: 4, ipoShares: 4, holdings: { P2: 6 } }),
        [M]: floated({ unitPrice: 45, status: 'INSOLVENT', treasury: 0, ipoShares: 4, holdings: { P3: 6 } }),
      },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 5 }, HEALTHCARE: { consumers: 5 } },
    }));
    fastForward(s, 1, 'STOCK_ROUND_RESULTS');
    expect(s.actionOrder).toEqual([H, M, D]); // unit price ascending
    applyOverrides(s, { companies: { [D]: { unitPrice: 10 } } }); // later changes do not re-sort the locked order
    const phases: string[] = [];
    while (s.phase !== 'CAPITAL_GAINS' && s.phase !== 'END_TURN') {
      endPhaseByReady(s);
      phases.push(s.phase === 'COMPANY_VOTE' ? `COMPANY_VOTE(${s.companyRound!.company})` : s.phase);
    }
    expect(phases.slice(0, 4)).toEqual(['OR_PRODUCTION', 'REVENUE_VOTE', 'REVENUE_DISTRIBUTION', 'STOCK_PRICE_ADJUSTMENT']);
    expect(s.runOrder).toEqual([M, H, D]);
    expect(phases.slice(4).filter((p) => p.startsWith('COMPANY_VOTE('))).toEqual([`COMPANY_VOTE(${M})`, `COMPANY_VOTE(${H})`, `COMPANY_VOTE(${D})`]);
  });
});

describe('D-12 revenue vote and distribution (E-06, E-01)', () => {
  /** E-06 on turn 1: two CONSUMER_CYCLICAL companies E (seq first) and F. */
  function e06() {
    const s = atTurn1Orders(5, { sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] });
    const E = companyOf(s, 'CONSUMER_CYCLICAL', 0).id;
    const F = companyOf(s, 'CONSUMER_CYCLICAL', 1).id;
    applyOverrides(s, {
      priority: ['P1', 'P2', 'P3', 'P4', 'P5'],
      companies: {
        [E]: floated({ tier: 'STARTUP', unitPrice: 50, tempDemand: 4, permDemand: 1, prestige: 1, treasury: 500, price: 65, ipoShares: 0, omShares: 3, holdings: { P1: 4, P2: 3 } }),
        [F]: floated({ tier: 'STARTUP', unitPrice: 60, tempSupply: 3, tempDemand: 2, prestige: 0, treasury: 300, price: 47, ipoShares: 0, omShares: 5, holdings: { P3: 5 } }),
      },
      sectors: { CONSUMER_CYCLICAL: { consumers: 7 } },
      consumerPool: 40,
    });
    return { s, E, F };
  }

  it('D-12: production, weighted revenue vote, distribution and price adjustment reproduce E-06', () => {
    const { s, E, F } = e06();
    const bank = s.bank;
    const ev = fastForward(s, 1, 'REVENUE_VOTE');
    expect(s.actionOrder.slice(0, 2)).toEqual([E, F]);
    const pe = production(ev, E);
    const pf = production(ev, F);
    expect([pe.supply, pe.demand, pe.output, pe.sold, pe.revenue, pe.throughput]).toEqual([3, 5, 3, 3, 150, -2]);
    expect([pf.supply, pf.demand, pf.output, pf.sold, pf.revenue, pf.throughput]).toEqual([6, 2, 2, 2, 120, 4]);
    expect([co(s, E).prestige, co(s, F).prestige, co(s, E).treasury, co(s, F).treasury]).toEqual([2, 1, 480, 280]);
    expect([price(s, E), price(s, F)]).toEqual([60, 39]);
    expect([sectorOf(s, 'CONSUMER_CYCLICAL').consumers, s.consumerPool]).toEqual([2, 45]);
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: E, choice: 'FULL' });
    act(s, { type: 'VOTE_REVENUE', player: 'P2', companyId: E, choice: 'HALF' });
    act(s, { type: 'VOTE_REVENUE', player: 'P3', companyId: F, choice: 'RETAIN' });
    until(s, 'REVENUE_DISTRIBUTION');
    expect(s.turnState.revenue[E].outcome).toBe('FULL');
    expect(s.turnState.revenue[F].outcome).toBe('RETAIN');
    expect([s.turnState.taxableIncome.P1, s.turnState.taxableIncome.P2, co(s, F).treasury]).toEqual([60, 45, 400]);
    expect(s.bank - bank).toBe(-225);
    until(s, 'STOCK_PRICE_ADJUSTMENT');
    expect([price(s, E), price(s, F)]).toEqual([70, 35]);
    expect([co(s, E).tempDemand, co(s, F).tempSupply, co(s, F).tempDemand]).toEqual([3, 2, 1]);
    expectInvariants(s);
  });

  it('D-12: equal weight → the choice backed by the best-priority voter (E-06 tie variant)', () => {
    const { s, E } = e06();
    applyOverrides(s, { priority: ['P2', 'P1', 'P3', 'P4', 'P5'], companies: { [E]: { omShares: 2, holdings: { P1: 4, P2: 4 } } } });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: E, choice: 'FULL' });
    act(s, { type: 'VOTE_REVENUE', player: 'P2', companyId: E, choice: 'HALF' });
    until(s, 'STOCK_PRICE_ADJUSTMENT');
    expect(s.turnState.revenue[E]).toMatchObject({ outcome: 'HALF', distributed: 75 });
    expect([s.turnState.taxableIncome.P1, s.turnState.taxableIncome.P2]).toEqual([30, 30]);
    expect(price(s, E)).toBe(65);
  });

  it('D-12: no votes → RETAIN (company keeps R, price −1 step)', () => {
    const { s, F } = e06();
    fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
    expect(s.turnState.revenue[F].outcome).toBe('RETAIN');
    expect(co(s, F).treasury).toBe(280 + 120);
    expect(price(s, F)).toBe(35);
  });

  function e01(passive: 'BOOM_CYCLE' | null, choice: 'FULL' | 'HALF') {
    const s = atTurn1Orders(3, { sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] });
    const X = companyOf(s, 'CONSUMER_CYCLICAL').id;
    applyOverrides(s, {
      companies: { [X]: floated({ price: 10, unitPrice: 50, permDemand: 2, passive, ipoShares: 1, omShares: 3, holdings: { P1: 4, P2: 2 } }) },
      sectors: { CONSUMER_CYCLICAL: { consumers: 2 } },
    });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: X, choice });
    const bank = s.bank;
    until(s, 'STOCK_PRICE_ADJUSTMENT');
    return { s, X, bank: s.bank - bank };
  }

  it('D-12: per-share amounts use all outstanding shares; IPO and OM portions are never paid (E-01)', () => {
    const { s, X, bank } = e01(null, 'FULL');
    expect([s.turnState.taxableIncome.P1, s.turnState.taxableIncome.P2, bank]).toEqual([40, 20, -60]);
    expect([price(s, X), co(s, X).priceIndex, co(s, X).fillProgress]).toEqual([23, 13, 0]);
  });
});

describe('D-13 revenue 0', () => {
  it('D-13: a company with revenue 0 has no vote, no distribution, no price move and is neither payer nor retainer', () => {
    const { s, D, H, M } = three({}, ({ D, H, M }) => ({
      companies: {
        [D]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ unitPrice: 50, permDemand: 3, ipoShares: 4, holdings: { P2: 6 } }),
        [M]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P3: 6 } }), // its sector has no consumers
      },
      sectors: {
        CONSUMER_DEFENSIVE: { consumers: 2, everFloated: true }, HEALTHCARE: { consumers: 3, everFloated: true }, MATERIALS: { consumers: 0, everFloated: true },
      },
    }));
    const before = price(s, M);
    fastForward(s, 1, 'REVENUE_VOTE');
    expect(Object.keys(s.inputs.revenueEligible).sort()).toEqual([D, H].sort());
    expect(s.inputs.eligible).toEqual(['P1', 'P2']);
    expect(() => act(s, { type: 'VOTE_REVENUE', player: 'P3', companyId: M, choice: 'FULL' })).toThrow(/COMPANY_NOT_VOTING/);
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'FULL' });
    act(s, { type: 'VOTE_REVENUE', player: 'P2', companyId: H, choice: 'FULL' });
    const ev = fastForward(s, 1, 'END_TURN');
    expect(events(ev, 'DIVIDEND_PAID').map((e) => e.company).sort()).toEqual([D, H].sort());
    expect(price(s, M)).toBe(before); // t = 3 − 2 = 1: no penalty either
    // MATERIALS had no payer (R = 0 is not a payer) and nobody retained: the score stays 10.
    expect(events(ev, 'ECONOMY_SCORE')[0]).toMatchObject({ from: 10, to: 10, up: false, down: false });
  });
});

describe('D-14 / D-15 company vote and first-come pricing (E-09)', () => {
  /** X (DEFENSIVE, ESTABLISHED) plays after Y (HEALTHCARE), which resolves LARGE_MARKETING first. */
  function e09(treasury: number, holdings: Record<string, number>) {
    const om = 10 - Object.values(holdings).reduce((a, b) => a + b, 0);
    const { s, D: X, H: Y, M: Z } = three({}, ({ D, H, M }) => ({
      priority: ['P3', 'P1', 'P2'],
      companies: {
        [D]: floated({ tier: 'ESTABLISHED', unitPrice: 60, treasury, prestige: 0, floatedTurn: 1, ipoShares: 0, omShares: om, holdings }),
        [H]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [M]: floated({ unitPrice: 70, treasury: 800, floatedTurn: 1, ipoShares: 4, holdings: { P2: 6 } }),
      },
      researchDeck: ['NO_DISCERNIBLE_FINDINGS', 'PRODUCT_DEVELOPMENT'],
      consumerPool: 20,
    }));
    companyTurn(s, Y, { P1: ['LARGE_MARKETING'] });
    expect(s.turnState.firstCome.LARGE_MARKETING).toBe(1);
    return { s, X, Z };
  }
  const e09Votes = { P3: ['VETO'], P1: ['LARGE_MARKETING', 'RESEARCH'], P2: ['RESEARCH', 'LOBBY'] } as Record<string, CompanyActionId[]>;

  it('D-14: top N by weight; winners RESEARCH and LARGE_MARKETING resolve in rank order (E-09)', () => {
    const { s, X, Z } = e09(800, { P3: 1, P1: 4, P2: 3 });
    const pool = s.consumerPool;
    const ev = companyTurn(s, X, e09Votes);
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0]).toMatchObject({ scores: { RESEARCH: 7, LARGE_MARKETING: 4, LOBBY: 3, VETO: 1 }, winners: ['RESEARCH', 'LARGE_MARKETING'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED').map((e) => [e.action, e.cost, e.treasury])).toEqual([['RESEARCH', 200, 600], ['LARGE_MARKETING', 450, 150]]);
    expect(co(s, X).cards).toEqual(['NO_DISCERNIBLE_FINDINGS']);
    expect(co(s, X).tempDemand).toBe(4);
    expect(s.consumerPool).toBe(pool - 3);
    expect(s.turnState.firstCome.LARGE_MARKETING).toBe(2);
    // D-15: a later company this OR pays price C for LARGE_MARKETING, price A for LOBBY.
    const open = toCompanyVote(s, Z);
    expect(events(open, 'COMPANY_VOTE_OPENED').at(-1)!.prices).toMatchObject({ LARGE_MARKETING: 600, LOBBY: 150 });
  });

  it('D-14: score ties go to the action whose best supporter has the better priority (E-09 variant)', () => {
    const { s, X } = e09(800, { P3: 1, P1: 4, P2: 4 });
    const ev = companyTurn(s, X, e09Votes);
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0].winners).toEqual(['RESEARCH', 'LARGE_MARKETING']);
  });

  it('D-14: if VETO wins a slot nothing else resolves; the others are SKIPPED VETOED (E-09 variant)', () => {
    const { s, X } = e09(800, { P3: 5, P1: 3, P2: 2 });
    const ev = companyTurn(s, X, e09Votes);
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0].winners).toEqual(['VETO', 'RESEARCH']);
    expect(resolved(ev)).toEqual(['VETO']);
    expect(skipped(ev)).toEqual([['RESEARCH', 'VETOED']]);
    expect(co(s, X).treasury).toBe(800);
    expect(co(s, X).flagsNext).toEqual(['VETO']);
    expect(s.turnState.firstCome.LARGE_MARKETING).toBe(1);
  });

  it('D-14: no votes → VETO', () => {
    const { s, X } = e09(800, { P3: 1, P1: 4, P2: 3 });
    const ev = companyTurn(s, X, {});
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0].winners).toEqual(['VETO']);
    expect(co(s, X).flagsNext).toEqual(['VETO']);
  });

  it('D-14: unaffordable actions are not offered and cannot be voted', () => {
    const { s, X } = e09(250, { P3: 1, P1: 4, P2: 3 });
    toCompanyVote(s, X);
    expect(s.companyRound!.offered).not.toContain('LARGE_MARKETING'); // 450 > 250
    expect(s.companyRound!.offered).toContain('LOBBY'); // 150
    expect(() => act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['LARGE_MARKETING'] })).toThrow(/ACTION_UNAFFORDABLE/);
    expect(s.companyRound!.actionsPerOr).toBe(2);
  });

  it('D-14: a winner that can no longer be paid is SKIPPED, nothing paid, count unchanged (E-09, treasury 600)', () => {
    const { s, X } = e09(600, { P3: 1, P1: 4, P2: 3 });
    const ev = companyTurn(s, X, e09Votes);
    expect(resolved(ev)).toEqual(['RESEARCH']);
    expect(skipped(ev)).toEqual([['LARGE_MARKETING', 'INSUFFICIENT_COMPANY_FUNDS']]);
    expect([co(s, X).treasury, co(s, X).tempDemand, s.turnState.firstCome.LARGE_MARKETING]).toEqual([400, 0, 1]);
  });

  it('D-15: first-come price by the number of companies that already resolved the action: A, B, then C', () => {
    const { s, D, H, M } = three({}, ({ D, H, M }) => ({
      companies: {
        [D]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ unitPrice: 50, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [M]: floated({ unitPrice: 60, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
      },
    }));
    const costs = [D, H, M].map((id) => events(companyTurn(s, id, { P1: ['OUTSOURCE'] }), 'COMPANY_ACTION_RESOLVED')[0].cost);
    expect(costs).toEqual([200, 300, 400]);
    expect(s.turnState.firstCome.OUTSOURCE).toBe(3);
  });

  it('D-15: the count resets each turn', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ unitPrice: 40, treasury: 2000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } }));
    expect(events(companyTurn(s, D, { P1: ['LOBBY'] }), 'COMPANY_ACTION_RESOLVED')[0].cost).toBe(150);
    fastForward(s, 2, 'START_TURN');
    expect(s.turnState.firstCome).toEqual({});
    expect(events(companyTurn(s, D, { P1: ['LOBBY'] }), 'COMPANY_ACTION_RESOLVED')[0].cost).toBe(150);
  });
});

describe('D-16 throughput', () => {
  /** HEALTHCARE TITAN-tier company (capacity 10), cost 150, with the given demand; its penalty in steps. */
  function run(demand: number, extra: Parameters<typeof floated>[0] = {}, sectors?: SectorId[]) {
    const s = atTurn1Orders(3, sectors ? { sectors } : {});
    const sector = sectors ? sectors[0] : 'HEALTHCARE';
    const X = companyOf(s, sector).id;
    applyOverrides(s, { companies: { [X]: floated({ tier: 'TITAN', permDemand: demand, price: 145, treasury: 5000, ipoShares: 4, holdings: { P1: 6 }, ...extra }) } });
    const ev = fastForward(s, 1, 'OR_PRODUCTION');
    const line = production(ev, X);
    return { t: line.throughput as number, cost: line.operatingCost as number, steps: PRICE_GRID.indexOf(145) - co(s, X).priceIndex };
  }

  it('D-16: abs(t) = 0 → cost × 50 %; 1 → nothing; ≥ 2 → floor((abs(t) − 1) / 2) + 1 steps down (table of §9.2)', () => {
    const table = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((abs) => run(10 - abs));
    expect(table.map((r) => r.t)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(table.map((r) => r.steps)).toEqual([0, 0, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(table.map((r) => r.cost)).toEqual([75, ...Array(10).fill(150)]);
  });

  it('D-16: negative throughput is penalised by its absolute value and shown signed', () => {
    const r = run(14); // supply 10, demand 14
    expect([r.t, r.steps]).toEqual([-4, 2]);
  });

  it('D-16: CARBON_CREDIT clamps t to [−1, 1]', () => {
    const r = run(4, { passive: 'CARBON_CREDIT', tier: 'TITAN' }, ['ENERGY', 'HEALTHCARE', 'MATERIALS']);
    expect([r.t, r.steps, r.cost]).toEqual([1, 0, 150]);
    const low = run(14, { passive: 'CARBON_CREDIT' }, ['ENERGY', 'HEALTHCARE', 'MATERIALS']);
    expect([low.t, low.steps]).toEqual([-1, 0]);
  });
});

describe('D-17 loan', () => {
  it('D-17: LOAN pays $250 from the bank once per game; interest $25 at every END_TURN from the turn it was taken', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ unitPrice: 40, treasury: 100, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } }));
    const bank = s.bank;
    const ev = companyTurn(s, D, { P1: ['LOAN'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED')[0]).toMatchObject({ action: 'LOAN', cost: 0 });
    expect([co(s, D).treasury, co(s, D).hasLoan, s.bank - bank]).toEqual([350, true, -250]);
    const end = fastForward(s, 1, 'END_TURN');
    expect(events(end, 'LOAN_INTEREST_PAID')).toEqual([expect.objectContaining({ company: D, due: 25, paid: 25 })]);
    expect(co(s, D).treasury).toBe(325);
    fastForward(s, 2, 'START_TURN');
    toCompanyVote(s, D);
    expect(s.companyRound!.offered).not.toContain('LOAN'); // never again
    expect(() => act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['LOAN'] })).toThrow(/ACTION_UNAVAILABLE/);
    const end2 = fastForward(s, 2, 'END_TURN');
    expect(events(end2, 'LOAN_INTEREST_PAID')).toHaveLength(1); // still charged, never repaid
    expect(co(s, D).hasLoan).toBe(true);
  });
});

describe('D-18 share buyback and issue', () => {
  it('D-18: SHARE_BUYBACK costs $0 and retires one OM share', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ unitPrice: 40, treasury: 500, floatedTurn: 1, ipoShares: 2, omShares: 2, holdings: { P1: 6 } }) } }));
    const ev = companyTurn(s, D, { P1: ['SHARE_BUYBACK'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED')[0]).toMatchObject({ cost: 0, outstanding: 9 });
    expect([co(s, D).omShares, co(s, D).retired, co(s, D).treasury]).toEqual([1, 1, 500]);
    expectInvariants(s);
  });

  it('D-18: SHARE_ISSUE costs the current stock price and adds 2 new shares to the OM', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ price: 70, unitPrice: 40, treasury: 500, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } }));
    companyTurn(s, D, { P1: ['SHARE_ISSUE'] });
    expect([co(s, D).treasury, co(s, D).issued, co(s, D).omShares, co(s, D).shareIssues]).toEqual([430, 12, 2, 1]);
    expectInvariants(s);
  });
});

describe('D-19 research deck and prestige track', () => {
  function research(card: string, sectors: SectorId[] = ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'], k = 0) {
    const s = atTurn1Orders(3, { sectors });
    const X = companyOf(s, sectors[k]).id;
    applyOverrides(s, {
      companies: { [X]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, price: 60, ipoShares: 4, holdings: { P1: 6 } }) },
      researchDeck: [card as never],
    });
    const base = sectorOf(s, sectors[k]).baseDemand;
    const bank = s.bank;
    const ev = companyTurn(s, X, { P1: ['RESEARCH'] });
    return { s, X, ev, base, bank };
  }

  it('D-19: the deck holds 12 cards (3 × NO_DISCERNIBLE_FINDINGS) and the track 10 spaces with CAPITAL_INJECTION at $200', () => {
    const s = atTurn1Orders();
    expect(s.researchDeck).toHaveLength(12);
    expect(s.researchDeck.filter((c) => c === 'NO_DISCERNIBLE_FINDINGS').length).toBeGreaterThanOrEqual(3);
    expect(s.prestigeTrack.rewards).toHaveLength(10);
    expect(s.prestigeTrack.injectionValues).toEqual(Array(10).fill(200));
    expect(s.prestigeTrack.pointer).toBe(0);
  });

  it('D-19: ECOMMERCE (CONSUMER_DEFENSIVE) and GLOBALIZATION (TECHNOLOGY) raise the stock price 1 step', () => {
    const a = research('ECOMMERCE');
    expect(price(a.s, a.X)).toBe(65);
    const b = research('GLOBALIZATION', ['TECHNOLOGY', 'HEALTHCARE', 'MATERIALS']);
    expect(price(b.s, b.X)).toBe(65);
  });

  it('D-19: MARKET_EXPANSION raises the sector base demand; DIVERSIFICATION permanent demand; INNOVATION unit price +10', () => {
    const a = research('MARKET_EXPANSION');
    expect(sectorOf(a.s, 'CONSUMER_DEFENSIVE').baseDemand).toBe(a.base + 1);
    const b = research('DIVERSIFICATION');
    expect(co(b.s, b.X).permDemand).toBe(1);
    const c = research('INNOVATION');
    expect([co(c.s, c.X).unitPrice, co(c.s, c.X).tempDemand, co(c.s, c.X).permDemand]).toEqual([50, 0, 0]);
  });

  it('D-19: the other effects — supply, grant, espionage, specialization; cards stay with the company', () => {
    const a = research('PRODUCT_DEVELOPMENT');
    expect([co(a.s, a.X).permSupply, co(a.s, a.X).cards]).toEqual([1, ['PRODUCT_DEVELOPMENT']]);
    const b = research('GOVERNMENT_GRANT');
    expect(co(b.s, b.X).treasury).toBe(1000 - 200 + 500);
    expect(b.s.bank - b.bank).toBe(-500);
    const c = research('SPECIALIZATION');
    expect(co(c.s, c.X).prestige).toBe(2);
  });

  it('D-19: CORPORATE_ESPIONAGE costs every other non-bankrupt company of the sector 2 prestige (not below 0)', () => {
    const s = atTurn1Orders(6, { sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] });
    const [X, Y] = [companyOf(s, 'CONSUMER_DEFENSIVE', 0).id, companyOf(s, 'CONSUMER_DEFENSIVE', 1).id];
    applyOverrides(s, {
      companies: { [X]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, prestige: 5, ipoShares: 4, holdings: { P1: 6 } }), [Y]: { prestige: 1 } },
      researchDeck: ['CORPORATE_ESPIONAGE'],
    });
    companyTurn(s, X, { P1: ['RESEARCH'] });
    expect([co(s, X).prestige, co(s, Y).prestige]).toEqual([5, 0]);
  });

  it('D-19: no eligible card → Research yields nothing, its cost is still paid', () => {
    const r = research('CLINICAL_TRIAL'); // HEALTHCARE card, drawn by a DEFENSIVE company
    expect(events(r.ev, 'RESEARCH_NOTHING_FOUND')).toHaveLength(1);
    expect([co(r.s, r.X).treasury, co(r.s, r.X).cards, r.s.researchDeck]).toEqual([800, [], ['CLINICAL_TRIAL']]);
  });

  it('D-19: the first eligible card from the top is drawn (cards of other sectors are passed over)', () => {
    const s = atTurn1Orders();
    const X = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, {
      companies: { [X]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) },
      researchDeck: ['CLINICAL_TRIAL', 'ROBOTICS', 'ECOMMERCE', 'NEW_ALLOY'],
    });
    companyTurn(s, X, { P1: ['RESEARCH'] });
    expect(co(s, X).cards).toEqual(['ECOMMERCE']);
    expect(s.researchDeck).toEqual(['CLINICAL_TRIAL', 'ROBOTICS', 'NEW_ALLOY']);
  });
});

describe('D-33 no production in the float turn', () => {
  it('D-33: a company floated this turn does not produce but takes part in the company vote', () => {
    const { s, D } = three({}, () => ({ sectors: { CONSUMER_DEFENSIVE: { consumers: 5 } } }));
    applyOverrides(s, { companies: { [D]: { permDemand: 2 } } });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 3 });
    const ev = fastForward(s, 1, 'COMPANY_VOTE');
    expect(co(s, D).floatedTurn).toBe(1);
    expect(events(ev, 'PRODUCTION')).toEqual([]);
    expect(s.companyRound!.company).toBe(D);
    expect(s.companyRound!.eligible).toEqual(['P1']);
    const next = fastForward(s, 2, 'OR_PRODUCTION');
    expect(production(next, D)).toBeDefined();
  });
});

describe('D-34 supply', () => {
  it('D-34: supply = capacity + permanent + temporary supply, capped at 2 × capacity', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ permSupply: 2, tempSupply: 5, permDemand: 6, ipoShares: 4, holdings: { P1: 6 } }) } }));
    const ev = fastForward(s, 1, 'OR_PRODUCTION');
    expect(production(ev, D).supply).toBe(6); // STARTUP capacity 3: min(3 + 2 + 5, 6)
    expect(co(s, D).tempSupply).toBe(5); // still stored; decays later
  });
});

describe('D-35 sales bonus', () => {
  function bonus(permDemand: number, consumers: number, passive: 'STEADY_DEMAND' | null = null) {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ permDemand, passive, ipoShares: 4, holdings: { P1: 6 } }) },
      sectors: { CONSUMER_DEFENSIVE: { consumers } },
    }));
    const line = production(fastForward(s, 1, 'OR_PRODUCTION'), D);
    return [line.output, line.units, co(s, D).prestige];
  }

  it('D-35: +1 prestige when output > 0 and every output unit was sold', () => {
    expect(bonus(3, 5)).toEqual([3, 3, 1]);
    expect(bonus(3, 2)).toEqual([3, 2, 0]);
    expect(bonus(0, 5)).toEqual([0, 0, 0]); // output 0: no bonus
  });

  it('D-35: Steady Demand units count toward "every unit sold"', () => {
    expect(bonus(3, 1, 'STEADY_DEMAND')).toEqual([3, 3, 1]);
  });
});

describe('D-36 operating cost and insolvency', () => {
  function cost(tier: 'GROWTH' | 'TITAN', demand: number, extra: Parameters<typeof floated>[0]) {
    const { s, H } = three({}, ({ H }) => ({ companies: { [H]: floated({ tier, permDemand: demand, treasury: 1000, ipoShares: 4, holdings: { P1: 6 }, ...extra }) } }));
    return production(fastForward(s, 1, 'OR_PRODUCTION'), H).operatingCost;
  }

  it('D-36: modifiers in the §9.2 order — VETO halves, t = 0 halves, AUTOMATION −20, STRATEGIC_RESERVE → 0 (E-06 variant)', () => {
    expect(cost('GROWTH', 4, {})).toBe(15);
    expect(cost('GROWTH', 4, { flagsActive: ['VETO'] })).toBe(7);
    // TITAN 150: VETO 75 → t = 0 37 → AUTOMATION 17 (AUTOMATION first would give 32)
    expect(cost('TITAN', 10, { flagsActive: ['VETO'], cards: ['AUTOMATION'] })).toBe(17);
    expect(cost('TITAN', 10, { flagsActive: ['VETO', 'STRATEGIC_RESERVE'], cards: ['AUTOMATION'] })).toBe(0);
  });

  it('D-36: AUTOMATION reduces the cost by 20 once, however many AUTOMATION cards are held', () => {
    expect(cost('GROWTH', 0, { cards: ['AUTOMATION', 'AUTOMATION'] })).toBe(10);
  });

  it('D-36: a production payment that leaves the treasury at 0 makes an ACTIVE company INSOLVENT (paid up to the treasury)', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ treasury: 15, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }) } }));
    const ev = fastForward(s, 1, 'OR_PRODUCTION');
    expect(production(ev, D)).toMatchObject({ operatingCost: 20, paid: 15, treasury: 0 });
    expect(co(s, D).status).toBe('INSOLVENT');
    expect(events(ev, 'COMPANY_INSOLVENT')).toEqual([expect.objectContaining({ company: D, cause: 'OPERATING_COST' })]);
  });

  it('D-36: an action is paid, counted and applied in full before the test; remaining winners are SKIPPED COMPANY_INSOLVENT', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ tier: 'ESTABLISHED', unitPrice: 40, treasury: 300, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) },
      consumerPool: 10,
    }));
    const pool = s.consumerPool;
    const ev = companyTurn(s, D, { P1: ['LARGE_MARKETING', 'INCREASE_PRICE'] });
    expect(resolved(ev)).toEqual(['LARGE_MARKETING']);
    expect(skipped(ev)).toEqual([['INCREASE_PRICE', 'COMPANY_INSOLVENT']]);
    expect([co(s, D).status, co(s, D).treasury, co(s, D).tempDemand, co(s, D).unitPrice]).toEqual(['INSOLVENT', 0, 4, 40]);
    expect([s.consumerPool, s.turnState.firstCome.LARGE_MARKETING]).toEqual([pool - 3, 1]);
  });

  it('D-36: an action that empties the treasury makes the company play its insolvency round in the next turn (E-09, treasury 650)', () => {
    const { s, D, H } = three({}, ({ D, H }) => ({
      priority: ['P3', 'P1', 'P2'],
      companies: {
        [D]: floated({ tier: 'ESTABLISHED', unitPrice: 60, treasury: 650, floatedTurn: 1, ipoShares: 0, omShares: 2, holdings: { P3: 1, P1: 4, P2: 3 } }),
        [H]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
      },
      researchDeck: ['NO_DISCERNIBLE_FINDINGS'],
    }));
    companyTurn(s, H, { P1: ['LARGE_MARKETING'] });
    const ev = companyTurn(s, D, { P3: ['VETO'], P1: ['LARGE_MARKETING', 'RESEARCH'], P2: ['RESEARCH', 'LOBBY'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED').map((e) => [e.action, e.treasury])).toEqual([['RESEARCH', 450], ['LARGE_MARKETING', 0]]);
    expect([co(s, D).status, co(s, D).tempDemand, s.turnState.firstCome.LARGE_MARKETING]).toEqual(['INSOLVENT', 4, 2]);
    fastForward(s, 2, 'COMPANY_VOTE');
    expect(s.runOrder[0]).toBe(D);
    expect(s.companyRound).toMatchObject({ company: D, mode: 'INSOLVENCY' });
  });

  it('D-36: loan interest that empties the treasury makes the company INSOLVENT', () => {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ treasury: 25, hasLoan: true, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } }));
    const ev = fastForward(s, 1, 'END_TURN');
    expect(co(s, D).status).toBe('INSOLVENT');
    expect(events(ev, 'COMPANY_INSOLVENT')).toEqual([expect.objectContaining({ cause: 'LOAN_INTEREST' })]);
  });
});

describe('D-37 / D-38 insolvency and bankruptcy (E-10)', () => {
  /** E-10: Y (STARTUP, treasury 15, price 43) goes insolvent in production and plays its round the same turn. */
  function e10() {
    const { s, D: Y } = three({}, ({ D }) => ({
      companies: { [D]: floated({ treasury: 15, price: 43, tempDemand: 2, ipoShares: 0, omShares: 4, holdings: { P1: 3, P2: 3 } }) },
    }));
    const ev = fastForward(s, 1, 'COMPANY_VOTE');
    return { s, Y, ev };
  }

  it('D-37: a company that becomes insolvent in production plays its insolvency round in the same turn (E-10)', () => {
    const { s, Y, ev } = e10();
    expect(production(ev, Y)).toMatchObject({ output: 2, sold: 0, revenue: 0, salesBonus: false, throughput: 1, operatingCost: 20, paid: 15 });
    expect(co(s, Y).tempDemand).toBe(1); // decay
    expect(events(ev, 'DIVIDEND_PAID')).toEqual([]);
    expect(s.companyRound).toMatchObject({ company: Y, mode: 'INSOLVENCY', priceAtStart: 43, eligible: ['P1', 'P2'] });
  });

  it('D-37: INSOLVENT companies do not produce but remain tradeable (IPO, OM, limit, short)', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ status: 'INSOLVENT', treasury: 0, permDemand: 2, ipoShares: 2, omShares: 4, holdings: { P1: 4 } }) },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 5 } },
    }));
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 1 });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P2', companyId: D, location: 'IPO', side: 'BUY', quantity: 1 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P3', companyId: D, quantity: 1 });
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P2', companyId: D, side: 'SELL', quantity: 1, value: 20 });
    const ev = fastForward(s, 1, 'COMPANY_VOTE');
    expect(s.orders.map((o) => o.status)).toEqual(['FILLED', 'FILLED', 'OPEN', 'OPEN']);
    expect(events(ev, 'PRODUCTION')).toEqual([]);
    expect(s.companyRound).toMatchObject({ company: D, mode: 'INSOLVENCY' });
  });

  it('D-37: contributions reach the shortfall → ACTIVE again, price −1 step per contributed share, no actions this turn', () => {
    const { s, Y } = e10();
    const bank = s.bank;
    act(s, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 80 });
    act(s, { type: 'CONTRIBUTE_SHARES', player: 'P2', quantity: 2 });
    expect([co(s, Y).treasury, co(s, Y).omShares, co(s, Y).holdings.P2, s.bank - bank]).toEqual([166, 6, 1, -86]);
    act(s, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 40 });
    const ev = until(s, 'COMPANY_VOTE_RESULT');
    expect([price(s, Y), co(s, Y).status, co(s, Y).treasury]).toEqual([35, 'ACTIVE', 206]);
    endPhaseByReady(s);
    expect(s.phase).not.toBe('COMPANY_ACTION_RESOLVE');
    expect(events(ev, 'COMPANY_RECOVERED')).toHaveLength(1);
  });

  it('D-38: below the shortfall → BANKRUPT: holders get floor(price × shares / 10), treasury to the bank, shares retired', () => {
    const { s, Y } = e10();
    act(s, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 80 });
    act(s, { type: 'CONTRIBUTE_SHARES', player: 'P2', quantity: 2 });
    const cash = [pl(s, 'P1').cash, pl(s, 'P2').cash];
    const bank = s.bank;
    const ev = until(s, 'COMPANY_VOTE_RESULT');
    expect(co(s, Y).status).toBe('BANKRUPT');
    expect([pl(s, 'P1').cash - cash[0], pl(s, 'P2').cash - cash[1]]).toEqual([10, 3]);
    expect(s.bank - bank).toBe(-13 + 166);
    expect([co(s, Y).retired, co(s, Y).ipoShares, co(s, Y).omShares, co(s, Y).holdings, co(s, Y).treasury]).toEqual([10, 0, 0, {}, 0]);
    expect(events(ev, 'COMPANY_BANKRUPT')[0]).toMatchObject({ price: 35, treasuryReturned: 166 });
    expect(s.turnState.taxableIncome.P1 ?? 0).toBe(0); // not taxable
    expectInvariants(s);
  });

  it('D-38: bankruptcy rejects open limit orders (COMPANY_BANKRUPT), closes shorts at 10 %, expires options, removes passive and cards', () => {
    const { s, D: Y } = three({}, ({ D }) => ({
      companies: { [D]: floated({ price: 43, tempDemand: 2, permDemand: 1, cards: ['AUTOMATION'], passive: 'STEADY_DEMAND', ipoShares: 0, omShares: 4, holdings: { P1: 3, P2: 3 }, floatedTurn: 1 }) },
    }));
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: Y, side: 'SELL', quantity: 1, value: 3 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P3', companyId: Y, quantity: 2 });
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const [k1, k2] = s.contracts;
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k1.id });
    fastForward(s, 2, 'STOCK_ROUND_RESULTS');
    applyOverrides(s, { companies: { [Y]: { status: 'INSOLVENT', treasury: 0 } } });
    const margin = pl(s, 'P3').margin;
    const cash3 = pl(s, 'P3').cash;
    fastForward(s, 2, 'COMPANY_VOTE');
    expect(s.companyRound).toMatchObject({ company: Y, mode: 'INSOLVENCY' });
    until(s, 'COMPANY_VOTE_RESULT');
    const p = price(s, Y);
    expect(co(s, Y).status).toBe('BANKRUPT');
    const lim = s.orders.find((o) => o.type === 'LIMIT')!;
    expect(lim).toMatchObject({ status: 'REJECTED', reason: 'COMPANY_BANKRUPT' });
    expect(pl(s, 'P1').limitActions).toBe(5);
    const short = s.orders.find((o) => o.type === 'SHORT')!;
    expect(short.status).toBe('FILLED');
    expect(pl(s, 'P3')).toMatchObject({ margin: 0, shortActions: 2, cash: cash3 + margin - Math.floor((p * 2) / 10) });
    expect(s.contracts.find((k) => k.id === k1.id)!.state).toBe('EXPIRED');
    expect(s.orders.find((o) => o.type === 'OPTION')!.status).toBe('EXPIRED');
    expect(s.contracts.find((k) => k.id === k2.id)!.state).toBe('DISCARDED');
    expect([co(s, Y).passive, co(s, Y).cards]).toEqual([null, []]);
    expect(s.actionOrder).not.toContain(Y);
    expectInvariants(s);
  });
});

describe('D-38 triggered limit orders', () => {
  it('D-38: a triggered (FILLED_PENDING_SETTLEMENT) limit order is REJECTED COMPANY_BANKRUPT as well, its action returned', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ treasury: 10, price: 60, ipoShares: 0, omShares: 4, holdings: { P1: 6 } }) },
    }));
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    fastForward(s, 1, 'OR_PRODUCTION'); // t = 3: 2 steps down (60 → 51) triggers the SELL; cost 20 > 10: INSOLVENT
    expect(s.orders[0].status).toBe('FILLED_PENDING_SETTLEMENT');
    expect(co(s, D).status).toBe('INSOLVENT');
    fastForward(s, 1, 'COMPANY_VOTE_RESULT'); // nobody contributes: BANKRUPT
    expect(co(s, D).status).toBe('BANKRUPT');
    expect(s.orders[0]).toMatchObject({ status: 'REJECTED', reason: 'COMPANY_BANKRUPT' });
    expect(pl(s, 'P1').limitActions).toBe(5);
  });
});

describe('D-40 Boom Cycle (dividend cap)', () => {
  it('D-40: the dividend rise stops at the first price of the next tier, 3 steps beyond with BOOM_CYCLE (E-01)', () => {
    const s = atTurn1Orders(3, { sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] });
    const X = companyOf(s, 'CONSUMER_CYCLICAL').id;
    const play = (passive: 'BOOM_CYCLE' | null, choice: 'FULL' | 'HALF') => {
      const g = JSON.parse(JSON.stringify(s)) as GameState;
      applyOverrides(g, {
        companies: { [X]: floated({ price: 10, unitPrice: 50, permDemand: 2, passive, ipoShares: 1, omShares: 3, holdings: { P1: 4, P2: 2 } }) },
        sectors: { CONSUMER_CYCLICAL: { consumers: 2 } },
      });
      fastForward(g, 1, 'REVENUE_VOTE');
      act(g, { type: 'VOTE_REVENUE', player: 'P1', companyId: X, choice });
      const bank = g.bank;
      until(g, 'STOCK_PRICE_ADJUSTMENT');
      return { price: price(g, X), bank: g.bank - bank, p1: g.turnState.taxableIncome.P1, p2: g.turnState.taxableIncome.P2, kept: co(g, X).treasury };
    };
    expect(play(null, 'FULL').price).toBe(23);
    expect(play('BOOM_CYCLE', 'FULL').price).toBe(32);
    const half = play(null, 'HALF');
    expect([half.price, half.p1, half.p2, half.bank]).toEqual([20, 20, 10, -80]);
  });
});

describe('D-42 HALF', () => {
  it('D-42: HALF keeps floor(R / 2) and distributes D = R − floor(R / 2)', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ unitPrice: 45, permDemand: 3, treasury: 500, price: 60, ipoShares: 0, omShares: 0, holdings: { P1: 6, P2: 4 } }) },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 3 } },
    }));
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'HALF' });
    const treasury = co(s, D).treasury;
    until(s, 'REVENUE_DISTRIBUTION');
    // R = 135: kept 67, D = 68 → P1 floor(68 × 6 / 10) = 40, P2 floor(68 × 4 / 10) = 27
    expect([co(s, D).treasury - treasury, s.turnState.revenue[D].distributed]).toEqual([67, 68]);
    expect([s.turnState.taxableIncome.P1, s.turnState.taxableIncome.P2]).toEqual([40, 27]);
  });
});

describe('D-46 final tie-breaks', () => {
  it('D-46: company priority — ECONOMIES_OF_SCALE first, unit price, prestige, demand, then companySeq', () => {
    const { s, D, H, M } = three({}, ({ D, H, M }) => ({
      companies: {
        [D]: floated({ unitPrice: 50, prestige: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ unitPrice: 50, prestige: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [M]: floated({ unitPrice: 90, cards: ['ECONOMIES_OF_SCALE'], ipoShares: 4, holdings: { P1: 6 } }),
      },
    }));
    fastForward(s, 1, 'STOCK_ROUND_RESULTS');
    expect(s.actionOrder).toEqual([M, D, H]); // D and H fully tied → companySeq
    const g = atTurn1Orders();
    const [d, h, m] = g.companies.map((c) => c.id);
    applyOverrides(g, {
      companies: {
        [d]: floated({ unitPrice: 50, prestige: 1, permDemand: 1, ipoShares: 4, holdings: { P1: 6 } }),
        [h]: floated({ unitPrice: 50, prestige: 1, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }),
        [m]: floated({ unitPrice: 50, prestige: 2, ipoShares: 4, holdings: { P1: 6 } }),
      },
    });
    fastForward(g, 1, 'STOCK_ROUND_RESULTS');
    expect(g.actionOrder).toEqual([m, h, d]); // prestige desc, then demand desc
  });

  it('D-46: action ties that survive the supporter rule go to the canonical action order', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ tier: 'ESTABLISHED', unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 7, holdings: { P1: 1, P2: 2 } }) },
      priority: ['P1', 'P2', 'P3'],
    }));
    const ev = companyTurn(s, D, { P2: ['LOBBY'], P1: ['RESEARCH', 'SMALL_MARKETING'] });
    // LOBBY 2; RESEARCH and SMALL_MARKETING 1 each with the same best supporter → SMALL_MARKETING (row 2) first
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0].winners).toEqual(['LOBBY', 'SMALL_MARKETING']);
  });
});

describe('D-47 unit price actions', () => {
  function unit(patch: Parameters<typeof floated>[0], action: CompanyActionId) {
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ unitPrice: 40, treasury: 500, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 }, ...patch }) } }));
    companyTurn(s, D, { P1: [action] });
    return co(s, D);
  }

  it('D-47: INCREASE_PRICE +10 removes 1 temporary demand, else 1 permanent demand, never below 0', () => {
    // (temporary demand decays by 1 at STOCK_PRICE_ADJUSTMENT, before the company vote: 3 → 2 → 1)
    expect([unit({ tempDemand: 3, permDemand: 2 }, 'INCREASE_PRICE')].map((c) => [c.unitPrice, c.tempDemand, c.permDemand])).toEqual([[50, 1, 2]]);
    expect([unit({ tempDemand: 0, permDemand: 2 }, 'INCREASE_PRICE')].map((c) => [c.tempDemand, c.permDemand])).toEqual([[0, 1]]);
    expect([unit({}, 'INCREASE_PRICE')].map((c) => [c.unitPrice, c.tempDemand, c.permDemand])).toEqual([[50, 0, 0]]);
  });

  it('D-47: DECREASE_PRICE is unavailable at a unit price ≤ 10', () => {
    expect(unit({ unitPrice: 20 }, 'DECREASE_PRICE').unitPrice).toBe(10);
    const { s, D } = three({}, ({ D }) => ({ companies: { [D]: floated({ unitPrice: 10, treasury: 500, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } }));
    toCompanyVote(s, D);
    expect(s.companyRound!.offered).not.toContain('DECREASE_PRICE');
  });
});

describe('D-48 research draws', () => {
  it('D-48: INNOVATION_SURGE makes RESEARCH draw 2 cards; VISIONARY always draws exactly 2', () => {
    const deck = ['NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS', 'NO_DISCERNIBLE_FINDINGS'] as never[];
    const draws = (action: CompanyActionId, passive: 'INNOVATION_SURGE' | null) => {
      const s = atTurn1Orders(3, { sectors: ['TECHNOLOGY', 'HEALTHCARE', 'MATERIALS'] });
      const T = companyOf(s, 'TECHNOLOGY').id;
      applyOverrides(s, { companies: { [T]: floated({ unitPrice: 40, treasury: 1000, prestige: 3, passive, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) }, researchDeck: deck });
      companyTurn(s, T, { P1: [action] });
      return [co(s, T).cards.length, co(s, T).permDemand];
    };
    expect(draws('RESEARCH', null)).toEqual([1, 0]);
    expect(draws('RESEARCH', 'INNOVATION_SURGE')).toEqual([2, 0]);
    expect(draws('VISIONARY', 'INNOVATION_SURGE')).toEqual([2, 1]);
    expect(draws('VISIONARY', null)).toEqual([2, 1]);
  });
});

describe('D-49 EXTRACT / MANUFACTURE', () => {
  it('D-49: EXTRACT costs $25, temporary supply +1 to itself and to one ACTIVE or INSOLVENT INDUSTRIALS company (R-11)', () => {
    const s = atTurn1Orders(6, { sectors: ['INDUSTRIALS', 'MATERIALS', 'HEALTHCARE'] });
    const [I1, I2] = [companyOf(s, 'INDUSTRIALS', 0).id, companyOf(s, 'INDUSTRIALS', 1).id];
    const M = companyOf(s, 'MATERIALS').id;
    applyOverrides(s, {
      companies: {
        [M]: floated({ unitPrice: 40, treasury: 100, passive: 'EXTRACT', floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
        // I1 plays before M and empties its treasury: INSOLVENT when M extracts
        [I1]: floated({ unitPrice: 30, treasury: 300, floatedTurn: 1, ipoShares: 4, holdings: { P2: 6 } }),
        [I2]: floated({ unitPrice: 70, floatedTurn: 1 }),
      },
    });
    companyTurn(s, I1, { P2: ['LARGE_MARKETING'] });
    expect(co(s, I1).status).toBe('INSOLVENT');
    const ev = companyTurn(s, M, { P1: ['EXTRACT'] });
    const line = events(ev, 'COMPANY_ACTION_RESOLVED')[0];
    expect([line.cost, co(s, M).treasury, co(s, M).tempSupply]).toEqual([25, 75, 1]);
    const partner = s.companies.find((c) => c.seq === line.partnerSeq)!;
    expect([I1, I2]).toContain(partner.id);
    expect(partner.tempSupply).toBe(1);
    expect(co(s, I1).tempSupply + co(s, I2).tempSupply).toBe(1);
  });

  it('D-49: MANUFACTURE boosts a MATERIALS partner; with no eligible partner only the company itself gains', () => {
    const s = atTurn1Orders(3, { sectors: ['INDUSTRIALS', 'MATERIALS', 'HEALTHCARE'] });
    const I = companyOf(s, 'INDUSTRIALS').id;
    applyOverrides(s, { companies: { [I]: floated({ unitPrice: 40, treasury: 100, passive: 'MANUFACTURE', floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } });
    const ev = companyTurn(s, I, { P1: ['MANUFACTURE'] });
    expect(events(ev, 'COMPANY_ACTION_RESOLVED')[0]).toMatchObject({ cost: 25, partnerSeq: null });
    expect(co(s, I).tempSupply).toBe(1);
    expect(companyOf(s, 'MATERIALS').tempSupply).toBe(0); // INACTIVE: not eligible
  });
});

describe('D-58 eligibility and weight', () => {
  it('D-58: eligibility is fixed at phase start — a holder who contributed every share may still contribute cash', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 0, omShares: 4, holdings: { P1: 3, P2: 3 } }) },
    }));
    toCompanyVote(s, D);
    act(s, { type: 'CONTRIBUTE_SHARES', player: 'P2', quantity: 3 });
    expect(co(s, D).holdings.P2).toBeUndefined();
    act(s, { type: 'CONTRIBUTE_CASH', player: 'P2', amount: 10 });
    expect(() => act(s, { type: 'CONTRIBUTE_CASH', player: 'P3', amount: 10 })).toThrow(/NOT_A_SHAREHOLDER/);
  });

  it('D-58: the weight of a vote is the shares held when the votes are counted', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ tier: 'STARTUP', unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 2, holdings: { P1: 5, P2: 3 } }) },
    }));
    toCompanyVote(s, D);
    act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['LOBBY'] });
    act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P2', actions: ['RESEARCH'] });
    applyOverrides(s, { companies: { [D]: { holdings: { P1: 2, P2: 6 } } } }); // holdings as counted
    const ev = until(s, 'COMPANY_VOTE_RESULT');
    expect(events(ev, 'COMPANY_VOTE_RESULT')[0]).toMatchObject({ scores: { LOBBY: 2, RESEARCH: 6 }, winners: ['RESEARCH'] });
  });
});

describe('D-59 SPEND_PRESTIGE', () => {
  it('D-59: without the prestige cost nothing is bought, every CAPITAL_INJECTION space gains $100, the pointer moves', () => {
    const rewards = ['ELASTICITY', 'CAPITAL_INJECTION', 'BULL_SIGNAL', 'CAPITAL_INJECTION', 'INFLUENCER', 'MAGNET_EFFECT', 'INVESTOR_CONFIDENCE', 'BULL_SIGNAL', 'ELASTICITY', 'CAPITAL_INJECTION'] as never[];
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ unitPrice: 40, treasury: 500, prestige: 2, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) },
      prestigeTrack: { rewards, pointer: 0, injectionValues: Array(10).fill(200) },
    }));
    const ev = companyTurn(s, D, { P1: ['SPEND_PRESTIGE'] });
    expect(events(ev, 'PRESTIGE_REWARD_MISSED')).toHaveLength(1);
    expect(co(s, D).prestige).toBe(2);
    expect(s.prestigeTrack.pointer).toBe(1);
    expect(s.prestigeTrack.injectionValues).toEqual([200, 300, 200, 300, 200, 200, 200, 200, 200, 300]);
    // next turn: CAPITAL_INJECTION at space 1 (cost 2) pays its grown value and resets to 200
    fastForward(s, 2, 'START_TURN');
    const treasury = co(s, D).treasury;
    const bank = s.bank;
    const bought = companyTurn(s, D, { P1: ['SPEND_PRESTIGE'] });
    expect(events(bought, 'PRESTIGE_REWARD_BOUGHT')[0]).toMatchObject({ reward: 'CAPITAL_INJECTION', cost: 2, space: 1 });
    expect([co(s, D).prestige, s.prestigeTrack.pointer, s.prestigeTrack.injectionValues[1]]).toEqual([0, 2, 200]);
    expect(co(s, D).treasury - treasury).toBe(300 - 20); // this turn's operating cost (t = 3, no consumers) aside
    expect(bank - s.bank).toBe(300);
  });

  it('D-19: prestige track rewards — ELASTICITY, MAGNET_EFFECT, INVESTOR_CONFIDENCE, BULL_SIGNAL, INFLUENCER', () => {
    const buy = (reward: string) => {
      const s = atTurn1Orders(6);
      const [X, Y] = [companyOf(s, 'CONSUMER_DEFENSIVE', 0).id, companyOf(s, 'CONSUMER_DEFENSIVE', 1).id];
      applyOverrides(s, {
        companies: {
          [X]: floated({ unitPrice: 40, treasury: 500, prestige: 3, price: 60, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }),
          [Y]: floated({ unitPrice: 90, price: 60, floatedTurn: 1 }),
        },
        prestigeTrack: { rewards: Array(10).fill(reward), pointer: 0, injectionValues: Array(10).fill(200) },
      });
      const base = sectorOf(s, 'CONSUMER_DEFENSIVE').baseDemand;
      companyTurn(s, X, { P1: ['SPEND_PRESTIGE'] });
      return { s, x: co(s, X), y: co(s, Y), base };
    };
    const e = buy('ELASTICITY');
    expect([sectorOf(e.s, 'CONSUMER_DEFENSIVE').baseDemand - e.base, e.x.prestige]).toEqual([1, 0]);
    const m = buy('MAGNET_EFFECT');
    expect([PRICE_GRID[m.x.priceIndex], PRICE_GRID[m.y.priceIndex], m.x.prestige]).toEqual([65, 65, 1]);
    const i = buy('INVESTOR_CONFIDENCE');
    expect([i.x.issued, i.x.omShares, i.x.investorConfidence]).toEqual([13, 3, 1]);
    expectInvariants(i.s);
    const b = buy('BULL_SIGNAL');
    expect([PRICE_GRID[b.x.priceIndex], PRICE_GRID[b.y.priceIndex], b.x.prestige]).toEqual([65, 60, 2]);
    const f = buy('INFLUENCER');
    expect([f.x.permDemand, f.x.prestige]).toEqual([1, 0]);
  });
});

describe('D-61 LARGE_MARKETING consumers', () => {
  it('D-61: min(3, pool) consumers move from the global pool to the company sector', () => {
    const { s, D } = three({}, ({ D }) => ({
      companies: { [D]: floated({ unitPrice: 40, treasury: 500, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) },
      consumerPool: 2,
    }));
    const total = s.config.consumerPool;
    companyTurn(s, D, { P1: ['LARGE_MARKETING'] });
    expect([s.consumerPool, sectorOf(s, 'CONSUMER_DEFENSIVE').consumers, co(s, D).tempDemand]).toEqual([0, 2, 4]);
    expect(s.consumerPool + s.sectors.reduce((n, x) => n + x.consumers, 0)).toBe(total);
  });
});

describe('D-62 STEADY_DEMAND', () => {
  it('D-62: extra = min(2, output − sold) once the sector is empty — capped by output, not by demand', () => {
    const run = (tier: 'STARTUP' | 'INCUBATOR', demand: number, consumers: number) => {
      const { s, D } = three({}, ({ D }) => ({
        companies: { [D]: floated({ tier, permDemand: demand, passive: 'STEADY_DEMAND', ipoShares: 4, holdings: { P1: 6 } }) },
        sectors: { CONSUMER_DEFENSIVE: { consumers } },
      }));
      const line = production(fastForward(s, 1, 'OR_PRODUCTION'), D);
      return [line.output, line.sold, line.extraUnits, line.units];
    };
    expect(run('STARTUP', 3, 0)).toEqual([3, 0, 2, 2]);
    expect(run('STARTUP', 3, 2)).toEqual([3, 2, 1, 3]);
    // supply 2 < demand 5: output 2, sold 1 → extra min(2, 1) = 1 (the text's "remaining demand" would give 2)
    expect(run('INCUBATOR', 5, 1)).toEqual([2, 1, 1, 2]);
    expect(run('STARTUP', 3, 5)).toEqual([3, 3, 0, 3]); // sector not empty: no extra
  });
});

describe('D-01 / §9.7 action effects and next-turn flags', () => {
  function act1(sectors: SectorId[], patch: Parameters<typeof floated>[0], actions: CompanyActionId[]) {
    const s = atTurn1Orders(3, { sectors, priorityMode: 'STATIC' });
    const X = companyOf(s, sectors[0]).id;
    applyOverrides(s, { companies: { [X]: floated({ unitPrice: 40, treasury: 2000, prestige: 3, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 }, ...patch }) } });
    const ev = companyTurn(s, X, { P1: actions });
    return { s, X, ev };
  }
  const DEF: SectorId[] = ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'];

  it('D-01: general actions — SMALL_MARKETING +3 temporary demand, LOBBY +3 demand bonus, OUTSOURCE +3 supply and prestige 0, EXPANSION / DOWNSIZE one tier', () => {
    const small = act1(DEF, {}, ['SMALL_MARKETING']);
    expect(co(small.s, small.X).tempDemand).toBe(3);
    const lobby = act1(DEF, {}, ['LOBBY']);
    expect(sectorOf(lobby.s, 'CONSUMER_DEFENSIVE').demandBonus).toBe(3);
    const out = act1(DEF, {}, ['OUTSOURCE']);
    expect([co(out.s, out.X).tempSupply, co(out.s, out.X).prestige]).toEqual([3, 0]);
    const up = act1(DEF, { tier: 'GROWTH' }, ['EXPANSION']);
    expect([co(up.s, up.X).tier, co(up.s, up.X).treasury]).toEqual(['ESTABLISHED', 1700]);
    const down = act1(DEF, { tier: 'GROWTH' }, ['DOWNSIZE']);
    expect([co(down.s, down.X).tier, co(down.s, down.X).treasury]).toEqual(['STARTUP', 1950]);
  });

  it('D-01: sector actions — RAPID_EXPANSION +2 tiers (at most TITAN), FASTTRACK_APPROVAL moves up to 3 consumers per sector, VISIONARY', () => {
    const rapid = act1(['INDUSTRIALS', 'HEALTHCARE', 'MATERIALS'], { tier: 'ENTERPRISE' }, ['RAPID_EXPANSION']);
    expect([co(rapid.s, rapid.X).tier, co(rapid.s, rapid.X).prestige, co(rapid.s, rapid.X).treasury]).toEqual(['TITAN', 0, 1600]);
    const s = atTurn1Orders(3, { sectors: ['HEALTHCARE', 'MATERIALS', 'ENERGY'] });
    const H = companyOf(s, 'HEALTHCARE').id;
    applyOverrides(s, {
      companies: { [H]: floated({ unitPrice: 40, treasury: 2000, prestige: 3, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) },
      sectors: { HEALTHCARE: { consumers: 1 }, MATERIALS: { consumers: 5 }, ENERGY: { consumers: 2 } },
    });
    companyTurn(s, H, { P1: ['FASTTRACK_APPROVAL'] });
    expect(s.sectors.map((x) => [x.id, x.consumers])).toEqual([['HEALTHCARE', 6], ['MATERIALS', 2], ['ENERGY', 0]]);
    expect(co(s, H).tempDemand).toBe(2);
  });

  it('§9.1: VETO, STRATEGIC_RESERVE, SURGE_PRICING and PRICE_FREEZE resolved in turn t apply during turn t + 1 only', () => {
    const flags = (sectors: SectorId[], action: CompanyActionId) => {
      const { s, X } = act1(sectors, { permDemand: 2, unitPrice: 50 }, [action]);
      expect(co(s, X).flagsNext).toEqual([action]);
      applyOverrides(s, { sectors: { [sectors[0]]: { consumers: 2 } } });
      const t2 = production(fastForward(s, 2, 'OR_PRODUCTION'), X);
      companyTurn(s, X, { P1: ['LOAN'] }); // not VETO again (no votes would mean VETO)
      fastForward(s, 3, 'PLACE_STOCK_ORDERS');
      applyOverrides(s, { sectors: { [sectors[0]]: { consumers: 2 } } });
      const t3 = production(fastForward(s, 3, 'OR_PRODUCTION'), X);
      return [t2.operatingCost, t2.revenue, t3.operatingCost, t3.revenue];
    };
    expect(flags(DEF, 'VETO')).toEqual([10, 100, 20, 100]);
    expect(flags(['MATERIALS', 'HEALTHCARE', 'ENERGY'], 'STRATEGIC_RESERVE')).toEqual([0, 110, 20, 100]);
    // ENERGY starts INCUBATOR: capacity 2 = demand 2, so t = 0 halves its cost 10 → 5 in both turns
    expect(flags(['ENERGY', 'HEALTHCARE', 'MATERIALS'], 'SURGE_PRICING')).toEqual([5, 120, 5, 100]);
    const { s, X } = act1(DEF, { price: 60, omShares: 4, ipoShares: 0 }, ['PRICE_FREEZE']);
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    expect(co(s, X).flagsActive).toEqual(['PRICE_FREEZE']);
    const start = co(s, X).priceIndex;
    applyOverrides(s, { players: { P2: { cash: 2000 } } });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P2', companyId: X, location: 'OPEN_MARKET', side: 'BUY', quantity: 4 }); // would be 2 steps
    until(s, 'PLACE_STOCK_ORDERS');
    expect(co(s, X).priceIndex).toBe(start + 2);
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: X, location: 'OPEN_MARKET', side: 'SELL', quantity: 6 }); // would be 6 steps
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(co(s, X).priceIndex).toBe(start); // clamped to 2 steps from this phase's start
  });
});
