/**
 * The 30 phases and their skip conditions (rules spec §6.2, §6.3, D-29): each conditional phase is shown
 * entered when its condition holds and passed over (no PHASE_STARTED, no serial, no state change) when it
 * does not.
 */
import { describe, expect, it } from 'vitest';
import { PHASE_IDS, PRICE_GRID, type PhaseId } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameEvent, GameState } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, companyOf, events, floated, newGame, toCompanyVote, until } from '../../helpers/sectors.ts';

/** Phases entered (in order) while play goes from the current phase to `turn`'s `phase`. */
function entered(s: GameState, turn: number, phase: PhaseId): PhaseId[] {
  return phasesOf(fastForward(s, turn, phase));
}
const phasesOf = (ev: GameEvent[]) => events(ev, 'PHASE_STARTED').map((e) => e.phase as PhaseId);

/** Turn 1 stock round, priority P1 > P2 > P3, DEFENSIVE floated at 60 (P1 holds 4, OM 4). */
function base(config = {}) {
  const s = atTurn1Orders(3, { priorityMode: 'STATIC', ...config });
  const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
  applyOverrides(s, { priority: ['P1', 'P2', 'P3'], companies: { [D]: floated({ price: 60, floatedTurn: 1, ipoShares: 2, omShares: 4, holdings: { P1: 4 } }) } });
  return { s, D };
}

describe('the minimal and the full turn', () => {
  it('D-29: a turn where nothing happens enters only the unconditional phases', () => {
    const s = newGame();
    expect(phasesOf(endPhaseByReady(s))).toEqual(['INFLUENCE_BID_RESOLVE']);
    const all = phasesOf(until(s, 'END_TURN'));
    expect(all).toEqual(['PLACE_STOCK_ORDERS', 'STOCK_ROUND_RESULTS', 'STOCK_PRICE_ADJUSTMENT', 'END_TURN']);
    expect(phasesOf(until(s, 'END_TURN'))).toEqual(['START_TURN', 'PLACE_STOCK_ORDERS', 'STOCK_ROUND_RESULTS', 'STOCK_PRICE_ADJUSTMENT', 'END_TURN']);
  });

  it('D-29: every one of the 30 phases is entered in a suitably busy game', () => {
    const seen = new Set<PhaseId>(['INFLUENCE_BID']);
    const { s, D } = base();
    const record = (ev: GameEvent[]) => phasesOf(ev).forEach((p) => seen.add(p));
    record(fastForward(newGame(), 1, 'PLACE_STOCK_ORDERS'));
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P3', companyId: D, location: 'OPEN_MARKET', side: 'BUY', quantity: 1 });
    record(fastForward(s, 2, 'PLACE_STOCK_ORDERS'));
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P3', contractId: s.contracts[0].id });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: s.contracts[1].id }); // stays PURCHASED into turn 3
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'SELL', quantity: 2 }); // triggers the SELL limit
    applyOverrides(s, { players: { P2: { cash: 3000 }, P3: { cash: 3000 } }, sectors: { CONSUMER_DEFENSIVE: { consumers: 5 } }, companies: { [D]: { permDemand: 3 } } });
    record(until(s, 'OPEN_PENDING_OPTIONS'));
    applyOverrides(s, { companies: { [D]: { price: PRICE_GRID.find((p) => p >= s.contracts[0].strike)! } } });
    record(until(s, 'EXERCISE_OPTIONS'));
    act(s, { type: 'EXERCISE_OPTION', player: 'P3', contractId: s.contracts[0].id });
    applyOverrides(s, { taxableIncome: { P1: 1 } });
    record(fastForward(s, 3, 'TRANCHE_VOTE'));
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    record(fastForward(s, 3, 'PLACE_STOCK_ORDERS'));
    applyOverrides(s, { companies: { [D]: { status: 'INSOLVENT', treasury: 0 } } });
    record(fastForward(s, 3, 'END_TURN'));
    // DIVESTMENT and an actual COMPANY_ACTION_RESOLVE: a 20-seat game with an over-limit holder
    const g = atTurn1Orders(20);
    const A = companyOf(g, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(g, { companies: { [A]: floated({ floatedTurn: 1, ipoShares: 3, holdings: { P1: 7 } }) } });
    record(fastForward(g, 1, 'END_TURN'));
    expect(PHASE_IDS.filter((p) => !seen.has(p))).toEqual([]);
    expect(seen.size).toBe(30);
  });
});

