/**
 * Every reason code of rules spec §13: the generic codes, every per-action code and every resolution outcome.
 * Each refusal is checked with `expectRefused`: the exact code from both `apply` and `applyInPlace`, and the
 * state unchanged byte for byte (JSON before = JSON after).
 */
import { describe, expect, it } from 'vitest';
import { PRICE_GRID } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameState, Input, LimitOrder } from '../../../src-shared/games/sectors/types.ts';
import {
  act, atTurn1Orders, co, companyTurn, events, expectRefused, floated, newGame, pl, toCompanyVote, until,
} from '../../helpers/sectors.ts';

const bankrupt = { status: 'BANKRUPT' as const, ipoShares: 0, omShares: 0, retired: 10, holdings: {}, treasury: 0 };

/** Turn 1 orders: D floated at 60 (P1 holds 4), H INACTIVE, M BANKRUPT; priority P1 > P2 > P3 (STATIC). */
function stock(config = {}) {
  const s = atTurn1Orders(3, { priorityMode: 'STATIC', ...config });
  const [D, H, M] = s.companies.map((c) => c.id);
  applyOverrides(s, { priority: ['P1', 'P2', 'P3'], companies: { [D]: floated({ price: 60, floatedTurn: 1, ipoShares: 2, omShares: 4, holdings: { P1: 4 } }), [M]: bankrupt } });
  return { s, D, H, M };
}
const market = (player: string, companyId: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'PLACE_MARKET_ORDER', player, companyId, location: 'OPEN_MARKET', side: 'BUY', quantity: 1, ...extra }) as Input;

describe('§13 generic codes', () => {
  it('GAME_NOT_RUNNING: any input once the game has ended', () => {
    const s = atTurn1Orders(2, { maxTurns: 8 });
    fastForward(s, 8, 'END_TURN');
    expect(s.status).toBe('ENDED');
    expectRefused(s, { type: 'READY', player: 'P1' }, 'GAME_NOT_RUNNING');
    expectRefused(s, { type: 'TIMEOUT', phaseSerial: s.phaseSerial }, 'GAME_NOT_RUNNING');
  });

  it('NOT_SEATED: the sender is not a seated player', () => {
    const s = newGame();
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P9', points: 3 }, 'NOT_SEATED');
    expectRefused(s, { type: 'READY', player: 'P4' }, 'NOT_SEATED');
    expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'nobody', companyId: 'X', quantity: 1 }, 'NOT_SEATED'); // before the phase check
  });

  it('NOT_YOUR_PHASE: wrong phase, a late input after the phase changed, a vote in an insolvency round, a contribution in a normal vote', () => {
    const s = newGame();
    expectRefused(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 }, 'NOT_YOUR_PHASE');
    expectRefused(s, { type: 'COVER_SHORT', player: 'P1', shortId: 1 }, 'NOT_YOUR_PHASE');
    endPhaseByReady(s);
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 3 }, 'NOT_YOUR_PHASE'); // late
    const { s: g, D, H } = stock();
    applyOverrides(g, { companies: { [H]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 4, holdings: { P2: 6 } }) } });
    toCompanyVote(g, H);
    expect(g.companyRound!.mode).toBe('INSOLVENCY');
    expectRefused(g, { type: 'VOTE_COMPANY_ACTIONS', player: 'P2', actions: ['VETO'] }, 'NOT_YOUR_PHASE');
    toCompanyVote(g, D);
    expect(g.companyRound!.mode).toBe('VOTE');
    expectRefused(g, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 5 }, 'NOT_YOUR_PHASE');
    expectRefused(g, { type: 'CONTRIBUTE_SHARES', player: 'P1', quantity: 1 }, 'NOT_YOUR_PHASE');
  });

  it('MALFORMED_INPUT: missing fields, wrong types, unknown enum values, unknown input types', () => {
    const s = newGame();
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1' }, 'MALFORMED_INPUT');
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: '5' }, 'MALFORMED_INPUT');
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 5, extra: true }, 'MALFORMED_INPUT');
    expectRefused(s, { type: 'BUY_EVERYTHING', player: 'P1' }, 'MALFORMED_INPUT');
    expectRefused(s, 'READY' as unknown as Input, 'MALFORMED_INPUT');
    expectRefused(s, { type: 'TIMEOUT' }, 'MALFORMED_INPUT');
    const { s: g, D } = stock();
    expectRefused(g, market('P1', D, { side: 'HOLD' }), 'MALFORMED_INPUT');
    expectRefused(g, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY' }, 'MALFORMED_INPUT');
    toCompanyVote(g, D);
    expectRefused(g, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['FLY_TO_THE_MOON'] }, 'MALFORMED_INPUT');
  });
});

