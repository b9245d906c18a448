/**
 * `npm run scenario -- [--game KIND] FILE.json`: plays a scenario file (docs/SCENARIOS.md) through the rules
 * engine of its game and prints its JSON transcript. The game is `--game`, else the file's top-level "game",
 * else Sectors (files written before the field existed). Exit code 0 when every expectation holds; 1 when one
 * fails, play stops with an error, or the file cannot be read or is not a valid scenario (the reason goes to
 * stderr); 2 when the game is unknown, has no scenario runner, or `--game` contradicts the file.
 * Sectors' runner is below; Stock Market Tycoon's is in scenario-tycoon.ts, the 1876 stock round's in
 * scenario-sr1876.ts.
 */
import { readFileSync } from 'node:fs';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { failureLines, runScenarioFile, ScenarioError } from '../../src-shared/games/sectors/testing/scenario-runner.ts';
import { sr1876Scenario } from './scenario-sr1876.ts';
import { tycoonScenario } from './scenario-tycoon.ts';
import { exitOnUsageError, takeGameOption, toolFor, UsageError } from './tool-args.ts';

type Played = { transcript: unknown; ok: boolean; counts: { checks: number; passed: number; failed: number }; stopped: number; failures: string[] };

/** A game's scenario runner; `invalid` holds why a file is not a scenario of that game (nothing was played). */
type ScenarioRunner = (raw: unknown) => Played | { invalid: string };

const RUNNERS: Record<string, ScenarioRunner> = {
  sectors(raw) {
    let result;
    try {
      result = runScenarioFile(raw);
    } catch (err) {
      if (err instanceof ScenarioError) return { invalid: err.message };
      throw err;
    }
    const stopped = ('scenarios' in result ? result.scenarios : [result]).filter((t) => t.error !== undefined).length;
    return { transcript: result, ok: result.ok, counts: result.counts, stopped, failures: failureLines(result) };
  },
  tycoon: tycoonScenario,
  sr1876: sr1876Scenario,
};

const USAGE = 'usage: npm run scenario -- [--game KIND] FILE.json';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The kind a file declares (its top-level "game"), undefined when it declares none. */
function declaredGame(file: string, raw: unknown): string | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !('game' in raw)) return undefined;
  const game = (raw as { game: unknown }).game;
  if (typeof game !== 'string' || game === '') fail(`${file}: invalid scenario: game: must be a game kind such as "sectors"`);
  return game;
}

function main(): void {
  let flag: string | undefined;
  let rest: string[];
  try {
    ({ game: flag, rest } = takeGameOption(process.argv.slice(2)));
  } catch (err) {
    exitOnUsageError(err);
  }
  if (rest.length !== 1 || rest[0].startsWith('-')) fail(USAGE);
  const file = rest[0];

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    fail(`${file}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    fail(`${file}: not valid JSON: ${(err as Error).message}`);
  }

  const declared = declaredGame(file, raw);
  let run: ScenarioRunner;
  try {
    if (flag !== undefined && declared !== undefined && flag !== declared) {
      throw new UsageError(`${file}: the file is a scenario for "${declared}" but --game says "${flag}"`);
    }
    run = toolFor(gameRegistry, RUNNERS, flag ?? declared ?? gameRegistry.defaultKind, 'the scenario runner');
  } catch (err) {
    exitOnUsageError(err);
  }

  const played = run(raw);
  if ('invalid' in played) fail(`${file}: invalid scenario: ${played.invalid}`);
  process.stdout.write(`${JSON.stringify(played.transcript, null, 2)}\n`);
  if (!played.ok) {
    const { counts, stopped } = played;
    console.error(`${file}: ${counts.failed} of ${counts.checks} checks failed${stopped > 0 ? `, ${stopped} scenario(s) stopped with an error` : ''}`);
    for (const line of played.failures) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.error(`${file}: ${played.counts.passed} of ${played.counts.checks} checks passed`);
  }
}

main();
