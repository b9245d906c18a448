import { expect, test, type Browser, type Page } from '@playwright/test';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/version.ts';
import { TestSocket } from '../helpers/ws-client.ts';
import { joinByCode, openDesk, publicState, snapBoth, waitForPhase, watch, watchConsole } from './helpers/desk.ts';

/**
 * Three players in three browsers join a game by its code over the LAN server and play a stock round against
 * each other: each places an order on the ticket, all get ready, the orders are reviewed, revealed and
 * resolved, and every page shows every fill. A fourth browser watches as the projector.
 */

async function until(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const event = await socket.next(10_000);
    if (event.type === type) return event;
    if (event.type === 'error') throw new Error(`host refused: ${String(event.reason)} ${String(event.message)}`);
  }
}

async function player(browser: Browser, code: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openDesk(page);
  await joinByCode(page, code, name);
  return { page, errors, name };
}

async function readyAll(pages: Page[]): Promise<void> {
  for (const page of pages) {
    const button = page.getByTestId('ready-button');
    await expect(button).toBeEnabled();
    await button.click();
  }
}

async function placeOrder(page: Page, company: string, quantity: number): Promise<void> {
  await expect(page.getByTestId('order-ticket')).toBeVisible();
  await page.getByTestId('order-type').selectOption('MARKET');
  await page.getByTestId('order-company').selectOption(company);
  await page.getByTestId('order-side').selectOption('BUY');
  await page.getByTestId('order-location').selectOption('IPO');
  await page.getByTestId('order-quantity').fill(String(quantity));
  await expect(page.getByTestId('order-preview')).toContainText(`${quantity} of 10`);
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-ticket')).toContainText('Order placed');
  await expect(page.getByTestId('orders-list')).toContainText(`buy ${quantity} ${company} at the IPO`);
}

test('three browsers join by code and play a stock round against each other', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const host = await TestSocket.open(`${baseURL!.replace(/^http/, 'ws')}/ws`);
  host.send({ type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test' } });
  await until(host, 'welcome');
  host.send({
    type: 'create_game',
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }],
    options: { timerMode: 'TIMERLESS', reviewSeconds: 30, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
    seed: 11,
  });
  const created = await until(host, 'game_created');
  const code = String(created.joinCode);

  const players = [await player(browser, code, 'Ann'), await player(browser, code, 'Bob'), await player(browser, code, 'Cleo')];
  const pages = players.map((p) => p.page);
  const projectorContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const projector = await projectorContext.newPage();
  const projectorErrors = watchConsole(projector);
  await openDesk(projector);
  await watch(projector, code, true);

  host.send({ type: 'start_game', gameId: created.gameId });
  await until(host, 'ack');

  // Influence bid, each on their own screen (a single-seat screen has no curtain).
  for (const [i, page] of pages.entries()) {
    await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');
    await expect(page.getByTestId('curtain')).toHaveCount(0);
    await page.getByTestId('influence-bid-input').fill(String(10 + i * 5));
    await page.getByTestId('influence-bid-submit').click();
    await expect(page.getByTestId('influence-bid-current')).toBeVisible();
  }
  await snapBoth(pages[0], 'lan-influence-bid');
  await readyAll(pages);
  for (const page of pages) await waitForPhase(page, 'INFLUENCE_BID_RESOLVE');
  await expect(pages[1].getByTestId('phase-summary')).toContainText('Influence bids: Ann 10, Bob 15, Cleo 20');
  await readyAll(pages);

  // Sub-round 1: Ann and Bob buy the same company at the IPO, Cleo another one.
  for (const page of pages) await waitForPhase(page, 'PLACE_STOCK_ORDERS', 1);
  const state = await publicState(pages[0]);
  const [first, second] = state.companies.map((c) => c.id);
  await placeOrder(pages[0], first, 2);
  await placeOrder(pages[1], first, 3);
  await placeOrder(pages[2], second, 2);
  // Orders are concealed: Bob sees that Ann and Cleo ordered, not what.
  await expect(pages[1].getByTestId('hidden-orders')).toContainText('Cleo, Ann'); // in player priority order
  await expect(pages[1].getByTestId('orders-list')).not.toContainText(`buy 2 ${first}`);
  await snapBoth(pages[0], 'lan-order-ticket');
  await readyAll(pages);

  for (const page of pages) await waitForPhase(page, 'REVIEW_CONCEALED_ORDERS');
  await expect(pages[2].getByTestId('phase-summary')).toContainText(`Ann → ${first} (IPO)`);
  await snapBoth(pages[2], 'lan-review');
  await readyAll(pages);
  for (const page of pages) await waitForPhase(page, 'REVEAL_ORDERS');
  await readyAll(pages);

  // Resolution: every page shows every fill, with the amounts paid.
  for (const page of pages) await waitForPhase(page, 'RESOLVE_MARKET_ORDERS');
  const fills = [`Ann bought 2 ${first}`, `Bob bought 3 ${first}`, `Cleo bought 2 ${second}`];
  for (const page of [...pages, projector]) {
    const summary = page.getByTestId('phase-summary');
    await expect(summary).toBeVisible();
    for (const fill of fills) await expect(summary).toContainText(fill);
  }
  await expect(pages[0].getByTestId(`company-card-${first}`)).toContainText('yours 2 (20 %)');
  await expect(pages[1].getByTestId('portfolio')).toContainText(`3 × ${first}`);
  await snapBoth(pages[0], 'lan-resolved');
  await snapBoth(projector, 'projector-resolved');
  await readyAll(pages);

  // The next sub-round opens; the fills stay readable in the summary and the log.
  for (const page of pages) await waitForPhase(page, 'PLACE_STOCK_ORDERS', 2);
  for (const page of pages) {
    await expect(page.getByTestId('phase-summary')).toContainText(fills[2]);
    await expect(page.getByTestId('game-log')).toContainText(fills[0]);
  }
  await expect(projector.getByTestId('order-ticket')).toHaveCount(0);
  await expect(projector.getByTestId('ready-button')).toHaveCount(0);
  await snapBoth(pages[1], 'lan-subround-2');

  for (const p of players) expect(p.errors, p.name).toEqual([]);
  expect(projectorErrors).toEqual([]);
  await host.close();
});