describe('§13 influence, headlines, tranches', () => {
  it('BID_OUT_OF_RANGE: not an integer in 0..influencePoints', () => {
    const s = newGame(3, { influencePoints: 40 });
    for (const points of [-1, 41, 2.5]) expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points }, 'BID_OUT_OF_RANGE');
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 40 });
  });

  function headlines() {
    const s = atTurn1Orders();
    fastForward(s, 2, 'START_TURN');
    return s;
  }

  it('HEADLINE_NOT_FOR_SALE: the headline is not in a slot', () => {
    const s = headlines();
    expectRefused(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: 99 }, 'HEADLINE_NOT_FOR_SALE');
  });

  it('INSUFFICIENT_CASH (BACK_HEADLINE): cash < floor(cost / backers after joining)', () => {
    const s = headlines();
    applyOverrides(s, { players: { P1: { cash: 29 } } });
    expectRefused(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: s.headlines[0]!.id }, 'INSUFFICIENT_CASH');
  });

  it('NOT_BACKING: WITHDRAW_HEADLINE while backing nothing', () => {
    expectRefused(headlines(), { type: 'WITHDRAW_HEADLINE', player: 'P2' }, 'NOT_BACKING');
  });

  function tranches() {
    const { s, D, H, M } = stock({ priorityMode: 'STATIC' });
    fastForward(s, 3, 'TRANCHE_VOTE');
    return { s, D, H, M };
  }

  it('TRANCHE_NOT_FOUND: unknown package', () => {
    const { s } = tranches();
    expectRefused(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 9 }, 'TRANCHE_NOT_FOUND');
    act(s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: null });
  });

  function allocating() {
    const t = tranches();
    act(t.s, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 1 });
    until(t.s, 'TRANCHE_DISTRIBUTE');
    const pkg = t.s.tranches[0];
    const base = { type: 'ALLOCATE_TRANCHE', player: 'P1', packageId: 1, cash: [] } as const;
    return { ...t, pkg, base };
  }

  it('NOT_TRANCHE_WINNER: the sender did not win that package', () => {
    const { s, base } = allocating();
    expectRefused(s, { ...base, packageId: 2 }, 'NOT_TRANCHE_WINNER');
    expectRefused(s, { ...base, player: 'P2' }, 'NOT_TRANCHE_WINNER');
  });

  it('ALLOCATION_EXCEEDS_PACKAGE: a negative amount, or amounts summing to more than the package cash', () => {
    const { s, base, pkg } = allocating();
    expectRefused(s, { ...base, cash: [{ player: 'P2', amount: -1 }] }, 'ALLOCATION_EXCEEDS_PACKAGE');
    expectRefused(s, { ...base, cash: [{ player: 'P2', amount: pkg.cash }, { player: 'P3', amount: 1 }] }, 'ALLOCATION_EXCEEDS_PACKAGE');
    act(s, { ...base, cash: [{ player: 'P2', amount: pkg.cash }] });
  });

  it('INVALID_RECIPIENT: unknown player, unknown or bankrupt company, prestige for a package without prestige', () => {
    const { s, base, M } = allocating();
    expectRefused(s, { ...base, cash: [{ player: 'P7', amount: 1 }] }, 'INVALID_RECIPIENT');
    expectRefused(s, { ...base, prestigeCompanyId: 'NOPE' }, 'INVALID_RECIPIENT');
    expectRefused(s, { ...base, prestigeCompanyId: M }, 'INVALID_RECIPIENT');
    expectRefused(s, { ...base, passiveCompanyId: M }, 'INVALID_RECIPIENT');
    // a package without a prestige token (packages 3..k): 5 seats give 4 packages
    const g = atTurn1Orders(5, { priorityMode: 'STATIC' });
    fastForward(g, 3, 'TRANCHE_VOTE');
    act(g, { type: 'VOTE_TRANCHE', player: 'P1', packageId: 3 });
    until(g, 'TRANCHE_DISTRIBUTE');
    expect(g.tranches[2].prestige).toBe(false);
    expectRefused(g, { type: 'ALLOCATE_TRANCHE', player: 'P1', packageId: 3, cash: [], prestigeCompanyId: g.companies[0].id }, 'INVALID_RECIPIENT');
  });

  it('PASSIVE_SECTOR_MISMATCH: the passive target is not in the package sector', () => {
    const { s, base, pkg } = allocating();
    const other = s.companies.find((c) => c.sector !== pkg.sector && c.status !== 'BANKRUPT')!;
    expectRefused(s, { ...base, passiveCompanyId: other.id }, 'PASSIVE_SECTOR_MISMATCH');
  });
});

