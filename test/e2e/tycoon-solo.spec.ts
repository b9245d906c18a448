import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';
import { buyOrPass, defaultAnswer, enabled, visible } from './helpers/tycoon.ts';

/**
 * A newcomer's whole solo Stock Market Tycoon game against three bots, by clicking from the start screen: the
 * new-game form (Tycoon, Strategist, two market years, no timers), the lobby, then every turn a buy on the first
 * turns and a pass after, "Continue" through the year end's display steps and an answer in every window the
 * board offers, to the end screen with the ranking. Every step waits for what the screen shows. Screenshots of
 * the form, the board in a turn, the year end and the end screen at 1366x768 and 1920x1080 go to
 * test-results/screenshots/tycoon-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/tycoon-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

/** The window the board shows now (its id) and whether the end screen is up; a change means the game moved on. */
async function moment(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    return [el('phase-bar')?.dataset.phaseSerial ?? '', String(el('curtain-continue') !== null), String(el('end-screen') !== null)].join('|');
  });
}

test('a newcomer plays a whole solo Tycoon game against three bots by clicking, to the end screen', async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // A local profile: Investor and Strategist are locked for it, with the progress toward each shown.
  await page.getByTestId('profile-name').fill('Newcomer');
  await page.getByTestId('profile-create').click();
  await expect(page.getByTestId('profile-active')).toHaveValue(/.+/);
  await expect(page.getByTestId('profile-lock-tycoon-investor')).toContainText('0 / 3');
  await expect(page.getByTestId('profile-soon-tycoon-mogul')).toBeVisible();
  await snap(page, 'profiles');

  await page.getByTestId('new-game').click();
  await page.getByTestId('game-kind').selectOption('tycoon');
  await expect(page.getByTestId('option-lock-mode-strategist')).toContainText('0 / 2');
  await expect(page.getByTestId('option-mode').locator('option[value="strategist"]')).toBeDisabled();
  await snap(page, 'new-game-locked');
  // "Unlock every mode" in the profile's settings makes Strategist selectable (its games still count).
  await page.getByTestId('profile-unlock-all').check();
  await expect(page.getByTestId('option-mode').locator('option[value="strategist"]')).toBeEnabled();
  await page.getByTestId('seat-name-0').fill('Newcomer');
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  await page.getByTestId('option-mode').selectOption('strategist');
  await page.getByTestId('option-years').fill('2');
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('option-reviewSeconds').fill('30');
  await page.getByTestId('option-seed').fill('7');
  await snap(page, 'new-game');
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await page.getByTestId('claim-seat-P1').click();
  await expect(page.getByTestId('claim-seat-P1')).toHaveCount(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board-screen')).toBeVisible();

  const done = { buys: 0, passes: 0, continues: 0, answers: 0 };
  const shots = new Set<string>();
  const endScreen = page.getByTestId('end-screen');
  while (!(await visible(endScreen))) {
    const before = await moment(page);
    if (await enabled(page.getByTestId('curtain-continue'))) await page.getByTestId('curtain-continue').click();
    // My turn: buy 2,000 shares of the first company the verdict allows on the first turns, else pass.
    if (await enabled(page.getByTestId('tycoon-pass'))) {
      if (!shots.has('turn')) {
        shots.add('turn');
        await snap(page, 'turn');
      }
      if ((await buyOrPass(page, { buy: done.buys < 2, companies: ['ATL', 'TTN', 'GLB'], lots: '2' })) === 'buy') done.buys += 1;
      else done.passes += 1;
    } else if (await enabled(page.getByTestId('tycoon-continue'))) {
      // Each year-end step once: the reveal (E2), the tally (E4), the settlements (E8).
      const step = ((await page.getByTestId('phase-name').first().textContent()) ?? '').trim().toLowerCase().replace(/\s+/g, '-');
      if (!shots.has(step)) {
        shots.add(step);
        await snap(page, `year-end-${step}`);
      }
      await page.getByTestId('tycoon-continue').click();
      done.continues += 1;
    } else {
      // Any window the board offers (a suspension, premium, withhold, strike, offers, cover): the defaults.
      const answer = await defaultAnswer(page);
      if (answer) {
        await answer.click();
        done.answers += 1;
      }
    }
    await expect
      .poll(async () => (await visible(endScreen)) || (await moment(page)) !== before, { timeout: 120_000, intervals: [100, 250, 500] })
      .toBe(true);
  }
  await expect(page.getByTestId('ranking')).toContainText('Newcomer');
  await expect(page.getByTestId('ranking-row-P1')).toBeVisible();
  await snap(page, 'end');
  // The results as CSV: a header and one row per seat.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/-results\.csv$/);
  const rows = readFileSync((await csv.path())!, 'utf8').trim().split('\n');
  expect(rows[0]).toContain('net_worth_year_2');
  expect(rows).toHaveLength(5);
  expect(rows.join('\n')).toContain('Newcomer');
  // The help screen has Tycoon's help and glossary while a Tycoon game is open.
  await page.getByTestId('help-button').click();
  await expect(page.getByTestId('help-screen')).toBeVisible();
  await expect(page.getByTestId('help-glossary')).toContainText('Chairman');
  await snap(page, 'help');
  await page.getByTestId('help-close').click();
  // The finished game counted for the profile: one Strategist game completed.
  await page.getByTestId('end-screen').getByRole('button', { name: /start screen/i }).click();
  await expect(page.getByTestId('profile-summary-tycoon')).toContainText('1');
  await snap(page, 'profiles-after');
  console.log(`tycoon solo: ${JSON.stringify(done)}`);
  expect(done.buys).toBeGreaterThan(0);
  expect(done.passes).toBeGreaterThan(0);
  expect(done.continues).toBeGreaterThan(0);
  expect([...shots].filter((x) => x !== 'turn').length).toBe(3);
  expect(errors).toEqual([]);
});
