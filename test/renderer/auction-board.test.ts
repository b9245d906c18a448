import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/svelte';
import BoardScreen from '../../src-renderer/screens/BoardScreen.svelte';
import EndScreen from '../../src-renderer/screens/EndScreen.svelte';
import HelpScreen from '../../src-renderer/screens/HelpScreen.svelte';
import { Settings } from '../../src-renderer/lib/settings.svelte.ts';
import { loadGameUi } from '../../src-renderer/lib/games.svelte.ts';
import { lookup } from '../../src-renderer/lib/i18n.ts';
import { savedPhaseName } from '../../src-renderer/components/shell/resume.ts';
import { lookup as auctionLookup, t as auctionT } from '../../src-renderer/games/auction/i18n.ts';
import { lookup as sectorsLookup } from '../../src-renderer/games/sectors/i18n.ts';
import { auctionGame, deskAt, play, type AuctionHost } from './auction-fixtures.ts';
import { memoryStorage, settle } from './shell-fake-client.ts';

/**
 * Lot Auction's board in the shell's frame: each window kind drawn from a real engine state (a sealed BID, the
 * REVEAL review, sequential TURNS, an OFFER interrupt, the end), and the inputs its buttons send.
 */

beforeAll(async () => {
  await loadGameUi('auction');
});
afterEach(cleanup);

const board = async (seats: string[] = ['P1'], setup: (s: ReturnType<typeof auctionGame>) => void = () => {}) => {
  const s = auctionGame();
  setup(s);
  const { desk, host } = await deskAt(s, seats);
  const screen = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
  return { ...screen, desk, host, s };
};

/** The actions (type and fields, without the seat) the screen sent for `player`. */
const sent = (host: AuctionHost, player = 'P1') => host.acts.filter((a) => a.player === player).map((a) => a.action);

/** Past the bids (Ann bids 10 and wins, Bob bids 4) and the review: Ann's turn. */
const toTurns = (s: ReturnType<typeof auctionGame>) =>
  play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 10 }, { type: 'SUBMIT_BID', player: 'P2', amount: 4 }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' });

