/**
 * Roster names are typed (or imported) by anyone: the classroom's screens must show them as text, never as markup
 * — a `<script>` or an `<img onerror>` name is shown literally and creates no element; emoji and right-to-left
 * names come through unchanged. And a student's new device that was waiting for the teacher when the host went
 * away asks again once the host is back (the request died with the old connection).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import ClassDashboardScreen from '../../src-renderer/screens/ClassDashboardScreen.svelte';
import ClassProjectorScreen from '../../src-renderer/screens/ClassProjectorScreen.svelte';
import ClassReportScreen from '../../src-renderer/screens/ClassReportScreen.svelte';
import ClassSlipsScreen from '../../src-renderer/screens/ClassSlipsScreen.svelte';
import StudentJoinScreen from '../../src-renderer/screens/StudentJoinScreen.svelte';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import type { ViewBase } from '../../src-renderer/client/desk.svelte.ts';
import type { ClassReport, SeatDebrief } from '../../src-shared/platform/class-report.ts';
import { classReport } from '../../src-shared/platform/debrief-build.ts';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { classDesks, classHost, classState, NINE, runningView, STUDENTS } from './class-fixtures.ts';
import { loadSectorsUi, settle } from './shell-fake-client.ts';

const HOSTILE = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '=HYPERLINK("x")', '😀 Zoë', 'مريم', '&amp; Co'];

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeEach(() => vi.useFakeTimers({ now: NINE, toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** No element came from a name: no script, no image, nothing with an inline event handler. */
function noMarkupFromNames(container: HTMLElement): void {
  expect(container.querySelectorAll('script, img, iframe, object')).toHaveLength(0);
  expect([...container.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => a.name.startsWith('on')))).toBe(false);
}

const hostileStudents = () => STUDENTS.map((s, i) => ({ ...s, name: HOSTILE[i % HOSTILE.length] }));

