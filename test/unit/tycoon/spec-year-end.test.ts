/** §16 TC-11, TC-13, TC-15–TC-18: currency, year-end powers, forced sale, deferral, ranking, progression. */
import { describe, expect, it } from 'vitest';
import { computeResult } from '../../../src-shared/games/tycoon/ranking.ts';
import { creditGame, emptyProgress, lockProgress, unlockedModes } from '../../../src-shared/games/tycoon/progression.ts';
import { act, clearCards, game, giveCards, ofType, passUntil, quietYear, refusal, runUntil, setCash, setDealer, setHand, setHoldings, setYear, turn } from './fixtures.ts';

/** Seat 0's cash after E6 of year 1, starting from `cash` with exactly these currency cards. */
function currencyAfter(cash: number, cards: string[]): number {
  const s = game(4, { dealer: 3, displaySteps: true });
  clearCards(s, (id) => /:(CURUP|CURDOWN):/.test(id));
  giveCards(s, 0, cards);
  setCash(s, { 0: cash });
  runUntil(s, (x) => x.step === 'E8');
  return s.players[0].cash;
}

/** TC-13's position at the end of TR3 (display steps on, so each year-end step can be looked at). */
function powersFixture() {
  const s = game(4, { dealer: 3, displaySteps: true });
  clearCards(s, (id) => /:(NOV|ATL|SUSP):/.test(id));
  giveCards(s, 0, ['1:NOV:+30', '1:NOV:-25']);
  giveCards(s, 1, ['1:NOV:-30', '1:NOV:+10', '1:ATL:-10']);
  giveCards(s, 2, ['1:NOV:+20', '1:NOV:-15']);
  giveCards(s, 3, ['1:NOV:-5', '1:SUSP:1', '1:ATL:-5']);
  setHoldings(s, 'NOV', { 0: 100_000, 2: 55_000 });
  s.companies.ATL.price = 10;
  expect([s.companies.NOV.chairman, s.companies.NOV.director]).toEqual([0, 2]);
  runUntil(s, (x) => x.step === 'E1');
  return s;
}

