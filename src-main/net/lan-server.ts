import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_MESSAGE_CHARS } from '../../src-shared/protocol/index.ts';
import type { GameHost } from '../host/host.ts';
import { serveStatic } from './static-files.ts';

export type LanServerOptions = {
  host: GameHost;
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Bind every interface (LAN play) instead of loopback only. */
  lan: boolean;
};

export type LanServer = {
  port: number;
  /** Address for this machine's browser. */
  localUrl: string;
  /** Addresses other machines on the network can open (empty unless LAN play is on). */
  lanUrls: string[];
  close(): Promise<void>;
};

/** Every non-internal IPv4 address of this machine, for the addresses printed to players. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/** Serves the renderer over http and the protocol over WebSocket on the same port. */
export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const http: Server = createServer((req, res) => serveStatic(options.rendererDir, req, res));
  // Byte limit with headroom for multi-byte characters; the host re-checks the character count.
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: MAX_MESSAGE_CHARS * 4 });

  wss.on('connection', (socket: WebSocket) => {
    const connection = options.host.connect('ws', (event) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    });
    socket.on('message', (data, isBinary) => {
      connection.receive(isBinary ? null : data.toString());
    });
    socket.on('close', () => connection.close());
    socket.on('error', () => connection.close());
  });

  const bindAddress = options.lan ? '0.0.0.0' : '127.0.0.1';
  await new Promise<void>((resolvePromise, reject) => {
    http.once('error', reject);
    http.listen(options.port, bindAddress, () => {
      http.off('error', reject);
      resolvePromise();
    });
  });
  const port = (http.address() as AddressInfo).port;

  return {
    port,
    localUrl: `http://127.0.0.1:${port}/`,
    lanUrls: options.lan ? lanAddresses().map((a) => `http://${a}:${port}/`) : [],
    close: () =>
      new Promise<void>((resolvePromise) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolvePromise());
        http.closeAllConnections();
      }),
  };
}
