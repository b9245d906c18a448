/**
 * The class report's arithmetic and wording over `ClassReport` (src-shared/platform/class-report.ts), kept out of
 * the components so it is tested without a DOM. The host has already computed returns, risk and the best and
 * worst trades; this only ranks, labels and lays the figures out for the page.
 */
import type { ClassReport, LeaderboardLine, PeriodRow, SeatDebrief, TableDebrief } from '../../src-shared/platform/class-report.ts';

/** A leaderboard line with its rank: equal returns share one (1, 1, 3), as on the projector. */
export type RankedLine = LeaderboardLine & { rank: number };

/** Ranks the host's leaderboard (already best first) without reordering it. */
export function rankLeaderboard(lines: readonly LeaderboardLine[]): RankedLine[] {
  return lines.map((line, i) => {
    const first = lines.findIndex((o) => o.returnPct === line.returnPct);
    return { ...line, rank: first === -1 ? i + 1 : first + 1 };
  });
}

/** One student's page: the seat and the table it sat at. */
export type StudentPage = { key: string; seat: SeatDebrief; table: TableDebrief };

/**
 * Every student (human seat) of every table, in the leaderboard's order when it names them, then the rest in
 * table order: the report's per-student pages follow the ranking a teacher has just read.
 */
export function studentPages(report: ClassReport): StudentPage[] {
  const pages = report.tables.flatMap((table) =>
    table.seats.filter((s) => s.kind === 'human').map((seat) => ({ key: `${table.gameId}:${seat.player}`, seat, table })),
  );
  const position = (p: StudentPage) => {
    const i = report.leaderboard.findIndex((l) => l.name === p.seat.name && l.table === p.table.table);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return pages.map((p, i) => ({ p, i })).sort((a, b) => position(a.p) - position(b.p) || a.i - b.i).map((x) => x.p);
}

/** "Turn", "Year": a period's word as a heading. */
export function periodWord(periodName: string | null): string {
  const word = periodName ?? 'period';
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The chart's x axis: the start, then each completed period ("Start", "Turn 1", "Turn 2", …). */
export function periodLabels(table: Pick<TableDebrief, 'periodName' | 'completedPeriods' | 'seats'>, startLabel: string): string[] {
  const periods = [...new Set(table.seats.flatMap((s) => s.rows.map((r) => r.period)))].sort((a, b) => a - b);
  const word = periodWord(table.periodName);
  return [startLabel, ...periods.map((p) => `${word} ${p}`)];
}

/** A seat's net worth along `periodLabels`: the starting capital, then each period's end (null: no row for it). */
export function netWorthLine(seat: SeatDebrief, table: Pick<TableDebrief, 'seats'>): (number | null)[] {
  const periods = [...new Set(table.seats.flatMap((s) => s.rows.map((r) => r.period)))].sort((a, b) => a - b);
  const byPeriod = new Map(seat.rows.map((r) => [r.period, r.netWorth]));
  return [seat.startingCapital, ...periods.map((p) => byPeriod.get(p) ?? null)];
}

/**
 * Line colours that stay apart on white paper and in greyscale print (Okabe–Ito, then darker repeats); each line
 * also gets its own point shape, so colour is never the only way to tell two students apart.
 */
const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#8c564b', '#7f7f7f', '#b8860b'];
const POINTS = ['circle', 'rect', 'triangle', 'rectRot', 'star', 'crossRot'] as const;

export function seriesStyle(index: number): { color: string; point: (typeof POINTS)[number]; dash?: number[] } {
  const color = PALETTE[index % PALETTE.length];
  const point = POINTS[index % POINTS.length];
  return index >= PALETTE.length ? { color, point, dash: [6, 3] } : { color, point };
}

/** Whole units with thousands separators: the games' money has no cents worth printing. */
export function money(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A signed amount for a trade's value ("+1,200", "−300"). */
export function signedMoney(n: number): string {
  const rounded = Math.round(n);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toLocaleString('en-US')}`;
}

/** Risk in percent, one decimal, no sign (a spread is never negative). */
export function formatRisk(pct: number): string {
  return `${(Math.round(pct * 10) / 10).toFixed(1)} %`;
}

/** Shares held, largest first: "TTN 2,000 · ATL 500"; empty when none. */
export function holdingsText(holdings: Record<string, number>): string {
  return Object.entries(holdings)
    .filter(([, n]) => n !== 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([company, n]) => `${company} ${money(n)}`)
    .join(' · ');
}

/** A period's open shorts and options in one list (the report prints them together). */
export function positionsOf(row: PeriodRow): string[] {
  return [...row.shorts, ...row.options];
}

/** The report's date line, in the reader's locale but always with the year (a printed report is kept). */
export function reportDate(at: number, locale?: string): string {
  return new Date(at).toLocaleString(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
