/**
 * Setup, randomness, phases and general input decisions of rules spec §2: D-01 … D-03, D-26 (influence),
 * D-29, D-30, D-52 … D-54, D-57, D-63, with the worked example E-12 of §14.
 */
import { describe, expect, it } from 'vitest';
import { parseSeed, seedFromText, seedRng, shuffle } from '../../../src-shared/rng.ts';
import {
  ALLOWED, advance, apply, configProblems, create, DEFAULT_CONFIG, makeConfig, view,
} from '../../../src-shared/games/sectors/index.ts';
import {
  certificateLimit, COMPANY_TIER_DATA, PHASES, SECTOR_IDS, SECTORS, type SectorId,
} from '../../../src-shared/games/sectors/data.ts';
import { applyAll, applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { tableOptionsFrom } from '../../../src-shared/platform/table-options.ts';
import { windowDurationMs } from '../../../src-shared/platform/windows.ts';

/** The current phase's length at this config's pace, as the session times it. */
const phaseDurationMs = (s: GameState, _pace: number) => windowDurationMs(sectorsModule.windows(s)[0], tableOptionsFrom(s.config as unknown as Record<string, unknown>));
import type { GameState, Input } from '../../../src-shared/games/sectors/types.ts';
import { act, atTurn1Orders, co, companyOf, companyTurn, events, expectRefused, floated, newGame, pl, toCompanyVote, until } from '../../helpers/sectors.ts';

describe('D-01 rules-text numbers', () => {
  it('D-01: company tier table — operating cost, supply capacity, actions per OR, shortfall 100..700', () => {
    expect(COMPANY_TIER_DATA).toEqual({
      INCUBATOR: { operatingCost: 10, capacity: 2, actions: 1, shortfall: 100 },
      STARTUP: { operatingCost: 20, capacity: 3, actions: 1, shortfall: 200 },
      GROWTH: { operatingCost: 30, capacity: 4, actions: 1, shortfall: 300 },
      ESTABLISHED: { operatingCost: 50, capacity: 5, actions: 2, shortfall: 400 },
      ENTERPRISE: { operatingCost: 70, capacity: 6, actions: 2, shortfall: 500 },
      CONGLOMERATE: { operatingCost: 100, capacity: 8, actions: 2, shortfall: 600 },
      TITAN: { operatingCost: 150, capacity: 10, actions: 3, shortfall: 700 },
    });
  });

  it('D-01: action prices offered at the company vote are the rules-text costs', () => {
    const s = atTurn1Orders(3, { sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] });
    const X = companyOf(s, 'CONSUMER_CYCLICAL').id;
    applyOverrides(s, { companies: { [X]: floated({ tier: 'GROWTH', price: 70, treasury: 5000, prestige: 3, floatedTurn: 1, ipoShares: 2, omShares: 2, holdings: { P1: 6 } }) } });
    const open = events(toCompanyVote(s, X), 'COMPANY_VOTE_OPENED').at(-1)!;
    expect(open.prices).toEqual({
      LARGE_MARKETING: 300, SMALL_MARKETING: 100, RESEARCH: 200, EXPANSION: 300, DOWNSIZE: 50, SHARE_BUYBACK: 0,
      SHARE_ISSUE: 70, INCREASE_PRICE: 0, DECREASE_PRICE: 0, SPEND_PRESTIGE: 0, LOAN: 0, LOBBY: 150, OUTSOURCE: 200,
      VETO: 0, REBRAND: 400,
    });
  });

  it('D-01: a sector action costs $400 and 3 prestige (REBRAND: +1/+1 demand, unit price +40)', () => {
    const s = atTurn1Orders(3, { sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] });
    const X = companyOf(s, 'CONSUMER_CYCLICAL').id;
    applyOverrides(s, { companies: { [X]: floated({ unitPrice: 50, treasury: 1000, prestige: 4, floatedTurn: 1, ipoShares: 4, holdings: { P1: 6 } }) } });
    companyTurn(s, X, { P1: ['REBRAND'] });
    expect([co(s, X).treasury, co(s, X).prestige, co(s, X).unitPrice, co(s, X).tempDemand, co(s, X).permDemand]).toEqual([600, 1, 90, 1, 1]);
  });
});

