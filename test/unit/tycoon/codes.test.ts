/**
 * Every refusal code of §17 (and the app's CONFIG_FLAG and BAD_ACTION) produced by a real action, each refusal
 * leaving the state exactly as it was (refusal() compares the state before and after).
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, configError, defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { APP_CODES, SPEC_CODES } from '../../../src-shared/games/tycoon/errors.ts';
import type { TycoonAction, TycoonState } from '../../../src-shared/games/tycoon/types.ts';
import { act, clearCards, game, giveCards, passUntil, quietYear, refusal, runUntil, setCash, setHand, setHoldings } from './fixtures.ts';

type Case = [code: string, make: () => [TycoonState, TycoonAction]];

/** Strategist, 4 seats, order 0,1,2,3: seat 0 is to act. */
const base = (extra = {}) => game(4, { dealer: 3, mode: 'strategist', ...extra });

function buybackOpen(): TycoonState {
  const s = base();
  setHoldings(s, 'OMG', { 0: 100_000, 1: 8000, 2: 5000 });
  act(s, { type: 'announceBuyback', seat: 0, company: 'OMG', qty: 10_000, price: 55 });
  return s;
}

/** At E1 with seat 2 NOV's Director holding NOV cards, seat 0 its Chairman; seat 3 holds one SUSP. */
function atE1(): TycoonState {
  const s = base({ displaySteps: true });
  clearCards(s, (id) => /:(NOV|SUSP):/.test(id));
  giveCards(s, 0, ['1:NOV:+30']);
  giveCards(s, 2, ['1:NOV:+20', '1:NOV:-15']);
  giveCards(s, 3, ['1:SUSP:1']);
  setHoldings(s, 'NOV', { 0: 100_000, 2: 55_000 });
  runUntil(s, (x) => x.step === 'E1');
  return s;
}

function atE3(): TycoonState {
  const s = atE1();
  act(s, { type: 'withhold', seat: 2, company: 'NOV', card: '1:NOV:-15' });
  act(s, { type: 'advance' });
  return s;
}

function atE5(susp: string[]): TycoonState {
  const s = atE1();
  giveCards(s, 3, susp);
  act(s, { type: 'withhold', seat: 2, company: 'NOV', card: null });
  act(s, { type: 'advance' });
  act(s, { type: 'strike', seat: 0, company: 'NOV', card: null });
  act(s, { type: 'advance' });
  return s;
}

function atE9(): TycoonState {
  const s = game(4, { dealer: 3, mode: 'investor' });
  s.companies.OMG.price = 55;
  act(s, { type: 'short', seat: 0, company: 'OMG', qty: 12_000 });
  quietYear(s, ['OMG', 'ATL']);
  setCash(s, { 0: 0 });
  s.companies.OMG.price = 80;
  setHoldings(s, 'ATL', { 0: 20_000 });
  runUntil(s, (x) => x.step === 'E9');
  return s;
}

const gameOver = (): TycoonState => {
  const s = game(2, { years: 1 });
  runUntil(s, (x) => x.step === 'GAME_OVER');
  return s;
};

