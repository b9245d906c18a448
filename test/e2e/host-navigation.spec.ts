import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openDesk, watchConsole } from './helpers/desk.ts';
import type { Desk } from '../../src-renderer/client/desk.svelte.ts';

/**
 * The host does not get lost: a reload of the host page offers the running game back, "Back to start" leaves
 * the board while the game runs on, the join code stays on the board (and on the projector) for latecomers,
 * a running game saves only as a sealed file that opens with its passphrase, and a second device takes
 * control on /facilitate/CODE with the secret and pauses the game. Screenshots at 1366×768 and 1920×1080 go
 * to test-results/screenshots/host-nav-*.png.
 */

type WindowWithDesk = Window & { sectorsDesk: Desk };

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function snap(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/host-nav-${name}-${size.width}x${size.height}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const paused = (page: Page) => page.evaluate(() => (window as unknown as WindowWithDesk).sectorsDesk.session?.paused ?? null);

test('the host returns to a running game after a reload, and a second device takes control with the secret', async ({ browser }) => {
  test.setTimeout(120_000);
  const hostContext = await browser.newContext({ viewport: SIZES[0], acceptDownloads: true });
  const page = await hostContext.newPage();
  const errors = watchConsole(page);
  await openDesk(page, '/');
  const name = `Host nav ${Date.now()}`;
  const { gameId, joinCode } = await page.evaluate(
    async ({ name }) => {
      const desk = (window as unknown as WindowWithDesk).sectorsDesk;
      const outcome = await desk.createGame({
        name, start: true, seed: 11,
        seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bo', kind: 'bot', botLevel: 'easy' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' }],
        options: { timerMode: 'TIMED', phaseTimeMultiplier: 3 },
      });
      if (!outcome.ok) throw new Error(`${outcome.reason}: ${outcome.message}`);
      return { gameId: desk.game!.gameId, joinCode: desk.game!.joinCode };
    },
    { name },
  );

  // The board shows the join code and address for latecomers.
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('board-join-code')).toHaveText(joinCode);
  await expect(page.getByTestId('board-join-url')).toContainText(`/#/join/${joinCode}`);
  await snap(page, 'board');

  // A reload lands on the start screen, which offers the running game back.
  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.getByTestId('return-offer')).toContainText(name);
  await snap(page, 'return-offer');
  await page.getByTestId('return-to-game').click();
  await expect(page.getByTestId('board-join-code')).toHaveText(joinCode);

  // "Back to start" leaves the board; the game keeps running and is listed (and offered) on the start screen.
  await page.getByTestId('back-to-start').click();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await expect(page.getByTestId(`saved-game-${gameId}`)).toContainText('Running');
  await expect(page.getByTestId('return-to-game')).toContainText(name);
  await page.getByTestId('return-to-game').click();
  await expect(page.getByTestId('board-screen')).toBeVisible();

  // "Save game file" on the running board: a passphrase, twice, and a sealed file.
  await page.getByTestId('board-save-game').click();
  await expect(page.getByTestId('passphrase-dialog')).toContainText('it holds the game up to the last completed phase');
  await page.getByTestId('passphrase-input').fill('correct horse battery');
  await page.getByTestId('passphrase-repeat').fill('correct horse battery');
  await snap(page, 'save-dialog');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('passphrase-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-sealed\.sectors\.json$/);
  await expect(page.getByTestId('passphrase-dialog')).toHaveCount(0);
  const sealedPath = `test-results/host-nav-${Date.now()}.sectors.json`;
  await download.saveAs(sealedPath);
  expect(JSON.parse(readFileSync(sealedPath, 'utf8'))).toHaveProperty('sealed');

  // A second device opens /facilitate/CODE, types the secret, and pauses the game.
  const secret = await page.evaluate(() => (window as unknown as WindowWithDesk).sectorsDesk.game!.hostSecret!);
  const teacherContext = await browser.newContext({ viewport: SIZES[0] });
  const teacher = await teacherContext.newPage();
  const teacherErrors = watchConsole(teacher);
  await openDesk(teacher, `/facilitate/${joinCode}`);
  await expect(teacher.getByTestId('facilitate-screen')).toContainText(`Take control of game ${joinCode}`);
  await teacher.getByTestId('facilitate-secret').fill('not-the-secret');
  await teacher.getByTestId('facilitate-submit').click();
  await expect(teacher.getByTestId('facilitate-error')).toContainText('not the facilitator secret');
  await snap(teacher, 'facilitate-wrong-secret');
  await teacher.getByTestId('facilitate-secret').fill(secret);
  await teacher.getByTestId('facilitate-submit').click();
  await expect(teacher.getByTestId('board-join-code')).toHaveText(joinCode);
  await teacher.getByTestId('facilitator-pause').click();
  await expect.poll(() => paused(page)).toBe(true);
  await expect(teacher.getByTestId('facilitator-resume')).toBeVisible();
  // The teacher's reload comes straight back to the game (the address and the remembered secret).
  await teacher.reload();
  await expect(teacher.getByTestId('facilitator-resume')).toBeVisible();

  // The projector shows the code and address for latecomers.
  const projectorContext = await browser.newContext({ viewport: SIZES[1] });
  const projector = await projectorContext.newPage();
  // No top bar on the projector (no connection badge to wait for): the board itself says it is there.
  await projector.goto(`/project/${joinCode}`);
  await expect(projector.getByTestId('projector-invite')).toContainText(joinCode);
  await snap(projector, 'projector');

  // The sealed file opens only with its passphrase: a wrong one says so and keeps the file selected.
  await page.getByTestId('back-to-start').click();
  await page.getByTestId('load-file').setInputFiles(sealedPath);
  await expect(page.getByTestId('passphrase-dialog')).toContainText('is sealed');
  await page.getByTestId('passphrase-input').fill('wrong horse battery');
  await page.getByTestId('passphrase-submit').click();
  await expect(page.getByTestId('passphrase-error')).toContainText('does not open this file');
  await snap(page, 'import-wrong-passphrase');
  await page.getByTestId('passphrase-input').fill('correct horse battery');
  await page.getByTestId('passphrase-submit').click();
  await expect(page.getByTestId('start-screen')).toHaveCount(0);
  const imported = await page.evaluate(() => (window as unknown as WindowWithDesk).sectorsDesk.game);
  expect(imported).toMatchObject({ facilitator: true });
  expect(imported!.gameId).not.toBe(gameId);

  expect(errors).toEqual([]);
  expect(teacherErrors).toEqual([]);
  await Promise.all([hostContext.close(), teacherContext.close(), projectorContext.close()]);
});
