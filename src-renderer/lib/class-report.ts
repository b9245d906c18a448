/**
 * The class report's arithmetic and wording over `ClassReport` (src-shared/platform/class-report.ts), kept out of
 * the components so it is tested without a DOM. The host has already computed returns, risk and the best and
 * worst trades; this only ranks, labels and lays the figures out for the page.
 */
import type { Board, BoardLine, ClassReport, Credit, MoneyUnit, PeriodRow, SeatDebrief, TableDebrief, ValuedTrade } from '../../src-shared/platform/class-report.ts';
import { t, tn } from './i18n.ts';

/** One student's page: the seat, the table it sat at, and its line on its board (null: on no board). */
export type StudentPage = { key: string; seat: SeatDebrief; table: TableDebrief; line: BoardLine | null; board: Board | null };

/**
 * Every student (human seat) of every table: board by board as the boards list them (ranked, then those who did
 * not play), then the students of tables on no board in table order — the pages follow the boards a teacher has
 * just read.
 */
export function studentPages(report: ClassReport): StudentPage[] {
  const boards = report.boards ?? [];
  const where = new Map<string, { line: BoardLine; board: Board; order: number }>();
  let order = 0;
  for (const board of boards) for (const line of [...board.lines, ...board.unranked]) where.set(`${line.gameId}:${line.player}`, { line, board, order: order++ });
  const pages = report.tables.flatMap((table) =>
    table.seats.filter((s) => s.kind === 'human').map((seat) => {
      const key = `${table.gameId}:${seat.player}`;
      const on = where.get(key);
      return { key, seat, table, line: on?.line ?? null, board: on?.board ?? null, order: on?.order ?? Number.MAX_SAFE_INTEGER };
    }),
  );
  return pages.map((p, i) => ({ p, i })).sort((a, b) => a.p.order - b.p.order || a.i - b.i).map(({ p: { order: _, ...page } }) => page);
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd": a place as people say it. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "2nd of 4": a place at a table; a dash before the table has a completed period. */
export function placeText(place: number | null, of: number): string {
  return place === null ? t('classReport.none') : t('classReport.placeOf', { place: ordinal(place), of });
}

/** "Trader, 2 years, 4 players": a board's options and its tables' seats. */
export function boardOptions(b: Pick<Board, 'options' | 'seats'>): string {
  return b.options ? t('classRank.options', { options: b.options, seats: b.seats }) : t('classRank.seats', { seats: b.seats });
}

/** What a board is compared with in the class: nothing else, other games only, or other set-ups of its game too. */
export function othersOf(board: Pick<Board, 'game' | 'key'>, boards: readonly Pick<Board, 'game' | 'key'>[]): 'none' | 'games' | 'setups' {
  const others = boards.filter((b) => b.key !== board.key);
  if (others.length === 0) return 'none';
  return others.some((b) => b.game === board.game) ? 'setups' : 'games';
}

/** The facts a board's method sentence states (the report's `Board`, or the projector's live board). */
export type MethodFacts = {
  count: number;
  gameTitle: string;
  options: string;
  seats: number;
  sameDeal: boolean;
  /** Set when some table is further on than the board's period: returns are measured after it. */
  behind?: { periodName: string; period: number } | null;
  others: 'none' | 'games' | 'setups';
};

/**
 * The board's method in a sentence or two, under the board: "Ranked by return on starting capital among the 8
 * students who played Stock Market Tycoon (Trader, 2 years, 4 players); other games are ranked separately."
 */
export function boardMethod(f: MethodFacts): string {
  const options = boardOptions(f);
  const parts = [tn('classRank.method', f.count, { game: f.gameTitle, options })];
  if (f.behind) parts.push(t('classRank.methodAt', { period: f.behind.periodName, n: f.behind.period }));
  if (f.sameDeal) parts.push(t('classRank.sameDeal'));
  if (f.others === 'games') parts.push(t('classRank.othersGames'));
  if (f.others === 'setups') parts.push(t('classRank.othersSetups'));
  return parts.join(' ');
}

/** The method of a report's board. */
export function reportBoardMethod(board: Board, boards: readonly Board[]): string {
  return boardMethod({
    count: board.lines.length, gameTitle: board.gameTitle, options: board.options, seats: board.seats, sameDeal: board.sameDeal,
    behind: board.final ? null : { periodName: board.periodName, period: board.period }, others: othersOf(board, boards),
  });
}

/**
 * Who played a seat, in a few words: nothing for a student's own game; "a bot all game"; else the periods a bot
 * held the seat for, whole or in part ("a bot in years 2–3, 5").
 */
export function botPeriodsText(seat: Pick<SeatDebrief, 'rows' | 'credit'>, periodName: string | null): string {
  if (seat.credit === 'student') return '';
  if (seat.credit === 'bot') return t('classReport.botWholeGame');
  const periods = seat.rows.filter((r) => r.credit !== 'student').map((r) => r.period);
  const ranges: string[] = [];
  for (let i = 0; i < periods.length; i++) {
    let j = i;
    while (j + 1 < periods.length && periods[j + 1] === periods[j] + 1) j++;
    ranges.push(j > i ? `${periods[i]}–${periods[j]}` : String(periods[i]));
    i = j;
  }
  const word = periodName ?? 'period';
  return t('classReport.botPeriods', { periods: `${periods.length === 1 ? word : `${word}s`} ${ranges.join(', ')}` });
}

export function creditWord(credit: Credit): string {
  return t(`classReport.credit.${credit}`);
}

/** A valued trade's state: closed (its gain realised), held at the end price, or part of each. */
export function tradeState(trade: Pick<ValuedTrade, 'closed' | 'open'>): string {
  if (trade.open === 0) return t('classReport.tradeClosed');
  if (trade.closed === 0) return t('classReport.tradeOpen');
  return t('classReport.tradePart', { closed: trade.closed.toLocaleString('en-US'), open: trade.open.toLocaleString('en-US') });
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

/**
 * An amount of a game's money with its unit ("$1,250", "−$300", "40 coins"): whole units with thousands
 * separators (the games' money has no cents worth printing) and a true minus sign. Without a unit, the number.
 */
export function money(n: number, unit?: MoneyUnit): string {
  const rounded = Math.round(n);
  const text = Math.abs(rounded).toLocaleString('en-US');
  return `${rounded < 0 ? '−' : ''}${unit?.prefix ?? ''}${text}${unit?.suffix ?? ''}`;
}

/** A signed amount for a trade's value ("+$1,200", "−$300"). */
export function signedMoney(n: number, unit?: MoneyUnit): string {
  return `${Math.round(n) > 0 ? '+' : ''}${money(n, unit)}`;
}

/** Axis ticks: amounts with their unit, large ones shortened ("$1.2M", "$650k") so the axis stays narrow. */
export function moneyTick(n: number, unit?: MoneyUnit): string {
  const abs = Math.abs(n);
  const short = abs >= 1e6 ? `${+(abs / 1e6).toFixed(abs >= 1e7 ? 0 : 1)}M` : abs >= 1e4 ? `${+(abs / 1e3).toFixed(0)}k` : Math.round(abs).toLocaleString('en-US');
  return `${n < 0 ? '−' : ''}${unit?.prefix ?? ''}${short}${unit?.suffix ?? ''}`;
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
