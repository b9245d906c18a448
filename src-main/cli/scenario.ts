/**
 * `npm run scenario -- [--game KIND] FILE.json`: plays a scenario file (docs/SCENARIOS.md) through the rules of
 * its game and prints its JSON transcript. The game is `--game`, else the file's top-level "game", else Sectors
 * (files written before the field existed). A game whose tools hook has a scenario format of its own (Sectors,
 * Tycoon, the 1876 stock round) plays it; every other game plays the platform's module scenario format
 * (platform/testing/module-scenario.ts). Exit code 0 when every expectation holds; 1 when one fails, play stops
 * with an error, or the file cannot be read or is not a valid scenario (the reason goes to stderr); 2 when the
 * game is unknown or `--game` contradicts the file.
 */
import { readFileSync } from 'node:fs';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import type { PlayedScenario } from '../../src-shared/platform/testing/game-tools.ts';
import { runModuleScenario } from '../../src-shared/platform/testing/module-scenario.ts';
import { toolsOf } from './engine-tool-args.ts';
import { exitOnUsageError, knownKind, takeGameOption, UsageError } from './tool-args.ts';

/** The game's own format when its tools hook has one, else the module scenario format. */
function runnerFor(module: AnyGameModule): (raw: unknown) => PlayedScenario | { invalid: string } {
  const own = toolsOf(module)?.scenario;
  return own ? (raw) => own.run(raw) : (raw) => runModuleScenario(module, raw);
}

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
  let run: (raw: unknown) => PlayedScenario | { invalid: string };
  try {
    if (flag !== undefined && declared !== undefined && flag !== declared) {
      throw new UsageError(`${file}: the file is a scenario for "${declared}" but --game says "${flag}"`);
    }
    run = runnerFor(gameRegistry.get(knownKind(gameRegistry, flag ?? declared ?? gameRegistry.defaultKind))!);
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
