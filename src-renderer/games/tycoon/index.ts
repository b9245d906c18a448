/**
 * Stock Market Tycoon's UI as the shell loads it (through src-renderer/games/registry.ts): its board and the board
 * as text (Screen-reader mode), what the hot-seat curtain shows, its end-screen part, its help, and the words and
 * names the shell's frame needs.
 */
import type { TycoonPrivateView, TycoonPublicView } from '../../../src-shared/games/tycoon/view-types.ts';
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

export const tycoonUi: GameUi = {
  kind: 'tycoon',
  view: (pub, priv, seat) => mergeView(pub as TycoonPublicView, (priv ?? null) as TycoonPrivateView | null, seat),
  phaseBar: (view) => phaseBarGame(view as View),
  phaseName: (view) => phaseTitle(view as View),
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'H', text: t('help.hand') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    const v = view as Partial<TycoonPublicView> | null;
    if (v?.status !== 'ENDED') return null;
    // The game ends after the last year, or at once when fewer than two seats are left (§13).
    if ((v.year ?? 0) < (v.years ?? 0)) return t('end.reason.early');
    return v.years === 1 ? t('end.reason.one') : t('end.reason', { years: v.years ?? 0 });
  },
  logLines: (view, events) => logLines(view as View, events, null, Infinity).reverse().map((line) => line.text),
  standings: (view) => standings(view as View),
  tableOptions: (view) => tableOptions(view as View),
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
