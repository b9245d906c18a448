/**
 * `npm run scenario -- FILE.json`: plays a scenario file (docs/SCENARIOS.md) through the rules engine and
 * prints its JSON transcript. Exit code 0 when every expectation holds; 1 when one fails, play stops with
 * an error, or the file cannot be read or is not a valid scenario (the reason goes to stderr).
 */
import { readFileSync } from 'node:fs';
import { failureLines, runScenarioFile, ScenarioError } from '../../src-shared/games/sectors/scenario-runner.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) fail('usage: npm run scenario -- FILE.json');
const file = args[0];

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

let result;
try {
  result = runScenarioFile(raw);
} catch (err) {
  if (err instanceof ScenarioError) fail(`${file}: invalid scenario: ${err.message}`);
  throw err;
}

process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
const problems = failureLines(result);
if (!result.ok) {
  const stopped = ('scenarios' in result ? result.scenarios : [result]).filter((t) => t.error !== undefined).length;
  console.error(`${file}: ${result.counts.failed} of ${result.counts.checks} checks failed${stopped > 0 ? `, ${stopped} scenario(s) stopped with an error` : ''}`);
  for (const line of problems) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.error(`${file}: ${result.counts.passed} of ${result.counts.checks} checks passed`);
}
