import { expect, test } from '@playwright/test';
import { claimSeat, createGame, openDesk, playUntil, publicState, snapBoth, startGame, watchConsole } from './helpers/desk.ts';

/**
 * A full table: one player and nineteen bots, played on to turn 7. The board must stay readable with 20
 * seats and every company on it (ready list, players table, sectors, tier track, charts).
 */
test('20 seats: the board stays readable late in the game', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesk(page);
  const seats = [{ name: 'Ann', kind: 'human' as const }, ...Array.from({ length: 19 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, botLevel: 'medium' as const }))];
  await createGame(page, seats, { timerMode: 'TIMERLESS', reviewSeconds: 0, maxTurns: 11 }, false, 3);
  await claimSeat(page, 'P1');
  await startGame(page);
  await playUntil(page, 'P1', (p) => p.phase === 'PLACE_STOCK_ORDERS' && p.turn >= 7);
  const state = await publicState(page);
  expect(state.players).toHaveLength(20);
  await expect(page.getByTestId('ready-list').locator('li')).toHaveCount(20);
  await expect(page.getByTestId('players-table').locator('tbody tr')).toHaveCount(20);
  for (const c of state.companies.filter((x) => x.status !== 'BANKRUPT')) await expect(page.getByTestId(`company-card-${c.id}`)).toBeVisible();
  await expect(page.getByTestId('tier-track').locator('[data-company]')).toHaveCount(state.companies.filter((x) => x.status !== 'BANKRUPT').length);
  await snapBoth(page, 'crowd-turn-7');
  expect(errors).toEqual([]);
});
