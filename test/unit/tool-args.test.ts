/**
 * `--game KIND` on every game tool (src-main/cli/tool-args.ts): taken out of the arguments wherever it stands,
 * defaulted to the registry's default kind, refused (exit 2, naming the known kinds) when unknown, and "not
 * available" when the game exists but the tool does not. A registry of Sectors and a stand-in second game keeps
 * these tests independent of which games this build registers.
 */
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryOf, type AnyGameModule } from '../../src-shared/platform/module.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { gameUsageLine, knownKind, parseToolOptions, runGameCli, takeGameOption, toolFor, UsageError } from '../../src-main/cli/tool-args.ts';

/** Only its kind matters here: the registry and the tool lookup read nothing else. */
const standIn = { meta: { kind: 'toy', title: 'Toy' } } as AnyGameModule;
const registry = registryOf([sectorsModule, standIn], 'sectors');

function usageError(fn: () => unknown): UsageError {
  try {
    fn();
  } catch (err) {
    if (err instanceof UsageError) return err;
    throw err;
  }
  throw new Error('expected a UsageError');
}

describe('takeGameOption', () => {
  it('leaves the arguments untouched and the game undefined when --game is absent', () => {
    expect(takeGameOption(['--games', '3', '--json'])).toEqual({ game: undefined, rest: ['--games', '3', '--json'] });
  });

  it('takes --game KIND and --game=KIND out wherever they stand', () => {
    expect(takeGameOption(['--games', '3', '--game', 'toy', '--json'])).toEqual({ game: 'toy', rest: ['--games', '3', '--json'] });
    expect(takeGameOption(['--game=sectors', 'file.json'])).toEqual({ game: 'sectors', rest: ['file.json'] });
  });

  it('leaves everything after "--" to the tool', () => {
    expect(takeGameOption(['--', '--game', 'toy'])).toEqual({ game: undefined, rest: ['--', '--game', 'toy'] });
  });

  it('refuses --game without a kind, or given twice', () => {
    expect(usageError(() => takeGameOption(['--game'])).message).toBe('--game needs a game kind, e.g. --game sectors');
    expect(usageError(() => takeGameOption(['--game', '--json'])).exitCode).toBe(2);
    expect(usageError(() => takeGameOption(['--game', 'toy', '--game=sectors'])).message).toBe('--game given twice');
  });
});

describe('game kinds and tools', () => {
  const tools = { sectors: 'the sectors implementation' };

  it('finds the tool of a registered kind', () => {
    expect(knownKind(registry, 'toy')).toBe('toy');
    expect(toolFor(registry, tools, 'sectors', 'npm run sim')).toBe('the sectors implementation');
  });

  it('refuses an unknown kind with exit 2, listing the known kinds', () => {
    const err = usageError(() => toolFor(registry, tools, 'chess', 'npm run sim'));
    expect(err.exitCode).toBe(2);
    expect(err.message).toBe('unknown game "chess"; known games: sectors, toy');
  });

  it('says a registered game has no such tool yet', () => {
    const err = usageError(() => toolFor(registry, tools, 'toy', 'npm run sim'));
    expect(err.exitCode).toBe(2);
    expect(err.message).toBe('npm run sim is not available for toy (it exists for: sectors)');
  });

  it('does not take inherited object keys for tools', () => {
    const ghost = registryOf([sectorsModule, { meta: { kind: 'constructor' } } as AnyGameModule]);
    expect(usageError(() => toolFor(ghost, tools, 'constructor', 'npm run sim')).message).toMatch(/not available for constructor/);
  });

  it('names the default and the known kinds in the usage line', () => {
    expect(gameUsageLine(registry)).toBe('  --game KIND    the game (default sectors; known: sectors, toy)');
    expect(gameUsageLine(registry, 19)).toBe('  --game KIND      the game (default sectors; known: sectors, toy)');
  });
});

describe('runGameCli', () => {
  class Exit extends Error {
    readonly code: number | string | null | undefined;
    constructor(code: number | string | null | undefined) {
      super(`exit ${code}`);
      this.code = code;
    }
  }
  afterEach(() => vi.restoreAllMocks());

  /** Runs the CLI with process.exit and the console captured; returns what the tools received and what was printed. */
  async function run(argv: string[]) {
    const calls: [string, string[]][] = [];
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Exit(code);
    }) as typeof process.exit);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let exitCode: number | string | null | undefined;
    try {
      await runGameCli('npm run sim', argv, { sectors: (rest) => void calls.push(['sectors', rest]) }, registry);
    } catch (err) {
      if (!(err instanceof Exit)) throw err;
      exitCode = err.code;
    }
    const printed = { stderr: errors.mock.calls.map((c) => String(c[0])), stdout: logs.mock.calls.map((c) => String(c[0])) };
    for (const spy of [exit, errors, logs]) spy.mockRestore();
    return { calls, exitCode, ...printed };
  }

  it('runs the default kind with the other arguments when --game is absent', async () => {
    expect(await run(['--games', '3'])).toMatchObject({ calls: [['sectors', ['--games', '3']]], exitCode: undefined });
  });

  it('runs the named kind without the --game arguments', async () => {
    expect((await run(['--games', '3', '--game', 'sectors'])).calls).toEqual([['sectors', ['--games', '3']]]);
  });

  it('exits 2 on an unknown kind, and on a kind without the tool, running nothing', async () => {
    const unknown = await run(['--game', 'chess']);
    expect(unknown).toMatchObject({ calls: [], exitCode: 2, stderr: ['unknown game "chess"; known games: sectors, toy'] });
    const missing = await run(['--game', 'toy']);
    expect(missing).toMatchObject({ calls: [], exitCode: 2, stderr: ['npm run sim is not available for toy (it exists for: sectors)'] });
  });

  it('prints a tool\'s --help on stdout and exits 0', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Exit(code);
    }) as typeof process.exit);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const help = runGameCli('npm run sim', ['--help'], { sectors: (argv) => void parseToolOptions(argv, 'usage: npm run sim', {}) }, registry);
    await expect(help).rejects.toEqual(new Exit(0));
    expect(logs.mock.calls).toEqual([['usage: npm run sim']]);
    exit.mockRestore();
  });
});

describe('parseToolOptions', () => {
  it('reads the options and refuses unknown ones with the usage text (exit 2)', () => {
    expect(parseToolOptions(['--rounds', '3'], 'usage: x', { rounds: { type: 'string', default: '5' } }).values).toEqual({ rounds: '3' });
    const err = usageError(() => parseToolOptions(['--what'], 'usage: x', {}));
    expect(err.exitCode).toBe(2);
    expect(err.message).toMatch(/--what[\s\S]*\nusage: x$/);
  });
});

describe('the game tools on the command line', () => {
  // The registry of this build: whatever else it holds, Sectors is its default and "chess" is no game of it.
  const cli = (script: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('refuse an unknown --game with exit 2 and the list of known games', () => {
    for (const script of ['src-main/cli/sim.ts', 'src-main/cli/tournament.ts', 'src-main/cli/bench-engine.ts', 'src-main/cli/replay.ts', 'src-main/cli/export-game.ts', 'src-main/cli/import-game.ts', 'scripts/golden-update.ts']) {
      const run = cli(script, '--game', 'chess');
      expect(run.status, `${script}: ${run.stderr}`).toBe(2);
      expect(run.stderr, script).toMatch(/^unknown game "chess"; known games: sectors(, [a-z0-9]+)*\n$/);
      expect(run.stdout, script).toBe('');
    }
  });
});
