// Prints one line "N passed, N failed" from the vitest and Playwright JSON reports in test-results/.
// A report that is missing (its stage never ran because an earlier one failed) counts as one failure,
// so a red run can never print "0 failed".
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const notes = [];

const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  if (vitest.success === false && (vitest.numFailedTests ?? 0) === 0) {
    failed += 1;
    notes.push('vitest reported a failure outside any test (e.g. a suite that failed to load)');
  }
} else {
  failed += 1;
  notes.push('no vitest report (the unit stage did not run)');
}

const playwright = read('test-results/playwright.json');
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  if ((playwright.errors ?? []).length > 0) {
    failed += 1;
    notes.push('Playwright reported errors outside any test');
  }
} else {
  failed += 1;
  notes.push('no Playwright report (the browser stage did not run)');
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`${passed} passed, ${failed} failed`);
