/** Where the page was opened: /join/CODE, /watch/CODE, /project/CODE, or the start screen. */
export type Route =
  | { screen: 'start' }
  | { screen: 'join'; code: string }
  | { screen: 'watch'; code: string }
  | { screen: 'project'; code: string };

export function parseRoute(pathname: string, hash = ''): Route {
  const path = hash.startsWith('#/') ? hash.slice(1) : pathname;
  const match = /^\/(join|watch|project)\/([A-Za-z0-9-]{4,12})\/?$/.exec(path);
  if (!match) return { screen: 'start' };
  return { screen: match[1] as 'join' | 'watch' | 'project', code: match[2].toUpperCase() };
}
