import type { TableStandings } from '../../src-renderer/lib/class-projector.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import ClassProjectorScreen from '../../src-renderer/screens/ClassProjectorScreen.svelte';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { formatReturn } from '../../src-renderer/lib/standings.ts';
import { classLeaderboard, decidingNames, tableLabel, tableRemainingMs, tableStage, topOf } from '../../src-renderer/lib/class-projector.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import type { SessionInfo, ViewBase } from '../../src-renderer/client/desk.svelte.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { tycoonView } from './tycoon-fixtures.ts';

/**
 * The class projector: every table's card (where it stands, a countdown, who is still deciding by name, the
 * join code and QR) and the class leaderboard across tables by return on starting capital; nothing acts.
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

  it('ranks the students of every table together by return on starting capital, bots left out', async () => {
    const { getAllByTestId } = await projector();
    const rows = getAllByTestId('class-standing-row');
    // Sectors seats start with 300 (the fixture's starting cash): Bob 440, Ann 350, Cleo 320 by the engine's own
    // count; Tycoon's start at 600,000: Ann +10 %, Bob −5 %. The tables interleave by return, not by value.
    const worth = Object.fromEntries((sectorsTable().view!.players as { name: string; netWorth: number }[]).map((p) => [p.name, p.netWorth]));
    expect(worth).toEqual({ Ann: 350, Bob: 440, Cleo: 320 });
    expect(rows.map((r) => r.getAttribute('data-player'))).toEqual(['g1:P2', 'g1:P1', 'g2:P1', 'g1:P3', 'g2:P2']);
    expect(rows[0].textContent).toContain('Bob');
    expect(rows[0].textContent).toContain('Table 1');
    expect(rows[0].textContent).toContain(formatReturn(((440 - 300) / 300) * 100));
    expect(rows[2].textContent).toContain('Ann');
    expect(rows[2].textContent).toContain('Table 2');
    expect(rows[2].textContent).toContain(formatReturn(10));
    expect(rows.some((r) => r.textContent?.includes('Cy'))).toBe(false);
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

  it('ranks across tables with shared ranks for equal returns, and cuts the list to what fits', () => {
    const board = classLeaderboard([
      { gameId: 'a', table: 'A', session: null, standings: [{ player: 'P1', name: 'Ann', value: 330, start: 300 }, { player: 'P2', name: 'Bo', value: 270, start: 300 }] },
      { gameId: 'b', table: 'B', session: null, standings: [{ player: 'P1', name: 'Cy', value: 660_000, start: 600_000 }] },
    ]);
    expect(board.map((s) => [s.name, s.table, s.rank])).toEqual([['Ann', 'A', 1], ['Cy', 'B', 1], ['Bo', 'A', 3]]);
    expect(topOf(board, 2)).toEqual({ shown: board.slice(0, 2), more: 1 });
  });

  it('keeps a student whose seat a bot plays for now (the host lists the students’ seats), and leaves other bots out', () => {
    const session = { seats: [{ player: 'P1', name: 'Ann', kind: 'bot' }, { player: 'P2', name: 'Bot 1', kind: 'bot' }] } as unknown as TableStandings['session'];
    const standings = [{ player: 'P1', name: 'Ann', value: 330, start: 300 }, { player: 'P2', name: 'Bot 1', value: 360, start: 300 }];
    expect(classLeaderboard([{ gameId: 'a', table: 'A', session, standings }]).map((s) => s.name)).toEqual([]);
    expect(classLeaderboard([{ gameId: 'a', table: 'A', session, standings }], [{ gameId: 'a', player: 'P1' }]).map((s) => s.name)).toEqual(['Ann']);
  });
});