const CASES: Case[] = [
  ['GAME_OVER', () => [gameOver(), { type: 'pass', seat: 0 }]],
  ['FEATURE_NOT_IN_MODE', () => [game(4), { type: 'short', seat: 0, company: 'NOV', qty: 1000 }]],
  ['WRONG_STEP', () => [base(), { type: 'advance' }]],
  ['NOT_YOUR_TURN', () => [base(), { type: 'pass', seat: 2 }]],
  ['NOT_ELIGIBLE', () => [buybackOpen(), { type: 'buybackOffer', seat: 3, qty: 0 }]],
  ['ALREADY_SUBMITTED', () => { const s = buybackOpen(); act(s, { type: 'buybackOffer', seat: 1, qty: 0 }); return [s, { type: 'buybackOffer', seat: 1, qty: 1000 }]; }],
  ['UNKNOWN_COMPANY', () => [base(), { type: 'buy', seat: 0, company: 'XYZ', qty: 1000 }]],
  ['UNKNOWN_CARD', () => [base(), { type: 'playLoan', seat: 0, card: '2:LOAN:1' }]],
  ['BAD_QUANTITY', () => [base(), { type: 'buy', seat: 0, company: 'NOV', qty: 1500 }]],
  ['INSUFFICIENT_CASH', () => [base(), { type: 'buy', seat: 0, company: 'NOV', qty: 10_000 }]],
  ['INSUFFICIENT_SUPPLY', () => { const s = base(); setHoldings(s, 'ATL', { 1: 199_000 }); return [s, { type: 'buy', seat: 0, company: 'ATL', qty: 2000 }]; }],
  ['BUY_PRICE_ZERO', () => { const s = base(); s.companies.ATL.price = 0; return [s, { type: 'buy', seat: 0, company: 'ATL', qty: 1000 }]; }],
  ['BUY_BELOW_MINIMUM', () => { const s = base(); s.companies.ATL.price = 4; return [s, { type: 'buy', seat: 0, company: 'ATL', qty: 1000 }]; }],
  ['BUY_WHILE_SHORT', () => { const s = base(); act(s, { type: 'short', seat: 0, company: 'ATL', qty: 1000 }); passUntil(s, 0); return [s, { type: 'buy', seat: 0, company: 'ATL', qty: 1000 }]; }],
  ['BUY_CONDITION_FAILED', () => { const s = base(); s.companies.NOV.firstBuyDone = true; setHand(s, 0, ['1:NOV:-30']); return [s, { type: 'buy', seat: 0, company: 'NOV', qty: 1000 }]; }],
  ['SELL_EXCEEDS_HOLDING', () => [base(), { type: 'sell', seat: 0, company: 'NOV', qty: 1000 }]],
  ['CARD_NOT_IN_HAND', () => { const s = base(); giveCards(s, 1, ['1:LOAN:1']); return [s, { type: 'playLoan', seat: 0, card: '1:LOAN:1' }]; }],
  ['CARD_WRONG_KIND', () => { const s = base(); giveCards(s, 0, ['1:ATL:+5']); return [s, { type: 'playLoan', seat: 0, card: '1:ATL:+5' }]; }],
  ['DEBENTURE_PRICE_NOT_ZERO', () => { const s = base(); giveCards(s, 0, ['1:DEB:1']); return [s, { type: 'playDebenture', seat: 0, card: '1:DEB:1', company: 'GLB' }]; }],
  ['DEBENTURE_NO_HOLDING', () => { const s = base(); giveCards(s, 0, ['1:DEB:1']); s.companies.GLB.price = 0; return [s, { type: 'playDebenture', seat: 0, card: '1:DEB:1', company: 'GLB' }]; }],
  ['RIGHTS_NO_ENTITLEMENT', () => { const s = base(); giveCards(s, 0, ['1:RIGHTS:1']); setHoldings(s, 'TTN', { 0: 1000 }); return [s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 1000 }]; }],
  ['RIGHTS_EXCEEDS_ENTITLEMENT', () => { const s = base(); giveCards(s, 0, ['1:RIGHTS:1']); setHoldings(s, 'TTN', { 0: 4000 }); return [s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 3000 }]; }],
  ['RIGHTS_NO_WINDOW', () => [base(), { type: 'declineRights', seat: 0, window: 1 }]],
  ['SHORT_HOLDS_SHARES', () => { const s = base(); setHoldings(s, 'TTN', { 0: 1000 }); return [s, { type: 'short', seat: 0, company: 'TTN', qty: 1000 }]; }],
  ['SHORT_PLAYER_CAP', () => [base(), { type: 'short', seat: 0, company: 'TTN', qty: 13_000 }]],
  ['SHORT_COMPANY_CAP', () => { const s = base(); act(s, { type: 'short', seat: 0, company: 'TTN', qty: 12_000 }); return [s, { type: 'short', seat: 1, company: 'TTN', qty: 1000 }]; }],
  ['BAD_OPTION_KIND', () => [base(), { type: 'buyOption', seat: 0, company: 'NOV', kind: 'straddle', qty: 1000 }]],
  ['OPTION_PRICE_ZERO', () => { const s = base(); s.companies.NOV.price = 0; return [s, { type: 'buyOption', seat: 0, company: 'NOV', kind: 'put', qty: 1000 }]; }],
  ['OPTION_CAP_EXCEEDED', () => [base(), { type: 'buyOption', seat: 0, company: 'ATL', kind: 'call', qty: 41_000 }]],
  ['PREMIUM_BAD_RATE', () => { const s = base(); setHoldings(s, 'OMG', { 0: 100_000 }); runUntil(s, (x) => x.step === 'P1'); return [s, { type: 'setPremium', seat: 0, company: 'OMG', pct: 12 }]; }],
  ['DIVIDEND_NOT_CONTROLLER', () => [base(), { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 5 }]],
  ['DIVIDEND_BAD_AMOUNT', () => { const s = base({ dividendStep: 5 }); setHoldings(s, 'GLB', { 0: 100_000 }); return [s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 7 }]; }],
  ['DIVIDEND_ABOVE_CAP', () => { const s = base(); setHoldings(s, 'GLB', { 0: 100_000 }); return [s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 25 }]; }],
  ['DIVIDEND_ABOVE_PRICE', () => { const s = base(); setHoldings(s, 'GLB', { 0: 100_000 }); s.companies.GLB.price = 12; return [s, { type: 'declareDividend', seat: 0, company: 'GLB', perShare: 15 }]; }],
  ['BUYBACK_NOT_CHAIRMAN', () => [base(), { type: 'announceBuyback', seat: 0, company: 'GLB', qty: 1000, price: 50 }]],
  ['BUYBACK_BAD_PRICE', () => { const s = base(); setHoldings(s, 'GLB', { 0: 100_000 }); return [s, { type: 'announceBuyback', seat: 0, company: 'GLB', qty: 1000, price: 0 }]; }],
  ['OFFER_EXCEEDS_HOLDING', () => [buybackOpen(), { type: 'buybackOffer', seat: 2, qty: 6000 }]],
  ['WITHHOLD_BAD_CARD', () => [atE1(), { type: 'withhold', seat: 2, company: 'NOV', card: '1:NOV:+30' }]],
  ['STRIKE_BAD_CARD', () => [atE3(), { type: 'strike', seat: 0, company: 'NOV', card: '1:NOV:-15' }]],
  ['SUSPEND_TOO_MANY', () => [atE5([]), { type: 'suspend', seat: 3, companies: ['NOV', 'ATL'] }]],
  ['SUSPEND_DUPLICATE', () => [atE5(['1:SUSP:2']), { type: 'suspend', seat: 3, companies: ['NOV', 'NOV'] }]],
  ['COVER_INSUFFICIENT', () => [atE9(), { type: 'coverDebt', seat: 0, sales: [{ company: 'ATL', qty: 1000 }] }]],
  ['BAD_ACTION', () => [base(), { type: 'explode' } as unknown as TycoonAction]],
];

