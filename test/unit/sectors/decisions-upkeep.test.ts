/**
 * End-of-turn and end-of-game decisions of rules spec §2: D-22 … D-25, D-27, D-28, D-55, D-56, D-60, D-65,
 * with the worked examples E-07 and E-08 of §14.
 */
import { describe, expect, it } from 'vitest';
import { shuffle } from '../../../src-shared/rng.ts';
import { checkInvariants, legalActions, netWorth, rank } from '../../../src-shared/games/sectors/index.ts';
import { PRICE_GRID, type SectorId } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import { applyInPlace } from '../../../src-shared/games/sectors/engine.ts';
import type { GameState } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, companyOf, events, expectInvariants, floated, pl, until } from '../../helpers/sectors.ts';

describe('D-22 capital gains (E-08)', () => {
  it('D-22: flat rate on the whole taxable income, inclusive upper bounds; unpaid tax written off', () => {
    const incomes = [280, 141, 100, 101, 500, 501, 125, 300];
    const s = atTurn1Orders(8);
    applyOverrides(s, {
      taxableIncome: Object.fromEntries(incomes.map((v, i) => [`P${i + 1}`, v])),
      players: { P8: { cash: 5 } },
    });
    const cash = s.players.map((p) => p.cash);
    const bank = s.bank;
    const ev = fastForward(s, 1, 'CAPITAL_GAINS');
    const paid = s.players.map((p, i) => cash[i] - p.cash);
    expect(paid).toEqual([8, 2, 0, 2, 25, 35, 2, 5]);
    expect(events(ev, 'TAX_CHARGED').find((e) => e.player === 'P8')).toMatchObject({ rate: 3, tax: 9, paid: 5, writtenOff: 4 });
    expect(s.bank - bank).toBe(79);
    expectInvariants(s);
  });

  it('D-22: market-sell proceeds are taxable income; the phase is skipped when nobody has any', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { companies: { [D]: floated({ price: 60, floatedTurn: 1, ipoShares: 0, omShares: 4, holdings: { P1: 6 } }) } });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'SELL', quantity: 4 });
    fastForward(s, 1, 'CAPITAL_GAINS');
    expect(s.turnState.taxableIncome.P1).toBe(240);
    const g = atTurn1Orders();
    const ev = fastForward(g, 1, 'END_TURN');
    expect(events(ev, 'PHASE_STARTED').map((e) => e.phase)).not.toContain('CAPITAL_GAINS');
  });
});

