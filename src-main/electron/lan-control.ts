import type { GameHost, LanControl } from '../host/host.ts';
import { startLanServer, type LanServer } from '../net/lan-server.ts';

/** Preferred port, so the address (and its QR code) stays the same between sessions when it is free. */
export const DESKTOP_LAN_PORT = 4719;

/**
 * "Open to LAN" for the desktop app: starts the same LAN server `npm run serve` runs, bound to every
 * interface, on demand; closing it disconnects the browsers (the desktop window keeps IPC).
 */
export function desktopLanControl(getHost: () => GameHost, rendererDir: string): LanControl & { close(): Promise<void> } {
  let server: LanServer | null = null;
  const status = () => ({ enabled: server !== null, urls: server ? server.lanUrls : [] });
  return {
    status,
    async setEnabled(enabled) {
      if (enabled && !server) {
        try {
          server = await startLanServer({ host: getHost(), rendererDir, port: DESKTOP_LAN_PORT, lan: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
          server = await startLanServer({ host: getHost(), rendererDir, port: 0, lan: true });
        }
      } else if (!enabled && server) {
        await server.close();
        server = null;
      }
      return status();
    },
    async close() {
      if (server) await server.close();
      server = null;
    },
  };
}
