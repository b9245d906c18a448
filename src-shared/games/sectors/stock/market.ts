/** Market order resolution at RESOLVE_MARKET_ORDERS (§8.3, D-05) and floating (§8.5). */
import { emit, type Ctx } from '../context.ts';
import { SECTORS } from '../data.ts';
import { BANK, cash, transfer } from '../ledger.ts';
import { movePrice, type MoveClamp } from '../price.ts';
import { held, outstanding, ownershipCap, player, price, priorityOf, sector, setHeld } from '../queries.ts';
import type { Company, GameState, MarketOrder, Order } from '../types.ts';

/**
 * A market order its owner cancelled (PD-18). Market orders can only be cancelled in the sub-round they were
 * placed in, so a cancelled one is a withdrawn order: as if never placed (the player may order again, the
 * sub-round does not count it, it is never reviewed, revealed or resolved) and, when orders are concealed,
 * never shown to anyone but its owner.
 */
export function isWithdrawn(o: Order): boolean {
  return o.type === 'MARKET' && o.status === 'CANCELLED';
}

/**
 * Whether `o` counts as an order of the current sub-round: the one place that says so. Withdrawn market orders
 * (PD-18) do not count — not for the one-order limit, the stock round loop, the review, the reveal or resolution.
 */
export function isPlacedThisSubRound(s: GameState, o: Order): boolean {
  return o.turn === s.turn && o.subRound === s.subRound && !isWithdrawn(o);
}

/** The orders of the current sub-round that count as placed (`isPlacedThisSubRound`). */
export function placedThisSubRound(s: GameState): Order[] {
  return s.orders.filter((o) => isPlacedThisSubRound(s, o));
}

/** This sub-round's market orders, withdrawn ones excepted (they are never resolved). */
export function marketOrdersThisSubRound(s: GameState): MarketOrder[] {
  return s.orders.filter((o): o is MarketOrder => o.type === 'MARKET' && isPlacedThisSubRound(s, o));
}

function buyOrder(s: GameState) {
  return (a: MarketOrder, b: MarketOrder) => {
    const bids = s.config.distributionStrategy === 'BID_PRIORITY' ? (b.bid ?? 0) - (a.bid ?? 0) : 0;
    return bids || priorityOf(s, a.player) - priorityOf(s, b.player) || a.id - b.id;
  };
}

function reject(ctx: Ctx, o: MarketOrder, reason: string): void {
  o.status = 'REJECTED';
  o.reason = reason;
  emit(ctx, 'ORDER_REJECTED', { order: o.id, player: o.player, company: o.company, orderType: 'MARKET', side: o.side, location: o.location, quantity: o.quantity, reason });
}

function fill(ctx: Ctx, o: MarketOrder, unitPrice: number): void {
  o.status = 'FILLED';
  emit(ctx, 'ORDER_FILLED', {
    order: o.id, player: o.player, company: o.company, orderType: 'MARKET', side: o.side, location: o.location,
    quantity: o.quantity, unitPrice, amount: unitPrice * o.quantity,
  });
}

/** Buys against one location: the first failing check rejects the whole order (all-or-nothing). */
function resolveBuys(ctx: Ctx, c: Company, orders: MarketOrder[], location: 'IPO' | 'OPEN_MARKET', p0: number): number {
  const s = ctx.s;
  let filled = 0;
  for (const o of orders.sort(buyOrder(s))) {
    const available = location === 'IPO' ? c.ipoShares : c.omShares;
    const unit = o.bid ?? (location === 'IPO' ? c.ipoPrice : p0);
    const cost = unit * o.quantity;
    if (available < o.quantity) reject(ctx, o, 'INSUFFICIENT_SHARES_AVAILABLE');
    else if (s.config.ownershipCapEnabled && held(c, o.player) + o.quantity > ownershipCap(c)) reject(ctx, o, 'OWNERSHIP_CAP_EXCEEDED');
    else if (player(s, o.player).cash < cost) reject(ctx, o, 'INSUFFICIENT_CASH');
    else {
      transfer(ctx, cash(o.player), BANK, cost);
      if (location === 'IPO') c.ipoShares -= o.quantity;
      else c.omShares -= o.quantity;
      setHeld(c, o.player, held(c, o.player) + o.quantity);
      fill(ctx, o, unit);
      filled += o.quantity;
    }
  }
  return filled;
}

/** §8.5: an INACTIVE company floats once enough of its shares left the IPO. */
export function checkFloat(ctx: Ctx, c: Company): void {
  if (c.status !== 'INACTIVE') return;
  const out = outstanding(c);
  if ((out - c.ipoShares) * 100 < SECTORS[c.sector].floatPercent * out) return;
  c.status = 'ACTIVE';
  c.floatedTurn = ctx.s.turn;
  sector(ctx.s, c.sector).everFloated = true;
  emit(ctx, 'COMPANY_FLOATED', { company: c.id, sector: c.sector, price: price(c) });
}

export function resolveMarketOrders(ctx: Ctx): void {
  const s = ctx.s;
  const orders = marketOrdersThisSubRound(s).filter((o) => o.status === 'PENDING');
  for (const c of s.companies) {
    const mine = orders.filter((o) => o.company === c.id);
    if (mine.length === 0) continue;
    const startIndex = c.priceIndex;
    const p0 = price(c);

    let soldToOm = 0;
    const sells = mine.filter((o) => o.side === 'SELL').sort((a, b) => priorityOf(s, a.player) - priorityOf(s, b.player) || a.id - b.id);
    for (const o of sells) {
      if (held(c, o.player) < o.quantity) {
        reject(ctx, o, 'INSUFFICIENT_SHARES_HELD');
        continue;
      }
      setHeld(c, o.player, held(c, o.player) - o.quantity);
      c.omShares += o.quantity;
      transfer(ctx, BANK, cash(o.player), o.quantity * p0, 'MARKET_SELL');
      fill(ctx, o, p0);
      soldToOm += o.quantity;
    }

    resolveBuys(ctx, c, mine.filter((o) => o.side === 'BUY' && o.location === 'IPO'), 'IPO', p0);
    checkFloat(ctx, c);
    const boughtFromOm = resolveBuys(ctx, c, mine.filter((o) => o.side === 'BUY' && o.location === 'OPEN_MARKET'), 'OPEN_MARKET', p0);

    const net = boughtFromOm - soldToOm;
    if (net === 0) continue;
    // PRICE_FREEZE (§9.7): this turn's market moves stay within ±2 steps of the index at phase start.
    const clamp: MoveClamp | undefined = c.flagsActive.includes('PRICE_FREEZE') ? { min: startIndex - 2, max: startIndex + 2 } : undefined;
    const move = net > 0 ? { kind: 'NET_BUYS' as const, shares: net } : { kind: 'NET_SELLS' as const, shares: -net };
    movePrice(ctx, c, move, net > 0 ? 'NET_MARKET_BUYS' : 'NET_MARKET_SELLS', clamp);
  }
}
