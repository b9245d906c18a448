/**
 * Stock Market Tycoon's UI as the shell loads it (through src-renderer/games/registry.ts): its board and the board
 * as text (Screen-reader mode), what the hot-seat curtain shows, its end-screen part, its help, and the words and
 * names the shell's frame needs.
 */
import { TycoonPrivateViewSchema, TycoonPublicViewSchema, type SeatInput } from '../../../src-shared/games/tycoon/schemas.ts';
import { decoded } from '../../lib/view-decode.ts';
import type { GameUi } from '../registry.ts';
import CurtainView from './CurtainView.svelte';
import TextBoard from './TextBoard.svelte';
import TycoonBoard from './TycoonBoard.svelte';
import TycoonEnd from './TycoonEnd.svelte';
import { phaseBarGame, phaseTitle } from './heading.ts';
import { searchGlossary, searchHelp } from './help.ts';
import { t } from './i18n.ts';
import { logLines } from './events.ts';
import { mergeView, type View } from './model.ts';
import { standings, tableOptions } from './standings.ts';

export const tycoonUi: GameUi<View, SeatInput> = {
  kind: 'tycoon',
  // The host's parts checked against the game's schemas once each (a refused value is said in the console, kept).
  view: (pub, priv, seat) =>
    mergeView(decoded(TycoonPublicViewSchema, pub, 'public view'), priv ? decoded(TycoonPrivateViewSchema, priv, 'private view') : null, seat),
  phaseBar: phaseBarGame,
  phaseName: phaseTitle,
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'H', text: t('help.hand') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    if (view.status !== 'ENDED') return null;
    // The game ends after the last year, or at once when fewer than two seats are left (§13).
    if (view.year < view.years) return t('end.reason.early');
    return view.years === 1 ? t('end.reason.one') : t('end.reason', { years: view.years });
  },
  logLines: (view, events) => logLines(view, events, null, Infinity).reverse().map((line) => line.text),
  standings,
  tableOptions,
  Board: TycoonBoard,
  TextBoard,
  CurtainView,
  End: TycoonEnd,
  help: {
    searchPlaceholder: () => t('rules.searchPlaceholder'),
    search: searchHelp,
    glossary: searchGlossary,
  },
};
