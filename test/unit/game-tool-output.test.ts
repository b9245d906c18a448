/**
 * The printing helpers of `npm run sim` and `npm run tournament` (src-main/cli/game-tool-output.ts), shared by
 * every game's report: distributions, counts, decision-time tables and `--matchup` values.
 */
import { describe, expect, it } from 'vitest';
import { countRows, fmtDistribution, matchupsFromArg, ms, pct, timesTable } from '../../src-main/cli/game-tool-output.ts';

describe('game tool output', () => {
  it('formats distributions, counts, percentages and milliseconds', () => {
    expect(fmtDistribution({ min: 1, median: 2.5, mean: 2.67, max: 4 })).toBe('min 1  median 2.5  mean 2.67  max 4');
    expect(fmtDistribution(null)).toBe('–');
    expect(countRows({})).toBe('  none');
    expect(countRows({ buy: 12, sell: 3 })).toBe(`  ${'buy'.padEnd(32)} 12\n  ${'sell'.padEnd(32)} 3`);
    expect([pct(0.5101), ms(1.234), ms(12.34)]).toEqual(['51.0%', '1.23', '12.3']);
  });

  it('prints decision times per level with ALL last, in the column widths asked for', () => {
    const t = (count: number) => ({ count, median: 0.5, p95: 1, max: 12 });
    const lines = timesTable({ easy: { TURN: t(3), ALL: t(4), DECLARE: t(1) } }, 'step', 10, 7);
    expect(lines).toEqual([
      '  easy: decisions 4',
      '    step         count   median      p95      max  (ms)',
      '    DECLARE          1     0.50     1.00     12.0',
      '    TURN             3     0.50     1.00     12.0',
      '    ALL              4     0.50     1.00     12.0',
    ]);
  });

  it('reads --matchup: all, medium, hard, or two levels; null for anything else', () => {
    const standard = [{ name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' }, { name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' }] as const;
    const levels = ['random', 'easy', 'medium', 'hard'] as const;
    const name = (a: string, b: string) => `${a}-vs-3-${b}`;
    expect(matchupsFromArg('all', standard, levels, name)).toEqual(standard);
    expect(matchupsFromArg('hard', standard, levels, name)).toEqual([standard[1]]);
    expect(matchupsFromArg('easy:random', standard, levels, name)).toEqual([{ name: 'easy-vs-3-random', tested: 'easy', field: 'random' }]);
    expect(matchupsFromArg('easy:expert', standard, levels, name)).toBeNull();
    expect(matchupsFromArg('mediums', standard, levels, name)).toBeNull();
  });
});
