import { expect, test, type Browser, type Page } from '@playwright/test';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/version.ts';
import { TestSocket } from '../helpers/ws-client.ts';
import { joinByCode, openDesk, watchConsole } from './helpers/desk.ts';

/**
 * The projector made for a room: a Sectors table and a Tycoon table, each with bots and one person playing
 * from a browser, shown on /project/CODE. The room sees the phase, a big countdown, the join code with its QR,
 * who is still deciding (names only) and the leaderboard by return; nothing on the page acts. Screenshots at
 * 1920×1080 and 1280×720 in both themes.
 */

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

async function until(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
  for (;;) {
    const event = await socket.next(10_000);
    if (event.type === type) return event;
    if (event.type === 'error') throw new Error(`host refused: ${String(event.reason)} ${String(event.message)}`);
  }
}

/** Creates a game with Ann (a person) and three bots, lets Ann join from her own browser, and starts it. */
async function table(browser: Browser, baseURL: string, game: string, options: Record<string, unknown>) {
  const host = await TestSocket.open(`${baseURL.replace(/^http/, 'ws')}/ws`);
  host.send({ type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test' } });
  await until(host, 'welcome');
  host.send({
    type: 'create_game', game,
    seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bea', kind: 'bot', botLevel: 'easy' }, { name: 'Bot Cal', kind: 'bot', botLevel: 'easy' }, { name: 'Bot Dot', kind: 'bot', botLevel: 'easy' }],
    options,
    seed: 5,
  });
  const created = await until(host, 'game_created');
  const code = String(created.joinCode);
  const annContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const ann = await annContext.newPage();
  await openDesk(ann);
  await joinByCode(ann, code, 'Ann');
  host.send({ type: 'start_game', gameId: created.gameId });
  await until(host, 'ack');
  return { code, close: async () => { host.close(); await annContext.close(); } };
}

async function snapRoom(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await page.screenshot({ path: `test-results/screenshots/projector-room-${name}-${size.width}x${size.height}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
}

/** What every projector shows, whatever the game: phase, clock, invitation, deciding list, leaderboard, no controls. */
async function checkRoom(page: Page, code: string): Promise<void> {
  const screen = page.getByTestId('projector-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('phase-name')).not.toBeEmpty();
  await expect(page.getByTestId('projector-countdown')).not.toBeEmpty();
  await expect(page.getByTestId('projector-invite')).toContainText(code);
  await expect(page.getByTestId('board-qr')).toBeVisible();
  await expect(page.getByTestId('projector-deciding')).toBeVisible();
  const rows = page.getByTestId('standing-row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('projector-leaderboard')).toContainText('Ann');
  await expect(page.getByTestId('projector-leaderboard')).toContainText('%');
  // Ranked by return: the percentages read from the top down never increase.
  const returns = (await rows.locator('td.ret').allTextContents()).map((s) => Number(s.replace('−', '-').replace(/[^\d.-]/g, '')));
  expect(returns).toEqual([...returns].sort((a, b) => b - a));
  // No "your move", no Ready, no downloads, no way off the screen.
  await expect(page.locator('.band')).not.toContainText(/your (move|turn)/i);
  await expect(page.getByTestId('ready-button')).toHaveCount(0);
  await expect(page.getByTestId('board-save-game')).toHaveCount(0);
  await expect(page.getByTestId('back-to-start')).toHaveCount(0);
  await expect(page.locator('a[download]')).toHaveCount(0);
  await expect(page.locator('.room button, .band button')).toHaveCount(0);
}

test('a Sectors table on the projector: countdown, who is deciding, leaderboard', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const sectors = await table(browser, baseURL!, 'sectors', { reviewSeconds: 30, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] });
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/project/${sectors.code}`);
  await checkRoom(page, sectors.code);
  // The first window (the influence bid) is simultaneous: the bots decide at once, Ann is still deciding.
  await expect(page.getByTestId('projector-deciding').locator('li')).toHaveText(['Ann']);
  await expect(page.getByTestId('projector-countdown')).toHaveText(/\d+:\d\d/);
  await snapRoom(page, 'sectors');
  expect(errors).toEqual([]);
  await context.close();
  await sectors.close();
});

test('a Tycoon table on the projector: countdown, who is deciding, leaderboard', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const tycoon = await table(browser, baseURL!, 'tycoon', { mode: 'trader', years: 1 });
  const context = await browser.newContext({ viewport: SIZES[0] });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`/project/${tycoon.code}`);
  await checkRoom(page, tycoon.code);
  await snapRoom(page, 'tycoon');
  expect(errors).toEqual([]);
  await context.close();
  await tycoon.close();
});
