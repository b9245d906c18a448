/** Revenue vote, distribution and the price adjustment with decay (§9.3–§9.5, D-12, D-13, D-42, D-58). */
import { emit, emitPrivate, type Ctx } from '../context.ts';
import { refuse } from '../errors.ts';
import { BANK, cash, transfer, treasury } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { company, held, holders, outstanding, price, priorityOf } from '../queries.ts';
import { openShorts } from '../stock/shorts.ts';
import type { CompanyId, GameState, PlayerId, RevenueChoice } from '../types.ts';

const CHOICES: readonly RevenueChoice[] = ['FULL', 'HALF', 'RETAIN'];

/** Companies with revenue > 0 this turn, in the locked action order. */
export function votingCompanies(s: GameState): CompanyId[] {
  return s.actionOrder.filter((id) => (s.turnState.revenue[id]?.revenue ?? 0) > 0);
}

export function enterRevenueVote(ctx: Ctx): void {
  const s = ctx.s;
  const eligible = new Set<PlayerId>();
  for (const id of votingCompanies(s)) {
    const hs = holders(s, company(s, id));
    s.inputs.revenueEligible[id] = hs;
    s.inputs.revenueVotes[id] = {};
    hs.forEach((p) => eligible.add(p));
  }
  s.inputs.eligible = s.priority.filter((p) => eligible.has(p));
}

export function voteRevenue(ctx: Ctx, p: PlayerId, companyId: string, choice: string): void {
  const s = ctx.s;
  const eligible = s.inputs.revenueEligible[companyId];
  if (!eligible) refuse('COMPANY_NOT_VOTING', `${companyId} has no revenue vote this turn`);
  if (!eligible.includes(p)) refuse('NOT_A_SHAREHOLDER', `you held no ${companyId} shares when the vote opened`);
  if (!CHOICES.includes(choice as RevenueChoice)) refuse('INVALID_CHOICE', 'choose FULL, HALF or RETAIN');
  s.inputs.revenueVotes[companyId][p] = choice as RevenueChoice;
  emitPrivate(ctx, [p], 'REVENUE_VOTE_SUBMITTED', { player: p, company: companyId, choice: choice as RevenueChoice });
  emit(ctx, 'SUBMITTED', { player: p, what: 'REVENUE_VOTE', company: companyId });
}

/**
 * Weighted count: largest total shares wins; equal weight → the choice whose best supporter has the best
 * priority; no votes → RETAIN.
 */
export function countRevenueVote(s: GameState, companyId: CompanyId, votes: Record<PlayerId, RevenueChoice>): RevenueChoice {
  const c = company(s, companyId);
  let best: { choice: RevenueChoice; weight: number; bestPriority: number } | null = null;
  for (const choice of CHOICES) {
    const supporters = Object.keys(votes).filter((p) => votes[p] === choice);
    if (supporters.length === 0) continue;
    const weight = supporters.reduce((n, p) => n + held(c, p), 0);
    const bestPriority = Math.min(...supporters.map((p) => priorityOf(s, p)));
    if (!best || weight > best.weight || (weight === best.weight && bestPriority < best.bestPriority)) {
      best = { choice, weight, bestPriority };
    }
  }
  return best?.choice ?? 'RETAIN';
}

/** End of REVENUE_VOTE: votes are revealed and each outcome fixed. */
export function closeRevenueVote(ctx: Ctx): void {
  const s = ctx.s;
  for (const id of votingCompanies(s)) {
    const votes = s.inputs.revenueVotes[id] ?? {};
    const outcome = countRevenueVote(s, id, votes);
    s.turnState.revenue[id].outcome = outcome;
    emit(ctx, 'REVENUE_VOTE_RESULT', { company: id, votes: { ...votes }, outcome });
  }
}

/** What the company keeps of revenue `r` under a vote's outcome (§9.9); the rest is paid out as dividends. */
export function keptOf(r: number, outcome: RevenueChoice): number {
  return outcome === 'FULL' ? 0 : outcome === 'HALF' ? Math.floor(r / 2) : r;
}

/** REVENUE_DISTRIBUTION: the bank pays the kept part to the company and dividends to holders; shorts owe theirs. */
export function distributeRevenue(ctx: Ctx): void {
  const s = ctx.s;
  for (const id of votingCompanies(s)) {
    const c = company(s, id);
    const record = s.turnState.revenue[id];
    const outcome = record.outcome ?? 'RETAIN';
    record.outcome = outcome;
    const r = record.revenue;
    const kept = keptOf(r, outcome);
    const d = r - kept;
    record.distributed = d;
    if (kept > 0) transfer(ctx, BANK, treasury(c.id), kept);
    const out = outstanding(c);
    const dividends: { player: PlayerId; amount: number }[] = [];
    const shortPayments: { player: PlayerId; order: number; amount: number }[] = [];
    if (d > 0) {
      for (const p of holders(s, c)) {
        const amount = Math.floor((d * held(c, p)) / out);
        if (amount > 0) transfer(ctx, BANK, cash(p), amount, 'DIVIDEND');
        dividends.push({ player: p, amount });
      }
      for (const o of openShorts(s).filter((x) => x.company === c.id)) {
        const owed = Math.floor((d * o.quantity) / out);
        const paid = transfer(ctx, cash(o.player), BANK, owed);
        shortPayments.push({ player: o.player, order: o.id, amount: paid });
      }
    }
    emit(ctx, 'DIVIDEND_PAID', { company: c.id, outcome, revenue: r, kept, distributed: d, perShareBase: out, dividends, shortPayments });
  }
}

/** STOCK_PRICE_ADJUSTMENT: dividend rise or RETAIN drop, then decay of temporary values. */
export function adjustPrices(ctx: Ctx): void {
  const s = ctx.s;
  for (const id of votingCompanies(s)) {
    const c = company(s, id);
    const record = s.turnState.revenue[id];
    if (record.outcome === 'RETAIN') {
      movePrice(ctx, c, { kind: 'DOWN', steps: 1 }, 'RETAIN');
    } else {
      const raw = Math.floor(record.distributed / price(c));
      if (raw > 0) movePrice(ctx, c, { kind: 'DIVIDEND', steps: raw }, 'DIVIDEND');
    }
  }
  for (const sec of s.sectors) sec.demandBonus = Math.max(0, sec.demandBonus - 1);
  for (const c of s.companies) {
    if (c.status === 'BANKRUPT') continue;
    c.tempDemand = Math.max(0, c.tempDemand - 1);
    c.tempSupply = Math.max(0, c.tempSupply - 1);
  }
  emit(ctx, 'DECAY', {});
}
