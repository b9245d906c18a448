/** Insolvency rounds and bankruptcy (§9.11, D-36, D-37, D-38). */
import { emit, type Ctx } from '../context.ts';
import { COMPANY_TIER_DATA } from '../data.ts';
import { isInt, refuse } from '../errors.ts';
import { BANK, cash, margin, transfer, treasury } from '../ledger.ts';
import { movePrice } from '../price.ts';
import { company, held, holders, player, price, setHeld } from '../queries.ts';
import { isLimit, returnLimitAction } from '../stock/limits.ts';
import { isShort, returnShortAction } from '../stock/shorts.ts';
import type { Company, PlayerId } from '../types.ts';

function roundFor(ctx: Ctx, p: PlayerId) {
  const round = ctx.s.companyRound!;
  if (!round.eligible.includes(p)) refuse('NOT_A_SHAREHOLDER', `you held no ${round.company} shares when the round opened`);
  return round;
}

export function contributeCash(ctx: Ctx, p: PlayerId, amount: number): void {
  const round = roundFor(ctx, p);
  if (!isInt(amount) || amount < 1) refuse('INVALID_AMOUNT', 'contribute a whole amount ≥ 1');
  if (amount > player(ctx.s, p).cash) refuse('INSUFFICIENT_CASH', `you have ${player(ctx.s, p).cash} in cash`);
  transfer(ctx, cash(p), treasury(round.company), amount);
  round.contributions.push({ player: p, kind: 'CASH', amount });
  emit(ctx, 'INSOLVENCY_CONTRIBUTION', { company: round.company, player: p, kind: 'CASH', amount, treasury: company(ctx.s, round.company).treasury });
}

export function contributeShares(ctx: Ctx, p: PlayerId, quantity: number): void {
  const round = roundFor(ctx, p);
  if (!isInt(quantity) || quantity < 1) refuse('INVALID_QUANTITY', 'contribute at least 1 share');
  const c = company(ctx.s, round.company);
  if (quantity > held(c, p)) refuse('INSUFFICIENT_SHARES_HELD', `you hold ${held(c, p)} shares`);
  setHeld(c, p, held(c, p) - quantity);
  c.omShares += quantity;
  const proceeds = quantity * round.priceAtStart;
  transfer(ctx, BANK, treasury(c.id), proceeds);
  round.sharesContributed += quantity;
  round.contributions.push({ player: p, kind: 'SHARES', amount: quantity });
  emit(ctx, 'INSOLVENCY_CONTRIBUTION', { company: c.id, player: p, kind: 'SHARES', quantity, proceeds, treasury: c.treasury });
}

/** COMPANY_VOTE_RESULT of an insolvency round: price drop, then recovery or bankruptcy. */
export function settleInsolvency(ctx: Ctx): void {
  const s = ctx.s;
  const round = s.companyRound!;
  const c = company(s, round.company);
  if (round.sharesContributed > 0) movePrice(ctx, c, { kind: 'DOWN', steps: round.sharesContributed }, 'INSOLVENCY_SHARES');
  const shortfall = COMPANY_TIER_DATA[c.tier].shortfall;
  if (c.treasury >= shortfall) {
    c.status = 'ACTIVE';
    emit(ctx, 'COMPANY_RECOVERED', { company: c.id, treasury: c.treasury, shortfall });
    return;
  }
  goBankrupt(ctx, c, shortfall);
}

export function goBankrupt(ctx: Ctx, c: Company, shortfall: number): void {
  const s = ctx.s;
  const p = price(c);
  const payouts: { player: PlayerId; amount: number }[] = [];
  for (const h of holders(s, c)) {
    const amount = Math.floor((p * held(c, h)) / 10);
    transfer(ctx, BANK, cash(h), amount);
    payouts.push({ player: h, amount });
  }
  c.retired = c.issued;
  c.ipoShares = 0;
  c.omShares = 0;
  c.holdings = {};
  const treasuryReturned = transfer(ctx, treasury(c.id), BANK, c.treasury);

  for (const o of s.orders) {
    if (o.company !== c.id) continue;
    if (isLimit(o) && (o.status === 'PENDING' || o.status === 'OPEN' || o.status === 'FILLED_PENDING_SETTLEMENT')) {
      o.status = 'REJECTED';
      o.reason = 'COMPANY_BANKRUPT';
      returnLimitAction(ctx, o);
      emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: c.id, orderType: 'LIMIT', reason: 'COMPANY_BANKRUPT' });
    }
    if (isShort(o) && o.status === 'OPEN') {
      const cost = Math.floor((p * o.quantity) / 10);
      const fromMargin = transfer(ctx, margin(o.player), BANK, Math.min(cost, o.margin));
      const fromCash = transfer(ctx, cash(o.player), BANK, cost - fromMargin);
      transfer(ctx, margin(o.player), cash(o.player), o.margin - fromMargin);
      o.status = 'FILLED';
      returnShortAction(s, o.player);
      emit(ctx, 'SHORT_CLOSED_BY_BANKRUPTCY', { order: o.id, player: o.player, company: c.id, cost, paid: fromMargin + fromCash });
    }
  }
  for (const k of s.contracts) {
    if (k.company !== c.id) continue;
    if (k.state === 'PURCHASED') {
      k.state = 'EXPIRED';
      const o = s.orders.find((x) => x.id === k.orderId);
      if (o) o.status = 'EXPIRED';
    } else if (k.state === 'FOR_SALE') {
      k.state = 'DISCARDED';
    }
  }
  c.passive = null;
  c.cards = [];
  c.status = 'BANKRUPT';
  s.actionOrder = s.actionOrder.filter((id) => id !== c.id);
  emit(ctx, 'COMPANY_BANKRUPT', { company: c.id, price: p, shortfall, payouts, treasuryReturned });
}
