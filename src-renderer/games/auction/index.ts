/**
 * Lot Auction's UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the hot-seat
 * curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import type { AuctionPrivateView, AuctionPublicView } from '../../../src-shared/games/auction/views.ts';
import type { GameUi } from '../registry.ts';
import AuctionBoard from './AuctionBoard.svelte';
import AuctionEnd from './AuctionEnd.svelte';
import CurtainView from './CurtainView.svelte';
import TextBoard from './TextBoard.svelte';
import { phaseBarGame, phaseTitle } from './heading.ts';
import { searchGlossary, searchHelp } from './help.ts';
import { t } from './i18n.ts';
import { logLines, mergeView, type View } from './model.ts';
import { standings } from './standings.ts';

export const auctionUi: GameUi = {
  kind: 'auction',
  view: (pub, priv, seat) => mergeView(pub as AuctionPublicView, (priv ?? null) as AuctionPrivateView | null, seat),
  phaseBar: (view) => phaseBarGame(view as View),
  phaseName: (view) => phaseTitle(view as View),
  shortcuts: () => [
    { key: 'A', text: t('help.action') },
    { key: 'L', text: t('help.log') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    const v = view as Partial<AuctionPublicView> | null;
    if (v?.status !== 'ENDED') return null;
    return v.rounds === 1 ? t('end.reason.one') : t('end.reason', { rounds: v.rounds ?? 0 });
  },
  logLines: (view, events) => logLines(view as View, events, null, Infinity).reverse().map((line) => line.text),
  standings: (view) => standings(view as View),
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
