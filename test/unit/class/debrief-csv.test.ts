/**
 * The debrief CSV's schema test: docs/CLASSROOM.md's column table is CLASS_CSV_COLUMNS (names, types, meanings,
 * order); a real class's CSV (a Sectors and a Tycoon table played by bots) parses as RFC 4180 with every cell of
 * its column's type; hostile roster names are guarded against formula injection and quoted where needed.
 */
import { describe, expect, it } from 'vitest';
import { documentedColumns } from './documented-columns.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import type { PeriodRow, SeatDebrief, TableDebrief } from '../../../src-shared/platform/class-report.ts';
import { debriefTable, type TableSeat } from '../../../src-shared/platform/debrief-build.ts';
import { CLASS_CSV_COLUMNS, classCsv, type CsvColumnType } from '../../../src-shared/platform/debrief-csv.ts';
import type { TableOptions } from '../../../src-shared/platform/table-options.ts';
import { playWithBots } from './drive.ts';

/** RFC 4180 records: fields split on commas, quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      // A quoted field runs to the next quote that is not doubled.
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
        if (text[i] === '"') { i++; break; }
        field += text[i++];
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (text[i] === ',') { record.push(field); field = ''; i++; continue; }
    if (text[i] === '\r') {
      if (text[i + 1] !== '\n') throw new Error(`a bare CR at ${i}`);
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i += 2;
      continue;
    }
    if (text[i] === '\n') throw new Error(`a bare LF at ${i}`);
    if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
    field += text[i++];
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no line end');
  return records;
}


const FORMULA = /^[=+\-@\t\r]/;

function checkCell(value: string, type: CsvColumnType, column: string): void {
  switch (type) {
    case 'integer':
      expect(value, column).toMatch(/^-?\d+$/);
      break;
    case 'number':
      expect(value, column).toMatch(/^-?\d+(\.\d{1,2})?$/);
      break;
    case 'list':
      expect(value, column).not.toMatch(FORMULA);
      if (value !== '') for (const item of value.split('; ')) expect(item.trim(), `${column}: "${value}"`).not.toBe('');
      break;
    case 'text':
      expect(value, column).not.toMatch(FORMULA);
      break;
  }
}

const TABLE: TableOptions = { timerMode: 'TIMED', pace: 1, reviewSeconds: 0, graceSeconds: 20 };
const seats = (n: number): TableSeat[] => ['Ann', 'Bob', 'Cy', 'Di'].slice(0, n).map((name, i) => ({ player: `P${i + 1}`, name, kind: i === n - 1 ? 'bot' : 'human' }));

function realTables(): TableDebrief[] {
  const sc = sectorsModule.config.make(4, ['Ann', 'Bob', 'Cy', 'Di'], { maxTurns: 8 }, TABLE);
  const s = playWithBots(sectorsModule, sc, 3, { levels: ['random'] });
  const tc = tycoonModule.config.make(3, ['Ann', 'Bob', 'Cy'], { mode: 'strategist', years: 2 }, TABLE);
  const t = playWithBots(tycoonModule, tc, 11, { levels: ['medium', 'easy', 'random'] });
  const rejected = [{ player: 'P1', period: 1, at: 1, action: 'SELL TTN', reason: 'SELL_EXCEEDS_HOLDING', message: 'You hold only 0 TTN.' }];
  return [
    debriefTable(sectorsModule, { gameId: 'g1', table: 'Table 1', status: 'FINISHED', config: sc, seed: 3, inputs: s.inputs, seats: seats(4), rejected: [] }),
    debriefTable(tycoonModule, { gameId: 'g2', table: 'Table 2', status: 'FINISHED', config: tc, seed: 11, inputs: t.inputs, seats: seats(3), rejected }),
  ];
}

function row(o: Partial<PeriodRow> = {}): PeriodRow {
  return { period: 1, netWorth: 87.5, cash: -12.346, holdings: { TTN: 5000 }, trades: [], dividends: 0, shorts: [], options: [], rejected: [], credit: 'student', studentMoves: 3, ...o };
}

function syntheticTable(name: string, rows: PeriodRow[], table = 'T'): TableDebrief {
  const seat: SeatDebrief = {
    player: 'P1', name, kind: 'human', startingCapital: 100, rows, finalNetWorth: rows.at(-1)?.netWorth ?? 100, returnPct: -12.5, riskPct: 0, bestTrade: null, worstTrade: null,
    credit: 'student', studentMoves: 3, place: 1,
  };
  return {
    gameId: 'g', table, game: 'sectors', gameTitle: 'Sectors', status: 'RUNNING', periodName: 'turn', completedPeriods: rows.length, seats: [seat],
    options: '8 turns', compareKey: 'sectors',
  };
}

const names = CLASS_CSV_COLUMNS.map((c) => c.name);
const cell = (records: string[][], r: number, column: string) => records[r][names.indexOf(column)];

describe('the debrief CSV', () => {
  it('documents every column in docs/CLASSROOM.md, in order, with its type and meaning', () => {
    expect(documentedColumns('Debrief CSV')).toEqual(CLASS_CSV_COLUMNS.map((c) => ({ name: c.name, type: c.type, doc: c.doc })));
    for (const c of ['class', 'table', 'game', 'student', 'seat', 'seat_kind', 'period_name', 'period', 'net_worth', 'cash', 'holdings', 'trades',
      'trade_count', 'dividends', 'shorts', 'options', 'rejected_orders', 'return_pct', 'student_moves']) expect(names).toContain(c);
  });

  it('writes a real class as RFC 4180 records whose cells have their column\'s type', () => {
    const tables = realTables();
    const text = classCsv('Class 7B', tables);
    expect(text.endsWith('\r\n')).toBe(true);
    const records = parseCsv(text);
    expect(records[0]).toEqual(names);
    const expected = tables.reduce((n, t) => n + t.seats.length * t.completedPeriods, 0);
    expect(records.length - 1).toBe(expected);
    expect(expected).toBe(4 * 8 + 3 * 2);
    for (const record of records.slice(1)) {
      expect(record).toHaveLength(names.length);
      CLASS_CSV_COLUMNS.forEach((c, i) => checkCell(record[i], c.type, c.name));
    }
    // Students and bots both have rows, each saying who played the seat in its period; rows follow table, seat, period.
    expect(new Set(records.slice(1).map((r) => cell([r], 0, 'seat_kind')))).toEqual(new Set(['student', 'bot']));
    expect(records.slice(1).filter((r) => cell([r], 0, 'student') === 'Di').every((r) => cell([r], 0, 'seat_kind') === 'bot' && cell([r], 0, 'student_moves') === '0')).toBe(true);
    expect(records.slice(1).some((r) => Number(cell([r], 0, 'student_moves')) > 0)).toBe(true);
    const first = tables[0].seats[0];
    expect(cell(records, 1, 'net_worth')).toBe(String(first.rows[0].netWorth));
    expect(cell(records, 1, 'trade_count')).toBe(String(first.rows[0].trades.length));
    expect(cell(records, 8, 'period')).toBe('8');
    const tycoonFirst = 1 + 4 * 8;
    expect(cell(records, tycoonFirst, 'game')).toBe('Stock Market Tycoon');
    expect(cell(records, tycoonFirst, 'period_name')).toBe('year');
    expect(cell(records, tycoonFirst, 'rejected_orders')).toBe('SELL TTN: You hold only 0 TTN.');
    expect(Number(cell(records, tycoonFirst, 'return_pct'))).toBeCloseTo((tables[1].seats[0].rows[0].netWorth / tables[1].seats[0].startingCapital - 1) * 100, 2);
    // A per-table file is the same rows for that table alone.
    expect(parseCsv(classCsv('Class 7B', [tables[1]])).slice(1)).toEqual(records.slice(tycoonFirst));
  });

  it('guards text that a spreadsheet would run as a formula, in names and list cells', () => {
    const hostile = ['=HYPERLINK("http://evil","x")', '+1+1', '-2', '@SUM(A1)', '\tTab'];
    for (const name of hostile) {
      const records = parseCsv(classCsv(name, [syntheticTable(name, [row({ rejected: [{ action: '=cmd', reason: 'R', message: 'm' }] })], name)]));
      for (const column of ['class', 'table', 'student']) expect(cell(records, 1, column)).toBe(`'${name}`);
      expect(cell(records, 1, 'rejected_orders')).toBe("'=cmd: m");
    }
    const plain = parseCsv(classCsv('Class', [syntheticTable('Ann', [row()])]));
    expect(cell(plain, 1, 'student')).toBe('Ann');
    // Numbers are numbers: a negative amount is not a formula and keeps its sign, money rounds to 2 decimals.
    expect(cell(plain, 1, 'cash')).toBe('-12.35');
    expect(cell(plain, 1, 'return_pct')).toBe('-12.5');
    expect(cell(plain, 1, 'holdings')).toBe('TTN 5000');
  });

  it('quotes commas, quotes and line breaks so they read back unchanged', () => {
    const name = 'Smith, "Jo"\r\nsecond line';
    const trades = [{ side: 'buy', company: 'TTN', quantity: 5000, price: 12, exposure: 1 as const, text: 'buy 5,000 TTN at 12', period: 1 }];
    const text = classCsv('Class', [syntheticTable(name, [row({ trades, shorts: ['2 TTN short at 12 (margin 12)'], options: ['call on 2,000 TTN at strike 50', 'put on 1,000 ABC at strike 9'] })])]);
    expect(text).toContain('"Smith, ""Jo""\r\nsecond line"');
    const records = parseCsv(text);
    expect(cell(records, 1, 'student')).toBe(name);
    expect(cell(records, 1, 'trades')).toBe('buy 5,000 TTN at 12');
    expect(cell(records, 1, 'trade_count')).toBe('1');
    expect(cell(records, 1, 'options')).toBe('call on 2,000 TTN at strike 50; put on 1,000 ABC at strike 9');
  });

  it('writes only the header for tables without completed periods', () => {
    expect(classCsv('Class', [syntheticTable('Ann', [])])).toBe(`${names.join(',')}\r\n`);
  });
});
