/** Limit orders (§8.6, D-07, D-08, D-45): trigger on every move, settle at the next phase 8, open at phase 19. */
import { emit, type Ctx } from '../context.ts';
import { LIMIT_ACTIONS, priceAt } from '../data.ts';
import { BANK, cash, transfer } from '../ledger.ts';
import { company, held, ownershipCap, player, priorityOf, setHeld } from '../queries.ts';
import type { Company, LimitOrder, Order } from '../types.ts';

export function isLimit(o: Order): o is LimitOrder {
  return o.type === 'LIMIT';
}

/** D-08: whether a move of the price from `from` to `to` triggers a limit order (direction-specific, inclusive). */
export function limitFires(side: 'BUY' | 'SELL', value: number, from: number, to: number): boolean {
  return side === 'SELL' ? to < from && to <= value && value <= from : to > from && from <= value && value <= to;
}

/** Marks OPEN limit orders of the company that this move crosses (direction-specific, inclusive). */
export function triggerLimitOrders(ctx: Ctx, c: Company, fromIndex: number, toIndex: number, triggerSeq: number): void {
  const from = priceAt(fromIndex);
  const to = priceAt(toIndex);
  for (const o of ctx.s.orders) {
    if (!isLimit(o) || o.status !== 'OPEN' || o.company !== c.id) continue;
    if (!limitFires(o.side, o.value, from, to)) continue;
    o.status = 'FILLED_PENDING_SETTLEMENT';
    o.triggerSeq = triggerSeq;
    emit(ctx, 'LIMIT_TRIGGERED', { order: o.id, player: o.player, company: o.company, side: o.side, value: o.value, triggerSeq });
  }
}

export function returnLimitAction(ctx: Ctx, o: LimitOrder): void {
  const p = player(ctx.s, o.player);
  if (ctx.s.config.limitOrdersEnabled) p.limitActions = Math.min(LIMIT_ACTIONS, p.limitActions + 1);
}

function finish(ctx: Ctx, o: LimitOrder, status: 'FILLED' | 'REJECTED', reason?: string): void {
  o.status = status;
  if (reason) o.reason = reason;
  returnLimitAction(ctx, o);
}

/** RESOLVE_LIMIT_ORDERS: every triggered SELL, then every triggered BUY; by trigger seq, priority, placement. */
export function settleLimitOrders(ctx: Ctx): void {
  const s = ctx.s;
  const triggered = s.orders.filter((o): o is LimitOrder => isLimit(o) && o.status === 'FILLED_PENDING_SETTLEMENT');
  const order = (a: LimitOrder, b: LimitOrder) =>
    (a.triggerSeq ?? 0) - (b.triggerSeq ?? 0) || priorityOf(s, a.player) - priorityOf(s, b.player) || a.id - b.id;
  const sells = triggered.filter((o) => o.side === 'SELL').sort(order);
  const buys = triggered.filter((o) => o.side === 'BUY').sort(order);

  for (const o of sells) {
    const c = company(s, o.company);
    if (held(c, o.player) < o.quantity) {
      finish(ctx, o, 'REJECTED', 'INSUFFICIENT_SHARES_HELD');
      emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: c.id, orderType: 'LIMIT', reason: o.reason! });
      continue;
    }
    setHeld(c, o.player, held(c, o.player) - o.quantity);
    c.omShares += o.quantity;
    const amount = o.value * o.quantity;
    transfer(ctx, BANK, cash(o.player), amount, 'LIMIT_SELL');
    finish(ctx, o, 'FILLED');
    emit(ctx, 'ORDER_FILLED', { order: o.id, player: o.player, company: c.id, orderType: 'LIMIT', side: 'SELL', quantity: o.quantity, unitPrice: o.value, amount });
  }
  for (const o of buys) {
    const c = company(s, o.company);
    const cost = o.value * o.quantity;
    let reason: string | null = null;
    if (c.omShares < o.quantity) reason = 'INSUFFICIENT_SHARES_AVAILABLE';
    else if (s.config.ownershipCapEnabled && held(c, o.player) + o.quantity > ownershipCap(c)) reason = 'OWNERSHIP_CAP_EXCEEDED';
    else if (player(s, o.player).cash < cost) reason = 'INSUFFICIENT_CASH';
    if (reason) {
      finish(ctx, o, 'REJECTED', reason);
      emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: c.id, orderType: 'LIMIT', reason });
      continue;
    }
    transfer(ctx, cash(o.player), BANK, cost);
    c.omShares -= o.quantity;
    setHeld(c, o.player, held(c, o.player) + o.quantity);
    finish(ctx, o, 'FILLED');
    emit(ctx, 'ORDER_FILLED', { order: o.id, player: o.player, company: c.id, orderType: 'LIMIT', side: 'BUY', quantity: o.quantity, unitPrice: o.value, amount: cost });
  }
}

/** OPEN_PENDING_LIMITS: the stock round of placement is over, so PENDING limits start watching prices. */
export function openPendingLimits(ctx: Ctx): void {
  for (const o of ctx.s.orders) {
    if (isLimit(o) && o.status === 'PENDING') {
      o.status = 'OPEN';
      emit(ctx, 'LIMIT_OPENED', { order: o.id, player: o.player, company: o.company, side: o.side, value: o.value, quantity: o.quantity });
    }
  }
}