describe('§13 stock orders (all four PLACE_* actions)', () => {
  it('ALREADY_ORDERED_THIS_SUBROUND: for every order type', () => {
    const { s, D } = stock();
    act(s, market('P1', D));
    expectRefused(s, market('P1', D), 'ALREADY_ORDERED_THIS_SUBROUND');
    expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 }, 'ALREADY_ORDERED_THIS_SUBROUND');
    expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: D, quantity: 1 }, 'ALREADY_ORDERED_THIS_SUBROUND');
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1 }, 'ALREADY_ORDERED_THIS_SUBROUND');
  });

  it('ORDER_TYPE_DISABLED: limit, short and option orders switched off', () => {
    const { s, D } = stock({ limitOrdersEnabled: false, shortOrdersEnabled: false, optionOrdersEnabled: false });
    expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 }, 'ORDER_TYPE_DISABLED');
    expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: D, quantity: 1 }, 'ORDER_TYPE_DISABLED');
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1 }, 'ORDER_TYPE_DISABLED');
    expect([pl(s, 'P1').limitActions, pl(s, 'P1').shortActions]).toEqual([0, 0]);
  });

  it('COMPANY_NOT_FOUND / COMPANY_BANKRUPT: market, limit and short orders', () => {
    const { s, M } = stock();
    for (const companyId of ['NOPE', M]) {
      const code = companyId === M ? 'COMPANY_BANKRUPT' : 'COMPANY_NOT_FOUND';
      expectRefused(s, market('P1', companyId), code);
      expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId, side: 'BUY', quantity: 1, value: 50 }, code);
      expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId, quantity: 1 }, code);
    }
  });

  it('INVALID_LOCATION: SELL to the IPO, or a location other than IPO / OPEN_MARKET', () => {
    const { s, D } = stock();
    expectRefused(s, market('P1', D, { location: 'IPO', side: 'SELL' }), 'INVALID_LOCATION');
    expectRefused(s, market('P1', D, { location: 'DERIVATIVES' }), 'INVALID_LOCATION');
  });

  it('COMPANY_NOT_FLOATED: OPEN_MARKET market orders, limit and short orders on an INACTIVE company', () => {
    const { s, H } = stock();
    expectRefused(s, market('P1', H), 'COMPANY_NOT_FLOATED');
    expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: H, side: 'BUY', quantity: 1, value: 50 }, 'COMPANY_NOT_FLOATED');
    expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: H, quantity: 1 }, 'COMPANY_NOT_FLOATED');
    act(s, market('P1', H, { location: 'IPO' })); // the IPO is open
  });

  it('INVALID_QUANTITY: market and limit quantities must be integers in 1..outstanding', () => {
    const { s, D } = stock();
    for (const quantity of [0, 11, 1.5]) {
      expectRefused(s, market('P1', D, { quantity }), 'INVALID_QUANTITY');
      expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'SELL', quantity, value: 50 }, 'INVALID_QUANTITY');
    }
  });

  it('BID_REQUIRED / BID_NOT_ALLOWED / BID_TOO_LOW: market orders', () => {
    const { s: p, D } = stock();
    expectRefused(p, market('P1', D, { bid: 60 }), 'BID_NOT_ALLOWED'); // under PRIORITY
    const { s, D: d } = stock({ distributionStrategy: 'BID_PRIORITY' });
    expectRefused(s, market('P1', d), 'BID_REQUIRED');
    expectRefused(s, market('P1', d, { side: 'SELL', bid: 60 }), 'BID_NOT_ALLOWED');
    expectRefused(s, market('P1', d, { bid: 59 }), 'BID_TOO_LOW'); // below the current price
    expectRefused(s, market('P1', d, { location: 'IPO', bid: co(s, d).ipoPrice - 1 }), 'BID_TOO_LOW'); // below the IPO price
    act(s, market('P1', d, { bid: 60 }));
  });

  it('LIMIT_VALUE_OUT_OF_RANGE and NO_LIMIT_ACTIONS', () => {
    const { s, D } = stock();
    const limit = (player: string, value: number) => ({ type: 'PLACE_LIMIT_ORDER', player, companyId: D, side: 'BUY', quantity: 1, value }) as Input;
    expectRefused(s, limit('P1', 2), 'LIMIT_VALUE_OUT_OF_RANGE');
    expectRefused(s, limit('P1', 601), 'LIMIT_VALUE_OUT_OF_RANGE');
    applyOverrides(s, { players: { P2: { limitActions: 0 } } });
    expectRefused(s, limit('P2', 50), 'NO_LIMIT_ACTIONS');
  });

  it('SHORT_QUANTITY_OUT_OF_RANGE and NO_SHORT_ACTIONS', () => {
    const { s, D } = stock();
    for (const quantity of [0, 4, 1.5]) expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: D, quantity }, 'SHORT_QUANTITY_OUT_OF_RANGE');
    applyOverrides(s, { players: { P2: { shortActions: 0 } } });
    expectRefused(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 }, 'NO_SHORT_ACTIONS');
  });
});

