/**
 * Medium bot: a rule-based player deciding from its own seat's view.
 *
 * - Values every company with the outlook model (price and trend, revenue and distribution outcome,
 *   throughput, sector demand and consumers, treasury) and buys the best expected return per dollar:
 *   IPO shares below value, open-market shares when the buying pressure lifts what it already holds;
 *   sells holdings whose outlook turned negative, before the operating round drops them.
 * - Concentrates on companies it can steer, then votes in its own interest: FULL when the treasury is
 *   healthy (dividends and the price rise), HALF when the company needs cash for next turn's marketing,
 *   RETAIN only to avoid insolvency; company actions by a small value model (demand vs supply, consumers,
 *   prestige, sector actions, loans), and on the last turn only what lifts the price at once.
 * - Uses a spare sub-round for limit orders (stop-loss sells on risky holdings, buys that fire on a rise)
 *   and shorts companies heading down; exercises options in the money; covers shorts before a rise.
 * - Bids modestly for influence; votes for the tranche package worth most to it and gives the prestige
 *   and passive to companies it holds; contributes to an insolvent company when its stake is worth more.
 */
import type { Rng } from '../../../rng.ts';
import { COMPANY_TIER_DATA, COMPANY_TIERS, LIMIT_VALUE_MAX, LIMIT_VALUE_MIN, MAX_INDEX, priceAt, prestigeCost, tierRank, type CompanyActionId } from '../data.ts';
import type { Company, Input, PlayerId, RevenueChoice } from '../types.ts';
import {
  actionCashCost, actionPrestigeCost, bidFor, buysIndex, capOf, committedCash, consumerInflow, demandOf, heldBy, isFloatedCo, isLive,
  jitter, lastTurn, playerOf, orderedThisSubRound, outstandingOf, penaltySteps, priceOf, supplyOf, throughputOf, turnsLeft, type Seen,
} from './common.ts';
import { floatChance, outlook, sharesToFloat, type Outlook } from './outlook.ts';

/** Knobs of the medium rules (the hard bot and the tournament use the defaults). */
export type MediumTuning = {
  /** Minimum expected return (value / cost − 1) for a buy. */
  buyReturn: number;
  /** Sell a holding whose expected return is below this. */
  sellReturn: number;
  /** Short a company whose expected return is below this. */
  shortReturn: number;
  /** Influence bid as a share of the influence points. */
  influenceShare: number;
};

export const MEDIUM_TUNING: MediumTuning = { buyReturn: 0.04, sellReturn: -0.1, shortReturn: -0.18, influenceShare: 0.45 };

type Ctx = { seen: Seen; me: PlayerId; rng: Rng; tuning: MediumTuning; outlooks: Map<string, Outlook> };

function ctxOf(seen: Seen, me: PlayerId, rng: Rng, tuning: MediumTuning): Ctx {
  return { seen, me, rng, tuning, outlooks: new Map() };
}

function look(ctx: Ctx, c: Company): Outlook {
  let o = ctx.outlooks.get(c.id);
  if (!o) {
    o = outlook(ctx.seen, c);
    ctx.outlooks.set(c.id, o);
  }
  return o;
}

// ---------------------------------------------------------------- stock round

export type StockCandidate = { input: Input; score: number; kind: 'BUY' | 'SELL' | 'SHORT' | 'LIMIT' | 'OPTION' };

/** Cash the seat can spend on a new order now. */
function spendable(ctx: Ctx): number {
  return Math.max(0, playerOf(ctx.seen, ctx.me).cash - committedCash(ctx.seen, ctx.me));
}

