/** Company vote and action resolution (§9.6, §9.7, D-14, D-15, D-18, D-41, D-47, D-49, D-61). */
import { pick } from '../../../rng.ts';
import { emit, emitPrivate, type Ctx, type EventData } from '../context.ts';
import { copyJson } from '../copy.ts';
import {
  COMPANY_ACTIONS, COMPANY_TIER_DATA, COMPANY_TIERS, FIXED_ACTION_COST, LOAN_PRINCIPAL, SECTOR_ACTION_PRESTIGE,
  SECTOR_ACTIONS, SECTORS, TIERED_ACTION_PRICES, tierRank, type CompanyActionId, type SectorId,
} from '../data.ts';
import { refuse } from '../errors.ts';
import { BANK, OUTSIDE, transfer, treasury } from '../ledger.ts';
import { company, firstComeCount, held, holders, isFloated, outstanding, price, priorityOf, sector, sectorInPlay } from '../queries.ts';
import type { Company, GameState, PlayerId } from '../types.ts';
import { becomeInsolventIfEmpty } from './production.ts';
import { drawResearchCard, spendPrestige } from './research.ts';

/** Whether the action is available to the company now (§9.7 "Available when"). */
export function isAvailable(c: Company, action: CompanyActionId): boolean {
  switch (action) {
    case 'EXPANSION':
      return tierRank(c.tier) < COMPANY_TIERS.length - 1;
    case 'DOWNSIZE':
      return tierRank(c.tier) > 0;
    case 'SHARE_BUYBACK':
      return c.omShares >= 1 && outstanding(c) >= 2;
    case 'DECREASE_PRICE':
      return c.unitPrice > 10;
    case 'LOAN':
      return !c.hasLoan;
    case 'EXTRACT':
      return c.passive === 'EXTRACT';
    case 'MANUFACTURE':
      return c.passive === 'MANUFACTURE';
    case 'RAPID_EXPANSION':
      return c.sector === 'INDUSTRIALS' && tierRank(c.tier) < COMPANY_TIERS.length - 1;
    default:
      if (SECTOR_ACTIONS.includes(action)) return SECTORS[c.sector].activeAction === action;
      return true;
  }
}

/** Cash cost now: tiered by this OR's first-come count, SHARE_ISSUE at the stock price, else fixed. */
export function cashCost(s: GameState, c: Company, action: CompanyActionId): number {
  const tiers = TIERED_ACTION_PRICES[action];
  if (tiers) return tiers[Math.min(2, firstComeCount(s, action))];
  if (action === 'SHARE_ISSUE') return price(c);
  return FIXED_ACTION_COST[action] ?? 0;
}

export function prestigeCostOf(action: CompanyActionId): number {
  return SECTOR_ACTIONS.includes(action) ? SECTOR_ACTION_PRESTIGE : 0;
}

export function isAffordable(s: GameState, c: Company, action: CompanyActionId): boolean {
  return c.treasury >= cashCost(s, c, action) && c.prestige >= prestigeCostOf(action);
}

/** COMPANY_VOTE entry: the company whose turn it is, its mode, eligible holders and offered actions. */
export function enterCompanyVote(ctx: Ctx): void {
  const s = ctx.s;
  const c = company(s, s.runOrder[s.runIndex]);
  const mode = c.status === 'INSOLVENT' ? 'INSOLVENCY' : 'VOTE';
  const eligible = holders(s, c);
  s.companyRound = {
    company: c.id, mode, eligible, actionsPerOr: COMPANY_TIER_DATA[c.tier].actions,
    offered: mode === 'VOTE' ? COMPANY_ACTIONS.filter((a) => isAvailable(c, a) && isAffordable(s, c, a)) : [],
    votes: {}, winners: [], priceAtStart: price(c), sharesContributed: 0, contributions: [],
  };
  s.inputs.eligible = [...eligible];
  emit(ctx, mode === 'VOTE' ? 'COMPANY_VOTE_OPENED' : 'INSOLVENCY_ROUND_OPENED', {
    company: c.id, eligible, actionsPerOr: s.companyRound.actionsPerOr, offered: [...s.companyRound.offered],
    prices: Object.fromEntries(s.companyRound.offered.map((a) => [a, cashCost(s, c, a)])),
    shortfall: COMPANY_TIER_DATA[c.tier].shortfall, treasury: c.treasury,
  });
}

