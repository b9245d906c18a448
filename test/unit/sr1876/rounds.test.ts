/**
 * The round cycle (§5, §10, §11): modernity bonus (EX-01), payout (EX-10), scoring (EX-11), the end of a round
 * and the next priority (EX-12), and the S-D14 cap. Numbers hand-checked against §15.
 */
import { describe, expect, it } from 'vitest';
import { trinidadSix } from '../../../src-shared/games/sr1876/data.ts';
import { init, defaultConfig } from '../../../src-shared/games/sr1876/engine.ts';
import { marketPrice } from '../../../src-shared/games/sr1876/queries.ts';
import { rankRows, scoreGame } from '../../../src-shared/games/sr1876/scoring.ts';
import { act, ANA, atTurn, BEN, cell, CY, declineAll, DEE, game, ofType, passRound, setCompany, setHoldings, setToken, settle, skipDeclarations } from './helpers.ts';

describe('EX-01 modernity bonus', () => {
  it('round 1: PSR is the unique leader and moves from (1, 10) to (0, 10), 95 → 100', () => {
    const { state, events } = init(defaultConfig(4));
    expect(ofType(events, 'MODERNITY_BONUS')[0]).toMatchObject({ round: 1, leader: 'PSR', from: cell(1, 10), to: cell(0, 10) });
    expect(marketPrice(state, 'PSR')).toBe(100);
  });

  it('round 2 fixture: SFR at (2, 10) leads with 3 and moves to (1, 10), 90 → 95', () => {
    const s = game(4);
    skipDeclarations(s);
    // Round 1's payout (SFR e = 10, 100 ≥ 81) carries SFR from (2, 9) to the fixture cell (2, 10).
    setToken(s, 'SFR', 2, 9);
    const events = passRound(s);
    expect(ofType(events, 'PAYOUT').find((e) => e.company === 'SFR')!.to).toEqual(cell(2, 10));
    expect(ofType(events, 'MODERNITY_BONUS')[0]).toMatchObject({ round: 2, leader: 'SFR', from: cell(2, 10), to: cell(1, 10) });
    expect(marketPrice(s, 'SFR')).toBe(95);
  });

  it('round 2 in real play after an all-pass round 1: SFR goes (2, 11) → (1, 11), 100 → 106', () => {
    const s = game(4);
    const events = passRound(s);
    expect(ofType(events, 'MODERNITY_BONUS')[0]).toMatchObject({ leader: 'SFR', from: cell(2, 11), to: cell(1, 11) });
    expect(marketPrice(s, 'SFR')).toBe(106);
  });

  it('round 4 with 3 players: PSR 1, SFR 2, ARR 2 is a tie, so nothing moves', () => {
    const s = game(3);
    passRound(s);
    passRound(s);
    const round3 = passRound(s);
    const bonus = ofType(round3, 'MODERNITY_BONUS')[0];
    expect(bonus).toMatchObject({ round: 4, leader: null, values: { PSR: 1, SFR: 2, ARR: 2 } });
    for (const p of ofType(round3, 'PAYOUT')) expect(s.companies[p.company as string].token).toEqual(p.to);
  });

  it('a leader already on row 0 does not move', () => {
    const scenario = trinidadSix();
    scenario.companies[0].start = cell(0, 10);
    const { state, events } = init(defaultConfig(4, { scenario }));
    expect(ofType(events, 'MODERNITY_BONUS')[0]).toMatchObject({ leader: 'PSR', from: cell(0, 10), to: cell(0, 10) });
    expect(state.companies.PSR.token).toEqual(cell(0, 10));
  });
});

