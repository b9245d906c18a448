/**
 * The auction's part of the shell's phase bar: the round, the lot, the kind of window in words, the phase's
 * name and what the seat (or, for watchers, everyone) does now; and the roster's order and names.
 */
import type { PhaseBarGame, PhaseHeading } from '../registry.ts';
import { t } from './i18n.ts';
import { coins, currentLot, playerName, type View } from './model.ts';

/** The phase's name ("Bid for lot #3"). */
export function phaseTitle(view: View): string {
  const lot = currentLot(view)?.id ?? 0;
  if (view.status === 'ENDED') return t('phase.GAME_OVER');
  return t(`phase.${view.phase}`, { lot });
}

function instruction(view: View, seat: string | null, projector: boolean): string {
  if (view.status === 'ENDED') return t('about.GAME_OVER');
  const lot = currentLot(view)?.id ?? 0;
  const watching = projector || seat === null;
  switch (view.phase) {
    case 'BID':
      if (watching) return t('about.BID', { lot });
      return view.players.find((p) => p.id === seat)?.ready ? t('do.BID.ready') : t('do.BID');
    case 'REVEAL':
      return watching ? t('about.REVEAL') : t('do.REVEAL');
    case 'TURNS':
      return !watching && view.actor === seat ? t('do.TURNS.mine') : t('about.TURNS', { name: playerName(view, view.actor ?? '') });
    case 'OFFER': {
      const o = view.offer;
      if (!o) return '';
      const params = { from: playerName(view, o.from), to: playerName(view, o.to), price: coins(o.price), lot: o.lot };
      return !watching && o.to === seat ? t('do.OFFER.mine', params) : t('about.OFFER', params);
    }
    default:
      return '';
  }
}

function heading(view: View, seat: string | null, projector: boolean): PhaseHeading {
  const crumbs: PhaseHeading['crumbs'] = [{ text: t('phaseBar.round', { round: view.round, rounds: view.rounds }), cls: 'turn' }];
  const lot = currentLot(view);
  if (lot) crumbs.push({ text: t('phaseBar.lot', { lot: lot.id }), cls: 'round' });
  if (view.status !== 'ENDED' && view.phase !== 'GAME_OVER') {
    crumbs.push({ text: t(`kind.${view.phase}`), cls: 'kind', title: t(`kind.${view.phase}.hint`) });
  }
  return { crumbs, title: phaseTitle(view), instruction: instruction(view, seat, projector) };
}

export function phaseBarGame(view: View): PhaseBarGame {
  return {
    heading: (seat, projector) => heading(view, seat, projector),
    order: view.players.map((p) => p.id),
    // Bids are sealed: who has bid is nobody else's business; the roster shows readiness only.
    submitted: [],
    name: (id) => playerName(view, id),
    // READY here is final (the game takes no UNREADY): the phase bar offers no undo.
    readyFinal: true,
  };
}
