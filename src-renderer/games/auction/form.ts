/**
 * How the new-game form lays out Lot Auction's options (light data: the registry loads it with the start
 * screen). The options themselves, their values and defaults come from src-shared/games/auction/options.ts.
 */
import type { FormLayout } from '../registry.ts';

export const AUCTION_FORM: FormLayout = {
  groups: [{ id: 'game', keys: ['rounds', 'startingCoins'] }],
  // Coins are counted, not priced in dollars: no option is shown as money.
  money: [],
  picks: [],
};
