import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';

/**
 * The toy game through the same shell, host and protocol as Sectors: on the start screen a table chooses Lot
 * Auction (two humans at one screen, one round, timerless), takes both seats on this screen and starts; Ann and
 * Bob bid behind the hot-seat curtain, see the bids revealed, Ann works on her turn, Bob makes an offer for
 * Ann's lot, Ann accepts it, and the end screen shows the scores. Everything is done by clicking, and every
 * step waits for what the screen shows. The review window lasts the form's longest review time (30 s) and is
 * left by both players' Ready, so no step depends on how fast the machine is. Screenshots of the board (BID,
 * REVEAL, TURNS, an offer being made, OFFER) and of the new-game form and the end screen at 1366x768 and 1920x1080 (and dark at 1366x768) go
 * to test-results/screenshots/auction-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** The page at both sizes (the system's light theme), and at the smaller size in the dark theme too. */
async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/auction-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: `test-results/screenshots/auction-${name}-dark-${SIZES[0].width}x${SIZES[0].height}.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

test('a hot-seat table plays a round of Lot Auction by clicking, from the start screen to the scores', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // The new-game form: Lot Auction, Ann and Bob, one round, no timers, a fixed seed.
  await page.getByTestId('new-game').click();
  const kind = page.getByTestId('game-kind');
  await expect(kind).toHaveValue('sectors');
  await kind.selectOption('auction');
  await expect(page.getByTestId('option-maxTurns')).toHaveCount(0);
  await page.getByTestId('remove-seat-3').click();
  await page.getByTestId('remove-seat-2').click();
  await page.getByTestId('seat-name-0').fill('Ann');
  await page.getByTestId('seat-name-1').fill('Bob');
  await page.getByTestId('option-rounds').fill('1');
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('option-reviewSeconds').fill('30');
  await page.getByTestId('option-seed').fill('7');
  await page.getByTestId('game-name').fill('Auction night');
  await snap(page, 'new-game');
  await page.getByTestId('create-game').click();

  // The lobby: both seats play on this screen.
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await page.getByTestId('claim-seat-P1').click();
  await expect(page.getByTestId('claim-seat-P1')).toHaveCount(0);
  await page.getByTestId('claim-seat-P2').click();
  await expect(page.getByTestId('claim-seat-P2')).toHaveCount(0);
  await page.getByTestId('start-game').click();

  // BID, a secret window: the curtain is up for Ann, and no bid form is on the page.
  const board = page.getByTestId('board-screen');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('phase-name')).toHaveText('Bid for lot #1');
  await expect(page.getByTestId('curtain')).toContainText('Ann');
  await expect(page.getByTestId('auction-bid-input')).toHaveCount(0);
  await expect(page.getByTestId('auction-lot-value')).toHaveText('hidden until bidding closes');
  await page.getByTestId('curtain-continue').click();
  await expect(board).toHaveAttribute('data-mode', 'private');
  await page.getByTestId('auction-bid-input').fill('10');
  await page.getByTestId('auction-bid-submit').click();
  await expect(page.getByTestId('auction-bid-current')).toHaveText('Your bid: 10 coins');
  await snap(page, 'bid');
  await page.getByTestId('auction-bid-ready').click();

  // Bob's turn at the screen: nothing of Ann's bid shows.
  await expect(page.getByTestId('curtain')).toContainText('Bob');
  await page.getByTestId('curtain-continue').click();
  await expect(page.getByTestId('auction-bid-current')).toHaveText('No bid yet: without one you bid 0 coins.');
  await expect(page.getByTestId('auction-log')).not.toContainText('bids 10');
  await page.getByTestId('auction-bid-input').fill('4');
  await page.getByTestId('auction-bid-ready').click();

  // REVEAL: every bid and the lot's value; one Ready on a hot-seat screen readies every seat it holds (issue 22).
  const reveal = page.getByTestId('auction-reveal-panel');
  await expect(reveal).toContainText('Ann wins it for 10 coins');
  await expect(page.getByTestId('auction-bid-row-P2')).toContainText('4');
  await expect(page.getByTestId('auction-lot-owner')).toHaveText('Ann');
  await snap(page, 'reveal');
  await page.getByTestId('auction-reveal-ready').click();

  // TURNS: Ann acts first; nobody else holds a lot, so she works.
  await expect(page.getByTestId('phase-name')).toHaveText('Turns');
  await expect(page.getByTestId('auction-turn-panel')).toContainText('Your turn');
  await expect(page.getByTestId('auction-offer-none')).toBeVisible();
  await snap(page, 'turns');
  await page.getByTestId('auction-work').click();
  await expect(page.getByTestId('auction-coins-P1')).toHaveText('22');

  // Bob's turn: he offers 15 coins for Ann's lot; the offer window opens on Ann's side of the screen.
  await expect(board).toHaveAttribute('data-seat', 'P2');
  await expect(page.getByTestId('auction-offer-to')).toHaveValue('P1');
  await page.getByTestId('auction-offer-price').fill('15');
  // A turn is one seat's move, not a ready-up: the phase bar offers no Ready in it.
  await expect(page.getByTestId('ready-button')).toHaveCount(0);
  await snap(page, 'turns-offer');
  await page.getByTestId('auction-offer-submit').click();
  await expect(page.getByTestId('phase-name')).toHaveText('An offer');
  await expect(page.getByTestId('auction-offer-panel')).toContainText('Bob offers 15 coins for your lot #1');
  await snap(page, 'offer');
  await page.getByTestId('auction-offer-accept').click();

  // The one round is over: the end screen shows the scores (Bob bought the lot).
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('end-reason')).toHaveText('The round is played.');
  await expect(page.getByTestId('ranking')).toContainText('Ann');
  await expect(page.getByTestId('ranking')).toContainText('Bob');
  await expect(page.getByTestId('auction-results')).toContainText('Ann 10 · Bob 4');
  // Ann: 30 − 10 + 2 + 15 coins and no lot; Bob: 30 − 15 coins and the lot.
  await expect(page.getByTestId('score-P1')).toHaveText('37');
  await snap(page, 'end');

  expect(errors).toEqual([]);
});
