/** §16 TC-03, TC-04, TC-05, TC-07, TC-08, TC-09: options, premiums, dividends and buybacks (Strategist). */
import { describe, expect, it } from 'vitest';
import { premiumFor } from '../../../src-shared/games/tycoon/actions/trade.ts';
import { optionsCap, windowSeats } from '../../../src-shared/games/tycoon/queries.ts';
import type { CompanyId } from '../../../src-shared/games/tycoon/types.ts';
import { act, game, ofType, quietYear, refusal, runUntil, setCash, setHoldings } from './fixtures.ts';

const strategist = (players = 4, extra = {}) => game(players, { dealer: 3, mode: 'strategist', ...extra });

/** Buys an option with seat 0, moves the price to `final` with no counted cards, returns E8's payment. */
function optionYear(company: CompanyId, kind: 'call' | 'put', final: number) {
  const s = strategist(4, { displaySteps: true });
  const events = act(s, { type: 'buyOption', seat: 0, company, kind, qty: 5000 });
  const premium = ofType(events, 'OPTION_BOUGHT')[0].premium as number;
  quietYear(s, [company]);
  s.companies[company].price = final;
  const settled = ofType(runUntil(s, (x) => x.step === 'E8'), 'OPTION_SETTLED')[0];
  return { premium, paid: settled.amount as number, cash: s.players[0].cash };
}