/** Every stock order the medium rules consider, scored in expected dollars gained (best first). */
export function stockCandidates(seen: Seen, me: PlayerId, rng: Rng, tuning: MediumTuning = MEDIUM_TUNING): StockCandidate[] {
  const ctx = ctxOf(seen, me, rng, tuning);
  const out: StockCandidate[] = [];
  const cash = spendable(ctx);
  const myPriority = seen.priority.indexOf(me);
  const final = lastTurn(seen);

  for (const c of seen.companies) {
    if (!isLive(c)) continue;
    const o = look(ctx, c);
    const p = priceOf(c);
    const mine = heldBy(c, me);
    const room = Math.max(0, capOf(seen, c) - mine);

    // Sells: a holding whose outlook turned negative goes before the operating round drops it.
    if (mine > 0 && isFloatedCo(c) && o.ret < tuning.sellReturn) {
      const loss = (p - o.value) * mine;
      out.push({ kind: 'SELL', score: loss, input: { type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'OPEN_MARKET', side: 'SELL', quantity: mine } });
    }

    // IPO buys at the fixed IPO price.
    if (c.ipoShares > 0 && room > 0 && cash >= c.ipoPrice) {
      let q = Math.min(c.ipoShares, room, Math.floor(cash / c.ipoPrice));
      // All-or-nothing fills: leave room for better-placed buyers of the same shares.
      if (myPriority > 0) q = Math.min(q, Math.max(1, Math.floor(c.ipoShares / (1 + myPriority * 0.7))));
      let value = o.value;
      if (c.status === 'INACTIVE') {
        // Buying enough to float it now makes it produce next turn.
        const missing = sharesToFloat(c);
        const chanceAfter = q >= missing ? 1 : floatChance({ ...c, ipoShares: c.ipoShares - q });
        value = Math.round(c.ipoPrice + (outlook(seen, { ...c, ipoShares: 0 }).value - c.ipoPrice) * Math.max(chanceAfter, floatChance(c)));
      }
      const gain = value - c.ipoPrice;
      if (q > 0 && gain > c.ipoPrice * tuning.buyReturn) {
        out.push({ kind: 'BUY', score: gain * q, input: { type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'IPO', side: 'BUY', quantity: q, ...bidFor(seen, c.ipoPrice) } });
      }
    }

    // Open-market buys: the buying pressure also lifts the shares already held.
    if (isFloatedCo(c) && c.omShares > 0 && room > 0 && cash >= p && !o.atRisk) {
      let q = Math.min(c.omShares, room, Math.floor(cash / p));
      if (myPriority > 0 && q >= c.omShares && c.omShares > 1) q = c.omShares - 1;
      if (q > 0) {
        const lifted = priceAt(buysIndex(c.priceIndex, c.fillProgress, q)) - p;
        const gain = (o.value - p) * q + lifted * (mine + q) * (final ? 1 : 0.6);
        if (gain > p * q * tuning.buyReturn) {
          out.push({ kind: 'BUY', score: gain, input: { type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'OPEN_MARKET', side: 'BUY', quantity: q, ...bidFor(seen, p) } });
        }
      }
    }

    // Shorts: a company heading down, with shares to borrow.
    const pl = playerOf(seen, me);
    if (seen.config.shortOrdersEnabled && pl.shortActions > 0 && isFloatedCo(c) && mine === 0 && o.ret < tuning.shortReturn && !final) {
      const lent = seen.orders.reduce((n, x) => n + (!('concealed' in x) && x.type === 'SHORT' && x.status === 'OPEN' && x.company === c.id ? x.quantity : 0), 0);
      const q = Math.min(3, c.omShares - lent, Math.floor(cash / Math.ceil(p / 2)));
      if (q > 0) {
        const gain = (p - o.value) * q - Math.floor((p * q * 5) / 100);
        if (gain > 0) out.push({ kind: 'SHORT', score: gain * 0.7, input: { type: 'PLACE_SHORT_ORDER', player: me, companyId: c.id, quantity: q } });
      }
    }

    // Limit orders for a spare sub-round: stop-loss on a risky holding, a buy that fires on a rise.
    if (seen.config.limitOrdersEnabled && pl.limitActions > 0 && isFloatedCo(c) && !final) {
      const hasLimit = seen.orders.some((x) => !('concealed' in x) && x.player === me && x.type === 'LIMIT' && x.company === c.id && (x.status === 'PENDING' || x.status === 'OPEN'));
      if (!hasLimit && mine >= 2 && (o.atRisk || o.nextIndex < c.priceIndex) && c.priceIndex > 0) {
        const value = priceAt(Math.max(0, c.priceIndex - 1));
        if (value >= LIMIT_VALUE_MIN) out.push({ kind: 'LIMIT', score: Math.max(1, (p - o.value) * mine * 0.3), input: { type: 'PLACE_LIMIT_ORDER', player: me, companyId: c.id, side: 'SELL', quantity: mine, value } });
      }
      // A buy limit settles only if open-market shares are left when it fires.
      if (!hasLimit && o.nextIndex > c.priceIndex + 1 && room > 0 && c.priceIndex + 1 <= MAX_INDEX && c.omShares >= 3) {
        const value = priceAt(c.priceIndex + 1);
        const q = Math.min(2, room, Math.floor(cash / value), c.omShares - 1);
        if (q > 0 && value <= LIMIT_VALUE_MAX) out.push({ kind: 'LIMIT', score: (priceAt(o.nextIndex) - value) * q * 0.3, input: { type: 'PLACE_LIMIT_ORDER', player: me, companyId: c.id, side: 'BUY', quantity: q, value } });
      }
    }
  }

  // Options: a contract whose strike the projected price path reaches in one of its exercise windows
  // (the stock rounds of the next `term` turns, i.e. after the next `term` operating rounds).
  if (seen.config.optionOrdersEnabled && !final) {
    for (const k of seen.contracts) {
      if (k.state !== 'FOR_SALE') continue;
      const c = seen.companies.find((x) => x.id === k.company);
      if (!c || !isLive(c) || k.premium > cash * 0.5) continue;
      const duplicate = seen.orders.some((x) => !('concealed' in x) && x.type === 'OPTION' && x.status === 'PENDING' && x.player === me && x.contract === k.id);
      if (duplicate) continue;
      const o = look(ctx, c);
      const windows = o.path.slice(0, Math.min(k.term, Math.max(0, turnsLeft(seen) - 1)));
      const best = windows.reduce((m, i) => Math.max(m, priceAt(i)), 0);
      // The model is optimistic about prices: count half the projected payout.
      const gain = Math.max(0, best - k.strike) * k.shares * 0.5 - k.premium;
      if (gain > k.premium * 0.25) out.push({ kind: 'OPTION', score: gain, input: { type: 'PLACE_OPTION_ORDER', player: me, contractId: k.id, ...bidFor(seen, k.premium) } });
    }
  }
  // Cheap deterministic tie-break so equal scores do not depend on company order alone.
  for (const cand of out) cand.score += jitter(rng, 0.01);
  out.sort((a, b) => b.score - a.score);
  return out;
}

