/**
 * The stock round's final results from the public view (§11): the ranking as the engine ranked it (shared
 * places 1, 2, 2, 4), each seat's net worth, cash, shares of each company, and the results as CSV.
 */
import { csvField } from '../../../lib/export.ts';
import type { View } from '../model.ts';

export type ResultRow = { player: string; name: string; rank: number; shared: boolean; netWorth: number; cash: number; holdings: Record<string, number>; history: number[] };

/** The engine's ranking (the view's `result`); before it exists (a running game), by net worth now. */
export function resultRows(view: View): ResultRow[] {
  const ranking = view.result?.ranking ?? [...view.players].sort((a, b) => b.netWorth - a.netWorth || b.cash - a.cash).map((p, i) => ({ player: p.id, rank: i + 1, netWorth: p.netWorth, cash: p.cash }));
  const ranks = ranking.map((r) => r.rank);
  return ranking.map((r) => {
    const p = view.players.find((x) => x.id === r.player);
    return {
      player: r.player,
      name: p?.name ?? r.player,
      rank: r.rank,
      shared: ranks.filter((k) => k === r.rank).length > 1,
      netWorth: r.netWorth,
      cash: r.cash,
      holdings: p?.holdings ?? {},
      history: view.netWorthHistory?.[r.player] ?? [],
    };
  });
}

/** One row per seat: place, name, net worth, cash, shares per company, net worth after each round. */
export function resultsCsv(view: View): string {
  const rows = resultRows(view);
  const codes = view.companies.map((c) => c.code);
  const rounds = Math.max(0, ...rows.map((r) => r.history.length - 1));
  const head = ['rank', 'player', 'net_worth', 'cash', ...codes.map((c) => `shares_${c}`), 'net_worth_start', ...Array.from({ length: rounds }, (_, i) => `net_worth_round_${i + 1}`)];
  const lines = rows.map((r) => [r.rank, r.name, r.netWorth, r.cash, ...codes.map((c) => r.holdings[c] ?? 0), ...Array.from({ length: rounds + 1 }, (_, i) => r.history[i] ?? '')]);
  return [head, ...lines].map((line) => line.map((v) => csvField(v)).join(',')).join('\n') + '\n';
}