describe('§13 option orders and exercise', () => {
  /** Turn 2 orders with three FOR_SALE contracts on D. */
  function options(config = {}) {
    const { s, D, H, M } = stock(config);
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    expect(s.contracts.map((k) => k.state)).toEqual(['FOR_SALE', 'FOR_SALE', 'FOR_SALE']);
    return { s, D, H, M };
  }

  it('CONTRACT_NOT_FOR_SALE: unknown contract or not FOR_SALE — checked before the company checks', () => {
    const { s, M } = options();
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 99 }, 'CONTRACT_NOT_FOR_SALE');
    const crafted = JSON.parse(JSON.stringify(s)) as GameState;
    Object.assign(crafted.contracts[0], { state: 'DISCARDED', company: M });
    expectRefused(crafted, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: crafted.contracts[0].id }, 'CONTRACT_NOT_FOR_SALE');
  });

  it('COMPANY_BANKRUPT / COMPANY_NOT_FOUND for options: the contract company (defensive: bankruptcy discards FOR_SALE contracts)', () => {
    const { s, M } = options();
    const crafted = JSON.parse(JSON.stringify(s)) as GameState;
    crafted.contracts[0].company = M;
    crafted.contracts[1].company = 'NOPE';
    expectRefused(crafted, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: crafted.contracts[0].id }, 'COMPANY_BANKRUPT');
    expectRefused(crafted, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: crafted.contracts[1].id }, 'COMPANY_NOT_FOUND');
  });

  it('DUPLICATE_OPTION_ORDER: the player already has a PENDING order on that contract', () => {
    const { s } = options();
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1 });
    until(s, 'PLACE_STOCK_ORDERS');
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1 }, 'DUPLICATE_OPTION_ORDER');
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 2 });
  });

  it('BID_REQUIRED / BID_NOT_ALLOWED / BID_TOO_LOW: option orders, against the premium', () => {
    const { s: p } = options();
    expectRefused(p, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1, bid: 500 }, 'BID_NOT_ALLOWED');
    const { s } = options({ distributionStrategy: 'BID_PRIORITY' });
    const k = s.contracts[0];
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id }, 'BID_REQUIRED');
    expectRefused(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id, bid: k.premium - 1 }, 'BID_TOO_LOW');
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: k.id, bid: k.premium });
  });

  /** P1 owns the lower-strike contract `low` (in the money) and `high` (out of the money); P2 owns `other`. */
  function exercising() {
    const { s, D } = options();
    const sorted = [...s.contracts].sort((a, b) => a.strike - b.strike);
    const [low, high] = [sorted[0], sorted[2]];
    expect(low.strike).toBeLessThan(high.strike); // seed 1 writes contracts of different terms
    const other = sorted[1];
    applyOverrides(s, { players: { P1: { cash: 3000 }, P2: { cash: 3000 } } });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: low.id });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: other.id });
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: high.id });
    applyOverrides(s, { companies: { [D]: { price: PRICE_GRID.find((p) => p >= low.strike)! } } });
    expect(PRICE_GRID[co(s, D).priceIndex]).toBeLessThan(high.strike);
    fastForward(s, 2, 'EXERCISE_OPTIONS');
    return { s, D, low, high, other };
  }

  it('CONTRACT_NOT_FOUND / NOT_CONTRACT_OWNER / OPTION_OUT_OF_THE_MONEY', () => {
    const { s, high, other } = exercising();
    expectRefused(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: 99 }, 'CONTRACT_NOT_FOUND');
    expectRefused(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: other.id }, 'NOT_CONTRACT_OWNER');
    expectRefused(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: high.id }, 'OPTION_OUT_OF_THE_MONEY');
  });

  it('CONTRACT_NOT_PURCHASED: the contract is no longer PURCHASED (here: exercised in an earlier turn)', () => {
    const { s, D, low, high } = exercising();
    act(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: low.id });
    endPhaseByReady(s);
    expect(s.contracts.find((k) => k.id === low.id)!.state).toBe('EXERCISED');
    fastForward(s, 3, 'PLACE_STOCK_ORDERS');
    applyOverrides(s, { companies: { [D]: { price: PRICE_GRID.find((p) => p >= high.strike)! } } });
    fastForward(s, 3, 'EXERCISE_OPTIONS');
    expectRefused(s, { type: 'EXERCISE_OPTION', player: 'P1', contractId: low.id }, 'CONTRACT_NOT_PURCHASED');
  });
});

