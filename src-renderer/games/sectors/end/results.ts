/**
 * Sectors' results for the end screen and its CSV: rank, player, net worth and what it is made of. The numbers
 * come from the public view: net worth = cash + margin + share value − cost to cover open shorts (spec §11).
 */
import type { PublicView } from '../../../../src-shared/games/sectors/schemas.ts';
import { csvField } from '../../../lib/export.ts';

export type ResultRow = {
  place: number;
  /** True when another player has the same place (equal net worth). */
  shared: boolean;
  player: string;
  name: string;
  netWorth: number;
  cash: number;
  margin: number;
  shareValue: number;
  shortCost: number;
  /** Value of the shares held, per company ticker (companies in view order). */
  holdings: Record<string, { shares: number; value: number }>;
};

type ResultsView = Pick<PublicView, 'players' | 'companies' | 'orders' | 'ranking'>;

/** Places with ties sharing a place and the next one skipped (1, 1, 3), as in spec §11. */
export function rankByNetWorth(entries: { player: string; netWorth: number }[]): { player: string; netWorth: number; place: number }[] {
  const sorted = [...entries].sort((a, b) => b.netWorth - a.netWorth);
  return sorted.map((e) => ({ ...e, place: sorted.findIndex((x) => x.netWorth === e.netWorth) + 1 }));
}

export function resultRows(view: ResultsView): ResultRow[] {
  const ranking = view.ranking ?? rankByNetWorth(view.players.map((p) => ({ player: p.id, netWorth: p.netWorth })));
  const places = new Map<number, number>();
  for (const r of ranking) places.set(r.place, (places.get(r.place) ?? 0) + 1);
  return ranking.map((r) => {
    const p = view.players.find((x) => x.id === r.player);
    const holdings: ResultRow['holdings'] = {};
    let shareValue = 0;
    for (const c of view.companies) {
      const shares = c.holdings[r.player] ?? 0;
      const value = c.status === 'BANKRUPT' ? 0 : shares * c.price;
      holdings[c.id] = { shares, value };
      shareValue += value;
    }
    let shortCost = 0;
    for (const o of view.orders) {
      if ('type' in o && o.type === 'SHORT' && o.status === 'OPEN' && o.player === r.player) {
        const c = view.companies.find((x) => x.id === o.company);
        if (c && c.status !== 'BANKRUPT') shortCost += o.quantity * c.price;
      }
    }
    return {
      place: r.place,
      shared: (places.get(r.place) ?? 0) > 1,
      player: r.player,
      name: p?.name ?? r.player,
      netWorth: r.netWorth,
      cash: p?.cash ?? 0,
      margin: p?.margin ?? 0,
      shareValue,
      shortCost,
      holdings,
    };
  });
}

/** The results as CSV (comma-separated, one header row, CRLF line ends as RFC 4180 asks). */
export function resultsCsv(view: ResultsView): string {
  const rows = resultRows(view);
  const tickers = view.companies.map((c) => c.id);
  const header = ['Rank', 'Player', 'Net worth', 'Cash', 'Margin', 'Share value', 'Open shorts cost', ...tickers.flatMap((tk) => [`${tk} shares`, `${tk} value`])];
  const lines = [header.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [r.place, r.name, r.netWorth, r.cash, r.margin, r.shareValue, r.shortCost, ...tickers.flatMap((tk) => [r.holdings[tk].shares, r.holdings[tk].value])]
        .map(csvField)
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
