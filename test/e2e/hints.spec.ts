import { expect, test, type Page } from '@playwright/test';
import { claimSeat, createGame, openDesk, playUntil, startGame, waitForPhase, watchConsole } from './helpers/desk.ts';
import { viewportSettled } from './helpers/layout.ts';

/**
 * Hints for learners (issue 13) in the browser: a solo learner asks "What would the Hard bot do?" in the
 * influence bid and in a stock round and reads the move with one sentence saying why; at a table of two people
 * there is no button until the facilitator turns on the "Hints for learners" switch. Screenshots at 1366x768
 * and 1920x1080 go to test-results/screenshots/hints-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await viewportSettled(page);
    await page.screenshot({ path: `test-results/screenshots/hints-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

const OPTIONS = { timerMode: 'TIMERLESS', reviewSeconds: 0, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] };

test('a solo learner asks what the Hard bot would do, and reads the move and why', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await openDesk(page);
  await createGame(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Bot Ben', kind: 'bot', botLevel: 'easy' },
    { name: 'Bot Cleo', kind: 'bot', botLevel: 'easy' },
    { name: 'Bot Dan', kind: 'bot', botLevel: 'easy' },
  ], OPTIONS);
  await claimSeat(page, 'P1');
  await startGame(page);
  await expect(page.getByTestId('phase-name')).toHaveText('Influence bid');

  // Solo: hints are there without any switch.
  const ask = page.getByTestId('hint-ask');
  await expect(ask).toHaveText(/What would the Hard bot do\?/);
  await ask.click();
  await expect(page.getByTestId('hint-why')).toHaveText(/^Bid \d+ of your \d+ influence points: /);
  await snap(page, 'solo-influence');
  // Advice only: nothing was sent for Ann, she still has to bid herself.
  await expect(page.getByTestId('ready-button')).toHaveAttribute('aria-pressed', 'false');

  // A stock round: the hint names the company, the quantity and the forecast in dollars.
  await playUntil(page, 'P1', (p) => p.phase === 'PLACE_STOCK_ORDERS' && p.eligible && !p.ready);
  await waitForPhase(page, 'PLACE_STOCK_ORDERS');
  await expect(page.getByTestId('hint-panel')).toHaveCount(0);
  await page.getByTestId('hint-ask').click();
  await expect(page.getByTestId('hint-why')).toHaveText(/^(Buy|Sell|Short|Place|Ready up|Place no order)/);
  await snap(page, 'solo-stock-round');
  expect(errors).toEqual([]);
});

test('at a table of two people the facilitator switches hints on', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await openDesk(page);
  await createGame(page, [
    { name: 'Ann', kind: 'human' },
    { name: 'Bob', kind: 'human' },
    { name: 'Bot Cleo', kind: 'bot', botLevel: 'easy' },
  ], OPTIONS);
  await claimSeat(page, 'P1');
  await startGame(page);
  await expect(page.getByTestId('phase-name')).toHaveText('Influence bid');

  const toggle = page.getByTestId('facilitator-hints');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('hint-ask')).toHaveCount(0);
  await toggle.check();
  await expect(toggle).toBeChecked();
  await page.getByTestId('hint-ask').click();
  await expect(page.getByTestId('hint-why')).toHaveText(/influence points/);
  await snap(page, 'table-switch-on');
  await toggle.uncheck();
  await expect(page.getByTestId('hint-ask')).toHaveCount(0);
  expect(errors).toEqual([]);
});
