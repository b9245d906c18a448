import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { HOST_VERSION } from '../../src-main/host/version.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { Journal } from '../../src-main/store/journal.ts';
import { hello, PROTOCOL_VERSION } from '../../src-shared/protocol/index.ts';
import { CONTENT_SECURITY_POLICY } from '../../src-shared/security.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { TestSocket } from '../helpers/ws-client.ts';

const temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;
let wsUrl: string;

beforeAll(async () => {
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head><title>t</title></head></html>');
  booted = bootHost(join(temp.dir, 'data'), { clock: { now: () => 1_700_000_000_000, setTimeout: () => null, clearTimeout: () => undefined } });
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false });
  wsUrl = `ws://127.0.0.1:${server.port}/ws`;
});

afterAll(async () => {
  await server.close();
  booted.close();
  temp.cleanup();
});

describe('host over a real WebSocket', () => {
  it('answers hello with welcome and keeps greetings out of the journal', async () => {
    const client = await TestSocket.open(wsUrl);
    client.send({ ...hello('test', 'integration'), requestId: 'r1' });
    const welcome = await client.next();
    expect(welcome).toMatchObject({ type: 'welcome', protocol: PROTOCOL_VERSION, hostVersion: HOST_VERSION, requestId: 'r1' });
    expect(typeof welcome.connectionId).toBe('string');

    // The journal holds what changes games; 50 greetings add nothing to it.
    for (let i = 0; i < 50; i++) client.send({ ...hello('test'), requestId: `h${i}` });
    for (let i = 0; i < 50; i++) expect(await client.next()).toMatchObject({ type: 'welcome' });
    expect(new Journal(booted.db).read(null)).toEqual([]);
    await client.close();
  });

  it('answers malformed input with an error, journals nothing, and keeps serving', async () => {
    const client = await TestSocket.open(wsUrl);
    const before = new Journal(booted.db).read(null).length;

    client.sendRaw('this is not json');
    expect(await client.next()).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    client.send({ type: 'hello', protocol: 1, client: { kind: 'nobody' } });
    expect(await client.next()).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    client.send({ type: 'format_disk' });
    expect(await client.next()).toMatchObject({ type: 'error', reason: 'UNKNOWN_COMMAND' });
    client.sendRaw(Buffer.from([0, 1, 2]));
    expect(await client.next()).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
    expect(new Journal(booted.db).read(null).length).toBe(before);

    client.send(hello('test'));
    expect(await client.next()).toMatchObject({ type: 'welcome' });
    await client.close();
  });

  it('serves the renderer with the content security policy and refuses paths outside it', async () => {
    const page = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toContain('<title>t</title>');
    // A client-side route falls back to the app, anchored at the root so its relative assets load from there;
    // a missing asset is a 404; traversal never escapes.
    const route = await fetch(`http://127.0.0.1:${server.port}/join/ABCD`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<base href="/">');
    expect((await fetch(`http://127.0.0.1:${server.port}/missing.js`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/%2e%2e/data/sectors.sqlite3`)).status).toBe(404);
  });

  it('binds to loopback unless LAN play is switched on', () => {
    expect(server.localUrl).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.lanUrls).toEqual([]);
  });
});
