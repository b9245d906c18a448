/**
 * Sectors' part of the shell's phase bar: the turn, the round, the phase in words and what to do now, and
 * the roster's order (player priority), submissions and names. All of it read from the view.
 */
import type { PhaseBarGame, PhaseHeading } from '../registry.ts';
import { t } from './i18n.ts';
import { playerName, roundOf, type View } from './board/model.ts';

function heading(view: View, seat: string | null, projector: boolean): PhaseHeading {
  const actionable = view.phaseKind === 'ACTIONABLE';
  const round = roundOf(view.phase);
  const crumbs: PhaseHeading['crumbs'] = [
    { text: t('phaseBar.turn', { turn: view.turn, max: view.config.maxTurns }), cls: 'turn' },
    { text: t(`round.${round}`), cls: 'round' },
  ];
  if (round === 'stock' && view.subRound > 0) crumbs.push({ text: t('phaseBar.subRound', { n: view.subRound, max: view.config.maxSubRounds }), cls: 'round' });
  crumbs.push({
    text: actionable ? t('phaseBar.actionable') : t('phaseBar.automatic'),
    cls: 'kind',
    title: actionable ? t('phaseBar.actionableHint') : t('phaseBar.automaticHint'),
  });
  const insolvency = view.phase === 'COMPANY_VOTE' && view.companyRound?.mode === 'INSOLVENCY';
  const title = insolvency
    ? t('phase.INSOLVENCY', { company: view.companyRound!.company })
    : t(`phase.${view.phase}`, { company: view.companyRound?.company ?? '', subRound: view.subRound });
  return { crumbs, title, instruction: instruction(view, seat, projector, actionable, insolvency) };
}

function instruction(view: View, seat: string | null, projector: boolean, actionable: boolean, insolvency: boolean): string {
  if (view.status === 'ENDED') return t('phase.ended');
  const params = {
    company: view.companyRound?.company ?? '',
    subRound: view.subRound,
    maxSubRounds: view.config.maxSubRounds,
    points: view.config.influencePoints,
  };
  if (projector || seat === null) return t(`phase.${view.phase}.about`, params);
  if (actionable && !view.inputs.eligible.includes(seat)) return t('phase.notEligible');
  if (insolvency) return t('phase.INSOLVENCY.do', params);
  const text = t(`phase.${view.phase}.do`, params);
  return actionable ? text : `${text} ${t(view.config.timerMode === 'TIMERLESS' ? 'phase.autoHintWaits' : 'phase.autoHint')}`;
}

export function phaseBarGame(view: View): PhaseBarGame {
  return {
    heading: (seat, projector) => heading(view, seat, projector),
    order: view.priority,
    submitted: view.submitted,
    name: (id) => playerName(view, id),
  };
}
