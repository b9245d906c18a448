/**
 * The class dashboard with three tables: each card's window, time left and ready count, the absent and idle
 * students by name, the running-late warning; the class-wide and per-table controls, the roster's actions and
 * a device request send the class's commands; a refusal shows in words. The clock is fixed (fake Date).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/svelte';
import ClassDashboardScreen from '../../src-renderer/screens/ClassDashboardScreen.svelte';
import ClassSlipsScreen from '../../src-renderer/screens/ClassSlipsScreen.svelte';
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { classDesks, classHost, classState, lobbyView, MIN, NINE, runningView, STUDENTS } from './class-fixtures.ts';
import LobbyScreen from '../../src-renderer/screens/LobbyScreen.svelte';
import BoardHostBar from '../../src-renderer/components/shell/BoardHostBar.svelte';
import { backToClass } from '../../src-renderer/components/class/class-nav.ts';
import { loadSectorsUi, memoryStorage, settle } from './shell-fake-client.ts';

beforeEach(() => vi.useFakeTimers({ now: NINE, toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function dashboard(handler = classHost()) {
  await loadSectorsUi();
  const made = classDesks(handler);
  await made.classDesk.facilitate('cls123');
  await settle();
  const screen = render(ClassDashboardScreen, { classDesk: made.classDesk, desk: made.desk, joinBase: 'http://192.168.1.20:4719/' });
  return { ...made, ...screen };
}

const controls = (sent: Command[]) => sent.filter((c): c is Extract<Command, { type: 'class_control' }> => c.type === 'class_control').map(({ requestId: _, ...c }) => c);

describe('the class dashboard', () => {
  it('shows every table: its window, time left, ready count, absent and idle students, and who runs late', async () => {
    const { getByTestId } = await dashboard();
    const first = getByTestId('class-table-1');
    expect(first.dataset.table).toBe('Table 1');
    expect(within(first).getByTestId('table-status').textContent).toBe('Playing');
    // The window in the game's own words.
    expect(within(first).getByTestId('table-phase').textContent).toBe('Place stock orders');
    expect(within(first).getByTestId('table-clock').textContent).toBe('0:42');
    expect(within(first).getByTestId('table-ready').textContent).toBe('1 of 3 ready');
    expect(within(first).getByTestId('table-absent').textContent).toContain('Absent: Cy');
    // Ana should act, is connected and quiet for five minutes; Ben is ready; Cy is absent, not idle.
    expect(within(first).getByTestId('table-idle').textContent).toContain('Ana');
    expect(within(first).getByTestId('table-idle').textContent).not.toMatch(/Ben|Cy/);
    expect(within(first).getByTestId('table-late').textContent).toContain('Running late');

    const second = getByTestId('class-table-2');
    expect(within(second).getByTestId('table-ready').textContent).toBe('0 of 2 ready');
    // Dee acted ten seconds ago; Eve's seat is played by a bot: neither is idle or absent.
    expect(within(second).queryByTestId('table-idle')).toBeNull();
    expect(within(second).queryByTestId('table-absent')).toBeNull();
    expect(within(second).queryByTestId('table-late')).toBeNull();
    expect(within(second).getByTestId('table-schedule').textContent).toContain('Planned end 10:00');

    const third = getByTestId('class-table-3');
    expect(within(third).getByTestId('table-status').textContent).toBe('Waiting to start');
    expect(within(third).getByTestId('table-joined').textContent).toBe('0 of 1 student here');
    expect(within(third).getByTestId('table-absent').textContent).toContain('Fay');
    expect(within(third).queryByTestId('table-clock')).toBeNull();
  });

  it('counts nobody idle in a window opened less than a minute ago', async () => {
    await loadSectorsUi();
    const { classDesk, client } = classDesks();
    await classDesk.facilitate('CLS123');
    await settle();
    // Table 1's window opened 18 s ago (42 s left of 60): Ana's last action is old, but this window is new.
    client.emit(runningView('g1', 2, NINE + 45 * MIN, ['P1', 'P2', 'P3'], ['P2'], 60_000));
    const { getByTestId } = render(ClassDashboardScreen, { classDesk, desk: new Desk(client, memoryStorage()), joinBase: null });
    expect(within(getByTestId('class-table-1')).queryByTestId('table-idle')).toBeNull();
    expect(within(getByTestId('class-table-1')).getByTestId('table-absent').textContent).toContain('Cy');
  });

  it('shows the roster with each student\'s table, seat, presence and last action', async () => {
    const { getByTestId, container } = await dashboard();
    expect([...container.querySelectorAll('[data-student]')].map((r) => r.getAttribute('data-student'))).toEqual(STUDENTS.map((s) => s.name));
    const ana = getByTestId('roster-row-Ana');
    expect(ana.textContent).toContain('Table 1');
    expect(ana.textContent).toContain('P1');
    expect(ana.textContent).toContain('place order · 5 min ago');
    expect(getByTestId('roster-connected-Cy').textContent).toContain('away');
    expect(getByTestId('roster-connected-Eve').textContent).toContain('a bot plays');
  });

  it('sends the class-wide controls for every table', async () => {
    const { getByTestId, client } = await dashboard();
    await fireEvent.click(getByTestId('class-pause-all'));
    await fireEvent.click(getByTestId('class-add-time-all'));
    await fireEvent.click(getByTestId('class-start-all'));
    await fireEvent.change(getByTestId('class-pace-all'), { target: { value: '2' } });
    await fireEvent.click(getByTestId('class-hints-all'));
    await waitFor(() => expect(controls(client.sent)).toHaveLength(5));
    expect(controls(client.sent)).toEqual([
      { type: 'class_control', classId: 'c1', command: 'pause' },
      { type: 'class_control', classId: 'c1', command: 'add_time', ms: 30_000 },
      { type: 'class_control', classId: 'c1', command: 'start' },
      { type: 'class_control', classId: 'c1', command: 'set_pace', pace: 2 },
      { type: 'class_control', classId: 'c1', command: 'set_hints', on: true },
    ]);
  });

  it('sends one table\'s controls for that table only', async () => {
    const { getByTestId, client } = await dashboard();
    const first = within(getByTestId('class-table-1'));
    await fireEvent.click(first.getByTestId('table-pause'));
    await fireEvent.click(first.getByTestId('table-end-phase'));
    await fireEvent.click(within(getByTestId('class-table-3')).getByTestId('table-start'));
    await waitFor(() => expect(controls(client.sent)).toHaveLength(3));
    expect(controls(client.sent)).toEqual([
      { type: 'class_control', classId: 'c1', command: 'pause', tables: ['g1'] },
      { type: 'class_control', classId: 'c1', command: 'end_phase', tables: ['g1'] },
      { type: 'class_control', classId: 'c1', command: 'start', tables: ['g3'] },
    ]);
  });

  it('gives a seat to a bot, hands one back, renames a student and locks late joining', async () => {
    const { getByTestId, client } = await dashboard();
    await fireEvent.click(getByTestId('roster-bot-Ana'));
    await fireEvent.click(getByTestId('roster-bot-yes-Ana'));
    await fireEvent.click(getByTestId('roster-handback-Eve'));
    await fireEvent.click(getByTestId('roster-rename-Dee'));
    await fireEvent.input(getByTestId('roster-name-Dee'), { target: { value: 'Deirdre' } });
    await fireEvent.click(getByTestId('roster-rename-save-Dee'));
    await fireEvent.click(getByTestId('class-lock'));
    await waitFor(() => expect(controls(client.sent)).toHaveLength(4));
    expect(controls(client.sent)).toEqual([
      { type: 'class_control', classId: 'c1', command: 'replace_by_bot', student: 'key0001a', botLevel: 'medium' },
      { type: 'class_control', classId: 'c1', command: 'hand_back', student: 'key0005e' },
      { type: 'class_control', classId: 'c1', command: 'rename', student: 'key0004d', name: 'Deirdre' },
      { type: 'class_control', classId: 'c1', command: 'lock' },
    ]);
  });

  it('asks the teacher about a new device and sends the answer', async () => {
    const state = classState({ requests: [{ id: 'r1', key: 'key0001a', name: 'Ana', gameId: 'g1', at: NINE - 30_000, via: 'link' }] });
    const { getByTestId, client } = await dashboard(classHost(() => state));
    expect(getByTestId('device-request-Ana').textContent).toMatch(/Ana \(Table 1\) · new device \(personal link\)\s+· 30 s ago/);
    expect(getByTestId('device-requests').querySelector('[data-testid="device-request-warn"]')).toBeNull();
    await fireEvent.click(getByTestId('approve-Ana'));
    await waitFor(() => expect(controls(client.sent)).toEqual([{ type: 'class_control', classId: 'c1', command: 'approve', request: 'r1' }]));
  });

  it('tells a request by name at the table\'s code (and from which address) from a student\'s own link', async () => {
    const state = classState({
      requests: [
        { id: 'r1', key: 'key0001a', name: 'Ana', gameId: 'g1', at: NINE - 30_000, via: 'name', address: '192.168.1.7' },
        { id: 'r2', key: 'key0002b', name: 'Ben', gameId: 'g1', at: NINE - 5_000, via: 'link', address: '192.168.1.9' },
        { id: 'r3', key: 'key0004d', name: 'Dee', gameId: 'g2', at: NINE - 5_000, via: 'name' },
        // A host before protocol version 2 does not say: only a student's link could ask then.
        { id: 'r4', key: 'key0003c', name: 'Cy', gameId: 'g1', at: NINE - 5_000 },
      ],
    });
    const { getByTestId, client } = await dashboard(classHost(() => state));
    const ana = getByTestId('device-request-Ana');
    expect(ana.dataset.via).toBe('name');
    expect(within(ana).getByTestId('device-request-via').textContent).toBe('asked by name at the table’s code, from 192.168.1.7');
    expect(within(ana).getByTestId('device-request-warn').textContent).toBe('Anyone who knows the name and the code can ask this way: approve only if you can see it is Ana.');
    expect(within(getByTestId('device-request-Ben')).getByTestId('device-request-via').textContent).toBe('new device (personal link)');
    expect(within(getByTestId('device-request-Dee')).getByTestId('device-request-via').textContent).toBe('asked by name at the table’s code, on the host machine');
    expect(within(getByTestId('device-request-Cy')).getByTestId('device-request-via').textContent).toBe('new device (personal link)');
    await fireEvent.click(getByTestId('deny-Ana'));
    await waitFor(() => expect(controls(client.sent)).toEqual([{ type: 'class_control', classId: 'c1', command: 'deny', request: 'r1' }]));
  });

  it('asks "Replace Ana by a bot? Yes / No" before giving the seat to a bot; No sends nothing', async () => {
    const { getByTestId, queryByTestId, client } = await dashboard();
    await fireEvent.click(getByTestId('roster-bot-Ana'));
    const ask = getByTestId('roster-bot-confirm-Ana');
    expect(ask.getAttribute('role')).toBe('group');
    expect(ask.textContent).toContain('Replace Ana by a bot?');
    // The safe answer has the focus; the group is named by the question (read out with it).
    expect(document.activeElement).toBe(getByTestId('roster-bot-no-Ana'));
    expect(document.getElementById(ask.getAttribute('aria-labelledby')!)?.textContent).toBe('Replace Ana by a bot?');
    await fireEvent.click(getByTestId('roster-bot-no-Ana'));
    expect(queryByTestId('roster-bot-confirm-Ana')).toBeNull();
    // Escape answers No too.
    await fireEvent.click(getByTestId('roster-bot-Ana'));
    await fireEvent.keyDown(getByTestId('roster-bot-no-Ana'), { key: 'Escape' });
    expect(queryByTestId('roster-bot-confirm-Ana')).toBeNull();
    // The focus is back on the button that asked.
    await waitFor(() => expect(document.activeElement).toBe(getByTestId('roster-bot-Ana')));
    await settle();
    expect(controls(client.sent)).toEqual([]);
    await fireEvent.click(getByTestId('roster-bot-Ana'));
    await fireEvent.click(getByTestId('roster-bot-yes-Ana'));
    await waitFor(() => expect(controls(client.sent)).toEqual([{ type: 'class_control', classId: 'c1', command: 'replace_by_bot', student: 'key0001a', botLevel: 'medium' }]));
    await waitFor(() => expect(queryByTestId('roster-bot-confirm-Ana')).toBeNull());
  });

  it('keeps showing a paused table\'s time left', async () => {
    const { getByTestId, client } = await dashboard();
    const paused = runningView('g1', 2, NINE + 45 * MIN, ['P1', 'P2', 'P3'], ['P2']);
    client.emit({ ...paused, session: { ...paused.session, paused: true, deadline: null, remainingMs: 42_000 } });
    await waitFor(() => expect(within(getByTestId('class-table-1')).getByTestId('table-clock').textContent).toBe('Paused — 0:42 left'));
    expect(getByTestId('class-table-1').dataset.paused).toBe('yes');
    // A paused window without a clock (timerless) just says it is paused.
    client.emit({ ...paused, session: { ...paused.session, paused: true, deadline: null, remainingMs: null } });
    await waitFor(() => expect(within(getByTestId('class-table-1')).getByTestId('table-clock').textContent).toBe('Paused'));
  });

  it('names the tables under the class\'s heading without the class\'s name ("Table 1", not "10B Economics — Table 1")', async () => {
    const long = (name: string) => `10B Economics — ${name}`;
    const tables = classState().tables.map((t) => ({ ...t, name: long(t.name) }));
    const state = classState({ tables, requests: [{ id: 'r1', key: 'key0001a', name: 'Ana', gameId: 'g1', at: NINE, via: 'link' }] });
    const { getByTestId } = await dashboard(classHost(() => state));
    expect(getByTestId('class-table-1').dataset.table).toBe('Table 1');
    expect(within(getByTestId('class-table-1')).getByRole('heading').textContent).toBe('Table 1');
    expect(getByTestId('roster-row-Ana').textContent).toContain('Table 1');
    expect(getByTestId('roster-row-Ana').textContent).not.toContain('10B Economics');
    expect(getByTestId('device-request-Ana').textContent).toContain('(Table 1)');
    expect(getByTestId('device-request-Ana').textContent).not.toContain('10B Economics');
  });

  it('opens a table\'s board in this window, with a way back to the dashboard (no leave: the class keeps the table)', async () => {
    const { getByTestId, desk, client } = await dashboard();
    await fireEvent.click(within(getByTestId('class-table-1')).getByTestId('table-open'));
    expect(desk.game).toMatchObject({ gameId: 'g1', joinCode: 'AAAAA', facilitator: true });
    expect(desk.fromClass).toBe('CLS123');
    expect(window.location.hash).toBe('#/facilitate/AAAAA');
    backToClass(desk);
    expect(desk.game).toBeNull();
    expect(desk.fromClass).toBeNull();
    expect(window.location.hash).toBe('#/class/CLS123');
    expect(client.types()).not.toContain('leave');
    window.history.replaceState(null, '', '/');
  });

  it('gives the table\'s lobby and board "Back to the class dashboard" in place of leaving', async () => {
    const { desk, client } = classDesks();
    desk.adoptFacilitated('g3', 'CCCCC', undefined, 'CLS123');
    client.emit(lobbyView('g3'));
    const lobby = render(LobbyScreen, { desk });
    expect(lobby.queryByTestId('leave-game')).toBeNull();
    expect(lobby.getByTestId('back-to-class').textContent).toContain('Back to the class dashboard');
    cleanup();
    const bar = render(BoardHostBar, { desk });
    expect(bar.queryByTestId('back-to-start')).toBeNull();
    await fireEvent.click(bar.getByTestId('back-to-class'));
    expect(window.location.hash).toBe('#/class/CLS123');
    expect(desk.game).toBeNull();
    expect(client.types()).not.toContain('leave');
    window.history.replaceState(null, '', '/');
  });

  it('shows a refusal of the host in words', async () => {
    const base = classHost();
    const handler = (c: Command): HostEvent | HostEvent[] => (c.type === 'class_control' ? { type: 'error', reason: 'GAME_NOT_RUNNING', message: 'table 3 is in its lobby' } : base(c));
    const { getByTestId } = await dashboard(handler);
    await fireEvent.click(getByTestId('class-pause-all'));
    await waitFor(() => expect(getByTestId('class-error').textContent).toContain('The game is not running.'));
  });

  it('downloads the CSV of the class and of one table', async () => {
    const created: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const { getByTestId, client } = await dashboard();
    await fireEvent.click(getByTestId('class-export'));
    await waitFor(() => expect(getByTestId('class-notice').textContent).toContain('class.csv'));
    await fireEvent.click(within(getByTestId('class-table-2')).getByTestId('table-export'));
    await waitFor(() => expect(created).toEqual(['class.csv', 'g2.csv']));
    expect(client.sent.filter((c) => c.type === 'export_class').map((c) => (c.type === 'export_class' ? c.table : null))).toEqual([undefined, 'g2']);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('tells a second device where to go, and keeps the class secret hidden until asked', async () => {
    const { getByTestId, classDesk } = await dashboard();
    expect(getByTestId('class-url').textContent).toBe('http://192.168.1.20:4719/#/class/CLS123');
    expect(getByTestId('class-secret-unknown')).toBeTruthy();
    // Let in without a secret: the host machine, which may issue a new one.
    expect(classDesk.hostMachine).toBe(true);
    expect(getByTestId('class-new-secret')).toBeTruthy();
  });
});

describe('the class slips', () => {
  it('print one slip per student: name, table, join code and the personal link with its QR code', async () => {
    const { classDesk } = classDesks();
    await classDesk.facilitate('CLS123');
    await settle();
    const { getAllByTestId } = render(ClassSlipsScreen, { info: classDesk.info!, students: classDesk.state!.students, joinBase: 'http://192.168.1.20:4719/' });
    const slips = getAllByTestId('slip');
    expect(slips).toHaveLength(STUDENTS.length);
    const ana = slips[0];
    expect(ana.dataset.student).toBe('Ana');
    expect(ana.textContent).toContain('Table 1');
    expect(within(ana).getByTestId('slip-code').textContent).toBe('AAAAA');
    expect(within(ana).getByTestId('slip-url').textContent).toBe('http://192.168.1.20:4719/s/key0001a');
    expect(within(ana).getByTestId('slip-qr').getAttribute('data-text')).toBe('http://192.168.1.20:4719/s/key0001a');
  });
});
