import { expect, test, type Locator, type Page } from '@playwright/test';
import { claimSeat, openDesk, startGame, watchConsole } from './helpers/desk.ts';
import { createTycoon } from './helpers/tycoon-views.ts';

/**
 * Journey J5 for Stock Market Tycoon: a player who uses only the keyboard and a screen reader. With the device's
 * Screen-reader mode on (the board as text), they start a short solo game from the start screen — Tycoon, Trader,
 * one market year, no timers, two bots — and play it to the end with the keyboard alone: Tab and Shift+Tab to move,
 * Enter and Space to press, arrow keys in lists, typing in number fields; never a click. Every check reads the
 * accessibility tree (what a screen reader is given), never pixels: the text board states the cash, the holdings,
 * every company's current price, the step, whose turn it is and the time; each move keeps the focus on the board
 * (never dropped to the page); the end is reached and announced. Screenshots of the text board go to
 * test-results/screenshots/tycoon-text-*.png.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes (it is not reachable). */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} is not reachable with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Picks `value` in the focused <select> with the arrow keys (Home first, then Down until it shows). */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  await expect(select).toBeFocused();
  if ((await select.inputValue()) === value) return;
  await page.keyboard.press('Home');
  for (let i = 0; i < 30 && (await select.inputValue()) !== value; i++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** Replaces the focused field's text by typing. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** What has the keyboard's focus: never the page itself after a move. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
  });
}

/** The open window's id as the phase bar says it, and whether the end screen is up. */
async function moment(page: Page): Promise<string> {
  return page.evaluate(() => `${document.querySelector<HTMLElement>('[data-testid="phase-bar"]')?.dataset.phaseSerial ?? ''}|${document.querySelector('[data-testid="end-screen"]') !== null}`);
}

