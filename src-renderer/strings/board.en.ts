import type { Dictionary } from '../lib/i18n.ts';

/** The game board and everything on it. */
export const boardStrings: Dictionary = {};
