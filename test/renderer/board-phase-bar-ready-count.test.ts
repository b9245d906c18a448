import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/svelte';
import PhaseBar from '../../src-renderer/components/board/PhaseBar.svelte';
import type { SessionInfo } from '../../src-renderer/client/desk.svelte.ts';
import { phaseBarGame } from '../../src-renderer/games/sectors/heading.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, viewOf, windowOf } from './board-fixtures.ts';

/**
 * "N of M ready" counts the same seats on both sides: in a phase only some seats take part in, seats that are
 * ready but not taking part (the engine accepts READY from any seat) are not counted (issue: a 20-seat board
 * showed "18 of 5 ready").
 */

afterEach(cleanup);

/** The session facts of a view of `s`: the open window says who takes part and who is ready. */
const session = (s: GameState): SessionInfo => ({
  state: '"game"', serial: 1, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: 0, window: windowOf(s),
  seats: [
    { player: 'P1', name: 'Ann', kind: 'human', connected: true },
    { player: 'P2', name: 'Bob', kind: 'human', connected: true },
    { player: 'P3', name: 'Cleo', kind: 'bot', connected: false },
  ],
});

describe('PhaseBar ready count', () => {
  it('counts only the seats that take part in the phase', () => {
    const s = gameAt('PLACE_STOCK_ORDERS');
    s.inputs.eligible = ['P1', 'P2'];
    // P3 takes no part but says ready; P2 takes part and is ready.
    expect(applyInPlace(s, { type: 'READY', player: 'P3' }).ok).toBe(true);
    expect(applyInPlace(s, { type: 'READY', player: 'P2' }).ok).toBe(true);
    const { getByTestId } = render(PhaseBar, { game: phaseBarGame(viewOf(s, 'P1')), session: session(s), remainingMs: () => null, seat: 'P1' });
    expect(getByTestId('phase-bar').textContent).toContain('1 of 2 ready');
  });

  it('counts every seat in a phase that waits for all (a review between phases)', () => {
    const s = gameAt('STOCK_ROUND_RESULTS');
    expect(applyInPlace(s, { type: 'READY', player: 'P2' }).ok).toBe(true);
    const { getByTestId } = render(PhaseBar, { game: phaseBarGame(viewOf(s, 'P1')), session: session(s), remainingMs: () => null, seat: 'P1' });
    expect(getByTestId('phase-bar').textContent).toContain('1 of 3 ready');
  });
});
