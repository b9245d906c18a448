/**
 * How long each phase instance lasts (§6.1, §6.4, D-53, D-57). Actionable phases: default seconds ×
 * pace, rounded up to whole seconds, or no timer at all in TIMERLESS mode. Automatic phases: the
 * review time, never multiplied. An insolvency round gets 40 + 50 s.
 */
import { INSOLVENCY_EXTRA_SECONDS, isActionablePhase, phaseData } from '../games/sectors/data.ts';
import type { GameState } from '../games/sectors/types.ts';

/** Phase duration in ms, or null when the phase has no timer. */
export function phaseDurationMs(engine: GameState, pace: number): number | null {
  if (!isActionablePhase(engine.phase)) return engine.config.reviewSeconds * 1000;
  if (engine.config.timerMode === 'TIMERLESS') return null;
  let seconds: number = phaseData(engine.phase).seconds;
  if (engine.phase === 'COMPANY_VOTE' && engine.companyRound?.mode === 'INSOLVENCY') seconds += INSOLVENCY_EXTRA_SECONDS;
  return Math.ceil(seconds * pace) * 1000;
}
