import { defineConfig } from '@playwright/test';

/** Port of the `npm run serve` instance the browser tests drive; override with E2E_PORT. */
const port = Number(process.env.E2E_PORT ?? 47190);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Artifacts go to a subfolder: Playwright empties its outputDir, and test-results/ also holds
  // vitest.json and the screenshots we keep.
  outputDir: 'test-results/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Two workers share the one host (as devices share a classroom's): every spec makes its own games, classes and
  // profile names, and waits for states, not times. The journeys spend minutes waiting on purpose (J2 leaves each
  // year-end step 20 s untouched; J3 hands the laptop over slowly), which a second worker fills with other specs.
  // E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No click or read may wait forever: a game that moves on can remove what a test was about to touch.
    actionTimeout: 15_000,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A throwaway data directory per run, so tests never see an earlier run's games.
    command: `npm run serve -- --port ${port} --data test-results/e2e-data-${Date.now()}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
