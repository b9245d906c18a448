import { expect, test, type Page } from '@playwright/test';
import { openDesk, watchConsole } from './helpers/desk.ts';
import type { Desk } from '../../src-renderer/client/desk.svelte.ts';

/**
 * The history browser (issue 13): a bots' game of Lot Auction plays to its end; from the end screen "Browse the
 * game" opens the history at the start, the buttons, the arrow keys and the slider step through it, and "Play
 * on from here" starts a what-if in which this screen holds a seat against a bot; the facilitator's "History"
 * on that running board shows the steps so far. A Stock Market Tycoon bots' year and a running Sectors game are
 * browsed too, so every game's board is drawn from a past step. Every step waits for what the screen shows.
 * Screenshots at 1366x768 and 1920x1080 go to test-results/screenshots/history-*.png.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function snap(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/history-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: 'easy' | 'medium' | 'hard' | 'random' };

/** Creates and starts a game of `game` from this page's store (the page facilitates it). */
async function startGame(page: Page, game: string, seats: Seat[], options: Record<string, unknown>, seed: number): Promise<void> {
  await page.evaluate(
    async ({ game, seats, options, seed }) => {
      const desk = (window as unknown as { sectorsDesk: Desk }).sectorsDesk;
      const outcome = await desk.createGame({ game, seats, options, seed, start: true });
      if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason} ${outcome.message}`);
    },
    { game, seats, options, seed },
  );
}

const step = (page: Page) => page.getByTestId('history-screen');

test('step through a finished bots’ game, play on from a step, and browse running games as their facilitator', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await page.setViewportSize(SIZES[0]);
  await openDesk(page);

  // A bots' round of Lot Auction, played to the end by the host.
  await startGame(page, 'auction', [{ name: 'Ada', kind: 'bot', botLevel: 'easy' }, { name: 'Bo', kind: 'bot', botLevel: 'easy' }], { rounds: 1, reviewSeconds: 5 }, 7);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 60_000 });

  // Browse it from the start: back and forth with the buttons, the keys and the slider.
  await page.getByTestId('browse-history').click();
  await expect(step(page)).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('history-step')).toHaveText('The start of the game');
  await expect(page.getByTestId('history-prev')).toBeDisabled();
  await expect(page.getByTestId('history-board').getByTestId('auction-bid-panel')).toBeVisible();
  await page.getByTestId('history-next').click();
  await expect(step(page)).toHaveAttribute('data-step', '1');
  // The sealed bids are revealed once their window closed: the log of that window says who won the lot.
  await expect(page.getByTestId('history-log')).toContainText('lot #1');
  await snap(page, 'auction-step');
  await page.keyboard.press('ArrowRight');
  await expect(step(page)).toHaveAttribute('data-step', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(step(page)).toHaveAttribute('data-step', '1');
  const last = Number(await page.getByTestId('history-slider').getAttribute('max'));
  await page.getByTestId('history-slider').fill(String(last));
  await expect(page.getByTestId('history-where')).toHaveText('The end of the game');
  await expect(page.getByTestId('history-play-on')).toHaveCount(0);
  await page.getByTestId('history-slider').fill('1');
  await expect(step(page)).toHaveAttribute('data-step', '1');

  // Play on from step 1 as Bo: a new game, running at once, this screen holding Bo's seat against a bot.
  await expect(page.getByTestId('history-play-on')).toBeVisible();
  await page.getByTestId('history-seat').selectOption('P2');
  await page.getByTestId('history-play-on').click();
  const board = page.getByTestId('board-screen');
  await expect(board).toBeVisible();
  await expect(board).toHaveAttribute('data-seat', 'P2');
  await snap(page, 'auction-what-if');

  // Its facilitator browses it while it runs: the steps so far, no what-if.
  await page.getByTestId('board-history').click();
  await expect(step(page)).toBeVisible();
  await expect(step(page)).toContainText('the history stops where the current window began');
  await expect(page.getByTestId('history-play-on')).toHaveCount(0);
  await page.getByTestId('history-close').click();
  await expect(board).toBeVisible();

  // A bots' year of Stock Market Tycoon, browsed from its end screen: its board at a past turn.
  await page.evaluate(async () => (window as unknown as { sectorsDesk: Desk }).sectorsDesk.leave());
  const tycoonBots: Seat[] = ['Ada', 'Bo', 'Cy'].map((name) => ({ name, kind: 'bot', botLevel: 'easy' }));
  await startGame(page, 'tycoon', tycoonBots, { years: 1, reviewSeconds: 5 }, 11);
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('browse-history').click();
  await expect(step(page)).toHaveAttribute('data-step', '0');
  for (let i = 1; i <= 4; i++) {
    await page.keyboard.press('ArrowRight');
    await expect(step(page)).toHaveAttribute('data-step', String(i));
  }
  await expect(page.getByTestId('history-where')).toContainText('Turn');
  await snap(page, 'tycoon-step');

  // A running Sectors game with a human seat nobody holds: its facilitator looks back at the windows so far.
  await page.evaluate(async () => (window as unknown as { sectorsDesk: Desk }).sectorsDesk.history.close());
  await page.evaluate(async () => (window as unknown as { sectorsDesk: Desk }).sectorsDesk.leave());
  await startGame(page, 'sectors', [{ name: 'Ann', kind: 'human' }, { name: 'Bot', kind: 'bot', botLevel: 'easy' }], { timerMode: 'TIMERLESS', reviewSeconds: 5 }, 3);
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await page.getByTestId('board-history').click();
  await expect(step(page)).toBeVisible();
  await expect(page.getByTestId('history-where')).toContainText('Turn 1');
  await snap(page, 'sectors-running');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('board-screen')).toBeVisible();

  expect(errors).toEqual([]);
});