describe('D-02 host options and setup', () => {
  it('D-02: defaults of §5.1', () => {
    expect(DEFAULT_CONFIG).toEqual({
      bankSize: 7500, startingCash: 300, consumerPool: 75, maxTurns: 8, influencePoints: 50, distributionStrategy: 'PRIORITY',
      maxSubRounds: 3, ordersConcealed: true, limitOrdersEnabled: true, shortOrdersEnabled: true, optionOrdersEnabled: true,
      ownershipCapEnabled: true, priorityMode: 'CATCH_UP', timerMode: 'TIMED', phaseTimeMultiplier: 1, reviewSeconds: 5, sectors: 'RANDOM',
    });
    expect(ALLOWED.bankSize).toEqual([7500, 10000, 12000, 15000, 20000]);
    expect(configProblems(makeConfig(21))).not.toEqual([]);
    expect(configProblems(makeConfig(2, { sectors: ['ENERGY', 'ENERGY', 'MATERIALS'] }))).not.toEqual([]);
    expect(configProblems(makeConfig(2, { influencePoints: 101 }))).not.toEqual([]);
  });

  it('D-02: three sectors drawn at random, or exactly the host-picked ones', () => {
    const drawn = create(makeConfig(4), 11).sectors.map((x) => x.id);
    expect(new Set(drawn).size).toBe(3);
    expect(drawn.every((id) => SECTOR_IDS.includes(id))).toBe(true);
    const picked = create(makeConfig(4, { sectors: ['ENERGY', 'TECHNOLOGY', 'MATERIALS'] }), 11);
    expect(picked.sectors.map((x) => x.id)).toEqual(['ENERGY', 'TECHNOLOGY', 'MATERIALS']);
    // sector priority = initial ranks renumbered: MATERIALS 3, ENERGY 4, TECHNOLOGY 7
    expect(picked.sectorPriority).toEqual(['MATERIALS', 'ENERGY', 'TECHNOLOGY']);
  });

  it('D-02: starting companies per player count (3, 4, 5, 6) split in draw order', () => {
    const perSector = (seats: number) => {
      const s = create(makeConfig(seats, { sectors: ['HEALTHCARE', 'ENERGY', 'MATERIALS'] }), 5);
      return ['HEALTHCARE', 'ENERGY', 'MATERIALS'].map((id) => s.companies.filter((c) => c.sector === id).length);
    };
    expect([2, 3, 4, 5, 6, 7, 20].map(perSector)).toEqual([[1, 1, 1], [1, 1, 1], [1, 1, 1], [2, 1, 1], [2, 2, 1], [2, 2, 2], [2, 2, 2]]);
  });

  it('D-02: each company: 10 shares in the IPO, treasury 10 × IPO price, IPO price on the sector grid, unit price in range, start tier', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = create(makeConfig(7), seed);
      for (const c of s.companies) {
        const data = SECTORS[c.sector];
        expect([c.issued, c.ipoShares, c.omShares, c.status, c.tier]).toEqual([10, 10, 0, 'INACTIVE', data.startTier]);
        expect(c.treasury).toBe(10 * c.ipoPrice);
        expect(data.ipoPrices).toContain(c.ipoPrice);
        expect(c.unitPrice).toBeGreaterThanOrEqual(data.unitMin);
        expect(c.unitPrice).toBeLessThanOrEqual(data.unitMax);
      }
    }
  });

  it('D-02: certificate limit 20 − floor((14 × (n − 2) + 9) / 18)', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(certificateLimit))
      .toEqual([20, 19, 18, 18, 17, 16, 15, 15, 14, 13, 12, 11, 11, 10, 9, 8, 8, 7, 6]);
  });

  it('D-02: the 60 % ownership cap applies when on (OWNERSHIP_CAP_EXCEEDED) and not when off', () => {
    const run = (ownershipCapEnabled: boolean) => {
      const s = atTurn1Orders(3, { ownershipCapEnabled });
      const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
      applyOverrides(s, { players: { P1: { cash: 2000 } } });
      act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 7 });
      until(s, 'RESOLVE_MARKET_ORDERS');
      return s.orders[0];
    };
    expect(run(true)).toMatchObject({ status: 'REJECTED', reason: 'OWNERSHIP_CAP_EXCEEDED' });
    expect(run(false).status).toBe('FILLED');
  });
});

