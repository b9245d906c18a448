import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Desk } from '../../src-renderer/client/desk.svelte.ts';

/**
 * Accessibility (WCAG 2.2 AA) of every screen, in the light and the dark theme, with axe-core: the start screen,
 * the new-game form of each game, the lobby, the join screen, help, settings, and per game a running solo board,
 * the hot-seat board or its privacy curtain, the end screen, the history browser and the projector (running and
 * finished); the class setup, dashboard, projector and report. A test fails on any serious or critical violation
 * and prints every violation (moderate and minor ones too) with where it is: the screen, the theme, the rule, and
 * for each node its selector and the data-testids around it (which say which component, and so which folder).
 *
 * One test per area, so each game's engineer can run their own: `npx playwright test test/e2e/a11y.spec.ts -g tycoon`.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const SIZE = { width: 1366, height: 768 };

type Node = { target: string; where: string };
type Finding = { screen: string; theme: string; rule: string; impact: string; help: string; nodes: Node[] };
type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: 'easy' | 'medium' | 'hard' | 'random' };
type WithDesk = Window & { sectorsDesk: Desk };

const BOTS: Seat[] = [
  { name: 'Bot Ada', kind: 'bot', botLevel: 'easy' },
  { name: 'Bot Bo', kind: 'bot', botLevel: 'easy' },
  { name: 'Bot Cy', kind: 'bot', botLevel: 'easy' },
];

/** The shortest game of each kind, for games played to their end by bots. */
const SHORT: Record<string, Record<string, unknown>> = {
  tycoon: { years: 1, timerMode: 'TIMERLESS', reviewSeconds: 0 },
  sr1876: { rounds: 1, timerMode: 'TIMERLESS', reviewSeconds: 0 },
  auction: { rounds: 1, timerMode: 'TIMERLESS', reviewSeconds: 0 },
};

/**
 * Opens the app with the test hook, no animations (colours are measured at rest) and the connection up (a room's
 * projector shows no connection badge: the caller waits for its screen instead).
 */
async function open(page: Page, path = '/'): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('sectors.testHooks', '1');
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
  await page.setViewportSize(SIZE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  if (!/^\/(project|classroom)\//.test(path)) await expect(page.getByTestId('connection-status')).toHaveText('connected');
}

/** Runs axe over the page (or the part `include` selects) in both themes and adds what it finds. */
async function audit(page: Page, screen: string, findings: Finding[], include?: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    if (include) builder = builder.include(include);
    const result = await builder.analyze();
    for (const v of result.violations) {
      const targets = v.nodes.map((n) => n.target.map(String).join(' '));
      const where = await page.evaluate((selectors) => selectors.map((sel) => {
        let el: Element | null = null;
        try {
          el = document.querySelector(sel);
        } catch {
          return '?';
        }
        const ids: string[] = [];
        for (let e = el; e && ids.length < 4; e = e.parentElement) {
          const id = (e as HTMLElement).dataset?.testid;
          if (id) ids.push(id);
        }
        return ids.join(' < ') || '(no testid)';
      }), targets);
      findings.push({
        screen, theme, rule: v.id, impact: v.impact ?? 'unknown', help: v.help,
        nodes: targets.map((target, i) => ({ target, where: where[i] })),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'dark' });
}

/** Prints every finding; fails the test on the serious and critical ones. */
function conclude(area: string, findings: Finding[]): void {
  const lines: string[] = [];
  for (const f of findings) {
    lines.push(`[${f.impact}] ${f.screen} (${f.theme}) ${f.rule}: ${f.help} — ${f.nodes.length} node(s)`);
    for (const n of f.nodes.slice(0, 8)) lines.push(`    ${n.target}   in ${n.where}`);
    if (f.nodes.length > 8) lines.push(`    … ${f.nodes.length - 8} more`);
  }
  console.log(`a11y ${area}: ${findings.length === 0 ? 'no violations' : `\n${lines.join('\n')}`}`);
  const bad = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  const summary = bad.map((f) => `${f.screen} (${f.theme}) ${f.rule}: ${f.nodes.length} node(s), e.g. ${f.nodes[0]?.where}`).join('\n');
  expect(bad.length, `serious or critical violations in ${area}:\n${summary}`).toBe(0);
}

async function create(page: Page, game: string, seats: Seat[], options: Record<string, unknown>, start: boolean): Promise<{ gameId: string; joinCode: string }> {
  return page.evaluate(
    async ({ game, seats, options, start }) => {
      const desk = (window as unknown as WithDesk).sectorsDesk;
      const outcome = await desk.createGame({ ...(game === 'sectors' ? {} : { game }), seats, options, start, seed: 7 });
      if (!outcome.ok) throw new Error(`create_game refused: ${outcome.reason} ${outcome.message}`);
      return { gameId: desk.game!.gameId, joinCode: desk.game!.joinCode };
    },
    { game, seats, options, start },
  );
}

async function claimAndStart(page: Page, seats: string[]): Promise<void> {
  await page.evaluate(async (seats) => {
    const desk = (window as unknown as WithDesk).sectorsDesk;
    for (const seat of seats) {
      const claimed = await desk.claimSeat(seat);
      if (!claimed.ok) throw new Error(`claim_seat refused: ${claimed.message}`);
    }
    const started = await desk.startGame();
    if (!started.ok) throw new Error(`start_game refused: ${started.message}`);
  }, seats);
  await expect(page.getByTestId('board-screen')).toBeVisible();
  await expect(page.getByTestId('phase-name')).not.toBeEmpty();
}

async function leave(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as unknown as WithDesk).sectorsDesk.leave();
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('start-screen')).toBeVisible();
}

