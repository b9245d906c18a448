import { expect, test, type Page } from '@playwright/test';
import { claimSeat, openDesk, startGame, watchConsole } from './helpers/desk.ts';
import { continueOn } from './helpers/tycoon.ts';

/**
 * Hot-seat Tycoon: two players share one screen. Each turn opens behind the privacy curtain, which names the
 * player and shows public news only; after Continue the board shows that player's hand and never the other's.
 * Checked on every turn of a market year, and at the year end's reveal (price cards only, as the rules say).
 */

type Hands = Record<string, string[]>;


/** Every hand the page's store holds (one per seat this screen plays), by seat. */
async function hands(page: Page): Promise<Hands> {
  return page.evaluate(() => {
    const desk = (window as unknown as { sectorsDesk: { privateViews: Record<string, { hand?: string[] }> } }).sectorsDesk;
    return Object.fromEntries(Object.entries(desk.privateViews).map(([seat, v]) => [seat, v.hand ?? []]));
  });
}

/** The card ids the board shows as text (each hand card carries its id in data-card). */
async function cardsOnScreen(page: Page): Promise<string[]> {
  return page.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

test('a hot-seat Tycoon table never shows one player\'s hand to the other', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openDesk(page);
  await page.evaluate(async () => {
    const desk = (window as unknown as { sectorsDesk: { createGame(c: object): Promise<{ ok: boolean; reason?: string }> } }).sectorsDesk;
    const outcome = await desk.createGame({ game: 'tycoon', seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }], options: { years: 1, timerMode: 'TIMERLESS', reviewSeconds: 30 }, seed: 9 });
    if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason}`);
  });
  await claimSeat(page, 'P1');
  await claimSeat(page, 'P2');
  await startGame(page);
  await expect(page.getByTestId('board-screen')).toBeVisible();

  let turns = 0;
  for (let guard = 0; guard < 100 && !(await page.getByTestId('end-screen').isVisible()); guard++) {
    const curtain = page.getByTestId('curtain');
    if (await curtain.isVisible()) {
      // Behind the curtain: no card of any hand is on the screen.
      expect(await cardsOnScreen(page)).toEqual([]);
      await page.getByTestId('curtain-continue').click();
      continue;
    }
    if (await page.getByTestId('tycoon-pass').isVisible()) {
      // The acting seat's hand is on the board once its private view has arrived (wait for it, never for time).
      await expect(page.locator('[data-card]').first()).toBeVisible();
      const seat = (await page.getByTestId('board-screen').getAttribute('data-seat'))!;
      const all = await hands(page);
      const shown = await cardsOnScreen(page);
      expect(shown.length).toBeGreaterThan(0);
      for (const card of shown) expect(all[seat], `${card} shown during ${seat}'s turn`).toContain(card);
      if (turns === 0) await page.screenshot({ path: 'test-results/screenshots/tycoon-hotseat-turn-1366x768.png' });
      await page.getByTestId('tycoon-pass').click();
      // The turn is over when its panel leaves (the next seat's turn opens behind the curtain).
      await expect(page.getByTestId('tycoon-pass')).toHaveCount(0);
      turns += 1;
      continue;
    }
    if (await page.getByTestId('tycoon-suspend-none').isVisible()) {
      await page.getByTestId('tycoon-suspend-none').click();
      continue;
    }
    if (await page.getByTestId('tycoon-continue').isVisible()) {
      await continueOn(page);
      continue;
    }
    // A display step on a shared screen: each player continues for themselves, picked with the seat tabs.
    if (await page.getByTestId('tycoon-continued').isVisible()) {
      const seat = await page.getByTestId('board-screen').getAttribute('data-seat');
      await page.getByTestId(seat === 'P1' ? 'hotseat-seat-P2' : 'hotseat-seat-P1').click();
      continue;
    }
    await page.waitForTimeout(100);
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  expect(turns).toBe(6);
  expect(errors).toEqual([]);
});
