/**
 * What the stock round's and Lot Auction's layout specs check beside the shared helpers/layout.ts (page overflow,
 * clipped text): text spilling out of its own box over its neighbours, text cut off by an ancestor that hides
 * its overflow, every box that scrolls on its own reachable by keyboard and named (a focusable, labelled
 * region), boxes that overlap (tokens), controls under 24×24 px, and axe's serious and critical WCAG 2.2 A/AA
 * findings. Read from the page's layout, not from pixels; each problem is a sentence naming the element.
 * `screenProblems` gathers them all for one screen, `collectScreenProblems` at both sizes and in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eachSizeAndTheme, layoutProblems, PHONE, type Size } from './layout.ts';

/** Text and scrolling problems on the page now (empty: none). `scope`: a CSS selector to check inside (default: body). */
export async function fitProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const root = document.querySelector(scope);
    if (!root) return [`nothing matches ${scope}`];

    const name = (el: Element): string => {
      const id = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className.split(' ').filter((c) => !c.startsWith('svelte-')).join(' ')}"` : ''}> "${text}"`;
    };
    const hidden = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return true;
        if (s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute') return true; // .visually-hidden
        const r = e.getBoundingClientRect();
        if (r.width <= 1 && r.height <= 1) return true;
      }
      return false;
    };
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const clips = (v: string) => v !== 'visible';
    const checkedScrollers = new Set<Element>();

    /** The rectangle the element's own text takes (its text nodes only). */
    const textRect = (el: Element): DOMRect | null => {
      let box: DOMRect | null = null;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width === 0) continue;
          box = box ? new DOMRect(Math.min(box.left, r.left), Math.min(box.top, r.top), Math.max(box.right, r.right) - Math.min(box.left, r.left), Math.max(box.bottom, r.bottom) - Math.min(box.top, r.top)) : r;
        }
      }
      return box;
    };

    for (const el of root.querySelectorAll('*')) {
      if (el instanceof SVGElement || el.tagName === 'CANVAS' || el.tagName === 'OPTION' || el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
      const text = textRect(el);
      const control = el instanceof HTMLButtonElement || el instanceof HTMLSelectElement;
      if (!text && !control) continue;
      if (hidden(el)) continue;
      const own = el.getBoundingClientRect();
      // Controls: their label wider than the control (cut off by the control itself).
      if (control && el.scrollWidth > el.clientWidth + 1) problems.push(`cut off inside its control: ${name(el)} (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
      if (!text) continue;
      const style = getComputedStyle(el);
      // Text wider than its own box: either cut off (overflow hidden, ellipsis) or spilling over its neighbours.
      if (text.right > own.right + 1.5 || text.left < own.left - 1.5) {
        problems.push(`text wider than its box: ${name(el)} (${Math.round(text.width)} px of text in ${Math.round(own.width)} px)`);
        continue;
      }
      if (clips(style.overflowY) && !scrolls(style.overflowY) && (text.bottom > own.bottom + 1.5 || text.top < own.top - 1.5)) {
        problems.push(`text taller than its box: ${name(el)}`);
        continue;
      }
      // Every ancestor that hides what overflows it must hold the text; one that scrolls must be a keyboard region.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
        const r = a.getBoundingClientRect();
        const sideways = scrolls(s.overflowX) && a.scrollWidth > a.clientWidth + 1;
        const down = scrolls(s.overflowY) && a.scrollHeight > a.clientHeight + 1;
        if (sideways || down) {
          if (!checkedScrollers.has(a)) {
            checkedScrollers.add(a);
            const focusable = (a as HTMLElement).tabIndex >= 0 && a.getAttribute('tabindex') !== null;
            const labelled = !!(a.getAttribute('aria-label') || a.getAttribute('aria-labelledby'));
            if (!focusable || !labelled) problems.push(`scrolls on its own but is not a focusable, labelled region: ${name(a)}`);
          }
          break; // the text can be scrolled into view
        }
        if (s.overflowX !== 'visible' && (text.right > r.right + 1.5 || text.left < r.left - 1.5)) {
          problems.push(`cut off by ${name(a)}: ${name(el)}`);
          break;
        }
        if (s.overflowY !== 'visible' && (text.bottom > r.bottom + 1.5 || text.top < r.top - 1.5)) {
          problems.push(`cut off (height) by ${name(a)}: ${name(el)}`);
          break;
        }
      }
    }
    return problems;
  }, scope);
}

/** Pairs of the given elements whose boxes overlap by more than `slack` px each way (tokens on the market grid). */
export async function overlaps(page: Page, selector: string, slack = 1): Promise<string[]> {
  return page.evaluate(
    ({ selector, slack }) => {
      const els = [...document.querySelectorAll(selector)].filter((e) => e.getBoundingClientRect().width > 0);
      const out: string[] = [];
      for (let i = 0; i < els.length; i++) {
        for (let j = i + 1; j < els.length; j++) {
          const a = els[i].getBoundingClientRect();
          const b = els[j].getBoundingClientRect();
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > slack && y > slack) out.push(`${els[i].getAttribute('data-testid') ?? els[i].tagName} overlaps ${els[j].getAttribute('data-testid') ?? els[j].tagName}`);
        }
      }
      return out;
    },
    { selector, slack },
  );
}

/** Controls smaller than WCAG 2.2's 24×24 px target (inline links in a sentence are exempt; none here). */
export async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(`${scope} button, ${scope} select, ${scope} input:not([type=hidden]), ${scope} [tabindex]:not([tabindex="-1"]), ${scope} a[href]`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) continue;
      if (r.width < 24 || r.height < 24) out.push(`${el.getAttribute('data-testid') ?? el.tagName.toLowerCase()} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    return out;
  }, scope);
}

