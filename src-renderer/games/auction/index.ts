/**
 * Lot Auction's UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the hot-seat
 * curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import type { SeatInput } from '../../../src-shared/games/auction/schemas.ts';
import type { GameUi } from '../registry.ts';
import AuctionBoard from './AuctionBoard.svelte';
import AuctionEnd from './AuctionEnd.svelte';
import CurtainView from './CurtainView.svelte';
import TextBoard from './TextBoard.svelte';
import { phaseBarGame, phaseTitle } from './heading.ts';
import { searchGlossary, searchHelp } from './help.ts';
import { t } from './i18n.ts';
import { logLines, viewOf, type View } from './model.ts';
import { standings } from './standings.ts';

/** Typed by the view its `view` makes (decoded with the game's schemas) and the seat inputs its boards send. */
export const auctionUi: GameUi<View, SeatInput> = {
  kind: 'auction',
  view: viewOf,
  phaseBar: phaseBarGame,
  phaseName: phaseTitle,
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    if (view.status !== 'ENDED') return null;
    return view.rounds === 1 ? t('end.reason.one') : t('end.reason', { rounds: view.rounds });
  },
  logLines: (view, events) => logLines(view, events, null, Infinity).reverse().map((line) => line.text),
  standings,
  Board: AuctionBoard,
  TextBoard,
  CurtainView,
  End: AuctionEnd,
  help: {
    searchPlaceholder: () => t('rules.searchPlaceholder'),
    search: searchHelp,
    glossary: searchGlossary,
  },
};
