/**
 * A small forecasting model the medium and hard bots share: what one share of a company is likely worth
 * over the next few turns, from what the seat can see — stock price and its trend, the company's revenue
 * history and last distribution outcome, its throughput, its sector's demand and consumers, its treasury.
 *
 * The model plays the operating round forward analytically (production against the sector's consumers,
 * throughput penalty, a FULL or HALF distribution with the dividend rise, decay, marketing when the
 * treasury allows it) for up to three turns; it never touches the engine.
 */
import { COMPANY_TIER_DATA, priceAt, SECTORS } from '../data.ts';
import type { Company, CompanyId } from '../types.ts';
import {
  consumerInflow, demandOf, dividendIndex, downIndex, isFloatedCo, outstandingOf, penaltySteps, priceOf, supplyOf,
  throughputOf, operatingCostOf, turnsLeft, type Seen,
} from './common.ts';

export type Outlook = {
  id: CompanyId;
  price: number;
  /** Expected value of one share held to the horizon: final price plus dividends on the way. */
  value: number;
  /** value / price − 1. */
  ret: number;
  /** Expected revenue of the next operating round (0 if it does not produce). */
  nextRevenue: number;
  /** Expected price index after the next operating round. */
  nextIndex: number;
  /** Expected price index after each projected operating round (index 0: the next one). */
  path: number[];
  /** Whether the company is likely to run out of money within the horizon. */
  atRisk: boolean;
  /** Turns the model looked ahead. */
  horizon: number;
};

/** Companies that will take part in production this turn's OR, in company priority order, by sector. */
function producers(seen: Seen, sector: string, afterOr: boolean): Company[] {
  const turn = afterOr ? seen.turn + 1 : seen.turn;
  return seen.companies
    .filter((c) => c.sector === sector && c.status === 'ACTIVE' && c.floatedTurn !== null && c.floatedTurn < turn)
    .sort((a, b) => {
      const eos = (c: Company) => (c.cards.includes('ECONOMIES_OF_SCALE') ? 0 : 1);
      return eos(a) - eos(b) || a.unitPrice - b.unitPrice || b.prestige - a.prestige || demandOf(b) - demandOf(a) || a.seq - b.seq;
    });
}

/** Whether this turn's operating round is still ahead (stock round phases) or already done. */
export function orAhead(seen: Seen): boolean {
  const order = [
    'INFLUENCE_BID', 'INFLUENCE_BID_RESOLVE', 'START_TURN', 'TRANCHE_VOTE', 'TRANCHE_VOTE_RESOLVE', 'TRANCHE_DISTRIBUTE',
    'TRANCHE_DISTRIBUTE_RESOLVE', 'RESOLVE_LIMIT_ORDERS', 'PLACE_STOCK_ORDERS', 'REVIEW_CONCEALED_ORDERS', 'REVEAL_ORDERS',
    'RESOLVE_MARKET_ORDERS', 'CHARGE_SHORT_INTEREST', 'COVER_SHORTS', 'OPEN_PENDING_SHORTS', 'EXPIRE_OPTIONS',
    'OPEN_PENDING_OPTIONS', 'EXERCISE_OPTIONS', 'OPEN_PENDING_LIMITS', 'STOCK_ROUND_RESULTS',
  ];
  return order.includes(seen.phase);
}

/** Consumers each producing company of a sector can expect to sell in the next OR. */
function consumerShare(seen: Seen, c: Company, afterOr: boolean, inflow: Record<string, number>): number {
  const sec = seen.sectors.find((x) => x.id === c.sector);
  if (!sec) return 0;
  let available = sec.consumers + (afterOr ? inflow[c.sector] ?? 0 : 0);
  for (const other of producers(seen, c.sector, afterOr)) {
    if (other.id === c.id) return available;
    const out = Math.min(supplyOf(other), demandOf(other));
    available = Math.max(0, available - out);
  }
  return available;
}

export type OutlookOptions = {
  /** Turns to look ahead at most (default 3). */
  horizon?: number;
  /** Assumed distribution outcome for companies whose treasury is healthy. */
  distribution?: 'FULL' | 'HALF';
};

/**
 * Projects one company forward. In the stock round the first projected OR is this turn's (production uses
 * the current demand); after the OR it is next turn's (demand already decayed, consumers arrive at END_TURN).
 */
