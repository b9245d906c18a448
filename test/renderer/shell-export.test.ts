import { describe, expect, it } from 'vitest';
import { csvField, exportFileName, gameFileExtension } from '../../src-renderer/lib/export.ts';
import { rankByNetWorth, resultRows, resultsCsv } from '../../src-renderer/games/sectors/end/results.ts';
import type { PublicView } from '../../src-shared/games/sectors/view.ts';

type View = Pick<PublicView, 'players' | 'companies' | 'orders' | 'ranking'>;

function company(id: string, price: number, holdings: Record<string, number>, status = 'ACTIVE') {
  return { id, name: `${id} Inc.`, price, holdings, status } as unknown as PublicView['companies'][number];
}
function player(id: string, name: string, cash: number, margin: number, netWorth: number) {
  return { id, name, cash, margin, netWorth } as unknown as PublicView['players'][number];
}

/** Ann: 100 cash + 2×50 + 1×20 = 220. "=Bob": 50 cash + 20 margin + 3×50 − short 1×50 = 170. Cy: 220 too (ties Ann). */
const view: View = {
  players: [player('P1', 'Ann', 100, 0, 220), player('P2', '=Bob, "the bold"', 50, 20, 170), player('P3', 'Cy', 220, 0, 220)],
  companies: [company('AAA', 50, { P1: 2, P2: 3 }), company('BBB', 20, { P1: 1 }), company('ZZZ', 0, {}, 'BANKRUPT')],
  orders: [
    { id: 1, player: 'P2', turn: 3, subRound: 1, status: 'OPEN', type: 'SHORT', company: 'AAA', quantity: 1, value: 40, margin: 20 },
    { id: 2, player: 'P1', turn: 3, subRound: 1, status: 'FILLED', type: 'SHORT', company: 'AAA', quantity: 3, value: 40, margin: 20 },
  ] as unknown as PublicView['orders'],
  ranking: [
    { player: 'P1', netWorth: 220, place: 1 },
    { player: 'P3', netWorth: 220, place: 1 },
    { player: 'P2', netWorth: 170, place: 3 },
  ],
};

describe('results export', () => {
  it('ranks with shared places and skips the next one (spec §11)', () => {
    expect(rankByNetWorth([{ player: 'a', netWorth: 5 }, { player: 'b', netWorth: 9 }, { player: 'c', netWorth: 9 }, { player: 'd', netWorth: 1 }]).map((r) => [r.player, r.place])).toEqual([
      ['b', 1], ['c', 1], ['a', 3], ['d', 4],
    ]);
  });

  it('breaks net worth down into cash, margin, share value and open shorts', () => {
    const rows = resultRows(view);
    expect(rows.map((r) => [r.player, r.place, r.shared])).toEqual([['P1', 1, true], ['P3', 1, true], ['P2', 3, false]]);
    for (const r of rows) expect(r.cash + r.margin + r.shareValue - r.shortCost).toBe(r.netWorth);
    expect(rows[2]).toMatchObject({ name: '=Bob, "the bold"', cash: 50, margin: 20, shareValue: 150, shortCost: 50 });
    expect(rows[0].holdings).toEqual({ AAA: { shares: 2, value: 100 }, BBB: { shares: 1, value: 20 }, ZZZ: { shares: 0, value: 0 } });
  });

  it('ranks from the players when the view has no ranking yet', () => {
    expect(resultRows({ ...view, ranking: null }).map((r) => [r.player, r.place])).toEqual([['P1', 1], ['P3', 1], ['P2', 3]]);
  });

  it('writes RFC 4180 CSV with quoting and defused formulas', () => {
    const csv = resultsCsv(view);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[0]).toBe('Rank,Player,Net worth,Cash,Margin,Share value,Open shorts cost,AAA shares,AAA value,BBB shares,BBB value,ZZZ shares,ZZZ value');
    expect(lines[1]).toBe('1,Ann,220,100,0,120,0,2,100,1,20,0,0');
    expect(lines[2]).toBe('1,Cy,220,220,0,0,0,0,0,0,0,0,0');
    expect(lines[3]).toBe(`3,"'=Bob, ""the bold""",170,50,20,150,50,3,150,0,0,0,0`);
  });

  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-12)).toBe('-12');
  });

  it('names files after the game and the day', () => {
    const day = new Date('2026-03-04T10:00:00Z');
    expect(exportFileName('Friday table: round #2', '.sectors.json', { date: day })).toBe('friday-table-round-2-2026-03-04.sectors.json');
    expect(exportFileName(null, '-results.csv', { date: day })).toBe('sectors-game-2026-03-04-results.csv');
    expect(exportFileName('???', '.csv', { date: day })).toBe('sectors-game-2026-03-04.csv');
  });

  it('names a game file after its game’s kind: Sectors keeps .sectors.json, another game has its own', () => {
    const day = new Date('2026-03-04T10:00:00Z');
    expect(gameFileExtension('sectors')).toBe('.sectors.json');
    expect(gameFileExtension(null)).toBe('.sectors.json');
    expect(exportFileName(null, gameFileExtension('sectors'), { kind: 'sectors', date: day })).toBe('sectors-game-2026-03-04.sectors.json');
    expect(exportFileName(null, gameFileExtension('auction'), { kind: 'auction', date: day })).toBe('auction-game-2026-03-04.auction.json');
    expect(exportFileName('Lots!', `-sealed${gameFileExtension('auction')}`, { kind: 'auction', date: day })).toBe('lots-2026-03-04-sealed.auction.json');
  });
});
