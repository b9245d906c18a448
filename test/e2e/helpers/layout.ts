/**
 * Layout checks any game's browser tests can reuse (journey J4, students on phones): the page must not scroll
 * sideways, and no text may be cut off — an element whose text overflows its own box while that box hides the
 * overflow (overflow hidden or clip, an ellipsis) loses words or digits the player needs.
 *
 *   await expectLayoutFits(page, 'influence bid at 390×844');
 *   const problems = await layoutProblems(page);          // the same, as a list to assert on yourself
 *
 * What counts as a problem:
 * - `page`: `document.documentElement.scrollWidth > innerWidth` (the page scrolls sideways);
 * - `clipped`: a visible element with text of its own (or a text input's value) whose `scrollWidth > clientWidth + 1`
 *   or `scrollHeight > clientHeight + 1` while its overflow in that direction is hidden or clip; and a `<select>` too
 *   narrow for the option it shows (measured with the select's font, its padding and arrow aside). Scrollable boxes
 *   (overflow auto/scroll) are not clipping: their content can be scrolled to. Screen-reader-only text
 *   (`.visually-hidden`, any 1×1 clipped box) and elements inside closed `<details>` or `[hidden]` are skipped.
 * - `offscreen`: a visible element with text whose box starts or ends outside the page's width (cut by the
 *   window edge without making the page scroll, e.g. under `overflow-x: hidden` on an ancestor).
 *
 * `ignore` takes CSS selectors of elements (and their descendants) a test knows to be fine.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The layout has caught up with a new viewport: the page in front (a page behind another may get no animation
 * frames), two animation frames, and every chart redrawn for its box (Chart.js resizes its canvas a frame after its
 * box changes; until then a canvas drawn for the wider window sticks out and the page scrolls sideways). The resize
 * is polled with room for a loaded machine — a state to wait for, not a time; a chart still wider than its box after
 * that is left to the layout checks that follow, which say what sticks out and where.
 */
export async function viewportSettled(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('canvas')].every((c) => !c.parentElement || c.getBoundingClientRect().width <= c.parentElement.getBoundingClientRect().width + 1),
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** The two sizes every layout spec checks: a student's phone and a classroom desk. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESK = { width: 1366, height: 768 } as const;
export type Size = { readonly width: number; readonly height: number };
export type Scheme = 'light' | 'dark';

/**
 * One state of a screen at each size and in both themes, with its screenshots: per size, the viewport set and
 * settled, then `atSize` (checks that do not depend on the theme); per theme, the colour scheme emulated (and
 * taken up by the page), the layout settled again, then `atTheme` and a full-page screenshot,
 * test-results/screenshots/<shot>-<width>x<height>-<theme>.png. Ends at `after`, the size the test goes on at.
 */
