import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import PhaseBar from '../../src-renderer/components/board/PhaseBar.svelte';
import type { SessionInfo } from '../../src-renderer/client/desk.svelte.ts';
import { phaseBarGame } from '../../src-renderer/games/sectors/heading.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, viewOf, windowOf } from './board-fixtures.ts';

/**
 * A running countdown redraws only itself, and only when the second it shows changes: the phase bar's clock
 * ticks four times a second, and nothing else on the page may follow those ticks (issue: a running timer kept
 * a CPU core busy re-laying out the board). Counted in DOM changes, not in time.
 */

afterEach(cleanup);

const NOW = 1_800_000_000_000;

function timedSession(s: GameState): SessionInfo {
  return {
    state: '"game"', serial: 1, deadline: NOW + 55_000, remainingMs: null, paused: false, pace: 1, serverNow: NOW, window: windowOf(s),
    seats: [
      { player: 'P1', name: 'Ann', kind: 'human', connected: true },
      { player: 'P2', name: 'Bob', kind: 'human', connected: true },
      { player: 'P3', name: 'Cleo', kind: 'human', connected: true },
    ],
  };
}

/** Every node a DOM change touched since the last call, as the closest element's test id or class. */
function recorder(root: HTMLElement) {
  let changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    take(): string[] {
      changes.push(...observer.takeRecords());
      const where = changes.map((r) => {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        return el?.closest('[data-testid="countdown"]') ? 'countdown' : el?.closest('[role="progressbar"]') ? 'progressbar' : (el?.outerHTML.slice(0, 60) ?? '?');
      });
      changes = [];
      return [...new Set(where)].sort();
    },
    stop: () => observer.disconnect(),
  };
}

describe('PhaseBar while the timer runs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('changes nothing between seconds, and only the countdown and its bar when the second changes', async () => {
    const state = gameAt('PLACE_STOCK_ORDERS');
    const session = timedSession(state);
    const remainingMs = (now = Date.now()) => Math.max(0, session.deadline! - now);
    const { container, getByTestId, getByRole } = render(PhaseBar, { game: phaseBarGame(viewOf(state, 'P1')), session, remainingMs, seat: 'P1', act: vi.fn() });
    expect(getByTestId('countdown').textContent).toContain('0:55');
    const changes = recorder(container);

    // Three ticks inside the same shown second (54.75 s, 54.5 s, 54.25 s left: still "0:55").
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(250);
    expect(changes.take()).toEqual([]);

    // The fourth tick crosses into "0:54": the countdown text and the bar move, nothing else.
    await vi.advanceTimersByTimeAsync(250);
    expect(getByTestId('countdown').textContent).toContain('0:54');
    expect(changes.take()).toEqual(['countdown', 'progressbar']);
    expect(getByRole('progressbar').getAttribute('aria-valuenow')).toBe('98');

    // A whole minute: 55 shown seconds, never more than one change of each per second.
    let redraws = 0;
    for (let i = 0; i < 240; i++) {
      await vi.advanceTimersByTimeAsync(250);
      if (changes.take().length > 0) redraws++;
    }
    expect(redraws).toBe(54);
    expect(getByTestId('countdown').textContent).toContain('0:00');
    changes.stop();
  });
});
