import { describe, expect, it } from 'vitest';
import { act, game, giveCards, ofType, passUntil, quietYear, refusal, runUntil, setCash, setHand, setHoldings, setYear, turn, setDealer } from './fixtures.ts';

describe('probe', () => {
  it('P1 other seat buy during pending prompt', () => {
    const s = game(4, { dealer: 3 });
    passUntil(s, 0, 2);
    s.companies.TTN.price = 30;
    setHoldings(s, 'TTN', { 0: 37_000, 1: 9000 });
    giveCards(s, 0, ['1:RIGHTS:1']);
    act(s, { type: 'playRights', seat: 0, card: '1:RIGHTS:1', company: 'TTN', qty: 2000 });
    console.log('other buy', refusal(s, { type: 'buy', seat: 2, company: 'ATL', qty: 1000 }));
  });
  it('P3 buyback simultaneous crossings', () => {
    const s = game(4, { dealer: 3, mode: 'strategist' });
    s.companies.VTC.price = 75;
    setHoldings(s, 'VTC', { 0: 40_000, 1: 90_000, 2: 90_000 });
    console.log(s.companies.VTC.chairman, s.companies.VTC.director, JSON.stringify(s.companies.VTC.holdSince));
  });
});
