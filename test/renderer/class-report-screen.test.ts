import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import ClassReportScreen from '../../src-renderer/screens/ClassReportScreen.svelte';
import { formatReturn } from '../../src-renderer/lib/standings.ts';
import { holdingsText, netWorthLine, periodLabels, rankLeaderboard } from '../../src-renderer/lib/class-report.ts';
import type { ClassReport, LeaderboardLine, PeriodRow, SeatDebrief, TableDebrief, ValuedTrade } from '../../src-shared/platform/class-report.ts';

/**
 * The printable class report: the class leaderboard, each table's chart and figures, and one page per student
 * (every student, in the leaderboard's order, bots left out), from a hand-made report of 3 tables and 12 students.
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

function trade(name: string, side: string, value: number, period: number): ValuedTrade {
  return { side, company: 'TTN', quantity: 100, price: 12, exposure: side === 'sell' ? -1 : 1, text: `${name} ${side}s 100 TTN at 12`, period, value };
}

function seat(player: string, name: string, kind: 'human' | 'bot', start: number, path: readonly number[]): SeatDebrief {
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
  }));
  const final = rows[rows.length - 1].netWorth;
  return {
    player, name, kind, startingCapital: start, rows, finalNetWorth: final, returnPct: (final / start - 1) * 100, riskPct: 2.5,
    bestTrade: trade(name, 'buy', 900, 1), worstTrade: trade(name, 'sell', -300, 2),
  };
}

function table(i: number, game: string, gameTitle: string, periodName: string, start: number): TableDebrief {
  const seats = STUDENTS[i].map((name, j) => seat(`P${j + 1}`, name, 'human', start, PATHS[name]));
  seats.push(seat('P5', `Bot ${i + 1}`, 'bot', start, [1.5, 1.6, 1.7]));
  return { gameId: `g${i + 1}`, table: `Economics 9B — Table ${i + 1}`, game, gameTitle, status: i === 2 ? 'RUNNING' : 'FINISHED', periodName, completedPeriods: 3, seats };
}

function classReport(): ClassReport {
  const tables = [table(0, 'sectors', 'Sectors', 'turn', 300), table(1, 'tycoon', 'Stock Market Tycoon', 'year', 600_000), table(2, 'sectors', 'Sectors', 'turn', 300)];
  const leaderboard: LeaderboardLine[] = tables
    .flatMap((t) => t.seats.filter((s) => s.kind === 'human').map((s) => ({ name: s.name, table: t.table, kind: s.kind, returnPct: s.returnPct, finalNetWorth: s.finalNetWorth })))
    .sort((a, b) => b.returnPct - a.returnPct);
  return { classId: 'c1', name: 'Economics 9B', generatedAt: Date.UTC(2025, 2, 14, 10, 30), tables, leaderboard };
}

describe('the class report screen', () => {
  it('titles the report and lists the class leaderboard in order, with return and final net worth', () => {
    const report = classReport();
    const { getByTestId, getAllByTestId } = render(ClassReportScreen, { report });
    expect(getByTestId('report-class-name').textContent).toBe('Economics 9B');
    expect(getByTestId('class-report').textContent).toContain('2025');
    const rows = getAllByTestId('report-leaderboard-row');
    expect(rows.map((r) => r.getAttribute('data-student'))).toEqual(report.leaderboard.map((l) => l.name));
    // Ivy +40 %, Dee +30 %: the best of two different tables lead; bots (+70 %) are not on it.
    expect(rows.slice(0, 2).map((r) => r.getAttribute('data-student'))).toEqual(['Ivy', 'Dee']);
    expect(rows[0].textContent).toContain(formatReturn(40));
    // The host names a class's tables "<class> — <table>"; under the class's own title the table's name is enough.
    expect(rows[0].querySelectorAll('td')[2].textContent).toBe('Table 3');
    expect(rows[0].textContent).toContain('420');
    expect(rows.some((r) => r.textContent?.includes('Bot'))).toBe(false);
    // Ana and Gus both made +12 %: one rank, shared.
    const rank = (name: string) => rows.find((r) => r.getAttribute('data-student') === name)?.querySelector('td')?.textContent;
    expect(rank('Ana')).toBe(rank('Gus'));
  });

  it('gives every table a chart and its students’ return, risk and best and worst trades', () => {
    const { getAllByTestId } = render(ClassReportScreen, { report: classReport() });
    const tables = getAllByTestId('report-table');
    expect(tables.map((t) => t.getAttribute('data-game-id'))).toEqual(['g1', 'g2', 'g3']);
    for (const t of tables) {
      expect(t.querySelector('[data-testid="report-table-chart"]')).not.toBeNull();
      // Four students and the bot, marked as one.
      expect(t.querySelectorAll('[data-testid="report-table-row"]')).toHaveLength(5);
      expect(t.querySelectorAll('[data-kind="bot"]')).toHaveLength(1);
    }
    const ana = tables[0].querySelector('[data-student="Ana"]')!;
    expect(ana.querySelector('[data-testid="report-best"]')?.textContent).toContain('Ana buys 100 TTN at 12');
    expect(ana.querySelector('[data-testid="report-best"]')?.textContent).toContain('+900');
    expect(ana.querySelector('[data-testid="report-worst"]')?.textContent).toContain('Ana sells 100 TTN at 12');
    expect(ana.querySelector('[data-testid="report-worst"]')?.textContent).toContain('−300');
    expect(ana.textContent).toContain('2.5 %');
    expect(tables[2].textContent).toContain('Still running');
  });

  it('prints one page per student, in the leaderboard’s order, with every completed period', () => {
    const report = classReport();
    const { getAllByTestId } = render(ClassReportScreen, { report });
    const pages = getAllByTestId('report-student');
    expect(pages).toHaveLength(12);
    expect(pages.map((p) => p.getAttribute('data-student'))).toEqual(report.leaderboard.map((l) => l.name));
    const ivy = pages[0];
    expect(ivy.querySelector('[data-testid="report-student-rank"]')?.textContent).toBe('1');
    expect(ivy.querySelector('[data-testid="report-student-return"]')?.textContent).toBe(formatReturn(40));
    expect(ivy.querySelector('[data-testid="report-student-chart"]')).not.toBeNull();
    const rows = [...ivy.querySelectorAll('[data-testid="report-student-row"]')];
    expect(rows.map((r) => r.getAttribute('data-period'))).toEqual(['1', '2', '3']);
    expect(rows[0].textContent).toContain('Ivy buys 100 TTN at 12');
    expect(rows[0].textContent).toContain('TTN 100 · ATL 50');
    expect(rows[1].textContent).toContain('40');
    expect(rows[2].querySelector('[data-testid="report-rejected"]')?.textContent).toBe('BUY NOV: Ivy lacked the cash for 5,000 NOV.');
    expect(ivy.querySelector('[data-testid="report-student-best"]')?.textContent).toContain('+900');
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

describe('the report’s arithmetic', () => {
  it('charts the start then every completed period, leaving a gap where a seat has no row', () => {
    const t = table(0, 'sectors', 'Sectors', 'turn', 300);
    t.seats[0].rows = t.seats[0].rows.filter((r) => r.period !== 2);
    expect(periodLabels(t, 'Start')).toEqual(['Start', 'Turn 1', 'Turn 2', 'Turn 3']);
    expect(netWorthLine(t.seats[0], t)).toEqual([300, 306, null, 300 * 1.12]);
  });

  it('writes holdings largest first and ranks equal returns together', () => {
    expect(holdingsText({ ATL: 500, TTN: 2000, NOV: 0 })).toBe('TTN 2,000 · ATL 500');
    const line = (name: string, returnPct: number): LeaderboardLine => ({ name, table: 'T', kind: 'human', returnPct, finalNetWorth: 0 });
    expect(rankLeaderboard([line('A', 5), line('B', 5), line('C', 1)]).map((l) => l.rank)).toEqual([1, 1, 3]);
  });
});
