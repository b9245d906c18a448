/**
 * §8 purchases and §5.2 declarations: the spec's worked examples EX-08, EX-09 and EX-13, numbers hand-checked
 * against §15.
 */
import { describe, expect, it } from 'vitest';
import { GRID_1876, trinidadSix } from '../../../src-shared/games/sr1876/data.ts';
import { defaultConfig, init } from '../../../src-shared/games/sr1876/engine.ts';
import { poolPriceAt } from '../../../src-shared/games/sr1876/market.ts';
import { poolPrice } from '../../../src-shared/games/sr1876/queries.ts';
import { act, ANA, atTurn, BEN, cell, CY, declineAll, DEE, ex02Fixture, game, ofType, passRound, refusal, setCompany, setHoldings, setToken, settle } from './helpers.ts';

describe('EX-08 purchases', () => {
  it('after EX-03: Ben buys from the pool at one column right, Cy buys a new share at market price', () => {
    const s = atTurn(game(4), ANA);
    setToken(s, 'PSR', 1, 10);
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 2 });
    declineAll(s);
    act(s, { type: 'endTurn', seat: ANA });
    expect(s.companies.PSR).toMatchObject({ token: cell(3, 10), pool: 2, ipo: 4, cash: 285 });
    const ben = s.players[BEN].cash;
    const bankNet = s.bankNet;
    const e1 = act(s, { type: 'buy', seat: BEN, company: 'PSR', source: 'pool' });
    expect(ofType(e1, 'SHARE_BOUGHT')[0]).toMatchObject({ seat: BEN, from: 'pool', price: 95, paidTo: 'bank' });
    expect(s.players[BEN].cash).toBe(ben - 95);
    expect(s.bankNet).toBe(bankNet - 95);
    expect(s.companies.PSR).toMatchObject({ pool: 1, token: cell(3, 10), cash: 285 });
    expect(s.turn!.seat).toBe(CY);
    const e2 = act(s, { type: 'buy', seat: CY, company: 'PSR', source: 'company' });
    expect(ofType(e2, 'SHARE_BOUGHT')[0]).toMatchObject({ seat: CY, from: 'ipo', price: 86, paidTo: 'company' });
    expect(s.companies.PSR).toMatchObject({ ipo: 3, cash: 371, token: cell(3, 10) });
  });

  it('prices pool shares at the right edge one row up, and the top-right cell itself', () => {
    expect(poolPriceAt(GRID_1876, cell(2, 14))).toBe(145);
    expect(poolPriceAt(GRID_1876, cell(0, 14))).toBe(152);
    const s = game(4);
    setToken(s, 'SFR', 2, 14);
    expect(poolPrice(s, 'SFR')).toBe(145);
  });
});

describe('EX-09 declarations', () => {
  it('sells IPO shares first, then declared treasury shares; a fifth company purchase finds none', () => {
    const s = ex02Fixture();
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 2 });
    for (const [seat, take] of [[BEN, false], [CY, true], [DEE, false]] as const) act(s, { type: 'offerResponse', seat, take });
    act(s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: true });
    for (const seat of [ANA, BEN, CY, DEE, ANA]) act(s, { type: 'endTurn', seat });
    expect(s.round).toBe(2);
    expect(s.companies.SFR).toMatchObject({ ipo: 2, treasury: 4, declared: 0 });
    expect(s.declare).toMatchObject({ seat: BEN, open: ['SFR'] });
    refusal(s, { type: 'declareReissue', seat: BEN, company: 'SFR', count: 5 }, 'SR_DECLARE_EXCEEDS_TREASURY');
    act(s, { type: 'declareReissue', seat: BEN, company: 'SFR', count: 2 });
    for (const seat of [CY, DEE, ANA]) {
      expect(s.declare!.seat).toBe(seat);
      act(s, { type: 'declareReissue', seat, company: s.declare!.open[0], count: 0, auto: true });
    }
    expect(s.companies.SFR.declared).toBe(2);
    const sources = [BEN, CY, DEE, ANA].map((seat) => ofType(act(s, { type: 'buy', seat, company: 'SFR', source: 'company' }), 'SHARE_BOUGHT')[0].from);
    expect(sources).toEqual(['ipo', 'ipo', 'treasury', 'treasury']);
    expect(s.companies.SFR).toMatchObject({ ipo: 0, treasury: 2, declared: 0 });
    refusal(s, { type: 'buy', seat: BEN, company: 'SFR', source: 'company' }, 'SR_BUY_NOT_AVAILABLE');
  });

  it('skips a director with no treasury share, runs from the priority holder, and drops declarations at round end', () => {
    const scenario = trinidadSix();
    Object.assign(scenario.companies[BEN], { ipo: 7, treasury: 0 });
    const s = init(defaultConfig(4, { scenario, seed: 1 })).state;
    // Seed 1 with 4 seats draws priority 3 (mulberry32's first output 2693262067 mod 4).
    expect(s.priority).toBe(DEE);
    const windows: number[] = [];
    while (s.step === 'DECLARE') {
      windows.push(s.declare!.seat);
      act(s, { type: 'declareReissue', seat: s.declare!.seat, company: s.declare!.open[0], count: 1 });
    }
    expect(windows).toEqual([DEE, ANA, CY]);
    expect(s.companyOrder.map((code) => s.companies[code].declared)).toEqual([1, 0, 1, 1]);
    for (let i = 0; i < 4; i++) act(s, { type: 'endTurn', seat: s.turn!.seat });
    expect(s.round).toBe(2);
    expect(s.companyOrder.map((code) => s.companies[code].declared)).toEqual([0, 0, 0, 0]);
    expect(s.companyOrder.map((code) => s.companies[code].treasury)).toEqual([3, 0, 3, 3]);
  });
});

