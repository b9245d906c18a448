/** Where the page was opened: /join/CODE, /watch/CODE, /project/CODE, /facilitate/CODE, or the start screen. */
export type Route =
  | { screen: 'start' }
  | { screen: 'join'; code: string }
  | { screen: 'watch'; code: string }
  | { screen: 'project'; code: string }
  /** Take control of a game from any device with its facilitator secret. */
  | { screen: 'facilitate'; code: string };

export function parseRoute(pathname: string, hash = ''): Route {
  const path = hash.startsWith('#/') ? hash.slice(1) : pathname;
  const match = /^\/(join|watch|project|facilitate)\/([A-Za-z0-9-]{4,12})\/?$/.exec(path);
  if (!match) return { screen: 'start' };
  return { screen: match[1] as 'join' | 'watch' | 'project' | 'facilitate', code: match[2].toUpperCase() };
}
