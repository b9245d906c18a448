import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { act, claimSeat, createGame, joinByCode, openDesk, playUntil, publicState, startGame, waitForPhase, watchConsole } from './helpers/desk.ts';
import { axeProblems, fitProblems, smallTargets } from './helpers/fit.ts';
import { DESK, eachSizeAndTheme, expectAboveFold, layoutProblems, PHONE } from './helpers/layout.ts';

/**
 * Journey J4 (students on phones) and J5 (WCAG 2.2 AA) for Sectors: every screen a student meets — the board in
 * each kind of phase (influence bid, stock orders with the order ticket, results, the company vote, the revenue
 * vote, the tranche vote), the hot-seat curtain and the end screen — fits a 390×844 phone and a 1366×768 desk:
 * the page never scrolls sideways, no text is cut off, on the phone the student's own move is on the first
 * screenful, and axe finds no serious or critical violation on Sectors' board in either theme.
 * Screenshots in both themes: test-results/screenshots/sectors-<state>-<width>x<height>-<theme>.png.
 */

/** Controls under 24×24 px in Sectors' part of the screen; a glossary term inside a sentence is inline text (exempt). */
async function smallControls(page: Page, scope: string): Promise<string[]> {
  return (await smallTargets(page, scope)).filter((line) => !line.startsWith('term-'));
}

/**
 * Checks one state at both sizes and in both themes (soft: every problem of every state is reported at the end)
 * and saves its screenshots. `move`: the student's own move, which must start on the phone's first screenful.
 */
async function checkState(page: Page, name: string, move: Locator | null, scope = '.game-board'): Promise<void> {
  await eachSizeAndTheme(page, {
    shot: `sectors-${name}`,
    after: DESK,
    atSize: async (size) => {
      expect.soft(await layoutProblems(page), `layout problems: ${name} at ${size.width}×${size.height}`).toEqual([]);
      expect.soft(await fitProblems(page, scope), `text that does not fit: ${name} at ${size.width}×${size.height}`).toEqual([]);
      expect.soft(await smallControls(page, scope), `targets under 24×24 px: ${name} at ${size.width}×${size.height}`).toEqual([]);
      if (move && size === PHONE) {
        await expectAboveFold(page, move, `${name}: the student's move`).catch((error: unknown) => expect.soft(String(error), 'above the fold').toBe(''));
      }
    },
    atTheme: async (size, scheme) => {
      if (size === DESK) expect.soft(await axeProblems(page, scope), `axe: ${name} (${scheme})`).toEqual([]);
    },
  });
}

/** A student's page in its own browser context, joined by code into the human seat `name` (optionally in Screen-reader mode). */
async function studentPage(browser: Browser, code: string, name: string, textBoard = false): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK });
  if (textBoard) {
    await context.addInitScript(() => window.localStorage.setItem('sectors.preferences', JSON.stringify({ theme: 'system', sounds: false, language: 'en', textBoard: true })));
  }
  const page = await context.newPage();
  await openDesk(page);
  await joinByCode(page, code, name);
  return page;
}

