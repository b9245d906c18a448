import { expect, test } from '@playwright/test';

test('a browser opens the served app and connects to the host', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.goto('/');
  await expect(page.getByTestId('connection-status')).toHaveText('connected');
  await page.screenshot({ path: 'test-results/screenshots/connected.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
