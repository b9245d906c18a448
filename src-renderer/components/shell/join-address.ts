/**
 * Which addresses other devices open to reach this host. The host knows best: when it listens on the network
 * it reports its LAN addresses (`lan` → `lan_status`), and those win over the address this page was opened
 * with (often 127.0.0.1 on the host machine, which no other device can reach).
 */
export type PageInfo = { origin: string; hostname: string };

export type LanStatus = { enabled: boolean; urls: string[] } | null;

export function pageInfo(): PageInfo {
  return typeof window === 'undefined' ? { origin: '', hostname: '' } : { origin: window.location.origin, hostname: window.location.hostname };
}

/** The page came from a file (the desktop window): its own origin is no address for anyone else. */
export function servedFromFile(page: PageInfo): boolean {
  return page.origin === '' || page.origin === 'null' || page.origin.startsWith('file');
}

/** Only this machine can reach the address the page was opened with. */
export function isLoopback(page: PageInfo): boolean {
  return /^(127\.|localhost$|\[::1\]$)/.test(page.hostname);
}

/**
 * Addresses to show and encode, best first: the host's LAN addresses when it is open to the network (this
 * page's own address first if it is one of them), else the address this browser uses, else none (the desktop
 * window with the network closed).
 */
export function joinAddresses(lan: LanStatus, isDesktop: boolean, page: PageInfo = pageInfo()): string[] {
  if (lan?.enabled && lan.urls.length > 0) {
    const urls = distinct(lan.urls);
    const own = urls.find((u) => withoutSlash(u) === page.origin);
    return own ? [own, ...urls.filter((u) => u !== own)] : urls;
  }
  if (isDesktop || servedFromFile(page)) return [];
  return [page.origin + '/'];
}

function withoutSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Each address once, first spelling kept (`http://h:1` and `http://h:1/` are one address). The host may list
 * an address twice (two interfaces with one address); the lobby keys its list by address, and a repeated key
 * would stop it rendering.
 */
function distinct(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  return urls.filter((u) => {
    const key = withoutSlash(u);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