describe('D-03 determinism', () => {
  const script = (s: GameState): Input[] => {
    const D = s.companies[0].id;
    return [
      { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 10 },
      { type: 'SUBMIT_INFLUENCE_BID', player: 'P2', points: 10 },
      { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }, { type: 'READY', player: 'P3' },
      { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 3 },
    ];
  };

  it('D-03: a game is a pure function of (config, seed, inputs): replaying gives the same state byte for byte', () => {
    const play = () => {
      const s = create(makeConfig(3, { reviewSeconds: 0 }), 424242);
      const { rejections } = applyAll(s, script(s));
      expect(rejections).toEqual([]);
      fastForward(s, 3, 'PLACE_STOCK_ORDERS');
      return JSON.stringify(s);
    };
    expect(play()).toBe(play());
  });

  it('D-03: the generator state lives in the game state, and another seed gives another game', () => {
    const a = create(makeConfig(3), 1);
    const b = create(makeConfig(3), 2);
    expect(Object.keys(a.rng)).toEqual(['a', 'b', 'c', 'd']);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it('D-03: apply never changes the state it is given', () => {
    const s = newGame();
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 7 });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('D-26 influence bid (E-12)', () => {
  it('D-26: priority by bid descending, ties by the PRNG (R-07), refunds influencePoints − bid from the bank (E-12)', () => {
    const s = newGame(4);
    const rng = { ...s.rng };
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 20 });
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P2', points: 35 });
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P3', points: 20 });
    const ev = endPhaseByReady(s);
    const tie = shuffle(rng, ['P1', 'P3']);
    expect(s.priority).toEqual(['P2', ...tie, 'P4']);
    expect(['P1', 'P2', 'P3', 'P4'].map((p) => pl(s, p).cash - 300)).toEqual([30, 15, 30, 50]);
    expect(s.bank).toBe(7500 - 125);
    expect(s.turnState.taxableIncome).toEqual({});
    expect(events(ev, 'INFLUENCE_BIDS_REVEALED')[0].bids).toEqual({ P1: 20, P2: 35, P3: 20, P4: 0 });
  });
});

describe('D-29 phases', () => {
  it('D-29: 30 phases with stable IDs, kinds and default seconds (§6.1)', () => {
    expect(PHASES.map((p) => `${p.id}:${p.kind}:${p.kind === 'A' ? p.seconds : 'review'}`)).toEqual([
      'INFLUENCE_BID:A:55', 'INFLUENCE_BID_RESOLVE:AUTO:review', 'START_TURN:A:30', 'TRANCHE_VOTE:A:55',
      'TRANCHE_VOTE_RESOLVE:AUTO:review', 'TRANCHE_DISTRIBUTE:A:50', 'TRANCHE_DISTRIBUTE_RESOLVE:AUTO:review',
      'RESOLVE_LIMIT_ORDERS:AUTO:review', 'PLACE_STOCK_ORDERS:A:55', 'REVIEW_CONCEALED_ORDERS:AUTO:review',
      'REVEAL_ORDERS:AUTO:review', 'RESOLVE_MARKET_ORDERS:AUTO:review', 'CHARGE_SHORT_INTEREST:AUTO:review', 'COVER_SHORTS:A:12',
      'OPEN_PENDING_SHORTS:AUTO:review', 'EXPIRE_OPTIONS:AUTO:review', 'OPEN_PENDING_OPTIONS:AUTO:review', 'EXERCISE_OPTIONS:A:20',
      'OPEN_PENDING_LIMITS:AUTO:review', 'STOCK_ROUND_RESULTS:AUTO:review', 'OR_PRODUCTION:AUTO:review', 'REVENUE_VOTE:A:50',
      'REVENUE_DISTRIBUTION:AUTO:review', 'STOCK_PRICE_ADJUSTMENT:AUTO:review', 'COMPANY_VOTE:A:40', 'COMPANY_VOTE_RESULT:AUTO:review',
      'COMPANY_ACTION_RESOLVE:AUTO:review', 'CAPITAL_GAINS:AUTO:review', 'DIVESTMENT:AUTO:review', 'END_TURN:AUTO:review',
    ]);
  });

  it('D-29: each phase accepts only its actions (others NOT_YOUR_PHASE); READY/UNREADY everywhere', () => {
    const s = newGame();
    expectRefused(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: 1 }, 'NOT_YOUR_PHASE');
    expectRefused(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: s.companies[0].id, location: 'IPO', side: 'BUY', quantity: 1 }, 'NOT_YOUR_PHASE');
    act(s, { type: 'READY', player: 'P1' });
    act(s, { type: 'UNREADY', player: 'P1' });
    expect(s.inputs.ready).toEqual([]);
    fastForward(s, 2, 'START_TURN');
    act(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: s.headlines[0]!.id }); // headline purchase in START_TURN
    expectRefused(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 1 }, 'NOT_YOUR_PHASE');
  });

  it('D-29: ready-up ends an actionable phase early; an automatic phase ends when every seat is ready', () => {
    const s = newGame();
    const serial = s.phaseSerial;
    act(s, { type: 'READY', player: 'P1' });
    act(s, { type: 'READY', player: 'P2' });
    expect(s.phaseSerial).toBe(serial);
    act(s, { type: 'READY', player: 'P3' });
    expect(s.phase).toBe('INFLUENCE_BID_RESOLVE');
    for (const p of ['P1', 'P2', 'P3']) act(s, { type: 'READY', player: p });
    expect(s.phase).toBe('PLACE_STOCK_ORDERS');
  });

  it('D-29: automatic phases last reviewSeconds (and end at once with 0); actionable phases their default seconds', () => {
    const s = newGame(3, { reviewSeconds: 7 });
    expect(phaseDurationMs(s, s.config.phaseTimeMultiplier)).toBe(55_000);
    endPhaseByReady(s);
    expect(s.phase).toBe('INFLUENCE_BID_RESOLVE');
    expect(phaseDurationMs(s, s.config.phaseTimeMultiplier)).toBe(7_000);
    const zero = newGame(3, { reviewSeconds: 0 });
    endPhaseByReady(zero);
    expect(zero.phase).toBe('PLACE_STOCK_ORDERS'); // INFLUENCE_BID_RESOLVE ended without any input
  });

  it('D-29: a TIMEOUT ends the phase it names; a TIMEOUT for another serial is ignored', () => {
    const s = newGame();
    const before = JSON.stringify(s);
    const stale = apply(s, { type: 'TIMEOUT', phaseSerial: s.phaseSerial + 5 });
    expect(stale.ok && JSON.stringify(stale.state)).toBe(before);
    const r = advance(s);
    expect(r.ok && r.state.phase).toBe('INFLUENCE_BID_RESOLVE');
  });
});

