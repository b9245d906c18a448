/** OR_PRODUCTION (§9.2, D-16, D-33, D-35, D-36, D-62). */
import { emit, type Ctx } from '../context.ts';
import type { EventOf } from '../schemas/events.ts';
import { COMPANY_TIER_DATA } from '../data.ts';
import { OUTSIDE, transfer, treasury } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { company, demand, sector, supply, throughput } from '../queries.ts';
import type { Company } from '../types.ts';

/** Throughput penalty in steps (D-16): abs(t) ≥ 2 → floor((abs(t) − 1) / 2) + 1. */
export function throughputPenalty(t: number): number {
  const a = Math.abs(t);
  return a >= 2 ? Math.floor((a - 1) / 2) + 1 : 0;
}

/** Operating cost with its modifiers in the spec's order (§9.2 step 6). */
export function operatingCost(c: Company, t: number): number {
  let cost = COMPANY_TIER_DATA[c.tier].operatingCost;
  if (c.flagsActive.includes('VETO')) cost = Math.floor(cost / 2);
  if (t === 0) cost = Math.floor(cost / 2);
  if (c.cards.includes('AUTOMATION')) cost = Math.max(0, cost - 20);
  if (c.flagsActive.includes('STRATEGIC_RESERVE')) cost = 0;
  return cost;
}

export function becomeInsolventIfEmpty(ctx: Ctx, c: Company, cause: EventOf<'COMPANY_INSOLVENT'>['cause']): boolean {
  if (c.status !== 'ACTIVE' || c.treasury !== 0) return false;
  c.status = 'INSOLVENT';
  emit(ctx, 'COMPANY_INSOLVENT', { company: c.id, cause });
  return true;
}

function produce(ctx: Ctx, c: Company): void {
  const s = ctx.s;
  const sec = sector(s, c.sector);
  const sup = supply(c);
  const dem = demand(c);
  const output = Math.min(sup, dem);
  const t = throughput(c);

  const sold = Math.min(output, sec.consumers);
  sec.consumers -= sold;
  s.consumerPool += sold;
  const extra = c.passive === 'STEADY_DEMAND' && sec.consumers === 0 && sold < output ? Math.min(2, output - sold) : 0;
  const units = sold + extra;

  let revenue = units * c.unitPrice;
  if (c.flagsActive.includes('STRATEGIC_RESERVE')) revenue = Math.floor((revenue * 110) / 100);
  if (c.flagsActive.includes('SURGE_PRICING')) revenue = Math.floor((revenue * 120) / 100);
  s.turnState.revenue[c.id] = { revenue, outcome: null, distributed: 0 };

  const salesBonus = output > 0 && units === output;
  if (salesBonus) c.prestige += 1;

  const cost = operatingCost(c, t);
  const paid = transfer(ctx, treasury(c.id), OUTSIDE, cost);
  emit(ctx, 'PRODUCTION', {
    company: c.id, supply: sup, demand: dem, output, throughput: t, sold, extraUnits: extra, units,
    unitPrice: c.unitPrice, revenue, salesBonus, operatingCost: cost, paid, treasury: c.treasury, consumersLeft: sec.consumers,
  });
  becomeInsolventIfEmpty(ctx, c, 'OPERATING_COST');

  const penalty = throughputPenalty(t);
  if (penalty > 0) movePrice(ctx, c, { kind: 'DOWN', steps: penalty }, 'THROUGHPUT_PENALTY');
}

/** Sector by sector (sector priority), companies in the locked action order; not in their float turn. */
export function runProduction(ctx: Ctx): void {
  const s = ctx.s;
  for (const sectorId of s.sectorPriority) {
    for (const id of s.actionOrder) {
      const c = company(s, id);
      if (c.sector !== sectorId || c.status !== 'ACTIVE' || c.floatedTurn === null || c.floatedTurn >= s.turn) continue;
      produce(ctx, c);
    }
  }
}