describe('EX-10 payout, round 2 modernity', () => {
  it('pays holders and the company for IPO and treasury, and moves each token by the 10% rule', () => {
    const s = game(6);
    passRound(s);
    skipDeclarations(s);
    expect(s.round).toBe(2);
    setToken(s, 'PSR', 3, 10);
    setHoldings(s, 'PSR', { [ANA]: 1, [BEN]: 1, [CY]: 1 });
    setCompany(s, 'PSR', { pool: 1, ipo: 3, treasury: 3 });
    setToken(s, 'SFR', 1, 14);
    setHoldings(s, 'SFR', { [BEN]: 3, [DEE]: 2 });
    setCompany(s, 'SFR', { pool: 0, ipo: 2, treasury: 3 });
    setToken(s, 'CRR', 4, 9);
    setHoldings(s, 'CRR', { [ANA]: 1, [DEE]: 0 });
    setCompany(s, 'CRR', { pool: 2, ipo: 4, treasury: 3, director: ANA });
    setToken(s, 'TBR', 6, 0);
    settle(s);
    const payouts = Object.fromEntries(ofType(passRound(s), 'PAYOUT').map((e) => [e.company, e]));
    expect(payouts.PSR).toMatchObject({ perShare: 10, toPlayers: { [ANA]: 10, [BEN]: 10, [CY]: 10 }, toCompany: 60, to: cell(3, 11) });
    expect(payouts.SFR).toMatchObject({ perShare: 15, toPlayers: { [BEN]: 45, [DEE]: 30 }, toCompany: 75, to: cell(0, 14) });
    expect(payouts.CRR).toMatchObject({ perShare: 5, toPlayers: { [ANA]: 5 }, toCompany: 35, to: cell(4, 9) });
    expect(payouts.TBR).toMatchObject({ perShare: 0, toPlayers: {}, toCompany: 0, from: cell(6, 0), to: cell(6, 0) });
    expect(payouts.PSR.toPlayers).not.toHaveProperty(String(DEE));
  });

  it('climbs at exactly 50 × modernity (10e ≥ P, spec 1.1)', () => {
    const s = game(4);
    skipDeclarations(s);
    // Round 1: ARR and CRR have m = 1, so e = 5: ARR at (0, 4) = 53 > 50 holds still, CRR at (1, 4) = 50 climbs.
    setToken(s, 'ARR', 0, 4);
    setToken(s, 'CRR', 1, 4);
    const payouts = Object.fromEntries(ofType(passRound(s), 'PAYOUT').map((e) => [e.company, e]));
    expect(payouts.ARR.to).toEqual(cell(0, 4));
    expect(payouts.CRR.to).toEqual(cell(1, 5));
  });
});

describe('EX-11 scoring', () => {
  it('ranks by net worth at market, then cash', () => {
    const s = game(4);
    skipDeclarations(s);
    setToken(s, 'PSR', 2, 12);
    setToken(s, 'SFR', 2, 11);
    setToken(s, 'ARR', 2, 10);
    setToken(s, 'CRR', 4, 9);
    setHoldings(s, 'PSR', { [ANA]: 2, [DEE]: 3 });
    setCompany(s, 'PSR', { ipo: 2, treasury: 3, director: DEE });
    setHoldings(s, 'SFR', { [BEN]: 4 });
    setCompany(s, 'SFR', { ipo: 3, treasury: 3 });
    setHoldings(s, 'ARR', { [CY]: 4 });
    setCompany(s, 'ARR', { ipo: 3, treasury: 3 });
    setHoldings(s, 'CRR', { [ANA]: 1, [DEE]: 0 });
    setCompany(s, 'CRR', { ipo: 6, treasury: 3, director: ANA });
    [700, 560, 600, 400].forEach((cash, seat) => { s.players[seat].cash = cash; });
    settle(s);
    expect(rankRows(s)).toEqual([
      { seat: ANA, rank: 1, netWorth: 995, cash: 700 },
      { seat: CY, rank: 2, netWorth: 960, cash: 600 },
      { seat: BEN, rank: 3, netWorth: 960, cash: 560 },
      { seat: DEE, rank: 4, netWorth: 733, cash: 400 },
    ]);
    expect(scoreGame(s).cells).toEqual({
      PSR: { r: 2, c: 12, price: 111 }, SFR: { r: 2, c: 11, price: 100 }, ARR: { r: 2, c: 10, price: 90 }, CRR: { r: 4, c: 9, price: 73 },
    });
  });

  it('shares a rank that ties on net worth and cash (1, 2, 2, 4)', () => {
    const s = game(4);
    // Every seat starts at net worth 900; equal cash makes Ben and Cy tie exactly.
    s.players[ANA].cash += 50;
    s.players[BEN].cash = s.players[CY].cash = 500;
    s.players[DEE].cash = 0;
    setHoldings(s, 'SFR', { [BEN]: 3 });
    setHoldings(s, 'ARR', { [CY]: 3 });
    setToken(s, 'SFR', 0, 0);
    setToken(s, 'ARR', 0, 0);
    expect(rankRows(s).map((r) => [r.seat, r.rank])).toEqual([[ANA, 1], [BEN, 2], [CY, 2], [DEE, 4]]);
  });

  it('scores after the payout of round N and ends the game', () => {
    const s = game(3);
    for (let k = 1; k <= 4; k++) passRound(s);
    expect(s.status).toBe('ENDED');
    expect(s.step).toBe('GAME_OVER');
    expect(s.result).toEqual(scoreGame(s));
    expect(s.round).toBe(4);
  });
});

