import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';
import { axeProblems, fitProblems } from './helpers/fit.ts';
import { layoutProblems } from './helpers/layout.ts';
import { createGameByKeyboard, focused, moment, movedOn, openWithTextBoard, retype, tabTo } from './helpers/keyboard.ts';

/**
 * Journey J5 for the 1876 stock round: a player who uses only the keyboard and a screen reader turns the
 * device's Screen-reader mode on (the board as text), sets up a one-round, timerless game against three bots in
 * "New game" and plays it to the end screen with page.keyboard alone — Tab, type-ahead in the selects, typing in
 * fields, Enter, and the board's A key ("your move"), never a click. Each move is read from the accessibility
 * tree (toMatchAriaSnapshot / ariaSnapshot): the seat's cash, shares and director mark, the market table's prices
 * and cells, the phase and whose turn, and at the end the ranking and the shell's announcement. After every move
 * the focus stays on the board (never the page's body). Screenshots of the text board:
 * test-results/screenshots/sr1876-text-*.png.
 */

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/sr1876-text-${name}.png`, fullPage: true });
}

test('a keyboard-only player with the board as text plays a solo 1876 stock round to the end', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openWithTextBoard(page, 'light');
  // New game, by keyboard: the 1876 stock round, Kim against three bots, one round (solo: no timers).
  await createGameByKeyboard(page, { kind: 'sr1876', typed: '1876', name: 'Kim', rounds: '1' });

  // The board as text: no grid drawing, the seat's figures in a list, the market as a table.
  const board = page.getByTestId('sr-text-board');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('sr-grid')).toHaveCount(0);
  await expect(page.getByTestId('sr-text-you')).toMatchAriaSnapshot(`
    - heading "You (Kim)" [level=2]
    - list:
      - listitem: "Cash: $615"
      - listitem: /Net worth. \\$915 /
      - listitem: "PSR: 3 shares, worth $300; you are its director"
      - listitem: "SFR: 0 shares, worth $0"
  `);
  // Round 1's bonus has lifted PSR from 95 to 100: row 1, column 11, the top row.
  await expect(page.getByRole('table', { name: /price and the cell of its token/ })).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row /PSR, Port of Spain Railway \\$100 row 1, column 11 \\$111/
        - row /SFR, San Fernando Railway \\$90 row 3, column 11/
  `);
  await expect(page.getByTestId('sr-text-now')).toMatchAriaSnapshot(`
    - heading /Round 1 of 1 — /
  `);
  await expect(page.getByTestId('sr-text-time')).toHaveText('No time limit.');
  // Whose turn, in words: the round opens with the directors' declarations.
  await expect(page.getByTestId('sr-text-whose')).toHaveText(/^(You are declaring re-issues\.|Bot \d is declaring re-issues\.|It is (your|Bot \d’s) turn\.)$/);
  // No serious or critical WCAG 2.2 AA finding on the text board.
  expect(await axeProblems(page, '[data-testid="sr-text-board"]')).toEqual([]);
  await shot(page, 'start');
  // The text board fits a phone too: nothing cut off, no sideways page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await layoutProblems(page)).toEqual([]);
  expect(await fitProblems(page, '[data-testid="sr-text-board"]')).toEqual([]);
  await shot(page, 'start-390x844');
  await page.setViewportSize({ width: 1366, height: 768 });

  const done = { declarations: 0, sales: 0, buys: 0, passes: 0, answers: 0, continues: 0 };
  const shots = new Set<string>();
  const end = page.getByTestId('end-screen');
  for (let step = 0; step < 300 && !(await end.isVisible()); step++) {
    const before = await moment(page, 'sr-log');
    // The board's A key: the focus goes to this window's next control (or its panel when there is nothing to do).
    // A field that has the focus is already the move (and would take the letter as typing).
    if (!['input', 'select'].includes((await focused(page)).tag)) await page.keyboard.press('a');
    const f = await focused(page);
    let acted = true;
    if (f.testid.startsWith('sr-declare-count-')) {
      if (!shots.has('declare')) {
        shots.add('declare');
        await shot(page, 'declare');
      }
      await retype(page, '1');
      await page.keyboard.press('Tab');
      expect((await focused(page)).testid).toMatch(/^sr-declare-send-/);
      await page.keyboard.press('Enter');
      done.declarations += 1;
    } else if (f.testid === 'sr-sell-company' && done.sales === 0) {
      // The first turn: sell one share of PSR; the sale's best and worst outcomes are said beside it.
      await expect(page.getByTestId('sr-sell-range')).toMatchAriaSnapshot(`
        - list:
          - listitem: "If every share is taken: $100"
          - listitem: /If nobody takes any. \\$\\d+ \\(token to \\$\\d+\\)/
      `);
      if (!shots.has('turn')) {
        shots.add('turn');
        await shot(page, 'turn');
      }
      await page.keyboard.type('PSR');
      await page.keyboard.press('Tab');
      expect((await focused(page)).testid).toBe('sr-sell-count');
      await page.keyboard.press('Tab');
      expect((await focused(page)).testid).toBe('sr-sell');
      await expect(page.getByTestId('sr-sell')).toBeEnabled();
      await page.keyboard.press('Enter');
      done.sales += 1;
    } else if (f.testid === 'sr-sell-company' || f.testid.startsWith('sr-buy-') || f.testid === 'sr-end-turn') {
      const buy = page.locator('button[data-testid^="sr-buy-"]:enabled');
      if (done.buys === 0 && (await buy.count()) > 0) {
        await tabTo(page, buy.first());
        done.buys += 1;
      } else {
        await tabTo(page, page.getByTestId('sr-end-turn'));
        done.passes += 1;
      }
      await page.keyboard.press('Enter');
    } else if (f.testid === 'sr-offer-take') {
      // A bot sells: the offer is said as a question; take the first share offered, decline after.
      await expect(page.getByTestId('sr-text-owed')).toMatchAriaSnapshot(`
        - list:
          - listitem: /Do you take one share of [A-Z]+ for \\$\\d+\\?/
      `);
      if (!shots.has('offer')) {
        shots.add('offer');
        await shot(page, 'offer');
      }
      if (done.answers > 0) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).testid).toBe('sr-offer-decline');
      }
      await page.keyboard.press('Enter');
      done.answers += 1;
    } else if (f.testid === 'sr-offer-company-take') {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      done.answers += 1;
    } else if (f.testid === 'sr-review-continue') {
      await expect(page.getByTestId('sr-review')).toMatchAriaSnapshot(`
        - heading /Round 1. payout/ [level=3]
      `);
      if (!shots.has('review')) {
        shots.add('review');
        await shot(page, 'review');
      }
      await page.keyboard.press('Enter');
      done.continues += 1;
    } else {
      acted = false;
    }
    // The move went: the focus is still on the board (the next control, a panel or the result), not the page; then
    // wait for the game to move on (a bot's move, the window after ours) before looking again.
    await movedOn(page, { log: 'sr-log', before, from: acted ? f.testid : null, timeout: 120_000 });
    // What the text says between moves: whose turn it is, from the live view.
    if (!(await end.isVisible()) && (await page.getByTestId('sr-text-whose').count()) > 0) {
      const whose = (await page.getByTestId('sr-text-whose').ariaSnapshot()).trim();
      expect(whose.length).toBeGreaterThan(10);
    }
  }

  // The end: the ranking, the reason and the shell's announcement.
  await expect(end).toBeVisible();
  await expect(page.getByTestId('end-reason')).toHaveText('The round is played.');
  await expect(page.getByTestId('ranking')).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row /Place Player Net worth Cash/
  `);
  await expect(page.getByTestId('ranking')).toContainText('Kim');
  // The shell's announcer said it (the polite live region a screen reader reads).
  await expect(page.getByTestId('announcer')).toHaveText(/Game over/);
  await shot(page, 'end');
  console.log(`sr1876 keyboard: ${JSON.stringify(done)}`);
  expect(done.declarations).toBeGreaterThan(0);
  expect(done.sales).toBe(1);
  expect(done.buys).toBe(1);
  expect(done.passes).toBeGreaterThan(0);
  expect(done.continues).toBe(1);
  expect(errors).toEqual([]);
});