/** Limit orders of the seat worth cancelling: buys it cannot pay for, sells of shares it no longer holds. */
function staleLimits(seen: Seen, me: PlayerId): Input[] {
  const cash = playerOf(seen, me).cash;
  const out: Input[] = [];
  for (const o of seen.orders) {
    if ('concealed' in o || o.player !== me || o.type !== 'LIMIT' || (o.status !== 'PENDING' && o.status !== 'OPEN')) continue;
    const c = seen.companies.find((x) => x.id === o.company);
    if (!c || !isLive(c)) continue;
    if (o.side === 'SELL' && heldBy(c, me) < o.quantity) out.push({ type: 'CANCEL_LIMIT_ORDER', player: me, orderId: o.id });
    else if (o.side === 'BUY' && cash < o.value * o.quantity) out.push({ type: 'CANCEL_LIMIT_ORDER', player: me, orderId: o.id });
  }
  return out;
}

function stockOrders(ctx: Ctx): Input[] {
  const { seen, me, rng } = ctx;
  const out = staleLimits(seen, me);
  if (orderedThisSubRound(seen, me)) return out;
  const best = stockCandidates(seen, me, rng, ctx.tuning)[0];
  if (best && best.score > 0) out.push(best.input);
  return out;
}

// ---------------------------------------------------------------- influence, headlines, tranches