/** axe's serious and critical WCAG 2.2 A/AA findings inside `include` (a selector), as sentences. */
export async function axeProblems(page: Page, include = 'body', exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const e of exclude) builder = builder.exclude(e);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`));
}

/**
 * Every problem of one screen, each a sentence starting with `where`, collected rather than thrown (a spec then
 * reports every state at once), read from the top of the page: the layout's (page overflow, clipped or off-screen
 * text), text that does not fit, controls under 24×24 px on the board, on a phone the seat's `move` (a test id)
 * starting below the fold, and axe's findings.
 */
export async function screenProblems(page: Page, where: string, size: Size, move: string | null): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const problems: string[] = [];
  for (const p of await layoutProblems(page)) problems.push(`${where}: ${p.kind} ${p.what} (${p.detail})`);
  for (const p of await fitProblems(page)) problems.push(`${where}: ${p}`);
  for (const p of await smallTargets(page, '[data-testid="board-screen"]')) problems.push(`${where}: small target ${p}`);
  if (size.width < 500 && move) {
    const top = await page.getByTestId(move).first().evaluate((el) => el.getBoundingClientRect().top);
    if (top > size.height - 80) problems.push(`${where}: the seat's move (${move}) starts at ${Math.round(top)} px, below the fold`);
  }
  for (const p of await axeProblems(page)) problems.push(`${where}: axe ${p}`);
  return problems;
}

/**
 * One state of a game's screen at a phone's and a desk's size, light and dark, motion reduced, with its screenshots
 * (test-results/screenshots/<shot>-<width>x<height>-<theme>.png): `screenProblems` and the game's own `more` checks,
 * each problem a sentence naming the state, size and theme, added to `problems`. Ends at the phone's size.
 */
export async function collectScreenProblems(
  page: Page,
  screen: { shot: string; state: string; move: string | null; problems: string[]; more?: (where: string, size: Size) => Promise<string[]> },
): Promise<void> {
  await eachSizeAndTheme(page, {
    shot: screen.shot,
    after: PHONE,
    reducedMotion: 'reduce',
    atTheme: async (size, scheme) => {
      const where = `${screen.state} ${size.width}×${size.height} ${scheme}`;
      screen.problems.push(...(await screenProblems(page, where, size, screen.move)), ...((await screen.more?.(where, size)) ?? []));
    },
  });
}
