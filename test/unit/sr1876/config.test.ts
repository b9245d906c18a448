/** Config defaults and validation (§0.1), the scenario data (§2, §4) and the first priority draw (S-D19). */
import { describe, expect, it } from 'vitest';
import { GRID_1876, trinidadSix } from '../../../src-shared/games/sr1876/data.ts';
import { configError, defaultConfig, init } from '../../../src-shared/games/sr1876/engine.ts';
import { CONFIG_CODES } from '../../../src-shared/games/sr1876/errors.ts';
import { checkInvariants } from '../../../src-shared/games/sr1876/invariants.ts';
import { nextU32 } from '../../../src-shared/mulberry32.ts';
import { netWorth } from '../../../src-shared/games/sr1876/queries.ts';
import type { SrConfig } from '../../../src-shared/games/sr1876/types.ts';

type Bad = [code: string, label: string, change: (c: Record<string, unknown> & SrConfig) => unknown];

const BAD: Bad[] = [
  ['CONFIG_MODULE', 'another module', (c) => { (c as Record<string, unknown>).module = 'tycoon'; }],
  ['CONFIG_SCENARIO', 'a ragged grid', (c) => { c.scenario.grid[3] = c.scenario.grid[3].slice(1); }],
  ['CONFIG_SCENARIO', 'a row that does not increase', (c) => { c.scenario.grid[0][5] = 10; }],
  ['CONFIG_SCENARIO', 'a column that does not decrease', (c) => { c.scenario.grid[6][14] = 999; }],
  ['CONFIG_SCENARIO', 'zero rounds', (c) => { c.scenario.rounds = 0; }],
  ['CONFIG_SCENARIO', 'a company off the grid', (c) => { c.scenario.companies[2].start = { r: 7, c: 0 }; }],
  ['CONFIG_SCENARIO', 'shares that do not add up to 10', (c) => { c.scenario.companies[0].ipo = 5; }],
  ['CONFIG_SCENARIO', 'a duplicate company code', (c) => { c.scenario.companies[1].code = 'PSR'; }],
  ['CONFIG_SCENARIO', 'an empty modernity schedule', (c) => { c.scenario.companies[0].modernity = []; }],
  ['CONFIG_SCENARIO', 'a negative modernity', (c) => { c.scenario.companies[0].modernity = [1, -1]; }],
  ['CONFIG_SCENARIO', 'missing starting cash', (c) => { c.scenario.startingCash = [615]; }],
  ['CONFIG_PLAYER_COUNT', '2 seats', (c) => { c.seats = c.seats.slice(0, 2); }],
  ['CONFIG_PLAYER_COUNT', '7 seats', (c) => { c.seats = [...c.seats, ...c.seats, ...c.seats].slice(0, 7); }],
  ['CONFIG_PLAYER_COUNT', 'a seat without a name', (c) => { (c.seats as unknown[])[1] = {}; }],
  ['CONFIG_SEED', 'a negative seed', (c) => { c.seed = -1; }],
  ['CONFIG_SEED', 'a seed above 2³²−1', (c) => { c.seed = 2 ** 32; }],
  ['CONFIG_SEED', 'a fractional seed', (c) => { c.seed = 1.5; }],
  ['CONFIG_FLAG', 'a missing flag', (c) => { delete (c.options as Partial<SrConfig['options']>).noRebuyAfterSale; }],
  ['CONFIG_FLAG', 'a flag that is not a boolean', (c) => { (c.options as unknown as Record<string, unknown>).companyMayBuyFromDirector = 'yes'; }],
  ['CONFIG_FLAG', 'a zero round cap', (c) => { c.options.roundCapPerSeat = 0; }],
];

