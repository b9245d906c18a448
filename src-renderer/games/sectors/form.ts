/**
 * How the new-game form lays out Sectors' options (light data: the registry loads it with the start screen).
 * The options themselves, their values and defaults come from src-shared/games/sectors/options.ts.
 */
import { SECTOR_CHOICES } from '../../../src-shared/games/sectors/options.ts';
import type { FormLayout } from '../registry.ts';

export const SECTORS_FORM: FormLayout = {
  groups: [
    { id: 'basics', keys: ['maxTurns', 'startingCash', 'bankSize', 'consumerPool', 'influencePoints', 'priorityMode', 'sectors'] },
    { id: 'market', keys: ['distributionStrategy', 'maxSubRounds', 'ordersConcealed', 'limitOrdersEnabled', 'shortOrdersEnabled', 'optionOrdersEnabled', 'ownershipCapEnabled'] },
  ],
  money: ['startingCash', 'bankSize'],
  // Three of the seven sectors are played: drawn at random by the engine, or picked here.
  picks: [{ key: 'sectors', choices: SECTOR_CHOICES, count: 3, random: 'RANDOM', choiceName: 'sector', problemKey: 'form.error.sectors', swatchPrefix: '--sector-' }],
};