/** A projector page for a game code, in its own context (a room's screen). */
async function projector(browser: Browser, code: string, findings: Finding[], screen: string, ready: string): Promise<void> {
  for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    const context = await browser.newContext({ viewport: size });
    const room = await context.newPage();
    await open(room, `/project/${code}`);
    await room.setViewportSize(size);
    await expect(room.getByTestId(ready)).toBeVisible();
    await audit(room, `${screen} ${size.width}×${size.height}`, findings);
    const name = screen.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '').toLowerCase();
    await room.screenshot({ path: `test-results/screenshots/a11y-${name}-${size.width}x${size.height}.png` });
    await context.close();
  }
}

/** The open window's id and kind (the page's store). */
async function openWindow(page: Page): Promise<{ id: number; kind: string; status: string }> {
  return page.evaluate(() => {
    const desk = (window as unknown as WithDesk).sectorsDesk;
    return { id: desk.session?.window?.id ?? -1, kind: desk.session?.window?.kind ?? '', status: desk.publicView?.status ?? '' };
  });
}

/**
 * Plays the solo seat on by clicking what any game offers (Ready, pass, end turn, a default answer) until a result
 * window (a display window) is open, so its screen is audited too.
 */
async function advanceToResult(page: Page): Promise<boolean> {
  const moves = ['ready-button', 'tycoon-pass', 'tycoon-suspend-none', 'sr-end-turn', 'sr-offer-decline', 'sr-offer-company-decline'];
  for (let i = 0; i < 60; i++) {
    const now = await openWindow(page);
    if (now.status !== 'RUNNING') return false;
    if (now.kind === 'display') return true;
    let clicked = false;
    const declare = page.locator('[data-testid^="sr-declare-send-"]:enabled');
    if ((await declare.count()) > 0) {
      await declare.first().click();
      clicked = true;
    }
    for (const id of moves) {
      if (clicked) break;
      const button = page.getByTestId(id).first();
      if ((await button.count()) > 0 && (await button.isVisible()) && (await button.isEnabled())) {
        await button.click();
        clicked = true;
      }
    }
    await expect.poll(async () => (await openWindow(page)).id !== now.id, { timeout: 60_000 }).toBe(true);
  }
  return false;
}