describe('D-30 money sources', () => {
  it('D-30: starting cash and company treasuries come from OUTSIDE, not the bank', () => {
    const s = create(makeConfig(4), 9);
    const cash = s.players.reduce((n, p) => n + p.cash, 0);
    const treasuries = s.companies.reduce((n, c) => n + c.treasury, 0);
    expect(s.bank).toBe(7500);
    expect(s.outside).toBe(-(cash + treasuries));
    expect(cash).toBe(4 * 300);
  });

  it('D-30: the bank never refuses a payment (it may go negative)', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { bank: 10, companies: { [D]: floated({ price: 60, ipoShares: 4, holdings: { P1: 6 } }) } });
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'OPEN_MARKET', side: 'SELL', quantity: 2 });
    until(s, 'RESOLVE_MARKET_ORDERS');
    expect(s.orders[0].status).toBe('FILLED');
    expect(s.bank).toBe(10 - 120);
  });
});

describe('D-52 resubmission', () => {
  it('D-52: bids and votes may be resubmitted within their phase — the last one counts', () => {
    const s = newGame();
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 40 });
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 5 });
    endPhaseByReady(s);
    expect(pl(s, 'P1').cash).toBe(300 + 45);
  });

  it('D-52: a revenue vote and a company vote can be replaced', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { companies: { [D]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P1: 6 } }) }, sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    fastForward(s, 1, 'REVENUE_VOTE');
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'RETAIN' });
    act(s, { type: 'VOTE_REVENUE', player: 'P1', companyId: D, choice: 'FULL' });
    until(s, 'REVENUE_DISTRIBUTION');
    expect(s.turnState.revenue[D].outcome).toBe('FULL');
    toCompanyVote(s, D);
    act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['VETO'] });
    act(s, { type: 'VOTE_COMPANY_ACTIONS', player: 'P1', actions: ['SMALL_MARKETING'] });
    const ev = until(s, 'COMPANY_ACTION_RESOLVE');
    expect(events(ev, 'COMPANY_ACTION_RESOLVED').map((e) => e.action)).toEqual(['SMALL_MARKETING']);
  });

  it('D-52: stock orders are final once placed (a second order in the sub-round is refused)', () => {
    const s = atTurn1Orders();
    const D = s.companies[0].id;
    act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 1 });
    expectRefused(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: D, location: 'IPO', side: 'BUY', quantity: 2 }, 'ALREADY_ORDERED_THIS_SUBROUND');
  });
});

