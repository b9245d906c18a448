/**
 * The fixture tests of the step-expectation scenario runners (test/unit/tycoon/scenarios.test.ts,
 * test/unit/sr1876/scenarios.test.ts): every file of a game's fixture folder plays with all its expectations
 * holding, each scenario checking numbers of its own, and runs twice to the same transcript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Checked = { name: string; counts: { checks: number; passed: number }; results: { check: string }[] };
type FileResult = { ok: boolean } & (Checked | { scenarios: Checked[] });

const OWN_CHECKS = ['config', 'state', 'delta', 'events', 'eventOrder', 'eventCounts'];

export type ScenarioFixtures = { files: string[]; read: (file: string) => unknown };

/** The sorted `.json` files of a fixture folder and a reader for them. */
export function scenarioFixtures(dir: string): ScenarioFixtures {
  return {
    files: readdirSync(dir).filter((f) => f.endsWith('.json')).sort(),
    read: (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
  };
}

/** One `describe` per file: it plays with every expectation holding, and twice to the identical transcript. */
export function describeScenarioFiles<R extends FileResult>(
  fixtures: ScenarioFixtures,
  game: string,
  runFile: (raw: unknown) => R,
  failureLines: (result: R) => string[],
): void {
  for (const file of fixtures.files) {
    describe(file, () => {
      it('plays every scenario and every expectation holds', () => {
        const raw = fixtures.read(file) as { game?: string };
        expect(raw.game).toBe(game);
        const result = runFile(raw);
        expect(failureLines(result)).toEqual([]);
        expect(result.ok).toBe(true);
        for (const t of 'scenarios' in result ? result.scenarios : [result as Checked]) {
          // Each scenario checks numbers of its own (or the config's refusal), not only that its actions were accepted.
          expect(t.counts.passed, t.name).toBe(t.counts.checks);
          expect(t.results.filter((r) => OWN_CHECKS.includes(r.check)).length, t.name).toBeGreaterThan(0);
        }
      });

      it('gives the identical transcript when run twice', () => {
        expect(JSON.stringify(runFile(fixtures.read(file)))).toBe(JSON.stringify(runFile(fixtures.read(file))));
      });
    });
  }
}
