/** The Tycoon end screen's results CSV: one row per seat in ranking order, shares per company, net worth per year. */
import { describe, expect, it } from 'vitest';
import { resultsCsv } from '../../src-renderer/games/tycoon/end/results.ts';
import { tycoonView } from './tycoon-fixtures.ts';

describe('tycoon results CSV', () => {
  it('lists every seat by rank with its worth, holdings and net worth per year, formula-safe', () => {
    const { pub } = tycoonView({
      pub: {
        status: 'ENDED', phase: 'GAME_OVER',
        result: { ranks: { P1: 2, P2: 1, P3: 2 }, netWorth: { P1: 640_000, P2: 700_000, P3: 640_000 }, cash: { P1: 600_000, P2: 700_000, P3: 500_000 }, holdingsValue: { P1: 40_000, P2: 0, P3: 140_000 }, debt: { P1: 0, P2: 0, P3: 0 } },
      },
      players: { P1: { holdings: { ATL: 2_000, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 } }, P3: { name: '=Cy' } },
    });
    const lines = resultsCsv(pub).trim().split('\n');
    expect(lines[0]).toBe('place,player,net_worth,cash,shares_value,debt,shares_ATL,shares_TTN,shares_GLB,shares_OMG,shares_VTC,shares_NOV,net_worth_start,net_worth_year_1');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('1,Bob,700000,700000,0,0,0,0,0,0,0,0,600000,580000');
    expect(lines[2]).toBe('2,Ann,640000,600000,40000,0,2000,0,0,0,0,0,600000,640000');
    // A name a spreadsheet would run as a formula is defused.
    expect(lines[3].startsWith("2,'=Cy,")).toBe(true);
  });
});
