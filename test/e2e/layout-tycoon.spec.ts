import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { claimSeat, joinByCode, openDesk, startGame, watchConsole } from './helpers/desk.ts';
import { axeProblems, fitProblems, overlaps, smallTargets } from './helpers/fit.ts';
import { DESK, eachSizeAndTheme, expectAboveFold, layoutProblems } from './helpers/layout.ts';
import { createTycoon, injectTycoon, type Step } from './helpers/tycoon-views.ts';

/**
 * Journey J4 (students on phones) and J5 (keyboard, screen reader) for Stock Market Tycoon: every screen a player
 * meets fits a 390×844 phone and a 1366×768 desk — the page never scrolls sideways, no text or number is cut
 * off, and on the phone the player's own move (and, on a turn, the hand) is on the first screenful. Checked on a
 * real turn of a running game, then on stress views put into the page's store (tycoon-views.ts: 34-character
 * names, prices and holdings in the millions, every role, shorts, options, debts) for each step a short game
 * cannot reach on demand — a turn with every action, rights offers, a buyback offer, premium rates, withholds,
 * the reveal, strikes, the tally, suspensions, settlements, debt cover and settlement, another seat's turn —
 * and the end screen; the hot-seat curtain in a real hot-seat game; the board as text (Screen-reader mode) on a real
 * turn and on stress views of a turn, rights offers, withholds, the tally and a debt settlement. axe (WCAG 2.2 AA)
 * has no serious or critical finding on Tycoon's parts of the screen in either theme, and every control is at least
 * 24×24 px. Screenshots: test-results/screenshots/tycoon-<state>-<width>x<height>-<theme>.png (tycoon-text-… for the
 * board as text).
 */

/**
 * The shell's own parts of the screen (phase bar and its roster, host strips, the hot-seat curtain's card) are the
 * shell's to check (its own specs); axe looks at Tycoon's board, its curtain news and its end screen here.
 */
const SHELL = ['[data-testid="phase-bar"]', '[data-testid="curtain"]'];

/** Boxes that must never overlap one another (each group on its own): the board's panels, the company cards, the text board's sections. */
const PANELS = ['.tycoon > .top > *, .tycoon > aside > *, .tycoon > .bottom > *', '[data-testid^="tycoon-company-"]', '[data-testid="tycoon-text-board"] > *'];

type Check = { moves?: Locator[]; axe?: boolean };

/** One state at both sizes and in both themes (soft: every problem of every state is reported), with screenshots. */
async function checkState(page: Page, name: string, { moves = [], axe = true }: Check = {}): Promise<void> {
  await eachSizeAndTheme(page, {
    shot: `tycoon-${name}`,
    after: DESK,
    atSize: async (size) => {
      const where = `${name} at ${size.width}×${size.height}`;
      expect.soft(await layoutProblems(page), `layout problems: ${where}`).toEqual([]);
      expect.soft(await fitProblems(page, 'main'), `text that does not fit: ${where}`).toEqual([]);
      expect.soft(await smallTargets(page, 'main'), `targets under 24×24 px: ${where}`).toEqual([]);
      for (const group of PANELS) expect.soft(await overlaps(page, group), `boxes overlapping: ${where}`).toEqual([]);
      if (size.width < 500) {
        for (const move of moves) {
          const what = `${name}: ${await move.first().getAttribute('data-testid')}`;
          await expectAboveFold(page, move, what).catch((error: unknown) => expect.soft(String(error), what).toBe(''));
        }
      }
    },
    atTheme: async (size, scheme) => {
      if (axe && size.width > 500) expect.soft(await axeProblems(page, 'main', SHELL), `axe: ${name}, ${scheme}`).toEqual([]);
    },
  });
}

/** What each stress step shows, to wait for before checking it, and the player's move on it. */
const STEPS: { step: Step; ready: string; moves: string[] }[] = [
  { step: 'turn', ready: 'tycoon-trade', moves: ['tycoon-trade', 'tycoon-hand'] },
  { step: 'rights', ready: 'tycoon-rights', moves: ['tycoon-rights'] },
  { step: 'buyback', ready: 'tycoon-buyback-lots', moves: ['tycoon-buyback'] },
  { step: 'premium', ready: 'tycoon-premium', moves: ['tycoon-premium'] },
  { step: 'withhold', ready: 'tycoon-withhold', moves: ['tycoon-withhold'] },
  { step: 'reveal', ready: 'tycoon-revealed', moves: ['tycoon-year-end'] },
  { step: 'strike', ready: 'tycoon-strike', moves: ['tycoon-strike'] },
  { step: 'tally', ready: 'tycoon-tally', moves: ['tycoon-year-end'] },
  { step: 'suspend', ready: 'tycoon-suspend', moves: ['tycoon-suspend'] },
  { step: 'settlements', ready: 'tycoon-settlements', moves: ['tycoon-year-end'] },
  { step: 'cover', ready: 'tycoon-debt-cover', moves: ['tycoon-debt-cover'] },
  { step: 'settle', ready: 'tycoon-debt-settle', moves: ['tycoon-debt-settle'] },
  { step: 'waiting', ready: 'tycoon-waiting', moves: ['tycoon-step-panel'] },
];

