/**
 * `npm run bench:lan` end to end with a handful of rounds (issue 24): both scenarios run with full views and with
 * view deltas against a real host process, and the JSON says what a change costs one client in bytes either way,
 * with the machine's load. No timing is asserted: this machine's load is not the host's.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

function jsonLines(stdout: string): Record<string, any>[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  return stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('bench:lan', () => {
  it('reports viewBytes and deltaBytes for a table and for a class, full views and deltas side by side', { timeout: 180_000 }, () => {
    const run = spawnSync(process.execPath, ['src-main/cli/bench-lan.ts', '--game', 'auction'], { env: { ...process.env, BENCH_ROUNDS: '6' }, encoding: 'utf8', timeout: 170_000 });
    expect(run.status, run.stderr).toBe(0);
    const [table, fullClass, deltaClass, both] = jsonLines(run.stdout);
    expect(table).toMatchObject({ host: { mode: 'full' }, deltas: { mode: 'delta' }, load: { before: expect.any(Array) } });
    expect(table.viewBytes).toBeGreaterThan(table.deltaBytes);
    expect(table.deltaBytes).toBeGreaterThan(0);
    expect(table.bytesRatio).toBeGreaterThan(1);
    expect(fullClass.class.mode).toBe('full');
    expect(deltaClass.class.mode).toBe('delta');
    expect(both.classViews.viewBytes).toBeGreaterThan(both.classViews.deltaBytes);
    expect(run.stdout).toMatch(/bytes per change per client \(median\): full view \d+, view delta \d+/);
  });
});
