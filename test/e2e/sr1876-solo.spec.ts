import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';

/**
 * A newcomer's solo 1876 Stock Round against three bots, by clicking from the start screen: the new-game form
 * (1876 Stock Round, one round, no timers, companies may buy from their director so the newcomer answers for
 * its company), the lobby, then the whole round: a declaration, a sale of one share of the newcomer's company
 * (answering the offer for the company), purchases, answers to any offer a bot's sale makes, passes, the
 * round-end review's Continue, to the end screen with the ranking. Every step waits for what the screen shows.
 * Screenshots of the board (the market grid), the turn panel, an offer prompt, the review and the end screen
 * at 1366x768 and 1920x1080 go to test-results/screenshots/sr1876-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Scrolls so `locator`'s top sits just below the sticky phase bar (no locator: the top of the page). */
async function bringUp(page: Page, locator: Locator | null): Promise<void> {
  if (!locator) {
    await page.evaluate(() => window.scrollTo(0, 0));
    return;
  }
  await locator.first().evaluate((el) => {
    const bar = document.querySelector('[data-testid="phase-bar"]')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - bar - 8);
  });
}

async function snap(page: Page, name: string, locator: Locator | null = null): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await bringUp(page, locator);
    await page.screenshot({ path: `test-results/screenshots/sr1876-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

async function visible(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

async function enabled(locator: Locator): Promise<boolean> {
  return (await visible(locator)) && (await locator.first().isEnabled());
}

/** What the board shows now: the window's id, the log's length, this seat's review mark and the end screen. */
async function moment(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    return [
      el('phase-bar')?.dataset.phaseSerial ?? '',
      String(document.querySelectorAll('[data-testid="sr-log"] li').length),
      String(el('sr-review-continued') !== null),
      String(el('end-screen') !== null),
    ].join('|');
  });
}

test('a newcomer plays a whole solo round of the 1876 Stock Round against three bots by clicking, to the end screen', async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  await page.getByTestId('new-game').click();
  await page.getByTestId('game-kind').selectOption('sr1876');
  await page.getByTestId('seat-name-0').fill('Newcomer');
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  await page.getByTestId('option-rounds').fill('1');
  await page.getByTestId('option-companyMayBuyFromDirector').check();
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('option-reviewSeconds').fill('30');
  await page.getByTestId('option-seed').fill('7');
  await snap(page, 'new-game', page.getByTestId('game-kind'));
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await page.getByTestId('claim-seat-P1').click();
  await expect(page.getByTestId('claim-seat-P1')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('sr-grid')).toBeVisible();
  await snap(page, 'board', page.getByTestId('sr-grid'));

  const done = { declarations: 0, sales: 0, buys: 0, passes: 0, answers: 0, companyAnswers: 0, continues: 0 };
  const shots = new Set<string>();
  const endScreen = page.getByTestId('end-screen');
  while (!(await visible(endScreen))) {
    const before = await moment(page);
    const declare = page.locator('[data-testid^="sr-declare-send-"]');
    const buy = page.locator('button[data-testid^="sr-buy-"]:enabled');
    if (await enabled(declare)) {
      // Put one treasury share on sale in round 1.
      await page.locator('[data-testid^="sr-declare-count-"]').first().fill('1');
      await declare.first().click();
      done.declarations += 1;
    } else if (await enabled(page.getByTestId('sr-offer-take'))) {
      // A bot sells: take the first share offered, decline after.
      if (!shots.has('offer')) {
        shots.add('offer');
        await snap(page, 'offer', page.getByTestId('sr-step-panel'));
      }
      await page.getByTestId(done.answers === 0 ? 'sr-offer-take' : 'sr-offer-decline').click();
      done.answers += 1;
    } else if (await enabled(page.getByTestId('sr-offer-company-decline'))) {
      // Our own sale: as the company's director, answer for the company (it declines, so a share may be absorbed).
      if (!shots.has('offer-company')) {
        shots.add('offer-company');
        await snap(page, 'offer-company', page.getByTestId('sr-step-panel'));
      }
      await page.getByTestId('sr-offer-company-decline').click();
      done.companyAnswers += 1;
    } else if (await enabled(page.getByTestId('sr-sell')) && done.sales === 0) {
      // The first turn: sell one share of our company first (the range the sale may reach is shown), then buy.
      if (!shots.has('turn')) {
        shots.add('turn');
        await snap(page, 'turn', page.getByTestId('sr-step-panel'));
      }
      await expect(page.getByTestId('sr-sell-range')).toContainText('If nobody takes any');
      await page.getByTestId('sr-sell-count').selectOption('1');
      await page.getByTestId('sr-sell').click();
      done.sales += 1;
    } else if (done.buys < 2 && (await enabled(buy)) && (await enabled(page.getByTestId('sr-end-turn')))) {
      await buy.first().click();
      done.buys += 1;
    } else if (await enabled(page.getByTestId('sr-end-turn'))) {
      await page.getByTestId('sr-end-turn').click();
      done.passes += 1;
    } else if (await enabled(page.getByTestId('sr-review-continue'))) {
      if (!shots.has('review')) {
        shots.add('review');
        await snap(page, 'review', page.getByTestId('sr-review'));
      }
      await page.getByTestId('sr-review-continue').click();
      done.continues += 1;
    }
    await expect
      .poll(async () => (await visible(endScreen)) || (await moment(page)) !== before, { timeout: 120_000, intervals: [100, 250, 500] })
      .toBe(true);
  }
  await expect(page.getByTestId('ranking')).toContainText('Newcomer');
  await expect(page.getByTestId('ranking-row-P1')).toBeVisible();
  await expect(page.getByTestId('end-reason')).toContainText('The round is played.');
  await snap(page, 'end');
  // The results as CSV: a header and one row per seat.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/-results\.csv$/);
  const rows = readFileSync((await csv.path())!, 'utf8').trim().split('\n');
  expect(rows[0]).toContain('net_worth_round_1');
  expect(rows).toHaveLength(5);
  expect(rows.join('\n')).toContain('Newcomer');
  // The help screen has the stock round's help and glossary while its game is open.
  await page.getByTestId('help-button').click();
  await expect(page.getByTestId('help-screen')).toBeVisible();
  await expect(page.getByTestId('help-glossary')).toContainText('Absorption');
  await snap(page, 'help');
  await page.getByTestId('help-close').click();
  console.log(`sr1876 solo: ${JSON.stringify(done)}`);
  expect(done.declarations).toBeGreaterThan(0);
  expect(done.sales).toBe(1);
  expect(done.buys).toBeGreaterThan(0);
  expect(done.passes).toBeGreaterThan(0);
  expect(done.companyAnswers + done.answers).toBeGreaterThan(0);
  expect(done.continues).toBe(1);
  expect(shots).toEqual(new Set([...shots].filter((s) => ['turn', 'offer', 'offer-company', 'review'].includes(s))));
  expect(shots.has('turn') && shots.has('review') && (shots.has('offer') || shots.has('offer-company'))).toBe(true);
  expect(errors).toEqual([]);
});
