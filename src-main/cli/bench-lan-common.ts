/**
 * What the `bench:lan` scenarios share: the host's memory, the moment the last of a set of clients has received
 * a message, and the baseline — a bare WebSocket server broadcasting a message of the same size.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import { openSocket, percentiles, startNode } from './processes.ts';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
/** Rounds before the measured ones: the first commands warm up the JIT on both sides. */
export const WARMUP = 20;
/** A round that has not arrived by then will not: a refused command (a rate limit, a stale phase) shows as a failure, not a hang. */
const ROUND_TIMEOUT_MS = 10_000;

/** The machine's load average over 1, 5 and 15 minutes: printed beside every figure (a loaded machine's p99 is noise). */
export const loadNow = (): number[] => loadavg().map((l) => +l.toFixed(2));

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

/** A client and the prefix of the message it is waiting for (any of several: a full view or a view delta). */
export type Expected = { client: WebSocket; marker: string | readonly string[] };

/** The prefixes of a change's message for a client that takes full views or view deltas, of one game or any. */
export function viewMarkers(gameId?: string): string[] {
  const game = gameId === undefined ? '' : `,"gameId":${JSON.stringify(gameId)}`;
  return [`{"type":"view"${game}`, `{"type":"view_delta"${game}`];
}

/** How a benchmark's clients take views: whole, or as patches of the last one (docs/PROTOCOL.md, "View deltas"). */
export type ViewMode = 'full' | 'delta';
export const featuresOf = (mode: ViewMode): string[] | undefined => (mode === 'delta' ? ['viewDeltas'] : undefined);

/** The median of a list of sizes (0 when empty). */
export function medianOf(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Resolves with the time at which every client has received one message starting with its marker, the size
 * of the last one, and each client's message size (in the order of `expected`). Only the prefix is inspected: parsing dozens of large views here would measure this
 * process, not the host.
 */
export function lastArrival(expected: Expected[]): Promise<{ at: number; bytes: number; sizes: number[] }> {
  return new Promise((resolvePromise, reject) => {
    let latest = 0;
    let bytes = 0;
    const sizes = expected.map(() => 0);
    const pending = new Map<Expected, (data: Buffer) => void>();
    const timer = setTimeout(() => {
      for (const [e, listener] of pending) e.client.off('message', listener);
      const first = [...pending.keys()][0];
      reject(new Error(`${pending.size} of ${expected.length} clients got no ${String(first.marker)}… within ${ROUND_TIMEOUT_MS} ms`));
    }, ROUND_TIMEOUT_MS);
    for (const [i, e] of expected.entries()) {
      const markers = typeof e.marker === 'string' ? [e.marker] : e.marker;
      const onMessage = (data: Buffer) => {
        if (!markers.some((m) => data.subarray(0, m.length).toString() === m)) return;
        e.client.off('message', onMessage);
        pending.delete(e);
        latest = Math.max(latest, performance.now());
        bytes = data.length;
        sizes[i] = data.length;
        if (pending.size > 0) return;
        clearTimeout(timer);
        resolvePromise({ at: latest, bytes, sizes });
      };
      pending.set(e, onMessage);
      e.client.on('message', onMessage);
    }
  });
}

/**
 * The baseline: `clients` connections to a bare `ws` server that, for each message it receives, sends a
 * view-shaped message of `payloadBytes` to every one of them. Time from sending to the last arrival. `gapMs`: a
 * pause between rounds, as the measured host's rounds have (so both are timed at the same pace).
 */
export async function benchEcho(payloadBytes: number, clients: number, gapMs = 0) {
  const { child, match } = await startNode(['src-main/cli/bench-echo-server.ts', String(payloadBytes)], /ECHO_PORT (\d+)/);
  const url = `ws://127.0.0.1:${Number(match[1])}`;
  const sockets = await Promise.all(Array.from({ length: clients }, () => openSocket(url)));
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + WARMUP; i++) {
    const arrival = lastArrival(sockets.map((client) => ({ client, marker: '{"type":"view"' })));
    const start = performance.now();
    sockets[0].send(String(i));
    const done = await arrival;
    if (i >= WARMUP) samples.push(done.at - start);
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
  }
  for (const s of sockets) s.terminate();
  child.kill('SIGTERM');
  return percentiles(samples);
}
