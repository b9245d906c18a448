import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import PhaseBar from '../../src-renderer/components/board/PhaseBar.svelte';
import type { HintOutcome } from '../../src-renderer/client/desk.svelte.ts';
import { phaseBarGame } from '../../src-renderer/games/sectors/heading.ts';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/index.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { gameAt, sessionOf, viewOf } from './board-fixtures.ts';
import { deskWith, loadSectorsUi, memoryStorage, settle, type Handler } from './shell-fake-client.ts';

/**
 * Hints for learners on the board: the facilitator's switch in the phase bar, and the player's "What would the
 * Hard bot do?" button with its answer panel — shown only while the host allows hints (the switch, or solo) and
 * the seat has something to do; the answer belongs to its window.
 */

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
beforeAll(loadSectorsUi);
beforeEach(() => window.history.replaceState(null, '', '/#/join/QWERT'));
afterEach(cleanup);

const WHY = 'Buy 3 shares of Machinery Inc. at the IPO: the forecast values a share at $81 with dividends over the next 3 turns, against $70 now.';
const state = gameAt('PLACE_STOCK_ORDERS');

function hintResult(window: number): HintOutcome {
  return {
    ok: true,
    hint: { type: 'hint_result', gameId: 'g1', player: 'P1', window, level: 'hard', inputs: [{ type: 'PLACE_MARKET_ORDER', player: 'P1' }], why: WHY },
  };
}

describe('the hint button and panel in the phase bar', () => {
  const session = sessionOf(state, { hints: 'solo' });
  const base = { game: phaseBarGame(viewOf(state, 'P1')), session, remainingMs: () => null, seat: 'P1', act: vi.fn() };

  it('asks, shows the sentence, and clears it when the window changes', async () => {
    const ask = vi.fn(async () => hintResult(session.window!.id));
    const { getByTestId, queryByTestId, rerender } = render(PhaseBar, { ...base, hint: { level: 'Hard', ask } });
    expect(getByTestId('hint-ask').textContent).toContain('What would the Hard bot do?');
    expect(queryByTestId('hint-panel')).toBeNull();
    await fireEvent.click(getByTestId('hint-ask'));
    await waitFor(() => expect(getByTestId('hint-why').textContent).toBe(WHY));
    expect(getByTestId('hint-panel').textContent).toContain('The Hard bot would…');
    expect(ask).toHaveBeenCalledTimes(1);
    const next = { ...session, window: { ...session.window!, id: session.window!.id + 1 } };
    await rerender({ ...base, session: next, hint: { level: 'Hard', ask } });
    expect(queryByTestId('hint-panel')).toBeNull();
  });

  it('says why in words when the host refuses', async () => {
    const ask = vi.fn(async (): Promise<HintOutcome> => ({ ok: false, reason: 'HINTS_OFF', message: 'hints for learners are off at this table' }));
    const { getByTestId } = render(PhaseBar, { ...base, hint: { level: 'Hard', ask } });
    await fireEvent.click(getByTestId('hint-ask'));
    await waitFor(() => expect(getByTestId('hint-error').textContent).toContain('The facilitator can switch on “Hints for learners”'));
  });

  it('has no button without a hint offer, and the facilitator switches hints on and off', async () => {
    const control = vi.fn(async () => ({ ok: true as const }));
    const { queryByTestId, getByTestId, rerender } = render(PhaseBar, { ...base, facilitator: true, control });
    expect(queryByTestId('hint-ask')).toBeNull();
    const box = getByTestId('facilitator-hints') as HTMLInputElement;
    expect(box.checked).toBe(false);
    await fireEvent.click(box);
    expect(control).toHaveBeenLastCalledWith('set_hints', { on: true });
    await rerender({ ...base, facilitator: true, control, session: { ...session, hints: 'on' } });
    expect((getByTestId('facilitator-hints') as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(getByTestId('facilitator-hints'));
    expect(control).toHaveBeenLastCalledWith('set_hints', { on: false });
  });
});

describe('the board offers hints only when the host allows them and the seat has something to do', () => {
  const view = (hints: 'off' | 'on' | 'solo', ready: string[] = []): HostEvent => {
    const s = sessionOf(state, { hints });
    return {
      type: 'view', gameId: 'g1', view: publicView(state), private: { P1: privateView(state, 'P1') }, events: [],
      session: { ...s, window: { ...s.window!, ready } },
    } as unknown as HostEvent;
  };
  function host(first: HostEvent): Handler {
    return (c) => {
      switch (c.type) {
        case 'join':
          return [{ type: 'joined', gameId: 'g1', joinCode: 'QWERT', role: 'player', player: 'P1', token: 'token-token-1', clientSeq: 0 }, first];
        case 'hint':
          return { type: 'hint_result', gameId: 'g1', player: c.player, window: state.phaseSerial, level: 'hard', inputs: [], why: WHY, requestId: c.requestId } as HostEvent;
        default:
          return { type: 'ack' };
      }
    };
  }

  it('solo: the button asks the host for this seat and shows its answer', async () => {
    const { desk, client } = deskWith(host(view('solo')));
    await desk.join('QWERT', 'Ann');
    await settle();
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await fireEvent.click(await waitFor(() => getByTestId('hint-ask')));
    await waitFor(() => expect(getByTestId('hint-why').textContent).toBe(WHY));
    expect(client.sent.find((c) => c.type === 'hint')).toMatchObject({ type: 'hint', gameId: 'g1', player: 'P1' });
  });

  it('off: no button; ready already: no button', async () => {
    for (const first of [view('off'), view('on', ['P1'])]) {
      const { desk } = deskWith(host(first));
      await desk.join('QWERT', 'Ann');
      await settle();
      const { queryByTestId, getByTestId, unmount } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
      await waitFor(() => expect(getByTestId('phase-bar')).toBeTruthy());
      expect(queryByTestId('hint-ask')).toBeNull();
      unmount();
    }
  });
});
