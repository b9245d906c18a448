/**
 * Helpers for tools and tests that drive a real host from outside: start a Node script of this project and wait
 * for a line it prints, talk to the host over a WebSocket, and summarise timings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../src-shared/protocol/index.ts';

const PROJECT = resolve(import.meta.dirname, '../..');

export type Started = { child: ChildProcess; match: RegExpExecArray; lines: string[] };

/**
 * Runs `node ARGS` (this process's Node, so Node 24 under npm scripts) in the project folder and resolves
 * when a line of its standard output matches `ready`. Lines keep being collected in `lines` afterwards.
 * `env` is added to this process's environment (bench:capacity asks the host for its event-loop delay so).
 */
export function startNode(args: string[], ready: RegExp, env: Record<string, string> = {}): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const lines: string[] = [];
    let buffer = '';
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const match = started ? null : ready.exec(line);
        if (match) {
          started = true;
          resolvePromise({ child, match, lines });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(`stderr: ${chunk.toString().trimEnd()}`));
    child.once('exit', (code) => {
      if (!started) reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${lines.join('\n')}`));
    });
  });
}

export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolvePromise, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolvePromise(socket));
    socket.once('error', reject);
  });
}

let requests = 0;

/**
 * A connection to the host as a client of today's protocol: it says `hello` first and waits for `welcome` (the LAN
 * server closes a WebSocket that has not greeted within seconds: a benchmark's sockets live longer than that).
 * For the host only: a bare echo server (bench-echo-server.ts) would count the greeting as a message to broadcast.
 * `features`: what the client asks for in `hello` (`["viewDeltas"]`: changes as patches, docs/PROTOCOL.md).
 */
export async function openHostSocket(url: string, features?: string[]): Promise<WebSocket> {
  const socket = await openSocket(url);
  const answer = await request(socket, { type: 'hello', protocol: PROTOCOL_VERSION, client: { kind: 'test', name: 'benchmark' }, ...(features ? { features } : {}) });
  if (answer.type !== 'welcome') throw new Error(`the host did not welcome the benchmark: ${JSON.stringify(answer)}`);
  return socket;
}

/** Sends a command with a fresh request id and resolves with the host's answer to it. */
export function request(socket: WebSocket, command: Record<string, unknown>): Promise<Record<string, unknown>> {
  const requestId = `tool-${++requests}`;
  return new Promise((resolvePromise) => {
    const onMessage = (data: Buffer) => {
      const event = JSON.parse(data.toString()) as Record<string, unknown>;
      if (event.requestId !== requestId) return;
      socket.off('message', onMessage);
      resolvePromise(event);
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ ...command, requestId }));
  });
}

/** Median, p95, p99 and maximum of a list of timings (ms, two decimals). */
export function percentiles(samples: number[]): { median: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), max: +sorted[sorted.length - 1].toFixed(2) };
}
