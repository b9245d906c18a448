/**
 * The flow around the rules: display stops and `advance`, endYearOnFullPass, deferred settlements (window, auto
 * plan, paid from cash), the last year's negative cash (T-D41 with config.years), the §1 flags, apply().
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src-shared/games/tycoon/engine.ts';
import { checkInvariants } from '../../../src-shared/games/tycoon/invariants.ts';
import type { TycoonState } from '../../../src-shared/games/tycoon/types.ts';
import { act, game, giveCards, ofType, passUntil, quietYear, refusal, runUntil, setCash, setHand, setHoldings, setYear, turn } from './fixtures.ts';

/**
 * TC-16's deferral (385,000 owed by seat 1, due in year 2), then seat 1 gets `hand`, `cash` and GLB `glb`
 * at 25 while seat 0 is to act in year 2's TR1 (order 0,1,2,3).
 */
function debtor(hand: string[], cash: number, glb: number): TycoonState {
  const s = game(4, { dealer: 2, mode: 'investor' });
  passUntil(s, 1);
  s.companies.TTN.price = 40;
  act(s, { type: 'short', seat: 1, company: 'TTN', qty: 12_000 });
  quietYear(s, ['TTN', 'GLB']);
  setCash(s, { 1: 10_000 });
  s.companies.GLB.price = 25;
  setHoldings(s, 'GLB', { 1: 5000 });
  s.companies.TTN.price = 70;
  runUntil(s, (x) => x.year === 2);
  expect(s.players[1].debt).toEqual({ amount: 385_000, dueYear: 2 });
  expect(turn(s)).toBe(0);
  setHand(s, 1, hand);
  setCash(s, { 1: cash });
  setHoldings(s, 'GLB', { 1: glb });
  return s;
}