describe('D-23 / D-65 divestment', () => {
  /** 20 seats (certificate limit 6); P1 holds 4 of an ACTIVE and 4 of an INACTIVE company, P2 holds 8 of the ACTIVE one … */
  function overLimit() {
    const s = atTurn1Orders(20, { priorityMode: 'STATIC' });
    const A = companyOf(s, 'CONSUMER_DEFENSIVE', 0).id;
    const B = companyOf(s, 'HEALTHCARE', 1).id;
    applyOverrides(s, {
      priority: ['P2', 'P1', ...s.players.slice(2).map((p) => p.id)],
      companies: {
        [A]: floated({ price: 60, floatedTurn: 1, ipoShares: 2, holdings: { P1: 4, P2: 4 } }),
        [B]: { ipoShares: 2, holdings: { P1: 4, P2: 4 } },
      },
    });
    fastForward(s, 1, 'STOCK_PRICE_ADJUSTMENT');
    return { s, A, B };
  }

  it('D-23: random certificates (R-12) of each over-limit player are sold at entry prices, not taxable; one price drop per company', () => {
    const { s, A, B } = overLimit();
    const seqA = co(s, A).seq;
    const seqB = co(s, B).seq;
    const rng = { ...s.rng };
    const cash = [pl(s, 'P1').cash, pl(s, 'P2').cash];
    const ev = fastForward(s, 1, 'DIVESTMENT');
    // R-12 in priority order: P2 first, then P1; each list in companySeq order
    const sold2 = shuffle(rng, [seqA, seqA, seqA, seqA, seqB, seqB, seqB, seqB]).slice(0, 2);
    const sold1 = shuffle(rng, [seqA, seqA, seqA, seqA, seqB, seqB, seqB, seqB]).slice(0, 2);
    const count = (list: number[], seq: number) => list.filter((x) => x === seq).length;
    expect([co(s, A).holdings.P2, co(s, B).holdings.P2]).toEqual([4 - count(sold2, seqA), 4 - count(sold2, seqB)]);
    expect([co(s, A).holdings.P1, co(s, B).holdings.P1]).toEqual([4 - count(sold1, seqA), 4 - count(sold1, seqB)]);
    const ipoB = co(s, B).ipoPrice;
    const value = (list: number[]) => count(list, seqA) * 60 + count(list, seqB) * ipoB;
    expect([pl(s, 'P1').cash - cash[0], pl(s, 'P2').cash - cash[1]]).toEqual([value(sold1), value(sold2)]);
    expect(s.turnState.taxableIncome).toEqual({});
    const toOm = count(sold1, seqA) + count(sold2, seqA);
    expect(PRICE_GRID[co(s, A).priceIndex]).toBe(PRICE_GRID[PRICE_GRID.indexOf(60) - toOm]);
    expect(events(ev, 'PRICE_MOVED').filter((e) => e.company === A)).toHaveLength(toOm > 0 ? 1 : 0);
    expect(events(ev, 'DIVESTED').map((e) => e.player)).toEqual(['P2', 'P1']);
    expectInvariants(s);
  });

  it('D-65: a divested share of an INACTIVE company returns to its IPO at the IPO price, with no price move', () => {
    const s = atTurn1Orders(20);
    const B = companyOf(s, 'HEALTHCARE', 1).id;
    applyOverrides(s, { companies: { [B]: { ipoShares: 2, holdings: { P1: 8 } } } });
    const cash = pl(s, 'P1').cash;
    const ev = fastForward(s, 1, 'DIVESTMENT');
    expect([co(s, B).holdings.P1, co(s, B).ipoShares, co(s, B).omShares, co(s, B).status]).toEqual([6, 4, 0, 'INACTIVE']);
    expect(pl(s, 'P1').cash - cash).toBe(2 * co(s, B).ipoPrice);
    expect(events(ev, 'PRICE_MOVED')).toEqual([]);
  });

  it('D-23: the ownership cap is not enforced at divestment and the phase is skipped when nobody is over the limit', () => {
    const s = atTurn1Orders(3);
    const ev = fastForward(s, 1, 'END_TURN');
    expect(events(ev, 'PHASE_STARTED').map((e) => e.phase)).not.toContain('DIVESTMENT');
  });
});

