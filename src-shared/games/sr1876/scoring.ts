/** §11 scoring (S-D18): net worth at market, ties by cash, remaining ties share a competition rank (1, 2, 2, 4). */
import { marketPrice, netWorth } from './queries.ts';
import type { RankRow, SrResult, SrState } from './types.ts';

export function rankRows(s: SrState): RankRow[] {
  const rows = s.players.map((p, seat) => ({ seat, rank: 0, netWorth: netWorth(s, seat), cash: p.cash }));
  const better = (a: RankRow, b: RankRow): boolean => a.netWorth > b.netWorth || (a.netWorth === b.netWorth && a.cash > b.cash);
  for (const row of rows) row.rank = 1 + rows.filter((o) => better(o, row)).length;
  return rows.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
}

export function scoreGame(s: SrState): SrResult {
  const cells: SrResult['cells'] = {};
  for (const code of s.companyOrder) cells[code] = { ...s.companies[code].token, price: marketPrice(s, code) };
  return { ranking: rankRows(s), cells };
}