describe('hostile roster names', () => {
  it('read as text on the dashboard\'s roster and table cards', async () => {
    await loadSectorsUi();
    const made = classDesks(classHost(() => classState({ students: hostileStudents() })));
    await made.classDesk.facilitate('CLS123');
    await settle();
    const { container } = render(ClassDashboardScreen, { classDesk: made.classDesk, desk: made.desk, joinBase: 'http://192.168.1.20:4719/' });
    expect([...container.querySelectorAll('[data-student]')].map((r) => r.getAttribute('data-student'))).toEqual(hostileStudents().map((s) => s.name));
    for (const name of HOSTILE) expect(container.textContent).toContain(name);
    noMarkupFromNames(container);
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toContain('مريم');
  });

  it('read as text on the printed slips', async () => {
    const made = classDesks(classHost(() => classState({ students: hostileStudents() })));
    await made.classDesk.facilitate('CLS123');
    await settle();
    const { getAllByTestId, container } = render(ClassSlipsScreen, { info: made.classDesk.info!, students: made.classDesk.state!.students, joinBase: 'http://192.168.1.20:4719/' });
    expect(getAllByTestId('slip').map((s) => s.dataset.student)).toEqual(hostileStudents().map((s) => s.name));
    noMarkupFromNames(container);
  });

  it('read as text on the class projector\'s leaderboard and "still deciding" lists', async () => {
    await loadGameUi('sectors');
    const s = gameAt('PLACE_STOCK_ORDERS');
    s.players.forEach((p, i) => (p.name = HOSTILE[i]));
    const session = sessionOf(s, { serverNow: NINE, deadline: NINE + 30_000 });
    session.seats = session.seats.map((seat, i) => ({ ...seat, name: HOSTILE[i] }));
    const { container, getAllByTestId } = render(ClassProjectorScreen, {
      info: { type: 'class_joined', classId: 'c1', code: 'ECO9BX', name: '<b>9B</b>', role: 'projector', tables: [{ gameId: 'g1', name: 'Table 1', game: 'sectors', joinCode: 'AAAAA', status: 'RUNNING' }] },
      tables: { g1: { view: publicView(s) as unknown as ViewBase, session } },
      clockOffsetMs: 0,
      joinBase: 'http://10.0.0.5:4719/',
    });
    await waitFor(() => expect(getAllByTestId('class-standing-row').length).toBe(s.players.length));
    const board = getAllByTestId('class-standing-row').map((r) => r.textContent ?? '');
    for (const name of HOSTILE.slice(0, s.players.length)) expect(board.some((row) => row.includes(name))).toBe(true);
    expect(container.querySelector('[data-testid="class-name"]')?.textContent).toBe('<b>9B</b>');
    expect(container.querySelectorAll('b')).toHaveLength(0);
    noMarkupFromNames(container);
  });

  it('read as text in the class report, its leaderboard and each student\'s page', () => {
    const seat = (player: string, name: string): SeatDebrief => ({
      player, name, kind: 'human', startingCapital: 300, finalNetWorth: 330, returnPct: 10, riskPct: 0, bestTrade: null, worstTrade: null,
      credit: 'student', studentMoves: 1, place: 1,
      rows: [{
        period: 1, netWorth: 330, cash: 330, holdings: {}, trades: [], dividends: 0, shorts: [], options: [], credit: 'student', studentMoves: 1,
        rejected: [{ action: '<script>x</script>', reason: 'R', message: '<img src=x onerror=alert(1)>' }],
      }],
    });
    const seats = HOSTILE.map((name, i) => seat(`P${i + 1}`, name));
    const report: ClassReport = classReport('c1', '<script>class</script>', NINE, [
      { gameId: 'g1', table: 'Table 1', game: 'sectors', gameTitle: 'Sectors', status: 'RUNNING', periodName: 'turn', completedPeriods: 1, seats, options: '8 turns', compareKey: 'k' },
    ]);
    const { container, getAllByTestId, getByTestId } = render(ClassReportScreen, { report });
    expect(getByTestId('report-class-name').textContent).toBe('<script>class</script>');
    // Equal returns: the board lists them by name.
    expect(getAllByTestId('report-leaderboard-row').map((r) => r.getAttribute('data-student')).sort()).toEqual([...HOSTILE].sort());
    for (const name of HOSTILE) expect(container.textContent).toContain(name);
    noMarkupFromNames(container);
    // Each name is isolated for the bidi algorithm: a right-to-left name does not reorder the numbers beside it.
    const isolated = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
    for (const name of HOSTILE) expect(isolated).toContain(name);
  });
});

describe('a new device waiting for the teacher when the host restarts', () => {
  it('asks again once the host is back, and takes the seat when the teacher approves the new request', async () => {
    const TOKEN = 'seat-token-ana-0001';
    const seen: Command[] = [];
    const { desk, classDesk, client } = classDesks((c: Command): HostEvent | HostEvent[] => {
      seen.push(c);
      if (c.type === 'join_student') return { type: 'join_pending', name: 'Ana', table: 'Table 1' };
      return { type: 'ack' };
    });
    const { findByTestId, queryByTestId } = render(StudentJoinScreen, { desk, classDesk, studentKey: 'key0001a' });
    await findByTestId('student-pending');
    // The host goes away: the request dies with the connection, the screen waits for the host (no error shown).
    client.setStatus('disconnected');
    await waitFor(() => expect(queryByTestId('student-pending')).toBeNull());
    expect(queryByTestId('student-error')).toBeNull();
    client.setStatus('connected');
    await findByTestId('student-pending');
    expect(seen.filter((c) => c.type === 'join_student')).toHaveLength(2);
    // The teacher approves the new request.
    client.emit({ type: 'joined', gameId: 'g1', joinCode: 'AAAAA', role: 'player', player: 'P1', token: TOKEN, clientSeq: 0 });
    client.emit({ ...runningView('g1', 2, NINE + 45 * 60_000, ['P1', 'P2'], []), fresh: true });
    await waitFor(() => expect(desk.game?.players).toEqual(['P1']));
    expect(classDesk.studentToken('key0001a')).toBe(TOKEN);
  });
});
