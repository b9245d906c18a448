/**
 * Driving a page with the keyboard alone (journey J5): Tab (or Shift+Tab) until the focus is on a given
 * element, and reading what has the focus; the device's Screen-reader mode, "New game" filled in by keyboard, and
 * a keyboard player's loop waiting for the game to move on. Nothing here clicks; reading the page is only to know
 * where the focus is and what changed, as a sighted keyboard player sees the focus ring and a screen reader says
 * the control.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus: its test id, role-ish tag and accessible text (for messages and decisions). */
export async function focused(page: Page): Promise<{ testid: string; tag: string; text: string; disabled: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testid: el?.getAttribute('data-testid') ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      disabled: !!(el as HTMLButtonElement | null)?.disabled,
    };
  });
}

/**
 * Presses Tab until `target` (any element it matches: a radio group is one stop, entered at either end) has the
 * focus — at most `max` presses forwards, then as many backwards; with `back`, backwards first, for a control
 * just above the focus — and fails naming where the focus got stuck. The focus ring must be drawn on it:
 * keyboard focus is visible.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 }: { back?: boolean; max?: number } = {}): Promise<void> {
  const on = () => target.evaluateAll((els) => els.some((el) => el === document.activeElement)).catch(() => false);
  for (const key of back ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < max; i++) {
      if (await on()) {
        await expectVisibleFocus(page);
        return;
      }
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Tab never reached ${target}: the focus is on ${JSON.stringify(await focused(page))}`);
}

/** The focused element draws a focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return outline || (s.boxShadow && s.boxShadow !== 'none') ? 'ring' : `none on ${el.tagName} ${el.getAttribute('data-testid') ?? ''}`;
  });
  expect(ring, 'the focused element shows a focus ring').toBe('ring');
}

/** Selects all of a focused text or number field and types `text` in its place. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Opens the desk on a device whose Screen-reader mode is on (the board as text), as the Settings panel stores it,
 * in the given theme, and waits for the host.
 */
export async function openWithTextBoard(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const prefs = { theme, sounds: false, language: 'en', textBoard: true };
  await page.addInitScript((p) => window.localStorage.setItem('sectors.preferences', JSON.stringify(p)), prefs);
  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
}

/**
 * "New game" by keyboard alone, from the start screen to the running game: the game picked by typing `typed` into
 * its select (type-ahead) until it shows `kind`, the first seat named `name`, the second seat made a bot (the
 * form's later seats are bots already), `rounds` typed; Create, then this seat claimed in the lobby and Start.
 */
export async function createGameByKeyboard(page: Page, game: { kind: string; typed: string; name: string; rounds: string }): Promise<void> {
  await tabTo(page, page.getByTestId('new-game'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('new-game-form')).toBeVisible();
  await tabTo(page, page.getByTestId('game-kind'));
  await page.keyboard.type(game.typed);
  await expect(page.getByTestId('game-kind')).toHaveValue(game.kind);
  await tabTo(page, page.getByTestId('seat-name-0'));
  await retype(page, game.name);
  await tabTo(page, page.getByTestId('seat-kind-1'));
  await page.keyboard.type('Bot');
  await expect(page.getByTestId('seat-kind-1')).toHaveValue('bot');
  const seats = await page.locator('[data-testid^="seat-kind-"]').count();
  for (let i = 2; i < seats; i++) await expect(page.getByTestId(`seat-kind-${i}`)).toHaveValue('bot');
  await tabTo(page, page.getByTestId('option-rounds'));
  await retype(page, game.rounds);
  await expect(page.getByTestId('option-rounds')).toHaveValue(game.rounds);
  await tabTo(page, page.getByTestId('create-game'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lobby-screen')).toBeVisible();
  await tabTo(page, page.getByTestId('claim-seat-P1'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('claim-seat-P1')).toHaveCount(0);
  await tabTo(page, page.getByTestId('start-game'));
  await page.keyboard.press('Enter');
}

/** What the screen shows now: the window's id, the length of the game's log (`log`: its test id) and whether the end screen is up. */
export async function moment(page: Page, log: string): Promise<string> {
  return page.evaluate((log) => {
    const bar = document.querySelector<HTMLElement>('[data-testid="phase-bar"]');
    return [bar?.dataset.phaseSerial ?? '', document.querySelectorAll(`[data-testid="${log}"] li`).length, !!document.querySelector('[data-testid="end-screen"]')].join('|');
  }, log);
}

/**
 * After a step of a keyboard player's loop: when it made a move (`from`: the control the focus was on), the focus
 * is still on the board (never the page's body); then the game has moved on — the end screen, another `moment`,
 * or, after a move, the focus on another control.
 */
export async function movedOn(page: Page, step: { log: string; before: string; from: string | null; timeout: number }): Promise<void> {
  if (step.from !== null) await expect.poll(async () => (await focused(page)).tag, { timeout: 10_000 }).not.toBe('body');
  const end = page.getByTestId('end-screen');
  await expect
    .poll(async () => (await end.isVisible()) || (await moment(page, step.log)) !== step.before || (step.from !== null && (await focused(page)).testid !== step.from), {
      timeout: step.timeout,
      intervals: [100, 250, 500],
    })
    .toBe(true);
}