test('J5: a keyboard-only player plays a whole solo Tycoon game on the board as text, to the announced end', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  // Screen-reader mode, as the Settings panel stores it on this device.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('sectors.preferences')) {
      window.localStorage.setItem('sectors.preferences', JSON.stringify({ theme: 'light', sounds: false, language: 'en', textBoard: true }));
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');

  // ---- the new-game form, by keyboard: Tycoon, one human and two bots, Trader, one year, no timers.
  await tabTo(page, page.getByTestId('new-game'));
  await page.keyboard.press('Enter');
  const kind = page.getByTestId('game-kind');
  await tabTo(page, kind);
  await arrowTo(page, kind, 'tycoon');
  await tabTo(page, page.getByTestId('seat-name-0'));
  await typeInto(page, page.getByTestId('seat-name-0'), 'Kim');
  const second = page.getByTestId('seat-kind-1');
  await tabTo(page, second);
  await arrowTo(page, second, 'bot');
  // Four seats by default: the last one goes (its Remove button, pressed with Space).
  await tabTo(page, page.getByTestId('remove-seat-3'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('seat-row-3')).toHaveCount(0);
  await tabTo(page, page.getByTestId('option-mode'));
  await arrowTo(page, page.getByTestId('option-mode'), 'trader');
  await tabTo(page, page.getByTestId('option-years'));
  await typeInto(page, page.getByTestId('option-years'), '1');
  // A fixed deal, so the game plays the same every run.
  await tabTo(page, page.getByTestId('option-seed'));
  await typeInto(page, page.getByTestId('option-seed'), '7');
  await expect(page.getByTestId('option-timerMode')).toHaveValue('TIMERLESS');
  await tabTo(page, page.getByTestId('create-game'));
  await page.keyboard.press('Enter');

  // ---- the lobby: "Play" seats Kim and starts.
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await tabTo(page, page.getByTestId('start-as-me'));
  await page.keyboard.press('Enter');

  // ---- the board as text.
  const board = page.getByTestId('tycoon-text-board');
  await expect(board).toBeVisible();
  // Not the visual board: no company cards, no charts.
  await expect(page.getByTestId('tycoon-companies')).toHaveCount(0);
  const now = page.getByTestId('tycoon-text-now');
  await expect(now).toMatchAriaSnapshot(`
    - region:
      - heading /Year 1 of 1, Round \\d of 3 · Trading/ [level=2]
      - list:
        - listitem: /^(Your turn|.+ is taking a turn)/
        - listitem: No time limit.
        - listitem: /You play Kim\\. You are no company’s Chairman or Director\\./
  `);
  await expect(page.getByTestId('tycoon-text-me')).toMatchAriaSnapshot(`
    - region:
      - heading "Your cash and shares" [level=2]
      - list:
        - listitem: "Cash: $600,000"
        - listitem: "Net worth: $600,000"
      - paragraph: You hold no shares.
  `);
  // Every company's current price, in a table named for it, with a "Current price" column.
  const prices = page.getByRole('table', { name: /Every company’s current price/ });
  await expect(prices).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "Company"
          - columnheader "Current price"
          - columnheader "Change this year"
          - columnheader "Chairman"
          - columnheader "Director"
          - columnheader "Bank supply"
          - columnheader "Notes"
      - rowgroup:
        - row /ATL Atlas Bank \\$20/
        - row /TTN Titan Steel \\$25/
        - row /GLB Global Industries \\$45/
        - row /OMG Omega Energy \\$55/
        - row /VTC VitalCare Pharma \\$75/
        - row /NOV NovaTech \\$80/
  `);
  // The hand: cards by company, each sum and the buy condition.
  await expect(page.getByRole('table', { name: /Your price cards by company/ })).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "Company"
          - columnheader "Cards"
          - columnheader "Card sum"
          - columnheader "Buy condition"
      - rowgroup:
        - row /ATL .* (met|not met)/
        - row /TTN/
        - row /GLB/
        - row /OMG/
        - row /VTC/
        - row /NOV/
  `);
  await page.screenshot({ path: 'test-results/screenshots/tycoon-text-turn-1366x768-light.png', fullPage: true });

  // ---- play to the end with the keyboard: a buy on the first turn, then passes; Continue at each year-end step.
  const instruction = page.getByTestId('tycoon-text-instruction');
  const move = page.getByTestId('tycoon-text-move');
  const endScreen = page.getByTestId('end-screen');
  const done = { buys: 0, passes: 0, continues: 0, answers: 0 };
  for (let guard = 0; guard < 80 && !(await endScreen.isVisible()); guard++) {
    const before = await moment(page);
    const pass = move.getByRole('button', { name: 'Pass' });
    const cont = move.getByRole('button', { name: 'Continue' });
    const none = move.getByRole('button', { name: 'Suspend nothing' });
    if ((await instruction.textContent())?.startsWith('Your turn') && (await pass.count()) > 0) {
      if (done.buys === 0) {
        // The action form: Buy, a company the engine accepts (its verdict read before sending), two lots.
        const action = move.getByLabel('Action');
        await tabTo(page, action);
        await arrowTo(page, action, 'buy');
        const company = move.getByLabel('Company');
        await tabTo(page, company);
        const lots = move.getByLabel(/Lots/);
        let accepted = false;
        for (const id of ['ATL', 'TTN', 'GLB', 'OMG', 'VTC', 'NOV']) {
          await tabTo(page, company, { back: true });
          await arrowTo(page, company, id);
          await tabTo(page, lots);
          await typeInto(page, lots, '2');
          const verdict = move.getByTestId('tycoon-verdict');
          await expect(verdict).toHaveAttribute('data-ok', /true|false/);
          if ((await verdict.getAttribute('data-ok')) === 'true') {
            await expect(verdict).toHaveText(/would be accepted now/);
            accepted = true;
            break;
          }
        }
        expect(accepted).toBe(true);
        await tabTo(page, move.getByRole('button', { name: 'Send' }));
        await page.keyboard.press('Enter');
        done.buys += 1;
      } else {
        await tabTo(page, pass);
        await page.keyboard.press('Space');
        done.passes += 1;
      }
    } else if ((await cont.count()) > 0) {
      await tabTo(page, cont);
      await page.keyboard.press('Enter');
      done.continues += 1;
    } else if ((await none.count()) > 0) {
      await tabTo(page, none);
      await page.keyboard.press('Enter');
      done.answers += 1;
    } else {
      // Someone else's move: the bots play on their own.
      await expect.poll(async () => (await endScreen.isVisible()) || (await moment(page)) !== before, { timeout: 60_000 }).toBe(true);
      continue;
    }
    // The move went through: the game moved on (or this seat waits for the others), and the focus stayed on the board.
    await expect.poll(async () => (await endScreen.isVisible()) || (await moment(page)) !== before || (await move.getByTestId('tycoon-continued').count()) > 0, { timeout: 60_000 }).toBe(true);
    // (The board gives the focus on within a frame of the change: poll, never sleep.)
    if (!(await endScreen.isVisible())) await expect.poll(() => focused(page), { message: 'the focus after a move', timeout: 2_000 }).not.toBe('body');
    if (done.buys === 1 && done.passes === 0 && done.continues === 0) {
      // After the buy: the text board states the new holding and cash.
      await expect(page.getByTestId('tycoon-text-me')).toMatchAriaSnapshot(`
        - region:
          - heading "Your cash and shares" [level=2]
          - list:
            - listitem: /Cash:\\s\\$5\\d\\d,000/
            - listitem: "Net worth: $600,000"
          - table "Your shares at current prices":
            - caption: Your shares at current prices
            - rowgroup:
              - row:
                - columnheader "Company"
                - columnheader "Shares"
                - columnheader "Current price"
                - columnheader "Value"
            - rowgroup:
              - row /[A-Z]{3} 2,000 \\$\\d+ \\$[\\d,]+/
      `);
    }
    if (done.continues === 1) {
      await page.screenshot({ path: 'test-results/screenshots/tycoon-text-year-end-1366x768-light.png', fullPage: true });
    }
  }

  // ---- the end: reached, and announced.
  await expect(endScreen).toBeVisible();
  await expect(page.getByTestId('announcer')).toHaveText('Game over.');
  // The final ranking: a place, a name and a net worth in dollars per seat, Kim's among them.
  await expect(page.getByTestId('ranking')).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row /Place Player Net worth Cash Shares Debt/
      - rowgroup:
        - row /^\\d+=? .+ \\$[\\d,]+ /
        - row /^\\d+=? .+ \\$[\\d,]+ /
        - row /^\\d+=? .+ \\$[\\d,]+ /
  `);
  await expect(page.getByTestId('ranking').getByRole('row', { name: /Kim \$[\d,]+/ })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screenshots/tycoon-text-end-1366x768-light.png', fullPage: true });
  console.log(`J5 tycoon: ${JSON.stringify(done)}`);
  expect(done.buys).toBe(1);
  expect(done.passes).toBe(2);
  expect(done.continues).toBeGreaterThanOrEqual(3);
  expect(errors).toEqual([]);
});

test('J5 on the visual board: a move sent with the keyboard keeps the focus on the board, and the next turn gets it', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openDesk(page);
  await createTycoon(page, [{ name: 'Kim', kind: 'human' }, { name: 'Bot 1', kind: 'bot', botLevel: 'easy' }], { mode: 'trader', years: 1, timerMode: 'TIMERLESS' }, 5);
  await claimSeat(page, 'P1');
  await startGame(page);
  const pass = page.getByTestId('tycoon-pass');
  for (let turn = 0; turn < 3; turn++) {
    await expect(pass).toBeEnabled({ timeout: 60_000 });
    const before = await moment(page);
    if (turn > 0) expect(await focused(page), 'the focus when the turn comes back').toMatch(/^(select|button|input)/);
    await tabTo(page, pass);
    await page.keyboard.press('Enter');
    await expect.poll(() => moment(page)).not.toBe(before);
    // The turn is over: the focus is on the step's words ("It is Bot 1's turn."), not on the page.
    await expect.poll(() => focused(page), { timeout: 2_000 }).not.toBe('body');
  }
  expect(errors).toEqual([]);
});
