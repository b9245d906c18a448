import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The screens around the board: start screen, new-game form, lobby (join code, QR code, seats), joining by
 * code from a second browser, the help, and the end of a (bots-only) game with its exports. Screenshots of
 * each in both themes go to test-results/screenshots/shell-*.png.
 */

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Full-page screenshots in the dark and the light theme (the app follows the system theme by default). */
async function snap(page: Page, name: string): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({ path: `test-results/screenshots/shell-${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'dark' });
}

test.describe.configure({ mode: 'serial' });

test('start screen: host version, solo preset, new-game form with every option and its default, settings', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.getByTestId('host-version')).toContainText(/\d+\.\d+\.\d+/);
  await expect(page.getByTestId('quick-solo')).toBeEnabled();
  // The server is shared by every spec of the run: earlier specs may have left games to resume.
  await expect(page.getByTestId('no-saved-games').or(page.locator('[data-testid^="resume-"]').first())).toBeVisible();
  await expect(page.getByTestId('settings-theme')).toHaveValue('system');
  await expect(page.getByTestId('settings-sounds')).toBeChecked();
  await expect(page.getByTestId('settings-language')).toHaveValue('en');
  await snap(page, 'start');

  await page.getByTestId('new-game').click();
  const form = page.getByTestId('new-game-form');
  await expect(form).toBeVisible();
  // Spec §5.1 defaults.
  const defaults: Record<string, string> = {
    maxTurns: '8', startingCash: '300', bankSize: '7500', consumerPool: '75', influencePoints: '50', priorityMode: 'CATCH_UP',
    sectors: 'RANDOM', distributionStrategy: 'PRIORITY', maxSubRounds: '3', timerMode: 'TIMED', phaseTimeMultiplier: '1', reviewSeconds: '5',
  };
  for (const [option, value] of Object.entries(defaults)) await expect(page.getByTestId(`option-${option}`)).toHaveValue(value);
  for (const toggle of ['ordersConcealed', 'limitOrdersEnabled', 'shortOrdersEnabled', 'optionOrdersEnabled', 'ownershipCapEnabled']) {
    await expect(page.getByTestId(`option-${toggle}`)).toBeChecked();
  }
  await expect(page.getByTestId('option-seed')).toHaveValue('');
  await expect(page.getByTestId('seat-row-3')).toBeVisible();
  await expect(page.getByTestId('seat-kind-0')).toHaveValue('human');
  await expect(page.getByTestId('seat-level-2')).toHaveValue('medium');

  // Seat rows: add one, make it a bot of a chosen level, remove it again.
  await page.getByTestId('add-seat').click();
  await expect(page.getByTestId('seat-name-4')).toHaveValue('Player 3');
  await page.getByTestId('seat-kind-4').selectOption('bot');
  await expect(page.getByTestId('seat-name-4')).toHaveValue('Bot 3');
  await page.getByTestId('seat-level-4').selectOption('hard');
  await expect(page.getByTestId('seat-level-4')).toHaveValue('hard');
  await page.getByTestId('remove-seat-4').click();
  await expect(page.getByTestId('seat-row-4')).toHaveCount(0);

  // Validation: an empty name and a duplicate are refused before anything is sent.
  await page.getByTestId('seat-name-0').fill('');
  await page.getByTestId('seat-name-1').fill('Bot 1');
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('form-problems')).toContainText('Seat 1 needs a name');
  await expect(page.getByTestId('form-problems')).toContainText('Seat 3 has the same name as seat 2');
  await expect(page.getByTestId('seat-name-0')).toBeFocused();
  await expect(page.getByTestId('lobby-screen')).toHaveCount(0);
  await snap(page, 'new-game-form');
  expect(errors).toEqual([]);
});

test('lobby and joining by code from a second browser; refresh takes the same seat back', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-name').fill('Lobby test');
  await page.getByTestId('option-maxTurns').selectOption('11');
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('create-game').click();

  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{5}$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByTestId('qr-code')).toHaveAttribute('data-text', new RegExp(`/#/join/${code}$`));
  await expect(page.getByTestId('lan-urls')).toContainText('127.0.0.1');
  await expect(page.getByTestId('host-secret')).not.toContainText(/[A-Za-z0-9_-]{16,}/);
  await page.getByTestId('host-secret-toggle').click();
  await expect(page.getByTestId('host-secret')).toHaveText(/^[A-Za-z0-9_-]{16,}$/);
  await page.getByTestId('host-secret-toggle').click();
  for (const player of ['P1', 'P2', 'P3', 'P4']) await expect(page.getByTestId(`seat-${player}`)).toBeVisible();
  await expect(page.getByTestId('seat-P1')).toContainText('waiting for a player');
  await expect(page.getByTestId('seat-P3')).toContainText('bot');

  // A second browser joins with the code from the join address.
  const other = await browser.newContext();
  const player = await other.newPage();
  const playerErrors = watchConsole(player);
  await player.goto(`/#/join/${code}`);
  await expect(player.getByTestId('join-screen')).toBeVisible();
  await expect(player.getByTestId('join-code-input')).toHaveValue(code);
  await expect(player.getByTestId('join-name-input')).toBeFocused();
  await snap(player, 'join');
  await player.getByTestId('join-name-input').fill('Bea');
  await player.getByTestId('join-submit').click();
  await expect(player.getByTestId('lobby-screen')).toBeVisible();
  await expect(player.getByText('Waiting for the host to start the game.')).toBeVisible();
  await expect(player.getByTestId('start-game')).toHaveCount(0);
  await expect(player.getByTestId('host-secret')).toHaveCount(0);
  await expect(page.getByTestId('seat-P1')).toContainText('Bea');
  await expect(page.getByTestId('seat-P1')).toContainText('joined');

  // A refresh rejoins the same seat with the remembered token.
  await player.reload();
  await expect(player.getByTestId('lobby-screen')).toBeVisible();
  await expect(page.getByTestId('seat-P1')).toContainText('joined');
  await expect(page.getByTestId('seat-P2')).toContainText('waiting for a player');

  // Hot seat, swapping seats between human and bot.
  await page.getByTestId('claim-seat-P2').click();
  await expect(page.getByTestId('seat-P2')).toContainText('plays on this screen');
  await page.getByTestId('seat-human-P3').click();
  await expect(page.getByTestId('seat-P3')).toContainText('waiting for a player');
  await page.getByTestId('seat-bot-level-P3').selectOption('hard');
  await page.getByTestId('seat-bot-P3').click();
  await expect(page.getByTestId('seat-P3')).toContainText('bot, ready');
  await snap(page, 'lobby');

  // Freeing the second browser's seat: it is waiting again.
  await page.getByTestId('free-seat-P1').click();
  await expect(page.getByTestId('seat-P1')).toContainText('waiting for a player');

  // Clear errors for a wrong code and for a game with no free seat.
  const stranger = await browser.newPage();
  await stranger.goto('/#/join/ZZZZZ');
  await stranger.getByTestId('join-submit').click();
  await expect(stranger.getByTestId('join-error')).toContainText('No game has this code');
  await stranger.close();

  // Watching needs no seat.
  const watcher = await browser.newPage();
  await watcher.goto('/');
  await watcher.getByTestId('join-code-input').fill(code.toLowerCase());
  await watcher.getByTestId('spectate-submit').click();
  await expect(watcher.getByTestId('lobby-screen')).toBeVisible();
  await expect(watcher.getByTestId('start-game')).toHaveCount(0);
  await watcher.close();

  await other.close();
  expect(errors).toEqual([]);
  expect(playerErrors).toEqual([]);
});

