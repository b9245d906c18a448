/**
 * docs/SCENARIOS.md stays current with the example files: every scenario file it names exists under
 * test/fixtures/scenarios/ (each game's fixture test plays every file there), and every file there is named.
 * So the documented examples of each format addition are ones the test suite runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIR = join(ROOT, 'test/fixtures/scenarios');
const DOC = readFileSync(join(ROOT, 'docs/SCENARIOS.md'), 'utf8');

/** Scenario files by path under test/fixtures/scenarios/ (`tycoon/tc17-ranking.json`). */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(dir, `${prefix}${d.name}/`) : d.name.endsWith('.json') ? [`${prefix}${d.name}`] : []);
}

describe('docs/SCENARIOS.md and the example files', () => {
  const all = files(DIR);
  const named = [...DOC.matchAll(/`(?:test\/fixtures\/scenarios\/)?((?:[a-z0-9]+\/)?[a-z0-9-]+\.json)`/g)].map((m) => m[1]);

  it('names only files that exist', () => {
    const byName = new Set(all.flatMap((f) => [f, f.slice(f.lastIndexOf('/') + 1)]));
    expect(named.filter((n) => !byName.has(n))).toEqual([]);
  });

  it('names every file of the Sectors, Tycoon and stock-round folders', () => {
    const mentioned = new Set(named.map((n) => n.slice(n.lastIndexOf('/') + 1)));
    const ours = all.filter((f) => !f.includes('/') || f.startsWith('tycoon/') || f.startsWith('sr1876/'));
    expect(ours.filter((f) => !mentioned.has(f.slice(f.lastIndexOf('/') + 1)))).toEqual([]);
  });
});
