/**
 * The history browser screen on a real Lot Auction game: its steps are built by the host's own history index
 * (src-main/host/history.ts) from the engine's inputs and answered by a stand-in host. Stepping with the
 * buttons, the keys and the slider shows each step's board and log; the board never acts; "play on from here"
 * asks for a what-if with the chosen seat and takes it; a running game's step offers no what-if.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import HistoryScreen from '../../src-renderer/screens/HistoryScreen.svelte';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { buildHistory, viewAt } from '../../src-main/host/history.ts';
import type { GameFile } from '../../src-main/host/game-file.ts';
import { auctionModule } from '../../src-shared/games/auction/module.ts';
import type { Input } from '../../src-shared/games/auction/inputs.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { decodeEvent, type Command, type HostEvent } from '../../src-shared/protocol/index.ts';
import { auctionGame, NAMES, sessionOf } from './auction-fixtures.ts';
import { deskWith } from './shell-fake-client.ts';

beforeAll(async () => {
  await loadGameUi('auction');
});
afterEach(cleanup);

/** A finished one-round game: Ann bids 10 and Bob 4 for the lot, then every window runs out of time. */
function finishedFile(): GameFile {
  const s = auctionGame();
  const inputs: Input[] = [{ type: 'SUBMIT_BID', player: 'P1', amount: 10 }, { type: 'SUBMIT_BID', player: 'P2', amount: 4 }];
  for (const input of inputs) expect(auctionModule.applyInPlace(s, input).ok).toBe(true);
  while (auctionModule.status(s) === 'RUNNING') {
    const timeout = auctionModule.inputs.timeout(activeWindow(auctionModule.windows(s))!.id) as Input;
    expect(auctionModule.applyInPlace(s, timeout).ok).toBe(true);
    inputs.push(timeout);
  }
  return {
    seed: 5, config: auctionModule.config.make(2, NAMES, { rounds: 1, startingCoins: 30 }, DEFAULT_TABLE_OPTIONS),
    seats: NAMES.map((name, i) => ({ player: `P${i + 1}`, name, kind: 'human', botLevel: null })), inputs,
  } as unknown as GameFile;
}

/** A stand-in host answering `history` from the real index, `play_from` with a new game and `claim_seat`. */
function hostFor(file: GameFile, finished: boolean) {
  const index = buildHistory(auctionModule, file, 0);
  const last = index.steps.length - 1;
  return (command: Command): HostEvent => {
    if (command.type === 'history') {
      const step = command.step ?? last;
      const at = index.steps[step];
      const event = {
        type: 'history_step', gameId: 'g1', step, steps: index.steps.length, turn: at.final.turn, phase: at.final.phase, window: at.window,
        view: viewAt(auctionModule, index, step), events: at.events, final: finished && step === last, finished, requestId: command.requestId,
      };
      const decoded = decodeEvent(JSON.stringify(event));
      if (!decoded.ok) throw new Error(`the protocol refuses this step: ${decoded.message}`);
      return decoded.value;
    }
    if (command.type === 'play_from') return { type: 'game_created', gameId: 'g2', joinCode: 'WHATIF', hostSecret: 'secret-456' };
    if (command.type === 'claim_seat') return { type: 'joined', gameId: 'g2', joinCode: 'WHATIF', role: 'player', player: command.player };
    return { type: 'error', reason: 'UNHANDLED', message: command.type };
  };
}

/** The end screen's desk of game g1 (this screen facilitates it), with the history open at step 0. */
async function open(finished = true) {
  const file = finishedFile();
  const { desk, client } = deskWith(hostFor(file, finished));
  const s = auctionGame();
  desk.game = { gameId: 'g1', joinCode: 'ABCDE', facilitator: true, watcher: null, players: [], hostSecret: 'secret-123' };
  desk.session = sessionOf(s);
  const screen = render(HistoryScreen, { desk });
  await desk.history.open('g1', 0);
  await waitFor(() => expect(screen.getByTestId('history-step').textContent).toBe('The start of the game'));
  return { ...screen, desk, client, steps: buildHistory(auctionModule, file, 0).steps.length };
}

const stepShown = (el: HTMLElement) => Number(el.dataset.step);

describe('the history screen', () => {
  it('steps through the game with the buttons, the keys and the slider, each step with its board and log', async () => {
    const { getByTestId, queryAllByTestId, client, steps } = await open();
    expect(steps).toBeGreaterThan(3);
    expect((getByTestId('history-prev') as HTMLButtonElement).disabled).toBe(true);
    expect(getByTestId('history-log').textContent).toContain('Nothing happened that everyone may see.');
    expect(getByTestId('history-board').querySelector('[data-testid="auction-bid-panel"]')).not.toBeNull();

    await fireEvent.click(getByTestId('history-next'));
    await waitFor(() => expect(stepShown(getByTestId('history-screen'))).toBe(1));
    // The bids were sealed: the window that ended here reveals who won the lot, at what price.
    expect(getByTestId('history-log').textContent).toMatch(/Ann.*lot #1.*10/);
    expect(getByTestId('history-step').textContent).toBe(`Step 1 of ${steps - 1}`);

    await fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(stepShown(getByTestId('history-screen'))).toBe(2));
    await fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(stepShown(getByTestId('history-screen'))).toBe(1));

    await fireEvent.input(getByTestId('history-slider'), { target: { value: String(steps - 1) } });
    await waitFor(() => expect(getByTestId('history-step').textContent).toBe(`Step ${steps - 1} of ${steps - 1}`));
    expect(getByTestId('history-where').textContent).toBe('The end of the game');
    expect((getByTestId('history-next') as HTMLButtonElement).disabled).toBe(true);
    // At the end there is nothing to play on from.
    expect(queryAllByTestId('history-play-on')).toHaveLength(0);
    // The board showed the past only: the screen asked for steps and sent nothing else.
    expect(new Set(client.types())).toEqual(new Set(['history']));
  });

  it('plays on from a step with the seat picked: a what-if this screen facilitates and sits in', async () => {
    const { getByTestId, desk, client } = await open();
    await fireEvent.click(getByTestId('history-next'));
    await waitFor(() => expect(stepShown(getByTestId('history-screen'))).toBe(1));
    expect((getByTestId('history-seat') as HTMLSelectElement).value).toBe('P1');
    await fireEvent.change(getByTestId('history-seat'), { target: { value: 'P2' } });
    await fireEvent.click(getByTestId('history-play-on'));
    await waitFor(() => expect(desk.game?.gameId).toBe('g2'));
    expect(client.sent.filter((c) => c.type === 'play_from' || c.type === 'claim_seat').map((c) => ({ ...c, requestId: undefined }))).toEqual([
      { type: 'play_from', gameId: 'g1', step: 1, seat: 'P2', requestId: undefined },
      { type: 'claim_seat', gameId: 'g2', player: 'P2', requestId: undefined },
    ]);
    expect(desk.game).toMatchObject({ facilitator: true, players: ['P2'] });
    expect(desk.history.gameId).toBeNull();
  });

  it('a running game: no what-if, a note that the history stops at the open window, and Escape closes it', async () => {
    const { getByTestId, queryAllByTestId, desk } = await open(false);
    expect(queryAllByTestId('history-play-on')).toHaveLength(0);
    expect(getByTestId('history-screen').textContent).toContain('the history stops where the current window began');
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(desk.history.gameId).toBeNull();
  });
});
