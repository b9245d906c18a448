/**
 * The `tycoon` paths of the offline game tools, on the command line: `npm run scenario` (src-main/cli/scenario.ts
 * → Tycoon's own format through its tools hook), `npm run sim` (the generic sim.ts; Tycoon's old flags are aliases of --option), `npm run bench:engine` (its arguments only:
 * timings are not tested) and `npm run golden:update` (its arguments only: running it rewrites the golden files).
 * Exit codes: 0 ok, 1 a failed check or a malformed file, 2 bad arguments.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSimArgs } from '../../../src-main/cli/sim.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import { UsageError } from '../../../src-main/cli/tool-args.ts';
import { runScenarioFile } from '../../../src-shared/games/tycoon/testing/scenario-runner.ts';
import { makeTempDir } from '../../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIR = join(ROOT, 'test/fixtures/scenarios/tycoon');
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, unknown>;
const cli = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const temp = makeTempDir('tycoon-cli-');
afterAll(() => temp.cleanup());
const write = (name: string, content: unknown): string => {
  const path = join(temp.dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

describe('npm run scenario with Tycoon files', () => {
  const scenario = (...args: string[]) => cli('src-main/cli/scenario.ts', ...args);

  it('plays a file that says "game": "tycoon", and the same with --game tycoon, printing the transcript', () => {
    const file = join(DIR, 'tc09-buyback-offers.json');
    const expected = `${JSON.stringify(runScenarioFile(read('tc09-buyback-offers.json')), null, 2)}\n`;
    const declared = scenario(file);
    expect(declared.status, declared.stderr).toBe(0);
    expect(declared.stdout).toBe(expected);
    expect(declared.stderr).toBe(`${file}: 35 of 35 checks passed\n`);
    const flagged = scenario('--game', 'tycoon', file);
    expect(flagged.status, flagged.stderr).toBe(0);
    expect(flagged.stdout).toBe(expected);
    const { game: _game, ...undeclared } = read('tc09-buyback-offers.json');
    const bare = scenario('--game', 'tycoon', write('bare.json', undeclared));
    expect(bare.status, bare.stderr).toBe(0);
  });

  it('exits 2 when --game contradicts the file, and 1 when a Sectors file is played as Tycoon', () => {
    const file = join(DIR, 'tc08-buyback-control.json');
    const conflict = scenario('--game', 'sectors', file);
    expect(conflict.status).toBe(2);
    expect(conflict.stderr).toBe(`${file}: the file is a scenario for "tycoon" but --game says "sectors"\n`);
    const sectorsFile = join(ROOT, 'test/fixtures/scenarios/e12-influence-bid.json');
    const wrong = scenario('--game', 'tycoon', sectorsFile);
    expect(wrong.status).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain(`${sectorsFile}: invalid scenario: scenarios.0: config.players: the config needs "players", the number of seats`);
  });

  it('exits 1 with a clear message on a malformed Tycoon file, playing nothing', () => {
    const malformed = scenario(write('malformed.json', { ...read('tc08-buyback-control.json'), steps: [{ action: { type: 'pass', seat: 0 }, until: { year: 2 } }] }));
    expect(malformed.status).toBe(1);
    expect(malformed.stdout).toBe('');
    expect(malformed.stderr).toMatch(/malformed\.json: invalid scenario: scenario: steps\.0: a step has "action" or "until", not both\n$/);
  });

  it('exits 1 and lists the failures when a check fails or play stops', () => {
    const sc = read('tc08-buyback-control.json');
    const failing = scenario(write('failing.json', { ...sc, steps: [{ id: 'turn', expect: { state: { turn: 2 } } }] }));
    expect(failing.status).toBe(1);
    expect(JSON.parse(failing.stdout)).toMatchObject({ game: 'tycoon', ok: false });
    expect(failing.stderr).toContain('1 of 1 checks failed');
    expect(failing.stderr).toContain('TC-08 buyback and control: step "turn": state turn: expected 2, got 0');

    const stopped = scenario(write('stopped.json', { ...sc, steps: [{ setup: { players: { 0: { hand: ['9:NOV:+5'] } } } }] }));
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain('1 scenario(s) stopped with an error');
    expect(stopped.stderr).toContain('TC-08 buyback and control: error at step 0: players.0.hand: 9:NOV:+5 is not a card of the standard deck');
  });
});

describe('npm run sim -- --game tycoon (the generic sim, with Tycoon\'s old flags as option aliases)', () => {
  const sim = (...args: string[]) => cli('src-main/cli/sim.ts', '--game', 'tycoon', ...args);

  it('plays complete random-legal games and reports no refusal, violation or error', () => {
    const run = sim('--games', '3', '--players', '3', '--seed', '5', '--mode', 'investor', '--json');
    expect(run.status, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({
      game: 'tycoon', games: 3, players: 3, refused: {}, invariantViolations: 0, errors: 0, problems: [],
      settings: { games: 3, players: 3, seed: 5, level: 'legal', timeouts: 0.1, options: { mode: 'investor' } },
    });
    expect(Object.keys(summary.endReasons as object).every((r) => r === 'YEARS' || r === 'SOLVENCY')).toBe(true);
    expect((summary.gamesPerSecond as number) > 0).toBe(true);
  });

  it('prints a readable summary by default (seven players: the form\'s Extended variant)', () => {
    const run = sim('--games', '2', '--players', '7', '--years', '2', '--seed', 'text seed');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^games {12}2 × 7 players of Stock Market Tycoon, legal players \(seeds \d+\.\.\d+, timeouts 0\.1, mode=strategist, years=2\)\n/);
    expect(run.stdout).toContain('refused inputs by reason:\n  none\n');
    expect(run.stdout).toContain('invariant violations 0\n');
  });

  it('exits 2 on bad arguments, naming the problem, and prints its usage on --help', () => {
    const tooMany = sim('--players', '9', '--variant', 'standard');
    expect(tooMany.status).toBe(2);
    expect(tooMany.stderr).toMatch(/The standard variant takes 2 to 6 players, not 9\.\nusage: npm run sim -- --game tycoon /);
    for (const [args, message] of [
      [['--mode', 'mogul'], '--option mode: "mogul" is not allowed; Stock Market Tycoon takes mode (trader | investor | strategist, default trader)'],
      [['--variant', 'huge'], '--option variant: "huge" is not allowed'],
      [['--option', 'years=11'], '--option years: "11" is not allowed; Stock Market Tycoon takes years (integer 1..10, default 10)'],
      [['--timeouts', '2'], '--timeouts must be a number from 0 to 1, got "2"'],
      [['--players', '13'], '--players must be an integer 2..12'],
      [['--max-turns', '8'], "Unknown option '--max-turns'"],
    ] as const) {
      let error: unknown;
      try {
        parseSimArgs(tycoonModule, [...args]);
      } catch (err) {
        error = err;
      }
      expect(error, args.join(' ')).toBeInstanceOf(UsageError);
      expect((error as UsageError).exitCode).toBe(2);
      expect((error as UsageError).message, args.join(' ')).toContain(message);
    }
    const help = sim('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run sim -- --game tycoon/);
    expect(help.stdout).toContain('--years V');
  });

  it('defaults to 100 four-player Strategist games from seed 1; --option and the aliases agree', () => {
    expect(parseSimArgs(tycoonModule, [])).toMatchObject({ games: 100, players: 4, seed: 1, level: 'legal', timeouts: 0.1, options: { mode: 'strategist' }, json: false });
    expect(parseSimArgs(tycoonModule, ['--years', '3', '--mode', 'trader']).options).toEqual(parseSimArgs(tycoonModule, ['--option', 'years=3', '--option', 'mode=trader']).options);
  });
});

describe('bench:engine and golden:update with --game tycoon (arguments only)', () => {
  it('bench:engine prints its usage on --help and refuses bad values', () => {
    const help = cli('src-main/cli/bench-engine.ts', '--game', 'tycoon', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run bench:engine -- --game tycoon/);
    const bad = cli('src-main/cli/bench-engine.ts', '--game', 'tycoon', '--rounds', '0');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--rounds');
  });

  it('golden:update prints its usage on --help and refuses unknown options, writing nothing', () => {
    const help = cli('scripts/golden-update.ts', '--game', 'tycoon', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run golden:update/);
    const bad = cli('scripts/golden-update.ts', '--game', 'tycoon', '--all');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
  });
});