function influenceBid(ctx: Ctx): Input[] {
  const { seen, me, rng } = ctx;
  if (me in seen.inputs.influenceBids) return [];
  const max = seen.config.influencePoints;
  const points = Math.max(0, Math.min(max, Math.round(max * ctx.tuning.influenceShare + jitter(rng, max * 0.06))));
  return [{ type: 'SUBMIT_INFLUENCE_BID', player: me, points }];
}

/** Value of the seat's stake in each sector (current prices). */
function stakeBySector(seen: Seen, me: PlayerId): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of seen.companies) if (isLive(c)) m.set(c.sector, (m.get(c.sector) ?? 0) + heldBy(c, me) * priceOf(c));
  return m;
}

function headline(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  if (seen.headlines.some((h) => h?.backers.includes(me))) return [];
  const stakes = stakeBySector(seen, me);
  const cash = playerOf(seen, me).cash;
  let best: { id: number; score: number } | null = null;
  for (const h of seen.headlines) {
    if (!h) continue;
    const cost = { SECTOR_POSITIVE_1: 30, SECTOR_POSITIVE_2: 50, SECTOR_NEGATIVE_1: 30, SECTOR_NEGATIVE_2: 50 }[h.type];
    const share = Math.floor(cost / (h.backers.length + 1));
    if (share > cash * 0.12) continue;
    const positive = h.type.startsWith('SECTOR_POSITIVE');
    const place = seen.sectorPriority.indexOf(h.sector);
    const stake = stakes.get(h.sector) ?? 0;
    const total = [...stakes.values()].reduce((a, b) => a + b, 0);
    // Moving my main sector up (or a sector I do not hold down, when mine sits behind it) helps my consumers.
    const useful = positive ? place > 0 && stake > total * 0.5 : stake === 0 && place < seen.sectorPriority.length - 1 && total > 0;
    if (!useful) continue;
    const score = stake * 0.05 - share;
    if (score > 0 && (!best || score > best.score)) best = { id: h.id, score };
  }
  return best ? [{ type: 'BACK_HEADLINE', player: me, headlineId: best.id }] : [];
}

function trancheVote(ctx: Ctx): Input[] {
  const { seen, me, rng } = ctx;
  if (me in seen.inputs.trancheVotes) return [];
  const stakes = stakeBySector(seen, me);
  let best: { id: number; score: number } | null = null;
  for (const t of seen.tranches) {
    const passive = (stakes.get(t.sector) ?? 0) > 0 ? 40 : 0;
    const prestige = t.prestige && [...stakes.values()].some((v) => v > 0) ? 25 : 0;
    const score = t.cash + passive + prestige + jitter(rng, 8);
    if (!best || score > best.score) best = { id: t.id, score };
  }
  return [{ type: 'VOTE_TRANCHE', player: me, packageId: best ? best.id : null }];
}

/** The seat's company with the most value held, optionally limited to a sector. */
function bestHolding(seen: Seen, me: PlayerId, sector?: string): Company | null {
  let best: Company | null = null;
  for (const c of seen.companies) {
    if (!isLive(c) || (sector && c.sector !== sector)) continue;
    if (heldBy(c, me) === 0) continue;
    if (!best || heldBy(c, me) * priceOf(c) > heldBy(best, me) * priceOf(best)) best = c;
  }
  return best;
}

function trancheAllocations(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  const out: Input[] = [];
  for (const t of seen.tranches) {
    if (t.winner !== me || String(t.id) in seen.inputs.trancheAllocations) continue;
    const prestige = t.prestige ? bestHolding(seen, me)?.id ?? null : null;
    const passive = bestHolding(seen, me, t.sector)?.id ?? null;
    out.push({ type: 'ALLOCATE_TRANCHE', player: me, packageId: t.id, cash: [{ player: me, amount: t.cash }], prestigeCompanyId: prestige, passiveCompanyId: passive });
  }
  return out;
}

// ---------------------------------------------------------------- shorts and options

