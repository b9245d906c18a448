import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/svelte';
import PhaseBar from '../../src-renderer/components/board/PhaseBar.svelte';
import type { Outcome, SessionInfo } from '../../src-renderer/client/desk.svelte.ts';
import { phaseBarGame } from '../../src-renderer/games/sectors/heading.ts';
import { applyInPlace } from '../../src-shared/games/sectors/index.ts';
import type { GameState } from '../../src-shared/games/sectors/types.ts';
import { gameAt, viewOf, windowOf } from './board-fixtures.ts';

afterEach(cleanup);

const NOW = 1_800_000_000_000;

/** The session facts of a view of `s`, its open window included (the clock's length, who is ready). */
function session(s: GameState, patch: Partial<SessionInfo> = {}): SessionInfo {
  return {
    state: '"game"', serial: 1, deadline: null, remainingMs: null, paused: false, pace: 1, serverNow: NOW, window: windowOf(s),
    seats: [
      { player: 'P1', name: 'Ann', kind: 'human', connected: true },
      { player: 'P2', name: 'Bob', kind: 'human', connected: false },
      { player: 'P3', name: 'Cleo', kind: 'bot', connected: false },
    ],
    ...patch,
  };
}

/** The same countdown rule as the Desk: deadline minus now, or the frozen remaining time while paused. */
function remainingFrom(s: SessionInfo) {
  return (now = Date.now()) => (s.paused ? s.remainingMs : s.deadline === null ? null : Math.max(0, s.deadline - now));
}

describe('PhaseBar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('names the phase in words, says what to do, and counts down to the deadline', async () => {
    const state = gameAt('PLACE_STOCK_ORDERS');
    const s = session(state, { deadline: NOW + 55_000 });
    const { getByTestId, getByRole } = render(PhaseBar, { game: phaseBarGame(viewOf(state, 'P1')), session: s, remainingMs: remainingFrom(s), seat: 'P1', act: vi.fn() });
    expect(getByTestId('phase-name').textContent).toBe('Place stock orders');
    expect(getByTestId('phase-instruction').textContent).toContain('Place one order this sub-round (1 of 3)');
    expect(getByTestId('countdown').textContent).toContain('0:55');
    expect(getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    await vi.advanceTimersByTimeAsync(25_000);
    expect(getByTestId('countdown').textContent).toContain('0:30');
    expect(Number(getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(55);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(getByTestId('countdown').textContent).toContain('0:00');
  });

  it('shows a paused timer with its frozen time, and no timer in timerless games', async () => {
    const state = gameAt('PLACE_STOCK_ORDERS');
    const game = phaseBarGame(viewOf(state, 'P1'));
    const paused = session(state, { paused: true, remainingMs: 42_000, deadline: null });
    const { getByTestId, rerender } = render(PhaseBar, { game, session: paused, remainingMs: remainingFrom(paused) });
    expect(getByTestId('countdown').textContent).toContain('Paused');
    expect(getByTestId('countdown').textContent).toContain('0:42');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getByTestId('countdown').textContent).toContain('0:42');

    const timerless = session(state);
    await rerender({ game, session: timerless, remainingMs: remainingFrom(timerless) });
    expect(getByTestId('countdown').textContent).toContain('No time limit');
  });

  it('lists who is ready, who has submitted and who is still deciding, in words', () => {
    const s = gameAt('INFLUENCE_BID');
    applyInPlace(s, { type: 'SUBMIT_INFLUENCE_BID', player: 'P2', points: 10 });
    applyInPlace(s, { type: 'READY', player: 'P3' });
    const { getByTestId } = render(PhaseBar, { game: phaseBarGame(viewOf(s, 'P1')), session: session(s), remainingMs: () => null, seat: 'P1', act: vi.fn() });
    const list = getByTestId('ready-list');
    const status = (p: string) => list.querySelector(`[data-player="${p}"]`)!;
    expect(status('P1').getAttribute('data-status')).toBe('waiting');
    expect(status('P1').textContent).toContain('still deciding');
    expect(status('P2').getAttribute('data-status')).toBe('submitted');
    expect(status('P2').textContent).toContain('away');
    expect(status('P3').getAttribute('data-status')).toBe('ready');
    expect(status('P3').textContent).toContain('bot');
    expect(status('P3').textContent).toContain('✓');
    expect(getByTestId('phase-bar').textContent).toContain('1 of 3 ready');
  });

  it('toggles READY and UNREADY for its seat', async () => {
    const s = gameAt('INFLUENCE_BID');
    const act = vi.fn(async (_a: unknown): Promise<Outcome> => ({ ok: true }));
    const { getByTestId, rerender } = render(PhaseBar, { game: phaseBarGame(viewOf(s, 'P1')), session: session(s), remainingMs: () => null, seat: 'P1', act });
    const button = getByTestId('ready-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await fireEvent.click(button);
    expect(act).toHaveBeenLastCalledWith({ type: 'READY' });

    applyInPlace(s, { type: 'READY', player: 'P1' });
    await rerender({ game: phaseBarGame(viewOf(s, 'P1')), session: session(s) });
    expect(getByTestId('ready-button').getAttribute('aria-pressed')).toBe('true');
    expect(getByTestId('ready-button').textContent).toContain('Ready — undo');
    await fireEvent.click(getByTestId('ready-button'));
    expect(act).toHaveBeenLastCalledWith({ type: 'UNREADY' });
  });

  it('gives the facilitator pause, +30 s, end phase and pace; nobody else', async () => {
    const state = gameAt('PLACE_STOCK_ORDERS');
    const s = session(state, { deadline: NOW + 20_000 });
    const control = vi.fn(async (): Promise<Outcome> => ({ ok: true }));
    const { getByTestId, queryByTestId, rerender } = render(PhaseBar, { game: phaseBarGame(viewOf(state, null)), session: s, remainingMs: remainingFrom(s), facilitator: true, control });
    expect(queryByTestId('ready-button')).toBeNull();
    await fireEvent.click(getByTestId('facilitator-pause'));
    expect(control).toHaveBeenLastCalledWith('pause', undefined);
    await fireEvent.click(getByTestId('facilitator-add-time'));
    expect(control).toHaveBeenLastCalledWith('add_time', { ms: 30_000 });
    await fireEvent.click(getByTestId('facilitator-end-phase'));
    expect(control).toHaveBeenLastCalledWith('end_phase', undefined);
    await fireEvent.change(getByTestId('facilitator-pace'), { target: { value: '2' } });
    expect(control).toHaveBeenLastCalledWith('set_pace', { pace: 2 });

    const paused = session(state, { paused: true, remainingMs: 20_000 });
    await rerender({ session: paused, remainingMs: remainingFrom(paused) });
    await fireEvent.click(getByTestId('facilitator-resume'));
    expect(control).toHaveBeenLastCalledWith('resume', undefined);

    await rerender({ facilitator: false });
    expect(queryByTestId('facilitator-pause')).toBeNull();
    expect(queryByTestId('facilitator-resume')).toBeNull();
  });
});
