/**
 * One tool per verb: `npm run sim`, `tournament`, `scenario` and `bench:engine` work for every registered game
 * through the module contract, Lot Auction included, which has no tools code of its own (no
 * src-shared/games/auction/tools.ts). Game options are `--option KEY=VALUE`, checked against the game's option
 * specs: a key the game lacks or a value outside its spec exits 2 with a message listing the game's options.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSimArgs } from '../../src-main/cli/sim.ts';
import { parseTournamentArgs } from '../../src-main/cli/tournament.ts';
import { parseBenchArgs } from '../../src-main/cli/bench-engine.ts';
import { UsageError } from '../../src-main/cli/tool-args.ts';
import { GAME_MODULES } from '../../src-shared/games/registry.ts';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import { simulateModuleGame } from '../../src-shared/platform/testing/module-sim.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const cli = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const temp = makeTempDir('engine-tools-');
afterAll(() => temp.cleanup());

const AUCTION_OPTIONS = 'rounds (integer 1..5, default 3); startingCoins (20 | 30 | 50, default 30)';

describe('Lot Auction gets every engine tool without code of its own', () => {
  it('has no tool code of its own: its tools hook holds only the words of its protocol page, everything below runs on its module alone', () => {
    expect(existsSync(join(ROOT, 'src-shared/games/auction/tools.ts'))).toBe(true);
    expect(Object.keys(GAME_TOOLS.auction ?? {})).toEqual(['protocolNotes']);
  });

  it('npm run sim plays complete games with no refusal, violation or error, and takes --option', () => {
    const run = cli('src-main/cli/sim.ts', '--game', 'auction', '--games', '5', '--players', '3', '--option', 'rounds=2', '--json');
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      game: 'auction', games: 5, players: 3, endReasons: { 'all 2 rounds played': 5 }, turns: { min: 2, max: 2 },
      refused: {}, invariantViolations: 0, errors: 0, settings: { options: { rounds: 2 } },
    });
    const text = cli('src-main/cli/sim.ts', '--game', 'auction', '--games', '2', '--level', 'easy');
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^games {12}2 × 4 players of Lot Auction, easy players \(seeds 1\.\.2, timeouts 0\.1\)\n/);
    expect(text.stdout).toContain('SUBMIT_BID');
  });

  it('npm run tournament plays its two bot levels seat-rotated, with win rates and decision times', () => {
    const run = cli('src-main/cli/tournament.ts', '--game', 'auction', '--games', '4', '--paired', '--json');
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { game: string; results: { name: string; places: number[]; refused: number; unfinished: number; paired: unknown; times: Record<string, unknown> }[] };
    expect(out.game).toBe('auction');
    expect(out.results).toHaveLength(1);
    const [r] = out.results;
    expect(r).toMatchObject({ name: 'easy-vs-3-random', tested: 'easy', field: 'random', games: 4, refused: 0, unfinished: 0 });
    expect(r.places.reduce((a, b) => a + b, 0)).toBe(4);
    expect(r.paired).not.toBeNull();
    expect(Object.keys(r.times).sort()).toEqual(['easy', 'random']);
  });

  it('npm run scenario plays a module scenario file and fails on a broken expectation', () => {
    const file = join(ROOT, 'test/fixtures/scenarios/auction/a01-sealed-bid.json');
    const played = cli('src-main/cli/scenario.ts', file);
    expect(played.status, played.stderr).toBe(0);
    expect(played.stderr).toBe(`${file}: 16 of 16 checks passed\n`);
    expect(JSON.parse(played.stdout)).toMatchObject({ game: 'auction', ok: true, counts: { failed: 0 } });

    const sc = JSON.parse(readFileSync(file, 'utf8')) as { steps: { expect?: unknown }[] };
    sc.steps[sc.steps.length - 2].expect = { state: { owners: ['P1'] } };
    const broken = join(temp.dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(sc));
    const failed = cli('src-main/cli/scenario.ts', '--game', 'auction', broken);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('1 of 13 checks failed');
    expect(failed.stderr).toContain('state owners: expected ["P1"], got ["P2"]');
  });

  it('npm run bench:engine records and replays its games', () => {
    const run = cli('src-main/cli/bench-engine.ts', '--game', 'auction', '--games', '10', '--rounds', '1', '--json');
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { game: string; games: number; inputsPerGame: number; engineGamesPerSecond: { best: number } };
    expect(out).toMatchObject({ game: 'auction', games: 10 });
    expect(out.inputsPerGame).toBeGreaterThan(0);
    expect(out.engineGamesPerSecond.best).toBeGreaterThan(0);
  });
});

describe('--option KEY=VALUE is checked against the game\'s own options', () => {
  it('refuses an option the game lacks, exit 2, listing the game\'s options', () => {
    const run = cli('src-main/cli/sim.ts', '--game', 'auction', '--option', 'colour=red');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^--option colour: Lot Auction has no option "colour"; its options: ${AUCTION_OPTIONS.replace(/[()|.]/g, '\\$&')}\nusage: npm run sim -- --game auction `));
  });

  it('refuses a value outside the option\'s spec, and an --option without "=", on every engine tool', () => {
    const message = (fn: () => unknown): string => {
      try {
        fn();
      } catch (err) {
        if (err instanceof UsageError && err.exitCode === 2) return err.message;
        throw err;
      }
      throw new Error('expected a usage error');
    };
    const auction = GAME_MODULES.find((m) => m.meta.kind === 'auction')!;
    for (const parse of [parseSimArgs, parseTournamentArgs, parseBenchArgs]) {
      expect(message(() => parse(auction, ['--option', 'rounds=9']))).toContain('--option rounds: "9" is not allowed; Lot Auction takes rounds (integer 1..5, default 3)');
      expect(message(() => parse(auction, ['--option', 'rounds']))).toContain(`--option takes KEY=VALUE, got "rounds"; Lot Auction's options: ${AUCTION_OPTIONS}`);
      expect(message(() => parse(auction, ['--years', '3']))).toContain("Unknown option '--years'");
    }
  });

  it('takes a game\'s old flags as aliases, except where the tool has a flag of that name', () => {
    const sr1876 = GAME_MODULES.find((m) => m.meta.kind === 'sr1876')!;
    expect(parseSimArgs(sr1876, ['--rounds', '2', '--rebuy']).options).toEqual({ rounds: 2, noRebuyAfterSale: false });
    expect(parseSimArgs(sr1876, ['--option', 'rounds=2', '--option', 'noRebuyAfterSale=false']).options).toEqual({ rounds: 2, noRebuyAfterSale: false });
    // bench:engine's --rounds counts its timed rounds; the game's rounds are then --option rounds=R.
    expect(parseBenchArgs(sr1876, ['--rounds', '2'])).toMatchObject({ rounds: 2, options: {} });
    expect(parseBenchArgs(sr1876, ['--rounds', '2', '--option', 'rounds=3'])).toMatchObject({ rounds: 2, options: { rounds: 3 } });
  });
});

describe('every registered game plays through the generic driver', () => {
  for (const module of GAME_MODULES) {
    it(`${module.meta.kind}: one random-legal game ends by its rules, nothing refused or broken`, () => {
      const { config } = parseSimArgs(module, ['--players', String(module.meta.players.min)]);
      const r = simulateModuleGame({ module, config, seed: 3, player: 'legal', timeoutRate: 0.1 });
      expect(r.errors).toEqual([]);
      expect(r.violations).toEqual([]);
      expect(r.refused).toEqual({});
      expect(r.winnerScore).not.toBeNull();
    });
  }
});
