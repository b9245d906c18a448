/**
 * The hard bot's time budget, measured only through the injected `now()`: it stops searching once the
 * budget is spent and falls back to the medium decision; with time to spare it searches every candidate.
 */
import { describe, expect, it } from 'vitest';
import { seedRng, u32 } from '../../../src-shared/rng.ts';
import { view, type GameState } from '../../../src-shared/games/sectors/index.ts';
import { hardDecide, imagine, type HardStats } from '../../../src-shared/games/sectors/bots/hard.ts';
import { mediumDecide } from '../../../src-shared/games/sectors/bots/medium.ts';
import { gameRegistry } from '../../../src-shared/games/registry.ts';
import { inProcessBots } from '../../../src-shared/platform/bots.ts';
import { collectMoments } from '../../helpers/bots.ts';

/** A fake clock that moves `step` ms forward every time it is read. */
function steppingClock(step: number) {
  let t = 1000;
  let reads = 0;
  return { now: () => ((reads += 1), (t += step)), reads: () => reads };
}

const moments = collectMoments(4, 5);

function run(s: GameState, me: string, now: () => number, budgetMs: number) {
  const stats: HardStats[] = [];
  const inputs = hardDecide(view(s, { role: 'player', player: me }), me, seedRng(99), { now, budgetMs, onStats: (x) => stats.push(x) });
  return { inputs, stats: stats[0] };
}

/** The stock-order moment with the most candidates to search. */
const stockMoment = moments
  .filter((m) => m.phase === 'PLACE_STOCK_ORDERS')
  .slice(0, 12)
  .map((m) => ({ m, n: run(m.state, m.me, () => 0, 300).stats.candidates }))
  .sort((a, b) => b.n - a.n)[0].m;

describe('hard bot budget', () => {
  it('with a frozen clock it evaluates every candidate in every imagined world', () => {
    const r = run(stockMoment.state, stockMoment.me, () => 0, 300);
    expect(r.stats.fellBack).toBe(false);
    expect(r.stats.candidates).toBeGreaterThan(4);
    expect(r.stats.rollouts).toBe(r.stats.candidates * 2);
  });

  for (const step of [1, 7, 40]) {
    it(`stops within its budget and falls back to the medium decision (clock step ${step} ms, budget 60 ms)`, () => {
      const clock = steppingClock(step);
      const r = run(stockMoment.state, stockMoment.me, clock.now, 60);
      expect(r.stats.fellBack).toBe(true);
      // One clock reading past the budget ends the search: at most one step of overshoot, plus the report.
      expect(r.stats.elapsedMs).toBeLessThanOrEqual(60 + 2 * step);
      const frozen = run(stockMoment.state, stockMoment.me, () => 0, 300);
      expect(r.stats.rollouts).toBeLessThan(frozen.stats.rollouts);
      // The fallback is the medium decision the hard bot computed first (from the same generator).
      const expired = run(stockMoment.state, stockMoment.me, steppingClock(1000).now, 1);
      expect(r.inputs).toEqual(expired.inputs);
      expect(expired.stats.rollouts).toBe(0);
    });
  }

  it('the fallback is what the medium rules decide from the same view', () => {
    for (const m of moments.filter((_, i) => i % 5 === 0)) {
      const v = view(m.state, { role: 'player', player: m.me });
      // The hard bot seeds its medium decision with the first output of its generator.
      const expected = mediumDecide(v, m.me, seedRng(u32(seedRng(5))));
      const got = hardDecide(v, m.me, seedRng(5), { now: steppingClock(1000).now, budgetMs: 1 });
      expect(got).toEqual(expected);
    }
  });

  it('the host policy threads the budget: a spent budget gives the medium decision for a hard seat', () => {
    const clock = steppingClock(500);
    const bots = inProcessBots(gameRegistry, clock.now, 100);
    const m = stockMoment;
    const hard = bots.decide({ kind: 'sectors', state: m.state, player: m.me, level: 'hard', rngSeed: 3 });
    const expired = hardDecide(view(m.state, { role: 'player', player: m.me }), m.me, seedRng(3), { now: steppingClock(1000).now, budgetMs: 1 });
    expect(hard).toEqual(expired);
    expect(clock.reads()).toBeGreaterThan(0);
  });

  it('imagines a full state consistent with the view: same public view, the seat\'s own secrets kept', () => {
    for (const m of moments.filter((_, i) => i % 7 === 0)) {
      const v = view(m.state, { role: 'player', player: m.me });
      const world = imagine(v, m.me, seedRng(1));
      const again = view(world, { role: 'player', player: m.me });
      expect(again.companies).toEqual(v.companies);
      expect(again.players.map((p) => [p.id, p.cash, p.netWorth])).toEqual(v.players.map((p) => [p.id, p.cash, p.netWorth]));
      expect(again.inputs.influenceBids).toEqual(v.inputs.influenceBids);
      expect(world.researchDeck.length).toBe(v.researchDeckSize);
      expect(world.bank + world.outside + world.players.reduce((n, p) => n + p.cash + p.margin, 0) + world.companies.reduce((n, c) => n + c.treasury, 0)).toBe(world.config.bankSize);
    }
  });
});