describe('the auction board', () => {
  it('BID: the lot’s value is hidden, and the bid form sends the bid, then Ready', async () => {
    const { getByTestId, host, s } = await board();
    await waitFor(() => expect(getByTestId('auction-bid-panel')).toBeTruthy());
    expect(getByTestId('phase-name').textContent).toBe('Bid for lot #1');
    expect(getByTestId('auction-lot-value').textContent).toBe('hidden until bidding closes');
    expect(getByTestId('auction-bid-current').textContent).toContain('No bid yet');

    await fireEvent.input(getByTestId('auction-bid-input'), { target: { value: '12' } });
    await fireEvent.click(getByTestId('auction-bid-submit'));
    await waitFor(() => expect(getByTestId('auction-bid-current').textContent).toContain('Your bid: 12 coins'));
    expect(sent(host)).toEqual([{ type: 'SUBMIT_BID', amount: 12 }]);
    // The stale-input token is the open window's id.
    expect(host.acts[0].phaseSerial).toBe(s.window);

    // Ready with a changed amount sends the new bid first, then READY.
    await fireEvent.input(getByTestId('auction-bid-input'), { target: { value: '7' } });
    await fireEvent.click(getByTestId('auction-bid-ready'));
    await waitFor(() => expect(getByTestId('auction-bid-done').textContent).toBe('You are ready with a bid of 7 coins.'));
    expect(sent(host)).toEqual([{ type: 'SUBMIT_BID', amount: 12 }, { type: 'SUBMIT_BID', amount: 7 }, { type: 'READY' }]);
  });

  it('BID: a refused bid says why, and nothing else is sent', async () => {
    const { getByTestId, host } = await board();
    await waitFor(() => expect(getByTestId('auction-bid-panel')).toBeTruthy());
    await fireEvent.input(getByTestId('auction-bid-input'), { target: { value: '31' } });
    await fireEvent.click(getByTestId('auction-bid-ready'));
    await waitFor(() => expect(getByTestId('auction-error').textContent).toContain("a bid of 31 is more than the seat's coins"));
    expect(sent(host)).toEqual([{ type: 'SUBMIT_BID', amount: 31 }]);
  });

  it('REVEAL: every bid beside the lot’s value and the winner; Ready moves on', async () => {
    const { getByTestId, host, s } = await board(['P1'], (s) =>
      play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 10 }, { type: 'SUBMIT_BID', player: 'P2', amount: 4 }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }),
    );
    await waitFor(() => expect(getByTestId('auction-reveal-panel')).toBeTruthy());
    const value = s.lots[0].value;
    expect(getByTestId('auction-reveal-panel').textContent).toContain(`Lot #1 is worth ${value} coins. Ann wins it for 10 coins.`);
    expect(getByTestId('auction-bid-row-P1').textContent).toContain('10');
    expect(getByTestId('auction-bid-row-P1').textContent).toContain('winner');
    expect(getByTestId('auction-bid-row-P2').textContent).toContain('4');
    expect(getByTestId('auction-lot-value').textContent).toBe(`${value} coins`);
    expect(getByTestId('auction-lot-owner').textContent).toBe('Ann');
    expect(getByTestId('auction-coins-P1').textContent).toBe('20');

    await fireEvent.click(getByTestId('auction-reveal-ready'));
    await waitFor(() => expect(sent(host)).toEqual([{ type: 'READY' }]));
  });

  it('TURNS: the acting seat works, or makes an offer for another seat’s lot', async () => {
    // Bob holds the lot this time, so Ann (first to act) has someone to make an offer to.
    const { getByTestId, host } = await board(['P1'], (s) =>
      play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 3 }, { type: 'SUBMIT_BID', player: 'P2', amount: 9 }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }),
    );
    await waitFor(() => expect(getByTestId('auction-turn-panel')).toBeTruthy());
    expect(getByTestId('phase-instruction').textContent).toContain('Your turn');
    expect((getByTestId('auction-offer-to') as HTMLSelectElement).value).toBe('P2');
    expect(getByTestId('auction-offer-to').textContent).toContain('Bob: #1');

    await fireEvent.input(getByTestId('auction-offer-price'), { target: { value: '15' } });
    await fireEvent.click(getByTestId('auction-offer-submit'));
    // The offer opens Bob's answer window: Ann now waits for it.
    await waitFor(() => expect(getByTestId('auction-offer-waiting').textContent).toBe('Bob is answering Ann’s offer of 15 coins for lot #1.'));
    expect(sent(host)).toEqual([{ type: 'OFFER', to: 'P2', price: 15 }]);
  });

  it('TURNS: an offer names the one lot it buys (the view’s offers), not every lot the seat holds', async () => {
    const s = auctionGame(3);
    const bobWins = () =>
      play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 0 }, { type: 'SUBMIT_BID', player: 'P2', amount: 1 }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' }, { type: 'READY', player: 'P1' }, { type: 'READY', player: 'P2' });
    bobWins();
    play(s, { type: 'WORK', player: 'P1' }, { type: 'WORK', player: 'P2' });
    bobWins();
    const bobs = s.lots.filter((l) => l.owner === 'P2');
    expect(bobs).toHaveLength(2);
    const best = bobs.reduce((a, b) => (b.value > a.value ? b : a));
    const other = bobs.find((l) => l !== best)!;
    const { desk } = await deskAt(s, ['P1']);
    const { getByTestId } = render(BoardScreen, { desk, settings: new Settings(memoryStorage()), projector: false });
    await waitFor(() => expect(getByTestId('auction-offer-to')).toBeTruthy());
    expect(getByTestId('auction-offer-to').textContent!.trim()).toBe(`Bob: #${best.id} (worth ${best.value} coins)`);
    expect(getByTestId('auction-offer-to').textContent).not.toContain(`#${other.id}`);
  });

  it('TURNS: Work ends the turn; the other seat sees whose turn it is and no buttons', async () => {
    const { getByTestId, queryByTestId, host } = await board(['P1'], toTurns);
    await waitFor(() => expect(getByTestId('auction-work')).toBeTruthy());
    // Nobody else holds a lot: there is nothing to make an offer for.
    expect(getByTestId('auction-offer-none')).toBeTruthy();
    // A turn is one seat's move: the phase bar has no Ready and no "n of m ready" in it.
    expect(queryByTestId('ready-button')).toBeNull();
    expect(getByTestId('phase-bar').textContent).not.toContain('ready');
    await fireEvent.click(getByTestId('auction-work'));
    await waitFor(() => expect(getByTestId('auction-turn-waiting').textContent).toBe('It is Bob’s turn.'));
    expect(queryByTestId('auction-work')).toBeNull();
    expect(sent(host)).toEqual([{ type: 'WORK' }]);
    expect(getByTestId('auction-coins-P1').textContent).toBe('22');
  });

  it('OFFER: the seat the offer is made to accepts or declines', async () => {
    const setup = (s: ReturnType<typeof auctionGame>) => {
      toTurns(s);
      play(s, { type: 'WORK', player: 'P1' }, { type: 'OFFER', player: 'P2', to: 'P1', price: 18 });
    };
    const accept = await board(['P1'], setup);
    await waitFor(() => expect(accept.getByTestId('auction-offer-accept')).toBeTruthy());
    expect(accept.getByTestId('auction-offer-panel').textContent).toContain('Bob offers 18 coins for your lot #1');
    expect(accept.getByTestId('phase-name').textContent).toBe('An offer');
    await fireEvent.click(accept.getByTestId('auction-offer-accept'));
    await waitFor(() => expect(sent(accept.host)).toEqual([{ type: 'ACCEPT' }]));
    cleanup();

    const decline = await board(['P1'], setup);
    await waitFor(() => expect(decline.getByTestId('auction-offer-decline')).toBeTruthy());
    await fireEvent.click(decline.getByTestId('auction-offer-decline'));
    await waitFor(() => expect(sent(decline.host)).toEqual([{ type: 'DECLINE' }]));
  });

  it('the log tells the story in words, the latest first', async () => {
    const { getByTestId, host } = await board(['P1'], toTurns);
    await waitFor(() => expect(getByTestId('auction-work')).toBeTruthy());
    host.push(play(host.s, { type: 'WORK', player: 'P1' }, { type: 'WORK', player: 'P2' }));
    await settle();
    const lines = [...getByTestId('auction-log').querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['The game is over.', 'Bob works: +2 coins.', 'Ann works: +2 coins.']);
  });

  it('hot-seat: the sealed bid goes behind the curtain, one seat at a time, and a seat’s own bid is not shown to the next', async () => {
    const { getByTestId, queryByTestId, host } = await board(['P1', 'P2']);
    await waitFor(() => expect(getByTestId('curtain')).toBeTruthy());
    expect(getByTestId('curtain').textContent).toContain('Ann');
    expect(queryByTestId('auction-bid-input')).toBeNull();
    await fireEvent.click(getByTestId('curtain-continue'));
    await fireEvent.input(getByTestId('auction-bid-input'), { target: { value: '9' } });
    await fireEvent.click(getByTestId('auction-bid-ready'));
    // Ann is done: the curtain comes back for Bob, and nothing of Ann's bid shows under it.
    await waitFor(() => expect(getByTestId('curtain').textContent).toContain('Bob'));
    expect(getByTestId('auction-curtain-view').textContent).not.toContain('bids 9');
    await fireEvent.click(getByTestId('curtain-continue'));
    expect(getByTestId('auction-bid-current').textContent).toContain('No bid yet');
    expect(getByTestId('auction-log').textContent).not.toContain('Ann bids');
    expect(sent(host, 'P1')).toEqual([{ type: 'SUBMIT_BID', amount: 9 }, { type: 'READY' }]);
  });
});

