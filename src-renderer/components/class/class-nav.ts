/**
 * Moving between a class's pages (lib/route.ts) without reloading, and the addresses other devices open. In
 * this app, links use the hash form (#/class/CODE), which works in the desktop window (loaded from a file) as
 * well as from `npm run serve`; a student's slip carries the short path form (/s/KEY), which only the served
 * pages open, as every student opens it in a browser.
 */
import type { Desk } from '../../client/desk.svelte.ts';

export type ClassScreen = 'class' | 'class-slips' | 'class-report' | 'classroom';

export function classHash(screen: ClassScreen | 'class-setup', code = ''): string {
  const upper = code.toUpperCase();
  switch (screen) {
    case 'class-setup':
      return '#/class/new';
    case 'class-slips':
      return `#/class/${upper}/slips`;
    case 'class-report':
      return `#/class/${upper}/report`;
    case 'classroom':
      return `#/classroom/${upper}`;
    default:
      return `#/class/${upper}`;
  }
}

function base(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** A student's personal link on the slip: `http://HOST:PORT/s/KEY`. */
export function studentUrl(origin: string, key: string): string {
  return `${base(origin)}/s/${key}`;
}

/** The class dashboard from another device (`/class/CODE`; it asks for the class secret there). */
export function classUrl(origin: string, code: string, screen: ClassScreen = 'class'): string {
  return `${base(origin)}/${classHash(screen, code)}`;
}

/** Opens a class page in this window; `push`: the browser's Back returns here. */
export function showClass(screen: ClassScreen | 'class-setup', code = '', push = true): void {
  if (typeof window === 'undefined') return;
  const hash = classHash(screen, code);
  if (window.location.hash === hash) return;
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * From a table's board opened on the class dashboard ("Open table") back to that dashboard, in this window. The
 * board is put down without a `leave`: the dashboard facilitates the table through the class, and keeps doing so.
 */
export function backToClass(desk: Desk): void {
  const code = desk.fromClass;
  if (!code) return;
  desk.putDown();
  showClass('class', code, false);
}