const CONFIG_CASES: [string, Record<string, unknown>][] = [
  ['CONFIG_VARIANT', { variant: 'giant' }],
  ['CONFIG_PLAYER_COUNT', { variant: 'standard', players: 7 }],
  ['CONFIG_MODE', { mode: 'tycoon' }],
  ['CONFIG_SEED', { seed: 2 ** 32 }],
  ['CONFIG_FLAG', { dividendStep: 2 }],
];

describe('Tycoon §17 refusal codes', () => {
  const produced = new Set<string>();
  for (const [code, make] of CASES) {
    it(`${code} is produced by an applied action, which changes nothing`, () => {
      const [s, action] = make();
      expect(refusal(s, action)).toBe(code);
      produced.add(code);
    });
  }
  for (const [code, partial] of CONFIG_CASES) {
    it(`${code} from configError and init`, () => {
      const config = { ...defaultConfig(4), ...partial } as never;
      expect(configError(config)?.code).toBe(code);
      expect(() => init(config)).toThrow(code);
      produced.add(code);
    });
  }
  it('every code of §17 and every app code was produced above', () => {
    expect([...produced].sort()).toEqual([...SPEC_CODES, ...APP_CODES].sort());
  });

  it('check order: §9.1 checks come before the action checks, the spec order within each list', () => {
    const s = base();
    // A junk quantity at another seat's turn is NOT_YOUR_TURN (check 4 before 6); a known card out of hand with
    // a bad quantity is BAD_QUANTITY (check 6 before CARD_NOT_IN_HAND).
    expect(refusal(s, { type: 'buy', seat: 1, company: 'XYZ', qty: 7 })).toBe('NOT_YOUR_TURN');
    giveCards(s, 1, ['1:RIGHTS:1']);
    expect(refusal(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 500 })).toBe('BAD_QUANTITY');
    expect(refusal(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 1000 })).toBe('CARD_NOT_IN_HAND');
    expect(refusal(s, { type: 'buyOption', seat: 0, company: 'NOV', kind: 'x', qty: 1000 })).toBe('BAD_OPTION_KIND');
    // The mode check comes before the step check.
    expect(refusal(game(4), { type: 'setPremium', seat: 0, company: 'NOV', pct: 10 })).toBe('FEATURE_NOT_IN_MODE');
    // A refused action does not bump seq; the first accepted action has seq 1.
    expect(s.seq).toBe(0);
    const r = applyInPlace(s, { type: 'pass', seat: 0 });
    expect(r.ok && r.events.every((e) => e.seq === 1)).toBe(true);
    expect(s.seq).toBe(1);
  });

  it('E1/E3 per-company answers: NOT_ELIGIBLE for another company, ALREADY_SUBMITTED once answered', () => {
    const s = atE1();
    expect(refusal(s, { type: 'withhold', seat: 2, company: 'ATL', card: null })).toBe('NOT_ELIGIBLE');
    expect(refusal(s, { type: 'withhold', seat: 1, company: 'NOV', card: null })).toBe('NOT_ELIGIBLE');
    const t = atE3();
    expect(refusal(t, { type: 'strike', seat: 2, company: 'NOV', card: null })).toBe('NOT_ELIGIBLE');
    expect(refusal(t, { type: 'withhold', seat: 2, company: 'NOV', card: null })).toBe('WRONG_STEP');
  });
});
