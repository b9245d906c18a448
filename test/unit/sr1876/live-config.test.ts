/**
 * The stock round's live config (live/config.ts): the new-game form's options become the rules config (flags,
 * rounds as the scenario's N) and the table's clocks; a config of the game's own is accepted as options (the
 * lobby rebuilds it when seats change); wrong values are reported, not replaced by defaults.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { M } from './live-helpers.ts';

const names = (n: number) => Array.from({ length: n }, (_, i) => `Seat ${i + 1}`);

describe('sr1876 live config', () => {
  it('takes the form\'s options and defaults the rest', () => {
    const c = M.config.make(4, names(4), {}, DEFAULT_TABLE_OPTIONS);
    expect(M.config.problems(c)).toEqual([]);
    expect(c).toMatchObject({ turnSeconds: 60, offerSeconds: 20, playerNames: names(4) });
    expect(c.engine).toMatchObject({ module: 'stockRound1876', options: { noRebuyAfterSale: true, companyMayBuyFromDirector: false }, seats: names(4).map((name) => ({ name })) });
    expect(c.engine.scenario.rounds).toBe(4);
    expect(M.config.seats(c)).toBe(4);
    const set = M.config.make(5, names(5), { rounds: 2, turnSeconds: 90, offerSeconds: 30, noRebuyAfterSale: false, companyMayBuyFromDirector: true, roundCapPerSeat: 3, reviewSeconds: 8 }, DEFAULT_TABLE_OPTIONS);
    expect(M.config.problems(set)).toEqual([]);
    expect(set).toMatchObject({ turnSeconds: 90, offerSeconds: 30, engine: { options: { noRebuyAfterSale: false, companyMayBuyFromDirector: true, roundCapPerSeat: 3 } } });
    expect(set.engine.scenario.rounds).toBe(2);
  });

  it('accepts its own config as options, for fewer or more seats', () => {
    const own = M.config.make(5, names(5), { rounds: 3, offerSeconds: 45, noRebuyAfterSale: false, roundCapPerSeat: 2 }, DEFAULT_TABLE_OPTIONS);
    const rebuilt = M.config.make(3, names(3), own as unknown as Record<string, unknown>, DEFAULT_TABLE_OPTIONS);
    expect(M.config.problems(rebuilt)).toEqual([]);
    expect(rebuilt).toMatchObject({ offerSeconds: 45, turnSeconds: 60, engine: { options: { noRebuyAfterSale: false, roundCapPerSeat: 2 } } });
    expect(rebuilt.engine.scenario.rounds).toBe(3);
    expect(rebuilt.engine.seats).toHaveLength(3);
  });

  it('reports every wrong value in a sentence', () => {
    const bad = M.config.make(4, names(4), { rounds: 9, turnSeconds: 61, offerSeconds: 'x', noRebuyAfterSale: 'yes', roundCapPerSeat: 0 }, DEFAULT_TABLE_OPTIONS);
    const problems = M.config.problems(bad).join(' | ');
    for (const word of ['rounds must be', 'turnSeconds must be one of 30, 45, 60, 90, 120', 'offerSeconds must be one of', 'CONFIG_FLAG', 'roundCapPerSeat']) expect(problems).toContain(word);
    expect(M.config.problems(M.config.make(2, names(2), {}, DEFAULT_TABLE_OPTIONS)).join()).toContain('CONFIG_PLAYER_COUNT');
    expect(M.config.problems(M.config.make(7, names(7), {}, DEFAULT_TABLE_OPTIONS)).join()).toContain('CONFIG_PLAYER_COUNT');
  });
});