describe('D-24 / D-25 / D-60 economy score and consumers (E-07)', () => {
  /**
   * E-07: sectors HEALTHCARE (base 2 + bonus 2), MATERIALS (2), TECHNOLOGY (1 + 1) in this priority; every sector
   * floated and has a FULL payer this turn. Stops at CAPITAL_GAINS with the pool and score set as in E-07.
   */
  function e07(seats = 3) {
    const sectors: SectorId[] = ['HEALTHCARE', 'MATERIALS', 'TECHNOLOGY'];
    const s = atTurn1Orders(seats, { sectors });
    const ids = sectors.map((id) => companyOf(s, id).id);
    applyOverrides(s, {
      priority: s.players.map((p) => p.id),
      companies: Object.fromEntries(ids.map((id) => [id, floated({ permDemand: 2, unitPrice: 50, ipoShares: 4, holdings: { P1: 6 } })])),
      sectors: {
        HEALTHCARE: { consumers: 2, demandBonus: 3, everFloated: true },
        MATERIALS: { consumers: 2, everFloated: true },
        TECHNOLOGY: { consumers: 2, baseDemand: 2, everFloated: true },
      },
    });
    fastForward(s, 1, 'REVENUE_VOTE');
    for (const id of ids) act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: id, choice: 'FULL' });
    fastForward(s, 1, 'CAPITAL_GAINS');
    applyOverrides(s, { consumerPool: 30, sectors: { HEALTHCARE: { consumers: 0 }, MATERIALS: { consumers: 0 }, TECHNOLOGY: { consumers: 0 } } });
    expect(s.sectors.map((x) => x.baseDemand + x.demandBonus)).toEqual([4, 2, 2]);
    expect(s.economyScore).toBe(10);
    return { s, ids };
  }
  const moved = (s: GameState) => s.sectors.map((x) => x.consumers);

  it('D-25: round-robin in sector priority, each visit min(sector demand, remaining score, pool) (E-07)', () => {
    const { s } = e07();
    const ev = endPhaseByReady(s);
    expect([moved(s), s.consumerPool]).toEqual([[6, 2, 2], 20]);
    expect(events(ev, 'CONSUMERS_MOVED')[0].moved).toEqual({ HEALTHCARE: 6, MATERIALS: 2, TECHNOLOGY: 2 });
  });

  it('D-25: movement stops when the pool is empty (E-07, pool 5)', () => {
    const { s } = e07();
    applyOverrides(s, { consumerPool: 5 });
    endPhaseByReady(s);
    expect([moved(s), s.consumerPool, s.economyScore]).toEqual([[4, 1, 0], 0, 11]);
  });

  it('D-24: +1 when every sector has a payer and nobody retained; the new score is used at the next END_TURN (D-60)', () => {
    const { s } = e07();
    const ev = endPhaseByReady(s);
    expect(s.economyScore).toBe(11);
    const types = [...events(ev, 'CONSUMERS_MOVED'), ...events(ev, 'ECONOMY_SCORE')].map((e) => e.type);
    expect(types).toEqual(['CONSUMERS_MOVED', 'ECONOMY_SCORE']);
    expect(events(ev, 'CONSUMERS_MOVED')[0].economyScore).toBe(10);
    // next END_TURN with score 11, demands 4 / 2 / 2, pool 20: +7 / +2 / +2 (E-07 last variant)
    fastForward(s, 2, 'STOCK_ROUND_RESULTS');
    applyOverrides(s, { sectors: { HEALTHCARE: { consumers: 0, demandBonus: 3 }, MATERIALS: { consumers: 0 }, TECHNOLOGY: { consumers: 0 } }, consumerPool: 20 });
    for (const c of s.companies) applyOverrides(s, { companies: { [c.id]: { permDemand: 0, tempDemand: 0 } } });
    const end = fastForward(s, 2, 'END_TURN');
    expect(events(end, 'CONSUMERS_MOVED')[0]).toMatchObject({ economyScore: 11, moved: { HEALTHCARE: 7, MATERIALS: 2, TECHNOLOGY: 2 } });
  });

  it('D-24: a payer in every sector and a retainer → unchanged; movement is not affected (E-07 variant)', () => {
    const s = atTurn1Orders(5, { sectors: ['HEALTHCARE', 'MATERIALS', 'TECHNOLOGY'] });
    const [H1, H2] = [companyOf(s, 'HEALTHCARE', 0).id, companyOf(s, 'HEALTHCARE', 1).id];
    const [M, T] = [companyOf(s, 'MATERIALS').id, companyOf(s, 'TECHNOLOGY').id];
    applyOverrides(s, {
      priority: s.players.map((p) => p.id),
      companies: Object.fromEntries([H1, H2, M, T].map((id) => [id, floated({ permDemand: 1, unitPrice: 50, ipoShares: 4, holdings: { [id === H2 ? 'P2' : 'P1']: 6 } })])),
      sectors: { HEALTHCARE: { consumers: 2, everFloated: true }, MATERIALS: { consumers: 1, everFloated: true }, TECHNOLOGY: { consumers: 1, everFloated: true } },
    });
    fastForward(s, 1, 'REVENUE_VOTE');
    for (const id of [H1, M, T]) act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: id, choice: 'FULL' });
    const ev = fastForward(s, 1, 'END_TURN');
    expect(s.turnState.revenue[H2].outcome).toBe('RETAIN');
    expect(events(ev, 'ECONOMY_SCORE')[0]).toMatchObject({ from: 10, to: 10, up: true, down: true });
  });

  it('D-24: the score stays fixed at 10 until every sector in play has had a company float; clamped to [1, 30]', () => {
    const { s } = e07();
    applyOverrides(s, { sectors: { MATERIALS: { everFloated: false } } });
    endPhaseByReady(s);
    expect([s.economyScore, moved(s)]).toEqual([10, [6, 2, 2]]); // consumers still go to MATERIALS
    const top = e07().s;
    applyOverrides(top, { economyScore: 30 });
    endPhaseByReady(top);
    expect(top.economyScore).toBe(30);
  });

  it('D-60: END_TURN steps in order — loan interest, consumer movement, end check, economy score, options, flags', () => {
    const { s, ids } = e07();
    applyOverrides(s, { companies: { [ids[0]]: { hasLoan: true, flagsNext: ['VETO'] } } });
    const ev = endPhaseByReady(s);
    const order = ev.filter((e) => ['LOAN_INTEREST_PAID', 'CONSUMERS_MOVED', 'ECONOMY_SCORE', 'CONTRACT_OFFERED'].includes(e.type)).map((e) => e.type);
    expect([...new Set(order)]).toEqual(['LOAN_INTEREST_PAID', 'CONSUMERS_MOVED', 'ECONOMY_SCORE', 'CONTRACT_OFFERED']);
    expect(co(s, ids[0]).flagsActive).toEqual(['VETO']);
    expect(co(s, ids[0]).flagsNext).toEqual([]);
    // Turn + 1 takes effect when END_TURN's review ends (project decision, see RULES-DECISIONS.md).
    expect([s.turn, s.phase]).toEqual([1, 'END_TURN']);
    endPhaseByReady(s);
    expect([s.turn, s.phase]).toEqual([2, 'START_TURN']);
  });
});