describe('Tycoon §16 Strategist', () => {
  it('TC-03 call on 5,000 NOV at 80, rate 10: premium 40,000; final 120 / 60 / 80', () => {
    const a = optionYear('NOV', 'call', 120);
    expect([a.premium, a.paid, a.cash]).toEqual([40_000, 200_000, 760_000]);
    const b = optionYear('NOV', 'call', 60);
    expect([b.paid, b.cash - 600_000]).toEqual([0, -40_000]);
    const c = optionYear('NOV', 'call', 80);
    expect(c.paid).toBe(0); // strictly in the money only
  });

  it('TC-04 put on 5,000 VTC at 75: premium 37,500; final 40 / 100', () => {
    const a = optionYear('VTC', 'put', 40);
    expect([a.premium, a.paid, a.cash - 600_000]).toEqual([37_500, 175_000, 137_500]);
    const b = optionYear('VTC', 'put', 100);
    expect([b.paid, b.cash - 600_000]).toEqual([0, -37_500]);
  });

  it('TC-05 premium: the formula, P1 answers once per company, and the options cap', () => {
    expect(premiumFor(55, 10_000, 12)).toBe(66_000);
    expect([5, 10, 15].map((pct) => premiumFor(55, 10_000, pct))).toEqual([27_500, 55_000, 82_500]);
    const s = strategist();
    setHoldings(s, 'OMG', { 0: 100_000 });
    setHoldings(s, 'ATL', { 1: 100_000 });
    runUntil(s, (x) => x.step === 'P1');
    expect(s.year).toBe(2);
    expect(refusal(s, { type: 'setPremium', seat: 2, company: 'OMG', pct: 15 })).toBe('NOT_ELIGIBLE');
    expect(refusal(s, { type: 'setPremium', seat: 0, company: 'OMG', pct: 12 })).toBe('PREMIUM_BAD_RATE');
    const answer = act(s, { type: 'setPremium', seat: 0, company: 'OMG', pct: 15 });
    expect(answer).toEqual([{ type: 'ANSWER_RECEIVED', seq: s.seq, seat: 0, window: 'premium', company: 'OMG' }]);
    expect(refusal(s, { type: 'setPremium', seat: 0, company: 'OMG', pct: 5 })).toBe('ALREADY_SUBMITTED');
    expect(refusal(s, { type: 'setPremium', seat: 0, company: 'ATL', pct: 5 })).toBe('NOT_ELIGIBLE');
    const close = act(s, { type: 'setPremium', seat: 1, company: 'ATL', pct: 10 });
    expect(ofType(close, 'PREMIUM_SET').map((e) => [e.company, e.pct])).toEqual([['ATL', 10], ['OMG', 15]]);
    expect(s.step).toBe('TURN');
    expect(s.companies.OMG.premiumPct).toBe(15);

    // With OMG the only chaired company, its answer closes P1 and a resend is WRONG_STEP.
    const t = strategist();
    setHoldings(t, 'OMG', { 0: 100_000 });
    runUntil(t, (x) => x.step === 'P1');
    act(t, { type: 'setPremium', seat: 0, company: 'OMG', pct: 15 });
    expect(refusal(t, { type: 'setPremium', seat: 0, company: 'OMG', pct: 5 })).toBe('WRONG_STEP');

    // Cap: 20% of 200,000 = 40,000 for calls and puts of all players together.
    const u = strategist();
    u.companies.OMG.price = 55;
    expect(optionsCap(u, 'OMG')).toBe(40_000);
    act(u, { type: 'buyOption', seat: 0, company: 'OMG', kind: 'call', qty: 35_000 });
    expect(refusal(u, { type: 'buyOption', seat: 1, company: 'OMG', kind: 'put', qty: 10_000 })).toBe('OPTION_CAP_EXCEEDED');
    act(u, { type: 'buyOption', seat: 1, company: 'OMG', kind: 'put', qty: 5000 });
    expect(u.companies.OMG.optionsWritten).toBe(40_000);
  });

  it('TC-07 dividends: Chairman 15, Director cap 10, not a controller, above the price', () => {
    const s = strategist();
    s.companies.GLB.price = 60;
    setHoldings(s, 'GLB', { 0: 100_000, 1: 60_000, 2: 10_000 });
    expect([s.companies.GLB.chairman, s.companies.GLB.director]).toEqual([0, 1]);
    const start = [0, 1, 2].map((seat) => s.players[seat].cash);
    const gain = () => [0, 1, 2].map((seat, i) => s.players[seat].cash - start[i]);
    act(s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 15 });
    expect(gain()).toEqual([1_500_000, 900_000, 150_000]);
    expect(s.companies.GLB.price).toBe(45);
    expect(refusal(s, { type: 'declareDividend', seat: 1, company: 'GLB', perShare: 15 })).toBe('DIVIDEND_ABOVE_CAP');
    act(s, { type: 'declareDividend', seat: 1, company: 'GLB', perShare: 10 });
    expect(s.companies.GLB.price).toBe(35);
    expect(gain()).toEqual([2_500_000, 1_500_000, 250_000]);
    expect(refusal(s, { type: 'declareDividend', seat: 2, company: 'GLB', perShare: 5 })).toBe('DIVIDEND_NOT_CONTROLLER');
    act(s, { type: 'pass', seat: 2 });
    act(s, { type: 'pass', seat: 3 });
    s.companies.GLB.price = 12;
    expect(refusal(s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 15 })).toBe('DIVIDEND_ABOVE_PRICE');
    expect(s.companies.GLB.chairman).toBe(0); // control unchanged by dividends
  });

  it('TC-08 buyback and control: 30,000 VTC at 78, fills in seat order, C becomes Director', () => {
    const s = strategist();
    setHoldings(s, 'VTC', { 0: 100_000, 1: 20_000, 2: 45_000, 3: 15_000 });
    setCash(s, { 0: 2_500_000 });
    expect(s.companies.VTC).toMatchObject({ price: 75, supply: 20_000, chairman: 0 });
    expect(s.companies.VTC.director).toBeUndefined();
    const cash = [1, 2, 3].map((seat) => s.players[seat].cash);
    const open = act(s, { type: 'announceBuyback', seat: 0, company: 'VTC', qty: 30_000, price: 78 });
    expect(ofType(open, 'BUYBACK_ANNOUNCED')[0]).toMatchObject({ eligible: [1, 2, 3] });
    expect(windowSeats(s)).toEqual([1, 2, 3]);
    act(s, { type: 'buybackOffer', seat: 3, qty: 15_000 });
    act(s, { type: 'buybackOffer', seat: 2, qty: 0 });
    const done = act(s, { type: 'buybackOffer', seat: 1, qty: 20_000 });
    expect(ofType(done, 'BUYBACK_RESOLVED')[0]).toMatchObject({ fills: [{ seat: 1, qty: 20_000, paid: 1_560_000 }, { seat: 3, qty: 10_000, paid: 780_000 }], retired: 30_000, newPrice: 90 });
    expect(s.players[0].cash).toBe(160_000);
    expect([1, 2, 3].map((seat, i) => s.players[seat].cash - cash[i])).toEqual([1_560_000, 0, 780_000]);
    expect(s.companies.VTC).toMatchObject({ outstanding: 170_000, supply: 20_000, price: 90, chairman: 0, director: 2 });
    expect(optionsCap(s, 'VTC')).toBe(34_000);
    expect(s.order[s.turnPos]).toBe(1); // the Chairman's turn ended with the resolution
  });

  it('TC-09 buyback offers: 20,000 OMG at 60 with exactly enough cash; Carol cut to 12,000', () => {
    const s = strategist();
    setHoldings(s, 'OMG', { 0: 100_000, 1: 8000, 2: 15_000, 3: 5000 });
    s.companies.OMG.price = 55;
    setCash(s, { 0: 1_199_000 });
    expect(refusal(s, { type: 'announceBuyback', seat: 0, company: 'OMG', qty: 20_000, price: 60 })).toBe('INSUFFICIENT_CASH');
    setCash(s, { 0: 1_200_000 });
    act(s, { type: 'announceBuyback', seat: 0, company: 'OMG', qty: 20_000, price: 60 });
    expect(refusal(s, { type: 'buybackOffer', seat: 1, qty: 9000 })).toBe('OFFER_EXCEEDS_HOLDING');
    expect(refusal(s, { type: 'buybackOffer', seat: 0, qty: 0 })).toBe('NOT_ELIGIBLE');
    act(s, { type: 'buybackOffer', seat: 1, qty: 8000 });
    expect(refusal(s, { type: 'buybackOffer', seat: 1, qty: 0 })).toBe('ALREADY_SUBMITTED');
    act(s, { type: 'buybackOffer', seat: 2, qty: 15_000 });
    act(s, { type: 'buybackOffer', seat: 3, qty: 5000 });
    expect(refusal(s, { type: 'buybackOffer', seat: 1, qty: 0 })).toBe('WRONG_STEP');
    expect([0, 1, 2, 3].map((seat) => s.players[seat].cash - (seat === 0 ? 1_200_000 : 600_000))).toEqual([-1_200_000, 480_000, 720_000, 0]);
    expect(s.players[0].cash).toBe(0);
    expect([1, 2, 3].map((seat) => s.players[seat].holdings.OMG)).toEqual([0, 3000, 5000]);
    expect(s.companies.OMG).toMatchObject({ outstanding: 180_000, price: 65, chairman: 0 });
  });
});
