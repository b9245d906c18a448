/** Browser-test helpers for Stock Market Tycoon's board. */
import { expect, type Locator, type Page } from '@playwright/test';

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

/** Whether the board shows `locator` now (its first match). */
export async function visible(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

/** Whether `locator` (its first match) is shown and can be pressed now. */
export async function enabled(locator: Locator): Promise<boolean> {
  return (await visible(locator)) && (await locator.first().isEnabled());
}

/**
 * This seat's turn by clicking: with `buy`, a buy of `lots` lots of the first of `companies` whose verdict lets Send
 * be pressed; Pass when `buy` is off, the trade form is not there, or no company can be bought. Says which it did.
 */
export async function buyOrPass(page: Page, turn: { buy: boolean; companies: string[]; lots: string }): Promise<'buy' | 'pass'> {
  if (turn.buy && (await enabled(page.getByTestId('tycoon-trade-company')))) {
    await page.getByTestId('tycoon-trade-kind').selectOption('buy');
    for (const company of turn.companies) {
      await page.getByTestId('tycoon-trade-company').selectOption(company);
      await page.getByTestId('tycoon-trade-lots').fill(turn.lots);
      if (await enabled(page.getByTestId('tycoon-send'))) {
        await page.getByTestId('tycoon-send').click();
        return 'buy';
      }
    }
  }
  await page.getByTestId('tycoon-pass').click();
  return 'pass';
}

/**
 * The control that answers the window open for this seat with its defaults (null: none now): "no suspension" when
 * the board asks which company to suspend, else the first Ready of any sealed window (premium, withhold, strike,
 * offers, cover, rights).
 */
export async function defaultAnswer(page: Page): Promise<Locator | null> {
  for (const control of [page.getByTestId('tycoon-suspend-none'), page.getByTestId('ready-button').first()]) if (await enabled(control)) return control;
  return null;
}
