/**
 * Driving a page with the keyboard alone (journey J5): Tab (or Shift+Tab) until the focus is on a given
 * element, and reading what has the focus. Nothing here clicks; reading the page is only to know where the
 * focus is, as a sighted keyboard player sees the focus ring and a screen reader says the control.
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
 * Presses Tab until `target` has the focus (at most `max` presses, forwards, then as many backwards), and fails
 * naming where the focus got stuck. The focus ring must be drawn on it: keyboard focus is visible.
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const on = () => target.first().evaluate((el) => el === document.activeElement).catch(() => false);
  for (const key of ['Tab', 'Shift+Tab']) {
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
