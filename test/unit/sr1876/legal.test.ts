/**
 * candidateActions / defaultAction (every candidate accepted, the §13 timeout defaults), actingSeats, the §9
 * director rule, and the copying `apply`.
 */
import { describe, expect, it } from 'vitest';
import { selectDirector } from '../../../src-shared/games/sr1876/directors.ts';
import { apply } from '../../../src-shared/games/sr1876/engine.ts';
import { candidateActions, defaultAction } from '../../../src-shared/games/sr1876/legal.ts';
import { actingSeats, awaiting, windowId } from '../../../src-shared/games/sr1876/queries.ts';
import type { SrState } from '../../../src-shared/games/sr1876/types.ts';
import { act, ANA, atTurn, BEN, CY, declineAll, DEE, game, ofType, passRound, setCompany, setHoldings, settle } from './helpers.ts';

/** Every candidate of every acting seat is accepted by a copy of the state, and the default is among them. */
function expectAllAccepted(s: SrState): void {
  for (const seat of actingSeats(s)) {
    const cands = candidateActions(s, seat);
    expect(cands.length).toBeGreaterThan(0);
    for (const a of cands) expect(apply(s, a).ok, JSON.stringify(a)).toBe(true);
    expect(cands).toContainEqual(defaultAction(s, seat));
  }
  for (let seat = 0; seat < s.players.length; seat++) {
    if (!actingSeats(s).includes(seat)) {
      expect(candidateActions(s, seat)).toEqual([]);
      expect(defaultAction(s, seat)).toBeNull();
    }
  }
}

