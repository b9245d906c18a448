/**
 * The 1876 stock round in the generic tournament (platform/testing/module-tournament.ts, bots played as the host
 * plays them) and its CLI part, on a few fixed seeds. The win-rate bounds are a loose sanity check only (the
 * measured figures, on 400 games each, are in docs/BOTS.md); no timing is asserted.
 */
import { describe, expect, it, vi } from 'vitest';
import { tournament } from '../../../src-main/cli/tournament.ts';
import { sr1876Module } from '../../../src-shared/games/sr1876/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { runModuleMatchup, standardMatchups } from '../../../src-shared/platform/testing/module-tournament.ts';
import { playBots } from './helpers.ts';

const MATCHUPS = standardMatchups(sr1876Module.bots.levels, 4);
const config = sr1876Module.config.make(4, ['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4'], {}, DEFAULT_TABLE_OPTIONS);

const tournamentSr1876 = (argv: string[]) => tournament(sr1876Module, argv);
import { UsageError } from '../../../src-main/cli/tool-args.ts';

describe('1876 stock round tournament', () => {
  it('a game of mixed levels ends with every bot action accepted, places and net worth for every seat', () => {
    const r = playBots(11, ['hard', 'medium', 'easy', 'medium']);
    expect(r.final.step).toBe('GAME_OVER');
    expect(r.refused).toEqual({});
    expect([r.stopped, r.stalled]).toEqual([null, 0]);
    expect(r.violations).toEqual([]);
    expect(r.places).toHaveLength(4);
    expect(r.places).toContain(1);
    expect(r.netWorth.every((w) => w > 0)).toBe(true);
    expect(r.decisions).toBeGreaterThan(0);
  });

  it('medium vs 3 easy and hard vs 3 medium on 12 seeds: seats rotate, nothing refused, the better level ahead', () => {
    expect(MATCHUPS.map((m) => m.name)).toEqual(['medium-vs-3-easy', 'hard-vs-3-medium']);
    const [medium, hard] = MATCHUPS.map((m) => runModuleMatchup(sr1876Module, m, { config, games: 12, firstSeed: 1, paired: true, now: () => 0 }));
    for (const r of [medium, hard]) {
      expect(r.refused).toBe(0);
      expect([r.unfinished, r.stalled]).toEqual([0, 0]);
      expect(r.places.reduce((a, b) => a + b, 0)).toBe(12);
      expect(r.winRate.low).toBeLessThanOrEqual(r.winRate.p);
      expect(r.times[r.tested].ALL.count).toBeGreaterThan(0);
    }
    // Loose bounds (fixed seeds, so stable): medium wins most games against easy; hard ends richer than
    // medium did in the same seat of the same game more often than not.
    expect(medium.winRate.p).toBeGreaterThan(0.5);
    expect(hard.paired!.rate.p).toBeGreaterThan(0.5);
    expect(hard.paired!.meanGain).toBeGreaterThan(0);
  });

  it('the CLI part: --a/--b or --matchup, JSON output; bad arguments are usage errors', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      tournamentSr1876(['--a', 'medium', '--b', 'easy', '--games', '2', '--seats', '3', '--paired', '--json']);
      const out = JSON.parse(String(log.mock.calls[0][0]));
      expect(out.results).toHaveLength(1);
      expect(out.results[0]).toMatchObject({ name: 'medium-vs-2-easy', tested: 'medium', field: 'easy', seats: 3, games: 2, refused: 0 });
      expect(out.results[0].paired.rate.p).toBeGreaterThanOrEqual(0);
    } finally {
      log.mockRestore();
    }
    expect(() => tournamentSr1876(['--a', 'medium'])).toThrow(UsageError);
    expect(() => tournamentSr1876(['--a', 'medium', '--b', 'easy', '--matchup', 'hard'])).toThrow(UsageError);
    expect(() => tournamentSr1876(['--matchup', 'medium:nobody'])).toThrow(UsageError);
    expect(() => tournamentSr1876(['--seats', '7'])).toThrow(UsageError);
  });
});
