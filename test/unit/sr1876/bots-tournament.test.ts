/**
 * The 1876 stock round's tournament harness and its CLI part, on a few fixed seeds. The win-rate bounds are a
 * loose sanity check only (the measured figures, on 400 games each, are in docs/BOTS.md); no timing is asserted.
 */
import { describe, expect, it, vi } from 'vitest';
import { MATCHUPS, playSr1876Game, runMatchup } from '../../../src-shared/games/sr1876/testing/tournament.ts';
import { tournament } from '../../../src-main/cli/tournament.ts';
import { sr1876Module } from '../../../src-shared/games/sr1876/module.ts';

const tournamentSr1876 = (argv: string[]) => tournament(sr1876Module, argv);
import { UsageError } from '../../../src-main/cli/tool-args.ts';

describe('1876 stock round tournament', () => {
  it('a game of mixed levels ends with every bot action accepted, places and net worth for every seat', () => {
    const r = playSr1876Game({ seed: 11, levels: ['hard', 'medium', 'easy', 'medium'], checkInvariants: true });
    expect(r.final.step).toBe('GAME_OVER');
    expect(r.refused).toBe(0);
    expect(r.timeouts).toBe(0);
    expect(r.invariantFailures).toEqual([]);
    expect(r.places).toHaveLength(4);
    expect(r.places).toContain(1);
    expect(r.netWorth.every((w) => w > 0)).toBe(true);
    expect(r.decisions.length).toBeGreaterThan(0);
  });

  it('medium vs 3 easy and hard vs 3 medium on 12 seeds: seats rotate, nothing refused, the better level ahead', () => {
    const [medium, hard] = MATCHUPS.map((m) => runMatchup(m, { games: 12, firstSeed: 1, paired: true }));
    for (const r of [medium, hard]) {
      expect(r.refused).toBe(0);
      expect(r.timeouts).toBe(0);
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