/** A game of `kind` in every state its screens have: solo board, hot-seat board or curtain, projector, end, history. */
async function auditGame(page: Page, browser: Browser, kind: string, findings: Finding[]): Promise<void> {
  await open(page);

  // A running solo game: one person on this screen, three bots.
  const solo = await create(page, kind, [{ name: 'Ann', kind: 'human' }, ...BOTS], { timerMode: 'TIMERLESS' }, false);
  await claimAndStart(page, ['P1']);
  await audit(page, `${kind} solo board`, findings);
  // The settings popover and the keyboard help over the board.
  await page.getByTestId('settings-button').click();
  await audit(page, `${kind} board + settings`, findings);
  await page.getByTestId('settings-button').click();
  await page.keyboard.press('?');
  if (await page.getByTestId('shortcut-help').isVisible().catch(() => false)) {
    await audit(page, `${kind} board + shortcuts`, findings);
    await page.keyboard.press('Escape');
  }
  await projector(browser, solo.joinCode, findings, `${kind} projector (running)`, 'projector-screen');
  // A result window (the review after a sealed phase, Tycoon's year end, the stock round's round review).
  if (await advanceToResult(page)) {
    await expect(page.getByTestId('ready-button')).toBeVisible();
    await audit(page, `${kind} result window`, findings);
    await projector(browser, solo.joinCode, findings, `${kind} projector (result window)`, 'projector-screen');
  }
  await leave(page);

  // Hot-seat: two people on this screen. A secret window at the start shows the privacy curtain.
  await create(page, kind, [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }, ...BOTS.slice(0, 2)], { timerMode: 'TIMERLESS' }, false);
  await claimAndStart(page, ['P1', 'P2']);
  const curtain = await page.getByTestId('curtain').isVisible();
  await audit(page, `${kind} hot-seat ${curtain ? 'curtain' : 'board'}`, findings);
  if (curtain) {
    await page.getByTestId('curtain-continue').click();
    await audit(page, `${kind} hot-seat board (behind the curtain)`, findings);
  }
  await leave(page);

  // A finished game: the end screen, the history browser and the finished game on the projector.
  let finished: { joinCode: string };
  if (kind === 'sectors') {
    const file = JSON.parse(readFileSync('test/fixtures/game-files/finished-2p.sectors.json', 'utf8')) as unknown;
    finished = await page.evaluate(async (file) => {
      const desk = (window as unknown as WithDesk).sectorsDesk;
      const outcome = await desk.importGame(file);
      if (!outcome.ok) throw new Error(`import refused: ${outcome.message}`);
      return { joinCode: desk.game!.joinCode };
    }, file);
  } else {
    finished = await create(page, kind, BOTS, SHORT[kind], true);
  }
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('ranking').first()).toBeVisible();
  await audit(page, `${kind} end screen`, findings);
  await page.getByTestId('browse-history').click();
  await expect(page.getByTestId('history-screen')).toBeVisible();
  await expect(page.getByTestId('history-board')).toBeVisible();
  await audit(page, `${kind} history browser`, findings);
  await projector(browser, finished.joinCode, findings, `${kind} projector (finished)`, 'projector-end');
}


/** After each Tab: where the focused control is, whether it is on screen and on top there, and its focus ring. */
async function focusState(page: Page): Promise<{ what: string; inView: boolean; onTop: boolean; ring: boolean; barBottom: number }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const bar = document.querySelector('[data-testid="phase-bar"]')?.getBoundingClientRect();
    if (!el || el === document.body) return { what: 'body', inView: true, onTop: true, ring: true, barBottom: bar?.bottom ?? 0 };
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 10), 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    return {
      what,
      inView: r.bottom > 0 && r.top < window.innerHeight,
      onTop: !!hit && (hit === el || el.contains(hit) || hit.contains(el)),
      ring,
      barBottom: bar?.bottom ?? 0,
    };
  });
}

