/**
 * The one routine every price change goes through (§8.4, D-06, D-39, D-40, D-66): grid clamp, fill
 * progress, Regulatory Shield, the move event with its trigger sequence number, and the limit trigger.
 */
import { emit, type Ctx } from './context.ts';
import { MAX_INDEX, priceAt, STOCK_TIERS, stockTierOf } from './data.ts';
import { triggerLimitOrders } from './stock/limits.ts';
import type { Company } from './types.ts';

export type PriceMove =
  | { kind: 'NET_BUYS'; shares: number }
  | { kind: 'NET_SELLS'; shares: number }
  | { kind: 'UP'; steps: number }
  | { kind: 'DOWN'; steps: number }
  /** Dividend rise (§9.5): raw steps, capped at the first index of the next stock tier (+3 with BOOM_CYCLE). */
  | { kind: 'DIVIDEND'; steps: number };

/** Optional clamp of the resulting index (Price Freeze, §9.7). */
export type MoveClamp = { min: number; max: number };

function clampIndex(i: number): number {
  return Math.max(0, Math.min(MAX_INDEX, i));
}

/** Lowest index a decrease starting at `from` may reach for this company (Regulatory Shield). */
function decreaseFloor(c: Company, from: number): number {
  if (c.passive !== 'REGULATORY_SHIELD') return 0;
  return stockTierOf(from).shieldFloor ?? 0;
}

/** Computes the new index and fill progress of a move without applying it. */
export function computeMove(c: Company, move: PriceMove): { index: number; progress: number } {
  const from = c.priceIndex;
  switch (move.kind) {
    case 'NET_BUYS': {
      let index = from;
      let progress = c.fillProgress;
      for (let n = 0; n < move.shares; n++) {
        if (index === MAX_INDEX) {
          progress = 0; // buys at the top of the grid are discarded (D-39)
          break;
        }
        progress += 1;
        if (progress >= stockTierOf(index).fillSize) {
          index += 1;
          progress = 0;
        }
      }
      if (index === MAX_INDEX) progress = 0;
      return { index, progress };
    }
    case 'NET_SELLS':
    case 'DOWN': {
      const steps = move.kind === 'NET_SELLS' ? move.shares : move.steps;
      const index = Math.max(clampIndex(from - steps), decreaseFloor(c, from));
      return { index, progress: index === from ? c.fillProgress : 0 };
    }
    case 'UP': {
      const index = clampIndex(from + move.steps);
      return { index, progress: index === from ? c.fillProgress : 0 };
    }
    case 'DIVIDEND': {
      const tier = STOCK_TIERS.indexOf(stockTierOf(from));
      let cap = tier + 1 < STOCK_TIERS.length ? STOCK_TIERS[tier + 1].first : MAX_INDEX;
      if (c.passive === 'BOOM_CYCLE') cap += 3;
      const index = Math.min(from + move.steps, cap, MAX_INDEX);
      return { index, progress: index === from ? c.fillProgress : 0 };
    }
  }
}

/**
 * Applies a move to a floated company. Only a changed index records a PRICE_MOVED event, consumes a
 * trigger sequence number and runs the limit trigger. Returns whether the index changed.
 */
export function movePrice(ctx: Ctx, c: Company, move: PriceMove, cause: string, clamp?: MoveClamp): boolean {
  if (c.status === 'INACTIVE' || c.status === 'BANKRUPT') return false;
  const from = c.priceIndex;
  let { index, progress } = computeMove(c, move);
  if (clamp && (index < clamp.min || index > clamp.max)) {
    index = Math.max(clamp.min, Math.min(clamp.max, index));
    progress = 0;
  }
  c.fillProgress = progress;
  if (index === from) return false;
  c.priceIndex = index;
  ctx.s.counters.trigger += 1;
  const triggerSeq = ctx.s.counters.trigger;
  emit(ctx, 'PRICE_MOVED', {
    company: c.id,
    cause,
    fromIndex: from,
    toIndex: index,
    from: priceAt(from),
    to: priceAt(index),
    triggerSeq,
  });
  triggerLimitOrders(ctx, c, from, index, triggerSeq);
  return true;
}
