/** Short orders (§8.7, D-09, D-43): open at phase 15, interest at 13, cover at 14. */
import { emit, type Ctx } from '../context.ts';
import { SHORT_ACTIONS, SHORT_INTEREST_PERCENT } from '../data.ts';
import { refuse } from '../errors.ts';
import { BANK, cash, margin, transfer } from '../ledger.ts';
import { company, player, price, priorityOf } from '../queries.ts';
import type { GameState, PlayerId, ShortOrder } from '../types.ts';

export function isShort(o: { type: string }): o is ShortOrder {
  return o.type === 'SHORT';
}

export function openShorts(s: GameState): ShortOrder[] {
  return s.orders.filter((o): o is ShortOrder => isShort(o) && o.status === 'OPEN');
}

export function returnShortAction(s: GameState, p: PlayerId): void {
  const pl = player(s, p);
  if (s.config.shortOrdersEnabled) pl.shortActions = Math.min(SHORT_ACTIONS, pl.shortActions + 1);
}

/** What opening a short of `quantity` at `unitPrice` means (§8.7): the bank pays V, M is locked, interest per turn. */
export function shortTerms(unitPrice: number, quantity: number): { value: number; margin: number; interest: number } {
  const value = quantity * unitPrice;
  return { value, margin: Math.ceil(value / 2), interest: shortInterest(value) };
}

/** Interest per turn on a short opened for `value` (5 %, rounded down). */
export function shortInterest(value: number): number {
  return Math.floor((value * SHORT_INTEREST_PERCENT) / 100);
}

/** OPEN_PENDING_SHORTS: sub-round, then player priority, then placement order. */
export function openPendingShorts(ctx: Ctx): void {
  const s = ctx.s;
  const pending = s.orders
    .filter((o): o is ShortOrder => isShort(o) && o.status === 'PENDING')
    .sort((a, b) => a.turn - b.turn || a.subRound - b.subRound || priorityOf(s, a.player) - priorityOf(s, b.player) || a.id - b.id);
  for (const o of pending) {
    const c = company(s, o.company);
    const p = price(c);
    const { value, margin: m } = shortTerms(p, o.quantity);
    const lent = openShorts(s).filter((x) => x.company === c.id).reduce((n, x) => n + x.quantity, 0);
    let reason: string | null = null;
    if (c.omShares - lent < o.quantity) reason = 'NOT_ENOUGH_SHARES_TO_LEND';
    else if (player(s, o.player).cash < m) reason = 'INSUFFICIENT_CASH';
    if (reason) {
      o.status = 'REJECTED';
      o.reason = reason;
      returnShortAction(s, o.player);
      emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: c.id, orderType: 'SHORT', quantity: o.quantity, reason });
      continue;
    }
    transfer(ctx, cash(o.player), margin(o.player), m);
    transfer(ctx, BANK, cash(o.player), value, 'SHORT_SALE');
    o.status = 'OPEN';
    o.value = value;
    o.margin = m;
    emit(ctx, 'SHORT_OPENED', { order: o.id, player: o.player, company: c.id, quantity: o.quantity, unitPrice: p, value, margin: m });
  }
}

/** CHARGE_SHORT_INTEREST: 5 % of the opening value, from cash (written off beyond it). */
export function chargeShortInterest(ctx: Ctx): void {
  for (const o of openShorts(ctx.s)) {
    const due = shortInterest(o.value);
    const paid = transfer(ctx, cash(o.player), BANK, due);
    emit(ctx, 'SHORT_INTEREST_CHARGED', { order: o.id, player: o.player, company: o.company, due, paid });
  }
}

/** COVER_SHORT, executed at once: margin back to cash, then the cover cost to the bank. */
export function coverShort(ctx: Ctx, p: PlayerId, shortId: number): void {
  const s = ctx.s;
  const o = s.orders.find((x) => x.id === shortId && isShort(x));
  if (!o || !isShort(o)) refuse('ORDER_NOT_FOUND', `no short ${shortId}`);
  if (o.player !== p) refuse('NOT_ORDER_OWNER', 'that short is not yours');
  if (o.status !== 'OPEN') refuse('SHORT_NOT_OPEN', `the short is ${o.status}`);
  const pl = player(s, p);
  const c = company(s, o.company);
  const cost = o.quantity * price(c);
  if (pl.cash + o.margin < cost) refuse('INSUFFICIENT_CASH', `covering costs ${cost}; cash + margin is ${pl.cash + o.margin}`);
  transfer(ctx, margin(p), cash(p), o.margin);
  transfer(ctx, cash(p), BANK, cost);
  o.status = 'FILLED';
  returnShortAction(s, p);
  emit(ctx, 'SHORT_COVERED', { order: o.id, player: p, company: c.id, quantity: o.quantity, unitPrice: price(c), cost, marginReleased: o.margin });
}
