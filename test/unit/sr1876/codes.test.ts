/**
 * Every refusal code of §12 (and the app's BAD_ACTION) produced by a real action, each refusal leaving the state
 * byte-identical (refusal() compares the JSON before and after) with a plain English sentence.
 */
import { describe, expect, it } from 'vitest';
import { APP_CODES, SPEC_CODES } from '../../../src-shared/games/sr1876/errors.ts';
import type { SrState } from '../../../src-shared/games/sr1876/types.ts';
import { act, ANA, atTurn, BEN, CY, declineAll, DEE, game, passRound, refusal, setCompany, setHoldings, settle } from './helpers.ts';

type Case = [code: string, label: string, make: () => [SrState, unknown]];

/** Ana's turn in a 4-seat game, after the declarations. */
const anaTurn = (): SrState => {
  const s = atTurn(game(4), ANA);
  settle(s);
  return s;
};

/** Ana has sold 1 PSR; Ben, Cy and Dee are asked (the company is not: Ana directs it). */
const offerOpen = (): SrState => {
  const s = anaTurn();
  act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
  return s;
};

/** Dee's turn with the default seed's declarations still open (seed 1: priority Dee opens them). */
const declaring = (): SrState => game(4, { seed: 1 });

const CASES: Case[] = [
  ['GAME_OVER', 'any action after the last payout', () => {
    const s = game(3);
    for (let k = 0; k < 4; k++) passRound(s);
    return [s, { type: 'endTurn', seat: 0 }];
  }],
  ['WRONG_STEP', 'a sale during the declarations', () => [declaring(), { type: 'sell', seat: DEE, company: 'CRR', count: 1 }]],
  ['WRONG_STEP', 'the seller ends the turn while the offer loop runs', () => [offerOpen(), { type: 'endTurn', seat: ANA }]],
  ['WRONG_STEP', 'an offer answer outside an offer', () => [anaTurn(), { type: 'offerResponse', seat: BEN, take: true }]],
  ['WRONG_STEP', 'a declaration during the turns', () => [anaTurn(), { type: 'declareReissue', seat: ANA, company: 'PSR', count: 0 }]],
  ['NOT_YOUR_TURN', 'Ben buys in Ana\'s turn', () => [anaTurn(), { type: 'buy', seat: BEN, company: 'SFR', source: 'company' }]],
  ['NOT_YOUR_TURN', 'Ana declares in Dee\'s window', () => [declaring(), { type: 'declareReissue', seat: ANA, company: 'PSR', count: 0 }]],
  ['NOT_ELIGIBLE', 'the seller answers her own offer', () => [offerOpen(), { type: 'offerResponse', seat: ANA, take: true }]],
  ['NOT_ELIGIBLE', 'Ben answers for PSR, which Ben does not direct', () => [offerOpen(), { type: 'companyOfferResponse', seat: BEN, company: 'PSR', take: true }]],
  ['NOT_ELIGIBLE', 'Dee declares for PSR, which Dee does not direct', () => [declaring(), { type: 'declareReissue', seat: DEE, company: 'PSR', count: 0 }]],
  ['ALREADY_SUBMITTED', 'Ben answers the same pass twice', () => {
    const s = offerOpen();
    act(s, { type: 'offerResponse', seat: BEN, take: true });
    return [s, { type: 'offerResponse', seat: BEN, take: false }];
  }],
  ['ALREADY_SUBMITTED', 'the director answers for the company twice', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'SFR', { [ANA]: 1 });
    setCompany(s, 'SFR', { ipo: 3 });
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 1 });
    act(s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: false });
    return [s, { type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: true }];
  }],
  ['UNKNOWN_COMPANY', 'a sale of XYZ', () => [anaTurn(), { type: 'sell', seat: ANA, company: 'XYZ', count: 1 }]],
  ['UNKNOWN_COMPANY', 'TBR in a 4-seat game', () => [anaTurn(), { type: 'buy', seat: ANA, company: 'TBR', source: 'company' }]],
  ['INSUFFICIENT_CASH', 'Ana with $10 buys a PSR share', () => {
    const s = anaTurn();
    s.players[ANA].cash = 10;
    settle(s);
    return [s, { type: 'buy', seat: ANA, company: 'PSR', source: 'company' }];
  }],
  ['SR_BAD_COUNT', 'a sale of 0 shares', () => [anaTurn(), { type: 'sell', seat: ANA, company: 'PSR', count: 0 }]],
  ['SR_BAD_COUNT', 'a sale of 1.5 shares', () => [anaTurn(), { type: 'sell', seat: ANA, company: 'PSR', count: 1.5 }]],
  ['SR_BAD_COUNT', 'a sale of "2" shares', () => [anaTurn(), { type: 'sell', seat: ANA, company: 'PSR', count: '2' }]],
  ['SR_BAD_COUNT', 'a declaration of −1', () => [declaring(), { type: 'declareReissue', seat: DEE, company: 'CRR', count: -1 }]],
  ['SR_BAD_COUNT', 'a declaration of 0.5', () => [declaring(), { type: 'declareReissue', seat: DEE, company: 'CRR', count: 0.5 }]],
  ['SR_BAD_SOURCE', 'a purchase from the bank', () => [anaTurn(), { type: 'buy', seat: ANA, company: 'SFR', source: 'bank' }]],
  ['SR_ALREADY_SOLD', 'a second sale in one turn', () => {
    const s = offerOpen();
    declineAll(s);
    return [s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 }];
  }],
  ['SR_SELL_EXCEEDS_HOLDING', 'selling 4 PSR with 3', () => [anaTurn(), { type: 'sell', seat: ANA, company: 'PSR', count: 4 }]],
  ['SR_BUY_ALREADY_DONE', 'a second purchase in a turn (a crafted state: a purchase always ends the turn)', () => {
    const s = anaTurn();
    s.turn!.bought = true;
    return [s, { type: 'buy', seat: ANA, company: 'SFR', source: 'company' }];
  }],
  ['SR_BUY_SOLD_THIS_ROUND', 'buying PSR back after selling it', () => {
    const s = offerOpen();
    declineAll(s);
    return [s, { type: 'buy', seat: ANA, company: 'PSR', source: 'pool' }];
  }],
  ['SR_BUY_NOT_AVAILABLE', 'buying from an empty pool', () => [anaTurn(), { type: 'buy', seat: ANA, company: 'SFR', source: 'pool' }]],
  ['SR_BUY_NOT_AVAILABLE', 'a company share with the IPO empty and nothing declared', () => {
    const s = anaTurn();
    setCompany(s, 'SFR', { ipo: 0, treasury: 7 });
    return [s, { type: 'buy', seat: ANA, company: 'SFR', source: 'company' }];
  }],
  ['SR_BUY_HOLD_LIMIT', 'a seventh PSR share', () => {
    const s = anaTurn();
    setHoldings(s, 'PSR', { [ANA]: 6 });
    setCompany(s, 'PSR', { ipo: 1, treasury: 3 });
    settle(s);
    return [s, { type: 'buy', seat: ANA, company: 'PSR', source: 'company' }];
  }],
  ['SR_DECLARE_EXCEEDS_TREASURY', 'declaring 4 of 3 treasury shares', () => [declaring(), { type: 'declareReissue', seat: DEE, company: 'CRR', count: 4 }]],
  ['BAD_ACTION', 'null', () => [anaTurn(), null]],
  ['BAD_ACTION', 'a string', () => [anaTurn(), 'endTurn']],
  ['BAD_ACTION', 'an unknown type', () => [anaTurn(), { type: 'explode', seat: ANA }]],
  ['BAD_ACTION', 'no seat', () => [anaTurn(), { type: 'endTurn' }]],
  ['BAD_ACTION', 'an answer that is not a boolean', () => [offerOpen(), { type: 'offerResponse', seat: BEN, take: 'yes' }]],
  ['BAD_ACTION', 'an auto flag that is not a boolean', () => [anaTurn(), { type: 'endTurn', seat: ANA, auto: 'yes' }]],
];

