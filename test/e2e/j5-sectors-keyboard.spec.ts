import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './helpers/desk.ts';
import { focused, retype, tabTo } from './helpers/keyboard.ts';

/**
 * Journey J5 (a player who cannot use a mouse or see the board) in Sectors: the Screen-reader mode switched on in
 * Settings, a short solo game against three bots started and played to the end with the keyboard alone (Tab,
 * Shift+Tab, Enter, Space, arrows and typing — no clicks, no `.fill()`), read through the accessibility tree of
 * the board as text: own cash and holdings, every company's price, the phase, time left, whose turn; the end
 * announced. Screenshots: test-results/screenshots/sectors-text-board-*.png.
 */

type Where = { phase: string; serial: string; pressed: boolean; blocked: boolean; end: boolean };

/** Where the game stands, as the text board shows it (read in one step: the board may leave for the end screen). */
async function where(page: Page): Promise<Where> {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="text-board"]');
    const ready = document.querySelector<HTMLElement>('[data-testid="text-ready"]');
    return {
      phase: board?.dataset.phase ?? '',
      serial: board?.dataset.serial ?? '',
      pressed: ready?.getAttribute('aria-pressed') === 'true',
      blocked: ready?.getAttribute('aria-disabled') === 'true',
      end: document.querySelector('[data-testid="end-screen"]') !== null,
    };
  });
}