test('help: opened with the ? button and F1, searchable, with the glossary', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('help-button').click();
  const help = page.getByTestId('help-screen');
  await expect(help).toBeVisible();
  await expect(page.getByTestId('help-search')).toBeFocused();
  await expect(page.getByTestId('help-section-market-orders')).toBeVisible();
  await page.getByTestId('help-search').fill('throughput');
  await expect(page.getByTestId('glossary-throughput')).toBeVisible();
  await expect(page.getByTestId('help-section-production')).toBeVisible();
  await expect(page.getByTestId('help-section-market-orders')).toHaveCount(0);
  await expect(help.locator('mark').first()).toHaveText(/throughput/i);
  await snap(page, 'help');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(page.getByTestId('help-button')).toBeFocused();

  await page.keyboard.press('F1');
  await expect(help).toBeVisible();
  await page.getByTestId('help-search').fill('no such words anywhere');
  await expect(help).toContainText('Nothing matches');
  await page.getByTestId('help-close').click();
  await expect(help).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('end of a bots-only game: ranking, key moments, game file and CSV exports, review and load from the start screen', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByTestId('new-game').click();
  await page.getByTestId('game-name').fill('Bots night');
  // Two bots only, no timers, no review pauses: the game plays itself to the end.
  for (const i of [0, 1]) await page.getByTestId(`seat-kind-${i}`).selectOption('bot');
  await page.getByTestId('remove-seat-3').click();
  await page.getByTestId('remove-seat-2').click();
  await page.getByTestId('option-timerMode').selectOption('TIMERLESS');
  await page.getByTestId('option-reviewSeconds').fill('0');
  await page.getByTestId('option-seed').fill('shell-e2e');
  await page.getByTestId('create-game').click();
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await page.getByTestId('start-game').click();

  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 240_000 });
  const ranking = page.getByTestId('ranking');
  await expect(ranking.locator('tbody tr')).toHaveCount(2);
  await expect(ranking).toContainText('1.');
  await expect(page.getByTestId('end-reason')).toBeVisible();
  // Game terms explain themselves: focus shows the glossary definition.
  await page.getByTestId('term-net-worth').focus();
  await expect(page.getByTestId('term-tip-net-worth')).toBeVisible();
  await expect(page.getByTestId('term-tip-net-worth')).toContainText('cost of covering your open shorts');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('term-tip-net-worth')).toBeHidden();
  await page.getByTestId('term-net-worth').blur();
  await snap(page, 'end');

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^bots-night-\d{4}-\d{2}-\d{2}-results\.csv$/);
  const csvText = readFileSync((await csv.path())!, 'utf8');
  const lines = csvText.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Rank,Player,Net worth,Cash,Margin,Share value,Open shorts cost/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^1,/);

  const fileDownload = page.waitForEvent('download');
  await page.getByTestId('export-game').click();
  const gameFile = await fileDownload;
  expect(gameFile.suggestedFilename()).toMatch(/\.sectors\.json$/);
  const filePath = (await gameFile.path())!;
  expect(JSON.parse(readFileSync(filePath, 'utf8')).format).toBe('sectors-game');

  // Back to the start screen: the finished game is listed for review.
  await page.getByTestId('back-to-start').click();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  const review = page.locator('[data-testid^="resume-"]', { hasText: 'Review' }).first();
  await expect(review).toBeVisible();
  await review.click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await page.getByTestId('back-to-start').click();

  // Loading the exported file replays it.
  await page.getByTestId('load-file').setInputFiles(filePath);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ranking').locator('tbody tr')).toHaveCount(2);
  expect(errors).toEqual([]);
});