describe('Tycoon §16 year end', () => {
  it('TC-11 currency: ±10% per net card of cash > 0, truncated toward zero', () => {
    expect(currencyAfter(200_000, ['1:CURDOWN:1', '1:CURDOWN:2'])).toBe(160_000);
    expect(currencyAfter(300_000, ['1:CURUP:1', '1:CURUP:2', '1:CURDOWN:1'])).toBe(330_000);
    expect(currencyAfter(0, ['1:CURUP:1', '1:CURUP:2', '1:CURUP:3'])).toBe(0);
    expect(currencyAfter(123_455, ['1:CURUP:1'])).toBe(135_800);
    expect(currencyAfter(123_455, ['1:CURDOWN:1'])).toBe(111_110);
  });

  it('TC-13 year end with powers: withhold, strike, tally, suspension', () => {
    const s = powersFixture();
    expect(s.window).toMatchObject({ kind: 'withhold', eligible: [2], required: ['2:NOV'] });
    const withheld = act(s, { type: 'withhold', seat: 2, company: 'NOV', card: '1:NOV:-15' });
    expect(ofType(withheld, 'WITHHELD')).toEqual([{ type: 'WITHHELD', seq: s.seq, company: 'NOV', seat: 2 }]);
    expect(JSON.stringify(withheld)).not.toContain('NOV:-15'); // the withheld card never goes public
    expect(s.step).toBe('E2');
    expect(ofType(withheld, 'CARDS_REVEALED').map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    act(s, { type: 'advance' });
    expect(s.window).toMatchObject({ kind: 'strike', eligible: [0], required: ['0:NOV'] });
    expect(refusal(s, { type: 'strike', seat: 0, company: 'NOV', card: '1:NOV:-15' })).toBe('STRIKE_BAD_CARD');
    act(s, { type: 'strike', seat: 0, company: 'NOV', card: '1:NOV:-30' });
    expect(s.step).toBe('E4');
    expect(s.companies.NOV).toMatchObject({ refPrice: 80, price: 110 });
    expect(s.companies.ATL.price).toBe(0); // 10 − 10 − 5 floors at 0: Debenture-eligible next year
    act(s, { type: 'advance' });
    expect(s.window).toMatchObject({ kind: 'suspend', seat: 3 });
    const susp = act(s, { type: 'suspend', seat: 3, companies: ['NOV'] });
    expect(ofType(susp, 'SUSPENDED')).toMatchObject([{ company: 'NOV', by: 3, price: 80 }]);
    expect(s.companies.NOV.price).toBe(80);

    const noWithhold = powersFixture();
    act(noWithhold, { type: 'withhold', seat: 2, company: 'NOV', card: null });
    act(noWithhold, { type: 'advance' });
    act(noWithhold, { type: 'strike', seat: 0, company: 'NOV', card: '1:NOV:-30' });
    expect(noWithhold.companies.NOV.price).toBe(95);

    const ownStrike = powersFixture();
    act(ownStrike, { type: 'withhold', seat: 2, company: 'NOV', card: '1:NOV:-15' });
    act(ownStrike, { type: 'advance' });
    act(ownStrike, { type: 'strike', seat: 0, company: 'NOV', card: '1:NOV:-25' });
    expect(ownStrike.companies.NOV.price).toBe(105);
  });

  it('TC-15 forced sale: the cover window, COVER_INSUFFICIENT, and auto-liquidation on timeout', () => {
    const s = game(4, { dealer: 3, mode: 'investor' });
    setYear(s, 3);
    s.companies.OMG.price = 55;
    act(s, { type: 'short', seat: 0, company: 'OMG', qty: 12_000 });
    quietYear(s, ['OMG', 'NOV', 'ATL']);
    setCash(s, { 0: 50_000 });
    s.companies.OMG.price = 80;
    s.companies.NOV.price = 90;
    s.companies.ATL.price = 30;
    setHoldings(s, 'NOV', { 0: 2000 });
    setHoldings(s, 'ATL', { 0: 10_000 });
    runUntil(s, (x) => x.step === 'E9');
    expect(s.players[0].cash).toBe(-250_000);
    expect(s.window).toMatchObject({ kind: 'cover', eligible: [0] });
    expect(refusal(s, { type: 'coverDebt', seat: 0, sales: [{ company: 'ATL', qty: 8000 }] })).toBe('COVER_INSUFFICIENT');
    const events = act(s, { type: 'coverDebt', seat: 0, auto: true });
    expect(ofType(events, 'DEBT_COVERED')[0]).toMatchObject({ sales: [{ company: 'NOV', qty: 2000 }, { company: 'ATL', qty: 3000 }], proceeds: 270_000 });
    expect(s.players[0].cash).toBe(20_000);
    expect(s.players[0].holdings).toMatchObject({ NOV: 0, ATL: 7000 });
    expect(s.year).toBe(4);
  });

  it('TC-16 deferral, then bankruptcy at the first TR1 turn of the next year', () => {
    const s = game(4, { dealer: 2, mode: 'investor' });
    setYear(s, 4);
    passUntil(s, 1);
    s.companies.TTN.price = 40;
    act(s, { type: 'short', seat: 1, company: 'TTN', qty: 12_000 });
    quietYear(s, ['TTN', 'GLB']);
    setCash(s, { 1: 10_000 });
    s.companies.GLB.price = 25;
    setHoldings(s, 'GLB', { 1: 5000 });
    s.companies.TTN.price = 70;
    const deferral = runUntil(s, (x) => x.year === 5);
    expect(ofType(deferral, 'DEBT_DEFERRED')[0]).toMatchObject({ seat: 1, owed: 350_000, amount: 385_000, dueYear: 5 });
    expect(s.players[1]).toMatchObject({ cash: 0, debt: { amount: 385_000, dueYear: 5 } });
    expect(s.order).toEqual([0, 1, 2, 3]);
    expect(turn(s)).toBe(0);
    setHand(s, 1, ['1:LOAN:1', '1:NOV:+30']);
    const supply = s.companies.GLB.supply;
    const events = act(s, { type: 'pass', seat: 0 });
    expect(ofType(events, 'BANKRUPT')).toMatchObject([{ seat: 1, debt: 385_000 }]);
    expect(s.players[1]).toMatchObject({ active: false, cash: 0, hand: [], eliminatedSeq: s.seq });
    expect(s.companies.GLB.supply).toBe(supply + 5000);
    expect(s.order).toEqual([0, 2, 3]);
    expect(turn(s)).toBe(2);
    // The discarded hand is not counted at E4.
    const counted = [0, 2, 3].flatMap((seat) => s.players[seat].hand).filter((id) => id.includes(':NOV:')).reduce((a, id) => a + Number(id.split(':')[2]), 0);
    const tally = ofType(runUntil(s, (x) => x.year === 6), 'TALLY').find((e) => e.company === 'NOV');
    expect(tally!.delta).toBe(counted);
  });

  it('TC-17 ranking: net worth, then cash, shared ranks, eliminated seats continue the numbering', () => {
    const s = game(5);
    s.companies.ATL.price = 50;
    setHoldings(s, 'ATL', { 0: 21_000, 1: 19_000 });
    setCash(s, { 0: 200_000, 1: 300_000, 2: 900_000 });
    for (const [seat, seq] of [[3, 60], [4, 80]]) Object.assign(s.players[seat], { active: false, eliminatedSeq: seq, cash: 0, hand: [] });
    const r = computeResult(s);
    expect([r.netWorth[0], r.netWorth[1], r.netWorth[2]]).toEqual([1_250_000, 1_250_000, 900_000]);
    expect(r.ranks).toEqual({ 0: 2, 1: 1, 2: 3, 3: 5, 4: 4 });
    setHoldings(s, 'ATL', { 1: 21_000 });
    setCash(s, { 1: 200_000 });
    expect(computeResult(s).ranks).toEqual({ 0: 1, 1: 1, 2: 3, 3: 5, 4: 4 });
  });

  it('TC-18 progression: completed games and wins unlock modes, crediting is idempotent', () => {
    let p = { ...emptyProgress(), completed: { trader: 2, investor: 0, strategist: 0 } };
    expect(unlockedModes(p)).toEqual(['trader']);
    expect(lockProgress(p).modes[1].text).toContain('2 / 3');
    // A Trader game reaches GameOver with the profile's seat eliminated: it still counts as completed.
    const s = game(2);
    const seat1 = s.players[1];
    Object.assign(seat1, { active: false, eliminatedSeq: 7, cash: 0, hand: [] });
    const rank = computeResult(s).ranks[1];
    p = creditGame(p, 'g1', 'trader', rank);
    expect(unlockedModes(p)).toEqual(['trader', 'investor']);
    expect(creditGame(p, 'g1', 'trader', rank)).toBe(p);
    let q = { ...emptyProgress(), wins: { trader: 0, investor: 1, strategist: 0 } };
    expect(unlockedModes(q)).not.toContain('strategist');
    q = creditGame(q, 'g2', 'investor', 1); // a shared first place is rank 1
    expect(unlockedModes(q)).toContain('strategist');
    const all = lockProgress(emptyProgress(), { unlockAllModes: true });
    expect(all.modes.every((m) => m.unlocked)).toBe(true);
    expect(all.comingSoon.map((m) => m.mode)).toEqual(['tycoon', 'mogul']);
  });
});
