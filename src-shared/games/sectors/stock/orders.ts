/** Placing and cancelling stock orders during PLACE_STOCK_ORDERS (§8.1, §8.2, §8.6–§8.8, §13). */
import { emit, emitPrivate, type Ctx, type EventData } from '../context.ts';
import { LIMIT_VALUE_MAX, LIMIT_VALUE_MIN, SHORT_MAX_QUANTITY } from '../data.ts';
import { isInt, refuse } from '../errors.ts';
import { findCompany, outstanding, player, price } from '../queries.ts';
import type { Company, GameState, Order, PlayerAction, PlayerId } from '../types.ts';
import { returnLimitAction } from './limits.ts';
import { isPlacedThisSubRound } from './market.ts';

type Place<T extends PlayerAction['type']> = Extract<PlayerAction, { type: T }> & { player: PlayerId };

export function orderedThisSubRound(s: GameState, p: PlayerId): boolean {
  return s.orders.some((o) => o.player === p && isPlacedThisSubRound(s, o));
}

function checkCommon(s: GameState, p: PlayerId, enabled: boolean): void {
  if (orderedThisSubRound(s, p)) refuse('ALREADY_ORDERED_THIS_SUBROUND', 'you already placed an order in this sub-round');
  if (!enabled) refuse('ORDER_TYPE_DISABLED', 'this order type is switched off in this game');
}

function checkCompany(s: GameState, id: string): Company {
  const c = findCompany(s, id);
  if (!c) refuse('COMPANY_NOT_FOUND', `no company ${id}`);
  if (c.status === 'BANKRUPT') refuse('COMPANY_BANKRUPT', `${c.id} is bankrupt`);
  return c;
}

function checkQuantity(c: Company, quantity: number): void {
  if (!isInt(quantity) || quantity < 1 || quantity > outstanding(c)) {
    refuse('INVALID_QUANTITY', `quantity must be an integer 1..${outstanding(c)}`);
  }
}

/** BID_PRIORITY buys need a bid ≥ the minimum; sells and PRIORITY games must not carry one. */
function checkBid(s: GameState, bid: number | undefined, isBuy: boolean, minimum: number): number | null {
  const bidding = s.config.distributionStrategy === 'BID_PRIORITY' && isBuy;
  if (!bidding) {
    if (bid !== undefined) refuse('BID_NOT_ALLOWED', 'a bid is only allowed on buys under BID_PRIORITY');
    return null;
  }
  if (bid === undefined) refuse('BID_REQUIRED', 'BID_PRIORITY buys need a bid');
  if (!isInt(bid) || bid < minimum) refuse('BID_TOO_LOW', `the bid must be a whole number ≥ ${minimum}`);
  return bid;
}

/** The ORDER_PLACED fields that depend on the order's type. */
type PlacedFields = Omit<EventData<'ORDER_PLACED'>, 'order' | 'player' | 'orderType'>;

function record(ctx: Ctx, order: Order, publicView: PlacedFields): void {
  const s = ctx.s;
  // A concealed replacement for a withdrawn order is not announced again: others must not learn of the change.
  const replacing = s.orders.some((o) => o.player === order.player && o.turn === s.turn && o.subRound === s.subRound);
  s.orders.push(order);
  const full = { order: order.id, player: order.player, orderType: order.type, ...publicView };
  if (s.config.ordersConcealed) {
    emitPrivate(ctx, [order.player], 'ORDER_PLACED', full);
    if (!replacing) emit(ctx, 'ORDER_SUBMITTED', { player: order.player });
  } else {
    emit(ctx, 'ORDER_PLACED', full);
  }
}

function base(ctx: Ctx, p: PlayerId) {
  ctx.s.counters.order += 1;
  return { id: ctx.s.counters.order, player: p, turn: ctx.s.turn, subRound: ctx.s.subRound, status: 'PENDING' as const };
}

export function placeMarketOrder(ctx: Ctx, a: Place<'PLACE_MARKET_ORDER'>): void {
  const s = ctx.s;
  checkCommon(s, a.player, true);
  const c = checkCompany(s, a.companyId);
  if (a.location !== 'IPO' && a.location !== 'OPEN_MARKET') refuse('INVALID_LOCATION', 'location must be IPO or OPEN_MARKET');
  if (a.location === 'IPO' && a.side === 'SELL') refuse('INVALID_LOCATION', 'shares cannot be sold to the IPO');
  if (a.location === 'OPEN_MARKET' && c.status === 'INACTIVE') refuse('COMPANY_NOT_FLOATED', `${c.id} has not floated`);
  checkQuantity(c, a.quantity);
  const minimum = a.location === 'IPO' ? c.ipoPrice : price(c);
  const bid = checkBid(s, a.bid, a.side === 'BUY', minimum);
  const order: Order = { ...base(ctx, a.player), type: 'MARKET', company: c.id, location: a.location, side: a.side, quantity: a.quantity, bid };
  record(ctx, order, { company: c.id, location: a.location, side: a.side, quantity: a.quantity, bid });
}

export function placeLimitOrder(ctx: Ctx, a: Place<'PLACE_LIMIT_ORDER'>): void {
  const s = ctx.s;
  checkCommon(s, a.player, s.config.limitOrdersEnabled);
  const c = checkCompany(s, a.companyId);
  if (c.status === 'INACTIVE') refuse('COMPANY_NOT_FLOATED', `${c.id} has not floated`);
  checkQuantity(c, a.quantity);
  if (!isInt(a.value) || a.value < LIMIT_VALUE_MIN || a.value > LIMIT_VALUE_MAX) {
    refuse('LIMIT_VALUE_OUT_OF_RANGE', `the limit value must be an integer ${LIMIT_VALUE_MIN}..${LIMIT_VALUE_MAX}`);
  }
  const pl = player(s, a.player);
  if (pl.limitActions < 1) refuse('NO_LIMIT_ACTIONS', 'no limit actions left');
  pl.limitActions -= 1;
  const order: Order = { ...base(ctx, a.player), type: 'LIMIT', company: c.id, side: a.side, quantity: a.quantity, value: a.value, triggerSeq: null };
  record(ctx, order, { company: c.id, location: 'OPEN_MARKET', side: a.side, quantity: a.quantity, value: a.value });
}

