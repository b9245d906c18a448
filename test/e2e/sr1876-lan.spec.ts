import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/version.ts';
import { TestSocket } from '../helpers/ws-client.ts';
import { openDesk, watchConsole } from './helpers/desk.ts';

/**
 * Three players in three browsers (separate contexts) join one 1876 Stock Round table over the LAN server by its
 * join code (the join page: code and name) and play its round together: each director declares, each player
 * sells one share of their own company on their first turn and everyone else answers the offer on their own
 * screen (the first offer a player sees they take, later ones they decline), then they buy and pass until the
 * round ends; each reads the round-end review (Continue) to the end screen. No page ever holds another seat's
 * private view, and no open offer's answer reaches any page before its pass closes. A candidate's offer prompt
 * is photographed at 1366x768 and 1920x1080 (test-results/screenshots/sr1876-lan-offer-*.png).
 */

type Player = { page: Page; errors: string[]; name: string; answers: number; sold: boolean; bought: boolean };

async function until(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const event = await socket.next(10_000);
    if (event.type === type) return event;
    if (event.type === 'error') throw new Error(`host refused: ${String(event.reason)} ${String(event.message)}`);
  }
}

async function join(browser: Browser, code: string, name: string): Promise<Player> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openDesk(page, `/#/join/${code}`);
  await expect(page.getByTestId('join-code-input')).toHaveValue(code);
  await page.getByTestId('join-name-input').fill(name);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  return { page, errors, name, answers: 0, sold: false, bought: false };
}

async function enabled(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible()) && (await locator.first().isEnabled());
}

/** What this page's store holds: the seats of its private views, and whether an open offer's view names any answer. */
async function secrets(page: Page): Promise<{ seats: string[]; held: string[]; offerLeaks: boolean }> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { privateViews: Record<string, unknown>; publicView: { offer?: unknown } | null; game: { players: string[] } | null } }).sectorsDesk;
    const offer = desk.publicView?.offer ?? null;
    return { seats: Object.keys(desk.privateViews), held: desk.game?.players ?? [], offerLeaks: offer !== null && /"(answers|take|companyAnswer)"/.test(JSON.stringify(offer)) };
  });
}

/** Scrolls so `locator`'s top sits just below the sticky phase bar. */
async function bringUp(locator: Locator): Promise<void> {
  await locator.first().evaluate((el) => {
    const bar = document.querySelector('[data-testid="phase-bar"]')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - bar - 8);
  });
}

test('three browsers join a 1876 Stock Round by its code over the LAN and play a round, each answering offers', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const host = await TestSocket.open(`${baseURL!.replace(/^http/, 'ws')}/ws`);
  host.send({ type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test' } });
  await until(host, 'welcome');
  host.send({
    type: 'create_game', game: 'sr1876',
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }],
    options: { rounds: 1, timerMode: 'TIMERLESS', reviewSeconds: 30 },
    seed: 11,
  });
  const created = await until(host, 'game_created');
  const code = String(created.joinCode);
  const players = [await join(browser, code, 'Ann'), await join(browser, code, 'Bob'), await join(browser, code, 'Cleo')];
  host.send({ type: 'start_game', gameId: created.gameId });
  await until(host, 'ack');

  for (const { page } of players) {
    await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');
    await expect(page.getByTestId('sr-grid')).toBeVisible();
  }
  let continues = 0;
  let offerShot = false;
  for (let round = 0; round < 400; round++) {
    if ((await Promise.all(players.map(({ page }) => page.getByTestId('end-screen').isVisible()))).every(Boolean)) break;
    // Every page holds its own seat's private view only, and no open offer shows an answer.
    for (const { page } of players) {
      const s = await secrets(page);
      expect(s.seats.every((seat) => s.held.includes(seat))).toBe(true);
      expect(s.held).toHaveLength(1);
      expect(s.offerLeaks).toBe(false);
    }
    let acted = false;
    for (const p of players) {
      const { page } = p;
      const declare = page.locator('[data-testid^="sr-declare-send-"]');
      if (await enabled(declare)) {
        await declare.first().click();
        await expect(page.getByTestId('sr-error')).toHaveCount(0);
        acted = true;
      } else if (await enabled(page.getByTestId('sr-offer-take'))) {
        if (!offerShot) {
          offerShot = true;
          for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
            await page.setViewportSize(size);
            await bringUp(page.getByTestId('sr-step-panel'));
            await page.screenshot({ path: `test-results/screenshots/sr1876-lan-offer-${size.width}x${size.height}.png` });
          }
          await page.setViewportSize({ width: 1366, height: 768 });
        }
        const take = p.answers === 0;
        await page.getByTestId(take ? 'sr-offer-take' : 'sr-offer-decline').click();
        // The seat's own answer shows on its own screen, sealed from the others.
        await expect(page.getByTestId('sr-offer-take')).toHaveCount(0);
        p.answers += 1;
        acted = true;
      } else if (!p.sold && (await enabled(page.getByTestId('sr-sell')))) {
        await page.getByTestId('sr-sell-count').selectOption('1');
        await page.getByTestId('sr-sell').click();
        await expect(page.getByTestId('sr-sell-form')).toHaveCount(0);
        p.sold = true;
        acted = true;
      } else if (await enabled(page.getByTestId('sr-end-turn'))) {
        const buy = page.locator('button[data-testid^="sr-buy-"]:enabled');
        if (!p.bought && (await enabled(buy))) {
          await buy.first().click();
          p.bought = true;
        } else {
          await page.getByTestId('sr-end-turn').click();
        }
        await expect(page.getByTestId('sr-turn')).toHaveCount(0);
        acted = true;
      } else if (await enabled(page.getByTestId('sr-review-continue'))) {
        await page.getByTestId('sr-review-continue').click();
        await expect(page.getByTestId('sr-review-continue')).toHaveCount(0);
        continues += 1;
        acted = true;
      }
    }
    // Another browser's move has to reach this one: poll again (each check above waits for the screen itself).
    if (!acted) await players[0].page.waitForTimeout(100);
  }
  for (const { page } of players) {
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await expect(page.getByTestId('ranking')).toContainText('Cleo');
  }
  await players[0].page.screenshot({ path: 'test-results/screenshots/sr1876-lan-end-1366x768.png' });
  expect(players.every((p) => p.sold)).toBe(true);
  // Each answered the other two's offers.
  for (const p of players) expect(p.answers, p.name).toBeGreaterThanOrEqual(2);
  expect(continues).toBe(3);
  // Every page ends with the same ranking.
  const rankings = await Promise.all(players.map(({ page }) => page.getByTestId('ranking').textContent()));
  expect(new Set(rankings).size).toBe(1);
  for (const { errors } of players) expect(errors).toEqual([]);
});
