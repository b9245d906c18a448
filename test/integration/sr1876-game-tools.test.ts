/**
 * The offline tools with `--game sr1876`: the stored-game tools (replay, export, import) are generic over the
 * module, so a stock round played by random bots through the real host and SQLite replays from its journal
 * (whole, or up to a round and phase), exports as an `sr1876-game` file and imports elsewhere to the same state;
 * `npm run sim` and `npm run scenario` have the stock round's own implementations.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { bootHost } from '../../src-main/app/boot.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import { LocalClient } from '../helpers/host.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const temp = makeTempDir('sr1876-tools-');
const data = join(temp.dir, 'data');
const cli = (script: string, ...args: string[]) => spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: temp.dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let finished = '';
let finalState: Sr1876Game;

beforeAll(() => {
  const clock = new SimulatedClock();
  const booted = bootHost(data, { clock, bots: inProcessBots(gameRegistry), botThinkMs: 0, heartbeatMs: 250 });
  const client = new LocalClient(booted);
  const bots = [1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot', botLevel: 'random' }));
  finished = (client.request({ type: 'create_game', game: 'sr1876', seats: bots, seed: 11, options: { rounds: 2, reviewSeconds: 1 }, start: true }) as { gameId: string }).gameId;
  for (let t = 0; t < 5_000_000 && booted.host.record(finished)!.status !== 'FINISHED'; t += 500) clock.increment(500);
  expect(booted.host.record(finished)!.status).toBe('FINISHED');
  finalState = booted.host.session(finished)!.context.engine as Sr1876Game;
  booted.close();
});
afterAll(() => temp.cleanup());

describe('stored-game tools with --game sr1876', () => {
  it('replays a finished game from its journal, whole or up to a round and phase', () => {
    const whole = cli('src-main/cli/replay.ts', '--game', 'sr1876', finished, '--data', data);
    expect(whole.status, whole.stderr).toBe(0);
    const out = JSON.parse(whole.stdout) as { kind: string; reached: boolean; state: { round: number; step: string; seq: number; cash: number[] } };
    expect(out).toMatchObject({ kind: 'sr1876', reached: true, state: { round: 2, step: 'GAME_OVER', seq: finalState.core.seq } });
    expect(out.state.cash).toEqual(finalState.core.players.map((p) => p.cash));
    const partial = cli('src-main/cli/replay.ts', '--game', 'sr1876', finished, '--data', data, '--to', '2/ROUND_END');
    expect(partial.status, partial.stderr).toBe(0);
    expect(JSON.parse(partial.stdout)).toMatchObject({ target: '2/ROUND_END', reached: true, state: { round: 2, review: 2 } });
  });

  it('exports a finished game in full and imports it elsewhere to the identical state', () => {
    const file = join(temp.dir, 'done.sr1876.json');
    const exported = cli('src-main/cli/export-game.ts', '--game', 'sr1876', finished, '--data', data, '--out', file);
    expect(exported.status, exported.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'sr1876-game', game: 'sr1876', seed: 11 });
    const elsewhere = join(temp.dir, 'elsewhere');
    const imported = cli('src-main/cli/import-game.ts', '--game', 'sr1876', file, '--data', elsewhere);
    expect(imported.status, imported.stderr).toBe(0);
    const id = /imported as game (\S+) /.exec(imported.stdout)?.[1];
    const again = cli('src-main/cli/replay.ts', '--game', 'sr1876', id!, '--data', elsewhere, '--full');
    expect(again.status, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).state).toEqual(JSON.parse(JSON.stringify(finalState)));
  });
});

describe('npm run sim and npm run scenario with --game sr1876', () => {
  it('simulates complete games with no refusal and no invariant violation', () => {
    const sim = cli('src-main/cli/sim.ts', '--game', 'sr1876', '--games', '5', '--players', '5', '--json');
    expect(sim.status, sim.stderr).toBe(0);
    expect(JSON.parse(sim.stdout)).toMatchObject({ games: 5, players: 5, endReasons: { ROUNDS: 5 }, refused: {}, invariantViolations: 0, errors: 0 });
    const bad = cli('src-main/cli/sim.ts', '--game', 'sr1876', '--players', '2');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--players');
  });

  it('plays a worked example and reports a contradiction between --game and the file', () => {
    const file = join(ROOT, 'test/fixtures/scenarios/sr1876/ex03-absorption.json');
    const played = cli('src-main/cli/scenario.ts', file);
    expect(played.status, played.stderr).toBe(0);
    expect(played.stderr).toMatch(/: 16 of 16 checks passed\n$/);
    const conflict = cli('src-main/cli/scenario.ts', '--game', 'tycoon', file);
    expect(conflict.status).toBe(2);
  });
});
