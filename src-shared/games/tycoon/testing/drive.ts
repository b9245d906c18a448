/**
 * Driving the pure engine without a session: who may act now, and what a table does when nobody acts (the
 * §14 timeout default, or `advance` past a display step). The scenario runner's `until` steps and the
 * simulator both move play on this way, so a scenario reached by "everyone times out" is the same position
 * a real table reaches when every clock runs out.
 */
import { defaultAction } from '../legal.ts';
import { isDisplayStep, windowSeats } from '../queries.ts';
import type { TycoonAction, TycoonState } from '../types.ts';

export { actingSeats } from '../position-summary.ts';

/**
 * The one action a table sends when the clock runs out now: `advance` at a display step, else the default of
 * the first seat that still owes an answer (in the window's own seat order). Null only at game over.
 */
export function nextDefault(s: TycoonState): TycoonAction | null {
  if (s.step === 'GAME_OVER') return null;
  if (isDisplayStep(s)) return { type: 'advance', auto: true };
  for (const seat of windowSeats(s)) {
    const a = defaultAction(s, seat);
    if (a) return a;
  }
  return null;
}

/** Rank of a point of play inside a game, for "has play gone past it?": year, then step, then round. */
const STEP_RANK: Record<string, number> = { P1: 0, TURN: 1, E1: 2, E2: 3, E3: 4, E4: 5, E5: 6, E8: 7, E9: 8, GAME_OVER: 9 };

export function positionRank(year: number, step: string, txRound = 0): number {
  return year * 1000 + (STEP_RANK[step] ?? 0) * 10 + (step === 'TURN' ? txRound : 0);
}
