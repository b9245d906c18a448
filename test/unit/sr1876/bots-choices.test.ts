/**
 * What the 1876 stock round's bots know and choose: the value model's forecast against the spec's numbers,
 * the secrecy of sealed offer answers (a bot's view forgets them and its choice does not depend on them),
 * determinism (the same seed gives the same decisions and games), and a few choices every level must make.
 */
import { describe, expect, it } from 'vitest';
import { botSeed } from '../../../src-shared/platform/bots.ts';
import { seedRng } from '../../../src-shared/rng.ts';
import { copyJson } from '../../../src-shared/copy.ts';
import { decideSr1876, SR1876_BOT_LEVELS, type Sr1876BotLevel } from '../../../src-shared/games/sr1876/bots/index.ts';
import { project, shareValue, valuesOf } from '../../../src-shared/games/sr1876/bots/value.ts';
import { botState } from '../../../src-shared/games/sr1876/bots/view.ts';
import { applyInPlace } from '../../../src-shared/games/sr1876/engine.ts';
import { actingSeats, marketPrice } from '../../../src-shared/games/sr1876/queries.ts';
import type { SrState } from '../../../src-shared/games/sr1876/types.ts';
import { act, ANA, atTurn, BEN, CY, DEE, game, playBots, seededGame, setHoldings, settle } from './helpers.ts';

/** Plays seeded easy bots (they sell often) until `stop` holds at a decision point; null if the game ends first. */
function easyUntil(seed: number, seats: number, stop: (s: SrState) => boolean): SrState | null {
  const s = seededGame(seed, seats);
  for (let guard = 0; guard < 5000 && s.step !== 'GAME_OVER'; guard++) {
    if (stop(s)) return s;
    const window = s.windowCounter;
    const moves = actingSeats(s).map((seat) => decideSr1876(s, seat, 'easy', seedRng(botSeed(seed, window, seat))));
    for (const list of moves) for (const a of list) if (s.windowCounter === window) act(s, a);
  }
  return null;
}

describe('value model (bots/value.ts)', () => {
  it('forecasts Trinidad Six for 4 players from round 1 as the spec rules move the tokens (no sales)', () => {
    const s = game(4);
    // §4/§5.1: round 1's bonus already lifted PSR to (0, 10). Then §10 payouts and the later bonuses:
    // PSR right in round 1 (15 × 10 ≥ 100) to 111, then holds; SFR right, up (round-2 leader), right to 117;
    // ARR right in round 2, up (round-3 leader) and right to 111; CRR up in round 4 and right to 95.
    expect(project(s, 'PSR')).toEqual({ final: { r: 0, c: 11 }, price: 111, dividends: 40 });
    expect(project(s, 'SFR')).toEqual({ final: { r: 1, c: 12 }, price: 117, dividends: 45 });
    expect(project(s, 'ARR')).toEqual({ final: { r: 0, c: 11 }, price: 111, dividends: 40 });
    expect(project(s, 'CRR')).toEqual({ final: { r: 1, c: 10 }, price: 95, dividends: 30 });
    expect(valuesOf(s)).toEqual({ PSR: 151, SFR: 162, ARR: 151, CRR: 125 });
  });

  it('values a share at its market price once the game is over, and lower after an absorption', () => {
    const r = playBots(3, ['medium', 'medium', 'medium', 'medium']);
    for (const code of r.final.companyOrder) expect(shareValue(r.final, code)).toBe(marketPrice(r.final, code));
    const s = game(4);
    expect(shareValue(s, 'SFR', { r: 3, c: 10 })).toBeLessThan(shareValue(s, 'SFR'));
  });
});

