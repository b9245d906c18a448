import { expect, test, type Page } from '@playwright/test';
import { claimSeat, createGame, openDesk, playUntil, snapBoth, startGame, waitForPhase, watchConsole } from './helpers/desk.ts';

/**
 * Hot-seat: one screen holds two human seats (Ann and Bob) plus two bots, timerless. The privacy curtain
 * comes up between the two players in the influence bid; each bids behind it, and neither bid is ever in
 * the DOM while the curtain is up or the other player is at the screen.
 */

/** Whether a number appears anywhere in the page's text or form values (attributes such as grid indexes aside). */
async function domShows(page: Page, n: number): Promise<boolean> {
  return page.evaluate((needle) => {
    const word = new RegExp(`(^|[^\\d$])${needle}([^\\d]|$)`);
    const values = [...document.querySelectorAll('input, select, textarea')].map((i) => (i as HTMLInputElement).value);
    return word.test(document.body.textContent ?? '') || values.includes(String(needle));
  }, n);
}

test('the curtain passes the screen from Ann to Bob in the influence bid; no bid leaks', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesk(page);
  await createGame(
    page,
    [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
      { name: 'Bot Cleo', kind: 'bot', botLevel: 'easy' },
      { name: 'Bot Dan', kind: 'bot', botLevel: 'random' },
    ],
    { timerMode: 'TIMERLESS', reviewSeconds: 2, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
  );
  await claimSeat(page, 'P1');
  await claimSeat(page, 'P2');
  await startGame(page);

  const board = page.getByTestId('board-screen');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('phase-name')).toHaveText('Influence bid');

  // The curtain is up for Ann: nothing private is on the page, not even the bid form.
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toBeVisible();
  await expect(curtain).toContainText('Pass to Ann');
  await expect(page.getByTestId('influence-bid-input')).toHaveCount(0);
  await expect(page.getByTestId('ready-button')).toHaveCount(0);
  await snapBoth(page, 'hotseat-curtain');

  // Ann bids 37 in private.
  await page.getByTestId('curtain-continue').click();
  await expect(curtain).toHaveCount(0);
  await expect(board).toHaveAttribute('data-mode', 'private');
  await expect(board).toHaveAttribute('data-seat', 'P1');
  await expect(page.getByTestId('phase-instruction')).toContainText('Playing as Ann');
  await page.getByTestId('influence-bid-input').fill('37');
  await expect(page.getByTestId('influence-bid-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('influence-bid-submit').click();
  await expect(page.getByTestId('influence-bid-current')).toContainText('37 points');
  expect(await domShows(page, 37)).toBe(true); // the detector finds the bid while Ann is at the screen
  await snapBoth(page, 'hotseat-private-bid');
  await page.getByTestId('ready-button').click();

  // Curtain for Bob: Ann's bid is gone from the DOM.
  await expect(curtain).toBeVisible();
  await expect(curtain).toContainText('Pass to Bob');
  await expect(curtain).toContainText('Done here: Ann');
    expect(await domShows(page, 37)).toBe(false);
  await expect(page.getByTestId('influence-bid-input')).toHaveCount(0);

  // Bob sees a fresh form, not Ann's bid.
  await page.getByTestId('curtain-continue').click();
  await expect(board).toHaveAttribute('data-seat', 'P2');
  await expect(page.getByTestId('influence-bid-input')).toHaveValue('0');
  await expect(page.getByTestId('influence-bid-current')).toHaveCount(0);
  expect(await domShows(page, 37)).toBe(false);
  await page.getByTestId('influence-bid-input').fill('12');
  await page.getByTestId('influence-bid-submit').click();
  await expect(page.getByTestId('influence-bid-current')).toContainText('12 points');
  await page.getByTestId('ready-button').click();

  // Bots bid at once: the bids are revealed, and a timerless table waits until the players at this screen have
  // read them (one Continue for both); then the stock round starts with the curtain again.
  await waitForPhase(page, 'INFLUENCE_BID_RESOLVE');
  await expect(page.getByTestId('ready-button')).toContainText('Continue (everyone at this screen)');
  await page.getByTestId('ready-button').click();
  await waitForPhase(page, 'PLACE_STOCK_ORDERS');
  await expect(curtain).toBeVisible();
  await expect(page.getByTestId('phase-summary')).toContainText('Influence bids: Ann 37, Bob 12');
  await snapBoth(page, 'hotseat-stock-curtain');

  // Whoever is first at the screen sees the order ticket of their own seat only.
  await page.getByTestId('curtain-continue').click();
  await expect(page.getByTestId('order-ticket')).toBeVisible();
  await expect(page.getByTestId('portfolio')).toBeVisible();
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await snapBoth(page, 'hotseat-stock-private');

  // A public phase (headlines in turn 2) shows the shared board; the table picks who acts.
  await playUntil(page, ['P1', 'P2'], (p) => p.phase === 'START_TURN');
  await expect(board).toHaveAttribute('data-mode', 'shared');
  await expect(curtain).toHaveCount(0);
  await page.getByTestId('hotseat-seat-P2').click();
  await expect(board).toHaveAttribute('data-seat', 'P2');
  await expect(page.getByTestId('phase-instruction')).toContainText('Playing as Bob');
  await snapBoth(page, 'hotseat-shared-headlines');
  expect(errors).toEqual([]);
});
