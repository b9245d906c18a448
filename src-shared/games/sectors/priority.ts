/** Player priority: the influence bid (§7.1, D-26) and the CATCH_UP re-rank (§7.2). */
import { shuffle } from '../../rng.ts';
import { emit, type Ctx } from './context.ts';
import { isInt, refuse } from './errors.ts';
import { BANK, cash, transfer } from './ledger.ts';
import { netWorth } from './queries.ts';
import type { PlayerId } from './types.ts';

export function submitInfluenceBid(ctx: Ctx, p: PlayerId, points: number): void {
  const max = ctx.s.config.influencePoints;
  if (!isInt(points) || points < 0 || points > max) refuse('BID_OUT_OF_RANGE', `the bid must be an integer 0..${max}`);
  ctx.s.inputs.influenceBids[p] = points;
  ctx.events.push({ type: 'INFLUENCE_BID_SUBMITTED', turn: ctx.s.turn, phase: ctx.s.phase, player: p, points, visibleTo: [p] });
  emit(ctx, 'SUBMITTED', { player: p, what: 'INFLUENCE_BID' });
}

/** INFLUENCE_BID_RESOLVE: reveal, refund unspent points as dollars, rank by bid (ties by R-07). */
export function resolveInfluenceBids(ctx: Ctx, bids: Record<PlayerId, number>): void {
  const s = ctx.s;
  const seatOrder = s.players.map((p) => p.id);
  const bidOf = (p: PlayerId) => bids[p] ?? 0;
  for (const p of seatOrder) {
    transfer(ctx, BANK, cash(p), s.config.influencePoints - bidOf(p));
  }
  const distinct = [...new Set(seatOrder.map(bidOf))].sort((a, b) => b - a);
  const order: PlayerId[] = [];
  for (const bid of distinct) {
    const group = seatOrder.filter((p) => bidOf(p) === bid);
    order.push(...(group.length > 1 ? shuffle(s.rng, group) : group));
  }
  s.priority = order;
  emit(ctx, 'INFLUENCE_BIDS_REVEALED', {
    bids: Object.fromEntries(seatOrder.map((p) => [p, bidOf(p)])),
    refunds: Object.fromEntries(seatOrder.map((p) => [p, s.config.influencePoints - bidOf(p)])),
    priority: [...order],
  });
}

/** START_TURN step 1 under CATCH_UP: poorest first; equal net worth keeps the previous order. */
export function rerankByNetWorth(ctx: Ctx): void {
  const s = ctx.s;
  if (s.config.priorityMode !== 'CATCH_UP') return;
  const worth = Object.fromEntries(s.priority.map((p) => [p, netWorth(s, p)]));
  const previous = [...s.priority];
  s.priority = [...previous].sort((a, b) => worth[a] - worth[b] || previous.indexOf(a) - previous.indexOf(b));
  emit(ctx, 'PRIORITY_CHANGED', { priority: [...s.priority], netWorth: worth, cause: 'CATCH_UP' });
}
