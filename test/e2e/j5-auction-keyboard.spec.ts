import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';
import { axeProblems, fitProblems } from './helpers/fit.ts';
import { layoutProblems } from './helpers/layout.ts';
import { createGameByKeyboard, focused, moment, movedOn, openWithTextBoard, retype, tabTo } from './helpers/keyboard.ts';

/**
 * Journey J5 for Lot Auction: a player who uses only the keyboard and a screen reader turns the device's
 * Screen-reader mode on (the board as text), sets up the shortest game (one round, three bots, no timers) in
 * "New game" and plays it to the end screen with page.keyboard alone — Tab, type-ahead in the selects, typing in
 * fields, Enter and the board's A key ("your move"), never a click. What the seat has and what happens is read
 * from the accessibility tree: coins, lots and score, the lot (its value hidden, then revealed), whose turn, and
 * at the end the scores and the shell's announcement. After every move the focus stays on the board. Screenshots
 * of the text board: test-results/screenshots/auction-text-*.png.
 */

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/auction-text-${name}.png`, fullPage: true });
}

test('a keyboard-only player with the board as text plays the shortest Lot Auction to the end', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithTextBoard(page, 'dark');
  await createGameByKeyboard(page, { kind: 'auction', typed: 'Lot', name: 'Kim', rounds: '1' });

  await expect(page.getByTestId('auction-text-board')).toBeVisible();
  await expect(page.getByTestId('auction-text-you')).toMatchAriaSnapshot(`
    - heading "You (Kim)" [level=2]
    - list:
      - listitem: /Coins. 30 coins/
      - listitem: /Lots. —/
      - listitem: /Score. 30 coins/
      - listitem: /Your sealed bid. none yet/
  `);
  await expect(page.getByTestId('auction-text-lot')).toMatchAriaSnapshot(`
    - heading /Lot .1/ [level=2]
    - list:
      - listitem: /Value. hidden until bidding closes/
  `);
  await expect(page.getByTestId('auction-text-now')).toMatchAriaSnapshot(`
    - heading /Round 1 of 1, Lot .1 — Bid for lot .1/ [level=2]
  `);
  expect(await axeProblems(page, '[data-testid="auction-text-board"]')).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await fitProblems(page, '[data-testid="auction-text-board"]')).toEqual([]);
  await shot(page, 'bid');

  const done = { bids: 0, readies: 0, works: 0, offers: 0, answers: 0 };
  const end = page.getByTestId('end-screen');
  for (let step = 0; step < 120 && !(await end.isVisible()); step++) {
    const before = await moment(page, 'auction-log');
    if (!['input', 'select'].includes((await focused(page)).tag)) await page.keyboard.press('a');
    const f = await focused(page);
    let acted = true;
    if (f.testid === 'auction-bid-input') {
      await retype(page, '9');
      await tabTo(page, page.getByTestId('auction-bid-ready'));
      await page.keyboard.press('Enter');
      // Ready with the bid: said on the board (or, when the bots were quicker, the bids are revealed at once).
      await expect(page.getByTestId('auction-bid-done').or(page.getByTestId('auction-bid-row-P1'))).toContainText(/You are ready with a bid of 9 coins\.|Kim\s*9/);
      done.bids += 1;
    } else if (f.testid === 'auction-reveal-ready') {
      await expect(page.getByTestId('auction-text-lot')).toMatchAriaSnapshot(`
        - list:
          - listitem: /Value. \\d+ coins?/
          - listitem: /Owner. /
      `);
      await shot(page, 'reveal');
      await page.keyboard.press('Enter');
      done.readies += 1;
    } else if (f.testid === 'auction-work') {
      await shot(page, 'turn');
      expect(await axeProblems(page, '[data-testid="auction-text-board"]')).toEqual([]);
      const price = page.getByTestId('auction-offer-price');
      if (done.offers === 0 && (await price.count()) > 0) {
        // An offer for another seat's lot: the target from its select, the price typed.
        await tabTo(page, page.getByTestId('auction-offer-to'));
        await tabTo(page, price);
        await retype(page, '1');
        await tabTo(page, page.getByTestId('auction-offer-submit'));
        done.offers += 1;
      } else {
        done.works += 1;
      }
      await page.keyboard.press('Enter');
    } else if (f.testid === 'auction-offer-accept') {
      await page.keyboard.press('Tab');
      expect((await focused(page)).testid).toBe('auction-offer-decline');
      await page.keyboard.press('Enter');
      done.answers += 1;
    } else {
      acted = false;
    }
    await movedOn(page, { log: 'auction-log', before, from: acted ? f.testid : null, timeout: 60_000 });
  }

  await expect(end).toBeVisible();
  await expect(page.getByTestId('end-reason')).toHaveText('The round is played.');
  await expect(page.getByTestId('ranking')).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row /Place Player Score/
  `);
  await expect(page.getByTestId('ranking')).toContainText('Kim');
  // The shell's announcer said it (the polite live region a screen reader reads).
  await expect(page.getByTestId('announcer')).toHaveText(/Game over/);
  await shot(page, 'end');
  console.log(`auction keyboard: ${JSON.stringify(done)}`);
  expect(done.bids).toBe(1);
  expect(done.readies).toBe(1);
  expect(done.works + done.offers).toBe(1);
  expect(errors).toEqual([]);
});