describe('§13 cancel and cover', () => {
  it('ORDER_NOT_FOUND / NOT_ORDER_OWNER / ORDER_NOT_CANCELLABLE (CANCEL_LIMIT_ORDER)', () => {
    const { s, D } = stock();
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 50 });
    act(s, market('P2', D));
    const limit = s.orders[0].id;
    const marketOrder = s.orders[1].id;
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: 99 }, 'ORDER_NOT_FOUND');
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P2', orderId: marketOrder }, 'ORDER_NOT_FOUND'); // not a limit order
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P2', orderId: limit }, 'NOT_ORDER_OWNER');
    act(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: limit });
    expectRefused(s, { type: 'CANCEL_LIMIT_ORDER', player: 'P1', orderId: limit }, 'ORDER_NOT_CANCELLABLE');
  });

  function covering() {
    const { s, D } = stock();
    applyOverrides(s, { companies: { [D]: { omShares: 4 } } });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 1 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P3', companyId: D, quantity: 3 });
    fastForward(s, 2, 'COVER_SHORTS');
    const [a, b] = s.orders.filter((o) => o.type === 'SHORT');
    return { s, D, a, b };
  }

  it('ORDER_NOT_FOUND / NOT_ORDER_OWNER / SHORT_NOT_OPEN (COVER_SHORT)', () => {
    const { s, a, b } = covering();
    expectRefused(s, { type: 'COVER_SHORT', player: 'P2', shortId: 99 }, 'ORDER_NOT_FOUND');
    expectRefused(s, { type: 'COVER_SHORT', player: 'P2', shortId: b.id }, 'NOT_ORDER_OWNER');
    act(s, { type: 'COVER_SHORT', player: 'P2', shortId: a.id });
    expectRefused(s, { type: 'COVER_SHORT', player: 'P2', shortId: a.id }, 'SHORT_NOT_OPEN');
  });

  it('INSUFFICIENT_CASH (COVER_SHORT): cash + margin < quantity × current price', () => {
    const { s, D, b } = covering();
    const cost = 3 * PRICE_GRID[co(s, D).priceIndex];
    applyOverrides(s, { players: { P3: { cash: cost - pl(s, 'P3').margin - 1 } } });
    expectRefused(s, { type: 'COVER_SHORT', player: 'P3', shortId: b.id }, 'INSUFFICIENT_CASH');
  });
});

