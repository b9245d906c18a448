/**
 * The stock round's part of the shell's phase bar: the round, the kind of window in words, the phase's name and
 * what the seat (or, for watchers, everyone) does now; and the roster's order and names. The countdown, Ready
 * and the roster are the shell's (it reads the active window from the session).
 */
import type { PhaseBarGame, PhaseHeading } from '../registry.ts';
import { money } from './format.ts';
import { lookup, t } from './i18n.ts';
import { playerName, type View } from './model.ts';

/** The phases the view's `phase` takes; test/renderer/sr1876-strings.test.ts words each. */
export const PHASES = ['DECLARE', 'TURN', 'OFFER', 'ROUND_END', 'GAME_OVER'] as const;
const KIND: Record<string, 'declare' | 'turn' | 'offer' | 'review'> = { DECLARE: 'declare', TURN: 'turn', OFFER: 'offer', ROUND_END: 'review' };

/** The phase's name ("Anyone wants a share?"). */
export function phaseTitle(view: View): string {
  if (view.status === 'ENDED') return t('phase.GAME_OVER');
  return lookup(`phase.${view.phase}`) ?? view.phase;
}

/** Seats of the open offer pass whose answers are all in (who answered is public, never what). */
export function answeredSeats(view: View): string[] {
  const o = view.offer;
  if (!o) return [];
  const asked = [...o.candidates, ...(o.companyCandidate && o.director && !o.candidates.includes(o.director) ? [o.director] : [])];
  return asked.filter((s) => !o.waiting.includes(s));
}

function instruction(view: View, seat: string | null, projector: boolean): string {
  if (view.status === 'ENDED') return t('about.GAME_OVER');
  const watching = projector || seat === null;
  const actor = playerName(view, view.actor);
  switch (view.phase) {
    case 'DECLARE':
      return !watching && view.actor === seat ? t('do.DECLARE') : t('about.DECLARE', { name: actor });
    case 'TURN':
      if (watching || view.actor !== seat) return t('about.TURN', { name: actor });
      return view.turnState?.sold ? t('do.TURN.sold') : t('do.TURN.start');
    case 'OFFER': {
      const o = view.offer;
      if (!o) return '';
      const params = { name: playerName(view, o.seller), company: o.company, price: money(o.price) };
      if (watching) return t('about.OFFER', params);
      if (o.waiting.includes(seat)) return t('do.OFFER', params);
      if (answeredSeats(view).includes(seat)) return t('do.OFFER.answered');
      return t('about.OFFER', params);
    }
    case 'ROUND_END':
      return t('about.ROUND_END', { round: view.review?.round ?? view.round });
    default:
      return '';
  }
}

function heading(view: View, seat: string | null, projector: boolean): PhaseHeading {
  const crumbs: PhaseHeading['crumbs'] = [{ text: t('phaseBar.round', { round: view.round, rounds: view.rounds }), cls: 'turn' }];
  if (view.phase === 'TURN' || view.phase === 'OFFER') {
    crumbs.push({ text: t('phaseBar.passes', { passes: view.consecutivePasses, seats: view.players.length }), cls: 'round' });
  }
  const kind = view.status === 'ENDED' ? null : KIND[view.phase];
  if (kind) crumbs.push({ text: t(`kind.${kind}`), cls: 'kind', title: t(`kind.${kind}.hint`) });
  return { crumbs, title: phaseTitle(view), instruction: instruction(view, seat, projector) };
}

export function phaseBarGame(view: View): PhaseBarGame {
  return {
    heading: (seat, projector) => heading(view, seat, projector),
    order: view.players.map((p) => p.id),
    submitted: answeredSeats(view),
    name: (id) => playerName(view, id),
    // An offer answer is final (the stock round has no UNREADY): nothing to undo once a seat owes nothing.
    readyFinal: true,
  };
}