export function voteCompanyActions(ctx: Ctx, p: PlayerId, actions: CompanyActionId[]): void {
  const s = ctx.s;
  const round = s.companyRound!;
  const c = company(s, round.company);
  if (!round.eligible.includes(p)) refuse('NOT_A_SHAREHOLDER', `you held no ${c.id} shares when the vote opened`);
  if (actions.length === 0 || actions.length > round.actionsPerOr) refuse('TOO_MANY_ACTIONS', `choose 1..${round.actionsPerOr} actions`);
  if (new Set(actions).size !== actions.length) refuse('DUPLICATE_ACTION', 'an action is listed twice');
  for (const a of actions) {
    if (round.offered.includes(a)) continue;
    if (!isAvailable(c, a)) refuse('ACTION_UNAVAILABLE', `${a} is not available to ${c.id}`);
    refuse('ACTION_UNAFFORDABLE', `${c.id} cannot afford ${a}`);
  }
  round.votes[p] = [...actions];
  emitPrivate(ctx, [p], 'COMPANY_VOTE_SUBMITTED', { player: p, company: c.id, actions: [...actions] });
  emit(ctx, 'SUBMITTED', { player: p, what: 'COMPANY_VOTE', company: c.id });
}

/** COMPANY_VOTE_RESULT of a normal vote: score by shares, rank, keep the top N; no votes → VETO. */
export function tallyCompanyVote(ctx: Ctx): void {
  const s = ctx.s;
  const round = s.companyRound!;
  const c = company(s, round.company);
  const scores = new Map<CompanyActionId, { score: number; bestPriority: number }>();
  for (const [p, actions] of Object.entries(round.votes)) {
    for (const a of actions) {
      const entry = scores.get(a) ?? { score: 0, bestPriority: Infinity };
      entry.score += held(c, p);
      entry.bestPriority = Math.min(entry.bestPriority, priorityOf(s, p));
      scores.set(a, entry);
    }
  }
  const ranked = [...scores.entries()]
    .sort(([a, x], [b, y]) => y.score - x.score || x.bestPriority - y.bestPriority || COMPANY_ACTIONS.indexOf(a) - COMPANY_ACTIONS.indexOf(b))
    .map(([a]) => a);
  round.winners = ranked.length === 0 ? ['VETO'] : ranked.slice(0, round.actionsPerOr);
  emit(ctx, 'COMPANY_VOTE_RESULT', {
    company: c.id, votes: copyJson(round.votes),
    scores: Object.fromEntries([...scores.entries()].map(([a, v]) => [a, v.score])), winners: [...round.winners],
  });
}

function skip(ctx: Ctx, c: Company, action: CompanyActionId, reason: string): void {
  emit(ctx, 'COMPANY_ACTION_SKIPPED', { company: c.id, action, reason });
}

/** Temporary supply for one random ACTIVE or INSOLVENT company of the partner sector. */
function boostPartner(ctx: Ctx, partner: SectorId): number | null {
  const s = ctx.s;
  if (!sectorInPlay(s, partner)) return null;
  const eligible = s.companies.filter((x) => x.sector === partner && isFloated(x));
  if (eligible.length === 0) return null;
  const chosen = pick(s.rng, eligible);
  chosen.tempSupply += 1;
  return chosen.seq;
}

/** The fields an action adds to its COMPANY_ACTION_RESOLVED event. */
type EffectDetail = Omit<EventData<'COMPANY_ACTION_RESOLVED'>, 'company' | 'action' | 'cost' | 'prestige' | 'treasury'>;

