import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';

/**
 * A teacher plans a Tycoon lesson: "fits in 30 minutes" picks the number of market years and the pace and shows
 * the expected end; the game is created with it and the facilitator's board bar shows the planned and expected
 * end. Screenshots of the form and the board bar at 1366x768 and 1920x1080 go to test-results/screenshots/lesson-*.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/lesson-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

test('a lesson preset fits a Tycoon game into 30 minutes and the board shows when it should end', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-kind').selectOption('tycoon');
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  await page.getByTestId('lesson-minutes').fill('30');
  await page.getByTestId('lesson-minutes').press('Tab');
  await expect(page.getByTestId('lesson-expected')).toContainText(/\d{1,2}:\d{2}/);
  // Thirty minutes cannot hold ten market years at these clocks: the preset shortened the game.
  const years = Number(await page.getByTestId('option-years').inputValue());
  expect(years).toBeGreaterThanOrEqual(1);
  expect(years).toBeLessThan(10);
  await page.getByTestId('lesson-minutes').scrollIntoViewIfNeeded();
  await snap(page, 'form');
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await page.getByTestId('claim-seat-P1').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('lesson-clock')).toBeVisible();
  await expect(page.getByTestId('lesson-expected-end')).toContainText(/\d{1,2}:\d{2}/);
  await snap(page, 'board');
  expect(errors).toEqual([]);
});
