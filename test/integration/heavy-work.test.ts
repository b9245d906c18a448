/**
 * Heavy work off the event loop (issue 20, item 7): with `workerHeavy` (as `npm run serve` and the desktop app
 * run), imports, exports, history steps, what-ifs and class debriefs are answered from a worker thread that
 * reads the database itself — with the same answers as in process — and a large message from the host machine
 * is parsed there, its connection's later messages answered after it. Every connection's messages are bounded
 * in depth at the edge. (How long other tables wait is measured by `npm run bench:gate`, not asserted here.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { startLanServer, type LanServer } from '../../src-main/net/lan-server.ts';
import { randomBots } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { DocConnection, type Json } from '../compat/doc-client.ts';

const finished = JSON.parse(readFileSync('test/fixtures/game-files/finished-2p.sectors.json', 'utf8')) as Json & { inputs: Json[] };
let temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;
let url: string;

beforeEach(async () => {
  temp = makeTempDir();
  booted = bootHost(join(temp.dir, 'data'), { bots: randomBots, botThinkMs: 5, workerHeavy: true });
  const rendererDir = join(temp.dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  server = await startLanServer({ host: booted.host, rendererDir, port: 0, lan: false });
  url = `ws://127.0.0.1:${server.port}/ws`;
});

afterEach(async () => {
  await server.close();
  booted.close();
  temp.cleanup();
});

async function hostScreen(): Promise<DocConnection> {
  const conn = await DocConnection.open(url);
  await conn.request({ type: 'hello', protocol: 2, client: { kind: 'test' } });
  return conn;
}

describe('heavy work on a worker thread', () => {
  it('imports a file larger than 64 KiB, answering the messages sent after it in order', async () => {
    const conn = await hostScreen();
    // A long name makes the real finished game's file a large message (only imports may be).
    const big = JSON.stringify({ type: 'import_game', file: { ...finished, name: 'x'.repeat(70_000) }, requestId: 'imp' });
    expect(big.length).toBeGreaterThan(64 * 1024);
    (conn as unknown as { socket: { send(text: string): void } }).socket.send(big);
    (conn as unknown as { socket: { send(text: string): void } }).socket.send(JSON.stringify({ type: 'list_games', requestId: 'after' }));
    await conn.waitFor((e) => e.requestId === 'after');
    const answers = conn.events.filter((e) => e.requestId === 'imp' || e.requestId === 'after').map((e) => `${String(e.requestId)}:${String(e.type)}`);
    expect(answers).toEqual(['imp:game_created', 'after:games']);
    const created = conn.events.find((e) => e.requestId === 'imp')!;
    // The game runs from the snapshot the worker prepared: its export replays to the same inputs.
    const exported = await conn.request({ type: 'export_game', gameId: created.gameId });
    expect(exported).toMatchObject({ type: 'game_file', file: { inputs: finished.inputs, final: finished.final, seed: finished.seed } });
    const history = await conn.request({ type: 'history', gameId: created.gameId, step: 3 });
    expect(history).toMatchObject({ type: 'history_step', step: 3, finished: true });
    const whatIf = await conn.request({ type: 'play_from', gameId: created.gameId, step: 3 });
    expect(whatIf.type).toBe('game_created');
    const view = await conn.waitFor((e) => e.type === 'view' && e.gameId === whatIf.gameId);
    expect((view.view as Json).status).toBe('RUNNING');
    await conn.drop();
  });

  it('refuses a large message that is not an import, and a file that does not replay, with their reasons', async () => {
    const conn = await hostScreen();

    expect(await conn.request({ type: 'list_games', pad: 'x'.repeat(70_000) })).toMatchObject({ type: 'error', reason: 'MESSAGE_TOO_LARGE' });
    const broken = { ...finished, name: 'y'.repeat(70_000), inputs: [...finished.inputs.slice(0, 3), { type: 'NO_SUCH_INPUT', player: 'P1' }] };
    expect(await conn.request({ type: 'import_game', file: broken })).toMatchObject({ type: 'error', reason: 'INVALID_GAME_FILE' });
    // The connection goes on as usual.
    expect(await conn.request({ type: 'list_games' })).toMatchObject({ type: 'games' });
    await conn.drop();
  });

  it('answers a class\'s CSV files and report from the worker', async () => {
    const conn = await hostScreen();
    const created = await conn.request({ type: 'create_class', name: 'Period 3', students: ['Ana', 'Ben'], tables: [{ game: 'sectors', options: { maxTurns: 8 } }] });
    expect(await conn.request({ type: 'export_class', classId: created.classId })).toMatchObject({ type: 'class_files', files: [{ name: 'Period-3-class.csv' }, {}] });
    expect(await conn.request({ type: 'class_report', classId: created.classId })).toMatchObject({ type: 'class_report_data', report: { name: 'Period 3' } });
    await conn.drop();
  });
});

describe('the edge bounds nesting for every connection', () => {
  it('refuses a message nested deeper than 32 levels before parsing it', async () => {
    const conn = await hostScreen();
    const deep = `{"type":"check","gameId":"g","player":"P1","action":${'['.repeat(20_000)}${']'.repeat(20_000)},"requestId":"deep"}`;
    (conn as unknown as { socket: { send(text: string): void } }).socket.send(deep);
    expect(await conn.waitFor((e) => e.requestId === 'deep')).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT', message: expect.stringContaining('deeper than 32') });
    await conn.drop();
  });
});
