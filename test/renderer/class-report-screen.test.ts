import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import ClassReportScreen from '../../src-renderer/screens/ClassReportScreen.svelte';
import { formatReturn } from '../../src-renderer/lib/standings.ts';
import { boardMethod, botPeriodsText, holdingsText, money, moneyTick, netWorthLine, ordinal, periodLabels, signedMoney, studentPages } from '../../src-renderer/lib/class-report.ts';
import type { ClassReport, PeriodRow, SeatDebrief, TableDebrief, ValuedTrade } from '../../src-shared/platform/class-report.ts';
import { classReport as buildReport } from '../../src-shared/platform/debrief-build.ts';

/**
 * The printable class report: a leaderboard per game (never one ranking across games), each table's chart and
 * figures, and one page per student (every student, in the boards' order, bots left out), from a hand-made
 * report of 3 tables and 12 students: two Sectors tables (one board) and a Tycoon table (its own board).
 */

beforeAll(() => {
  // jsdom has no canvas: the charts do not draw (their captions and fallbacks still render).
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

const STUDENTS = [
  ['Ana', 'Ben', 'Cai', 'Dee'],
  ['Eli', 'Fay', 'Gus', 'Hal'],
  ['Ivy', 'Jon', 'Kim', 'Lou'],
];
/** Each student's net worth at the end of periods 1–3, as a multiple of the table's starting capital. */
const PATHS: Record<string, [number, number, number]> = {
  Ana: [1.02, 1.05, 1.12], Ben: [0.98, 0.95, 0.9], Cai: [1.0, 1.0, 1.0], Dee: [1.1, 1.2, 1.3],
  Eli: [1.01, 1.03, 1.05], Fay: [0.9, 0.85, 0.8], Gus: [1.05, 1.1, 1.12], Hal: [1.0, 1.02, 1.01],
  Ivy: [1.2, 1.25, 1.4], Jon: [0.99, 0.97, 0.95], Kim: [1.03, 1.06, 1.08], Lou: [1.0, 0.99, 1.02],
};
/** Who played whom: Kim's seat went to a bot in period 2 (back in 3); Lou never made a move (a bot all game). */
const CREDITS: Record<string, PeriodRow['credit'][]> = { Kim: ['student', 'both', 'student'], Lou: ['bot', 'bot', 'bot'] };

function trade(name: string, side: string, value: number, period: number, closed = 100): ValuedTrade {
  return { side, company: 'TTN', quantity: 100, price: 12, exposure: side === 'sell' ? -1 : 1, text: `${name} ${side}s 100 TTN at 12`, period, value, closed, open: 100 - closed };
}

function seat(player: string, name: string, kind: 'human' | 'bot', start: number, path: readonly number[]): SeatDebrief {
  const credits = CREDITS[name] ?? path.map(() => (kind === 'bot' ? 'bot' : 'student'));
  const rows: PeriodRow[] = path.map((m, i) => ({
    period: i + 1,
    netWorth: start * m,
    cash: start * m * 0.5,
    holdings: { TTN: 100 * (i + 1), ATL: 50 },
    trades: [{ side: 'buy', company: 'TTN', quantity: 100, price: 12, exposure: 1, text: `${name} buys 100 TTN at 12`, period: i + 1 }],
    dividends: i === 1 ? 40 : 0,
    shorts: [],
    options: [],
    rejected: i === 2 ? [{ action: 'BUY NOV', reason: 'NOT_ENOUGH_CASH', message: `${name} lacked the cash for 5,000 NOV.` }] : [],
    credit: credits[i],
    studentMoves: credits[i] === 'bot' || kind === 'bot' ? 0 : 2,
  }));
  const final = rows[rows.length - 1].netWorth;
  const moves = rows.reduce((n, r) => n + r.studentMoves, 0);
  return {
    player, name, kind, startingCapital: start, rows, finalNetWorth: final, returnPct: (final / start - 1) * 100, riskPct: 2.5,
    bestTrade: trade(name, 'buy', 900, 1), worstTrade: trade(name, 'sell', -300, 2, 40),
    credit: new Set(credits).size > 1 ? 'both' : credits[0], studentMoves: moves, place: null,
  };
}

function table(i: number, game: string, gameTitle: string, periodName: string, start: number): TableDebrief {
  const seats = STUDENTS[i].map((name, j) => seat(`P${j + 1}`, name, 'human', start, PATHS[name]));
  seats.push(seat('P5', `Bot ${i + 1}`, 'bot', start, [1.5, 1.6, 1.7]));
  const sorted = [...seats].sort((a, b) => b.returnPct - a.returnPct);
  for (const s of seats) s.place = sorted.findIndex((o) => o.returnPct === s.returnPct) + 1;
  const options = game === 'tycoon' ? 'Trader, 3 years' : '8 turns';
  return {
    gameId: `g${i + 1}`, table: `Economics 9B — Table ${i + 1}`, game, gameTitle, status: i === 2 ? 'RUNNING' : 'FINISHED', periodName, completedPeriods: 3, seats,
    options, compareKey: `${game} 5 ${options}`, money: { prefix: '$', suffix: '' },
  };
}

function classReport(): ClassReport {
  const tables = [table(0, 'sectors', 'Sectors', 'turn', 300), table(1, 'tycoon', 'Stock Market Tycoon', 'year', 600_000), table(2, 'sectors', 'Sectors', 'turn', 300)];
  return buildReport('c1', 'Economics 9B', Date.UTC(2025, 2, 14, 10, 30), tables);
}

describe('the class report screen', () => {
  it('titles the report and ranks each game on its own board, never one game against another', () => {
    const report = classReport();
    const { getByTestId, getAllByTestId } = render(ClassReportScreen, { report });
    expect(getByTestId('report-class-name').textContent).toBe('Economics 9B');
    expect(getByTestId('class-report').textContent).toContain('2025');
    const boards = getAllByTestId('report-board');
    expect(boards.map((b) => b.getAttribute('data-game'))).toEqual(['sectors', 'tycoon']);
    const names = (b: HTMLElement) => [...b.querySelectorAll('[data-testid="report-leaderboard-row"]')].map((r) => r.getAttribute('data-student'));
    // Sectors: both Sectors tables together (Ivy +40 %, Dee +30 % …); Tycoon on its own board, Gus first at +12 %.
    expect(names(boards[0])).toEqual(['Ivy', 'Dee', 'Ana', 'Kim', 'Cai', 'Jon', 'Ben']);
    expect(names(boards[1])).toEqual(['Gus', 'Eli', 'Hal', 'Fay']);
    const ivy = boards[0].querySelector('[data-student="Ivy"]')!;
    expect(ivy.textContent).toContain(formatReturn(40));
    // The host names a class's tables "<class> — <table>"; under the class's own title the table's name is enough.
    expect(ivy.querySelectorAll('td')[2].textContent).toBe('Table 3');
    // Her place at her own table: the bot did better (+70 %), so she is 2nd of 5 there.
    expect(ivy.querySelectorAll('td')[3].textContent).toBe('2nd of 5');
    // Money with its unit.
    expect(ivy.textContent).toContain('$420');
    expect(boards.some((b) => b.textContent?.includes('Bot'))).toBe(false);
    // Ana and Kim … no tie there; Tycoon's board alone compares Tycoon students.
    expect(boards[1].querySelectorAll('[data-testid="report-leaderboard-row"] td')[0].textContent).toBe('1');
  });

  it('says each board’s method under it, marks a student a bot partly replaced and lists who did not play', () => {
    const { getAllByTestId } = render(ClassReportScreen, { report: classReport() });
    const [sectors, tycoon] = getAllByTestId('report-board');
    expect(sectors.querySelector('[data-testid="report-board-method"]')?.textContent).toBe(
      'Ranked by return on starting capital among the 7 students who played Sectors (8 turns, 5 players). Other games are ranked separately.',
    );
    expect(tycoon.querySelector('[data-testid="report-board-method"]')?.textContent).toContain('among the 4 students who played Stock Market Tycoon (Trader, 3 years, 5 players)');
    // Kim: a bot played her seat in turn 2: ranked, with the mark and its legend.
    expect(sectors.querySelector('[data-student="Kim"]')?.getAttribute('data-partly')).toBe('yes');
    expect(sectors.querySelector('[data-testid="report-partly-legend"]')?.textContent).toBe('† a bot played part of this student’s game.');
    expect(tycoon.querySelector('[data-testid="report-partly-legend"]')).toBeNull();
    // Lou never made a move: after the ranking, not ranked, "did not play".
    const lou = sectors.querySelector('[data-testid="report-unranked-row"]')!;
    expect(lou.getAttribute('data-student')).toBe('Lou');
    expect(lou.textContent).toContain('did not play');
    expect(sectors.querySelector('[data-student="Lou"][data-testid="report-leaderboard-row"]')).toBeNull();
  });

  it('gives every table a chart and its students’ place, return, risk and honest best and worst trades, in the game’s money', () => {
    const { getAllByTestId } = render(ClassReportScreen, { report: classReport() });
    const tables = getAllByTestId('report-table');
    expect(tables.map((t) => t.getAttribute('data-game-id'))).toEqual(['g1', 'g2', 'g3']);
    for (const t of tables) {
      expect(t.querySelector('[data-testid="report-table-chart"]')).not.toBeNull();
      // Four students and the bot, marked as one.
      expect(t.querySelectorAll('[data-testid="report-table-row"]')).toHaveLength(5);
      expect(t.querySelectorAll('[data-kind="bot"]')).toHaveLength(1);
      expect(t.querySelector('[data-testid="report-trade-definition"]')?.textContent).toContain('earliest buys');
    }
    const ana = tables[0].querySelector('[data-student="Ana"]')!;
    expect(ana.querySelector('[data-testid="report-best"]')?.textContent).toContain('Ana buys 100 TTN at 12');
    expect(ana.querySelector('[data-testid="report-best"]')?.textContent).toContain('+$900');
    expect(ana.querySelector('[data-testid="report-best"]')?.textContent).toContain('(closed)');
    expect(ana.querySelector('[data-testid="report-worst"]')?.textContent).toContain('−$300');
    expect(ana.querySelector('[data-testid="report-worst"]')?.textContent).toContain('40 closed, 60 held');
    expect(ana.textContent).toContain('2.5 %');
    expect(ana.textContent).toContain('$336');
    expect(tables[0].querySelector('[data-student="Dee"]')?.textContent).toContain('2nd of 5');
    expect(tables[2].textContent).toContain('Still running');
    expect(tables[2].querySelector('[data-student="Kim"] [data-testid="report-table-credit"]')?.textContent).toBe('Played by: a bot in turn 2');
    expect(tables[2].querySelector('[data-student="Lou"]')?.textContent).toContain('a bot all game');
  });

  it('prints one page per student, board by board, with who played each completed period', () => {
    const report = classReport();
    const { getAllByTestId } = render(ClassReportScreen, { report });
    const pages = getAllByTestId('report-student');
    expect(pages).toHaveLength(12);
    expect(pages.map((p) => p.getAttribute('data-student'))).toEqual(['Ivy', 'Dee', 'Ana', 'Kim', 'Cai', 'Jon', 'Ben', 'Lou', 'Gus', 'Eli', 'Hal', 'Fay']);
    const ivy = pages[0];
    expect(ivy.querySelector('[data-testid="report-student-rank"]')?.textContent).toBe('1 of 7');
    expect(ivy.querySelector('[data-testid="report-student-place"]')?.textContent).toBe('2nd of 5');
    expect(ivy.querySelector('[data-testid="report-student-return"]')?.textContent).toBe(formatReturn(40));
    expect(ivy.querySelector('[data-testid="report-student-chart"]')).not.toBeNull();
    const rows = [...ivy.querySelectorAll('[data-testid="report-student-row"]')];
    expect(rows.map((r) => r.getAttribute('data-period'))).toEqual(['1', '2', '3']);
    expect(rows[0].textContent).toContain('Ivy buys 100 TTN at 12');
    expect(rows[0].textContent).toContain('TTN 100 · ATL 50');
    expect(rows[0].textContent).toContain('student');
    expect(rows[1].textContent).toContain('$40');
    expect(rows[2].querySelector('[data-testid="report-rejected"]')?.textContent).toBe('BUY NOV: Ivy lacked the cash for 5,000 NOV.');
    expect(ivy.querySelector('[data-testid="report-student-best"]')?.textContent).toContain('+$900');
    // Kim's page says who played her seat when; Lou's that he is not ranked.
    const kim = pages[3];
    expect([...kim.querySelectorAll('[data-testid="report-student-row"]')].map((r) => r.getAttribute('data-credit'))).toEqual(['student', 'both', 'student']);
    expect(kim.querySelector('[data-testid="report-student-credit"]')?.textContent).toContain('a bot in turn 2');
    expect(pages[7].querySelector('[data-testid="report-student-rank"]')?.textContent).toBe('not ranked');
    // Each student page starts a printed page of its own.
    expect(ivy.closest('.page')).not.toBeNull();
  });

  it('opens the browser’s print dialog from its one button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container, getByTestId } = render(ClassReportScreen, { report: classReport() });
    expect(container.querySelectorAll('button')).toHaveLength(1);
    await fireEvent.click(getByTestId('report-print'));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('the report’s arithmetic and words', () => {
  it('charts the start then every completed period, leaving a gap where a seat has no row', () => {
    const t = table(0, 'sectors', 'Sectors', 'turn', 300);
    t.seats[0].rows = t.seats[0].rows.filter((r) => r.period !== 2);
    expect(periodLabels(t, 'Start')).toEqual(['Start', 'Turn 1', 'Turn 2', 'Turn 3']);
    expect(netWorthLine(t.seats[0], t)).toEqual([300, 306, null, 300 * 1.12]);
  });

  it('writes money with its unit and a true minus, shortens axis ticks, and holdings largest first', () => {
    const dollars = { prefix: '$', suffix: '' };
    expect(money(1234567.4, dollars)).toBe('$1,234,567');
    expect(money(-300, dollars)).toBe('−$300');
    expect(money(40, { prefix: '', suffix: ' coins' })).toBe('40 coins');
    expect(signedMoney(1200, dollars)).toBe('+$1,200');
    expect(signedMoney(0, dollars)).toBe('$0');
    expect([moneyTick(650_000, dollars), moneyTick(1_250_000, dollars), moneyTick(300, dollars), moneyTick(-20_000, dollars)]).toEqual(['$650k', '$1.3M', '$300', '−$20k']);
    expect(holdingsText({ ATL: 500, TTN: 2000, NOV: 0 })).toBe('TTN 2,000 · ATL 500');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });

  it('says a board’s method, with a common period, the same deal and the other boards', () => {
    const base = { count: 8, gameTitle: 'Stock Market Tycoon', options: 'Trader, 2 years', seats: 4, sameDeal: false, others: 'games' as const };
    expect(boardMethod(base)).toBe('Ranked by return on starting capital among the 8 students who played Stock Market Tycoon (Trader, 2 years, 4 players). Other games are ranked separately.');
    expect(boardMethod({ ...base, count: 1, others: 'none' })).toBe('Ranked by return on starting capital: the one student who played Stock Market Tycoon (Trader, 2 years, 4 players).');
    expect(boardMethod({ ...base, sameDeal: true, behind: { periodName: 'year', period: 1 }, others: 'setups' })).toBe(
      'Ranked by return on starting capital among the 8 students who played Stock Market Tycoon (Trader, 2 years, 4 players). Returns after year 1, the last year every table has completed. Same cards and draws at every table. Tables of other games, options or sizes are ranked separately.',
    );
  });

  it('says when a bot held a student’s seat, and orders the pages by the boards', () => {
    const kim = classReport().tables[2].seats[2];
    expect(botPeriodsText(kim, 'turn')).toBe('a bot in turn 2');
    expect(botPeriodsText({ credit: 'both', rows: [1, 2, 3, 5].map((period) => ({ period, credit: 'bot' }) as PeriodRow) }, 'year')).toBe('a bot in years 1–3, 5');
    expect(studentPages(classReport()).map((p) => p.line?.rank ?? null).slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, null]);
  });
});