function covers(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  // Covers execute at once, one after the other: each one spends cash the next cannot use.
  let cash = playerOf(seen, me).cash;
  const out: Input[] = [];
  for (const o of seen.orders) {
    if ('concealed' in o || o.type !== 'SHORT' || o.status !== 'OPEN' || o.player !== me) continue;
    const c = seen.companies.find((x) => x.id === o.company);
    if (!c) continue;
    const ol = look(ctx, c);
    const cost = o.quantity * priceOf(c);
    if (cash + o.margin < cost) continue;
    // Cover before a rise (dividends, buying pressure); keep the short while the outlook stays down.
    if (ol.ret > -0.02 || ol.nextIndex > c.priceIndex) {
      out.push({ type: 'COVER_SHORT', player: me, shortId: o.id });
      cash += o.margin - cost;
    }
  }
  return out;
}

function exercises(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  const out: Input[] = [];
  for (const k of seen.contracts) {
    if (k.owner !== me || k.state !== 'PURCHASED' || seen.inputs.exerciseRequests.includes(k.id)) continue;
    const c = seen.companies.find((x) => x.id === k.company);
    if (!c || !isLive(c)) continue;
    const p = priceOf(c);
    const expiring = k.elapsed >= k.term;
    if (p > k.strike || (p === k.strike && (heldBy(c, me) > 0 || expiring))) out.push({ type: 'EXERCISE_OPTION', player: me, contractId: k.id });
  }
  return out;
}

// ---------------------------------------------------------------- revenue vote

/** The distribution the seat wants for a company with revenue this turn. */
export function revenueChoice(seen: Seen, c: Company, me: PlayerId): RevenueChoice {
  const revenue = seen.turnState.revenue[c.id]?.revenue ?? 0;
  if (lastTurn(seen) || revenue <= 0) return 'FULL';
  const opCost = COMPANY_TIER_DATA[c.tier].operatingCost;
  const supply = supplyOf(c);
  // Demand after this turn's decay; below supply by 2+ means next turn needs marketing.
  const demandNext = Math.max(0, c.tempDemand - 1) + c.permDemand;
  const marketing = supply - demandNext >= 2 ? 100 : 0;
  const interest = c.hasLoan ? 25 : 0;
  const need = opCost + marketing + interest + 30;
  if (c.status === 'INSOLVENT') return 'HALF';
  if (c.treasury >= need) return 'FULL';
  if (c.treasury + Math.floor(revenue / 2) >= need || c.treasury + revenue < opCost + interest + 10) return 'HALF';
  // A holder with a large stake can afford to keep the company alive.
  return heldBy(c, me) * 2 >= outstandingOf(c) ? 'RETAIN' : 'HALF';
}

function revenueVotes(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  const out: Input[] = [];
  for (const [id, eligible] of Object.entries(seen.inputs.revenueEligible)) {
    if (!eligible.includes(me)) continue;
    if (me in (seen.inputs.revenueVotes[id] ?? {})) continue;
    const c = seen.companies.find((x) => x.id === id);
    if (!c) continue;
    out.push({ type: 'VOTE_REVENUE', player: me, companyId: id, choice: revenueChoice(seen, c, me) });
  }
  return out;
}

// ---------------------------------------------------------------- company vote

type CoSim = { tempDemand: number; permDemand: number; tempSupply: number; tier: string; unitPrice: number; treasury: number; prestige: number; sectorBonus: number; consumers: number };

/** Units the company may sell next turn and the price steps its throughput costs, for a projected state. */
function nextTurn(c: Company, s: CoSim): { units: number; penalty: number; t: number } {
  const cap = COMPANY_TIER_DATA[s.tier as keyof typeof COMPANY_TIER_DATA].capacity;
  const supply = Math.min(cap + c.permSupply + s.tempSupply, 2 * cap);
  const demand = s.tempDemand + s.permDemand;
  const t = throughputOf(c, supply, demand);
  return { units: Math.min(supply, demand, s.consumers), penalty: penaltySteps(t), t };
}

