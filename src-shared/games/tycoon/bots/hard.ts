/**
 * The hard bot: medium's evaluation plus search. On its turn it plans its remaining turns of the year
 * (plan.ts: medium's best few actions at each of its turns, tried on copies of the engine state, the
 * others' turns played in between) and plays the first action of the best plan. Its outlook also reads
 * the others' option and short positions as hints of their hands (outlook.ts, `infer`). Rights prompts
 * and windows are answered as medium answers them.
 *
 * Time: the plan's width is fixed (PLAN_WIDTH), so without a clock a decision is deterministic. With
 * ctx.now and ctx.budgetMs, once the budget is spent the plan stops going deeper: the branches not yet
 * explored are scored as they stand after their first action (a typical decision takes a few ms, the
 * worst ones a few hundred, far inside the 60 s turn).
 */
import type { BotContext } from '../../../platform/module.ts';
import { pendingRightsPrompts } from '../queries.ts';
import type { TycoonAction, TycoonState } from '../types.ts';
import { mediumTurn } from './medium.ts';
import type { Outlook } from './outlook.ts';
import { planTurn } from './plan.ts';

export const HARD_BUDGET_MS = 150;

export type HardStats = { nodes: number; ms: number };

export function hardTurn(s: TycoonState, seat: number, candidates: TycoonAction[], ctx: BotContext, o: Outlook, onStats?: (st: HardStats) => void): TycoonAction {
  if (pendingRightsPrompts(s, seat).length > 0) return mediumTurn(s, seat, candidates, o);
  const started = ctx.now?.();
  const budget = ctx.budgetMs;
  const expired = started !== undefined && budget !== undefined ? () => ctx.now!() - started > budget : undefined;
  const stats = { nodes: 0, expired };
  const action = planTurn(s, seat, o, ctx.rng, stats) ?? mediumTurn(s, seat, candidates, o);
  onStats?.({ nodes: stats.nodes, ms: started === undefined ? 0 : ctx.now!() - started });
  return action;
}
