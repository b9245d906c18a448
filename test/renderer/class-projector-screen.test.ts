import type { TableStandings } from '../../src-renderer/lib/class-projector.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import ClassProjectorScreen from '../../src-renderer/screens/ClassProjectorScreen.svelte';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { formatReturn } from '../../src-renderer/lib/standings.ts';
import { classBoards, connectedSeats, decidingNames, shareLines, tableLabel, tableRemainingMs, tableStage, topOf } from '../../src-renderer/lib/class-projector.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import type { SessionInfo, ViewBase } from '../../src-renderer/client/desk.svelte.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { tycoonView } from './tycoon-fixtures.ts';

/**
 * The class projector: the address to open, every table's card (where it stands, a countdown, who is still deciding
 * by name, the join code and QR) and a leaderboard per game (comparable tables only) by return on starting capital,
 * each with its method; nothing acts.
 * Real public views: a Sectors game built by the engine and a Tycoon view of the host's view types.
 */

/** The host's clock and this machine's agree at a fixed instant, so the countdowns read exact seconds. */
const NOW = 1_750_000_000_000;

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(async () => {
  await loadGameUi('sectors');
  await loadGameUi('tycoon');
});
beforeEach(() => {
  // Only the date is fixed: the screen's ticking interval runs on real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Live = { view: ViewBase | null; session: SessionInfo | null };

/** Sectors in its stock round: Bob richer and Cleo poorer than they started, Ann already ready; the clock paused. */
function sectorsTable(): Live {
  const s = gameAt('PLACE_STOCK_ORDERS');
  s.players[1].cash += 90;
  s.players[2].cash -= 30;
  const session = sessionOf(s, { paused: true, remainingMs: 42_000, deadline: null, serverNow: NOW });
  session.window = { ...session.window!, ready: ['P1'] };
  return { view: publicView(s) as unknown as ViewBase, session };
}

/** Tycoon in year 2, Ann to act with 30 s left; Cy is a bot and the richest seat. */
function tycoonTable(): Live {
  const { pub } = tycoonView({ players: { P1: { netWorth: 660_000 }, P2: { netWorth: 570_000 }, P3: { netWorth: 900_000 } } });
  const session: SessionInfo = {
    kind: 'tycoon', state: '"game"', serial: 7, deadline: NOW + 30_000, remainingMs: null, paused: false, pace: 1, serverNow: NOW,
    window: { id: 7, phase: 'TURN', kind: 'sequential', seats: ['P1'], ready: [], secret: false, durationMs: 60_000 },
    seats: [
      { player: 'P1', name: 'Ann', kind: 'human', connected: true },
      { player: 'P2', name: 'Bob', kind: 'human', connected: true },
      { player: 'P3', name: 'Cy', kind: 'bot', connected: true },
    ],
  };
  return { view: pub as unknown as ViewBase, session };
}

const LOBBY: Live = { view: { phase: 'LOBBY', turn: 0, status: 'LOBBY' }, session: null };

const INFO: HostEventOf<'class_joined'> = {
  type: 'class_joined', classId: 'c1', code: 'ECO9BX', name: 'Economics 9B', role: 'projector',
  tables: [
    { gameId: 'g1', name: 'Economics 9B — Table 1', game: 'sectors', joinCode: 'AAAAA', status: 'RUNNING' },
    { gameId: 'g2', name: 'Table 2', game: 'tycoon', joinCode: 'BBBBB', status: 'RUNNING' },
    { gameId: 'g3', name: 'Table 3', game: 'sectors', joinCode: 'CCCCC', status: 'LOBBY' },
  ],
};

async function projector(clockOffsetMs = 0) {
  const screen = render(ClassProjectorScreen, {
    info: INFO,
    tables: { g1: sectorsTable(), g2: tycoonTable(), g3: LOBBY },
    clockOffsetMs,
    joinBase: 'http://10.0.0.5:4719/',
  });
  await waitFor(() => expect(screen.getAllByTestId('class-standing-row').length).toBeGreaterThan(0));
  return screen;
}

const card = (container: HTMLElement, gameId: string) => container.querySelector<HTMLElement>(`[data-testid="class-table-card"][data-game-id="${gameId}"]`)!;

describe('the class projector screen', () => {
  it('shows the class, and per table its window, countdown, who is still deciding (names only) and how to join', async () => {
    const { container, getByTestId } = await projector(2_000);
    expect(getByTestId('class-name').textContent).toBe('Economics 9B');
    expect(getByTestId('class-code').textContent).toBe('ECO9BX');
    expect([...container.querySelectorAll('[data-testid="class-table-name"]')].map((h) => h.textContent)).toEqual(['Table 1', 'Table 2', 'Table 3']);

    const sectors = card(container, 'g1');
    expect(sectors.querySelector('[data-testid="class-table-phase"]')?.textContent).toBe('Place stock orders');
    expect(sectors.querySelector('[data-testid="class-table-countdown"]')?.textContent).toContain('Paused');
    expect(sectors.querySelector('[data-testid="class-table-countdown"]')?.textContent).toContain('0:42');
    const deciding = [...sectors.querySelectorAll('[data-testid="class-table-deciding"] li')].map((li) => li.textContent);
    expect([...deciding].sort()).toEqual(['Bob', 'Cleo']);
    expect(sectors.querySelector('[data-testid="class-table-join-code"]')?.textContent).toBe('AAAAA');
    expect(sectors.querySelector('[data-testid="class-table-qr"]')?.getAttribute('data-text')).toBe('http://10.0.0.5:4719/#/join/AAAAA');

    // The host's clock runs 2 s ahead of this machine's: 30 s from the host's now is 28 s here.
    const tycoon = card(container, 'g2');
    expect(tycoon.textContent).toContain('Stock Market Tycoon');
    expect(tycoon.querySelector('[data-testid="class-table-countdown"]')?.textContent?.trim()).toBe('0:28');
    expect([...tycoon.querySelectorAll('[data-testid="class-table-deciding"] li')].map((li) => li.textContent)).toEqual(['Ann']);

    const lobby = card(container, 'g3');
    expect(lobby.getAttribute('data-stage')).toBe('lobby');
    expect(lobby.querySelector('[data-testid="class-table-phase"]')?.textContent).toBe('Waiting to start');
    expect(lobby.querySelector('[data-testid="class-table-countdown"]')).toBeNull();
    expect(lobby.querySelector('[data-testid="class-table-qr"]')?.getAttribute('data-text')).toBe('http://10.0.0.5:4719/#/join/CCCCC');
  });

  it('ranks each game’s students on a board of its own, with their place at their table, never one game against another', async () => {
    const { getAllByTestId } = await projector();
    const boards = getAllByTestId('class-board');
    expect(boards.map((b) => b.getAttribute('data-game'))).toEqual(['sectors', 'tycoon']);
    const rows = (b: HTMLElement) => [...b.querySelectorAll('[data-testid="class-standing-row"]')];
    // Sectors seats start with 300 (the fixture's starting cash): Bob 440, Ann 350, Cleo 320 by the engine's own count.
    const worth = Object.fromEntries((sectorsTable().view!.players as { name: string; netWorth: number }[]).map((p) => [p.name, p.netWorth]));
    expect(worth).toEqual({ Ann: 350, Bob: 440, Cleo: 320 });
    expect(rows(boards[0]).map((r) => r.getAttribute('data-player'))).toEqual(['g1:P2', 'g1:P1', 'g1:P3']);
    expect(rows(boards[0])[0].textContent).toContain('Bob');
    expect(rows(boards[0])[0].textContent).toContain('Table 1');
    expect(rows(boards[0])[0].textContent).toContain('1st of 3');
    expect(rows(boards[0])[0].textContent).toContain(formatReturn(((440 - 300) / 300) * 100));
    // Tycoon's start at 600,000: Ann +10 %, Bob −5 %; Cy (a bot, +50 %) is not on the board but takes first place at the table.
    expect(rows(boards[1]).map((r) => r.textContent)).toEqual([expect.stringContaining('Ann'), expect.stringContaining('Bob')]);
    expect(rows(boards[1])[0].textContent).toContain('2nd of 3');
    expect(rows(boards[1])[0].textContent).toContain(formatReturn(10));
    expect(boards.some((b) => b.textContent?.includes('Cy'))).toBe(false);
    // Each board says how it ranks, and that other games have their own.
    expect(boards[0].querySelector('[data-testid="class-board-method"]')?.textContent?.trim()).toBe(
      'Ranked by return on starting capital among the 3 students who played Sectors (8 turns, 3 players). Other games are ranked separately.',
    );
    expect(boards[1].querySelector('[data-testid="class-board-method"]')?.textContent).toContain('among the 2 students who played Stock Market Tycoon (');
  });

  it('shows the address to open in big letters, and never wraps a table’s name (the whole name is its title)', async () => {
    const { getByTestId, getAllByTestId } = await projector();
    expect(getByTestId('class-address').textContent).toContain('http://10.0.0.5:4719');
    const cell = getAllByTestId('class-standing-table')[0];
    expect(cell.getAttribute('title')).toBe('Table 1');
    const name = getAllByTestId('class-table-name')[0];
    expect(name.getAttribute('title')).toBe('Table 1');
  });

  it('shows a finished table’s best students instead of a clock and an invitation', async () => {
    const done = sectorsTable();
    (done.view as { status: string }).status = 'ENDED';
    done.session = { ...done.session!, window: null, paused: false };
    const { container } = render(ClassProjectorScreen, { info: INFO, tables: { g1: sectorsTable(), g2: tycoonTable(), g3: done }, clockOffsetMs: 0, joinBase: 'http://10.0.0.5:4719/' });
    await waitFor(() => expect(card(container, 'g3').querySelector('[data-testid="class-table-top"]')).not.toBeNull());
    const finished = card(container, 'g3');
    expect(finished.getAttribute('data-stage')).toBe('finished');
    expect(finished.querySelector('[data-testid="class-table-phase"]')?.textContent).toBe('Game over');
    expect([...finished.querySelectorAll('[data-testid="class-table-top"] .who')].map((li) => li.textContent)).toEqual(['Bob', 'Ann', 'Cleo']);
    // Places at this table, not ranks on a board.
    expect([...finished.querySelectorAll('[data-testid="class-table-top"] .rank')].map((li) => li.textContent)).toEqual(['1st', '2nd', '3rd']);
    expect(finished.querySelector('[data-testid="class-table-countdown"]')).toBeNull();
    expect(finished.querySelector('[data-testid="class-table-qr"]')).toBeNull();
  });

  it('offers nothing to act on, no download and no “your move”', async () => {
    const { container } = await projector();
    expect(container.querySelectorAll('button, input, select, textarea, a')).toHaveLength(0);
    expect(container.textContent?.toLowerCase()).not.toContain('your move');
    // Names, codes and figures of the room only: no seat's cash or holdings.
    expect(container.textContent).not.toContain('600,000');
  });
});

describe('the class projector’s arithmetic', () => {
  it('counts down by the host’s clock, keeps a paused window’s time and has none without a deadline', () => {
    const base = tycoonTable().session!;
    expect(tableRemainingMs(base, NOW, 1_000)).toBe(29_000);
    expect(tableRemainingMs({ ...base, paused: true, remainingMs: 5_000 }, NOW, 0)).toBe(5_000);
    expect(tableRemainingMs({ ...base, deadline: null }, NOW, 0)).toBeNull();
    expect(tableRemainingMs({ ...base, deadline: NOW - 10 }, NOW, 0)).toBe(0);
    expect(tableRemainingMs(null, NOW, 0)).toBeNull();
  });

  it('waits for nobody in a review window, and names the seats a deciding window waits for', () => {
    const base = tycoonTable().session!;
    expect(decidingNames(base)).toEqual(['Ann']);
    expect(decidingNames({ ...base, window: { ...base.window!, kind: 'display' } })).toEqual([]);
    expect(decidingNames({ ...base, window: null })).toEqual([]);
  });

  it('drops the class’s name in front of a table’s, and only that', () => {
    expect(tableLabel('Economics 9B', 'Economics 9B — Table 1')).toBe('Table 1');
    expect(tableLabel('Economics 9B', 'Economics 9B — ')).toBe('Economics 9B — ');
    expect(tableLabel('Economics 9B', 'Table 1')).toBe('Table 1');
  });

  it('reads a table’s stage from its latest view before the class’s first word', () => {
    expect(tableStage('LOBBY', { status: 'RUNNING' })).toBe('running');
    expect(tableStage('RUNNING', { status: 'ENDED' })).toBe('finished');
    expect(tableStage('FINISHED', null)).toBe('finished');
    expect(tableStage('LOBBY', null)).toBe('lobby');
  });

  it('ranks comparable tables together with shared ranks for equal returns, and cuts the list to what fits', () => {
    const options = { values: { years: 2 }, words: 'Trader, 2 years' };
    const boards = classBoards([
      { gameId: 'a', table: 'A', session: null, kind: 'tycoon', title: 'Stock Market Tycoon', options, standings: [{ player: 'P1', name: 'Ann', value: 330, start: 300 }, { player: 'P2', name: 'Bo', value: 270, start: 300 }] },
      { gameId: 'b', table: 'B', session: null, kind: 'tycoon', title: 'Stock Market Tycoon', options, standings: [{ player: 'P1', name: 'Cy', value: 660_000, start: 600_000 }, { player: 'P2', name: 'Di', value: 600_000, start: 600_000 }] },
    ]);
    expect(boards).toHaveLength(1);
    const board = boards[0].rows;
    expect(board.map((s) => [s.name, s.table, s.rank, s.place])).toEqual([['Ann', 'A', 1, 1], ['Cy', 'B', 1, 1], ['Di', 'B', 3, 2], ['Bo', 'A', 4, 2]]);
    expect(topOf(board, 2)).toEqual({ shown: board.slice(0, 2), more: 2 });
  });

  it('never puts different games, options or table sizes on one board', () => {
    const standings = (names: string[]) => names.map((name, i) => ({ player: `P${i + 1}`, name, value: 100 + i, start: 100 }));
    const boards = classBoards([
      { gameId: 'a', table: 'A', session: null, kind: 'tycoon', options: { values: { years: 2 }, words: 'Trader, 2 years' }, standings: standings(['Ann', 'Bo']) },
      { gameId: 'b', table: 'B', session: null, kind: 'sr1876', options: { values: { rounds: 4 }, words: '4 rounds' }, standings: standings(['Cy', 'Di']) },
      { gameId: 'c', table: 'C', session: null, kind: 'tycoon', options: { values: { years: 3 }, words: 'Trader, 3 years' }, standings: standings(['Ed', 'Flo']) },
      { gameId: 'd', table: 'D', session: null, kind: 'tycoon', options: { values: { years: 2 }, words: 'Trader, 2 years' }, standings: standings(['Gus', 'Hal', 'Ivy']) },
      { gameId: 'e', table: 'E', session: null, kind: 'tycoon', options: { values: { years: 2 }, words: 'Trader, 2 years' }, standings: standings(['Jo', 'Kai']) },
    ]);
    expect(boards.map((b) => [b.kind, b.options, b.seats, b.rows.map((r) => r.table).sort().join('')])).toEqual([
      ['tycoon', 'Trader, 2 years', 2, 'AAEE'], ['sr1876', '4 rounds', 2, 'BB'], ['tycoon', 'Trader, 3 years', 2, 'CC'], ['tycoon', 'Trader, 2 years', 3, 'DDD'],
    ]);
  });

  it('leaves a student out of the ranking while a bot plays their seat, and marks one whose seat a bot played before', () => {
    const session = { seats: [{ player: 'P1', name: 'Ann', kind: 'bot' }, { player: 'P2', name: 'Bot 1', kind: 'bot' }, { player: 'P3', name: 'Cy', kind: 'human' }] } as unknown as TableStandings['session'];
    const standings = [{ player: 'P1', name: 'Ann', value: 330, start: 300 }, { player: 'P2', name: 'Bot 1', value: 360, start: 300 }, { player: 'P3', name: 'Cy', value: 300, start: 300 }];
    const students = [{ gameId: 'a', player: 'P1' }, { gameId: 'a', player: 'P3' }];
    const [board] = classBoards([{ gameId: 'a', table: 'A', session, standings }], students, new Set(['a:P3']));
    expect(board.rows.map((s) => [s.name, s.partly, s.place])).toEqual([['Cy', true, 3]]);
    expect(board.botNow.map((s) => s.name)).toEqual(['Ann']);
    // A student this screen never saw connected is not ranked either (an absent student's moves are the clock's).
    const [seen] = classBoards([{ gameId: 'a', table: 'A', session, standings }], students, new Set(), new Set(connectedSeats([{ gameId: 'a', session }])));
    expect(connectedSeats([{ gameId: 'a', session }])).toEqual([]);
    expect([seen.rows, seen.away.map((s) => s.name)]).toEqual([[], ['Cy']]);
    // Without the roster (an older host), human seats are the students and bots are left out.
    expect(classBoards([{ gameId: 'a', table: 'A', session, standings }])[0].rows.map((s) => s.name)).toEqual(['Cy']);
  });

  it('shares the screen’s lines between the boards, short boards leaving theirs to long ones', () => {
    expect(shareLines([2, 6, 3], 12)).toEqual([2, 6, 3]);
    expect(shareLines([8, 8, 8], 12)).toEqual([4, 4, 4]);
    expect(shareLines([2, 10, 10], 12)).toEqual([2, 6, 4]);
    expect(shareLines([20], 12)).toEqual([12]);
    expect(shareLines([9, 9, 9, 9, 9], 12)).toEqual([3, 3, 3, 3, 3]);
  });
});
