import { expect, test, type Page } from '@playwright/test';
import { act, claimSeat, createGame, openDesk, publicState, startGame, waitForPhase, watchConsole } from './helpers/desk.ts';

/**
 * Issue 10 in a real browser against `npm run serve`: a market order is cancelled from the ticket and changed
 * (PD-18); a short with nothing to lend is not shown as a plain "accepted"; a limit buy below the price says
 * the engine's trigger rule; an order typed but not sent when the phase ends is reported. Screenshots of the
 * ticket at 1366x768 and 1920x1080 go to test-results/screenshots/ticket-*.png.
 */

const SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }];

async function snap(page: Page, name: string, testid = 'order-ticket'): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.getByTestId(testid).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/ticket-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

test('a market order is cancelled and changed from the ticket; warnings and lost drafts are said plainly', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openDesk(page);
  await createGame(page, [{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }], {
    timerMode: 'TIMERLESS', reviewSeconds: 0, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'],
  }, false, 21);
  await claimSeat(page, 'P1');
  await startGame(page);
  await waitForPhase(page, 'INFLUENCE_BID');
  await act(page, 'P1', { type: 'READY' });
  await waitForPhase(page, 'PLACE_STOCK_ORDERS', 1);

  // CONSUMER_DEFENSIVE floats once 30 % of its shares left the IPO: 3 shares.
  const state = await publicState(page);
  const company = state.companies[0].id;
  const ticket = page.getByTestId('order-ticket');
  await page.getByTestId('order-company').selectOption(company);
  await page.getByTestId('order-location').selectOption('IPO');
  await page.getByTestId('order-quantity').fill('2');
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-verdict')).toContainText(`You placed: buy 2 ${company} at the IPO. Until this phase ends you can cancel it and place another.`);
  await expect(page.getByTestId('order-change')).toBeVisible();
  await snap(page, 'placed');

  // Change it: cancel, the order comes back into the form, place 3 instead.
  await page.getByTestId('order-change').click();
  await expect(ticket).toContainText('Order cancelled: you can place another one in this sub-round.');
  await expect(page.getByTestId('order-quantity')).toHaveValue('2');
  await expect(page.getByTestId('orders-list')).toContainText(`buy 2 ${company} at the IPO cancelled`);
  await snap(page, 'cancelled');
  await page.getByTestId('order-quantity').fill('3');
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-verdict')).toContainText(`You placed: buy 3 ${company} at the IPO.`);
  await act(page, 'P1', { type: 'READY' });

  // Sub-round 2: the company floated with no shares on the open market.
  await waitForPhase(page, 'PLACE_STOCK_ORDERS', 2);
  await page.getByTestId('order-type').selectOption('SHORT');
  await page.getByTestId('order-company').selectOption(company);
  await expect(page.getByTestId('preview-warning')).toContainText(`No ${company} shares on the open market can be lent now`);
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-caution', 'true');
  await expect(page.getByTestId('order-verdict')).not.toContainText('accept this order');
  await snap(page, 'short-warned');

  await page.getByTestId('order-type').selectOption('LIMIT');
  await page.getByTestId('order-company').selectOption(company);
  const price = Number(await page.getByTestId('order-price').inputValue());
  await page.getByTestId('order-quantity').fill('1');
  await page.getByTestId('order-price').fill(String(price - 2));
  await expect(page.getByTestId('order-preview')).toContainText(`A limit buy triggers only when the price rises through $${price - 2}.`);
  await snap(page, 'limit-below');

  // Typed, never sent: the phase ends and the board says the order was not placed.
  await act(page, 'P1', { type: 'READY' });
  await expect(page.getByTestId('unsent-order')).toContainText(`Your unsent order (limit buy 1 ${company} at $${price - 2}) was not placed: the phase ended before you sent it.`);
  await snap(page, 'unsent', 'unsent-order');
  await page.getByTestId('unsent-order-dismiss').click();
  await expect(page.getByTestId('unsent-order')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