describe('config', () => {
  it('defaults to Trinidad Six with noRebuyAfterSale on and companyMayBuyFromDirector off', () => {
    const c = defaultConfig(4);
    expect(c).toMatchObject({ module: 'stockRound1876', seed: 1, options: { noRebuyAfterSale: true, companyMayBuyFromDirector: false } });
    expect(c.seats.length).toBe(4);
    expect(configError(c)).toBeNull();
    expect(defaultConfig(5, { seed: 9, options: { companyMayBuyFromDirector: true, noRebuyAfterSale: undefined } }).options)
      .toEqual({ noRebuyAfterSale: true, companyMayBuyFromDirector: true });
  });

  it('accepts 3 to 6 seats', () => {
    for (let n = 3; n <= 6; n++) expect(configError(defaultConfig(n))).toBeNull();
  });

  for (const [code, label, change] of BAD) {
    it(`${code}: ${label}`, () => {
      const c = defaultConfig(4) as Record<string, unknown> & SrConfig;
      change(c);
      expect(configError(c)?.code).toBe(code);
      expect(() => init(c)).toThrow(new Error(code));
    });
  }

  it('refuses a config that is not an object', () => {
    expect(configError(null)?.code).toBe('CONFIG_MODULE');
    expect(configError('stockRound1876')?.code).toBe('CONFIG_MODULE');
  });

  it('uses every config code', () => {
    expect([...new Set(BAD.map((b) => b[0]))].sort()).toEqual([...CONFIG_CODES].sort());
  });

  it('does not share the caller\'s config object with the state', () => {
    const c = defaultConfig(4);
    const { state } = init(c);
    c.scenario.grid[0][0] = 1;
    expect(state.config.scenario.grid[0][0]).toBe(35);
  });
});

describe('scenario data', () => {
  it('holds the printed grid, consistent with its formula and strictly monotone', () => {
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 15; c++) {
        // The formula only cross-checks the transcription; the engine reads the table (S-D01).
        expect(GRID_1876[r][c], `P(${r}, ${c})`).toBe(Math.floor(100 * 0.9 ** (10 - c) * 0.95 ** r + 0.5));
        if (c > 0) expect(GRID_1876[r][c]).toBeGreaterThan(GRID_1876[r][c - 1]);
        if (r > 0) expect(GRID_1876[r][c]).toBeLessThan(GRID_1876[r - 1][c]);
      }
    }
  });

  it('gives Trinidad Six its start cells, prices, cash and modernity (§4)', () => {
    const sc = trinidadSix();
    expect(sc.companies.map((co) => [co.code, GRID_1876[co.start.r][co.start.c], co.cash])).toEqual([
      ['PSR', 95, 285], ['SFR', 90, 270], ['ARR', 86, 258], ['CRR', 81, 243], ['SGR', 77, 231], ['TBR', 69, 207],
    ]);
    expect(sc.startingCash).toEqual([615, 630, 642, 657, 669, 693]);
    expect(sc.companies.map((co) => co.modernity)).toEqual([[3, 2, 2, 1], [2, 3, 2, 2], [1, 2, 3, 2], [1, 1, 1, 3], [0, 1, 1, 2], [0, 0, 1, 1]]);
    expect(sc.companies.every((co) => co.ipo === 4 && co.treasury === 3 && co.directorShares === 3)).toBe(true);
    expect(sc).toMatchObject({ rounds: 4, holdingLimit: 6, sharesPerCompany: 10, minPlayers: 3, maxPlayers: 6 });
  });

  it('sets up n players with the first n companies, seat i directing company i, every net worth 900 before the bonus', () => {
    for (let n = 3; n <= 6; n++) {
      const { state } = init(defaultConfig(n));
      expect(state.companyOrder).toEqual(['PSR', 'SFR', 'ARR', 'CRR', 'SGR', 'TBR'].slice(0, n));
      state.companyOrder.forEach((code, seat) => expect(state.companies[code].director).toBe(seat));
      // Round 1's bonus lifted PSR 95 → 100, so seat 0 is 15 ahead; everyone else is at 900.
      expect(state.players.map((_, seat) => netWorth(state, seat))).toEqual([915, ...Array(n - 1).fill(900)]);
      expect(checkInvariants(state)).toEqual([]);
    }
  });
});

describe('PRNG (S-D19)', () => {
  it('is the Tycoon mulberry32: seed 1 gives 2693262067, 11749833, 2265367787', () => {
    let s = 1;
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [u, next] = nextU32(s);
      out.push(u);
      s = next;
    }
    expect(out).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('draws the first priority as int(n): seed 1 with 4 seats gives seat 3', () => {
    const { state, events } = init(defaultConfig(4, { seed: 1 }));
    expect(state.priority).toBe(3);
    expect(events[0]).toMatchObject({ type: 'GAME_STARTED', priority: 3, seq: 0 });
    expect(state.declare!.seat).toBe(3);
  });

  it('spreads the first priority over every seat across seeds', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) seen.add(init(defaultConfig(5, { seed })).state.priority);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
