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
  /**
   * Open connections allowed per address of another machine — every TCP connection: page loads, WebSockets and
   * upgrades still being sent (default 64; the host machine is not capped).
   */
  maxConnectionsPerAddress?: number;
  /** A request whose headers are not complete by then is closed (default 10 s): half-sent requests hold nothing. */
  headersTimeoutMs?: number;
  /** A WebSocket that has not said `hello` by then is closed (default 10 s; close code 1008). */
  helloTimeoutMs?: number;
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

/**
 * Many devices share one address behind a school's or a home's router, so the cap is wide; half-sent requests
 * and silent sockets time out, so a slow client cannot hold them.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_HELLO_TIMEOUT_MS = 10_000;

/** Refuses an upgrade before any WebSocket exists: nothing is buffered for it. */
function refuseUpgrade(socket: Socket, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/** Serves the renderer over http and the protocol over WebSocket on the same port. */
export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const isLocal = options.isLocal ?? isLoopback;
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  // Every socket must complete a request's headers by its deadline: from when it opens, and again after each
  // response on a kept-alive socket. Node's own headersTimeout did not close half-sent upgrade requests (seen open
  // after 130 s), so the deadline is kept here, per socket; a complete request or upgrade clears it.
  const deadlines = new WeakMap<Socket, ReturnType<typeof setTimeout>>();
  const armDeadline = (socket: Socket) => {
    clearTimeout(deadlines.get(socket));
    const timer = setTimeout(() => socket.destroy(), headersTimeout);
    timer.unref();
    deadlines.set(socket, timer);
  };
  const clearDeadline = (socket: Socket) => clearTimeout(deadlines.get(socket));
  const http: Server = createServer({ headersTimeout, requestTimeout: headersTimeout * 2 }, (req, res) => {
    clearDeadline(req.socket);
    res.once('finish', () => {
      if (!req.socket.destroyed) armDeadline(req.socket);
    });
    serveStatic(options.rendererDir, req, res);
  });
  http.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!isLocal(socket.remoteAddress)) {
      // Every TCP connection of another machine counts toward its cap, pending upgrades included.
      const open = (perAddress.get(address) ?? 0) + 1;
      if (open > maxPerAddress) {
        socket.end(`HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 21\r\n\r\nToo many connections\n`);
        socket.destroySoon();
        return;
      }
      perAddress.set(address, open);
      socket.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left <= 0) perAddress.delete(address);
        else perAddress.set(address, left);
      });
    }
    armDeadline(socket);
    socket.once('close', () => clearDeadline(socket));
  });
  // Frame limits at the socket, so an oversized frame is never buffered: the host machine may send a game file of
  // up to 4 MiB; other machines get 64 KiB, the protocol's limit.
  const localWss = new WebSocketServer({ noServer: true, maxPayload: MAX_LOCAL_MESSAGE_CHARS });
  const remoteWss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS });
  const perAddress = new Map<string, number>();
  let allowedOrigins = new Set<string>();

  http.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    // The upgrade's headers are complete; from now on the hello deadline and the heartbeats watch the socket.
    clearDeadline(socket);
    const address = request.socket.remoteAddress ?? 'unknown';
    const local = isLocal(request.socket.remoteAddress);
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/ws') return refuseUpgrade(socket, 404, 'Not Found');
    // A page of another site open on this machine must not drive the host (it would connect from loopback).
    if (!originAllowed(request.headers.origin, allowedOrigins)) return refuseUpgrade(socket, 403, 'Forbidden origin');
    const wss = local ? localWss : remoteWss;
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, address, local));
  });

  const alive = new WeakMap<WebSocket, boolean>();
  const accept = (socket: WebSocket, address: string, local: boolean) => {
    const sendText = (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    };
    const connection = options.host.connect('ws', (event) => sendText(JSON.stringify(event)), {
      local,
      address,
      sendText,
      // A flood cut-off: the answers already queued go out first, then the close frame (a terminate would drop them).
      disconnect: (reason) => socket.close(1008, reason),
    });
    const helloDeadline = setTimeout(() => {
      if (!connection.greeted) socket.close(1008, 'no hello');
    }, options.helloTimeoutMs ?? DEFAULT_HELLO_TIMEOUT_MS);
    helloDeadline.unref();
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', (data, isBinary) => {
      // A large text message (only the host machine's imports may be) is handed over as bytes: it is decoded on
      // the heavy-work thread, not here.
      const bytes = data as Buffer;
      connection.receive(isBinary ? null : bytes.length > MAX_MESSAGE_CHARS ? new Uint8Array(bytes) : bytes.toString());
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(helloDeadline);
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
