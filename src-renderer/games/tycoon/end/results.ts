/**
 * Tycoon's end screen data from the final view: the §13 ranking rows (ranks, net worth and what it is made of),
 * key moments (the biggest yearly price moves from `history`, the seats that went bankrupt) and the reserve of
 * the last deal by company. Read from the view only; nothing here ranks anyone (the result carries the ranks).
 */
import { csvField } from '../../../lib/export.ts';
import type { PublicCompany, TycoonPublicView } from '../../../../src-shared/games/tycoon/view-types.ts';
import { parseCard } from '../model.ts';

export type ResultRow = { player: string; name: string; rank: number; shared: boolean; netWorth: number; cash: number; holdingsValue: number; debt: number; active: boolean };

export function resultRows(view: TycoonPublicView): ResultRow[] {
  const r = view.result;
  const order = (id: string) => view.players.findIndex((p) => p.id === id);
  const rows = view.players.map((p) => ({
    player: p.id,
    name: p.name,
    rank: r?.ranks[p.id] ?? 0,
    shared: false,
    netWorth: r?.netWorth[p.id] ?? p.netWorth,
    cash: r?.cash[p.id] ?? p.cash,
    holdingsValue: r?.holdingsValue[p.id] ?? p.netWorth - p.cash + p.debt,
    debt: r?.debt[p.id] ?? p.debt,
    active: p.active,
  }));
  rows.sort((a, b) => (a.rank || Infinity) - (b.rank || Infinity) || order(a.player) - order(b.player));
  return rows.map((row) => ({ ...row, shared: rows.some((o) => o !== row && o.rank === row.rank) }));
}

export type Moment = { kind: 'rise' | 'fall'; company: string; year: number; from: number; to: number } | { kind: 'bankrupt'; player: string };

/** A move weighs by how far it went relative to where it started ($10 → $5 like $10 → $15). */
const weight = (from: number, to: number) => Math.abs(to - from) / Math.max(1, from);

export function keyMoments(view: TycoonPublicView, limit = 3): Moment[] {
  const moves: Extract<Moment, { kind: 'rise' | 'fall' }>[] = [];
  for (const c of view.companies) {
    for (let y = 1; y < c.history.length; y++) {
      const from = c.history[y - 1];
      const to = c.history[y];
      if (from !== to) moves.push({ kind: to > from ? 'rise' : 'fall', company: c.id, year: y, from, to });
    }
  }
  const big = moves
    .sort((a, b) => weight(b.from, b.to) - weight(a.from, a.to) || Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.year - b.year)
    .slice(0, limit)
    .sort((a, b) => a.year - b.year);
  const bankrupt: Moment[] = view.players.filter((p) => !p.active).map((p) => ({ kind: 'bankrupt', player: p.id }));
  return [...big, ...bankrupt];
}

/** The reserve's cards by company (price cards with their sum), then the special cards. */
export function reserveGroups(view: TycoonPublicView): { company: PublicCompany | null; cards: string[]; sum: number | null }[] {
  const cards = (view.reserve ?? []).map(parseCard);
  const groups = view.companies
    .map((company) => {
      const mine = cards.filter((c) => c.company === company.id);
      return { company, cards: mine.map((c) => c.id), sum: mine.reduce((s, c) => s + (c.delta ?? 0), 0) };
    })
    .filter((g) => g.cards.length > 0);
  const specials = cards.filter((c) => c.kind !== 'price').map((c) => c.id);
  return specials.length > 0 ? [...groups, { company: null, cards: specials, sum: null }] : groups;
}

/**
 * The results as CSV, one row per seat in ranking order: place, name, net worth, cash, shares' value, debt, the
 * shares held of each company, then the seat's net worth at the start and at each year's close.
 */
export function resultsCsv(view: TycoonPublicView): string {
  const years = Math.max(0, ...Object.values(view.netWorthHistory).map((row) => row.length - 1));
  const header = ['place', 'player', 'net_worth', 'cash', 'shares_value', 'debt', ...view.companies.map((c) => `shares_${c.id}`), 'net_worth_start', ...Array.from({ length: years }, (_, i) => `net_worth_year_${i + 1}`)];
  const lines = [header.map(csvField).join(',')];
  for (const row of resultRows(view)) {
    const p = view.players.find((x) => x.id === row.player)!;
    const history = view.netWorthHistory[row.player] ?? [];
    const cells: (string | number)[] = [row.rank, row.name, row.netWorth, row.cash, row.holdingsValue, row.debt, ...view.companies.map((c) => p.holdings[c.id] ?? 0), ...Array.from({ length: years + 1 }, (_, i) => history[i] ?? '')];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}
