import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    // Native better-sqlite3 and real sockets: separate processes keep tests from sharing handles.
    pool: 'forks',
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
