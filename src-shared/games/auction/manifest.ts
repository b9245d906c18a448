/**
 * Lot Auction's manifest (src-shared/platform/manifest.ts): the light facts the registries read without the engine.
 * Having this file is what makes the folder a game; `npm run games:registry` picks it up.
 */
import type { GameManifest } from '../../platform/manifest.ts';
import { AUCTION_LESSON } from './lesson.ts';
import { AUCTION_BOT_LEVELS, AUCTION_DEFAULT_BOT_LEVEL, AUCTION_META, AUCTION_OPTIONS } from './options.ts';

export const manifest: GameManifest = {
  ...AUCTION_META,
  options: AUCTION_OPTIONS,
  botLevels: AUCTION_BOT_LEVELS,
  defaultBotLevel: AUCTION_DEFAULT_BOT_LEVEL,
  lesson: AUCTION_LESSON,
};