describe('D-56 economy eligibility is permanent', () => {
  it('D-56: once every sector floated, a later bankruptcy does not freeze the score again', () => {
    const s = atTurn1Orders();
    const [D, H, M] = s.companies.map((c) => c.id);
    applyOverrides(s, {
      companies: {
        [D]: floated({ permDemand: 1, unitPrice: 50, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ permDemand: 1, unitPrice: 50, ipoShares: 4, holdings: { P1: 6 } }),
        [M]: { status: 'BANKRUPT', ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 },
      },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 1, everFloated: true }, HEALTHCARE: { consumers: 1, everFloated: true }, MATERIALS: { everFloated: true } },
    });
    const ev = fastForward(s, 1, 'END_TURN'); // nobody votes: both RETAIN, MATERIALS has no payer
    expect(events(ev, 'ECONOMY_SCORE')[0]).toMatchObject({ frozen: false, from: 10, to: 9 });
  });
});

describe('D-27 end of game', () => {
  it('D-27: the first transfer that leaves the bank at ≤ 0 sets bankBroken for good; the turn is completed and is the last', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { bank: 100, companies: { [D]: floated({ price: 60, floatedTurn: 1, ipoShares: 2, omShares: 2, holdings: { P1: 6 } }) } });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'SELL', quantity: 2 });
    until(s, 'PLACE_STOCK_ORDERS');
    expect([s.bank, s.bankBroken]).toEqual([-20, true]);
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P2', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 4 });
    until(s, 'PLACE_STOCK_ORDERS');
    expect(s.bank).toBeGreaterThan(0);
    expect(s.bankBroken).toBe(true); // never cleared
    const ev = fastForward(s, 1, 'END_TURN');
    expect([s.status, s.endReason, s.turn]).toEqual(['ENDED', 'BANK_BROKEN', 1]);
    expect(events(ev, 'GAME_ENDED')).toHaveLength(1);
    expect(events(ev, 'CONTRACT_OFFERED')).toEqual([]); // steps 4–6 skipped
  });

  it('D-27: the game ends at END_TURN of turn maxTurns; ranking by net worth, equal net worth shares a place', () => {
    const s = atTurn1Orders(4);
    applyOverrides(s, { players: { P1: { cash: 500 }, P2: { cash: 500 }, P3: { cash: 100 }, P4: { cash: 700 } } });
    fastForward(s, 8, 'END_TURN');
    expect([s.status, s.endReason]).toEqual(['ENDED', 'MAX_TURNS']);
    const places = Object.fromEntries(s.ranking!.map((r) => [r.player, r.place]));
    expect(s.ranking!.map((r) => r.netWorth)).toEqual([...s.ranking!.map((r) => r.netWorth)].sort((a, b) => b - a));
    const nw = (p: string) => netWorth(s, p);
    expect(nw('P1')).toBe(nw('P2'));
    expect(places.P1).toBe(places.P2);
    expect(rank(s)).toEqual(s.ranking);
  });

  it('D-27: equal net worth shares the place and the next place is skipped (1, 1, 3)', () => {
    const s = atTurn1Orders(3);
    applyOverrides(s, { players: { P1: { cash: 400 }, P2: { cash: 400 }, P3: { cash: 100 } } });
    expect(rank(s).map((r) => [r.player, r.place])).toEqual([['P1', 1], ['P2', 1], ['P3', 3]]);
  });
});

