/** Browser-test helpers for Stock Market Tycoon's board. */
import { expect, type Page } from '@playwright/test';

/** The open window's id as the phase bar shows it, and whether this seat shows "continued" (read in one step). */
async function stepState(page: Page): Promise<{ serial: string; continued: boolean }> {
  return page.evaluate(() => ({
    serial: document.querySelector<HTMLElement>('[data-testid="phase-bar"]')?.dataset.phaseSerial ?? '',
    continued: document.querySelector('[data-testid="tycoon-continued"]') !== null,
  }));
}

/** Clicks Continue at a year-end step and waits until it took: this seat shows "continued", or the step moved on. */
export async function continueOn(page: Page): Promise<void> {
  const before = await stepState(page);
  await page.getByTestId('tycoon-continue').click();
  await expect
    .poll(async () => {
      const now = await stepState(page);
      return now.continued || now.serial !== before.serial;
    })
    .toBe(true);
}
