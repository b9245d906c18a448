/** `npm run serve -- --lan` tells the lobby where other machines reach it (issue 10 item 14). */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openSocket, request, startNode } from '../../src-main/cli/processes.ts';
import { lanAddresses } from '../../src-main/net/addresses.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const temp = makeTempDir('sectors-lan-');
afterAll(() => temp.cleanup());

async function lanStatus(extra: string[]) {
  const { child, match } = await startNode(['src-main/cli/serve.ts', '--api-only', '--port', '0', '--data', join(temp.dir, extra.join('') || 'local'), ...extra], /Open http:\/\/127\.0\.0\.1:(\d+)\//);
  try {
    const socket = await openSocket(`ws://127.0.0.1:${match[1]}/ws`);
    const status = await request(socket, { type: 'lan' });
    const enable = await request(socket, { type: 'lan', enable: true });
    socket.close();
    return { status, enable, port: match[1] };
  } finally {
    child.kill('SIGTERM');
  }
}

describe('serve and the LAN address', () => {
  it('with --lan reports the machine\'s network addresses with its port (never 127.0.0.1)', { timeout: 60_000 }, async () => {
    const { status, port } = await lanStatus(['--lan']);
    expect(status).toMatchObject({ type: 'lan_status', enabled: true, urls: lanAddresses().map((a) => `http://${a}:${port}/`) });
    expect(JSON.stringify(status.urls)).not.toContain('127.0.0.1');
  });

  it('without --lan says it is closed and how to open it', { timeout: 60_000 }, async () => {
    const { status, enable } = await lanStatus([]);
    expect(status).toMatchObject({ type: 'lan_status', enabled: false, urls: [] });
    expect(enable).toMatchObject({ type: 'error', reason: 'LAN_UNAVAILABLE' });
    expect(String(enable.message)).toContain('--lan');
  });
});
