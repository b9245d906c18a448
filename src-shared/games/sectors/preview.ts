/**
 * The order ticket's preview (issue 23: the renderer computes no rules): what a stock order would cost, the
 * cash and shares after it, and the warnings and notes of resolution time — ownership cap, float need,
 * lendable shares, an option's break-even, the price steps of a sale. The host sends it with the engine's
 * verdict on the draft (`check_result.preview`, through `sectorsModule.preview`).
 *
 * It reads the seat's own view (public view + its private part), never the state itself, so it shows exactly
 * what that seat may see: other seats' concealed orders stay out of the lendable count, as they did when the
 * board worked it out. The numbers are the ones the board showed before (test/unit/sectors/order-preview.test.ts
 * compares them).
 */
import { OWNERSHIP_CAP_PERCENT, SECTORS, type SectorId } from './data.ts';
import type { GameState, Order, PlayerAction, PlayerId } from './types.ts';
import { view, type GameView } from './view.ts';

/**
 * One warning or note: `code` names the sentence (the board's string `preview.<code>`), `params` its numbers.
 * Money params are `cash`, `cost`, `strike`, `price`, `now`, `value`, `margin` and `interest` (whole dollars);
 * `company` is a company id; every other param is a count.
 */
export type PreviewNote = { code: string; params?: Record<string, number | string> };

export type OrderPreview = {
  /** Cash leaving (+) or arriving (−) when the order resolves. */
  cashOut: number;
  cashBefore: number;
  cashAfter: number;
  unit: number | null;
  sharesBefore: number;
  sharesAfter: number;
  outstanding: number;
  /** A short's margin, locked while it is open; null for other orders. */
  margin: number | null;
  warnings: PreviewNote[];
  notes: PreviewNote[];
};

type Company = GameView['companies'][number];

const isFull = (o: GameView['orders'][number]): o is Order => !('concealed' in o);

function held(c: Company, seat: PlayerId): number {
  return c.holdings[seat] ?? 0;
}

/** The most shares of a company one player may hold with the ownership cap on (§8.4). */
export function ownershipCap(outstanding: number): number {
  return Math.floor((outstanding * OWNERSHIP_CAP_PERCENT) / 100);
}

/** Shares that must have left the IPO for the company to float (§8.5). */
export function floatNeed(sector: string, outstanding: number): number {
  return Math.ceil((SECTORS[sector as SectorId].floatPercent * outstanding) / 100);
}

/** Open-market shares not lent to an open short already (§8.7): what a new short may borrow, as the seat sees it. */
function lendable(v: GameView, c: Company): number {
  const shorted = v.orders.reduce((n, o) => (isFull(o) && o.type === 'SHORT' && o.status === 'OPEN' && o.company === c.id ? n + o.quantity : n), 0);
  return Math.max(0, c.omShares - shorted);
}

/** The preview of a stock order `action` of `action.player`, or null for any other input (or an unknown company). */
export function orderPreview(s: GameState, action: PlayerAction & { player: PlayerId }): OrderPreview | null {
  if (!['PLACE_MARKET_ORDER', 'PLACE_LIMIT_ORDER', 'PLACE_SHORT_ORDER', 'PLACE_OPTION_ORDER'].includes(action.type)) return null;
  const seat = action.player;
  const v = view(s, { role: 'player', player: seat });
  return previewOnView(v, seat, action);
}

