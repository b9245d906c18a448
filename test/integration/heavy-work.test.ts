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
import { makeTempDir } from '../helpers/temp-dir.ts';
import { DocConnection, type Json } from '../compat/doc-client.ts';
import { bootEvery, botsFor, createFor } from '../helpers/every-game.ts';
import { LocalClient } from '../helpers/host.ts';
import { bots, GAME_CASES, type GameCase } from '../platform/games.ts';

const finished = JSON.parse(readFileSync('test/fixtures/game-files/finished-2p.sectors.json', 'utf8')) as Json & { inputs: Json[] };
let temp = makeTempDir();
let booted: BootedHost;
let server: LanServer;
let url: string;

beforeEach(async () => {
  temp = makeTempDir();
  // Bots of every game: a what-if's bot seats play whichever game it is.
  booted = bootHost(join(temp.dir, 'data'), { bots, botThinkMs: 5, workerHeavy: true });
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

/** A finished all-bot game of `game`, played and exported by an in-process host (its bots play every game). */
function finishedFile(game: GameCase): Json & { inputs: Json[]; final: Json; seed: number } {
  const { booted: maker, clock } = bootEvery(join(temp.dir, `maker-${game.kind}`), undefined, 0);
  const client = new LocalClient(maker);
  const { gameId } = client.request(createFor(game, botsFor(game, 2), { seed: 4 }, { reviewSeconds: 1 })) as { gameId: string };
  for (let t = 0; t < 10_000_000 && maker.host.record(gameId)!.status !== 'FINISHED'; t += 1000) clock.increment(1000);
  const file = (client.request({ type: 'export_game', gameId }) as unknown as { file: Json & { inputs: Json[]; final: Json; seed: number } }).file;
  maker.close();
  return file;
}

describe('heavy work on a worker thread', () => {
  // One worker for every game (booting one per game would cost more than the games' work).
  it('imports a file of every game larger than 64 KiB, answering the messages sent after it in order; exports, history and what-ifs from the worker', async () => {
    const conn = await hostScreen();
    for (const game of GAME_CASES) {
      const finished = finishedFile(game);
      // A long name makes a real finished game's file a large message (only imports may be).
      const big = JSON.stringify({ type: 'import_game', file: { ...finished, name: 'x'.repeat(70_000) }, requestId: `imp-${game.kind}` });
      expect(big.length).toBeGreaterThan(64 * 1024);
      (conn as unknown as { socket: { send(text: string): void } }).socket.send(big);
      (conn as unknown as { socket: { send(text: string): void } }).socket.send(JSON.stringify({ type: 'list_games', requestId: `after-${game.kind}` }));
      await conn.waitFor((e) => e.requestId === `after-${game.kind}`);
      const answers = conn.events.filter((e) => e.requestId === `imp-${game.kind}` || e.requestId === `after-${game.kind}`).map((e) => `${String(e.requestId)}:${String(e.type)}`);
      expect(answers).toEqual([`imp-${game.kind}:game_created`, `after-${game.kind}:games`]);
      const created = conn.events.find((e) => e.requestId === `imp-${game.kind}`)!;
      // The game runs from the snapshot the worker prepared: its export replays to the same inputs.
      const exported = await conn.request({ type: 'export_game', gameId: created.gameId });
      expect(exported, game.kind).toMatchObject({ type: 'game_file', file: { game: game.kind, inputs: finished.inputs, final: finished.final, seed: finished.seed } });
      const history = await conn.request({ type: 'history', gameId: created.gameId, step: 2 });
      expect(history, game.kind).toMatchObject({ type: 'history_step', step: 2, finished: true });
      const whatIf = await conn.request({ type: 'play_from', gameId: created.gameId, step: 2 });
      expect(whatIf.type, game.kind).toBe('game_created');
      const view = await conn.waitFor((e) => e.type === 'view' && e.gameId === whatIf.gameId);
      expect((view.view as Json).status, game.kind).toBe('RUNNING');
    }
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