export function outlook(seen: Seen, c: Company, options: OutlookOptions = {}): Outlook {
  const p0 = priceOf(c);
  const afterOr = !orAhead(seen);
  const left = turnsLeft(seen) - (afterOr ? 1 : 0);
  const horizon = Math.max(0, Math.min(options.horizon ?? 3, left));
  const base: Outlook = { id: c.id, price: p0, value: p0, ret: 0, nextRevenue: 0, nextIndex: c.priceIndex, path: [], atRisk: false, horizon };
  if (c.status === 'BANKRUPT') return { ...base, price: 0, value: 0, ret: -1 };
  if (horizon === 0) return base;

  const inflow = consumerInflow(seen);
  const out = outstandingOf(c);
  const cap = COMPANY_TIER_DATA[c.tier].capacity;
  let index = c.priceIndex;
  let treasury = c.treasury;
  let tempDemand = c.tempDemand;
  let insolvent = c.status === 'INSOLVENT';
  let dividends = 0;
  let atRisk = insolvent;
  let nextRevenue = 0;
  let nextIndex = index;
  const path: number[] = [];
  // First turn in which the company produces (D-33: not in its float turn).
  const producesFrom = c.floatedTurn !== null ? c.floatedTurn + 1 : seen.turn + (afterOr ? 2 : 1);
  const firstTurn = afterOr ? seen.turn + 1 : seen.turn;
  const steadyUnits = (() => {
    const secInflow = inflow[c.sector] ?? 0;
    const n = Math.max(1, seen.companies.filter((x) => x.sector === c.sector && (isFloatedCo(x) || x.id === c.id)).length);
    return Math.max(1, Math.floor(secInflow / n));
  })();

  for (let k = 0; k < horizon; k++) {
    const turn = firstTurn + k;
    if (insolvent) {
      // An insolvent company recovers only if its holders pay; assume a heavy loss of value.
      index = downIndex(c, index, 2);
      path.push(index);
      break;
    }
    const producing = turn >= producesFrom;
    const supply = k === 0 ? supplyOf(c) : Math.min(cap + c.permSupply, 2 * cap);
    if (producing) {
      const demand = tempDemand + c.permDemand;
      const output = Math.min(supply, demand);
      const consumers = k === 0 && c.status === 'ACTIVE' ? consumerShare(seen, c, afterOr, inflow) : steadyUnits + (k === 1 ? 1 : 0);
      let units = Math.min(output, consumers);
      if (c.passive === 'STEADY_DEMAND' && units < output) units = Math.min(output, units + 2);
      let revenue = units * c.unitPrice;
      if (k === 0 && c.flagsActive.includes('STRATEGIC_RESERVE')) revenue = Math.floor((revenue * 110) / 100);
      if (k === 0 && c.flagsActive.includes('SURGE_PRICING')) revenue = Math.floor((revenue * 120) / 100);
      const t = throughputOf(c, supply, demand);
      const cost = operatingCostOf(c, t, k === 0 && c.flagsActive.includes('VETO'));
      treasury -= cost;
      if (treasury <= 0) {
        insolvent = true;
        atRisk = true;
      }
      index = downIndex(c, index, penaltySteps(t));
      if (revenue > 0) {
        const healthy = treasury > 180;
        const outcome = options.distribution === 'HALF' || !healthy ? 'HALF' : 'FULL';
        const kept = outcome === 'FULL' ? 0 : Math.floor(revenue / 2);
        const d = revenue - kept;
        treasury += kept;
        dividends += Math.floor(d / out);
        index = dividendIndex(c, index, Math.floor(d / priceAt(index)));
      }
      if (k === 0) nextRevenue = revenue;
      tempDemand = Math.max(0, tempDemand - 1);
    }
    if (k === 0) nextIndex = index;
    path.push(index);
    // The company vote: marketing if the treasury allows it and demand fell short of supply.
    const gap = supply - (tempDemand + c.permDemand);
    if (gap >= 2 && treasury >= 100 + COMPANY_TIER_DATA[c.tier].operatingCost + 20) {
      tempDemand += 3;
      treasury -= 100;
    }
    if (treasury < COMPANY_TIER_DATA[c.tier].operatingCost * 2 && !c.hasLoan) atRisk = true;
  }
  let value = priceAt(index) + dividends;
  if (atRisk) value = Math.floor(value * (insolvent ? 0.55 : 0.85));
  // An unfloated company is only worth its IPO price unless it will float.
  if (c.status === 'INACTIVE') value = Math.round(p0 + (value - p0) * floatChance(c));
  return { ...base, value, ret: p0 > 0 ? value / p0 - 1 : 0, nextRevenue, nextIndex, path, atRisk };
}

/** How likely an unfloated company is to float soon, from the share of its float already sold. */
export function floatChance(c: Company): number {
  if (c.status !== 'INACTIVE') return 1;
  const out = outstandingOf(c);
  const needed = Math.ceil((SECTORS[c.sector].floatPercent * out) / 100);
  const sold = out - c.ipoShares;
  if (sold >= needed) return 1;
  const missing = needed - sold;
  return Math.max(0.35, 1 - missing / (needed + 2));
}

/** Shares still to sell from the IPO before the company floats. */
export function sharesToFloat(c: Company): number {
  const out = outstandingOf(c);
  const needed = Math.ceil((SECTORS[c.sector].floatPercent * out) / 100);
  return Math.max(0, needed - (out - c.ipoShares));
}
