import { expect, test } from '@playwright/test';
import { act, claimSeat, createGame, openDesk, playUntil, publicState, snapBoth, startGame, waitForPhase, watchConsole } from './helpers/desk.ts';

/**
 * One player (also the facilitator) against three bots, through the phases that take votes: the company vote,
 * headlines, the revenue vote and the tranche vote, each done through its panel on the board. Screenshots of
 * every state go to test-results/screenshots/board-tour-*.png.
 */
test('a solo game: company vote, headlines, revenue vote and tranche vote through the board', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesk(page);
  await createGame(
    page,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bea', kind: 'bot', botLevel: 'medium' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'medium' }, { name: 'Bot Di', kind: 'bot', botLevel: 'easy' }],
    { timerMode: 'TIMERLESS', reviewSeconds: 0, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
    false,
    5,
  );
  await claimSeat(page, 'P1');
  await startGame(page);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');

  // Influence: bid through the panel, then Ready with the keyboard.
  await page.getByTestId('influence-bid-input').fill('20');
  await page.getByTestId('influence-bid-submit').click();
  await expect(page.getByTestId('influence-bid-current')).toContainText('20 points');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('R');
  await waitForPhase(page, 'PLACE_STOCK_ORDERS', 1);

  // Buy enough of the Consumer Defensive company at the IPO to float it (30 %).
  const steady = (await publicState(page)).companies[0];
  await page.keyboard.press('O');
  await expect(page.getByTestId('order-type')).toBeFocused();
  await page.getByTestId('order-company').selectOption(steady.id);
  await page.getByTestId('order-quantity').fill('3');
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('orders-list')).toContainText(`buy 3 ${steady.id}`);
  await snapBoth(page, 'tour-order-placed');

  // The help overlay lists the shortcuts.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcut-help')).toContainText('Go to the order ticket');
  await page.screenshot({ path: 'test-results/screenshots/board-tour-help-dark.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcut-help')).toHaveCount(0);

  // On to this company's vote (turn 1: a company that floated takes part in the company vote).
  let at = await playUntil(page, 'P1', (p) => p.phase === 'COMPANY_VOTE' && p.eligible && !p.ready);
  expect(at.phase).toBe('COMPANY_VOTE');
  const panel = page.getByTestId('company-vote-panel');
  await expect(panel).toBeVisible();
  const first = panel.locator('[data-testid^="company-action-"]').first();
  const action = (await first.getAttribute('data-testid'))!.replace('company-action-', '');
  await first.check();
  await expect(page.getByTestId('company-vote-verdict')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('company-vote-submit').click();
  await expect(panel).toContainText('Your vote:');
  await snapBoth(page, 'tour-company-vote');
  await act(page, 'P1', { type: 'READY' });
  await expect(page.getByTestId('phase-summary')).toContainText(`${steady.id} will do`);
  expect(action.length).toBeGreaterThan(0);

  // Turn 2 starts with headlines: back one, then withdraw again.
  at = await playUntil(page, 'P1', (p) => p.phase === 'START_TURN');
  const headline = page.locator('[data-testid^="headline-"]').first();
  await expect(headline).toBeVisible();
  await headline.click();
  await expect(headline).toHaveAttribute('aria-pressed', 'true');
  await snapBoth(page, 'tour-headlines');
  await headline.click();
  await expect(headline).toHaveAttribute('aria-pressed', 'false');

  // Revenue vote for the company Ann holds, if it earned anything this turn.
  at = await playUntil(page, 'P1', (p) => (p.phase === 'REVENUE_VOTE' && p.eligible && !p.ready) || p.turn >= 3);
  if (at.phase === 'REVENUE_VOTE') {
    const full = page.locator(`[data-testid="revenue-vote-${steady.id}-FULL"]`);
    await expect(full).toBeVisible();
    await full.click();
    await expect(full).toHaveAttribute('aria-pressed', 'true');
    await snapBoth(page, 'tour-revenue-vote');
  }

  // Turn 3: tranche vote.
  at = await playUntil(page, 'P1', (p) => p.phase === 'TRANCHE_VOTE');
  await expect(page.getByTestId('tranche-vote-panel')).toBeVisible();
  await page.getByTestId('tranche-vote-1').click();
  await expect(page.getByTestId('tranche-vote-1')).toHaveAttribute('aria-pressed', 'true');
  await snapBoth(page, 'tour-tranche-vote');
  at = await playUntil(page, 'P1', (p) => p.phase === 'TRANCHE_DISTRIBUTE' || p.phase === 'PLACE_STOCK_ORDERS');
  if (at.phase === 'TRANCHE_DISTRIBUTE' && at.eligible) {
    await expect(page.getByTestId('tranche-allocate-panel')).toBeVisible();
    await expect(page.getByTestId('tranche-allocate-verdict')).toHaveAttribute('data-ok', 'true');
    await page.getByTestId('tranche-allocate-submit').click();
    await expect(page.getByTestId('tranche-allocate-panel')).toContainText('Saved');
    await snapBoth(page, 'tour-tranche-allocate');
  }

  // Later: the charts have several turns, the log filters by company.
  at = await playUntil(page, 'P1', (p) => p.phase === 'PLACE_STOCK_ORDERS' && p.turn >= 4);
  await page.getByTestId('log-filter-company').selectOption(steady.id);
  await expect(page.getByTestId('game-log')).toContainText(steady.id);
  await snapBoth(page, 'tour-turn-4');
  expect(errors).toEqual([]);
});
