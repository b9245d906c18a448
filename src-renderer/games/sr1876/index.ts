/**
 * The 1876 stock round's UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the
 * hot-seat curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import type { Sr1876PrivateView, Sr1876PublicView } from '../../../src-shared/games/sr1876/view-types.ts';
import type { GameUi } from '../registry.ts';
import CurtainView from './CurtainView.svelte';
import Sr1876Board from './Sr1876Board.svelte';
import Sr1876End from './Sr1876End.svelte';
import TextBoard from './TextBoard.svelte';
import { logLines } from './events.ts';
import { phaseBarGame, phaseTitle } from './heading.ts';
import { searchGlossary, searchHelp } from './help.ts';
import { t } from './i18n.ts';
import { mergeView, type View } from './model.ts';
import { standings, tableOptions } from './standings.ts';

export const sr1876Ui: GameUi = {
  kind: 'sr1876',
  view: (pub, priv, seat) => mergeView(pub as Sr1876PublicView, (priv ?? null) as Sr1876PrivateView | null, seat),
  phaseBar: (view) => phaseBarGame(view as View),
  phaseName: (view) => phaseTitle(view as View),
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'M', text: t('help.market') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    const v = view as Partial<Sr1876PublicView> | null;
    if (v?.status !== 'ENDED') return null;
    return v.rounds === 1 ? t('end.reason.one') : t('end.reason', { rounds: v.rounds ?? 0 });
  },
  // The history browser lists a step's every event, the quiet ones included.
  logLines: (view, events) => logLines(view as View, events, null, Infinity, true).reverse().map((line) => line.text),
  standings: (view) => standings(view as View),
  tableOptions: (view) => tableOptions(view as View),
  Board: Sr1876Board,
  TextBoard,
  CurtainView,
  End: Sr1876End,
  help: {
    searchPlaceholder: () => t('rules.searchPlaceholder'),
    search: searchHelp,
    glossary: searchGlossary,
  },
};
