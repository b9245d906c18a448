/**
 * The 1876 stock round's UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the
 * hot-seat curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import { sr1876PrivateView, sr1876PublicView, type SeatInput } from '../../../src-shared/games/sr1876/schemas.ts';
import { decoded } from '../../lib/view-decode.ts';
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

/** Typed by the view `view` makes (the host's parts decoded with the game's schemas) and the inputs a seat sends. */
export const sr1876Ui: GameUi<View, SeatInput> = {
  kind: 'sr1876',
  view: (pub, priv, seat) =>
    mergeView(decoded(sr1876PublicView, pub, 'public view'), priv == null ? null : decoded(sr1876PrivateView, priv, 'private view'), seat),
  phaseBar: phaseBarGame,
  phaseName: phaseTitle,
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'M', text: t('help.market') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    // The shell may pass the host's stand-in before the start ({ status: 'LOBBY' }): no reason then.
    if (view?.status !== 'ENDED') return null;
    return view.rounds === 1 ? t('end.reason.one') : t('end.reason', { rounds: view.rounds });
  },
  // The history browser lists a step's every event, the quiet ones included.
  logLines: (view, events) => logLines(view, events, null, Infinity, true).reverse().map((line) => line.text),
  standings,
  tableOptions,
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