/** A game made on the host's page, joined by a student's own page with the code (as on a phone in class), started. */
async function studentGame(browser: Browser, host: Page, options: { textBoard?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  await openDesk(host);
  await createTycoon(
    host,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bot Bea', kind: 'bot', botLevel: 'medium' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' }],
    { mode: 'strategist', years: 2, timerMode: 'TIMERLESS', reviewSeconds: 30 },
    7,
  );
  const code = await host.evaluate(() => (window as unknown as { sectorsDesk: { game: { joinCode: string } } }).sectorsDesk.game.joinCode);
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  const errors = watchConsole(page);
  if (options.textBoard) {
    await page.addInitScript(() => window.localStorage.setItem('sectors.preferences', JSON.stringify({ theme: 'system', sounds: false, language: 'en', textBoard: true })));
  }
  await openDesk(page);
  await joinByCode(page, code, 'Ann');
  await startGame(host);
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');
  return { page, errors };
}

test('Tycoon fits phones and desks at every step, with big numbers and long names, to the end screen', async ({ browser, page: host }) => {
  test.setTimeout(360_000);
  const { page, errors } = await studentGame(browser, host);

  // A real turn: the action panel and the hand as the host sends them (the bots play until it is Ann's turn).
  await expect(page.getByTestId('tycoon-pass')).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByTestId('tycoon-verdict')).toHaveAttribute('data-ok', /true|false/);
  await checkState(page, 'turn-real', { moves: [page.getByTestId('tycoon-trade'), page.getByTestId('tycoon-hand')] });

  // Every step as a stress view on the same board.
  for (const { step, ready, moves } of STEPS) {
    await injectTycoon(page, step);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await checkState(page, step, { moves: moves.map((id) => page.getByTestId(id)) });
  }

  // The end screen with the stress results.
  await injectTycoon(page, 'end');
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('ranking')).toBeVisible();
  await checkState(page, 'end', { moves: [page.getByTestId('ranking')] });
  expect(errors).toEqual([]);
});

test('the hot-seat curtain fits phones and desks', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.setViewportSize(DESK);
  await openDesk(page);
  await createTycoon(
    page,
    [{ name: 'Ann', kind: 'human' }, { name: 'Bartholomew Achterberg-Lindqvist', kind: 'human' }, { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' }],
    { mode: 'investor', years: 1, timerMode: 'TIMERLESS', reviewSeconds: 30 },
    9,
  );
  await claimSeat(page, 'P1');
  await claimSeat(page, 'P2');
  await startGame(page);
  await expect(page.getByTestId('curtain')).toBeVisible({ timeout: 60_000 });
  await checkState(page, 'curtain-real');
  // The public news under the curtain with a year end of big numbers.
  await injectTycoon(page, 'settlements');
  await expect(page.getByTestId('tycoon-curtain-view').getByTestId('tycoon-settlements')).toBeVisible();
  await checkState(page, 'curtain');
  expect(errors).toEqual([]);
});

test('the board as text fits phones and desks, and axe finds nothing serious on it', async ({ browser, page: host }) => {
  test.setTimeout(300_000);
  const { page, errors } = await studentGame(browser, host, { textBoard: true });
  await expect(page.getByTestId('tycoon-text-board')).toBeVisible();
  await expect(page.getByTestId('tycoon-pass')).toBeEnabled({ timeout: 60_000 });
  await checkState(page, 'text-turn-real', { moves: [page.getByTestId('tycoon-text-move')] });
  for (const { step, ready } of STEPS.filter((s) => ['turn', 'rights', 'withhold', 'tally', 'settle'].includes(s.step))) {
    await injectTycoon(page, step);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await checkState(page, `text-${step}`, { moves: [page.getByTestId('tycoon-text-move')] });
  }
  expect(errors).toEqual([]);
});