describe('§13 votes and contributions', () => {
  function revenue() {
    const { s, D, H } = stock();
    applyOverrides(s, {
      companies: { [D]: { unitPrice: 50, permDemand: 2, floatedTurn: 0 } },
      sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } },
    });
    fastForward(s, 1, 'REVENUE_VOTE');
    return { s, D, H };
  }

  it('COMPANY_NOT_VOTING / NOT_A_SHAREHOLDER / INVALID_CHOICE (VOTE_REVENUE)', () => {
    const { s, D, H } = revenue();
    expectRefused(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: H, choice: 'FULL' }, 'COMPANY_NOT_VOTING');
    expectRefused(s, { type: 'VOTE_REVENUE', player: 'P2', companyId: D, choice: 'FULL' }, 'NOT_A_SHAREHOLDER');
    expectRefused(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'DOUBLE' }, 'INVALID_CHOICE');
  });

  function vote(patch: Parameters<typeof floated>[0] = {}, sectors?: Parameters<typeof atTurn1Orders>[1]) {
    const s = atTurn1Orders(3, sectors);
    const X = s.companies[0].id;
    applyOverrides(s, { companies: { [X]: floated({ unitPrice: 40, treasury: 1000, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 }, ...patch }) } });
    toCompanyVote(s, X);
    const v = (actions: string[], player = 'P1') => ({ type: 'VOTE_COMPANY_ACTIONS', player, actions }) as Input;
    return { s, X, v };
  }

  it('NOT_A_SHAREHOLDER / TOO_MANY_ACTIONS / DUPLICATE_ACTION (VOTE_COMPANY_ACTIONS)', () => {
    const { s, v } = vote();
    expectRefused(s, v(['VETO'], 'P2'), 'NOT_A_SHAREHOLDER');
    expectRefused(s, v([]), 'TOO_MANY_ACTIONS');
    expectRefused(s, v(['LOBBY', 'RESEARCH']), 'TOO_MANY_ACTIONS'); // N = 1
    const { s: e, v: ev } = vote({ tier: 'ESTABLISHED' });
    expectRefused(e, ev(['LOBBY', 'LOBBY']), 'DUPLICATE_ACTION');
  });

  it('ACTION_UNAVAILABLE: sector, tier, loan taken, passive missing, no OM share / 1 outstanding, unit price ≤ 10', () => {
    const cases: [Parameters<typeof floated>[0], string][] = [
      [{}, 'VISIONARY'], // not a TECHNOLOGY company
      [{}, 'EXTRACT'], // passive missing
      [{ tier: 'TITAN' }, 'EXPANSION'],
      [{ tier: 'INCUBATOR' }, 'DOWNSIZE'],
      [{ hasLoan: true }, 'LOAN'],
      [{ ipoShares: 4, omShares: 0 }, 'SHARE_BUYBACK'],
      [{ unitPrice: 10 }, 'DECREASE_PRICE'],
    ];
    for (const [patch, action] of cases) {
      const { s, v } = vote(patch);
      expectRefused(s, v([action]), 'ACTION_UNAVAILABLE');
    }
    // "only 1 share outstanding" needs that share in the OM, where nobody can vote for the company: it can
    // only show in the offered list
    const { s } = vote({ tier: 'ESTABLISHED' });
    expect(s.companyRound!.offered).not.toContain('SHARE_BUYBACK');
  });

  it('ACTION_UNAFFORDABLE: treasury or prestige below the cost at phase start', () => {
    const { s, v } = vote({ treasury: 250 });
    expectRefused(s, v(['LARGE_MARKETING']), 'ACTION_UNAFFORDABLE');
    const { s: p, v: pv } = vote({ prestige: 2 });
    expectRefused(p, pv(['PRICE_FREEZE']), 'ACTION_UNAFFORDABLE'); // DEFENSIVE sector action, 3 prestige
  });

  function insolvency() {
    const s = atTurn1Orders();
    const X = s.companies[0].id;
    applyOverrides(s, { companies: { [X]: floated({ status: 'INSOLVENT', treasury: 0, floatedTurn: 1, ipoShares: 0, omShares: 4, holdings: { P1: 3, P2: 3 } }) } });
    toCompanyVote(s, X);
    expect(s.companyRound!.mode).toBe('INSOLVENCY');
    return { s, X };
  }

  it('NOT_A_SHAREHOLDER / INVALID_AMOUNT / INSUFFICIENT_CASH (CONTRIBUTE_CASH)', () => {
    const { s } = insolvency();
    expectRefused(s, { type: 'CONTRIBUTE_CASH', player: 'P3', amount: 10 }, 'NOT_A_SHAREHOLDER');
    expectRefused(s, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: 0 }, 'INVALID_AMOUNT');
    expectRefused(s, { type: 'CONTRIBUTE_CASH', player: 'P1', amount: pl(s, 'P1').cash + 1 }, 'INSUFFICIENT_CASH');
  });

  it('NOT_A_SHAREHOLDER / INVALID_QUANTITY / INSUFFICIENT_SHARES_HELD (CONTRIBUTE_SHARES)', () => {
    const { s } = insolvency();
    expectRefused(s, { type: 'CONTRIBUTE_SHARES', player: 'P3', quantity: 1 }, 'NOT_A_SHAREHOLDER');
    expectRefused(s, { type: 'CONTRIBUTE_SHARES', player: 'P1', quantity: 0 }, 'INVALID_QUANTITY');
    expectRefused(s, { type: 'CONTRIBUTE_SHARES', player: 'P1', quantity: 4 }, 'INSUFFICIENT_SHARES_HELD');
  });
});

describe('§13 check order', () => {
  it('the first failing check in the listed order is reported', () => {
    const { s, H } = stock({ limitOrdersEnabled: false });
    // generic before per-action: an unseated sender in the wrong phase → NOT_SEATED; wrong phase beats malformed
    expectRefused(s, { type: 'VOTE_REVENUE', player: 'P9', companyId: H, choice: 'X' }, 'NOT_SEATED');
    expectRefused(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: 7 }, 'NOT_YOUR_PHASE');
    // disabled type before the company check; bankrupt/unknown company before location and quantity
    expectRefused(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: 'NOPE', side: 'BUY', quantity: 0, value: 1 }, 'ORDER_TYPE_DISABLED');
    expectRefused(s, market('P1', 'NOPE', { location: 'NOWHERE', quantity: 0 }), 'COMPANY_NOT_FOUND');
    expectRefused(s, market('P1', H, { quantity: 0 }), 'COMPANY_NOT_FLOATED');
  });
});

