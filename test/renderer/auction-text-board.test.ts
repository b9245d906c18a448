import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { auctionUi } from '../../src-renderer/games/auction/index.ts';
import TextBoard from '../../src-renderer/games/auction/TextBoard.svelte';
import { timeWords } from '../../src-renderer/games/auction/model.ts';
import { auctionGame, deskAt, play, type AuctionHost } from './auction-fixtures.ts';
import { memoryStorage } from './shell-fake-client.ts';

/**
 * Lot Auction as text (Screen-reader mode on this device): the shell shows the game's TextBoard instead of its
 * board; it says where the game stands, the seat's coins, lots, score and sealed bid, the lot of the round (its
 * value hidden while bidding is open), every player, the auctions so far, and the moves come from the board's
 * own labelled controls, sending what the seat chose.
 */

beforeAll(async () => {
  await loadGameUi('auction');
});
afterEach(cleanup);

async function textBoard(setup: (s: ReturnType<typeof auctionGame>) => void = () => {}) {
  const s = auctionGame();
  setup(s);
  const { desk, host } = await deskAt(s, ['P1']);
  const settings = new Settings(memoryStorage());
  settings.update({ textBoard: true });
  const screen = render(BoardScreen, { desk, settings, projector: false });
  return { ...screen, desk, host, s };
}

const sent = (host: AuctionHost) => host.acts.filter((a) => a.player === 'P1').map((a) => a.action);

describe('Lot Auction as text', () => {
  it('is the game’s TextBoard, shown by the shell in Screen-reader mode', async () => {
    expect(auctionUi.TextBoard).toBe(TextBoard);
    const { getByTestId, queryByTestId } = await textBoard();
    await waitFor(() => expect(getByTestId('auction-text-board')).toBeTruthy());
    expect(queryByTestId('auction-lot')).toBeNull();
  });

  it('BID: says the seat’s coins and sealed bid, hides the lot’s value, and bids from labelled controls', async () => {
    const { getByTestId, getByRole, getByLabelText, host } = await textBoard();
    await waitFor(() => expect(getByTestId('auction-text-board')).toBeTruthy());
    expect(getByRole('heading', { level: 2, name: 'You (Ann)' })).toBeTruthy();
    expect(getByTestId('auction-text-coins').textContent).toBe('Coins: 30 coins');
    expect(getByTestId('auction-text-bid').textContent).toContain('none yet');
    expect(getByTestId('auction-text-lot').textContent).toContain('Value: hidden until bidding closes');
    expect(getByTestId('auction-text-now').textContent).toContain('Bid for lot #1');
    await fireEvent.input(getByLabelText('Bid (coins)'), { target: { value: '8' } });
    await fireEvent.click(getByRole('button', { name: 'Ready with this bid' }));
    await waitFor(() => expect(sent(host)).toEqual([{ type: 'SUBMIT_BID', amount: 8 }, { type: 'READY' }]));
  });

  it('TURNS: whose turn in words, the auctions so far as a table, and Work', async () => {
    const { getByTestId, getByRole, host } = await textBoard((s) =>
      play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 10 }, { type: 'SUBMIT_BID', player: 'P2', amount: 4 }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }),
    );
    await waitFor(() => expect(getByTestId('auction-text-whose').textContent).toBe('It is your turn.'));
    expect(getByTestId('auction-text-lot').textContent).toMatch(/Value: \d+ coins/);
    expect(getByTestId('auction-text-lot').textContent).toContain('Owner: Ann, who paid 10 coins');
    const results = getByRole('table', { name: /Each round’s lot/ });
    expect(results.textContent).toContain('Ann 10, Bob 4');
    await fireEvent.click(getByRole('button', { name: 'Work (+2 coins)' }));
    await waitFor(() => expect(sent(host)).toEqual([{ type: 'WORK' }]));
  });

  it('says the time left in words, in steps of 10 seconds', () => {
    expect(timeWords(125_000)).toBe('2 minutes 10 seconds');
    expect(timeWords(12_000)).toBe('20 seconds');
    expect(timeWords(3_000)).toBe('under 10 seconds');
  });
});