describe('D-28 money and share conservation', () => {
  it('D-28: every input of a played game keeps the invariants (I-1 … I-11) and phase boundaries keep I-8', () => {
    const s = atTurn1Orders(4, { maxTurns: 8 });
    let inputs = 0;
    for (let guard = 0; guard < 5000 && s.status === 'RUNNING'; guard++) {
      const serial = s.phaseSerial;
      for (const p of [...s.priority]) {
        if (s.phaseSerial !== serial) break;
        const options = legalActions(s, p).filter((i) => i.type !== 'READY' && i.type !== 'UNREADY');
        if (options.length === 0) continue;
        const pick = options[(s.turn * 7 + s.phaseSerial * 3 + p.charCodeAt(1)) % options.length];
        const r = applyInPlace(s, pick);
        expect(r.ok).toBe(true);
        inputs += 1;
        expect(checkInvariants(s, false)).toEqual([]);
      }
      if (s.phaseSerial === serial) endPhaseByReady(s);
      expect(checkInvariants(s)).toEqual([]);
    }
    expect(s.status).toBe('ENDED');
    expect(inputs).toBeGreaterThan(50);
  });
});

describe('D-55 net worth', () => {
  it('D-55: net worth = cash + margin + shares at current prices − open shorts at current prices; options and pending orders count nothing', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { companies: { [D]: floated({ price: 60, floatedTurn: 1, ipoShares: 0, omShares: 10 }) } });
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const k = s.contracts[0];
    const before = netWorth(s, 'P1');
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id });
    expect(netWorth(s, 'P1')).toBe(before); // pending order: nothing
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect(netWorth(s, 'P1')).toBe(before - k.premium); // the contract itself counts for nothing
    const g = atTurn1Orders();
    const A = companyOf(g, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(g, { companies: { [A]: floated({ price: 60, floatedTurn: 1, ipoShares: 0, omShares: 6, holdings: { P1: 4 } }) } });
    act(g, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: A, quantity: 2 });
    fastForward(g, 1, 'OPEN_PENDING_SHORTS');
    const p2 = pl(g, 'P2');
    expect(netWorth(g, 'P2')).toBe(p2.cash + p2.margin - 2 * 60);
    expect(netWorth(g, 'P1')).toBe(pl(g, 'P1').cash + 4 * 60);
  });
});
