/**
 * Where the page was opened: /join/CODE, /watch/CODE, /project/CODE, /facilitate/CODE, a class's pages
 * (/class/new, /class/CODE, /class/CODE/slips, /class/CODE/report, /classroom/CODE), a student's personal
 * link (/s/KEY), the tutorials (/learn, /learn/GAME), or the start screen.
 */
export type Route =
  | { screen: 'start' }
  | { screen: 'join'; code: string }
  | { screen: 'watch'; code: string }
  | { screen: 'project'; code: string }
  /** Take control of a game from any device with its facilitator secret. */
  | { screen: 'facilitate'; code: string }
  /** Set up a new class (the host machine). */
  | { screen: 'class-setup' }
  /** A class's teacher dashboard, its printable slips, its report; the class projector. */
  | { screen: 'class' | 'class-slips' | 'class-report' | 'classroom'; code: string }
  /** A student's personal link (from the class slips): takes that student's seat. */
  | { screen: 'student'; key: string }
  /** The tutorials of every game, or of one game (its kind). */
  | { screen: 'learn'; game: string | null };

export type ClassRoute = Extract<Route, { screen: 'class-setup' | 'class' | 'class-slips' | 'class-report' | 'classroom' }>;

/** The class pages (the student link is not one: it ends on the game's own screens). */
export function isClassRoute(route: Route): route is ClassRoute {
  return route.screen === 'class-setup' || route.screen === 'class' || route.screen === 'class-slips' || route.screen === 'class-report' || route.screen === 'classroom';
}

export function parseRoute(pathname: string, hash = ''): Route {
  const path = hash.startsWith('#/') ? hash.slice(1) : pathname;
  const match = /^\/(join|watch|project|facilitate)\/([A-Za-z0-9-]{4,12})\/?$/.exec(path);
  if (match) return { screen: match[1] as 'join' | 'watch' | 'project' | 'facilitate', code: match[2].toUpperCase() };
  if (/^\/class\/new\/?$/i.test(path)) return { screen: 'class-setup' };
  const inClass = /^\/class\/([A-Za-z0-9-]{4,12})(?:\/(slips|report))?\/?$/.exec(path);
  if (inClass) return { screen: inClass[2] ? (`class-${inClass[2]}` as 'class-slips' | 'class-report') : 'class', code: inClass[1].toUpperCase() };
  const room = /^\/classroom\/([A-Za-z0-9-]{4,12})\/?$/.exec(path);
  if (room) return { screen: 'classroom', code: room[1].toUpperCase() };
  // A student's key is kept as written (the host decides whether its case matters).
  const student = /^\/s\/([A-Za-z0-9_-]{6,16})\/?$/.exec(path);
  if (student) return { screen: 'student', key: student[1] };
  // A game's kind as the host names it (lower case): the Learn screen says so when no game has that kind.
  const learn = /^\/learn(?:\/([a-z][a-z0-9-]{0,31}))?\/?$/.exec(path);
  if (learn) return { screen: 'learn', game: learn[1] ?? null };
  return { screen: 'start' };
}
