/**
 * Figures of the rules the board shows and must not work out itself (issue 23): the revenue vote's split per
 * choice, the tiered action prices, headline costs and shares, the certificate limit, the price track and which
 * phases take input. `publicView` adds them beside the state's own objects (keyed by company, headline id), so a
 * view keeps the state's shapes (the hard bot rebuilds a state from a view).
 */
import {
  PHASE_IDS, PRICE_GRID, STOCK_TIERS, TIERED_ACTION_PRICES, certificateLimit, headlineData, isActionablePhase,
  type CompanyActionId, type PhaseId,
} from './data.ts';
import { keptOf } from './operating/revenue.ts';
import { company, held, outstanding, price } from './queries.ts';
import type { PriceTrack, RevenueSplit } from './schemas/views.ts';
import type { CompanyId, GameState, RevenueChoice } from './types.ts';

/*
 * One choice of the revenue vote worked out now (RevenueSplit, schemas/views.ts): what would be paid out
 * (`distributed`), what the company would keep, how many steps the dividend would lift the price (§9.9:
 * distributed ÷ price, rounded down), and each eligible holder's dividend (distributed × held ÷ outstanding,
 * rounded down: REVENUE_DISTRIBUTION's own).
 */

const CHOICES: readonly RevenueChoice[] = ['FULL', 'HALF', 'RETAIN'];

/** Per company voted on in this REVENUE_VOTE, the split of each choice; empty in every other phase. */
export function revenueSplits(s: GameState): Record<CompanyId, Record<RevenueChoice, RevenueSplit>> {
  const out: Record<CompanyId, Record<RevenueChoice, RevenueSplit>> = {};
  if (s.phase !== 'REVENUE_VOTE') return out;
  for (const [id, eligible] of Object.entries(s.inputs.revenueEligible)) {
    const c = company(s, id);
    const revenue = s.turnState.revenue[id]?.revenue ?? 0;
    const out_ = outstanding(c);
    const split = (choice: RevenueChoice): RevenueSplit => {
      const kept = keptOf(revenue, choice);
      const distributed = revenue - kept;
      const dividends = Object.fromEntries(eligible.map((p) => [p, out_ > 0 ? Math.floor((distributed * held(c, p)) / out_) : 0]));
      return { distributed, kept, steps: Math.floor(distributed / Math.max(1, price(c))), dividends };
    };
    out[id] = Object.fromEntries(CHOICES.map((choice) => [choice, split(choice)])) as Record<RevenueChoice, RevenueSplit>;
  }
  return out;
}

/** The "first come" price ladder (A / B / C, §9.7) of each tiered action offered in the open company vote. */
export function tieredPrices(offered: readonly CompanyActionId[]): Partial<Record<CompanyActionId, readonly [number, number, number]>> {
  return Object.fromEntries(offered.flatMap((a) => (TIERED_ACTION_PRICES[a] ? [[a, TIERED_ACTION_PRICES[a]]] : [])));
}

/**
 * Per headline on offer (by id): its cost, and the share a new backer would pay if the backers split it now
 * (cost ÷ (backers + 1), rounded down).
 */
export function headlineCosts(s: GameState): Record<string, { cost: number; joinShare: number }> {
  const out: Record<string, { cost: number; joinShare: number }> = {};
  for (const h of s.headlines) {
    if (!h) continue;
    const cost = headlineData(h.type).cost;
    out[h.id] = { cost, joinShare: Math.floor(cost / (h.backers.length + 1)) };
  }
  return out;
}

/** The most certificates a player may hold (§5.2) at this table. */
export const certificateLimitOf = (s: GameState): number => certificateLimit(s.config.seats);

/** The price track (§3.2): every price by index, and the tiers (first index, fill size) it is cut into. */
export const PRICE_TRACK: PriceTrack = { prices: PRICE_GRID, tiers: STOCK_TIERS.map((t) => ({ id: t.id, first: t.first, fillSize: t.fillSize })) };

/** The phases in which players act (the others run by themselves): the board's log cuts its story there. */
export const ACTIONABLE_PHASES: readonly PhaseId[] = PHASE_IDS.filter((p) => isActionablePhase(p));
