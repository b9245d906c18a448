/**
 * Stock Market Tycoon's runner for `npm run scenario` (scenario.ts picks it by `--game tycoon` or the file's
 * `"game": "tycoon"`): plays the file with src-shared/games/tycoon/testing/scenario-runner.ts. Format in
 * docs/SCENARIOS.md, "Stock Market Tycoon".
 */
import { failureLines, runScenarioFile, ScenarioError } from '../../src-shared/games/tycoon/testing/scenario-runner.ts';

export type PlayedScenario = { transcript: unknown; ok: boolean; counts: { checks: number; passed: number; failed: number }; stopped: number; failures: string[] };

/** Plays a parsed file; `invalid` says why it is not a Tycoon scenario (nothing was played). */
export function tycoonScenario(raw: unknown): PlayedScenario | { invalid: string } {
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
