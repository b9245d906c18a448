/** §16 TC-01, TC-02, TC-06, TC-10, TC-12, TC-14: buying, selling, shorts, cards, rights and control. */
import { describe, expect, it } from 'vitest';
import { isDirectorEligible } from '../../../src-shared/games/tycoon/control.ts';
import { defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { buyConditionOk, handSum, pendingRightsPrompts } from '../../../src-shared/games/tycoon/queries.ts';
import { act, game, giveCards, ofType, passUntil, quietYear, refusal, runUntil, setCash, setHand, setHoldings, turn } from './fixtures.ts';

describe('Tycoon §16 trading', () => {
  it('TC-01 buy condition: hand sums, the first-buyer exemption, and V-02 year 1', () => {
    const s = game(4, { dealer: 3 });
    setHand(s, 0, ['1:NOV:-30', '1:NOV:+20', '1:NOV:+30', '1:NOV:-5']);
    expect(handSum(s, 0, 'NOV')).toBe(15);
    expect(buyConditionOk(s, 0, 'NOV')).toBe(true);
    setHand(s, 0, ['1:NOV:-30', '1:NOV:-20', '1:NOV:+5', '1:NOV:-5']);
    expect(handSum(s, 0, 'NOV')).toBe(-50);
    expect(buyConditionOk(s, 0, 'NOV')).toBe(true); // no Buy of NOV yet: the first buyer is exempt
    s.companies.NOV.firstBuyDone = true;
    expect(buyConditionOk(s, 0, 'NOV')).toBe(false);
    expect(refusal(s, { type: 'buy', seat: 0, company: 'NOV', qty: 1000 })).toBe('BUY_CONDITION_FAILED');

    // V-02 integration: seat 2 (NOV −40) buys first; in TR2 the same buy fails; seat 3 (no ATL) buys ATL.
    const { state: v } = init(defaultConfig(4, { seed: 20240601 }));
    expect(handSum(v, 2, 'NOV')).toBe(-40);
    expect(ofType(act(v, { type: 'buy', seat: 2, company: 'NOV', qty: 1000 }), 'BOUGHT')[0]).toMatchObject({ price: 80, cost: 80_000 });
    act(v, { type: 'pass', seat: 3 });
    act(v, { type: 'buy', seat: 0, company: 'ATL', qty: 1000 });
    act(v, { type: 'pass', seat: 1 });
    expect(v.txRound).toBe(2);
    expect(refusal(v, { type: 'buy', seat: 2, company: 'NOV', qty: 1000 })).toBe('BUY_CONDITION_FAILED');
    act(v, { type: 'pass', seat: 2 });
    expect(handSum(v, 3, 'ATL')).toBe(0);
    act(v, { type: 'buy', seat: 3, company: 'ATL', qty: 1000 });
    expect(v.players[3].holdings.ATL).toBe(1000);
  });

  it('TC-02 minimum value: 1,000 at 4 is below 5,000; 2,000 costs 8,000; 1,500 is not a lot', () => {
    const s = game(4, { dealer: 3 });
    s.companies.ATL.price = 4;
    expect(refusal(s, { type: 'buy', seat: 0, company: 'ATL', qty: 1000 })).toBe('BUY_BELOW_MINIMUM');
    expect(refusal(s, { type: 'buy', seat: 0, company: 'ATL', qty: 1500 })).toBe('BAD_QUANTITY');
    act(s, { type: 'buy', seat: 0, company: 'ATL', qty: 2000 });
    expect(s.players[0].cash).toBe(600_000 - 8000);
  });

  for (const [final, amount] of [[40, 200_000], [80, -200_000]] as const) {
    it(`TC-06 short: 10,000 TTN at 60, final ${final} → E7 ${amount > 0 ? '+' : ''}${amount}`, () => {
      const s = game(4, { dealer: 3, mode: 'investor', displaySteps: true });
      s.companies.TTN.price = 60;
      act(s, { type: 'short', seat: 0, company: 'TTN', qty: 10_000 });
      expect(s.shorts).toEqual([{ seat: 0, company: 'TTN', qty: 10_000, entry: 60, accrued: 0 }]);
      expect(s.players[0].cash).toBe(600_000); // no cash moves when shorting
      passUntil(s, 0, 2);
      expect(refusal(s, { type: 'buy', seat: 0, company: 'TTN', qty: 1000 })).toBe('BUY_WHILE_SHORT');
      quietYear(s, ['TTN']);
      s.companies.TTN.price = final;
      const events = runUntil(s, (x) => x.step === 'E8');
      expect(ofType(events, 'SHORT_SETTLED')).toMatchObject([{ seat: 0, entry: 60, price: final, amount }]);
      expect(s.players[0].cash).toBe(600_000 + amount);
    });
  }

  it('TC-06 short caps, per player and per table, and no short while holding', () => {
    const s = game(4, { dealer: 3, mode: 'investor' });
    setHoldings(s, 'TTN', { 3: 1000 });
    act(s, { type: 'short', seat: 0, company: 'TTN', qty: 8000 });
    expect(s.companies.TTN.shortTotal).toBe(8000);
    expect(refusal(s, { type: 'short', seat: 1, company: 'TTN', qty: 5000 })).toBe('SHORT_COMPANY_CAP');
    act(s, { type: 'short', seat: 1, company: 'TTN', qty: 4000 });
    expect(s.companies.TTN.shortTotal).toBe(12_000);
    act(s, { type: 'pass', seat: 2 });
    expect(refusal(s, { type: 'short', seat: 3, company: 'TTN', qty: 1000 })).toBe('SHORT_HOLDS_SHARES');
    act(s, { type: 'pass', seat: 3 });
    expect(refusal(s, { type: 'short', seat: 0, company: 'TTN', qty: 5000 })).toBe('SHORT_PLAYER_CAP');
    // A short on a company at 0 is allowed (T-D08).
    s.companies.ATL.price = 0;
    act(s, { type: 'short', seat: 0, company: 'ATL', qty: 1000 });
    expect(s.shorts.at(-1)).toMatchObject({ company: 'ATL', entry: 0 });
  });

  it('TC-10 Debenture: GLB at 0 pays 45 × 10,000 and the shares go back to supply', () => {
    const s = game(4, { dealer: 3 });
    giveCards(s, 0, ['1:DEB:1']);
    giveCards(s, 1, ['1:DEB:2']);
    setHoldings(s, 'GLB', { 0: 10_000 });
    s.companies.GLB.price = 5;
    expect(refusal(s, { type: 'playDebenture', seat: 0, card: '1:DEB:1', company: 'GLB' })).toBe('DEBENTURE_PRICE_NOT_ZERO');
    s.companies.GLB.price = 0;
    const supply = s.companies.GLB.supply;
    act(s, { type: 'playDebenture', seat: 0, card: '1:DEB:1', company: 'GLB' });
    expect(s.players[0].cash).toBe(600_000 + 450_000);
    expect(s.players[0].holdings.GLB).toBe(0);
    expect(s.companies.GLB.supply).toBe(supply + 10_000);
    expect(s.players[0].played).toEqual(['1:DEB:1']);
    expect(refusal(s, { type: 'playDebenture', seat: 1, card: '1:DEB:2', company: 'GLB' })).toBe('DEBENTURE_NO_HOLDING');
  });

  /** TC-12's position: order 0,1,2,3, TTN at 30, holdings 37,000 / 9,000 / 1,000 / 20,000, in TR2. */
  function rightsFixture(rightsFollowerFree = true) {
    const s = game(4, { dealer: 3, rightsFollowerFree });
    passUntil(s, 0, 2);
    s.companies.TTN.price = 30;
    setHoldings(s, 'TTN', { 0: 37_000, 1: 9000, 2: 1000, 3: 20_000 });
    setCash(s, { 0: 600_000, 1: 600_000, 2: 600_000, 3: 600_000 });
    giveCards(s, 0, ['1:RIGHTS:1']);
    giveCards(s, 3, ['1:RIGHTS:2']);
    return s;
  }

  it('TC-12 Rights: the card player, a follower who exercises, one not prompted, one who declines', () => {
    const s = rightsFixture();
    const play = { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN' } as const;
    expect(refusal(s, { ...play, qty: 18_500 })).toBe('BAD_QUANTITY');
    expect(refusal(s, { ...play, qty: 19_000 })).toBe('RIGHTS_EXCEEDS_ENTITLEMENT');
    act(s, { ...play, qty: 18_000 });
    expect(s.players[0].cash).toBe(600_000 - 180_000);
    expect(s.players[0].holdings.TTN).toBe(55_000);
    expect(s.companies.TTN.director).toBe(0);
    expect(s.rightsWindows[0]).toMatchObject({ id: 1, company: 'TTN', eligible: [1, 2, 3] });
    // Seat 1: e = 4,000, prompted before its action; other actions wait for the answer.
    expect(pendingRightsPrompts(s, 1)).toEqual([{ window: 1, company: 'TTN', entitlement: 4000 }]);
    expect(refusal(s, { type: 'pass', seat: 1 })).toBe('WRONG_STEP');
    act(s, { type: 'exerciseRights', seat: 1, window: 1, qty: 4000 });
    expect(s.players[1].cash).toBe(560_000);
    expect(turn(s)).toBe(1); // free exercise: seat 1 still takes its action
    act(s, { type: 'buy', seat: 1, company: 'ATL', qty: 1000 });
    // Seat 2 (e = 0) is not prompted; seat 3 (e = 10,000) is, and declines.
    expect(pendingRightsPrompts(s, 2)).toEqual([]);
    act(s, { type: 'pass', seat: 2 });
    expect(pendingRightsPrompts(s, 3)).toEqual([{ window: 1, company: 'TTN', entitlement: 10_000 }]);
    act(s, { type: 'declineRights', seat: 3, window: 1 });
    act(s, { type: 'pass', seat: 3 });
    // TR3: the window closed with TR2.
    expect(s.txRound).toBe(3);
    expect(refusal(s, { type: 'exerciseRights', seat: 1, window: 1, qty: 1000 })).toBe('NOT_YOUR_TURN');
    act(s, { type: 'pass', seat: 0 });
    expect(refusal(s, { type: 'exerciseRights', seat: 1, window: 1, qty: 1000 })).toBe('RIGHTS_NO_WINDOW');
  });

  it('TC-12 Rights with rightsFollowerFree off: the exercise is the turn', () => {
    const s = rightsFixture(false);
    act(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 18_000 });
    act(s, { type: 'exerciseRights', seat: 1, window: 1, qty: 4000 });
    expect(s.players[1].holdings.TTN).toBe(13_000);
    expect(turn(s)).toBe(2);
  });

  it('TC-12 Rights played by the dealer (last in order) has no followers', () => {
    const s = rightsFixture();
    for (const seat of [0, 1, 2]) act(s, { type: 'pass', seat });
    act(s, { type: 'playRights', seat: 3, card: '1:RIGHTS:2', company: 'TTN', qty: 10_000 });
    expect(s.txRound).toBe(3);
    expect(s.rightsWindows).toEqual([]);
    expect(pendingRightsPrompts(s, 0)).toEqual([]);
  });

  it('TC-14 control sequence: the earliest current crossing chairs; a Director may be at the Chairman threshold', () => {
    const s = game(2, { dealer: 1 });
    setHand(s, 0, []);
    setHand(s, 1, []);
    setHoldings(s, 'GLB', { 0: 90_000, 1: 90_000 });
    setCash(s, { 0: 2_000_000, 1: 2_000_000 });
    const seqA = s.seq + 1;
    act(s, { type: 'buy', seat: 0, company: 'GLB', qty: 10_000 });
    expect([s.companies.GLB.chairman, s.companies.GLB.chairSince[0]]).toEqual([0, seqA]);
    act(s, { type: 'buy', seat: 1, company: 'GLB', qty: 10_000 });
    expect([s.companies.GLB.chairman, s.companies.GLB.director]).toEqual([0, 1]);
    act(s, { type: 'sell', seat: 0, company: 'GLB', qty: 1000 });
    expect([s.companies.GLB.chairman, s.companies.GLB.director, s.companies.GLB.chairSince[0]]).toEqual([1, 0, null]);
    act(s, { type: 'pass', seat: 1 });
    act(s, { type: 'buy', seat: 0, company: 'GLB', qty: 1000 });
    expect(s.players[0].holdings.GLB).toBe(100_000);
    expect([s.companies.GLB.chairman, s.companies.GLB.director]).toEqual([1, 0]);
    // Extended: 55,000 of 300,000 is below the 20% Director threshold (60,000).
    const x = game(7);
    expect(isDirectorEligible(x, 55_000, 300_000)).toBe(false);
    expect(isDirectorEligible(x, 60_000, 300_000)).toBe(true);
  });
});
