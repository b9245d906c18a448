import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import ProjectorScreen from '../../src-renderer/screens/ProjectorScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { formatReturn, rankStandings } from '../../src-renderer/lib/standings.ts';
import { publicView } from '../../src-shared/games/sectors/index.ts';
import type { SessionInfo } from '../../src-renderer/client/desk.svelte.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf } from './board-fixtures.ts';
import { deskWith, memoryStorage, settle, loadSectorsUi } from './shell-fake-client.ts';

/**
 * The projector made for a room: the phase, a big countdown, the join code and QR, who is still deciding (names
 * only) and the table's leaderboard by return on starting capital; nothing on it acts.
 */

beforeAll(() => {
  // jsdom has no canvas: the board's charts do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(cleanup);

/** A Sectors game in its stock round, Bob richer and Cleo poorer than they started, Ann already ready. */
function stockRound() {
  const s = gameAt('PLACE_STOCK_ORDERS');
  s.players[1].cash += 90;
  s.players[2].cash -= 30;
  return s;
}

function running(patch: Partial<SessionInfo>): HostEvent {
  const s = stockRound();
  const session = sessionOf(s, patch);
  session.window = { ...session.window!, ready: ['P1'] };
  return { type: 'view', gameId: 'g1', view: publicView(s), private: {}, events: [], session } as unknown as HostEvent;
}

async function projector(patch: Partial<SessionInfo>) {
  const { desk } = deskWith((c) =>
    c.type === 'spectate' ? [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'projector' }, running(patch)] : { type: 'ack' },
  );
  await desk.spectate('QWERT', true);
  await settle();
  const screen = render(ProjectorScreen, { desk, settings: new Settings(memoryStorage()) });
  await waitFor(() => expect(screen.getByTestId('projector-leaderboard')).toBeTruthy());
  return { desk, ...screen };
}

describe('the projector screen', () => {
  it('shows the phase, the paused clock, the join code with its QR, and who is still deciding by name only', async () => {
    const { getByTestId } = await projector({ paused: true, remainingMs: 42_000, deadline: null });
    expect(getByTestId('phase-name').textContent).toBe('Place stock orders');
    expect(getByTestId('projector-countdown').textContent).toContain('Paused');
    expect(getByTestId('projector-countdown').textContent).toContain('0:42');
    expect(getByTestId('board-join-code').textContent).toBe('QWERT');
    expect(getByTestId('board-qr').getAttribute('data-text')).toBe(`${window.location.origin}/#/join/QWERT`);
    const deciding = [...getByTestId('projector-deciding').querySelectorAll('li')].map((li) => li.textContent);
    // In the game's roster order (Sectors': priority), each item a bare name.
    expect([...deciding].sort()).toEqual(['Bob', 'Cleo']);
  });

  it('ranks the table by return on starting capital and offers nothing to act on or download', async () => {
    const { container, getByTestId, queryByTestId } = await projector({ deadline: Date.now() + 600_000 });
    const rows = [...getByTestId('projector-leaderboard').querySelectorAll('[data-testid="standing-row"]')];
    expect(rows.map((r) => r.getAttribute('data-player'))).toEqual(['P2', 'P1', 'P3']);
    // Every seat started with 300 (the fixture's starting cash): the return is net worth against it.
    const worth = Object.fromEntries(publicView(stockRound()).players.map((p) => [p.id, p.netWorth]));
    expect(rows[0].textContent).toContain('Bob');
    expect(rows[0].textContent).toContain(formatReturn(((worth.P2 - 300) / 300) * 100));
    expect(rows[2].textContent).toContain(formatReturn(((worth.P3 - 300) / 300) * 100));
    for (const id of ['ready-button', 'order-ticket', 'board-save-game', 'back-to-start', 'export-button']) expect(queryByTestId(id)).toBeNull();
    // The room's part of the screen (everything above the game's own board) has no control at all.
    const roomControls = [...container.querySelectorAll('button, input, select, a[download]')].filter((el) => !el.closest('.board-area'));
    expect(roomControls).toEqual([]);
    expect(container.querySelectorAll('a[download]')).toHaveLength(0);
  });
});

describe('a finished game on the projector', () => {
  it('shows the final ranking in large print, with money units, and nothing that acts or downloads', async () => {
    const s = stockRound();
    const view = { ...publicView(s), status: 'ENDED' };
    const session = { ...sessionOf(s, {}), window: null, deadline: null };
    const { desk } = deskWith((c) =>
      c.type === 'spectate'
        ? [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'projector' }, { type: 'view', gameId: 'g1', view, private: {}, events: [], session } as unknown as HostEvent]
        : { type: 'ack' },
    );
    await desk.spectate('QWERT', true);
    await settle();
    const { container, findByTestId } = render(ProjectorScreen, { desk, settings: new Settings(memoryStorage()) });
    const table = await findByTestId('projector-final-ranking');
    const rows = [...table.querySelectorAll('[data-testid="final-row"]')];
    expect(rows.map((r) => r.getAttribute('data-player'))).toEqual(['P2', 'P1', 'P3']);
    expect(rows[0].textContent).toMatch(/\$[\d,]+/);
    expect(container.querySelector('h1')?.textContent).toContain('Game over');
    expect(container.querySelectorAll('button, input, select, a')).toHaveLength(0);
  });
});

describe('rankStandings', () => {
  it('puts the best return first, whatever the capital, and gives equal returns one rank', () => {
    const ranked = rankStandings([
      { player: 'A', name: 'Ann', value: 660_000, start: 600_000 },
      { player: 'B', name: 'Bob', value: 330, start: 300 },
      { player: 'C', name: 'Cleo', value: 360, start: 300 },
      { player: 'D', name: 'Dee', value: 0, start: 0 },
    ]);
    expect(ranked.map((r) => [r.player, r.rank])).toEqual([['C', 1], ['A', 2], ['B', 2], ['D', 4]]);
    expect(formatReturn(ranked[0].returnPct)).toBe('+20.0 %');
    expect(formatReturn(ranked[3].returnPct)).toBe('0.0 %');
  });
});