/** Scores every offered action for the shareholders of `c` (dollars of value, roughly). */
export function actionScores(seen: Seen, c: Company, offered: readonly CompanyActionId[]): Map<CompanyActionId, number> {
  const scores = new Map<CompanyActionId, number>();
  const p = priceOf(c);
  const out = outstandingOf(c);
  const stepValue = Math.max(1, (priceAt(Math.min(MAX_INDEX, c.priceIndex + 1)) - p) * out);
  const opCost = COMPANY_TIER_DATA[c.tier].operatingCost;
  const reserve = opCost + (c.hasLoan ? 25 : 0) + 40;
  const left = turnsLeft(seen) - 1; // turns still to produce after this one
  const final = lastTurn(seen) || left <= 0;
  const inflow = consumerInflow(seen)[c.sector] ?? 0;
  const sec = seen.sectors.find((x) => x.id === c.sector)!;
  const rivals = seen.companies.filter((x) => x.sector === c.sector && x.id !== c.id && x.status === 'ACTIVE');
  const rivalDemand = rivals.reduce((n, x) => n + Math.min(supplyOf(x), demandOf(x)), 0);
  const consumers = Math.max(0, sec.consumers + inflow - rivalDemand);
  const base: CoSim = { tempDemand: c.tempDemand, permDemand: c.permDemand, tempSupply: c.tempSupply, tier: c.tier, unitPrice: c.unitPrice, treasury: c.treasury, prestige: c.prestige, sectorBonus: sec.demandBonus, consumers };
  const now = nextTurn(c, base);
  const revenueValue = (units: number, unit: number) => units * unit * 2; // dividends plus the price rise they cause
  const valueOf = (s: CoSim) => {
    const n = nextTurn(c, s);
    return revenueValue(n.units, s.unitPrice) - n.penalty * stepValue - (n.t === 0 ? 0 : 0);
  };
  const baseValue = valueOf(base);
  const affordable = (a: CompanyActionId, extra = 0) => c.treasury - actionCashCost(seen, c, a) - extra >= (final ? 0 : reserve);

  for (const a of offered) {
    const cost = actionCashCost(seen, c, a);
    let score = 0;
    const sim: CoSim = { ...base };
    if (final) {
      // Last turn: only what lifts the price now counts; the treasury is worth nothing to holders.
      if (a === 'SPEND_PRESTIGE') {
        const reward = seen.prestigeTrack.rewards[seen.prestigeTrack.pointer];
        if (c.prestige >= prestigeCost(reward) && (reward === 'BULL_SIGNAL' || reward === 'MAGNET_EFFECT')) score = stepValue;
      } else if (a === 'RESEARCH') score = stepValue * 0.3;
      else if (a === 'VISIONARY') score = stepValue * 0.6;
      else if (a === 'SHARE_BUYBACK') score = 1;
      else if (a === 'VETO') score = 0.5;
      scores.set(a, score);
      continue;
    }
    const costWeight = c.treasury - cost >= reserve + 250 ? 0.35 : c.treasury - cost >= reserve ? 0.8 : 3;
    switch (a) {
      case 'SMALL_MARKETING':
        sim.tempDemand += 3;
        score = valueOf(sim) - baseValue + (left > 1 ? revenueValue(Math.min(2, Math.max(0, supplyOf(c) - demandOf(c))), c.unitPrice) * 0.3 : 0);
        break;
      case 'LARGE_MARKETING':
        sim.tempDemand += 4;
        sim.consumers += Math.min(3, seen.consumerPool);
        score = valueOf(sim) - baseValue + (left > 1 ? revenueValue(Math.min(3, Math.max(0, supplyOf(c) - demandOf(c))), c.unitPrice) * 0.3 : 0);
        break;
      case 'EXPANSION':
      case 'RAPID_EXPANSION': {
        const up = a === 'EXPANSION' ? 1 : 2;
        sim.tier = COMPANY_TIERS[Math.min(COMPANY_TIERS.length - 1, tierRank(c.tier) + up)];
        const gain = valueOf(sim) - baseValue;
        score = gain * Math.min(3, left) * 0.7;
        break;
      }
      case 'DOWNSIZE':
        sim.tier = COMPANY_TIERS[Math.max(0, tierRank(c.tier) - 1)];
        score = (valueOf(sim) - baseValue) * 0.8;
        break;
      case 'INCREASE_PRICE':
        sim.unitPrice += 10;
        if (sim.tempDemand > 0) sim.tempDemand -= 1;
        else if (sim.permDemand > 0) sim.permDemand -= 1;
        score = (valueOf(sim) - baseValue) + Math.min(left - 1, 2) * Math.max(0, now.units - 1) * 10 * 2 * 0.5;
        break;
      case 'DECREASE_PRICE':
        score = -10;
        break;
      case 'SHARE_BUYBACK':
        score = c.omShares >= 1 ? Math.max(2, revenueValue(now.units, c.unitPrice) * 0.05) : 0;
        break;
      case 'SHARE_ISSUE':
        score = -stepValue;
        break;
      case 'LOAN':
        score = c.treasury < reserve + 120 ? 150 + (reserve + 120 - c.treasury) : -5;
        break;
      case 'LOBBY': {
        const extra = Math.min(3, Math.max(0, seen.economyScore - inflow));
        sim.consumers += extra;
        score = valueOf(sim) - baseValue;
        break;
      }
      case 'OUTSOURCE':
        sim.tempSupply += 3;
        score = valueOf(sim) - baseValue - c.prestige * 15;
        break;
      case 'VETO':
        score = Math.floor(opCost / 2) * 0.5;
        break;
      case 'SPEND_PRESTIGE': {
        const reward = seen.prestigeTrack.rewards[seen.prestigeTrack.pointer];
        const enough = c.prestige >= prestigeCost(reward);
        if (!enough) score = reward === 'INVESTOR_CONFIDENCE' ? 3 : -3;
        else if (reward === 'BULL_SIGNAL' || reward === 'MAGNET_EFFECT') score = stepValue;
        else if (reward === 'CAPITAL_INJECTION') score = seen.prestigeTrack.injectionValues[seen.prestigeTrack.pointer] * (c.treasury < reserve + 300 ? 0.8 : 0.3);
        else if (reward === 'INFLUENCER') score = revenueValue(1, c.unitPrice) * Math.min(3, left) * 0.6;
        else if (reward === 'ELASTICITY') score = revenueValue(1, c.unitPrice) * Math.min(3, left) * 0.4;
        else score = -stepValue; // INVESTOR_CONFIDENCE dilutes the holders
        break;
      }
      case 'RESEARCH':
        score = stepValue * 0.45 + revenueValue(1, c.unitPrice) * 0.15 * Math.min(3, left);
        break;
      case 'VISIONARY':
        sim.permDemand += 1;
        score = stepValue * 0.9 + (valueOf(sim) - baseValue) * Math.min(3, left) * 0.6;
        break;
      case 'REBRAND':
        sim.unitPrice += 40;
        sim.tempDemand += 1;
        sim.permDemand += 1;
        score = (valueOf(sim) - baseValue) * Math.min(3, left) * 0.7;
        break;
      case 'SURGE_PRICING':
        score = revenueValue(now.units, c.unitPrice) * 0.2;
        break;
      case 'STRATEGIC_RESERVE':
        score = revenueValue(now.units, c.unitPrice) * 0.1 + opCost;
        break;
      case 'FASTTRACK_APPROVAL':
        sim.tempDemand += 2;
        sim.consumers += 4;
        score = valueOf(sim) - baseValue;
        break;
      case 'PRICE_FREEZE':
        score = -5;
        break;
      case 'EXTRACT':
      case 'MANUFACTURE':
        sim.tempSupply += 1;
        score = valueOf(sim) - baseValue;
        break;
      default:
        score = 0;
    }
    if (cost > 0) score -= cost * costWeight;
    if (!affordable(a) && cost > 0) score -= 1000;
    if (actionPrestigeCost(a) > 0) score -= 20;
    scores.set(a, score);
  }
  return scores;
}

