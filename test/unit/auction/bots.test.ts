/**
 * Lot Auction bots: 200 seeded games played the platform's way (bots decide for the active window, READY
 * follows in simultaneous and display windows) end without a refused input and with sound states; a fuzz
 * of random legal actions and timeouts keeps the invariants too.
 */
import { describe, expect, it } from 'vitest';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';
import type { BotLevel } from '../../../src-shared/platform/table-options.ts';
import { active, botGame, M, newGame, play } from './helpers.ts';

const MIXES: BotLevel[][] = [['random'], ['easy'], ['random', 'easy'], ['easy', 'random', 'random']];

describe('bots', () => {
  it('play 200 seeded games to the end with every input accepted and every state sound', () => {
    const r = seedRng(2026);
    const ended: string[] = [];
    let offers = 0;
    for (let game = 0; game < 200; game++) {
      const seats = randInt(r, 2, 6);
      const options = { rounds: randInt(r, 1, 5), startingCoins: pick(r, [20, 30, 50]) };
      // botGame plays every input through `play`, which fails on a refusal or a broken invariant.
      const { state, events } = botGame(seats, MIXES[game % MIXES.length], options, 1000 + game);
      expect(M.status(state)).toBe('ENDED');
      expect(M.outcome(state)!.ranking).toHaveLength(seats);
      ended.push(`${state.round}/${options.rounds}`);
      offers += events.filter((e) => e.type === 'OFFER_MADE').length;
    }
    expect(ended.every((e) => e.split('/')[0] === e.split('/')[1])).toBe(true);
    // The random level must reach the interrupt, or these games would not cover it.
    expect(offers).toBeGreaterThan(0);
  });

  it('answer only for the active window and leave READY to the platform', () => {
    const s = newGame(3, {}, 5);
    const ask = (player: string, level: BotLevel = 'easy') => M.bots.decide(s, player, { level, rng: seedRng(1) });
    expect(ask('P1').map((i) => i.type)).toEqual(['SUBMIT_BID']);
    for (const p of ['P1', 'P2', 'P3']) play(s, M.inputs.ready(p));
    expect(ask('P1')).toEqual([]);
    for (const p of ['P1', 'P2', 'P3']) play(s, M.inputs.ready(p));
    expect(ask('P1')).toEqual([{ type: 'WORK', player: 'P1' }]);
    expect(ask('P2')).toEqual([]);
  });

  it('at the easy level accept an offer only above 1.2 × the lot\'s value', () => {
    const s = newGame(2, { startingCoins: 50 }, 3);
    for (const p of ['P1', 'P2']) play(s, M.inputs.ready(p)); // P1 takes the lot for nothing
    for (const p of ['P1', 'P2']) play(s, M.inputs.ready(p));
    play(s, { type: 'WORK', player: 'P1' });
    const value = s.lots[0].value;
    const easyAnswer = (price: number) => {
      const c = M.copy(s);
      play(c, { type: 'OFFER', player: 'P2', to: 'P1', price });
      return M.bots.decide(c, 'P1', { level: 'easy', rng: seedRng(1) })[0].type;
    };
    expect(easyAnswer(Math.floor(1.2 * value))).toBe('DECLINE');
    expect(easyAnswer(Math.floor(1.2 * value) + 1)).toBe('ACCEPT');
  });
});

describe('fuzz', () => {
  it('keeps the invariants under random legal actions and timeouts', () => {
    for (let seed = 0; seed < 40; seed++) {
      const r = seedRng(seed);
      const s = newGame(randInt(r, 2, 6), { rounds: randInt(r, 1, 5) }, seed);
      for (let step = 0; M.status(s) === 'RUNNING'; step++) {
        expect(step).toBeLessThan(5000);
        const window = active(s);
        if (randInt(r, 0, 9) === 0) {
          play(s, M.inputs.timeout(window.id));
          continue;
        }
        const legal = window.seats.flatMap((p) => M.legalActions(s, p));
        // Every open window lets some seat act (a turn always allows WORK).
        expect(legal.length).toBeGreaterThan(0);
        play(s, pick(r, legal));
      }
      expect(M.windows(s)).toEqual([]);
    }
  });
});
