/** Which decision-maker plays a bot seat of each level. (Random-legal for every level until issue "Bots".) */
import { chooseAction } from '../../src-shared/games/sectors/bots/random.ts';
import { policyFromChooser } from '../../src-shared/session/bot-moves.ts';
import type { BotPolicy } from '../../src-shared/session/runner.ts';

const randomLegal = policyFromChooser((state, player, rng) => chooseAction(state, player, rng));

export const botPolicy: BotPolicy = (engine, player, level, rng) => randomLegal(engine, player, level, rng);