/** The actions the seat votes for: the best-scoring offered ones that fit the treasury together. */
export function companyPlan(seen: Seen, c: Company, offered: readonly CompanyActionId[], n: number): CompanyActionId[] {
  const scores = actionScores(seen, c, offered);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || offered.indexOf(a[0]) - offered.indexOf(b[0]));
  const chosen: CompanyActionId[] = [];
  let spent = 0;
  const demandActions: CompanyActionId[] = ['SMALL_MARKETING', 'LARGE_MARKETING'];
  for (const [a, score] of ranked) {
    if (chosen.length >= n) break;
    if (score <= 0 && chosen.length > 0) break;
    if (a === 'VETO' && chosen.length > 0) continue;
    const cost = actionCashCost(seen, c, a);
    if (spent + cost > c.treasury) continue;
    // One demand action is enough for one turn.
    if (demandActions.includes(a) && chosen.some((x) => demandActions.includes(x))) continue;
    if ((a === 'EXPANSION' || a === 'RAPID_EXPANSION' || a === 'DOWNSIZE') && chosen.some((x) => x === 'EXPANSION' || x === 'RAPID_EXPANSION' || x === 'DOWNSIZE')) continue;
    chosen.push(a);
    spent += cost;
  }
  if (chosen.length === 0) chosen.push(offered.includes('SHARE_BUYBACK') ? 'SHARE_BUYBACK' : offered[0] ?? 'VETO');
  return chosen;
}

