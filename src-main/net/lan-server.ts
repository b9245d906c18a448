import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_LOCAL_MESSAGE_CHARS } from '../../src-shared/protocol/index.ts';
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
  /** Ping interval; a connection that misses a pong for a whole interval is dead (default 10 s). */
  heartbeatMs?: number;
};

export type LanServer = {
  port: number;
  /** Address for this machine's browser. */
  localUrl: string;
  /** Addresses other machines on the network can open (empty unless LAN play is on). */
  lanUrls: string[];
  close(): Promise<void>;
};

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

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
  // Frame limit: the largest message the host accepts at all (a local game-file import), with headroom for
  // multi-byte characters. The host checks each connection's own limit (64 KiB for other machines).
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: MAX_LOCAL_MESSAGE_CHARS * 4 });

  const alive = new WeakMap<WebSocket, boolean>();
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const sendText = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const connection = options.host.connect('ws', (event) => sendText(JSON.stringify(event)), {
      local: isLoopback(request.socket.remoteAddress),
      sendText,
      disconnect: () => socket.terminate(),
    });
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', (data, isBinary) => {
      connection.receive(isBinary ? null : data.toString());
    });
    socket.on('close', () => connection.close());
    socket.on('error', () => connection.close());
  });
  // Heartbeats: a browser whose Wi-Fi dropped never closes its socket; a missed pong does it for it, so the
  // seat counts as disconnected and the session's grace period starts.
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.heartbeatMs ?? 10_000);
  heartbeat.unref();

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
        clearInterval(heartbeat);
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolvePromise());
        http.closeAllConnections();
      }),
  };
}