export function placeShortOrder(ctx: Ctx, a: Place<'PLACE_SHORT_ORDER'>): void {
  const s = ctx.s;
  checkCommon(s, a.player, s.config.shortOrdersEnabled);
  const c = checkCompany(s, a.companyId);
  if (c.status === 'INACTIVE') refuse('COMPANY_NOT_FLOATED', `${c.id} has not floated`);
  if (!isInt(a.quantity) || a.quantity < 1 || a.quantity > SHORT_MAX_QUANTITY) {
    refuse('SHORT_QUANTITY_OUT_OF_RANGE', `short quantity must be 1..${SHORT_MAX_QUANTITY}`);
  }
  const pl = player(s, a.player);
  if (pl.shortActions < 1) refuse('NO_SHORT_ACTIONS', 'no short actions left');
  pl.shortActions -= 1;
  const order: Order = { ...base(ctx, a.player), type: 'SHORT', company: c.id, quantity: a.quantity, value: 0, margin: 0 };
  record(ctx, order, { company: c.id, location: 'OPEN_MARKET', quantity: a.quantity });
}

export function placeOptionOrder(ctx: Ctx, a: Place<'PLACE_OPTION_ORDER'>): void {
  const s = ctx.s;
  checkCommon(s, a.player, s.config.optionOrdersEnabled);
  const contract = s.contracts.find((k) => k.id === a.contractId);
  if (!contract || contract.state !== 'FOR_SALE') refuse('CONTRACT_NOT_FOR_SALE', `contract ${a.contractId} is not for sale`);
  const c = checkCompany(s, contract.company);
  const duplicate = s.orders.some((o) => o.type === 'OPTION' && o.status === 'PENDING' && o.player === a.player && o.contract === contract.id);
  if (duplicate) refuse('DUPLICATE_OPTION_ORDER', 'you already have a pending order on this contract');
  const bid = checkBid(s, a.bid, true, contract.premium);
  const order: Order = { ...base(ctx, a.player), type: 'OPTION', contract: contract.id, company: c.id, bid };
  record(ctx, order, { company: c.id, location: 'DERIVATIVES', contract: contract.id, bid });
}

/**
 * Whether its owner may cancel `o` now: a limit order while PENDING or OPEN (D-07), a market order while PENDING
 * in the sub-round it was placed in (PD-18). The cancel inputs and `legalActions` both ask this.
 */
export function isCancellable(s: Pick<GameState, 'turn' | 'subRound'>, o: Order): boolean {
  if (o.type === 'LIMIT') return o.status === 'PENDING' || o.status === 'OPEN';
  if (o.type === 'MARKET') return o.status === 'PENDING' && o.turn === s.turn && o.subRound === s.subRound;
  return false;
}

/** The order a cancel input names: of that type (else ORDER_NOT_FOUND, PD-12), the sender's, cancellable now. */
function orderToCancel<T extends 'LIMIT' | 'MARKET'>(s: GameState, a: { player: PlayerId; orderId: number }, type: T): Extract<Order, { type: T }> {
  const o = s.orders.find((x) => x.id === a.orderId && x.type === type);
  if (!o) refuse('ORDER_NOT_FOUND', `no ${type.toLowerCase()} order ${a.orderId}`);
  if (o.player !== a.player) refuse('NOT_ORDER_OWNER', 'that order is not yours');
  if (!isCancellable(s, o)) {
    refuse('ORDER_NOT_CANCELLABLE', o.status === 'PENDING' ? 'the order belongs to an earlier sub-round' : `the order is ${o.status}`);
  }
  return o as Extract<Order, { type: T }>;
}

export function cancelLimitOrder(ctx: Ctx, a: Place<'CANCEL_LIMIT_ORDER'>): void {
  const o = orderToCancel(ctx.s, a, 'LIMIT');
  o.status = 'CANCELLED';
  returnLimitAction(ctx, o);
  // A concealed PENDING order stays secret even when cancelled; OPEN orders were revealed already.
  if (ctx.s.config.ordersConcealed && o.turn === ctx.s.turn && o.subRound === ctx.s.subRound) {
    emitPrivate(ctx, [o.player], 'ORDER_CANCELLED', { order: o.id, player: o.player });
  } else {
    emit(ctx, 'ORDER_CANCELLED', { order: o.id, player: o.player, company: o.company });
  }
}

/**
 * PD-18: a market order can be withdrawn while the phase it was placed in runs (the phase gate refuses it
 * later: NOT_YOUR_PHASE). It frees the sub-round's order, so cancel + place again changes an order.
 * Concealed: only the owner hears of it, and nothing public changes (the `submitted` list keeps the player).
 */
export function cancelMarketOrder(ctx: Ctx, a: Place<'CANCEL_MARKET_ORDER'>): void {
  const o = orderToCancel(ctx.s, a, 'MARKET');
  o.status = 'CANCELLED';
  if (ctx.s.config.ordersConcealed) {
    emitPrivate(ctx, [o.player], 'ORDER_CANCELLED', { order: o.id, player: o.player, orderType: 'MARKET', company: o.company });
  } else {
    emit(ctx, 'ORDER_CANCELLED', { order: o.id, player: o.player, orderType: 'MARKET', company: o.company });
  }
}