describe('§6.3 skip conditions', () => {
  it('START_TURN: turn ≥ 2', () => {
    const s = newGame();
    expect(entered(s, 1, 'PLACE_STOCK_ORDERS')).not.toContain('START_TURN');
    expect(entered(s, 2, 'START_TURN')).toContain('START_TURN');
  });

  it('TRANCHE_VOTE, TRANCHE_VOTE_RESOLVE: turn mod 3 = 0', () => {
    const s = atTurn1Orders();
    expect(entered(s, 2, 'PLACE_STOCK_ORDERS')).not.toContain('TRANCHE_VOTE');
    const t3 = entered(s, 3, 'PLACE_STOCK_ORDERS');
    expect(t3).toEqual(expect.arrayContaining(['TRANCHE_VOTE', 'TRANCHE_VOTE_RESOLVE']));
    expect(entered(s, 4, 'PLACE_STOCK_ORDERS')).not.toContain('TRANCHE_VOTE');
    expect(entered(s, 6, 'PLACE_STOCK_ORDERS')).toContain('TRANCHE_VOTE');
  });

  it('TRANCHE_DISTRIBUTE, TRANCHE_DISTRIBUTE_RESOLVE: turn mod 3 = 0 and at least one package won', () => {
    const s = atTurn1Orders();
    fastForward(s, 3, 'TRANCHE_VOTE');
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(entered(s, 3, 'PLACE_STOCK_ORDERS')).not.toContain('TRANCHE_DISTRIBUTE');
    act(g, { type: 'VOTE_TRANCHE', player: 'P2', packageId: 2 });
    expect(entered(g, 3, 'PLACE_STOCK_ORDERS')).toEqual(['TRANCHE_VOTE_RESOLVE', 'TRANCHE_DISTRIBUTE', 'TRANCHE_DISTRIBUTE_RESOLVE', 'PLACE_STOCK_ORDERS']);
  });

  it('RESOLVE_LIMIT_ORDERS: at least one limit order awaits settlement', () => {
    const { s, D } = base();
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    expect(entered(s, 2, 'PLACE_STOCK_ORDERS')).not.toContain('RESOLVE_LIMIT_ORDERS'); // OPEN, not triggered
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'SELL', quantity: 2 });
    fastForward(s, 2, 'STOCK_ROUND_RESULTS');
    expect(s.orders[0].status).toBe('FILLED_PENDING_SETTLEMENT');
    expect(entered(s, 3, 'PLACE_STOCK_ORDERS')).toContain('RESOLVE_LIMIT_ORDERS');
  });

  it('PLACE_STOCK_ORDERS: always, once per sub-round while the loop runs; REVIEW_CONCEALED_ORDERS only after an order', () => {
    const { s, D } = base();
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(phasesOf(endPhaseByReady(g))).toEqual(['STOCK_ROUND_RESULTS']); // no order: no review, loop left
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    const ev = phasesOf([...endPhaseByReady(s), ...endPhaseByReady(s), ...endPhaseByReady(s)]);
    // a limit order only: review and reveal, but no RESOLVE_MARKET_ORDERS
    expect(ev).toEqual(['REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS', 'PLACE_STOCK_ORDERS']);
    expect(s.subRound).toBe(2);
  });

  it('REVEAL_ORDERS: orders concealed on and an order placed (skipped with concealment off)', () => {
    const { s, D } = base({ ordersConcealed: false });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P3', companyId: D, location: 'IPO', side: 'BUY', quantity: 1 });
    expect(phasesOf([...endPhaseByReady(s), ...endPhaseByReady(s)])).toEqual(['REVIEW_CONCEALED_ORDERS', 'RESOLVE_MARKET_ORDERS']);
  });

  it('RESOLVE_MARKET_ORDERS: at least one market order in this sub-round', () => {
    const { s, D } = base();
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P3', companyId: D, location: 'IPO', side: 'BUY', quantity: 1 });
    expect(phasesOf(until(s, 'RESOLVE_MARKET_ORDERS')).at(-1)).toBe('RESOLVE_MARKET_ORDERS');
  });

  it('CHARGE_SHORT_INTEREST, COVER_SHORTS: some short is OPEN; OPEN_PENDING_SHORTS: some short is PENDING', () => {
    const { s, D } = base();
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(entered(g, 1, 'STOCK_ROUND_RESULTS')).not.toContain('OPEN_PENDING_SHORTS');
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 });
    const t1 = entered(s, 1, 'STOCK_ROUND_RESULTS');
    expect(t1).toContain('OPEN_PENDING_SHORTS');
    expect(t1).not.toContain('CHARGE_SHORT_INTEREST'); // opened after phase 13
    const t2 = entered(s, 2, 'STOCK_ROUND_RESULTS');
    expect(t2).toEqual(expect.arrayContaining(['CHARGE_SHORT_INTEREST', 'COVER_SHORTS']));
    expect(t2).not.toContain('OPEN_PENDING_SHORTS');
  });

  it('EXPIRE_OPTIONS: some contract PURCHASED; OPEN_PENDING_OPTIONS: an option order PENDING; EXERCISE_OPTIONS: one in the money', () => {
    const { s } = base();
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const k = s.contracts[0];
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k.id });
    const t2 = entered(s, 2, 'STOCK_ROUND_RESULTS');
    expect(t2).toContain('OPEN_PENDING_OPTIONS');
    expect(t2).not.toContain('EXPIRE_OPTIONS'); // nothing was PURCHASED before phase 16
    expect(t2).not.toContain('EXERCISE_OPTIONS'); // price < strike
    fastForward(s, 3, 'PLACE_STOCK_ORDERS');
    applyOverrides(s, { companies: { [k.company]: { price: PRICE_GRID.find((p) => p >= k.strike)! } } });
    const t3 = entered(s, 3, 'STOCK_ROUND_RESULTS');
    expect(t3).toEqual(expect.arrayContaining(['EXPIRE_OPTIONS', 'EXERCISE_OPTIONS']));
    expect(t3).not.toContain('OPEN_PENDING_OPTIONS');
  });

  it('OPEN_PENDING_LIMITS: some limit order is PENDING', () => {
    const { s, D } = base();
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(entered(g, 1, 'STOCK_ROUND_RESULTS')).not.toContain('OPEN_PENDING_LIMITS');
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity: 1, value: 55 });
    expect(entered(s, 1, 'STOCK_ROUND_RESULTS')).toContain('OPEN_PENDING_LIMITS');
  });

  it('OR_PRODUCTION: at least one ACTIVE company (INSOLVENT ones do not count)', () => {
    const s = atTurn1Orders();
    expect(entered(s, 1, 'STOCK_PRICE_ADJUSTMENT')).not.toContain('OR_PRODUCTION');
    const { s: g, D } = base();
    const h = JSON.parse(JSON.stringify(g)) as GameState;
    expect(entered(g, 1, 'STOCK_PRICE_ADJUSTMENT')).toContain('OR_PRODUCTION');
    applyOverrides(h, { companies: { [D]: { status: 'INSOLVENT', treasury: 0 } } });
    expect(entered(h, 1, 'STOCK_PRICE_ADJUSTMENT')).not.toContain('OR_PRODUCTION');
  });

  it('REVENUE_VOTE, REVENUE_DISTRIBUTION: at least one company has revenue > 0', () => {
    const { s, D } = base();
    applyOverrides(s, { companies: { [D]: { floatedTurn: 0, permDemand: 3 } } });
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(entered(s, 1, 'STOCK_PRICE_ADJUSTMENT')).not.toContain('REVENUE_VOTE'); // no consumers: R = 0
    applyOverrides(g, { sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    expect(entered(g, 1, 'STOCK_PRICE_ADJUSTMENT')).toEqual(expect.arrayContaining(['REVENUE_VOTE', 'REVENUE_DISTRIBUTION']));
  });

  it('STOCK_ROUND_RESULTS, STOCK_PRICE_ADJUSTMENT, END_TURN: always', () => {
    const s = atTurn1Orders();
    expect(entered(s, 1, 'END_TURN')).toEqual(['STOCK_ROUND_RESULTS', 'STOCK_PRICE_ADJUSTMENT', 'END_TURN']);
  });

  it('COMPANY_VOTE, COMPANY_VOTE_RESULT: once per company of the run order; COMPANY_ACTION_RESOLVE: normal votes only', () => {
    const s = atTurn1Orders();
    const [D, H, M] = s.companies.map((c) => c.id);
    applyOverrides(s, {
      companies: {
        [D]: floated({ floatedTurn: 1, unitPrice: 40, ipoShares: 4, holdings: { P1: 6 } }),
        [H]: floated({ floatedTurn: 1, unitPrice: 50, status: 'INSOLVENT', treasury: 0, ipoShares: 4, holdings: { P2: 6 } }),
      },
    });
    const list = entered(s, 1, 'END_TURN').filter((p) => p.startsWith('COMPANY_'));
    // H (insolvency round: no action phase) first, then D (vote → result → actions); M (INACTIVE) never plays
    expect(list).toEqual(['COMPANY_VOTE', 'COMPANY_VOTE_RESULT', 'COMPANY_VOTE', 'COMPANY_VOTE_RESULT', 'COMPANY_ACTION_RESOLVE']);
    expect(s.runOrder).toEqual([H, D]);
    expect(s.runOrder).not.toContain(M);
    const g = atTurn1Orders();
    expect(entered(g, 1, 'END_TURN').filter((p) => p.startsWith('COMPANY_'))).toEqual([]); // empty run order
    const v = atTurn1Orders();
    applyOverrides(v, { companies: { [v.companies[0].id]: floated({ floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } });
    toCompanyVote(v, v.companies[0].id);
    expect(v.companyRound!.mode).toBe('VOTE');
  });

  it('CAPITAL_GAINS: some player has taxable income > 0', () => {
    const s = atTurn1Orders();
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    expect(entered(s, 1, 'END_TURN')).not.toContain('CAPITAL_GAINS');
    applyOverrides(g, { taxableIncome: { P2: 1 } });
    expect(entered(g, 1, 'END_TURN')).toContain('CAPITAL_GAINS');
  });

  it('DIVESTMENT: some player holds more certificates than the limit', () => {
    const s = atTurn1Orders(20);
    const A = s.companies[0].id;
    const g = JSON.parse(JSON.stringify(s)) as GameState;
    applyOverrides(s, { companies: { [A]: { ipoShares: 4, holdings: { P1: 6 } } } }); // exactly the limit
    expect(entered(s, 1, 'END_TURN')).not.toContain('DIVESTMENT');
    applyOverrides(g, { companies: { [A]: { ipoShares: 3, holdings: { P1: 7 } } } });
    expect(entered(g, 1, 'END_TURN')).toContain('DIVESTMENT');
  });

  it('a passed-over phase leaves no trace: no PHASE_STARTED, no serial number', () => {
    const s = atTurn1Orders();
    const serial = s.phaseSerial;
    const ev = endPhaseByReady(s); // PLACE_STOCK_ORDERS → (13 … 19 passed over) → STOCK_ROUND_RESULTS
    expect(phasesOf(ev)).toEqual(['STOCK_ROUND_RESULTS']);
    expect(s.phaseSerial).toBe(serial + 1);
  });
});
