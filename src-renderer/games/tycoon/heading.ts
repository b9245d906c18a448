/**
 * Tycoon's part of the shell's phase bar: the year, the transaction round, the kind of window in words, the
 * step's name and what the seat (or, for watchers, everyone) does now; and the roster's order and names. The
 * countdown, Ready and the roster are the shell's (it reads the active window from the session).
 */
import type { PhaseBarGame, PhaseHeading } from '../registry.ts';
import { lookup, t } from './i18n.ts';
import { answered, answeredSeats, controlled, playerName, type View } from './model.ts';

/** The steps the view's `phase` takes (StepId and GAME_OVER); test/renderer/tycoon-strings.test.ts words each. */
export const PHASES = ['P1', 'TURN', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9', 'GAME_OVER'] as const;
const DISPLAY = new Set(['E2', 'E4', 'E8']);
const SEALED = new Set(['P1', 'E1', 'E3', 'E9']);

/** The step's name ("Director withhold"); a buyback open inside a turn names the interrupt. */
export function phaseTitle(view: View): string {
  if (view.status === 'ENDED') return t('phase.GAME_OVER');
  if (view.phase === 'TURN' && view.pending?.kind === 'buyback') return t('phase.BUYBACK');
  return lookup(`phase.${view.phase}`) ?? view.phase;
}

function eligible(view: View, seat: string): boolean {
  const p = view.pending;
  if (!p) return false;
  if ('seats' in p) return p.seats.includes(seat);
  return 'seat' in p && p.seat === seat;
}

function instruction(view: View, seat: string | null, projector: boolean): string {
  if (view.status === 'ENDED') return t('about.GAME_OVER');
  const watching = projector || seat === null;
  const p = view.pending;
  const actor = playerName(view, view.actor);
  if (view.phase === 'TURN') {
    if (p?.kind === 'buyback') {
      const params = { name: playerName(view, p.chairman), company: p.company, price: p.price };
      return !watching && p.seats.includes(seat) && !answered(view, seat, null) ? t('do.BUYBACK') : t('about.BUYBACK', params);
    }
    if (watching || view.actor !== seat) return t('about.TURN', { name: actor });
    if (p?.kind === 'settle') return t('do.TURN.settle');
    return (view.me?.rightsPrompts.length ?? 0) > 0 ? t('do.TURN.rights') : t('do.TURN.mine');
  }
  if (DISPLAY.has(view.phase)) return lookup(`about.${view.phase}`) ?? '';
  if (view.phase === 'E5') {
    const holder = p?.kind === 'suspend' ? p.seat : null;
    return !watching && holder === seat ? t('do.E5') : t('about.E5', { name: playerName(view, holder) });
  }
  if (watching) return lookup(`about.${view.phase}`) ?? '';
  if (!eligible(view, seat)) return t('about.notEligible');
  if (view.phase === 'P1' && controlled(view, seat, true).length === 0) return t('about.notEligible');
  return lookup(`do.${view.phase}`) ?? '';
}

function heading(view: View, seat: string | null, projector: boolean): PhaseHeading {
  const crumbs: PhaseHeading['crumbs'] = [{ text: t('phaseBar.year', { year: view.year, years: view.years }), cls: 'turn' }];
  if (view.phase === 'TURN') crumbs.push({ text: t('phaseBar.round', { round: view.txRound }), cls: 'round' });
  else if (view.phase.startsWith('E')) crumbs.push({ text: t('phaseBar.yearEnd'), cls: 'round' });
  if (view.status !== 'ENDED') {
    const kind = view.phase === 'TURN' ? (view.pending?.kind === 'buyback' ? 'buyback' : 'turn') : DISPLAY.has(view.phase) ? 'display' : SEALED.has(view.phase) ? 'sealed' : 'turn';
    crumbs.push({ text: t(`kind.${kind}`), cls: 'kind', title: t(`kind.${kind}.hint`) });
  }
  return { crumbs, title: phaseTitle(view), instruction: instruction(view, seat, projector) };
}

export function phaseBarGame(view: View): PhaseBarGame {
  return {
    heading: (seat, projector) => heading(view, seat, projector),
    // Turn order is the table's order; seats out of the game (bankrupt) follow it.
    order: [...view.order, ...view.players.map((p) => p.id).filter((id) => !view.order.includes(id))],
    // Who has answered a sealed window is public (what they answered is not).
    submitted: answeredSeats(view),
    name: (id) => playerName(view, id),
    // READY here is final (the game takes no UNREADY): the phase bar offers no undo.
    readyFinal: true,
  };
}
