import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS } from '../../src-shared/protocol/index.ts';
import type { GameHost } from '../host/host.ts';
import { isLoopback, lanAddresses } from './addresses.ts';
import { originAllowed, ownOrigins } from './origin.ts';
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
  /** Open WebSockets allowed per address of another machine (default 16; the host machine is not capped). */
  maxConnectionsPerAddress?: number;
  /** Decides which peers are the host machine itself (default: loopback). Tests use it to play another machine. */
  isLocal?: (address: string | undefined) => boolean;
};

export type LanServer = {
  port: number;
  /** Address for this machine's browser. */
  localUrl: string;
  /** Addresses other machines on the network can open (empty unless LAN play is on). */
  lanUrls: string[];
  close(): Promise<void>;
};

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 16;

/** Refuses an upgrade before any WebSocket exists: nothing is buffered for it. */
function refuseUpgrade(socket: Socket, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/** Serves the renderer over http and the protocol over WebSocket on the same port. */
export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const isLocal = options.isLocal ?? isLoopback;
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  const http: Server = createServer((req, res) => serveStatic(options.rendererDir, req, res));
  // Frame limits at the socket, so an oversized frame is never buffered: the host machine may send a large
  // game file (with headroom for multi-byte characters); other machines get 64 KiB, the protocol's limit.
  const localWss = new WebSocketServer({ noServer: true, maxPayload: MAX_LOCAL_MESSAGE_CHARS * 4 });
  const remoteWss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS });
  const perAddress = new Map<string, number>();
  let allowedOrigins = new Set<string>();

  http.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const address = request.socket.remoteAddress ?? 'unknown';
    const local = isLocal(request.socket.remoteAddress);
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/ws') return refuseUpgrade(socket, 404, 'Not Found');
    // A page of another site open on this machine must not drive the host (it would connect from loopback).
    if (!originAllowed(request.headers.origin, allowedOrigins)) return refuseUpgrade(socket, 403, 'Forbidden origin');
    if (!local && (perAddress.get(address) ?? 0) >= maxPerAddress) return refuseUpgrade(socket, 429, 'Too many connections');
    const wss = local ? localWss : remoteWss;
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, address, local));
  });

  const alive = new WeakMap<WebSocket, boolean>();
  const accept = (socket: WebSocket, address: string, local: boolean) => {
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const sendText = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const connection = options.host.connect('ws', (event) => sendText(JSON.stringify(event)), {
      local,
      address,
      sendText,
      disconnect: () => socket.terminate(),
    });
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', (data, isBinary) => {
      connection.receive(isBinary ? null : data.toString());
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
      connection.close();
    };
    socket.on('close', close);
    // A protocol error (such as a frame over maxPayload) ends the connection at once: waiting for a polite
    // close would keep reading — and discarding — the rest of an oversized frame.
    socket.on('error', () => {
      socket.terminate();
      close();
    });
  };
  // Heartbeats: a browser whose Wi-Fi dropped never closes its socket; a missed pong does it for it, so the
  // seat counts as disconnected and the session's grace period starts.
  const heartbeat = setInterval(() => {
    for (const socket of [...localWss.clients, ...remoteWss.clients]) {
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
  allowedOrigins = ownOrigins(port, options.lan ? lanAddresses() : []);

  return {
    port,
    localUrl: `http://127.0.0.1:${port}/`,
    lanUrls: options.lan ? lanAddresses().map((a) => `http://${a}:${port}/`) : [],
    close: () =>
      new Promise<void>((resolvePromise) => {
        clearInterval(heartbeat);
        for (const client of [...localWss.clients, ...remoteWss.clients]) client.terminate();
        localWss.close();
        remoteWss.close();
        http.close(() => resolvePromise());
        http.closeAllConnections();
      }),
  };
}
