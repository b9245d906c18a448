/**
 * Sectors' UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the hot-seat
 * curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import type { GameEvent } from '../../../src-shared/games/sectors/types.ts';
import type { PrivateView, PublicView } from '../../../src-shared/games/sectors/view.ts';
import { mergeView } from '../../../src-shared/games/sectors/view-merge.ts';
import type { GameUi } from '../registry.ts';
import CurtainView from './CurtainView.svelte';
import SectorsBoard from './SectorsBoard.svelte';
import SectorsEnd from './SectorsEnd.svelte';
import TextBoard from './TextBoard.svelte';
import { describeEvent, phaseLabel } from './board/events.ts';
import { playerName, type View } from './board/model.ts';
import { searchGlossary } from './help/glossary.ts';
import { searchHelp } from './help/help-content.ts';
import { phaseBarGame } from './heading.ts';
import { t } from './i18n.ts';
import { standings, tableOptions } from './standings.ts';

export const sectorsUi: GameUi = {
  kind: 'sectors',
  view: (pub, priv, seat) =>
    mergeView(pub as PublicView, (priv ?? null) as PrivateView | null, seat ? { role: 'player', player: seat } : { role: 'spectator' }),
  phaseBar: (view) => phaseBarGame(view as View),
  phaseName: (view) => phaseLabel((view as View).phase, (view as View).companyRound?.company),
  shortcuts: () => [
    { key: 'O', text: t('help.ticket') },
    { key: 'A', text: t('help.action') },
    { key: 'L', text: t('help.log') },
    { key: 'C', text: t('help.companies') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => {
    const v = view as Partial<PublicView> | null;
    return v?.endReason ? t(`end.reason.${v.endReason}`, { turns: v.turn ?? 0 }) : null;
  },
  logLines: (view, events) => {
    const names = { player: (id: string) => playerName(view as View, id) };
    return events.flatMap((e) => describeEvent(e as unknown as GameEvent, names)?.text ?? []);
  },
  standings: (view) => standings(view as View),
  tableOptions: (view) => tableOptions(view as View),
  Board: SectorsBoard,
  TextBoard,
  CurtainView,
  End: SectorsEnd,
  help: {
    searchPlaceholder: () => t('rules.searchPlaceholder'),
    search: searchHelp,
    glossary: searchGlossary,
  },
};
