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

/**
 * J1's lesson plan: 12 students at three tables — Sectors, Stock Market Tycoon, the 1876 stock round — "fits in 45
 * minutes". The setup shows each table's own length, pace and expected end; 30 minutes names the table that
 * cannot fit before anything is created; back at 45 the class is created, every table started, and no table's
 * card says "Running late". Screenshots (1366×768 and 390×844): test-results/screenshots/lesson-class-*.
 */
const J1_ROSTER = [
  'Student, Email, Group',
  ...['Ana Silva', 'Ben Okafor', 'Chloé Martin', 'Dee Jones', 'Eve Park', 'Fay Wong', 'Gus Brown', 'Hana Ito', 'Ivan Petrov', 'Jo Kim'].map((n, i) => `${n}, s${i}@school.test, 10B`),
  'Maximiliana Alexandra Konstantinopoulou-Smythe, max@school.test, 10B',
  '"García, Lucía", lucia@school.test, 10B',
].join('\n');

const PHONE = { width: 390, height: 844 };

async function snapAt(page: Page, name: string, testId: string): Promise<void> {
  for (const size of [SIZES[0], PHONE]) {
    await page.setViewportSize(size);
    await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `test-results/screenshots/lesson-class-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

test('a class lesson plan fits every table by its own game, warns before creating, and starts on time', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await page.getByTestId('run-class').click();
  await page.getByTestId('class-setup-name').fill('10B Economics');
  await page.getByTestId('roster-text').fill(J1_ROSTER);
  await page.getByTestId('class-tables').fill('3');
  await page.getByTestId('table-game-2').selectOption('tycoon');
  await page.getByTestId('table-game-3').selectOption('sr1876');
  await page.getByTestId('lesson-minutes').fill('45');
  await page.getByTestId('lesson-minutes').press('Tab');

  const plan = page.getByTestId('lesson-plan');
  await expect(plan).toBeVisible();
  for (const n of [1, 2, 3]) {
    await expect(page.getByTestId(`lesson-plan-table-${n}`)).toHaveAttribute('data-fits', 'yes');
    await expect(page.getByTestId(`lesson-plan-end-${n}`)).toHaveText(/Ends ≈ \d{2}:\d{2} \(about \d+ min\)/);
  }
  await expect(page.getByTestId('lesson-plan-table-1')).toContainText('Turns 8');
  await expect(page.getByTestId('lesson-plan-table-2')).toContainText('Market years 3');
  await expect(page.getByTestId('lesson-plan-table-3')).toContainText('Rounds 1');
  await expect(page.getByTestId('lesson-plan-warning')).toHaveCount(0);
  await snapAt(page, 'plan', 'lesson-plan');

  // Thirty minutes: Sectors cannot fit; the teacher is told which table and what to do, and nothing is created yet.
  await page.getByTestId('lesson-minutes').fill('30');
  await page.getByTestId('lesson-minutes').press('Tab');
  const warning = page.getByTestId('lesson-plan-warning');
  await expect(warning).toContainText('Table 1 (Sectors) needs at least 45 minutes even at the fastest pace: choose a longer lesson, or another game for that table.');
  await expect(page.getByTestId('lesson-plan-table-1')).toHaveAttribute('data-fits', 'no');
  await page.getByTestId('create-class').click();
  await expect(page.getByTestId('class-setup-problems')).toContainText('Table 1 (Sectors) cannot end within the lesson');
  await expect(page.getByTestId('class-setup-screen')).toBeVisible();
  await snapAt(page, 'warning', 'lesson-plan');

  // Back to 45 minutes: every table fits; create, start every table, and no table runs late at its start.
  await page.getByTestId('lesson-minutes').fill('45');
  await page.getByTestId('lesson-minutes').press('Tab');
  await expect(warning).toHaveCount(0);
  await page.getByTestId('create-class').click();
  await expect(page.getByTestId('class-header')).toBeVisible();
  await page.getByTestId('class-start-all').click();
  const cards = page.locator('[data-testid^="class-table-"][data-status]');
  await expect(cards).toHaveCount(3);
  for (const n of [1, 2, 3]) {
    await expect(page.getByTestId(`class-table-${n}`)).toHaveAttribute('data-status', 'RUNNING');
    await expect(page.getByTestId(`class-table-${n}`).getByTestId('table-schedule')).toContainText(/Planned end \d{2}:\d{2}/);
  }
  await expect(page.getByTestId('table-late')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/lesson-class-dashboard-1366x768.png' });
  expect(errors).toEqual([]);
});
