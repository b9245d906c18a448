/**
 * The 1876 stock round's manifest (src-shared/platform/manifest.ts): the light facts the registries read without the engine.
 * Having this file is what makes the folder a game; `npm run games:registry` picks it up.
 */
import type { GameManifest } from '../../platform/manifest.ts';
import { SR1876_LESSON } from './lesson.ts';
import { SR1876_BOT_LEVELS, SR1876_DEFAULT_BOT_LEVEL, SR1876_META, SR1876_OPTIONS } from './options.ts';

export const manifest: GameManifest = {
  ...SR1876_META,
  options: SR1876_OPTIONS,
  botLevels: SR1876_BOT_LEVELS,
  defaultBotLevel: SR1876_DEFAULT_BOT_LEVEL,
  lesson: SR1876_LESSON,
};
