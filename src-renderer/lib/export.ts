/**
 * Game exports: the end-of-game results table (rank, player, net worth and what it is made of) as CSV, file
 * names, sealed-file checks and the browser download itself. The numbers come from the public view: net
 * worth = cash + margin + share value − cost to cover open shorts (spec §11).
 */
import type { PublicView } from '../../src-shared/games/sectors/view.ts';

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

/** A CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused with a quote mark. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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

/** A file name from a game name: letters, digits and dashes, with the date. */
export function exportFileName(gameName: string | null, extension: string, date = new Date()): string {
  const slug = (gameName ?? 'sectors-game')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'sectors-game';
  const day = date.toISOString().slice(0, 10);
  return `${slug}-${day}${extension}`;
}

/** Hands the browser a file to save (an <a download> click on a blob URL). */
export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Passphrases of sealed game files: the host's limits (protocol `export_game` / `import_game`). */
export { PASSPHRASE_MAX, PASSPHRASE_MIN } from '../../src-shared/protocol/index.ts';

/**
 * A sealed game file (a running game exported to move it to another machine): encrypted, so the host needs the
 * passphrase it was saved with to import it. Recognised by its `sealed` field.
 */
export function isSealedFile(file: unknown): boolean {
  return typeof file === 'object' && file !== null && 'sealed' in file && (file as { sealed: unknown }).sealed != null;
}