describe('EX-12 end of a round and priority', () => {
  function cyActs() {
    const s = atTurn(game(4), CY);
    s.priority = CY;
    settle(s);
    act(s, { type: 'sell', seat: CY, company: 'ARR', count: 1 });
    declineAll(s);
    act(s, { type: 'buy', seat: CY, company: 'PSR', source: 'company' });
    return s;
  }

  it('ends after four passes in a row; the next priority goes left of Cy, to Dee', () => {
    const s = cyActs();
    const events = [DEE, ANA, BEN, CY].flatMap((seat) => act(s, { type: 'endTurn', seat }));
    expect(ofType(events, 'ROUND_ENDED')[0]).toMatchObject({ round: 1, reason: 'passes', lastActor: CY, nextPriority: DEE });
    expect(s.round).toBe(2);
    expect(s.priority).toBe(DEE);
    expect(ofType(events, 'DECLARATION_WINDOW_OPENED')[0].seat).toBe(DEE);
  });

  it('a purchase by Ana restarts the pass count from her', () => {
    const s = cyActs();
    act(s, { type: 'endTurn', seat: DEE });
    act(s, { type: 'buy', seat: ANA, company: 'SFR', source: 'company' });
    expect(s.consecutivePasses).toBe(0);
    for (const seat of [BEN, CY, DEE]) act(s, { type: 'endTurn', seat });
    expect(s.round).toBe(1);
    expect(s.consecutivePasses).toBe(3);
    const events = act(s, { type: 'endTurn', seat: ANA });
    expect(ofType(events, 'ROUND_ENDED')[0]).toMatchObject({ lastActor: ANA, nextPriority: BEN });
  });

  it('keeps the priority when nobody acted all round', () => {
    const s = game(4);
    const before = s.priority;
    const events = passRound(s);
    expect(ofType(events, 'ROUND_ENDED')[0]).toMatchObject({ lastActor: null, nextPriority: before });
  });
});

describe('S-D14 round cap with noRebuyAfterSale off', () => {
  it('ends the round after roundCapPerSeat × n turns with a sale or purchase', () => {
    const s = game(3, { options: { noRebuyAfterSale: false, roundCapPerSeat: 1 } });
    skipDeclarations(s);
    const first = s.turn!.seat;
    const events = [];
    for (let i = 0; i < 3; i++) {
      const seat = s.turn!.seat;
      events.push(...act(s, { type: 'buy', seat, company: s.companyOrder[seat], source: 'company' }));
    }
    expect(ofType(events, 'ROUND_ENDED')[0]).toMatchObject({ reason: 'cap', lastActor: (first + 2) % 3 });
    expect(s.round).toBe(2);
  });

  it('does not cap while noRebuyAfterSale is on', () => {
    const s = game(3, { options: { roundCapPerSeat: 1 } });
    skipDeclarations(s);
    for (let i = 0; i < 3; i++) act(s, { type: 'buy', seat: s.turn!.seat, company: 'PSR', source: 'company' });
    expect(s.round).toBe(1);
    expect(s.step).toBe('TURN');
  });
});