describe('secrecy: other seats\' sealed offer answers', () => {
  // The first seeded easy game that reaches a pass with at least two player candidates (tests copy it).
  const found = (() => {
    for (let seed = 1; seed < 200; seed++) {
      const s = easyUntil(seed, 5, (x) => x.step === 'OFFER' && x.offer!.candidates.length >= 2);
      if (s) return s;
    }
    return null;
  })();

  it('the view forgets them, keeps the seat\'s own, and leaves the game untouched', () => {
    const s = copyJson(found!);
    const [a, b] = s.offer!.candidates;
    act(s, { type: 'offerResponse', seat: b, take: true });
    const before = JSON.stringify(s);
    const view = botState(s, a);
    expect(view.offer!.answers).toEqual({});
    expect(botState(s, b).offer!.answers).toEqual({ [b]: true });
    if (s.offer!.director !== a) expect(view.offer!.companyAnswer).toBeNull();
    view.players[0].cash = -1;
    expect(JSON.stringify(s)).toBe(before);
  });

  for (const level of SR1876_BOT_LEVELS) {
    it(`${level}: the choice is the same whatever another candidate answered`, () => {
      const s = found!;
      const [a, b] = s.offer!.candidates;
      const choices = [true, false, null].map((take) => {
        const variant = copyJson(s);
        if (take !== null) act(variant, { type: 'offerResponse', seat: b, take });
        return decideSr1876(variant, a, level, seedRng(99));
      });
      expect(choices[0].length).toBeGreaterThan(0);
      expect(choices[1]).toEqual(choices[0]);
      expect(choices[2]).toEqual(choices[0]);
    });
  }
});

describe('determinism', () => {
  it('the same seed gives the same decisions and the same game; another seed another game', () => {
    const levels: Sr1876BotLevel[] = ['hard', 'easy', 'medium', 'easy', 'medium'];
    const one = playBots(42, levels);
    const two = playBots(42, levels);
    expect(two.inputs).toEqual(one.inputs);
    expect(two.netWorth).toEqual(one.netWorth);
    expect(JSON.stringify(two.finalState)).toBe(JSON.stringify(one.finalState));
    expect(playBots(43, levels).inputs).not.toEqual(one.inputs);
  });

  it('a decision depends only on the state and the generator seed', () => {
    const s = easyUntil(7, 4, (x) => x.step === 'TURN' && x.round === 2)!;
    const seat = actingSeats(s)[0];
    for (const level of SR1876_BOT_LEVELS) {
      expect(decideSr1876(copyJson(s), seat, level, seedRng(5))).toEqual(decideSr1876(copyJson(s), seat, level, seedRng(5)));
    }
  });
});

describe('choices every level makes', () => {
  it('nothing to answer: an empty list (not the seat\'s turn, or the game is over)', () => {
    const s = atTurn(game(4), ANA);
    for (const level of SR1876_BOT_LEVELS) expect(decideSr1876(s, BEN, level, seedRng(1))).toEqual([]);
    const over = playBots(2, ['easy', 'easy', 'easy']).final;
    expect(decideSr1876(over, 0, 'hard', seedRng(1))).toEqual([]);
  });

  it('a director with treasury declares every company it runs in one answer', () => {
    const s = game(4);
    const seat = s.declare!.seat;
    for (const level of SR1876_BOT_LEVELS) {
      const answer = decideSr1876(s, seat, level, seedRng(3));
      expect(answer.map((a) => a.type)).toEqual(s.declare!.open.map(() => 'declareReissue'));
    }
  });

  it('medium and hard buy a share at the first turn (every share is worth more than its price) and never act with auto', () => {
    const s = atTurn(game(4), CY);
    for (const level of ['medium', 'hard'] as const) {
      const [a] = decideSr1876(s, CY, level, seedRng(4));
      expect(a.type).toBe('buy');
      expect('auto' in a).toBe(false);
    }
  });

  it('a seat owing its own answer and its company\'s gives both, its own first; the director lets the company take', () => {
    // EX-02's situation: Ana sells SFR, Ben answers as a player and for SFR.
    const s = atTurn(game(4), ANA);
    setHoldings(s, 'SFR', { [ANA]: 2 });
    s.companies.SFR.ipo = 2;
    settle(s);
    act(s, { type: 'sell', seat: ANA, company: 'SFR', count: 2 });
    expect(s.offer!.candidates).toContain(BEN);
    for (const level of ['medium', 'hard'] as const) {
      const answer = decideSr1876(s, BEN, level, seedRng(6));
      expect(answer.map((a) => a.type)).toEqual(['offerResponse', 'companyOfferResponse']);
      if (level === 'medium') expect(answer[1]).toMatchObject({ take: true });
    }
    expect(applyInPlace(s, decideSr1876(s, DEE, 'medium', seedRng(6))[0]).ok).toBe(true);
  });
});
