/**
 * Sectors's manifest (src-shared/platform/manifest.ts): the light facts the registries read without the engine.
 * Having this file is what makes the folder a game; `npm run games:registry` picks it up.
 */
import type { GameManifest } from '../../platform/manifest.ts';
import { SECTORS_LESSON } from './lesson.ts';
import { SECTORS_BOT_LEVELS, SECTORS_DEFAULT_BOT_LEVEL, SECTORS_META, SECTORS_OPTIONS } from './options.ts';

export const manifest: GameManifest = {
  ...SECTORS_META,
  options: SECTORS_OPTIONS,
  botLevels: SECTORS_BOT_LEVELS,
  defaultBotLevel: SECTORS_DEFAULT_BOT_LEVEL,
  lesson: SECTORS_LESSON,
};
