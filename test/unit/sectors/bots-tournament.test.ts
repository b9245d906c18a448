/**
 * Tournament smoke test on Sectors: the structure of the generic tournament's results (platform/testing/
 * module-tournament.ts; not win rates, not timings — those are measured by `npm run tournament` and recorded in
 * docs/BOTS.md), the win rule, the Wilson interval and the command line.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../src-shared/games/sectors/index.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { runModuleMatchup, standardMatchups, type ModuleMatchupResult } from '../../../src-shared/platform/testing/module-tournament.ts';
import { timeSummary, wilson, winShare } from '../../../src-shared/tournament-stats.ts';

const MATCHUPS = standardMatchups(sectorsModule.bots.levels, 4);

function checkShape(r: ModuleMatchupResult, games: number): void {
  expect(r.games).toBe(games);
  expect(r.places).toHaveLength(4);
  expect(r.places.reduce((a, b) => a + b, 0)).toBe(games);
  expect(r.wins).toBeGreaterThanOrEqual(0);
  expect(r.wins).toBeLessThanOrEqual(games);
  expect(r.winRate.low).toBeLessThanOrEqual(r.winRate.p);
  expect(r.winRate.p).toBeLessThanOrEqual(r.winRate.high);
  expect(r.refused).toBe(0);
  expect([r.unfinished, r.stalled]).toEqual([0, 0]);
  expect(Object.keys(r.times).sort()).toEqual([r.field, r.tested].sort());
  for (const byPhase of Object.values(r.times)) {
    expect(byPhase.ALL.count).toBeGreaterThan(0);
    expect(byPhase).toHaveProperty('PLACE_STOCK_ORDERS');
    for (const t of Object.values(byPhase)) {
      expect(t.median).toBeLessThanOrEqual(t.p95);
      expect(t.p95).toBeLessThanOrEqual(t.max);
    }
  }
}

describe('bot tournament', () => {
  it('plays both matchups with the tested seat rotated and reports wins, places, net worth and times', () => {
    const config = makeConfig(4, { reviewSeconds: 0 });
    let tick = 0;
    const now = () => (tick += 0.25);
    const seatsSeen: string[] = [];
    const medium = runModuleMatchup(sectorsModule, MATCHUPS[0], { config, games: 4, firstSeed: 10, now, onGame: (_i, g) => seatsSeen.push(g.tested) });
    checkShape(medium, 4);
    expect(seatsSeen).toEqual(['P1', 'P2', 'P3', 'P4']);
    // Only the two levels of the matchup decided: no hard bot in this one, and the hard bot made decisions in the next.
    expect(medium.times).not.toHaveProperty('hard');
    const hard = runModuleMatchup(sectorsModule, MATCHUPS[1], { config, games: 2, firstSeed: 10, now });
    checkShape(hard, 2);
    expect(hard.times.hard.ALL.count).toBeGreaterThan(0);
    expect(MATCHUPS.map((m) => [m.tested, m.field])).toEqual([['medium', 'easy'], ['hard', 'medium']]);
  });

  it('counts a shared first place as 1/k of a win', () => {
    expect(winShare([1, 2, 3, 4], 0)).toBe(1);
    expect(winShare([2, 1, 3, 4], 0)).toBe(0);
    expect(winShare([1, 1, 3, 4], 1)).toBe(0.5);
    expect(winShare([1, 1, 1, 4], 2)).toBeCloseTo(1 / 3);
  });

  it('computes Wilson 95 % intervals and time summaries', () => {
    const w = wilson(7, 10);
    expect(w.p).toBe(0.7);
    expect(w.low).toBeCloseTo(0.3968, 3);
    expect(w.high).toBeCloseTo(0.8922, 3);
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBe(1);
    const half = wilson(50, 100);
    expect(half.low + half.high).toBeCloseTo(1, 9);
    expect(timeSummary([5, 1, 3, 2, 4])).toEqual({ count: 5, median: 3, p95: 5, max: 5 });
    expect(timeSummary([])).toEqual({ count: 0, median: 0, p95: 0, max: 0 });
  });

  it('npm run tournament prints JSON results and refuses bad arguments', () => {
    const run = (...args: string[]) => spawnSync(process.execPath, ['src-main/cli/tournament.ts', ...args], { encoding: 'utf8' });
    const ok = run('--games', '2', '--seed', '3', '--matchup', 'medium', '--json');
    expect(ok.status).toBe(0);
    const out = JSON.parse(ok.stdout);
    expect(out.results).toHaveLength(1);
    expect(out.results[0]).toMatchObject({ name: 'medium-vs-3-easy', games: 2, firstSeed: 3, refused: 0 });
    expect(out.winRule).toMatch(/1\/k/);
    const text = run('--games', '1', '--matchup', 'medium');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/medium win rate .*95% CI/);
    expect(text.stdout).toMatch(/PLACE_STOCK_ORDERS/);
    const bad = run('--games', 'many');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--games must be an integer/);
    expect(run('--matchup', 'chess').status).toBe(2);
    expect(run('--matchup', 'easy:chess').status).toBe(2);
    const pair = run('--games', '1', '--matchup', 'easy:random', '--json');
    expect(pair.status).toBe(0);
    expect(JSON.parse(pair.stdout).results[0]).toMatchObject({ name: 'easy-vs-3-random', tested: 'easy', field: 'random', games: 1 });
  });
});
