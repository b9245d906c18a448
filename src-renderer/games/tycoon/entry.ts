/**
 * Stock Market Tycoon's part of the renderer's registry, which finds it by its path (src-renderer/games/<kind>/entry.ts): the
 * new-game form's layout and the game's words at once (light), its UI (board, end screen, help) on demand.
 */
import type { GameUiEntry } from '../registry.ts';
import { TYCOON_FORM } from './form.ts';
import { lookup } from './i18n.ts';

export const entry: GameUiEntry = {
  form: TYCOON_FORM,
  lookup,
  load: async () => (await import('./index.ts')).tycoonUi,
};