describe('Tycoon flow', () => {
  it('display steps: the engine stops at E2, E4 and E8 until advance; other actions wait', () => {
    const s = game(4, { dealer: 3, displaySteps: true });
    quietYear(s, []);
    const events = runUntil(s, (x) => x.step !== 'TURN');
    expect(s.step).toBe('E2');
    expect(ofType(events, 'CARDS_REVEALED').map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    expect(refusal(s, { type: 'pass', seat: 0 })).toBe('WRONG_STEP');
    act(s, { type: 'advance' });
    expect(s.step).toBe('E4');
    act(s, { type: 'advance' });
    expect(s.step).toBe('E8');
    const next = act(s, { type: 'advance', auto: true });
    expect(ofType(next, 'STEP_STARTED').map((e) => e.step)).toEqual(['E9', 'E10', 'E11', 'P2', 'TURN']);
    expect([s.step, s.year]).toEqual(['TURN', 2]);
    expect(refusal(s, { type: 'advance' })).toBe('WRONG_STEP');
  });

  it('endYearOnFullPass: a round of passes ends the year; a round with an action does not', () => {
    const s = game(4, { dealer: 3, endYearOnFullPass: true });
    act(s, { type: 'buy', seat: 0, company: 'NOV', qty: 1000 });
    for (const seat of [1, 2, 3]) act(s, { type: 'pass', seat });
    expect([s.year, s.txRound]).toEqual([1, 2]);
    for (const seat of [0, 1, 2]) act(s, { type: 'pass', seat });
    const events = act(s, { type: 'pass', seat: 3, auto: true });
    expect(ofType(events, 'PASSED')[0]).toMatchObject({ seat: 3, auto: true });
    expect(ofType(events, 'STEP_STARTED')[0]).toMatchObject({ step: 'E1', year: 1 });
    expect(s.year).toBe(2);
  });

  it('deferred settlement through the window: loans and sales, with the §12 checks in order', () => {
    const s = debtor(['1:LOAN:1', '1:LOAN:2', '1:ATL:+5'], 0, 10_000);
    giveCards(s, 0, ['1:DEB:1']);
    act(s, { type: 'pass', seat: 0 });
    expect(s.window).toEqual({ kind: 'settle', seat: 1, answered: false });
    expect(refusal(s, { type: 'pass', seat: 1 })).toBe('WRONG_STEP');
    expect(refusal(s, { type: 'settleDebt', seat: 2, loans: [] })).toBe('NOT_ELIGIBLE');
    expect(refusal(s, { type: 'settleDebt', seat: 1, loans: ['1:DEB:1'] })).toBe('CARD_NOT_IN_HAND');
    expect(refusal(s, { type: 'settleDebt', seat: 1, loans: ['1:LOAN:1', '1:LOAN:1'] })).toBe('CARD_NOT_IN_HAND');
    expect(refusal(s, { type: 'settleDebt', seat: 1, loans: ['1:LOAN:1', '1:ATL:+5'] })).toBe('CARD_WRONG_KIND');
    expect(refusal(s, { type: 'settleDebt', seat: 1, loans: [], sales: [{ company: 'GLB', qty: 11_000 }] })).toBe('SELL_EXCEEDS_HOLDING');
    expect(refusal(s, { type: 'settleDebt', seat: 1, loans: ['1:LOAN:1'], sales: [] })).toBe('COVER_INSUFFICIENT');
    const events = act(s, { type: 'settleDebt', seat: 1, loans: ['1:LOAN:1', '1:LOAN:2'], sales: [{ company: 'GLB', qty: 8000 }] });
    expect(ofType(events, 'DEBT_SETTLED')[0]).toMatchObject({ seat: 1, debt: 385_000, proceeds: 200_000, cash: 15_000 });
    expect(s.players[1]).toMatchObject({ cash: 15_000, played: ['1:LOAN:1', '1:LOAN:2'] });
    expect(s.players[1].debt).toBeUndefined();
    expect(turn(s)).toBe(2); // the settlement consumed seat 1's turn
    expect(s.roundPasses).toContain(1);
  });

  it('deferred settlement auto plan: cash first, LOAN cards in canonical order only as needed, then liquidation', () => {
    const s = debtor(['1:LOAN:2', '1:LOAN:1'], 300_000, 10_000);
    act(s, { type: 'pass', seat: 0 });
    const events = act(s, { type: 'settleDebt', seat: 1, auto: true });
    expect(ofType(events, 'DEBT_SETTLED')[0]).toMatchObject({ loans: ['1:LOAN:1'], sales: [], auto: true });
    expect(s.players[1]).toMatchObject({ cash: 15_000, hand: ['1:LOAN:2'] });
    const t = debtor([], 300_000, 10_000);
    act(t, { type: 'pass', seat: 0 });
    act(t, { type: 'settleDebt', seat: 1, auto: true });
    // 85,000 short: 4 lots of GLB at 25 (100,000).
    expect(t.players[1]).toMatchObject({ cash: 15_000, holdings: { GLB: 6000 } });
  });

  it('deferred settlement paid from cash at once: no window, the turn is consumed', () => {
    const s = debtor([], 400_000, 0);
    const events = act(s, { type: 'pass', seat: 0 });
    expect(ofType(events, 'DEBT_SETTLED')[0]).toMatchObject({ seat: 1, cash: 15_000 });
    expect(s.window).toBeUndefined();
    expect(turn(s)).toBe(2);
  });

  it('T-D41 in the last year (config.years): negative cash stands and counts in net worth', () => {
    const s = game(4, { dealer: 3, mode: 'investor', years: 1 });
    act(s, { type: 'short', seat: 0, company: 'TTN', qty: 12_000 });
    quietYear(s, ['TTN']);
    s.companies.TTN.price = 125;
    const events = runUntil(s, (x) => x.step === 'GAME_OVER');
    expect(ofType(events, 'DEBT_DEFERRED')).toEqual([]);
    expect(s.players[0].cash).toBe(-600_000);
    expect(s.result!.netWorth[0]).toBe(-600_000);
    expect(s.result!.ranks[0]).toBe(4);
    expect(checkInvariants(s)).toEqual([]);
    expect(ofType(events, 'GAME_OVER')[0].reserve).toEqual(s.reserve);
  });

  it('shortsPayDividends: each dividend is charged to open shorts at E7', () => {
    for (const flag of [false, true]) {
      const s = game(4, { dealer: 3, mode: 'strategist', shortsPayDividends: flag, displaySteps: true });
      s.companies.GLB.price = 60;
      setHoldings(s, 'GLB', { 0: 100_000 });
      passUntil(s, 1);
      act(s, { type: 'short', seat: 1, company: 'GLB', qty: 10_000 });
      passUntil(s, 0);
      act(s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 10 });
      quietYear(s, ['GLB']);
      const settled = ofType(runUntil(s, (x) => x.step === 'E8'), 'SHORT_SETTLED')[0];
      expect(settled).toMatchObject({ entry: 60, price: 50, accrued: flag ? 100_000 : 0, amount: flag ? 0 : 100_000 });
    }
  });

  it("buybackFunder 'bank': sellers are paid by the bank and the Chairman needs no cash", () => {
    const s = game(4, { dealer: 3, mode: 'strategist', buybackFunder: 'bank' });
    setHoldings(s, 'OMG', { 0: 100_000, 1: 10_000 });
    setCash(s, { 0: 0 });
    act(s, { type: 'announceBuyback', seat: 0, company: 'OMG', qty: 10_000, price: 60 });
    act(s, { type: 'buybackOffer', seat: 1, qty: 10_000 });
    expect([s.players[0].cash, s.players[1].cash]).toEqual([0, 600_000 + 600_000]);
    expect(s.companies.OMG).toMatchObject({ outstanding: 190_000, price: 60 });
  });

  it('a buyback with nobody eligible resolves at once with nothing retired', () => {
    const s = game(4, { dealer: 3, mode: 'strategist' });
    setHoldings(s, 'OMG', { 0: 100_000 });
    const events = act(s, { type: 'announceBuyback', seat: 0, company: 'OMG', qty: 10_000, price: 60 });
    expect(ofType(events, 'BUYBACK_RESOLVED')[0]).toMatchObject({ fills: [], retired: 0, newPrice: 55 });
    expect(turn(s)).toBe(1);
  });

  it('apply() copies: the given state is never changed; refusals come back with a sentence', () => {
    const s = game(4, { dealer: 3 });
    setYear(s, 1);
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'buy', seat: 0, company: 'NOV', qty: 1000 });
    expect(r.ok && r.state.players[0].holdings.NOV).toBe(1000);
    expect(JSON.stringify(s)).toBe(before);
    const bad = apply(s, { type: 'sell', seat: 0, company: 'NOV', qty: 1000 });
    expect(bad.ok === false && bad.code === 'SELL_EXCEEDS_HOLDING' && /\.$/.test(bad.message)).toBe(true);
  });
});
