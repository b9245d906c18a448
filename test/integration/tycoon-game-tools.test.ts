/**
 * The stored-game tools with `--game tycoon` (src-main/cli/replay.ts, export-game.ts, import-game.ts): they are
 * generic over the game module, so a Stock Market Tycoon game created and played through the real host and
 * SQLite replays from its journal, exports as a `tycoon-game` file and imports elsewhere to the same state;
 * a running game exports only sealed; a tool told another kind refuses with the --game to use.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { TycoonGame } from '../../src-shared/games/tycoon/live/types.ts';
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const temp = makeTempDir('tycoon-tools-');
const data = join(temp.dir, 'data');
const cli = (script: string, ...args: string[]) => spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: temp.dir, encoding: 'utf8' });

let finished = '';
let running = '';
let finalState: TycoonGame;

beforeAll(() => {
  // Two games on one host: three random bots play a 2-year Strategist game to its end; a human table is left
  // in its first turn.
  const clock = new SimulatedClock();
  const booted = bootHost(data, { clock, bots: inProcessBots(gameRegistry), botThinkMs: 0, heartbeatMs: 250 });
  const client = new LocalClient(booted);
  const bots = [1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot', botLevel: 'random' }));
  finished = (client.request({ type: 'create_game', game: 'tycoon', seats: bots, seed: 11, options: { years: 2, mode: 'strategist' }, start: true }) as { gameId: string }).gameId;
  for (let t = 0; t < 5_000_000 && booted.host.record(finished)!.status !== 'FINISHED'; t += 500) clock.increment(500);
  expect(booted.host.record(finished)!.status).toBe('FINISHED');
  finalState = booted.host.session(finished)!.context.engine as TycoonGame;
  const humans = [1, 2].map((i) => ({ name: `Human ${i}`, kind: 'human' }));
  running = (client.request({ type: 'create_game', game: 'tycoon', seats: humans, seed: 5, start: true }) as { gameId: string }).gameId;
  booted.close();
});
afterAll(() => temp.cleanup());

describe('replay, export and import with --game tycoon', () => {
  it('replays a finished game from its journal, whole or up to a year and step', () => {
    const whole = cli('src-main/cli/replay.ts', '--game', 'tycoon', finished, '--data', data);
    expect(whole.status, whole.stderr).toBe(0);
    const out = JSON.parse(whole.stdout) as { kind: string; reached: boolean; state: { year: number; step: string; seq: number; cash: number[] } };
    expect(out).toMatchObject({ kind: 'tycoon', reached: true, state: { year: 2, step: 'GAME_OVER', seq: finalState.core.seq } });
    expect(out.state.cash).toEqual(Object.values(finalState.core.players).map((p) => p.cash));

    const full = cli('src-main/cli/replay.ts', '--game', 'tycoon', finished, '--data', data, '--full');
    expect(JSON.parse(full.stdout).state).toEqual(JSON.parse(JSON.stringify(finalState)));

    const partial = cli('src-main/cli/replay.ts', '--game', 'tycoon', finished, '--data', data, '--to', '2/TURN');
    expect(partial.status, partial.stderr).toBe(0);
    expect(JSON.parse(partial.stdout)).toMatchObject({ target: '2/TURN', reached: true, state: { year: 2, step: 'TURN', txRound: 1 } });

    const badPhase = cli('src-main/cli/replay.ts', '--game', 'tycoon', finished, '--data', data, '--to', '2/PLACE_STOCK_ORDERS');
    expect(badPhase.status).toBe(2);
    expect(badPhase.stderr).toContain('--to must be TURN/PHASE with a phase ID of Stock Market Tycoon');
  });

  it('exports a finished game in full and imports it elsewhere to the identical state', () => {
    const file = join(temp.dir, 'done.tycoon.json');
    const exported = cli('src-main/cli/export-game.ts', '--game', 'tycoon', finished, '--data', data, '--out', file);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^wrote .*done\.tycoon\.json \(\d+ inputs, ends at turn 2 GAME_OVER, ENDED\)\n$/);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { format: string; game: string; seed: number };
    expect(written).toMatchObject({ format: 'tycoon-game', game: 'tycoon', seed: 11 });

    const elsewhere = join(temp.dir, 'elsewhere');
    const imported = cli('src-main/cli/import-game.ts', '--game', 'tycoon', file, '--data', elsewhere);
    expect(imported.status, imported.stderr).toBe(0);
    const id = /imported as game (\S+) \(join code [A-Z0-9]+\): turn 2 GAME_OVER, ENDED\n$/.exec(imported.stdout)?.[1];
    expect(id).toBeDefined();
    const again = cli('src-main/cli/replay.ts', '--game', 'tycoon', id!, '--data', elsewhere, '--full');
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).state.core).toEqual(JSON.parse(JSON.stringify(finalState.core)));
  });

  it('exports a running game only sealed, with a passphrase', () => {
    const plain = cli('src-main/cli/export-game.ts', '--game', 'tycoon', running, '--data', data, '--out', join(temp.dir, 'open.json'));
    expect(plain.status).toBe(2);
    expect(plain.stderr).toMatch(/^this game is still being played: .*\(--passphrase\)\n$/);
    expect(existsSync(join(temp.dir, 'open.json'))).toBe(false);
    const sealedFile = join(temp.dir, 'sealed.json');
    const sealed = cli('src-main/cli/export-game.ts', '--game', 'tycoon', running, '--data', data, '--out', sealedFile, '--passphrase', 'correct horse battery');
    expect(sealed.status, sealed.stderr).toBe(0);
    expect(sealed.stdout).toContain('(sealed;');
    const imported = cli('src-main/cli/import-game.ts', '--game', 'tycoon', sealedFile, '--data', join(temp.dir, 'resumed'), '--passphrase', 'correct horse battery');
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/: turn 1 TURN, RUNNING\n$/);
  });

  it('refuses a Tycoon game or file when told another kind, naming the --game to use', () => {
    const replay = cli('src-main/cli/replay.ts', finished, '--data', data);
    expect(replay.status).toBe(2);
    expect(replay.stderr).toBe(`game ${finished} is a tycoon game, not sectors: run with --game tycoon\n`);
    const file = join(temp.dir, 'kind.tycoon.json');
    expect(cli('src-main/cli/export-game.ts', '--game', 'tycoon', finished, '--data', data, '--out', file).status).toBe(0);
    const imported = cli('src-main/cli/import-game.ts', file, '--data', join(temp.dir, 'other'));
    expect(imported.status).toBe(2);
    expect(imported.stderr).toBe(`${file} is a tycoon game file, not sectors: run with --game tycoon\n`);
  });
});
