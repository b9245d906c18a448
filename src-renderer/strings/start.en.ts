import type { Dictionary } from '../lib/i18n.ts';

/** Start, join, lobby, end-of-game, help and settings screens. */
export const startStrings: Dictionary = {};
