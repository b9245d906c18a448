/**
 * The Learn screen's address (#/learn, #/learn/GAME; lib/route.ts) and going there without reloading, as
 * components/shell/nav.ts does for the other routes.
 */
export function learnHash(game?: string | null): string {
  return game ? `#/learn/${game}` : '#/learn';
}

/** Shows the Learn screen (of one game, or of all): a new history entry, so Back returns to where it was. */
export function goToLearn(game?: string | null): void {
  if (typeof window === 'undefined') return;
  const hash = learnHash(game);
  if (window.location.hash === hash) {
    window.dispatchEvent(new PopStateEvent('popstate'));
    return;
  }
  // A route in the path (/join/CODE) would win over nothing: the hash form alone names the screen.
  const onRoutePath = /^\/(join|watch|project|facilitate|class|classroom|s|learn)\//.test(window.location.pathname);
  window.history.pushState(null, '', `${onRoutePath ? '/' : window.location.pathname}${window.location.search}${hash}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