export async function eachSizeAndTheme(
  page: Page,
  state: {
    shot: string;
    after: Size;
    sizes?: readonly Size[];
    reducedMotion?: 'reduce';
    atSize?: (size: Size) => Promise<void>;
    atTheme?: (size: Size, scheme: Scheme) => Promise<void>;
  },
): Promise<void> {
  for (const size of state.sizes ?? [PHONE, DESK]) {
    await page.setViewportSize(size);
    await viewportSettled(page);
    await state.atSize?.(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia(state.reducedMotion ? { colorScheme: scheme, reducedMotion: state.reducedMotion } : { colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await viewportSettled(page);
      await state.atTheme?.(size, scheme);
      // A full page at once: parts a board leaves to `content-visibility: auto` below the first screenful (drawn
      // as they scroll into view) are drawn too, as a reader scrolling down sees them.
      await page.screenshot({ path: `test-results/screenshots/${state.shot}-${size.width}x${size.height}-${scheme}.png`, fullPage: true, style: '* { content-visibility: visible !important; }' });
    }
  }
  await page.setViewportSize(state.after);
}

export type LayoutProblem = { kind: 'page' | 'clipped' | 'offscreen'; what: string; detail: string };

export async function layoutProblems(page: Page, options: { ignore?: string[] } = {}): Promise<LayoutProblem[]> {
  return page.evaluate((ignore) => {
    const problems: { kind: 'page' | 'clipped' | 'offscreen'; what: string; detail: string }[] = [];
    const root = document.documentElement;

    const describe = (el: Element): string => {
      const id = el.getAttribute('data-testid');
      const path: string[] = [];
      let at: Element | null = el;
      for (let i = 0; at && i < 3; i++, at = at.parentElement) {
        const tid = at.getAttribute('data-testid');
        const cls = typeof at.className === 'string' ? at.className.split(/\s+/).filter((c) => c && !c.startsWith('svelte-'))[0] : '';
        path.unshift(`${at.tagName.toLowerCase()}${tid ? `[data-testid=${tid}]` : cls ? `.${cls}` : ''}`);
      }
      const text = (el as HTMLElement).innerText ?? el.textContent ?? '';
      return `${id ? `[${id}] ` : ''}${path.join(' > ')} “${text.replace(/\s+/g, ' ').trim().slice(0, 60)}”`;
    };
    if (root.scrollWidth > window.innerWidth) {
      // Name what sticks out: the outermost elements reaching past the window whose parent does not.
      const past = (el: Element | null): boolean => !!el && el !== root && el.getBoundingClientRect().right > window.innerWidth + 1;
      const culprits = [...document.body.querySelectorAll('*')].filter((el) => past(el) && !past(el.parentElement)).slice(0, 3);
      const which = culprits.map((el) => `${describe(el)} (right ${Math.round(el.getBoundingClientRect().right)})`).join('; ');
      problems.push({ kind: 'page', what: 'document', detail: `scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth}${which ? `: ${which}` : ''}` });
    }
    const ownText = (el: Element): boolean => {
      if (el instanceof HTMLInputElement) return ['text', 'number', 'search', 'email', 'tel', 'url', 'password', ''].includes(el.type) && el.value.trim() !== '';
      if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return false;
      for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') return true;
      // A box whose text sits in inline children (a <strong>, a <span>) clips them too.
      for (const child of el.children) {
        const display = getComputedStyle(child).display;
        if (display.startsWith('inline') && (child.textContent ?? '').trim() !== '') return true;
      }
      return false;
    };
    const skipped = (el: Element): boolean => {
      if (ignore.some((selector) => el.closest(selector))) return true;
      if (el.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return true;
      const details = el.closest('details');
      if (details && !details.open && !(el instanceof HTMLElement && el.closest('summary'))) return true;
      return false;
    };
    const clips = (value: string) => value === 'hidden' || value === 'clip';

    // A <select> shows its chosen option in its own box and cuts it off when narrower: measure the text.
    const canvas = document.createElement('canvas').getContext('2d');
    for (const select of document.body.querySelectorAll('select')) {
      if (skipped(select) || !canvas) continue;
      const rect = select.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(select);
      if (style.visibility === 'hidden') continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
      const needs = canvas.measureText(text).width;
      if (needs > room + 1) problems.push({ kind: 'clipped', what: describe(select), detail: `its option “${text}” needs ${Math.round(needs)} px, ${Math.round(room)} px shown` });
    }

    const width = root.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      if (!(el instanceof HTMLElement) || el instanceof HTMLScriptElement || el instanceof HTMLStyleElement) continue;
      if (!ownText(el) || skipped(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const isInput = el instanceof HTMLInputElement;
      const hideX = isInput || clips(style.overflowX) || style.textOverflow === 'ellipsis';
      const hideY = !isInput && clips(style.overflowY);
      if (hideX && el.scrollWidth > el.clientWidth + 1) {
        problems.push({ kind: 'clipped', what: describe(el), detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}` });
      } else if (hideY && el.scrollHeight > el.clientHeight + 1) {
        problems.push({ kind: 'clipped', what: describe(el), detail: `scrollHeight ${el.scrollHeight} > clientHeight ${el.clientHeight}` });
      }
      // Inside a box that scrolls sideways the text can be reached by scrolling it; elsewhere it is cut off.
      if (rect.right > width + 1 || rect.left < -1) {
        let scroller = false;
        for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
          const s = getComputedStyle(at);
          if (s.overflowX === 'auto' || s.overflowX === 'scroll') {
            scroller = true;
            break;
          }
        }
        if (!scroller) problems.push({ kind: 'offscreen', what: describe(el), detail: `spans ${Math.round(rect.left)}…${Math.round(rect.right)} of ${width}` });
      }
    }
    return problems;
  }, options.ignore ?? []);
}

/** Fails with the list of problems (horizontal page scroll, clipped or off-screen text), naming `where`. */
export async function expectLayoutFits(page: Page, where: string, options: { ignore?: string[] } = {}): Promise<void> {
  const problems = await layoutProblems(page, options);
  expect(problems, `layout problems at ${where} (${page.viewportSize()?.width}×${page.viewportSize()?.height})`).toEqual([]);
}

/** Whether the element's top is within the first screenful of the page (scrolled to the top): "above the fold". */
export async function expectAboveFold(page: Page, locator: Locator, what: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box!.y, `${what} starts above the fold (${height}px)`).toBeLessThan(height - 40);
}