describe('the auction’s end', () => {
  it('shows the final scores in ranking order and every round’s bids', async () => {
    const s = auctionGame();
    toTurns(s);
    play(s, { type: 'WORK', player: 'P1' }, { type: 'WORK', player: 'P2' });
    expect(s.status).toBe('ENDED');
    const { desk } = await deskAt(s);
    const { getByTestId } = render(EndScreen, { desk, settings: new Settings(memoryStorage()) });
    await waitFor(() => expect(getByTestId('ranking')).toBeTruthy());
    const value = s.lots[0].value;
    // Ann: 30 − 10 + 2 coins and the lot; Bob: 30 + 2.
    const annScore = 22 + value;
    const rows = [...getByTestId('ranking').querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-testid'));
    expect(rows).toEqual(annScore >= 32 ? ['ranking-row-P1', 'ranking-row-P2'] : ['ranking-row-P2', 'ranking-row-P1']);
    expect(getByTestId('score-P1').textContent).toBe(String(annScore));
    expect(getByTestId('score-P2').textContent).toBe('32');
    expect(getByTestId('end-reason').textContent).toBe('The round is played.');
    expect(getByTestId('auction-results').textContent).toContain('Ann 10 · Bob 4');
  });
});

describe('the auction’s strings', () => {
  it('live in the game’s own namespace: its keys are checked, and the shell does not have them', () => {
    // @ts-expect-error a misspelt auction key does not compile
    expect(auctionT('offer.acept')).toBe('offer.acept');
    expect(auctionT('offer.accept')).toBe('Accept');
    expect(auctionT('common.close')).toBe('Close');
    expect(lookup('offer.accept')).toBeNull();
    expect(auctionLookup('log.WORKED', { player: 'Ann', coins: '2 coins' })).toBe('Ann works: +2 coins.');
    expect(sectorsLookup('offer.accept')).toBeNull();
    // The start screen names a saved game's phase in the game's words.
    expect(savedPhaseName({ game: 'auction', phase: 'BID' })).toBe('Sealed bids');
    expect(savedPhaseName({ game: 'auction', phase: 'TURNS' })).toBe('Turns');
  });
});

describe('the auction’s help', () => {
  it('shows the auction’s rules and glossary, searchable', async () => {
    const { getByTestId, queryByTestId } = render(HelpScreen, { onClose: () => {}, kind: 'auction' });
    await waitFor(() => expect(getByTestId('help-section-round')).toBeTruthy());
    expect(getByTestId('glossary-lot').textContent).toContain('auctioned in a round');
    await fireEvent.input(getByTestId('help-search'), { target: { value: 'curtain' } });
    expect(getByTestId('help-section-secrets')).toBeTruthy();
    expect(queryByTestId('help-section-round')).toBeNull();
  });
});
