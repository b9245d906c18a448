/**
 * Moving between the routes of lib/route.ts without reloading. Links use the hash form (#/join/CODE): it
 * works in the Electron window (loaded from a file) and from `npm run serve`, whose relative asset paths do
 * not load under /join/CODE. App.svelte re-reads the route on `hashchange` and `popstate`.
 */
export type RouteScreen = 'join' | 'watch' | 'project' | 'facilitate';

export function routeHash(screen: RouteScreen, code: string): string {
  return `#/${screen}/${code.toUpperCase()}`;
}

/** The address another device opens to reach this game (the host's origin plus the hash route). */
export function joinUrl(origin: string, code: string, screen: RouteScreen = 'join'): string {
  return `${origin.replace(/\/+$/, '')}/${routeHash(screen, code)}`;
}

/** A join address that takes one seat: the join screen reads `?seat=` and asks the host for that seat. */
export function seatJoinUrl(origin: string, code: string, seat: string): string {
  return `${origin.replace(/\/+$/, '')}/?seat=${encodeURIComponent(seat)}${routeHash('join', code)}`;
}

/** The seat a join address asks for (`?seat=P2`), if any. */
export function seatFromSearch(search: string): string | null {
  const seat = new URLSearchParams(search).get('seat');
  return seat && /^[A-Za-z0-9_-]{1,16}$/.test(seat) ? seat : null;
}

/** Shows a route in the address bar (so a refresh comes back to it) and tells the app. */
export function showRoute(screen: RouteScreen, code: string): void {
  if (typeof window === 'undefined') return;
  const hash = routeHash(screen, code);
  if (window.location.hash === hash) return;
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Back to the start screen: drops any /join/… path or #/join/… hash. */
export function goToStart(): void {
  if (typeof window === 'undefined') return;
  const onRoutePath = /^\/(join|watch|project|facilitate|class|classroom|s)\//.test(window.location.pathname);
  const path = onRoutePath ? '/' : window.location.pathname;
  window.history.pushState(null, '', `${path}${window.location.search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
