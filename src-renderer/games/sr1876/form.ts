/**
 * How the new-game form lays out the 1876 stock round's options (light data: the registry loads it with the
 * start screen). The options themselves, their values and defaults come from src-shared/games/sr1876/options.ts.
 */
import type { FormLayout } from '../registry.ts';

export const SR1876_FORM: FormLayout = {
  groups: [
    { id: 'game', keys: ['rounds'] },
    { id: 'clock', keys: ['turnSeconds', 'offerSeconds'] },
    { id: 'rules', keys: ['noRebuyAfterSale', 'companyMayBuyFromDirector', 'roundCapPerSeat'] },
  ],
  // Starting cash is the scenario's (§4): no option is an amount of money.
  money: [],
  picks: [],
};
