/**
 * Sectors' UI as the shell loads it (through src-renderer/games/registry.ts): its board, what the hot-seat
 * curtain shows, its end-screen part, its help, and the words and names the shell's frame needs.
 */
import { EVENT_SCHEMAS, PrivateViewSchema, PublicViewSchema, mergeView, type GameEvent } from '../../../src-shared/games/sectors/schemas.ts';
import { decoded, decodedEvents } from '../../lib/view-decode.ts';
import type { GameUi } from '../registry.ts';
import CurtainView from './CurtainView.svelte';
import SectorsBoard from './SectorsBoard.svelte';
import SectorsEnd from './SectorsEnd.svelte';
import TextBoard from './TextBoard.svelte';
import { describeEvent, phaseLabel } from './board/events.ts';
import { playerName, type SeatInput, type View } from './board/model.ts';
import { searchGlossary } from './help/glossary.ts';
import { searchHelp } from './help/help-content.ts';
import { phaseBarGame } from './heading.ts';
import { t } from './i18n.ts';
import { standings, tableOptions } from './standings.ts';

/** The view a Sectors board reads (the public view with the seat's private part over it) and what a seat sends. */
export type SectorsView = View;
export type SectorsSeatInput = SeatInput;

export const sectorsUi: GameUi<SectorsView, SectorsSeatInput> = {
  kind: 'sectors',
  // What the host sent, checked against Sectors' view schemas (a refusal is said in the console, once).
  view: (pub, priv, seat) =>
    mergeView(
      decoded(PublicViewSchema, pub, 'public view'),
      priv ? decoded(PrivateViewSchema, priv, 'private view') : null,
      seat ? { role: 'player', player: seat } : { role: 'spectator' },
    ),
  phaseBar: (view) => phaseBarGame(view),
  phaseName: (view) => phaseLabel(view.phase, view.companyRound?.company),
  shortcuts: () => [
    { key: 'O', text: t('help.ticket') },
    { key: 'A', text: t('help.action') },
    { key: 'L', text: t('help.log') },
    { key: 'C', text: t('help.companies') },
  ],
  shortcutHint: () => t('board.shortcutHint'),
  endReason: (view) => (view.endReason ? t(`end.reason.${view.endReason}`, { turns: view.turn }) : null),
  logLines: (view, events) => {
    const names = { player: (id: string) => playerName(view, id) };
    return decodedEvents<GameEvent>(EVENT_SCHEMAS, events).flatMap((e) => describeEvent(e, names)?.text ?? []);
  },
  standings,
  tableOptions,
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