describe('refusal codes', () => {
  for (const [code, label, make] of CASES) {
    it(`${code}: ${label}`, () => {
      const [s, action] = make();
      refusal(s, action, code);
    });
  }

  it('covers every code of the spec and the app', () => {
    expect([...new Set(CASES.map((c) => c[0]))].sort()).toEqual([...SPEC_CODES, ...APP_CODES].sort());
  });
});

describe('check order', () => {
  it('reports game over before anything else, even for malformed fields', () => {
    const s = game(3);
    for (let k = 0; k < 4; k++) passRound(s);
    refusal(s, { type: 'sell', seat: 9, company: 'XYZ', count: -1 }, 'GAME_OVER');
  });

  it('follows §8: sold this round, then availability, then the holding limit, then cash', () => {
    const s = anaTurn();
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
    declineAll(s);
    refusal(s, { type: 'buy', seat: ANA, company: 'PSR', source: 'company' }, 'SR_BUY_SOLD_THIS_ROUND');
    setHoldings(s, 'SFR', { [ANA]: 6, [BEN]: 0 });
    setCompany(s, 'SFR', { ipo: 1, treasury: 3, director: ANA });
    s.players[ANA].cash = 0;
    refusal(s, { type: 'buy', seat: ANA, company: 'SFR', source: 'pool' }, 'SR_BUY_NOT_AVAILABLE');
    refusal(s, { type: 'buy', seat: ANA, company: 'SFR', source: 'company' }, 'SR_BUY_HOLD_LIMIT');
    setHoldings(s, 'SFR', { [ANA]: 5, [CY]: 1 });
    refusal(s, { type: 'buy', seat: ANA, company: 'SFR', source: 'company' }, 'INSUFFICIENT_CASH');
  });

  it('accepts buying back a sold company with noRebuyAfterSale off', () => {
    const s = atTurn(game(4, { options: { noRebuyAfterSale: false } }), ANA);
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
    declineAll(s);
    act(s, { type: 'buy', seat: ANA, company: 'PSR', source: 'pool' });
    expect(s.turn!.seat).toBe(BEN);
  });

  it('names the company before the count, and the count before the holding', () => {
    const s = anaTurn();
    refusal(s, { type: 'sell', seat: ANA, company: 'XYZ', count: 0 }, 'UNKNOWN_COMPANY');
    refusal(s, { type: 'sell', seat: ANA, company: 'SFR', count: 0 }, 'SR_BAD_COUNT');
    refusal(s, { type: 'sell', seat: ANA, company: 'SFR', count: 1 }, 'SR_SELL_EXCEEDS_HOLDING');
    expect(s.players[CY].holdings.SFR).toBe(0);
  });
});
