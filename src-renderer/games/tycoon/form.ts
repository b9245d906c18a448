/**
 * How the new-game form lays out Stock Market Tycoon's options (light data: the registry loads it with the
 * start screen). The options themselves, their values and defaults come from src-shared/games/tycoon/options.ts.
 */
import type { FormLayout } from '../registry.ts';

export const TYCOON_FORM: FormLayout = {
  groups: [
    { id: 'game', keys: ['variant', 'mode', 'years'] },
    { id: 'clock', keys: ['turnSeconds', 'windowSeconds'] },
    { id: 'rules', keys: ['rightsFollowerFree', 'dividendStep', 'shortsPayDividends', 'buybackFunder', 'endYearOnFullPass'] },
  ],
  // Starting cash is fixed by the variant (§1): no option is an amount of money.
  money: [],
  picks: [],
};