test('Sectors fits a student’s phone and a desk in every kind of phase, to the end screen', async ({ page: host, browser }) => {
  test.setTimeout(420_000);
  const hostErrors = watchConsole(host);
  await openDesk(host);
  const { joinCode } = await createGame(
    host,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bea', kind: 'bot', botLevel: 'medium' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'medium' }, { name: 'Bot Di', kind: 'bot', botLevel: 'easy' }],
    { timerMode: 'TIMERLESS', maxTurns: 8, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
    false,
    5,
  );
  const page = await studentPage(browser, joinCode, 'Ann');
  const errors = watchConsole(page);
  await startGame(host);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');

  // Influence bid: a bid typed and checked, not yet sent.
  await page.getByTestId('influence-bid-input').fill('20');
  await expect(page.getByTestId('influence-bid-verdict')).toHaveAttribute('data-ok', 'true');
  await checkState(page, 'influence-bid', page.getByTestId('influence-bid-submit'));
  await page.getByTestId('influence-bid-submit').click();
  await expect(page.getByTestId('influence-bid-current')).toBeVisible();
  await act(page, 'P1', { type: 'READY' });

  // The bids revealed (a result to read).
  await waitForPhase(page, 'INFLUENCE_BID_RESOLVE');
  await checkState(page, 'influence-result', page.getByTestId('phase-summary'));
  await act(page, 'P1', { type: 'READY' });

  // Stock orders: the ticket filled in (preview and verdict), then the order placed.
  await waitForPhase(page, 'PLACE_STOCK_ORDERS', 1);
  const steady = (await publicState(page)).companies[0];
  await page.getByTestId('order-company').selectOption(steady.id);
  await page.getByTestId('order-quantity').fill('3');
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await checkState(page, 'stock-ticket', page.getByTestId('order-type'));
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('orders-list')).toContainText(`buy 3 ${steady.id}`);
  await checkState(page, 'stock-placed', page.getByTestId('order-ticket'));

  // The orders revealed and resolved.
  let at = await playUntil(page, 'P1', (p) => p.phase === 'RESOLVE_MARKET_ORDERS');
  expect(at.phase).toBe('RESOLVE_MARKET_ORDERS');
  await checkState(page, 'stock-resolved', page.getByTestId('phase-summary'));

  // The company vote of the company Ann floated.
  at = await playUntil(page, 'P1', (p) => p.phase === 'COMPANY_VOTE' && p.eligible && !p.ready);
  expect(at.phase).toBe('COMPANY_VOTE');
  await page.locator('[data-testid^="company-action-"]').first().check();
  await expect(page.getByTestId('company-vote-verdict')).toHaveAttribute('data-ok', 'true');
  await checkState(page, 'company-vote', page.getByTestId('company-vote-panel'));

  // A revenue vote (the first time a company Ann holds earns revenue: before or after the tranche vote of turn 3).
  const revenueVote = (p: { phase: string; eligible: boolean; ready: boolean }) => p.phase === 'REVENUE_VOTE' && p.eligible && !p.ready;
  let revenueSeen = false;
  at = await playUntil(page, 'P1', (p) => revenueVote(p) || p.phase === 'TRANCHE_VOTE');
  if (at.phase === 'REVENUE_VOTE') {
    revenueSeen = true;
    await checkState(page, 'revenue-vote', page.getByTestId('revenue-panel'));
    at = await playUntil(page, 'P1', (p) => p.phase === 'TRANCHE_VOTE');
  }
  expect(at.phase).toBe('TRANCHE_VOTE');
  await checkState(page, 'tranche-vote', page.getByTestId('tranche-vote-panel'));
  if (!revenueSeen) {
    at = await playUntil(page, 'P1', revenueVote, 2000);
    if (at.phase === 'REVENUE_VOTE') await checkState(page, 'revenue-vote', page.getByTestId('revenue-panel'));
  }

  // On to the end of the game.
  at = await playUntil(page, 'P1', () => false, 2000);
  expect(at.status).not.toBe('RUNNING');
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await checkState(page, 'end', page.getByTestId('ranking'), '[data-testid="end-screen"]');
  expect(errors).toEqual([]);
  expect(hostErrors).toEqual([]);
});

test('the hot-seat curtain fits phones and desks', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize(DESK);
  await openDesk(page);
  await createGame(page, [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' }], { timerMode: 'TIMERLESS' }, false, 9);
  await claimSeat(page, 'P1');
  await claimSeat(page, 'P2');
  await startGame(page);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'curtain');
  // The curtain is the shell's (Continue sits under the facilitator's strips on a phone): checked for fit, not fold.
  await checkState(page, 'curtain', null, '.curtain-public');
  expect(errors).toEqual([]);
});

test('the board as text (Screen-reader mode) fits phones and desks and passes axe', async ({ page: host, browser }) => {
  test.setTimeout(180_000);
  const hostErrors = watchConsole(host);
  await openDesk(host);
  const { joinCode } = await createGame(
    host,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bea', kind: 'bot', botLevel: 'easy' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' }],
    { timerMode: 'TIMERLESS', maxTurns: 8, sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'] },
    false,
    5,
  );
  const page = await studentPage(browser, joinCode, 'Ann', true);
  const errors = watchConsole(page);
  await startGame(host);
  const board = '[data-testid="text-board"]';
  await expect(page.getByTestId('text-board')).toBeVisible();

  await page.getByTestId('influence-bid-input').fill('20');
  await expect(page.getByTestId('influence-bid-verdict')).toHaveAttribute('data-ok', 'true');
  await checkState(page, 'text-influence-bid', page.getByTestId('influence-bid-submit'), board);
  await page.getByTestId('influence-bid-submit').click();
  await expect(page.getByTestId('influence-bid-current')).toBeVisible();

  await playUntil(page, 'P1', (p) => p.phase === 'PLACE_STOCK_ORDERS');
  const steady = (await publicState(page)).companies[0];
  await page.getByTestId('order-company').selectOption(steady.id);
  await page.getByTestId('order-quantity').fill('3');
  await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', 'true');
  await checkState(page, 'text-stock-ticket', page.getByTestId('order-type'), board);
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-result')).toBeFocused();

  const at = await playUntil(page, 'P1', (p) => p.phase === 'STOCK_ROUND_RESULTS');
  expect(at.phase).toBe('STOCK_ROUND_RESULTS');
  await expect(page.getByTestId('text-holdings')).toBeVisible();
  await checkState(page, 'text-stock-results', page.getByTestId('text-ready'), board);
  expect(errors).toEqual([]);
  expect(hostErrors).toEqual([]);
});