test('keyboard: at 200 % zoom (683×384) and at 1366×768 the phase bar never hides the focused control; focus is always visible', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page);
  await create(page, 'tycoon', [{ name: 'Ann', kind: 'human' }, ...BOTS], { timerMode: 'TIMERLESS' }, false);
  await claimAndStart(page, ['P1']);
  // Ann's turn: the board's own controls (the turn panel, far below the phase bar) are on the page too.
  await expect(page.getByTestId('tycoon-pass')).toBeVisible({ timeout: 60_000 });
  const problems: string[] = [];
  // 200 % of a laptop screen (the bar scrolls away), the laptop itself, and a wide screen where the bar is sticky.
  for (const size of [{ width: 683, height: 384 }, { width: 1366, height: 768 }, { width: 1920, height: 720 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
      for (const el of document.querySelectorAll('[data-a11y-tab]')) el.removeAttribute('data-a11y-tab');
    });
    let reached = 0;
    let belowTheFold = 0;
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      // Each control once: the walk ends when the focus comes back to a control it has been on.
      const again = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return false;
        if (el.hasAttribute('data-a11y-tab')) return true;
        el.setAttribute('data-a11y-tab', '');
        return false;
      });
      if (again) break;
      const f = await focusState(page);
      if (process.env.A11Y_DEBUG) console.log(size.width, i, f.what, f.inView, f.onTop, f.ring);
      if (f.what === 'body') continue;
      reached += 1;
      const scrolled = await page.evaluate(() => window.scrollY);
      if (scrolled > 0) belowTheFold += 1;
      if (!f.inView || !f.onTop) problems.push(`${size.width}×${size.height}: ${f.what} is ${f.inView ? 'covered' : 'off screen'} when focused`);
      if (!f.ring) problems.push(`${size.width}×${size.height}: ${f.what} shows no focus ring`);
    }
    expect(reached, `controls reached by Tab at ${size.width}×${size.height}`).toBeGreaterThan(15);
    // The walk went down the page, past the first screen: controls below the bar were focused and checked.
    expect(belowTheFold, `controls below the first screen at ${size.width}×${size.height}`).toBeGreaterThan(0);
    await expect(page.getByTestId('tycoon-pass')).toHaveAttribute('data-a11y-tab', '');
    // At 200 % the bar is not sticky: it scrolls away rather than cover most of the screen. On a wide screen it
    // stays in view, and the page's scroll padding keeps every focused control below it (checked above).
    const position = await page.getByTestId('phase-bar').evaluate((el) => getComputedStyle(el).position);
    if (size.width === 683) expect(position).not.toBe('sticky');
    if (size.width === 1920) expect(position).toBe('sticky');
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test.describe('accessibility (axe, WCAG 2.2 AA, light and dark)', () => {
  test('shell: start, new-game form of each game, lobby, join, help, settings', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const findings: Finding[] = [];
    await open(page);
    await expect(page.getByTestId('solo-card')).toBeVisible();
    await audit(page, 'start screen', findings);

    await page.getByTestId('new-game').click();
    for (const kind of ['sectors', 'tycoon', 'sr1876', 'auction']) {
      await page.getByTestId('game-kind').selectOption(kind);
      await audit(page, `new-game form (${kind})`, findings, '[data-testid="new-game-form"]');
    }
    await page.getByTestId('new-game').click();

    await page.getByTestId('help-button').click();
    await expect(page.getByTestId('help-screen')).toBeVisible();
    await audit(page, 'help', findings);
    await page.getByTestId('help-close').click();

    const lobby = await create(page, 'sectors', [{ name: 'Ann', kind: 'human' }, { name: 'Ben', kind: 'human' }, ...BOTS.slice(0, 2)], {}, false);
    await expect(page.getByTestId('lobby-screen')).toBeVisible();
    await audit(page, 'lobby', findings);
    await page.getByTestId('settings-button').click();
    await expect(page.locator('#settings-popover')).toBeVisible();
    await audit(page, 'settings (lobby)', findings);

    // The start screen again, listing that game as waiting in its lobby (its status in the warning colour, on a
    // row's background: once too pale in the light theme, seen only when another test's game happened to wait).
    await open(page);
    await expect(page.getByTestId(`saved-game-${lobby.gameId}`)).toBeVisible();
    await audit(page, 'start screen with a game in its lobby', findings);

    // Another browser, opening the join address.
    const context = await browser.newContext({ viewport: SIZE });
    const guest = await context.newPage();
    await open(guest, `/join/${lobby.joinCode}`);
    await expect(guest.getByTestId('join-screen')).toBeVisible();
    await audit(guest, 'join screen', findings);
    await context.close();
    conclude('shell', findings);
  });

  for (const kind of ['sectors', 'tycoon', 'sr1876', 'auction']) {
    test(`${kind}: solo board, hot-seat, projector, end screen, history`, async ({ page, browser }) => {
      test.setTimeout(420_000);
      const findings: Finding[] = [];
      await auditGame(page, browser, kind, findings);
      conclude(kind, findings);
    });
  }

  test('class: setup, dashboard, class projector, report', async ({ page, browser }) => {
    test.setTimeout(300_000);
    const findings: Finding[] = [];
    await open(page);
    await page.getByTestId('run-class').click();
    await expect(page.getByTestId('class-setup-screen')).toBeVisible();
    await page.getByTestId('class-setup-name').fill('Period 4');
    await page.getByTestId('roster-text').fill('Ana Silva\nBen Okafor\nChloé Martin\nDee Jones\nEve Park\nFay Wong');
    await expect(page.getByTestId('roster-count')).toContainText('6');
    await page.getByTestId('class-tables').fill('2');
    await audit(page, 'class setup', findings);
    await page.getByTestId('create-class').click();
    await expect(page.getByTestId('class-header')).toBeVisible();
    await audit(page, 'class dashboard (lobbies)', findings);
    await page.getByTestId('class-start-all').click();
    await expect(page.locator('[data-testid^="class-table-"][data-status="LOBBY"]')).toHaveCount(0);
    await audit(page, 'class dashboard (running)', findings);

    const code = (await page.getByTestId('class-code').textContent())!.trim();
    for (const size of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
      const context = await browser.newContext({ viewport: size });
      const room = await context.newPage();
      await open(room, `/classroom/${code}`);
      await room.setViewportSize(size);
      await expect(room.getByTestId('class-leaderboard').first()).toBeVisible();
      await audit(room, `class projector ${size.width}×${size.height}`, findings);
      await context.close();
    }

    await page.getByTestId('class-report').click();
    await expect(page.getByTestId('report-leaderboard').first()).toBeVisible({ timeout: 60_000 });
    await audit(page, 'class report', findings);
    conclude('class', findings);
  });
});
