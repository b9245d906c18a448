/**
 * §7 sales and the offer loop: the spec's worked examples EX-02 to EX-07, numbers hand-checked against §15, plus
 * the sealing of offer answers (S-D08) and the loop's fixed director (S-D21).
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../src-shared/games/sr1876/invariants.ts';
import { GRID_1876 } from '../../../src-shared/games/sr1876/data.ts';
import { saleExtremes } from '../../../src-shared/games/sr1876/market.ts';
import { actingSeats, marketPrice } from '../../../src-shared/games/sr1876/queries.ts';
import { act, ANA, atTurn, BEN, cell, CY, declineAll, DEE, EVE, ex02Fixture, FAY, game, ofType, setCompany, setHoldings, setToken, settle } from './helpers.ts';

describe('EX-02 a sale taken by players and the company', () => {
  it('allocates to Cy then SFR at the market price, and the token stays', () => {
    const s = ex02Fixture();
    const ana = s.players[ANA].cash, cy = s.players[CY].cash;
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 2 });
    expect(s.step).toBe('OFFER');
    expect(s.offer!.candidates).toEqual([BEN, CY, DEE]);
    expect(s.offer!.companyCandidate).toBe(true);
    expect(actingSeats(s)).toEqual([BEN, CY, DEE]);
    act(s, { type: 'offerResponse', seat: BEN, take: false });
    act(s, { type: 'offerResponse', seat: CY, take: true });
    act(s, { type: 'offerResponse', seat: DEE, take: false });
    const events = act(s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: true });
    const closed = ofType(events, 'OFFER_PASS_CLOSED')[0];
    expect(closed.allocation).toEqual([{ buyer: CY, price: 90 }, { buyer: 'company', price: 90 }]);
    expect(closed.answers).toEqual({ [BEN]: false, [CY]: true, [DEE]: false });
    expect(s.players[ANA].cash).toBe(ana + 180);
    expect(s.players[CY].cash).toBe(cy - 90);
    expect(s.players[CY].holdings.SFR).toBe(1);
    expect(s.players[ANA].holdings.SFR).toBe(0);
    expect(s.companies.SFR).toMatchObject({ cash: 360, treasury: 4, token: cell(2, 10), pool: 0, director: BEN });
    expect(s.step).toBe('TURN');
    expect(s.turn).toMatchObject({ seat: ANA, sold: 'SFR', bought: false });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('keeps answers sealed until the pass closes', () => {
    const s = ex02Fixture();
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 2 });
    const early = [
      ...act(s, { type: 'offerResponse', seat: CY, take: true }),
      ...act(s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: true }),
    ];
    expect(ofType(early, 'OFFER_ANSWERED').map((e) => Object.keys(e).sort())).toEqual([
      ['as', 'auto', 'company', 'pass', 'seat', 'seq', 'type'],
      ['as', 'auto', 'company', 'pass', 'seat', 'seq', 'type'],
    ]);
    expect(ofType(early, 'OFFER_PASS_CLOSED')).toEqual([]);
    expect(s.offer!.answers).toEqual({ [CY]: true });
  });
});

describe('EX-03 absorption when nobody takes', () => {
  it('pays one column left and moves the token down for each share', () => {
    const s = atTurn(game(4), ANA);
    setToken(s, 'PSR', 1, 10);
    settle(s);
    const cash = s.players[ANA].cash;
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 2 });
    expect(s.offer!.companyCandidate).toBe(false);
    const first = declineAll(s);
    expect(ofType(first, 'SHARE_ABSORBED').map((e) => [e.paid, e.to])).toEqual([[86, cell(2, 10)], [81, cell(3, 10)]]);
    expect(marketPrice(s, 'PSR')).toBe(86);
    expect(s.players[ANA].cash).toBe(cash + 167);
    expect(s.companies.PSR).toMatchObject({ pool: 2, director: ANA });
    expect(s.players[ANA].holdings.PSR).toBe(1);
    expect(ofType(first, 'SALE_ENDED')[0]).toMatchObject({ proceeds: 167, count: 2 });
  });
});

describe('EX-04 a mixed sale and a change of director', () => {
  it('absorbs, sells one to Ana at the lower price, absorbs again; Ana directs CRR', () => {
    const s = atTurn(game(4), DEE);
    setToken(s, 'CRR', 2, 9);
    settle(s);
    const dee = s.players[DEE].cash, ana = s.players[ANA].cash;
    act(s, { type: 'sell', seat: DEE, company: 'CRR', count: 3 });
    expect(s.offer!.candidates).toEqual([ANA, BEN, CY]);
    for (const seat of [ANA, BEN, CY]) act(s, { type: 'offerResponse', seat, take: false });
    expect(s.players[DEE].cash).toBe(dee + 73);
    expect(s.companies.CRR.token).toEqual(cell(3, 9));
    expect(s.offer!.price).toBe(77);
    act(s, { type: 'offerResponse', seat: ANA, take: true });
    act(s, { type: 'offerResponse', seat: BEN, take: false });
    act(s, { type: 'offerResponse', seat: CY, take: false });
    expect(s.offer!.price).toBe(77);
    expect(s.offer!.pass).toBe(3);
    const events = declineAll(s);
    expect(ofType(events, 'SHARE_ABSORBED')[0]).toMatchObject({ paid: 69, to: cell(4, 9) });
    expect(s.players[DEE].cash).toBe(dee + 219);
    expect(s.players[ANA].cash).toBe(ana - 77);
    expect(s.companies.CRR).toMatchObject({ pool: 2, director: ANA, token: cell(4, 9) });
    expect(ofType(events, 'DIRECTOR_CHANGED')).toMatchObject([{ company: 'CRR', from: DEE, to: ANA }]);
    // The director stayed Dee for the whole loop (S-D21), recomputed only at its end.
    expect(checkInvariants(s)).toEqual([]);
  });
});

describe('EX-05 a sale on the bottom row', () => {
  it('pays two columns left and moves the token one column left', () => {
    const s = atTurn(game(6), CY);
    setToken(s, 'SGR', 6, 9);
    setHoldings(s, 'SGR', { [CY]: 2 });
    setCompany(s, 'SGR', { ipo: 2, treasury: 3 });
    settle(s);
    const cash = s.players[CY].cash;
    act(s, { type: 'sell', seat: CY, company: 'SGR', count: 2 });
    expect(s.offer).toMatchObject({ director: EVE, companyCandidate: true });
    const events = declineAll(s);
    expect(ofType(events, 'OFFER_ANSWERED').some((e) => e.seat === EVE && e.as === 'company')).toBe(true);
    expect(ofType(events, 'SHARE_ABSORBED').map((e) => [e.paid, e.to])).toEqual([[54, cell(6, 8)], [48, cell(6, 7)]]);
    expect(marketPrice(s, 'SGR')).toBe(54);
    expect(s.players[CY].cash).toBe(cash + 102);
  });
});

describe('EX-06 the two extremes', () => {
  it('computes 285 best and 244 worst for 3 shares from (1, 10)', () => {
    expect(saleExtremes(GRID_1876, cell(1, 10), 3)).toEqual({ best: 285, worst: 244, worstCell: cell(4, 10) });
  });

  for (const [label, take, proceeds, token] of [['best', true, 285, cell(1, 10)], ['worst', false, 244, cell(4, 10)]] as const) {
    it(`a real sale where everyone ${take ? 'takes' : 'declines'} lands on the ${label} case`, () => {
      const s = atTurn(game(4), ANA);
      setToken(s, 'PSR', 1, 10);
      settle(s);
      act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 3 });
      const events = [];
      while (s.step === 'OFFER') events.push(...act(s, { type: 'offerResponse', seat: actingSeats(s)[0], take }));
      expect(ofType(events, 'SALE_ENDED')[0]).toMatchObject({ proceeds, token });
      expect(s.companies.PSR.token).toEqual(token);
    });
  }
});

describe('EX-07 the corner', () => {
  it('clamps the paid price at column 0 and keeps the token at (6, 0)', () => {
    const s = atTurn(game(6), CY);
    setToken(s, 'TBR', 6, 1);
    setHoldings(s, 'TBR', { [CY]: 2 });
    setCompany(s, 'TBR', { ipo: 2, treasury: 3 });
    settle(s);
    const cash = s.players[CY].cash;
    act(s, { type: 'sell', seat: CY, company: 'TBR', count: 2 });
    expect(s.offer!.director).toBe(FAY);
    const events = declineAll(s);
    expect(ofType(events, 'SHARE_ABSORBED').map((e) => [e.paid, e.to])).toEqual([[26, cell(6, 0)], [26, cell(6, 0)]]);
    expect(s.players[CY].cash).toBe(cash + 52);
  });
});

describe('offer loop details', () => {
  it('skips a pass nobody may answer and absorbs at once', () => {
    const s = atTurn(game(4), ANA);
    for (const seat of [BEN, CY, DEE]) s.players[seat].cash = 10;
    settle(s);
    const events = act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 2 });
    expect(ofType(events, 'OFFER_PASS_SKIPPED').length).toBe(2);
    expect(ofType(events, 'SHARE_ABSORBED').length).toBe(2);
    expect(s.step).toBe('TURN');
  });

  it('lets the company buy from its own director only with companyMayBuyFromDirector', () => {
    const s = atTurn(game(4, { options: { companyMayBuyFromDirector: true } }), ANA);
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
    expect(s.offer).toMatchObject({ director: ANA, companyCandidate: true });
    expect(actingSeats(s)).toEqual([ANA, BEN, CY, DEE]);
    for (const seat of [BEN, CY, DEE]) act(s, { type: 'offerResponse', seat, take: false });
    act(s, { type: 'companyOfferResponse', seat: ANA, company: 'PSR', take: true });
    expect(s.companies.PSR.treasury).toBe(4);
    expect(s.players[ANA].holdings.PSR).toBe(2);
  });

  it('excludes players at the holding limit, who sold the company this round, or who cannot pay', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'PSR', { [ANA]: 3, [BEN]: 6 });
    setCompany(s, 'PSR', { ipo: 1, treasury: 0, cash: 0, director: BEN });
    s.players[CY].soldThisRound = ['PSR'];
    s.players[DEE].cash = 99;
    setToken(s, 'PSR', 0, 10);
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 2 });
    // Pass 1 at 100 has nobody and absorbs one share. Ben holds 6, Cy sold PSR this round, Dee can pay the 95 of pass 2; PSR has no cash.
    expect(s.step).toBe('OFFER');
    expect(s.offer).toMatchObject({ pass: 2, price: 95, candidates: [DEE], companyCandidate: false });
  });
});
