import { svelte } from '@sveltejs/vite-plugin-svelte';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/platform/**/*.test.ts', 'test/compat/**/*.test.ts'],
          // Native better-sqlite3 and real sockets: separate processes keep tests from sharing handles.
          pool: 'forks',
          testTimeout: 30_000,
        },
      },
      {
        // Svelte components in a DOM (jsdom), with Svelte's browser build so `mount` works.
        plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