function companyVote(ctx: Ctx): Input[] {
  const { seen, me } = ctx;
  const round = seen.companyRound;
  if (!round || !round.eligible.includes(me)) return [];
  const c = seen.companies.find((x) => x.id === round.company);
  if (!c) return [];
  if (round.mode === 'VOTE') {
    if (me in round.votes || round.offered.length === 0) return [];
    return [{ type: 'VOTE_COMPANY_ACTIONS', player: me, actions: companyPlan(seen, c, round.offered, round.actionsPerOr) }];
  }
  return contributions(ctx, c);
}

/** Insolvency round: pay the seat's part of the shortfall when its stake is worth more than that. */
function contributions(ctx: Ctx, c: Company): Input[] {
  const { seen, me } = ctx;
  const round = seen.companyRound!;
  if (round.contributions.some((x) => x.player === me)) return [];
  const shortfall = COMPANY_TIER_DATA[c.tier].shortfall;
  const missing = shortfall - c.treasury;
  if (missing <= 0) return [];
  const mine = heldBy(c, me);
  const holders = round.eligible.reduce((n, p) => n + heldBy(c, p), 0);
  if (mine === 0 || holders === 0) return [];
  const p = priceOf(c);
  // Bankruptcy pays holders a tenth of the price; a rescued company keeps trading (at a lower price).
  const atStake = mine * p - Math.floor((p * mine) / 10);
  const cash = playerOf(seen, me).cash;
  const shareOfMissing = mine * 2 >= holders ? missing : Math.ceil((missing * mine) / holders) + 5;
  const pay = Math.min(shareOfMissing, missing, cash);
  if (pay <= 0 || pay < shareOfMissing || atStake < pay * 1.15 || lastTurn(seen)) return [];
  return [{ type: 'CONTRIBUTE_CASH', player: me, amount: pay }];
}

// ---------------------------------------------------------------- entry point

export function mediumDecide(seen: Seen, me: PlayerId, rng: Rng, tuning: MediumTuning = MEDIUM_TUNING): Input[] {
  if (seen.status !== 'RUNNING' || !seen.players.some((p) => p.id === me)) return [];
  const ctx = ctxOf(seen, me, rng, tuning);
  switch (seen.phase) {
    case 'INFLUENCE_BID':
      return influenceBid(ctx);
    case 'START_TURN':
      return headline(ctx);
    case 'TRANCHE_VOTE':
      return trancheVote(ctx);
    case 'TRANCHE_DISTRIBUTE':
      return trancheAllocations(ctx);
    case 'PLACE_STOCK_ORDERS':
      return stockOrders(ctx);
    case 'COVER_SHORTS':
      return covers(ctx);
    case 'EXERCISE_OPTIONS':
      return exercises(ctx);
    case 'REVENUE_VOTE':
      return revenueVotes(ctx);
    case 'COMPANY_VOTE':
      return companyVote(ctx);
    default:
      return [];
  }
}