describe('a director of two companies', () => {
  it('declares for each in one window; a second declaration for the same company is ALREADY_SUBMITTED', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'SFR', { [ANA]: 4, [BEN]: 3 });
    setCompany(s, 'SFR', { ipo: 0, director: ANA });
    settle(s);
    passRound(s);
    while (s.declare!.seat !== ANA) act(s, { type: 'declareReissue', seat: s.declare!.seat, company: s.declare!.open[0], count: 0 });
    expect(s.declare!.open).toEqual(['PSR', 'SFR']);
    act(s, { type: 'declareReissue', seat: ANA, company: 'SFR', count: 3 });
    refusal(s, { type: 'declareReissue', seat: ANA, company: 'SFR', count: 1 }, 'ALREADY_SUBMITTED');
    expect(s.declare).toMatchObject({ seat: ANA, open: ['PSR'], done: ['SFR'] });
    act(s, { type: 'declareReissue', seat: ANA, company: 'PSR', count: 1 });
    expect(s.declare?.seat ?? null).not.toBe(ANA);
    expect([s.companies.PSR.declared, s.companies.SFR.declared]).toEqual([1, 3]);
  });
});

describe('EX-13 rejections', () => {
  it('Ana holding 6 ARR buys ARR from the treasury: SR_BUY_HOLD_LIMIT', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'ARR', { [ANA]: 6, [CY]: 3 });
    setCompany(s, 'ARR', { ipo: 0, treasury: 1, declared: 1, director: ANA });
    settle(s);
    refusal(s, { type: 'buy', seat: ANA, company: 'ARR', source: 'company' }, 'SR_BUY_HOLD_LIMIT');
  });

  it('Ben sells PSR and then SFR in the same turn: SR_ALREADY_SOLD', () => {
    const s = atTurn(game(4), BEN);
    setHoldings(s, 'PSR', { [BEN]: 1 });
    setCompany(s, 'PSR', { ipo: 3 });
    settle(s);
    act(s, { type: 'sell', seat: BEN, company: 'PSR', count: 1 });
    declineAll(s);
    refusal(s, { type: 'sell', seat: BEN, company: 'SFR', count: 1 }, 'SR_ALREADY_SOLD');
  });

  it('Dee, holding 0 CRR, sells CRR: SR_SELL_EXCEEDS_HOLDING', () => {
    const s = atTurn(game(4), DEE);
    setHoldings(s, 'CRR', { [ANA]: 3, [DEE]: 0 });
    setCompany(s, 'CRR', { director: ANA });
    settle(s);
    refusal(s, { type: 'sell', seat: DEE, company: 'CRR', count: 1 }, 'SR_SELL_EXCEEDS_HOLDING');
  });

  it('Ben answers for SFR while he is the seller: NOT_ELIGIBLE', () => {
    const s = atTurn(game(4), BEN);
    settle(s);
    act(s, { type: 'sell', seat: BEN, company: 'SFR', count: 1 });
    expect(s.step).toBe('OFFER');
    refusal(s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: true }, 'NOT_ELIGIBLE');
  });
});
