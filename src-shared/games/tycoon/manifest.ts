/**
 * Stock Market Tycoon's manifest (src-shared/platform/manifest.ts): the light facts the registries read without the engine.
 * Having this file is what makes the folder a game; `npm run games:registry` picks it up.
 */
import type { GameManifest } from '../../platform/manifest.ts';
import { TYCOON_LESSON } from './lesson.ts';
import { TYCOON_BOT_LEVELS, TYCOON_DEFAULT_BOT_LEVEL, TYCOON_META, TYCOON_OPTIONS } from './options.ts';

export const manifest: GameManifest = {
  ...TYCOON_META,
  options: TYCOON_OPTIONS,
  botLevels: TYCOON_BOT_LEVELS,
  defaultBotLevel: TYCOON_DEFAULT_BOT_LEVEL,
  lesson: TYCOON_LESSON,
};
