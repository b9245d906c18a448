import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createGame, joinByCode, openDesk, watchConsole } from './helpers/desk.ts';

/**
 * The facilitator's seats from the lobby to the running game: a 3-seat game where one player joined starts
 * with the two empty seats filled by bots; on the board the facilitator replaces the player by a bot, hands
 * the seat back and the player takes it again through the fresh seat link; a pause shows on the player's
 * board; a locked table turns a newcomer away in words. Screenshots at 1366×768 and 1920×1080 go to
 * test-results/screenshots/seats-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Screenshots of the viewport at both sizes, scrolled so that `focus` (what the picture is about) shows. */
async function snapSizes(page: Page, name: string, focus?: Locator): Promise<void> {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/seats-${name}-${size.width}x${size.height}.png`, fullPage: false });
  }
  if (before) await page.setViewportSize(before);
}

async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openDesk(page);
  return { page, errors };
}

test('empty seats become bots at the start; a seat goes to a bot and back to its player by a fresh link', async ({ browser }) => {
  test.setTimeout(120_000);
  const host = await newPage(browser);
  const { joinCode } = await createGame(
    host.page,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Cleo', kind: 'human' }],
    { timerMode: 'TIMERLESS', sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
  );
  const player = await newPage(browser);
  await joinByCode(player.page, joinCode, 'Ann');

  // ---- lobby: two seats nobody joined, three ways to start
  const choices = host.page.getByTestId('start-choices');
  await expect(choices).toContainText('2 human seats are still empty');
  await expect(host.page.getByTestId('start-fill-bots')).toContainText('Start: fill 2 empty seats with bots');
  await expect(host.page.getByTestId('start-remove')).toBeVisible();
  await expect(host.page.getByTestId('start-wait')).toBeVisible();
  await expect(host.page.getByTestId('join-url')).toHaveText(new RegExp(`/#/join/${joinCode}$`));
  await snapSizes(host.page, 'lobby-start-choices', choices);
  await host.page.getByTestId('start-bot-level').selectOption('easy');
  await host.page.getByTestId('start-fill-bots').click();

  // ---- board: Bob and Cleo are easy bots, Ann plays
  await expect(host.page.getByTestId('board-screen')).toBeVisible();
  await expect(player.page.getByTestId('board-screen')).toHaveAttribute('data-seat', 'P1');
  await host.page.getByTestId('seat-controls-toggle').click();
  await expect(host.page.getByTestId('seat-status-P2')).toHaveText('bot · Easy');
  await expect(host.page.getByTestId('seat-status-P3')).toHaveText('bot · Easy');
  await expect(host.page.getByTestId('seat-status-P1')).toHaveText('online');
  await snapSizes(host.page, 'board-seat-controls');

  // ---- Ann's seat to a bot, then back to a person with a fresh link
  await host.page.getByTestId('seat-level-P1').selectOption('hard');
  await host.page.getByTestId('seat-to-bot-P1').click();
  await expect(host.page.getByTestId('seat-status-P1')).toHaveText('bot · Hard');
  // Ann's screen lost the seat: it says so and watches.
  await expect(player.page.getByTestId('seat-revoked')).toContainText('The facilitator took your seat');
  await expect(player.page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'watch');
  await expect(player.page.getByTestId('ready-button')).toHaveCount(0);

  await host.page.getByTestId('seat-to-human-P1').click();
  const invite = host.page.getByTestId('seat-invite-url-P1');
  await expect(invite).toHaveText(new RegExp(`/\\?seat=P1#/join/${joinCode}$`));
  await expect(host.page.getByTestId('seat-invite-qr-P1')).toBeVisible();
  await snapSizes(host.page, 'board-seat-invite');
  const link = (await invite.textContent())!;

  await player.page.goto(link);
  await expect(player.page.getByTestId('board-screen')).toHaveAttribute('data-seat', 'P1');
  await expect(player.page.getByTestId('ready-button')).toBeVisible();
  await expect(host.page.getByTestId('seat-status-P1')).toHaveText('online');
  await expect(host.page.getByTestId('seat-invite-P1')).toHaveCount(0);

  // ---- pause: the player's board says so and takes no inputs
  await host.page.getByTestId('facilitator-pause').click();
  await expect(player.page.getByTestId('paused-banner')).toContainText('Paused by the facilitator');
  await expect(player.page.getByTestId('ready-button')).toBeDisabled();
  await snapSizes(player.page, 'board-paused');
  await player.page.emulateMedia({ colorScheme: 'dark' });
  await expect(player.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await player.page.screenshot({ path: 'test-results/screenshots/seats-board-paused-dark-1366x768.png' });
  await host.page.emulateMedia({ colorScheme: 'dark' });
  await expect(host.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await host.page.screenshot({ path: 'test-results/screenshots/seats-board-seat-controls-dark-1366x768.png' });
  await host.page.getByTestId('facilitator-resume').click();
  await expect(player.page.getByTestId('paused-banner')).toHaveCount(0);
  await expect(player.page.getByTestId('ready-button')).toBeEnabled();

  // ---- lock the table: a newcomer is turned away in words
  await host.page.getByTestId('seat-free-P1').click();
  await host.page.getByTestId('table-lock-toggle').click();
  await expect(host.page.getByTestId('table-locked-badge')).toContainText('Table locked');
  const newcomer = await newPage(browser);
  await newcomer.page.goto(`/#/join/${joinCode}`);
  await newcomer.page.getByTestId('join-name-input').fill('Dora');
  await newcomer.page.getByTestId('join-submit').click();
  await expect(newcomer.page.getByTestId('join-error')).toContainText('The facilitator has locked this table');

  expect(host.errors).toEqual([]);
  expect(newcomer.errors).toEqual([]);
  // The player's page saw its seat taken away by the host (SEAT_REVOKED) and nothing else went wrong.
  expect(player.errors).toEqual([]);
});
