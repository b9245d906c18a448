/**
 * `npm run bench:gate`: what oversized frames cost the host. A host (`serve --lan`, its own process) receives
 * ten 15 MB frames at once, first from another machine (its LAN address: the 64 KiB socket limit applies), then
 * as a baseline from the host machine itself (loopback: up to 16 MiB frames are read). Prints the host's
 * resident memory before, at its peak and after, for both. Needs a non-loopback IPv4 address on this machine.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { lanAddresses } from '../net/addresses.ts';
import { startNode } from './processes.ts';

const FRAMES = 10;
const FRAME_CHARS = 15_000_000;

async function measure(address: string) {
  const data = mkdtempSync(join(tmpdir(), 'sectors-gate-'));
  const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--lan', '--port', '0', '--data', data], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024);
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const frame = 'x'.repeat(FRAME_CHARS);
  const closes = await Promise.all(
    Array.from({ length: FRAMES }, () => new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://${address}:${match[1]}/ws`);
      socket.on('open', () => socket.send(frame, () => setTimeout(() => socket.terminate(), 300)));
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => undefined);
    })),
  );
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(sampler);
  const after = rssMb();
  child.kill('SIGTERM');
  return { peer: address, rssBeforeMb: before, rssPeakMb: peak, rssAfterMb: after, closeCodes: [...new Set(closes)].sort() };
}

const lan = lanAddresses()[0];
if (!lan) {
  console.error('bench:gate needs a non-loopback IPv4 address on this machine (none found)');
  process.exit(1);
}
console.log(`${FRAMES} frames of ${FRAME_CHARS / 1e6} MB at once`);
console.log('other machine (64 KiB limit):', JSON.stringify(await measure(lan)));
console.log('baseline, host machine (16 MiB limit):', JSON.stringify(await measure('127.0.0.1')));
process.exit(0);