test('J5: a whole solo Sectors game with the keyboard alone, read through the board as text', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  // The same deal every run (Play solo otherwise deals a new game each time): the journey is deterministic.
  await page.addInitScript(() => window.localStorage.setItem('sectors.soloSeed', '7'));
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();

  // Settings (a card on the start screen) → Screen-reader mode, by keyboard.
  await tabTo(page, page.getByTestId('settings-textboard'), { max: 250 });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('settings-textboard')).toBeChecked();

  // Play solo: Sectors (the first game), a name typed, then the button.
  if ((await page.getByTestId('solo-game').count()) > 0) {
    await tabTo(page, page.getByTestId('solo-game'));
    await page.keyboard.press('Home');
    await expect(page.getByTestId('solo-game')).toHaveValue('sectors');
  }
  await tabTo(page, page.getByTestId('solo-name'));
  await retype(page, 'Kim');
  await tabTo(page, page.getByTestId('quick-solo'));
  await page.keyboard.press('Enter');
  const board = page.getByTestId('text-board');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('board-screen')).toHaveAttribute('data-mode', 'single');

  // The board as text: where the game stands, whose move, the seat's own position, every company's price.
  await expect(board).toMatchAriaSnapshot(`
    - region "Sectors board as text":
      - region "Your move":
        - heading "Your move" [level=2]
        - paragraph: /Your move. decide, then press Ready. Still deciding. .*Kim/
        - group:
          - region "Your influence bid":
            - heading "Your influence bid" [level=3]
            - spinbutton "Points to bid"
            - button "Submit bid"
        - 'button "Ready: I am done with this phase"'
      - region "Where the game stands":
        - heading "Where the game stands" [level=2]
        - list:
          - listitem: /Turn 1 of 8, Influence round/
          - listitem: /Phase. Influence bid. Bid influence points in secret/
          - listitem:
            - timer: "Time left: no time limit; the phase waits until everyone is ready."
      - 'region "You: Kim"':
        - list:
          - listitem: "Cash: $300"
          - listitem: /Net worth. .300, place \\d of 4/
        - heading "Your shares" [level=3]
        - paragraph: You hold no shares.
      - region "Companies":
        - region "Every company’s price and stock tier":
          - table "Every company’s price and stock tier":
            - rowgroup:
              - row /Company Price Stock tier Status/
            - rowgroup:
              - row /\\$\\d+ Tier \\d Not floated/
      - region "Players":
        - region "Players in priority order":
          - table "Players in priority order":
            - rowgroup:
              - row /Kim \\(you\\) .300 0 .300 deciding/
      - region "What happened lately"
  `);
  await page.screenshot({ path: 'test-results/screenshots/sectors-text-board-start.png', fullPage: true });

  // The influence bid: type 10 points, Enter sends the form; the board says what was sent.
  await tabTo(page, page.getByTestId('influence-bid-input'));
  await retype(page, '10');
  await expect(page.getByTestId('influence-bid-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('influence-bid-verdict')).toContainText('would accept');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('influence-bid-current')).toHaveText(/Your bid: 10 points/);
  expect(['influence-bid-input', 'influence-bid-submit']).toContain((await focused(page)).testid);

  const done = { readies: 0, orders: 0, companyVotes: 0, revenueVotes: 0, trancheVotes: 0 };
  let ordered = false;
  let attempts = 0;
  const snapped = { ticket: false, vote: false, holdings: false };
  for (let step = 0; step < 1500; step++) {
    const now = await where(page);
    if (now.end) break;

    // Once Kim holds shares: the holdings table says which, how many, at what price and worth (and cash is less).
    if (!snapped.holdings && now.phase === 'STOCK_ROUND_RESULTS' && (await page.getByTestId('text-holdings').count()) > 0) {
      snapped.holdings = true;
      await expect(page.getByTestId('text-me')).toMatchAriaSnapshot(`
        - 'region "You: Kim"':
          - list:
            - listitem: /Cash. .\\d+/
            - listitem: /Shares at today’s prices. .\\d+/
          - heading "Your shares" [level=3]
          - table "Your shares":
            - rowgroup:
              - row "Company Shares Price Value"
            - rowgroup:
              - row /[A-Z]+ \\d+ \\$\\d+ \\$\\d+/
      `);
      await page.screenshot({ path: 'test-results/screenshots/sectors-text-board-holdings.png', fullPage: true });
    }

    // Until Kim holds shares, once per stock round: buy 3 shares of the ticket's first company at the IPO (Enter in
    // Shares sends it). An order can go unfilled (players with priority may take the IPO's shares first, and "Play
    // solo" deals a new game each time), so a stock round that ends with no shares allows another order.
    if (ordered && now.phase === 'STOCK_ROUND_RESULTS' && (await page.getByTestId('text-holdings').count()) === 0) ordered = false;
    if (!ordered && !snapped.holdings && now.phase === 'PLACE_STOCK_ORDERS' && !now.pressed && (await page.getByTestId('order-ticket').count()) > 0) {
      // Each new try picks the next company (Arrow Down in the select): an IPO that never floats fills no order.
      if (attempts > 0) {
        await tabTo(page, page.getByTestId('order-company'), { back: true });
        for (let i = 0; i < attempts; i++) await page.keyboard.press('ArrowDown');
      }
      attempts += 1;
      await tabTo(page, page.getByTestId('order-quantity'), { back: true });
      await retype(page, '3');
      await expect(page.getByTestId('order-verdict')).toHaveAttribute('data-ok', /true|false/);
      if ((await page.getByTestId('order-verdict').getAttribute('data-ok')) !== 'true') {
        // Not buyable now (an IPO sold out, too little cash): this round goes without an order.
        ordered = true;
        continue;
      }
      if (!snapped.ticket) {
        snapped.ticket = true;
        await page.screenshot({ path: 'test-results/screenshots/sectors-text-board-ticket.png', fullPage: true });
      }
      await page.keyboard.press('Enter');
      // The focus goes to what happened, never to the page's body.
      await expect(page.getByTestId('order-result')).toBeFocused();
      await expect(page.getByTestId('order-result')).toHaveText(/Order placed/);
      ordered = true;
      done.orders += 1;
    }

    // A company vote for a company Kim holds: the first action (Space), then Submit (Enter).
    if (now.phase === 'COMPANY_VOTE' && !now.pressed && !now.blocked && (await page.getByTestId('company-vote-submit').count()) > 0 && (await page.getByTestId('company-vote-panel').getByText('Your vote:').count()) === 0) {
      await tabTo(page, page.locator('[data-testid^="company-action-"]'), { back: true });
      await page.keyboard.press('Space');
      await tabTo(page, page.getByTestId('company-vote-submit'));
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('company-vote-panel')).toContainText('Your vote:');
      done.companyVotes += 1;
      if (!snapped.vote) {
        snapped.vote = true;
        await page.screenshot({ path: 'test-results/screenshots/sectors-text-board-company-vote.png', fullPage: true });
      }
    }

    // A revenue vote: full dividends for each company asked about.
    if (now.phase === 'REVENUE_VOTE' && !now.pressed && !now.blocked) {
      for (const button of await page.locator('[data-testid^="revenue-vote-"][data-testid$="-FULL"]').all()) {
        if ((await button.getAttribute('aria-pressed')) === 'true') continue;
        await tabTo(page, button, { back: true });
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        done.revenueVotes += 1;
      }
    }

    // The tranche vote: package #1.
    if (now.phase === 'TRANCHE_VOTE' && !now.pressed && !now.blocked && (await page.getByTestId('tranche-vote-1').getAttribute('aria-pressed')) !== 'true') {
      await tabTo(page, page.getByTestId('tranche-vote-1'), { back: true });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('tranche-vote-1')).toHaveAttribute('aria-pressed', 'true');
      done.trancheVotes += 1;
    }

    // A won tranche: send the distribution as it stands (all to Kim).
    if (now.phase === 'TRANCHE_DISTRIBUTE' && !now.pressed && !now.blocked && (await page.getByTestId('tranche-allocate-submit').count()) > 0) {
      await tabTo(page, page.getByTestId('tranche-allocate-submit'), { back: true });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('tranche-allocate-panel')).toContainText('Saved');
    }

    // Ready (Continue in a result): the button keeps the focus from one phase to the next.
    const readying = !now.pressed && !now.blocked;
    if (readying) {
      await tabTo(page, page.getByTestId('text-ready'));
      await page.keyboard.press('Enter');
      done.readies += 1;
    }
    // Then the game moves on (the bots decide), or at least the Ready button changes (pressed, or free again).
    await page.waitForFunction(
      ({ serial, readying, pressed, blocked }) => {
        if (document.querySelector('[data-testid="end-screen"]')) return true;
        const board = document.querySelector<HTMLElement>('[data-testid="text-board"]');
        const button = document.querySelector('[data-testid="text-ready"]');
        const isPressed = button?.getAttribute('aria-pressed') === 'true';
        const isBlocked = button?.getAttribute('aria-disabled') === 'true';
        if (!board || board.dataset.serial !== serial) return true;
        return readying ? isPressed : isPressed !== pressed || isBlocked !== blocked;
      },
      { serial: now.serial, readying, pressed: now.pressed, blocked: now.blocked },
      { timeout: 30_000 },
    );
  }

  // The end is announced and the focus is on its heading.
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('end-title')).toBeFocused();
  await expect(page.getByTestId('announcer')).toHaveText(/Game over/);
  await expect(page.getByTestId('end-screen')).toMatchAriaSnapshot(`
    - heading "Game over" [level=1]
    - paragraph: The last turn (8) was played.
    - region "Final ranking":
      - heading "Final ranking" [level=2]
      - table:
        - rowgroup:
          - row "Place Player Net worth Cash Shares"
        - rowgroup:
          - row /Kim \\(you\\) \\$[\\d,]+ \\$[\\d,]+ \\$[\\d,]+/
  `);
  await page.screenshot({ path: 'test-results/screenshots/sectors-text-board-end.png', fullPage: true });
  test.info().annotations.push({ type: 'played', description: JSON.stringify(done) });
  expect(snapped.holdings).toBe(true);
  expect(done.orders).toBeGreaterThanOrEqual(1);
  expect(done.readies).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});
