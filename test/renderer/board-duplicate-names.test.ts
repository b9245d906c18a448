import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import NetWorthChart from '../../src-renderer/games/sectors/charts/NetWorthChart.svelte';
import { Desk } from '../../src-renderer/client/desk.svelte.ts';
import { historyWithNow } from '../../src-renderer/games/sectors/board/model.ts';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, viewOf } from './board-fixtures.ts';
import PanelGuardHarness from './panel-guard-harness.svelte';
import { ViewHost } from './board-view-host.ts';
import { loadSectorsUi } from './shell-fake-client.ts';

/**
 * View data that used to freeze every screen: two players with the same name (or a player named like a bot).
 * Lists are keyed by ids, so the board and its charts render; and a panel that fails anyway shows a note in its
 * place while the rest of the board goes on.
 */

beforeAll(() => {
  // jsdom has no canvas: the charts keep their text fallback and do not draw.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
afterEach(cleanup);

/** Three seats called Sam, Sam and "Bot 1" (a human named like a bot). */
function sameNames(phase: Parameters<typeof gameAt>[0] = 'PLACE_STOCK_ORDERS', turn = 2): GameState {
  return gameAt(phase, { playerNames: ['Sam', 'Sam', 'Bot 1'] }, undefined, turn);
}

describe('two players with the same name', () => {
  it('the net-worth chart lists both, one line each', () => {
    const view = viewOf(sameNames(), 'P1');
    expect(view.players.map((p) => p.name)).toEqual(['Sam', 'Sam', 'Bot 1']);
    const { getByTestId } = render(NetWorthChart, { history: historyWithNow(view), players: view.players, highlight: 'P1' });
    const lines = [...getByTestId('chart-networth').querySelectorAll('.latest li')].map((li) => li.textContent);
    expect(lines).toHaveLength(3);
    expect(lines.filter((l) => l?.startsWith('Sam:'))).toHaveLength(2);
  });

  it('the whole board renders for one of the two Sams, with every panel and no failure note', async () => {
    const errors = vi.spyOn(console, 'error');
    const s = sameNames();
    const desk = new Desk(new ViewHost(s), null);
    await desk.createGame({ seats: [{ name: 'Sam', kind: 'human' }, { name: 'Sam', kind: 'human' }, { name: 'Bot 1', kind: 'human' }] });
    await desk.claimSeat('P1');
    const { getByTestId, queryAllByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });

    await waitFor(() => expect(getByTestId('phase-name').textContent).toBe('Place stock orders'));
    const ready = [...getByTestId('ready-list').querySelectorAll('[data-player]')].map((li) => li.getAttribute('data-player'));
    expect(ready).toHaveLength(3);
    expect(new Set(ready)).toEqual(new Set(['P1', 'P2', 'P3']));
    for (const id of ['order-ticket', 'chart-networth', 'chart-prices', 'chart-consumers']) expect(getByTestId(id)).toBeTruthy();
    expect(getByTestId('chart-networth').querySelectorAll('.latest li')).toHaveLength(3);
    expect(queryAllByTestId('panel-failed')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('the projector board renders too (its net-worth chart sits in the side column)', async () => {
    const s = sameNames('PLACE_STOCK_ORDERS', 3);
    const desk = new Desk(new ViewHost(s), null);
    await desk.createGame({ seats: [{ name: 'Sam', kind: 'human' }, { name: 'Sam', kind: 'human' }, { name: 'Bot 1', kind: 'human' }] });
    await desk.claimSeat('P1'); // the stand-in host sends its view on a claim
    const { getByTestId, queryAllByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: true });
    await waitFor(() => expect(getByTestId('chart-networth').querySelectorAll('.latest li')).toHaveLength(3));
    expect(queryAllByTestId('panel-failed')).toHaveLength(0);
  });
});

describe('a panel that fails', () => {
  it('on the board: the other panels and the phase bar still show (a view listing one player twice)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = gameAt('PLACE_STOCK_ORDERS', {}, undefined, 2);
    const desk = new Desk(new ViewHost(s, (view) => {
      const players = view.players as unknown[];
      view.players = [...players, players[1]];
    }), null);
    await desk.createGame({ seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }] });
    await desk.claimSeat('P1');
    const { getByTestId, queryAllByTestId } = render(BoardScreen, { desk, settings: new Settings(null), projector: false });

    await waitFor(() => expect(getByTestId('phase-name').textContent).toBe('Place stock orders'));
    const failed = queryAllByTestId('panel-failed').map((el) => el.getAttribute('data-panel'));
    expect(failed).toContain('net-worth');
    expect(failed).not.toContain('phase-bar');
    expect(getByTestId('order-ticket')).toBeTruthy();
    expect(getByTestId('ready-button')).toBeTruthy();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows a short note in its place, and its neighbours keep rendering', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByTestId, queryByTestId } = render(PanelGuardHarness);
    expect(getByTestId('panel-failed').textContent).toContain('This panel could not be shown');
    expect(getByTestId('panel-failed').getAttribute('data-panel')).toBe('broken');
    expect(getByTestId('neighbour').textContent).toBe('still here');
    expect(queryByTestId('broken-content')).toBeNull();
    // The failure is still reported (the browser tests fail on console errors).
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