describe('D-53 ready-up', () => {
  it('D-53: players with nothing to do are ready automatically; a phase with no eligible player ends at once', () => {
    const s = atTurn1Orders();
    const D = companyOf(s, 'CONSUMER_DEFENSIVE').id;
    applyOverrides(s, { companies: { [D]: floated({ unitPrice: 50, permDemand: 2, ipoShares: 4, holdings: { P2: 6 } }) }, sectors: { CONSUMER_DEFENSIVE: { consumers: 2 } } });
    fastForward(s, 1, 'REVENUE_VOTE');
    expect(s.inputs.eligible).toEqual(['P2']);
    act(s, { type: 'READY', player: 'P2' }); // P1 and P3 need not say anything
    expect(s.phase).toBe('REVENUE_DISTRIBUTION');
    // COVER_SHORTS / EXERCISE_OPTIONS with nobody eligible are not even entered; a company vote without
    // holders ends at once:
    const g = atTurn1Orders();
    const M = companyOf(g, 'MATERIALS').id;
    applyOverrides(g, { companies: { [M]: floated({ floatedTurn: 1, ipoShares: 10 }) } });
    const ev = fastForward(g, 1, 'COMPANY_VOTE_RESULT');
    expect(events(ev, 'PHASE_STARTED').filter((e) => e.phase === 'COMPANY_VOTE')).toHaveLength(1);
    expect(g.companyRound!.votes).toEqual({});
  });

  it('D-53: READY never blocks further actions; UNREADY withdraws readiness', () => {
    const s = newGame();
    act(s, { type: 'READY', player: 'P1' });
    act(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P1', points: 3 });
    act(s, { type: 'UNREADY', player: 'P1' });
    act(s, { type: 'READY', player: 'P2' });
    act(s, { type: 'READY', player: 'P3' });
    expect(s.phase).toBe('INFLUENCE_BID');
    act(s, { type: 'READY', player: 'P1' });
    expect(s.phase).toBe('INFLUENCE_BID_RESOLVE');
  });
});

describe('D-54 orders concealed off', () => {
  it('D-54: with orders concealed OFF, orders are public when placed and REVEAL_ORDERS is skipped', () => {
    const play = (ordersConcealed: boolean) => {
      const s = atTurn1Orders(3, { ordersConcealed });
      act(s, { type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: s.companies[0].id, location: 'IPO', side: 'BUY', quantity: 1 });
      const seen = view(s, { role: 'player', player: 'P2' }).orders;
      const phases: string[] = [];
      for (let i = 0; i < 3; i++) {
        endPhaseByReady(s);
        phases.push(s.phase);
      }
      return { seen, phases };
    };
    const off = play(false);
    expect(off.seen).toHaveLength(1);
    expect(off.seen[0]).toMatchObject({ type: 'MARKET', quantity: 1 });
    expect(off.phases).toEqual(['REVIEW_CONCEALED_ORDERS', 'RESOLVE_MARKET_ORDERS', 'PLACE_STOCK_ORDERS']);
    const on = play(true);
    expect(on.seen).toEqual([]);
    expect(on.phases).toEqual(['REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS', 'RESOLVE_MARKET_ORDERS']);
  });
});

describe('D-57 phase-time multiplier', () => {
  it('D-57: allowed values 0.5, 1, 1.5, 2, 3; applies to actionable phases only, rounded up', () => {
    for (const m of [0.5, 1, 1.5, 2, 3]) expect(configProblems(makeConfig(3, { phaseTimeMultiplier: m }))).toEqual([]);
    for (const m of [0, 0.75, 4]) expect(configProblems(makeConfig(3, { phaseTimeMultiplier: m }))).not.toEqual([]);
    const s = atTurn1Orders(3, { phaseTimeMultiplier: 1.5, reviewSeconds: 5 });
    expect(phaseDurationMs(s, s.config.phaseTimeMultiplier)).toBe(Math.ceil(55 * 1.5) * 1000);
    endPhaseByReady(s); // → STOCK_ROUND_RESULTS (automatic)
    expect(phaseDurationMs(s, s.config.phaseTimeMultiplier)).toBe(5000);
  });
});

describe('D-63 seeds', () => {
  it('D-63: number seeds are taken as they are; decimal text reads as the number; other text is FNV-1a hashed', () => {
    expect(parseSeed(42)).toEqual({ ok: true, seed: 42 });
    expect(parseSeed('42')).toEqual({ ok: true, seed: 42 });
    expect(parseSeed('042')).toEqual({ ok: true, seed: seedFromText('042') });
    expect(parseSeed('sectors')).toEqual({ ok: true, seed: 4077887412 });
    expect(parseSeed('4294967296').ok && parseSeed('4294967296')).toEqual({ ok: true, seed: seedFromText('4294967296') });
    expect(parseSeed(1.5).ok).toBe(false);
    expect(parseSeed(-1).ok).toBe(false);
  });

  it('D-63: the game state is seeded with sfc32/splitmix32 (12 warm-up outputs); invalid numeric seeds are refused at creation', () => {
    expect(create(makeConfig(3), 1).seed).toBe(1);
    // R-01 is the first draw: with host-picked sectors the generator is untouched by R-01 …
    const s = create(makeConfig(2, { sectors: ['HEALTHCARE', 'ENERGY', 'MATERIALS'] as SectorId[] }), 77);
    expect(s.rng).not.toEqual(seedRng(77)); // … but R-02 … R-06 drew from it
    expect(() => create(makeConfig(3), 2 ** 32)).toThrow();
    expect(() => create(makeConfig(3), -1)).toThrow();
    expect(() => create(makeConfig(3), 1.5)).toThrow();
  });
});
