/**
 * The 1876 stock round's runner for `npm run scenario` (scenario.ts picks it by `--game sr1876` or the file's
 * `"game": "sr1876"`): plays the file with src-shared/games/sr1876/testing/scenario-runner.ts. Format in
 * docs/SCENARIOS.md, "1876 stock round".
 */
import { failureLines, runScenarioFile, ScenarioError } from '../../src-shared/games/sr1876/testing/scenario-runner.ts';
import type { PlayedScenario } from './scenario-tycoon.ts';

/** Plays a parsed file; `invalid` says why it is not a stock-round scenario (nothing was played). */
export function sr1876Scenario(raw: unknown): PlayedScenario | { invalid: string } {
  let result;
  try {
    result = runScenarioFile(raw);
  } catch (err) {
    if (err instanceof ScenarioError) return { invalid: err.message };
    throw err;
  }
  const stopped = ('scenarios' in result ? result.scenarios : [result]).filter((t) => t.error !== undefined).length;
  return { transcript: result, ok: result.ok, counts: result.counts, stopped, failures: failureLines(result) };
}
