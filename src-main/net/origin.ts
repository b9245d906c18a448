/**
 * Which web pages may open a WebSocket to the host. A browser always sends `Origin`; a page of another site
 * open on the host machine would otherwise connect from 127.0.0.1 and be taken for the host's own screen.
 * Pages served by the host itself (its loopback and LAN addresses with its port) are allowed; a request
 * without `Origin` is not from a web page (scripts, tools) and is allowed too.
 */
import { lanAddresses } from './addresses.ts';

export function ownOrigins(port: number, addresses: string[] = lanAddresses()): Set<string> {
  const hosts = ['127.0.0.1', 'localhost', '[::1]', ...addresses.map((a) => (a.includes(':') ? `[${a}]` : a))];
  return new Set(hosts.map((h) => `http://${h}:${port}`));
}

export function originAllowed(origin: string | undefined, allowed: Set<string>): boolean {
  if (origin === undefined) return true;
  return allowed.has(origin.toLowerCase());
}