describe('candidate actions and defaults', () => {
  it('declarations: every count 0…treasury; the default declares 0', () => {
    const s = game(4, { seed: 1 });
    expect(candidateActions(s, DEE).filter((a) => !a.auto).map((a) => a.type === 'declareReissue' && a.count)).toEqual([0, 1, 2, 3]);
    expect(defaultAction(s, DEE)).toEqual({ type: 'declareReissue', seat: DEE, company: 'CRR', count: 0, auto: true });
    expectAllAccepted(s);
  });

  it('a turn: sales of held shares, available purchases, end of turn; the default ends the turn', () => {
    const s = atTurn(game(4), ANA);
    settle(s);
    const cands = candidateActions(s, ANA);
    expect(cands.filter((a) => a.type === 'sell')).toEqual([1, 2, 3].map((count) => ({ type: 'sell', seat: ANA, company: 'PSR', count })));
    expect(cands.filter((a) => a.type === 'buy').map((a) => a.type === 'buy' && `${a.company}:${a.source}`)).toEqual(['PSR:company', 'SFR:company', 'ARR:company', 'CRR:company']);
    expect(defaultAction(s, ANA)).toEqual({ type: 'endTurn', seat: ANA, auto: true });
    expectAllAccepted(s);
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
    expectAllAccepted(s);
    declineAll(s);
    expect(candidateActions(s, ANA).some((a) => a.type === 'sell')).toBe(false);
    expectAllAccepted(s);
  });

  it('an offer pass: take or decline; a seat owing its own and the company\'s answer gets both, player first', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'SFR', { [ANA]: 1 });
    setCompany(s, 'SFR', { ipo: 3 });
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 1 });
    expect(actingSeats(s)).toEqual([BEN, CY, DEE]);
    expect(awaiting(s, BEN)).toBe(true);
    expect(awaiting(s, ANA)).toBe(false);
    expect(candidateActions(s, BEN).filter((a) => !a.auto).map((a) => a.type)).toEqual(['offerResponse', 'offerResponse', 'companyOfferResponse', 'companyOfferResponse']);
    expectAllAccepted(s);
    expect(defaultAction(s, BEN)).toEqual({ type: 'offerResponse', seat: BEN, take: false, auto: true });
    act(s, defaultAction(s, BEN)!);
    expect(defaultAction(s, BEN)).toEqual({ type: 'companyOfferResponse', seat: BEN, company: 'SFR', take: false, auto: true });
    act(s, defaultAction(s, BEN)!);
    expect(awaiting(s, BEN)).toBe(false);
    expectAllAccepted(s);
  });

  it('nothing to do once the game is over', () => {
    const s = game(3);
    for (let k = 0; k < 4; k++) passRound(s);
    expect(actingSeats(s)).toEqual([]);
    expect(windowId(s)).toBeNull();
    for (let seat = 0; seat < 3; seat++) expect(candidateActions(s, seat)).toEqual([]);
  });

  it('opens a new window id for each turn, pass and resumed turn', () => {
    const s = atTurn(game(4), ANA);
    settle(s);
    const ids = [windowId(s)];
    act(s, { type: 'sell', seat: ANA, company: 'PSR', count: 1 });
    ids.push(windowId(s));
    const events = declineAll(s);
    ids.push(windowId(s));
    expect(ofType(events, 'TURN_RESUMED')).toMatchObject([{ seat: ANA }]);
    expect(new Set(ids).size).toBe(3);
  });

  it('apply leaves the given state untouched', () => {
    const s = atTurn(game(4), ANA);
    const before = JSON.stringify(s);
    const r = apply(s, { type: 'endTurn', seat: ANA });
    expect(r.ok && r.state.turn!.seat).toBe(BEN);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('§9 director', () => {
  it('the incumbent keeps a tie', () => {
    const s = atTurn(game(4), BEN);
    setHoldings(s, 'PSR', { [BEN]: 2 });
    setCompany(s, 'PSR', { ipo: 2 });
    settle(s);
    act(s, { type: 'buy', seat: BEN, company: 'PSR', source: 'company' });
    expect(s.players[BEN].holdings.PSR).toBe(3);
    expect(s.companies.PSR.director).toBe(ANA);
  });

  it('passes to the largest holder first in seat order from the old director\'s left', () => {
    const s = atTurn(game(4), CY);
    setHoldings(s, 'ARR', { [ANA]: 2, [DEE]: 2 });
    setCompany(s, 'ARR', { ipo: 0, treasury: 3 });
    for (const seat of [ANA, BEN, DEE]) s.players[seat].cash = 0;
    settle(s);
    const events = act(s, { type: 'sell', seat: CY, company: 'ARR', count: 3 });
    expect(ofType(events, 'DIRECTOR_CHANGED')).toMatchObject([{ company: 'ARR', from: CY, to: DEE }]);
  });

  it('counts from the priority holder when the company had no director', () => {
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'CRR', { [BEN]: 2, [DEE]: 2 });
    setCompany(s, 'CRR', { director: null, ipo: 3, treasury: 3 });
    s.priority = CY;
    expect(selectDirector(s, 'CRR')).toBe(DEE);
    s.priority = ANA;
    expect(selectDirector(s, 'CRR')).toBe(BEN);
  });

  it('a company nobody holds has no director, and its declarations drop to 0', () => {
    const s = game(4, { seed: 1 });
    act(s, { type: 'declareReissue', seat: DEE, company: 'CRR', count: 2 });
    while (s.step === 'DECLARE') act(s, defaultAction(s, actingSeats(s)[0])!);
    const dee = atTurn(s, DEE);
    settle(dee);
    act(dee, { type: 'sell', seat: DEE, company: 'CRR', count: 3 });
    const events = declineAll(dee);
    expect(ofType(events, 'SHARE_ABSORBED').length).toBe(3);
    expect(ofType(events, 'DIRECTOR_CHANGED')).toMatchObject([{ company: 'CRR', from: DEE, to: null }]);
    expect(ofType(events, 'DECLARATION_CANCELLED')).toMatchObject([{ company: 'CRR', count: 2 }]);
    expect(dee.companies.CRR).toMatchObject({ director: null, declared: 0, pool: 3 });
    act(dee, { type: 'endTurn', seat: DEE });
    const bought = act(dee, { type: 'buy', seat: ANA, company: 'CRR', source: 'pool' });
    expect(ofType(bought, 'DIRECTOR_CHANGED')).toMatchObject([{ company: 'CRR', from: null, to: ANA }]);
  });
});