function applyEffect(ctx: Ctx, c: Company, action: CompanyActionId): EffectDetail {
  const s = ctx.s;
  switch (action) {
    case 'LARGE_MARKETING': {
      c.tempDemand += 4;
      const moved = Math.min(3, s.consumerPool);
      s.consumerPool -= moved;
      sector(s, c.sector).consumers += moved;
      return { consumersMoved: moved };
    }
    case 'SMALL_MARKETING':
      c.tempDemand += 3;
      return {};
    case 'RESEARCH': {
      const draws = c.passive === 'INNOVATION_SURGE' ? 2 : 1;
      for (let i = 0; i < draws; i++) drawResearchCard(ctx, c);
      return { draws };
    }
    case 'EXPANSION':
      c.tier = COMPANY_TIERS[tierRank(c.tier) + 1];
      return { tier: c.tier };
    case 'DOWNSIZE':
      c.tier = COMPANY_TIERS[tierRank(c.tier) - 1];
      return { tier: c.tier };
    case 'SHARE_BUYBACK':
      c.omShares -= 1;
      c.retired += 1;
      return { outstanding: outstanding(c) };
    case 'SHARE_ISSUE':
      c.issued += 2;
      c.omShares += 2;
      c.shareIssues += 1;
      return { outstanding: outstanding(c) };
    case 'INCREASE_PRICE':
      c.unitPrice += 10;
      if (c.tempDemand > 0) c.tempDemand -= 1;
      else if (c.permDemand > 0) c.permDemand -= 1;
      return { unitPrice: c.unitPrice };
    case 'DECREASE_PRICE':
      c.unitPrice -= 10;
      return { unitPrice: c.unitPrice };
    case 'SPEND_PRESTIGE':
      spendPrestige(ctx, c);
      return {};
    case 'LOAN':
      transfer(ctx, BANK, treasury(c.id), LOAN_PRINCIPAL);
      c.hasLoan = true;
      return { principal: LOAN_PRINCIPAL };
    case 'LOBBY':
      sector(s, c.sector).demandBonus += 3;
      return { demandBonus: sector(s, c.sector).demandBonus };
    case 'OUTSOURCE':
      c.tempSupply += 3;
      c.prestige = 0;
      return {};
    case 'VETO':
    case 'STRATEGIC_RESERVE':
    case 'SURGE_PRICING':
    case 'PRICE_FREEZE':
      if (!c.flagsNext.includes(action)) c.flagsNext.push(action);
      return { flag: action };
    case 'VISIONARY':
      drawResearchCard(ctx, c);
      drawResearchCard(ctx, c);
      c.permDemand += 1;
      return {};
    case 'RAPID_EXPANSION':
      c.tier = COMPANY_TIERS[Math.min(COMPANY_TIERS.length - 1, tierRank(c.tier) + 2)];
      return { tier: c.tier };
    case 'FASTTRACK_APPROVAL': {
      const healthcare = sector(s, c.sector);
      const moved: Partial<Record<SectorId, number>> = {};
      for (const id of s.sectorPriority) {
        if (id === c.sector) continue;
        const other = sector(s, id);
        const n = Math.min(3, other.consumers);
        other.consumers -= n;
        healthcare.consumers += n;
        moved[id] = n;
      }
      c.tempDemand += 2;
      return { consumersMoved: moved };
    }
    case 'REBRAND':
      c.tempDemand += 1;
      c.permDemand += 1;
      c.unitPrice += 40;
      return { unitPrice: c.unitPrice };
    case 'EXTRACT':
      c.tempSupply += 1;
      return { partnerSeq: boostPartner(ctx, 'INDUSTRIALS') };
    case 'MANUFACTURE':
      c.tempSupply += 1;
      return { partnerSeq: boostPartner(ctx, 'MATERIALS') };
  }
}

/** COMPANY_ACTION_RESOLVE: winners in rank order; each paid, counted and applied before the insolvency test. */
export function resolveCompanyActions(ctx: Ctx): void {
  const s = ctx.s;
  const round = s.companyRound!;
  const c = company(s, round.company);
  const vetoed = round.winners.includes('VETO');
  let insolvent = false;
  for (const action of round.winners) {
    if (vetoed && action !== 'VETO') {
      skip(ctx, c, action, 'VETOED');
      continue;
    }
    if (insolvent) {
      skip(ctx, c, action, 'COMPANY_INSOLVENT');
      continue;
    }
    const cost = cashCost(s, c, action);
    const prestige = prestigeCostOf(action);
    if (!isAvailable(c, action)) skip(ctx, c, action, 'ACTION_UNAVAILABLE');
    else if (c.treasury < cost) skip(ctx, c, action, 'INSUFFICIENT_COMPANY_FUNDS');
    else if (c.prestige < prestige) skip(ctx, c, action, 'INSUFFICIENT_PRESTIGE');
    else {
      transfer(ctx, treasury(c.id), OUTSIDE, cost);
      c.prestige -= prestige;
      if (TIERED_ACTION_PRICES[action]) s.turnState.firstCome[action] = firstComeCount(s, action) + 1;
      const detail = applyEffect(ctx, c, action);
      emit(ctx, 'COMPANY_ACTION_RESOLVED', { company: c.id, action, cost, prestige, treasury: c.treasury, ...detail });
      insolvent = becomeInsolventIfEmpty(ctx, c, 'ACTION_COST');
    }
  }
}