/** The same on a seat's view (the engine's `view`, or the one a tool already holds). */
export function previewOnView(v: GameView, seat: PlayerId, action: PlayerAction): OrderPreview | null {
  const me = v.players.find((p) => p.id === seat);
  if (!me) return null;
  const cash = me.cash;
  const warnings: PreviewNote[] = [];
  const notes: PreviewNote[] = [];
  const bidding = v.config.distributionStrategy === 'BID_PRIORITY';

  if (action.type === 'PLACE_OPTION_ORDER') {
    const k = v.contracts.find((x) => x.id === action.contractId);
    if (!k) return null;
    const c = v.companies.find((x) => x.id === k.company);
    const unit = bidding && action.bid !== undefined ? action.bid : k.premium;
    if (unit > cash) warnings.push({ code: 'warn.cash', params: { cash, cost: unit } });
    notes.push({ code: 'note.option', params: { strike: k.strike, shares: k.shares, term: k.term, steps: k.stepBonus } });
    notes.push({ code: 'note.breakEven', params: { price: k.strike + Math.ceil(unit / k.shares), now: c?.price ?? 0 } });
    const h = c ? held(c, seat) : 0;
    return { cashOut: unit, cashBefore: cash, cashAfter: cash - unit, unit, sharesBefore: h, sharesAfter: h, outstanding: c?.outstanding ?? 0, margin: null, warnings, notes };
  }
  if (action.type !== 'PLACE_MARKET_ORDER' && action.type !== 'PLACE_LIMIT_ORDER' && action.type !== 'PLACE_SHORT_ORDER') return null;

  const c = v.companies.find((x) => x.id === action.companyId);
  if (!c) return null;
  const q = Number.isFinite(action.quantity) && action.quantity > 0 ? Math.floor(action.quantity) : 0;
  const h = held(c, seat);
  const base = { cashBefore: cash, sharesBefore: h, outstanding: c.outstanding, margin: null };
  const cap = ownershipCap(c.outstanding);

  if (action.type === 'PLACE_MARKET_ORDER' && action.side === 'BUY') {
    const ipo = action.location === 'IPO';
    const unit = bidding && action.bid !== undefined ? action.bid : ipo ? c.ipoPrice : c.price;
    const cost = unit * q;
    const available = ipo ? c.ipoShares : c.omShares;
    if (cost > cash) warnings.push({ code: 'warn.cash', params: { cash, cost } });
    if (q > available) warnings.push({ code: ipo ? 'warn.ipoShares' : 'warn.omShares', params: { available } });
    if (v.config.ownershipCapEnabled && h + q > cap) warnings.push({ code: 'warn.cap', params: { cap, after: h + q } });
    if (ipo) {
      notes.push({ code: 'note.ipo' });
      if (c.status === 'INACTIVE') notes.push({ code: 'note.float', params: { need: floatNeed(c.sector, c.outstanding), sold: c.outstanding - c.ipoShares } });
    } else {
      notes.push({ code: 'note.omBuy', params: { fill: c.fillSize, progress: c.fillProgress } });
    }
    if (bidding) notes.push({ code: 'note.bid' });
    notes.push({ code: 'note.resolve' });
    return { ...base, cashOut: cost, cashAfter: cash - cost, unit, sharesAfter: h + q, warnings, notes };
  }
  if (action.type === 'PLACE_MARKET_ORDER') {
    const proceeds = c.price * q;
    if (q > h) warnings.push({ code: 'warn.held', params: { held: h } });
    // Each share sold on the market moves the price one step down (§9.2).
    notes.push({ code: 'note.sell', params: { steps: q } });
    notes.push({ code: 'note.taxable' });
    return { ...base, cashOut: -proceeds, cashAfter: cash + proceeds, unit: c.price, sharesAfter: Math.max(0, h - q), warnings, notes };
  }
  if (action.type === 'PLACE_LIMIT_ORDER') {
    const value = Number.isFinite(action.value) ? action.value : 0;
    const amount = value * q;
    // Which note fits: a buy limit at or above today's price (a sell limit at or below it) is reached by the
    // price moving straight to it from here; the other side waits for the price to come back (D-08).
    const direct = action.side === 'BUY' ? value >= c.price : value <= c.price;
    const params = { value, price: c.price };
    if (action.side === 'BUY') {
      if (amount > cash) warnings.push({ code: 'warn.cashLimit', params: { cash, cost: amount } });
      if (v.config.ownershipCapEnabled && h + q > cap) warnings.push({ code: 'warn.cap', params: { cap, after: h + q } });
      notes.push({ code: direct ? 'note.limitBuy' : 'note.limitBuyBelow', params });
    } else {
      if (q > h) warnings.push({ code: 'warn.held', params: { held: h } });
      notes.push({ code: direct ? 'note.limitSell' : 'note.limitSellAbove', params });
    }
    notes.push({ code: 'note.limitLife' });
    notes.push({ code: 'note.limitActions', params: { left: me.limitActions } });
    const sign = action.side === 'BUY' ? 1 : -1;
    return { ...base, cashOut: sign * amount, cashAfter: cash - sign * amount, unit: value, sharesAfter: Math.max(0, h + sign * q), warnings, notes };
  }
  // SHORT: the bank pays V and the margin M is locked (§8.7), at the price when it opens — the engine's numbers
  // for each quantity a short may have; a larger one is refused (the verdict says so) and shows no terms.
  const terms = v.shortTerms[c.id]?.[q];
  if (!terms) return { ...base, cashOut: 0, cashAfter: cash, unit: c.price, sharesAfter: h, warnings, notes };
  const { value, margin, interest } = terms;
  const free = lendable(v, c);
  if (margin > cash) warnings.push({ code: 'warn.margin', params: { cash, margin } });
  if (q > free) warnings.push({ code: free === 0 ? 'warn.lendNone' : 'warn.lend', params: { lendable: free, quantity: q, company: c.id } });
  notes.push({ code: 'note.short', params: { value, margin, interest } });
  notes.push({ code: 'note.shortActions', params: { left: me.shortActions } });
  // "You receive" is the sale value V; the margin is its own row, and "cash after" nets the two.
  return { ...base, cashOut: -value, cashAfter: cash - margin + value, unit: c.price, sharesAfter: h, margin, warnings, notes };
}