describe('§13 resolution outcomes (recorded on orders and skipped actions)', () => {
  const last = (s: GameState, player: string) => s.orders.filter((o) => o.player === player).at(-1)!;

  it('INSUFFICIENT_CASH: market buy, short opening (margin), option purchase, limit buy', () => {
    const { s, D } = stock();
    applyOverrides(s, { players: { P2: { cash: 59 }, P3: { cash: 29 } } });
    act(s, market('P2', D)); // 60 > 59
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P3', companyId: D, quantity: 1 }); // margin 30 > 29
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 1, value: 65 });
    until(s, 'PLACE_STOCK_ORDERS');
    fastForward(s, 1, 'OPEN_PENDING_SHORTS');
    expect([last(s, 'P2').reason, last(s, 'P3').reason]).toEqual(['INSUFFICIENT_CASH', 'INSUFFICIENT_CASH']);
    expect(last(s, 'P2').status).toBe('REJECTED');
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    const k = s.contracts[0];
    applyOverrides(s, { players: { P2: { cash: k.premium - 1 }, P1: { cash: 64 }, P3: { cash: 500 } } });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: k.id });
    act(s, market('P3', D, { quantity: 2 })); // up one step: the P1 BUY limit at 65 triggers
    until(s, 'RESOLVE_MARKET_ORDERS');
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect(last(s, 'P2')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_CASH' });
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    expect(s.orders.find((o) => o.type === 'LIMIT')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_CASH' });
  });

  it('INSUFFICIENT_SHARES_HELD: market sell (limit sell: see D-07)', () => {
    const { s, D } = stock();
    act(s, market('P2', D, { side: 'SELL' }));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(last(s, 'P2')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_HELD' });
  });

  it('INSUFFICIENT_SHARES_AVAILABLE: IPO buy, OM buy, limit buy', () => {
    const { s, D } = stock();
    act(s, market('P2', D, { location: 'IPO', quantity: 3 })); // IPO holds 2
    act(s, market('P3', D, { quantity: 5 })); // OM holds 4
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: D, side: 'BUY', quantity: 2, value: 55 });
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect([last(s, 'P2').reason, last(s, 'P3').reason]).toEqual(['INSUFFICIENT_SHARES_AVAILABLE', 'INSUFFICIENT_SHARES_AVAILABLE']);
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    applyOverrides(s, { players: { P3: { cash: 1000 } } });
    act(s, market('P1', D, { side: 'SELL', quantity: 2 })); // 60 → 51: a down move never triggers a BUY
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect((s.orders.find((o) => o.type === 'LIMIT') as LimitOrder).status).toBe('OPEN');
    endPhaseByReady(s);
    act(s, market('P3', D, { quantity: 6 })); // takes every OM share, 51 → 60 (3 steps): triggers the BUY at 55
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(co(s, D).omShares).toBe(0);
    fastForward(s, 3, 'RESOLVE_LIMIT_ORDERS');
    expect(s.orders.find((o) => o.type === 'LIMIT')).toMatchObject({ status: 'REJECTED', reason: 'INSUFFICIENT_SHARES_AVAILABLE' });
  });

  it('OWNERSHIP_CAP_EXCEEDED: IPO buy, OM buy, limit buy', () => {
    const { s, D } = stock();
    applyOverrides(s, { companies: { [D]: { ipoShares: 2, omShares: 3, holdings: { P1: 5 } } } }); // cap 6
    act(s, market('P1', D, { location: 'IPO', quantity: 2 }));
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P2', companyId: D, side: 'BUY', quantity: 1, value: 3 }); // keeps the round going
    until(s, 'PLACE_STOCK_ORDERS');
    act(s, market('P1', D, { quantity: 2 }));
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(s.orders.filter((o) => o.player === 'P1').map((o) => o.reason)).toEqual(['OWNERSHIP_CAP_EXCEEDED', 'OWNERSHIP_CAP_EXCEEDED']);
    const g = stock().s;
    const d = g.companies[0].id;
    applyOverrides(g, { companies: { [d]: { ipoShares: 1, omShares: 4, holdings: { P1: 5 } } } });
    act(g, { type: 'PLACE_LIMIT_ORDER', player: 'P1', companyId: d, side: 'BUY', quantity: 2, value: 65 });
    fastForward(g, 2, 'PLACE_STOCK_ORDERS');
    act(g, market('P2', d, { quantity: 2 })); // 60 → 65 triggers P1's BUY
    until(g, 'RESOLVE_MARKET_ORDERS');
    fastForward(g, 3, 'RESOLVE_LIMIT_ORDERS');
    expect(co(g, d).omShares).toBeGreaterThanOrEqual(2); // enough shares: the cap is what fails
    expect(g.orders[0]).toMatchObject({ status: 'REJECTED', reason: 'OWNERSHIP_CAP_EXCEEDED' });
  });

  it('NOT_ENOUGH_SHARES_TO_LEND: short opening', () => {
    const { s, D } = stock();
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: D, quantity: 3 });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P3', companyId: D, quantity: 2 });
    fastForward(s, 1, 'OPEN_PENDING_SHORTS');
    expect([last(s, 'P2').status, last(s, 'P3').reason]).toEqual(['OPEN', 'NOT_ENOUGH_SHARES_TO_LEND']);
  });

  it('CONTRACT_ALREADY_SOLD: option purchase', () => {
    const { s } = stock();
    fastForward(s, 2, 'PLACE_STOCK_ORDERS');
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P1', contractId: 1 });
    act(s, { type: 'PLACE_OPTION_ORDER', player: 'P2', contractId: 1 });
    fastForward(s, 2, 'OPEN_PENDING_OPTIONS');
    expect([last(s, 'P1').status, last(s, 'P2').reason]).toEqual(['OPEN', 'CONTRACT_ALREADY_SOLD']);
  });

  it('COMPANY_BANKRUPT: limit orders on a company that went bankrupt', () => {
    const { s, D } = stock();
    act(s, { type: 'PLACE_LIMIT_ORDER', player: 'P2', companyId: D, side: 'BUY', quantity: 1, value: 600 });
    fastForward(s, 1, 'STOCK_ROUND_RESULTS');
    applyOverrides(s, { companies: { [D]: { status: 'INSOLVENT', treasury: 0 } } });
    fastForward(s, 1, 'COMPANY_VOTE_RESULT');
    expect(co(s, D).status).toBe('BANKRUPT');
    expect(s.orders[0]).toMatchObject({ status: 'REJECTED', reason: 'COMPANY_BANKRUPT' });
  });

  function twoActions(patch: Parameters<typeof floated>[0], votes: string[], sectors?: Parameters<typeof atTurn1Orders>[1]) {
    const s = atTurn1Orders(3, sectors);
    const X = s.companies[0].id;
    applyOverrides(s, { companies: { [X]: floated({ tier: 'ESTABLISHED', unitPrice: 40, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 }, ...patch }) } });
    const ev = companyTurn(s, X, { P1: votes as never[] });
    return events(ev, 'COMPANY_ACTION_SKIPPED').map((e) => [e.action, e.reason]);
  }

  it('INSUFFICIENT_COMPANY_FUNDS: the first winner leaves too little for the second', () => {
    expect(twoActions({ treasury: 350 }, ['SMALL_MARKETING', 'EXPANSION'])).toEqual([['EXPANSION', 'INSUFFICIENT_COMPANY_FUNDS']]);
  });

  it('INSUFFICIENT_PRESTIGE: OUTSOURCE (prestige → 0) resolves before a sector action', () => {
    expect(twoActions({ treasury: 2000, prestige: 3 }, ['OUTSOURCE', 'PRICE_FREEZE'])).toEqual([['PRICE_FREEZE', 'INSUFFICIENT_PRESTIGE']]);
  });

  it('ACTION_UNAVAILABLE: EXPANSION to TITAN makes RAPID_EXPANSION unavailable', () => {
    const skipped = twoActions({ tier: 'CONGLOMERATE', treasury: 2000, prestige: 3 }, ['EXPANSION', 'RAPID_EXPANSION'], { sectors: ['INDUSTRIALS', 'HEALTHCARE', 'MATERIALS'] });
    expect(skipped).toEqual([['RAPID_EXPANSION', 'ACTION_UNAVAILABLE']]);
  });

  it('COMPANY_INSOLVENT: a winner that empties the treasury skips the remaining winners', () => {
    expect(twoActions({ treasury: 300 }, ['LARGE_MARKETING', 'INCREASE_PRICE'])).toEqual([['INCREASE_PRICE', 'COMPANY_INSOLVENT']]);
  });

  it('VETOED: every winner other than VETO when VETO won a slot', () => {
    expect(twoActions({ treasury: 1000 }, ['SMALL_MARKETING', 'VETO'])).toEqual([['SMALL_MARKETING', 'VETOED']]);
  });
});
