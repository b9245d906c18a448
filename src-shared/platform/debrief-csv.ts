/**
 * The debrief CSV: one row per seat (students and bots) per completed turn/year of every table, built from the
 * table debriefs (debrief-build.ts). docs/CLASSROOM.md "Debrief CSV" documents every column; a test keeps that
 * table and CLASS_CSV_COLUMNS identical.
 *
 * RFC 4180: a header row, `\r\n` line ends, fields quoted when they hold a comma, quote or line break. Names come
 * from a roster anyone could have typed, so a text cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (the usual guard, which spreadsheets show as plain text).
 */
import type { PeriodRow, SeatDebrief, TableDebrief } from './class-report.ts';
import { returnOf } from './debrief-build.ts';
import { plainNumber } from './debrief-format.ts';
import { csvField } from '../csv.ts';

export type CsvColumnType = 'text' | 'integer' | 'number' | 'list';
export type CsvColumn = { name: string; type: CsvColumnType; doc: string };

/** Every column, in file order. Lists are one cell whose items are joined with "; ". */
export const CLASS_CSV_COLUMNS: readonly CsvColumn[] = [
  { name: 'class', type: 'text', doc: 'The class\'s name.' },
  { name: 'table', type: 'text', doc: 'The table\'s name.' },
  { name: 'game', type: 'text', doc: 'The game played at the table (its title).' },
  { name: 'student', type: 'text', doc: 'The name at the seat: the student\'s roster name, or the bot\'s.' },
  { name: 'seat', type: 'text', doc: 'The seat in the game (P1, P2, …).' },
  { name: 'seat_kind', type: 'text', doc: 'Who played the seat during the period, from the table\'s journal: `student` (the student\'s seat all period, even when a move ran out of time and took the game\'s default), `bot` (a bot all period: a bot\'s seat, or a student\'s given to a bot), `both` (the seat changed hands during the period). Earlier versions wrote `human` or `bot` for the seat, whoever played it.' },
  { name: 'period_name', type: 'text', doc: 'What one period is in this game: `turn` (Sectors) or `year` (Stock Market Tycoon).' },
  { name: 'period', type: 'integer', doc: 'The completed period the row is about (1 = the first).' },
  { name: 'net_worth', type: 'number', doc: 'Net worth at the period\'s end in the game\'s money, as the game itself counts it (Sectors: cash, margin and shares less the cost of covering open shorts; Tycoon: cash and shares less deferred debt).' },
  { name: 'cash', type: 'number', doc: 'Cash at the period\'s end (Sectors: without the margin locked by open shorts).' },
  { name: 'holdings', type: 'list', doc: 'Shares held at the period\'s end per company, e.g. `TTN 5000; ABC 200`.' },
  { name: 'trades', type: 'list', doc: 'Every trade of the period in order, each with its price, e.g. `buy 5,000 TTN at $12`: buys and sales (forced ones too), shorts and covers, options bought, exercised or expired; Rights, Debentures and buybacks (Tycoon); shares given to rescue a company and bankruptcy payouts (Sectors).' },
  { name: 'trade_count', type: 'integer', doc: 'How many trades the `trades` cell lists.' },
  { name: 'dividends', type: 'number', doc: 'Dividends received during the period (what short sellers pay on dividends is not taken off: net worth has it).' },
  { name: 'shorts', type: 'list', doc: 'Short positions still open at the period\'s end, e.g. `2 TTN short at $12 (margin $12)`; always empty in Tycoon, whose year end settles every short.' },
  { name: 'options', type: 'list', doc: 'Options still held at the period\'s end, e.g. `call on 5 TTN at strike $14 (2 more turns)`; always empty in Tycoon, whose year end settles every option.' },
  { name: 'rejected_orders', type: 'list', doc: 'Orders refused during the period — by the host when sent, or by the rules when they resolved (Sectors) — each as what was tried and why in words, e.g. `SELL TTN: You hold only 0 TTN.`' },
  { name: 'starting_capital', type: 'number', doc: 'Net worth at the start of the game: the base of `return_pct`.' },
  { name: 'return_pct', type: 'number', doc: 'Return to date in percent: net worth at the period\'s end against the starting capital (`12.5` = +12.5 %).' },
  { name: 'student_moves', type: 'integer', doc: 'Moves the seat\'s person made during the period (accepted; a bot\'s moves and the defaults of the clock not counted). A student who made no move in the whole game is not ranked on the class report ("did not play").' },
];

type Cell = string | number | string[];

function cellText(value: Cell, type: CsvColumnType): string {
  switch (type) {
    case 'integer':
    case 'number':
      // A plain decimal never needs quoting, and a negative one must not be taken for a formula.
      return plainNumber(value as number);
    case 'list':
      return csvField((value as string[]).join('; '));
    case 'text':
      return csvField(String(value));
  }
}

function holdingsList(holdings: Record<string, number>): string[] {
  return Object.keys(holdings).sort().map((company) => `${company} ${plainNumber(holdings[company])}`);
}

function rowCells(className: string, table: TableDebrief, seat: SeatDebrief, row: PeriodRow): Record<string, Cell> {
  return {
    class: className,
    table: table.table,
    game: table.gameTitle,
    student: seat.name,
    seat: seat.player,
    seat_kind: row.credit,
    period_name: table.periodName ?? '',
    period: row.period,
    net_worth: row.netWorth,
    cash: row.cash,
    holdings: holdingsList(row.holdings),
    trades: row.trades.map((t) => t.text),
    trade_count: row.trades.length,
    dividends: row.dividends,
    shorts: row.shorts,
    options: row.options,
    rejected_orders: row.rejected.map((r) => `${r.action}: ${r.message || r.reason}`),
    starting_capital: seat.startingCapital,
    return_pct: returnOf(seat.startingCapital, row.netWorth),
    student_moves: row.studentMoves,
  };
}

function line(fields: readonly string[]): string {
  return `${fields.join(',')}\r\n`;
}

/**
 * The CSV of some tables of a class (all of them for the class's file, one for a table's), rows by table, then
 * seat, then period. Tables without completed periods contribute no rows; the header is always there.
 */
export function classCsv(className: string, tables: readonly TableDebrief[]): string {
  let out = line(CLASS_CSV_COLUMNS.map((c) => c.name));
  for (const table of tables) {
    for (const seat of table.seats) {
      for (const row of seat.rows) {
        const cells = rowCells(className, table, seat, row);
        out += line(CLASS_CSV_COLUMNS.map((c) => cellText(cells[c.name], c.type)));
      }
    }
  }
  return out;
}
