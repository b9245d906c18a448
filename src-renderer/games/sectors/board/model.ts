/**
 * Plain questions about the view for the board's components. Everything here reads the view the host sent
 * (or the engine's data tables); nothing decides a rule: what only the rules can say (costs, short terms,
 * which orders may be cancelled) comes worked out in the view, and the engine's verdict on an input comes
 * from `desk.check`.
 */
import {
  MAX_INDEX, OWNERSHIP_CAP_PERCENT, PRICE_GRID, SECTORS, STOCK_TIERS, isActionablePhase, priceAt, stockTierOf,
  type PhaseId, type SectorId,
} from '../../../../src-shared/games/sectors/data.ts';
import type { OrderFlags, OrderView } from '../../../../src-shared/games/sectors/view.ts';
import type { mergeView } from '../../../../src-shared/games/sectors/view-merge.ts';
import { readEvent } from '../../../../src-shared/games/sectors/events.ts';
import type { EventOf, GameEvent, Order, PlayerAction, PlayerId } from '../../../../src-shared/games/sectors/types.ts';
import type { LogEvent, Outcome } from '../../../client/desk.svelte.ts';
import type { SectorsKey } from '../i18n.ts';
import { INPUT_EVENTS } from './events.ts';
import { money } from './format.ts';

/** The view a Sectors board reads: the public view with the seat's private part over it. */
export type View = ReturnType<typeof mergeView>;
export type CompanyView = View['companies'][number];
/** An event of the log as the shell keeps it (any game's); `readLog` makes Sectors' events of it. */
export type { LogEvent };

/** What a board component may do for the seat it acts for. */
export type ActFn = (action: PlayerAction | { type: 'READY' } | { type: 'UNREADY' }) => Promise<Outcome>;
export type CheckFn = (action: PlayerAction) => Promise<Outcome>;

// ---------------------------------------------------------------- phases

export function isActionable(phase: string): boolean {
  try {
    return isActionablePhase(phase as PhaseId);
  } catch {
    return false;
  }
}

/** Which part of the turn a phase belongs to, for the phase bar's breadcrumb. */
export function roundOf(phase: string): 'influence' | 'start' | 'tranche' | 'stock' | 'operating' | 'upkeep' {
  if (phase.startsWith('INFLUENCE')) return 'influence';
  if (phase === 'START_TURN') return 'start';
  if (phase.startsWith('TRANCHE')) return 'tranche';
  if (['CAPITAL_GAINS', 'DIVESTMENT', 'END_TURN'].includes(phase)) return 'upkeep';
  if (['OR_PRODUCTION', 'REVENUE_VOTE', 'REVENUE_DISTRIBUTION', 'STOCK_PRICE_ADJUSTMENT'].includes(phase) || phase.startsWith('COMPANY_')) return 'operating';
  return 'stock';
}

// ---------------------------------------------------------------- people and companies

export function playerName(view: Pick<View, 'players'>, id: string | null | undefined): string {
  if (!id) return '';
  return view.players.find((p) => p.id === id)?.name ?? id;
}

export function companyOf(view: Pick<View, 'companies'>, id: string | null | undefined): CompanyView | undefined {
  return view.companies.find((c) => c.id === id);
}

export function held(c: Pick<CompanyView, 'holdings'>, p: PlayerId | null): number {
  return p ? (c.holdings[p] ?? 0) : 0;
}

export function ownershipCap(c: Pick<CompanyView, 'outstanding'>): number {
  return Math.floor((c.outstanding * OWNERSHIP_CAP_PERCENT) / 100);
}

/** Shares that must have left the IPO for the company to float (§8.5). */
export function floatNeed(c: Pick<CompanyView, 'sector' | 'outstanding'>): number {
  return Math.ceil((SECTORS[c.sector as SectorId].floatPercent * c.outstanding) / 100);
}

export function sectorsInPriority(view: Pick<View, 'sectors' | 'sectorPriority'>) {
  return view.sectorPriority.map((id, i) => ({ ...view.sectors.find((s) => s.id === id)!, rank: i + 1 })).filter((s) => s.id);
}

// ---------------------------------------------------------------- orders

export function isFullOrder(o: OrderView): o is Order {
  return !('concealed' in o);
}

export function ordersOf(view: Pick<View, 'orders'>, seat: PlayerId | null): Order[] {
  if (!seat) return [];
  return view.orders.filter((o): o is Order => isFullOrder(o) && o.player === seat);
}

/** The seat's orders, grouped the way a player thinks of them. */
export function orderGroups(view: Pick<View, 'orders' | 'turn'>, seat: PlayerId | null) {
  const mine = ordersOf(view, seat);
  return {
    pending: mine.filter((o) => o.status === 'PENDING'),
    open: mine.filter((o) => o.status === 'OPEN'),
    triggered: mine.filter((o) => o.status === 'FILLED_PENDING_SETTLEMENT'),
    done: mine.filter((o) => ['FILLED', 'REJECTED', 'CANCELLED', 'EXPIRED'].includes(o.status) && o.turn >= view.turn - 1).slice(-12).reverse(),
  };
}

/** The engine's flags for an order the view shows in full (cancellable now, counts as this sub-round's order). */
export function flagsOf(view: Pick<View, 'orderFlags'>, o: Order): OrderFlags {
  return view.orderFlags[o.id] ?? { cancellable: false, placedThisSubRound: false };
}

/** As the engine counts it: a withdrawn market order frees the sub-round's order, a cancelled limit order does not (PD-10, PD-18). */
export function orderedThisSubRound(view: Pick<View, 'orders' | 'orderFlags' | 'turn' | 'subRound'>, seat: PlayerId | null): boolean {
  if (!seat) return false;
  return view.orders.some((o) =>
    o.player === seat && (isFullOrder(o) ? flagsOf(view, o).placedThisSubRound : o.turn === view.turn && o.subRound === view.subRound),
  );
}

/** The seat's market order of this sub-round that it may still withdraw (PD-18), if any. */
export function withdrawableOrder(view: Pick<View, 'orders' | 'orderFlags' | 'phase'>, seat: PlayerId | null): Order | null {
  if (!seat || view.phase !== 'PLACE_STOCK_ORDERS') return null;
  // The engine's own flag (PD-18), so the ticket offers a withdrawal exactly when the engine accepts one.
  const o = view.orders.find((x) => isFullOrder(x) && x.player === seat && x.type === 'MARKET' && flagsOf(view, x).cancellable);
  return o && isFullOrder(o) ? o : null;
}

export function openShortQuantity(view: Pick<View, 'orders'>, company: string): number {
  return view.orders.reduce((n, o) => (isFullOrder(o) && o.type === 'SHORT' && o.status === 'OPEN' && o.company === company ? n + o.quantity : n), 0);
}

// ---------------------------------------------------------------- order ticket

export type OrderType = 'MARKET' | 'LIMIT' | 'SHORT' | 'OPTION';
export type OrderDraft = {
  type: OrderType;
  company: string;
  location: 'IPO' | 'OPEN_MARKET';
  side: 'BUY' | 'SELL';
  quantity: number;
  /** Limit value, or the bid under BID_PRIORITY (market buys and options). */
  price: number | null;
  contract: number | null;
};

export function enabledOrderTypes(view: Pick<View, 'config'>): OrderType[] {
  const c = view.config;
  return (['MARKET', 'LIMIT', 'SHORT', 'OPTION'] as const).filter(
    (type) => type === 'MARKET' || (type === 'LIMIT' && c.limitOrdersEnabled) || (type === 'SHORT' && c.shortOrdersEnabled) || (type === 'OPTION' && c.optionOrdersEnabled),
  );
}

export function bidding(view: Pick<View, 'config'>): boolean {
  return view.config.distributionStrategy === 'BID_PRIORITY';
}

/** Whether the price field means something for this draft (and what). */
export function priceField(view: Pick<View, 'config'>, d: Pick<OrderDraft, 'type' | 'side'>): 'limit' | 'bid' | null {
  if (d.type === 'LIMIT') return 'limit';
  if (!bidding(view)) return null;
  if (d.type === 'OPTION' || (d.type === 'MARKET' && d.side === 'BUY')) return 'bid';
  return null;
}

/** The action the engine receives for a draft (shape only; the engine judges it). */
export function draftAction(view: Pick<View, 'config'>, d: OrderDraft): PlayerAction | null {
  const field = priceField(view, d);
  const priced = field && d.price !== null && Number.isFinite(d.price) ? { value: d.price } : null;
  switch (d.type) {
    case 'MARKET':
      if (!d.company) return null;
      return {
        type: 'PLACE_MARKET_ORDER', companyId: d.company, location: d.location, side: d.side, quantity: d.quantity,
        ...(field === 'bid' && priced ? { bid: priced.value } : {}),
      };
    case 'LIMIT':
      if (!d.company) return null;
      return { type: 'PLACE_LIMIT_ORDER', companyId: d.company, side: d.side, quantity: d.quantity, value: priced?.value ?? NaN };
    case 'SHORT':
      if (!d.company) return null;
      return { type: 'PLACE_SHORT_ORDER', companyId: d.company, quantity: d.quantity };
    case 'OPTION':
      if (d.contract === null) return null;
      return { type: 'PLACE_OPTION_ORDER', contractId: d.contract, ...(field === 'bid' && priced ? { bid: priced.value } : {}) };
  }
}

export type Note = { key: SectorsKey; params?: Record<string, string | number> };
export type Preview = {
  /** Cash leaving (+) or arriving (−) when the order resolves; null when nothing moves. */
  cashOut: number;
  cashBefore: number;
  cashAfter: number;
  unit: number | null;
  sharesBefore: number;
  sharesAfter: number;
  outstanding: number;
  margin: number | null;
  warnings: Note[];
  notes: Note[];
};

/** Cost, cash and ownership after the order as the view stands now, with resolution-time warnings. */
export function orderPreview(view: View, seat: PlayerId | null, d: OrderDraft): Preview | null {
  const me = view.players.find((p) => p.id === seat);
  if (!me) return null;
  const cash = me.cash;
  const warnings: Note[] = [];
  const notes: Note[] = [];
  const q = Number.isFinite(d.quantity) && d.quantity > 0 ? Math.floor(d.quantity) : 0;

  if (d.type === 'OPTION') {
    const k = view.contracts.find((x) => x.id === d.contract);
    if (!k) return null;
    const c = companyOf(view, k.company);
    const unit = bidding(view) && d.price !== null ? d.price : k.premium;
    if (unit > cash) warnings.push({ key: 'preview.warn.cash', params: { cash: money(cash), cost: money(unit) } });
    notes.push({ key: 'preview.note.option', params: { strike: money(k.strike), shares: k.shares, term: k.term, steps: k.stepBonus } });
    notes.push({ key: 'preview.note.breakEven', params: { price: money(k.strike + Math.ceil(unit / k.shares)), now: money(c?.price ?? 0) } });
    const h = c ? held(c, seat) : 0;
    return { cashOut: unit, cashBefore: cash, cashAfter: cash - unit, unit, sharesBefore: h, sharesAfter: h, outstanding: c?.outstanding ?? 0, margin: null, warnings, notes };
  }

  const c = companyOf(view, d.company);
  if (!c) return null;
  const h = held(c, seat);
  const base = { cashBefore: cash, sharesBefore: h, outstanding: c.outstanding, margin: null };

  if (d.type === 'MARKET' && d.side === 'BUY') {
    const listPrice = d.location === 'IPO' ? c.ipoPrice : c.price;
    const unit = bidding(view) && d.price !== null ? d.price : listPrice;
    const cost = unit * q;
    const available = d.location === 'IPO' ? c.ipoShares : c.omShares;
    if (cost > cash) warnings.push({ key: 'preview.warn.cash', params: { cash: money(cash), cost: money(cost) } });
    if (q > available) warnings.push({ key: d.location === 'IPO' ? 'preview.warn.ipoShares' : 'preview.warn.omShares', params: { available } });
    if (view.config.ownershipCapEnabled && h + q > ownershipCap(c)) warnings.push({ key: 'preview.warn.cap', params: { cap: ownershipCap(c), after: h + q } });
    if (d.location === 'IPO') {
      notes.push({ key: 'preview.note.ipo' });
      if (c.status === 'INACTIVE') notes.push({ key: 'preview.note.float', params: { need: floatNeed(c), sold: c.outstanding - c.ipoShares } });
    } else {
      notes.push({ key: 'preview.note.omBuy', params: { fill: c.fillSize, progress: c.fillProgress } });
    }
    if (bidding(view)) notes.push({ key: 'preview.note.bid' });
    notes.push({ key: 'preview.note.resolve' });
    return { ...base, cashOut: cost, cashAfter: cash - cost, unit, sharesAfter: h + q, warnings, notes };
  }
  if (d.type === 'MARKET') {
    const proceeds = c.price * q;
    if (q > h) warnings.push({ key: 'preview.warn.held', params: { held: h } });
    notes.push({ key: 'preview.note.sell', params: { steps: q } });
    notes.push({ key: 'preview.note.taxable' });
    return { ...base, cashOut: -proceeds, cashAfter: cash + proceeds, unit: c.price, sharesAfter: Math.max(0, h - q), warnings, notes };
  }
  if (d.type === 'LIMIT') {
    const value = d.price ?? 0;
    const amount = value * q;
    // Which note fits: a buy limit at or above today's price (a sell limit at or below it) is reached by the
    // price moving straight to it from here; the other side waits for the price to come back (D-08).
    const direct = d.side === 'BUY' ? value >= c.price : value <= c.price;
    const params = { value: money(value), price: money(c.price) };
    if (d.side === 'BUY') {
      if (amount > cash) warnings.push({ key: 'preview.warn.cashLimit', params: { cash: money(cash), cost: money(amount) } });
      if (view.config.ownershipCapEnabled && h + q > ownershipCap(c)) warnings.push({ key: 'preview.warn.cap', params: { cap: ownershipCap(c), after: h + q } });
      notes.push({ key: direct ? 'preview.note.limitBuy' : 'preview.note.limitBuyBelow', params });
    } else {
      if (q > h) warnings.push({ key: 'preview.warn.held', params: { held: h } });
      notes.push({ key: direct ? 'preview.note.limitSell' : 'preview.note.limitSellAbove', params });
    }
    notes.push({ key: 'preview.note.limitLife' });
    const me2 = view.players.find((p) => p.id === seat)!;
    notes.push({ key: 'preview.note.limitActions', params: { left: me2.limitActions } });
    const sign = d.side === 'BUY' ? 1 : -1;
    return { ...base, cashOut: sign * amount, cashAfter: cash - sign * amount, unit: value, sharesAfter: Math.max(0, h + sign * q), warnings, notes };
  }
  // SHORT: the bank pays V and the margin M is locked (§8.7), at the price when it opens — the engine's numbers
  // for each quantity a short may have; a larger one is refused (the verdict says so) and shows no terms.
  const terms = view.shortTerms[c.id]?.[q];
  if (!terms) return { ...base, cashOut: 0, cashAfter: cash, unit: c.price, sharesAfter: h, warnings, notes };
  const { value, margin, interest } = terms;
  const lendable = Math.max(0, c.omShares - openShortQuantity(view, c.id));
  if (margin > cash) warnings.push({ key: 'preview.warn.margin', params: { cash: money(cash), margin: money(margin) } });
  if (q > lendable) warnings.push({ key: lendable === 0 ? 'preview.warn.lendNone' : 'preview.warn.lend', params: { lendable, quantity: q, company: c.id } });
  notes.push({ key: 'preview.note.short', params: { value: money(value), margin: money(margin), interest: money(interest) } });
  notes.push({ key: 'preview.note.shortActions', params: { left: me.shortActions } });
  // "You receive" is the sale value V; the margin is its own row, and "cash after" nets the two.
  return { ...base, cashOut: -value, cashAfter: cash - margin + value, unit: c.price, sharesAfter: h, margin, warnings, notes };
}

// ---------------------------------------------------------------- tier track

export type TierCell = { index: number; price: number; tier: string; tierNumber: number; firstOfTier: boolean; fillSize: number };

export const TIER_CELLS: readonly TierCell[] = PRICE_GRID.map((price, index) => {
  const tier = stockTierOf(index);
  return { index, price, tier: tier.id, tierNumber: STOCK_TIERS.indexOf(tier) + 1, firstOfTier: tier.first === index, fillSize: tier.fillSize };
});

export { MAX_INDEX, priceAt };

/** The latest PRICE_MOVED event per company (the cause shown on hover). */
export function lastMoves(log: readonly GameEvent[]): Map<string, EventOf<'PRICE_MOVED'>> {
  const out = new Map<string, EventOf<'PRICE_MOVED'>>();
  for (const e of log) if (e.type === 'PRICE_MOVED') out.set(e.company, e);
  return out;
}

// ---------------------------------------------------------------- events

// Each log entry is checked once: the log holds up to 3000 and is read again on every change.
const readCache = new WeakMap<LogEvent, GameEvent | null>();

/**
 * The log's Sectors events, typed (the same objects). An event this board cannot read (an unknown type, a
 * field of the wrong type) is left out rather than shown half-understood.
 */
export function readLog(log: readonly LogEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const raw of log) {
    let e = readCache.get(raw);
    if (e === undefined) {
      e = readEvent(raw);
      readCache.set(raw, e);
    }
    if (e) out.push(e);
  }
  return out;
}

export function visibleTo(e: GameEvent, seat: PlayerId | null): boolean {
  return !e.visibleTo || (seat !== null && e.visibleTo.includes(seat));
}

export type EventRun = { phase: string; turn: number; subRound: number | null; events: GameEvent[] };

/** The log cut into phase instances: a new run starts at every PHASE_STARTED. */
export function phaseRuns(log: readonly GameEvent[]): EventRun[] {
  const runs: EventRun[] = [];
  for (const e of log) {
    if (e.type === 'PHASE_STARTED' || runs.length === 0) {
      // INPUT_REFUSED, the session's, is the one event that carries no turn or phase.
      const at = e.type === 'INPUT_REFUSED' ? null : e;
      runs.push({ phase: at?.phase ?? '', turn: at?.turn ?? 0, subRound: e.type === 'PHASE_STARTED' ? e.subRound : null, events: [] });
    }
    runs[runs.length - 1].events.push(e);
  }
  return runs;
}

/**
 * What happened since the seat last had something to do: the automatic phases after the last actionable one,
 * plus the resolution that actionable phase did on its way out (headlines, revenue votes, exercises). When
 * nothing happened in between (two actionable phases in a row), it reaches back one actionable phase further.
 */
export function recentStretch(log: readonly GameEvent[], seat: PlayerId | null): EventRun[] {
  const runs = phaseRuns(log.filter((e) => visibleTo(e, seat)));
  const out: EventRun[] = [];
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i];
    const last = i === runs.length - 1;
    if (isActionable(run.phase) && !last) {
      if (out.length > 0) {
        // Keep only the exit work at its end (after the last input of that phase).
        let cut = run.events.length;
        while (cut > 0 && !INPUT_EVENTS.has(run.events[cut - 1].type)) cut--;
        const tail = run.events.slice(cut).filter((e) => !INPUT_EVENTS.has(e.type));
        if (tail.length > 0) out.unshift({ ...run, events: tail });
        break;
      }
      // Two actionable phases in a row with nothing in between: show what the previous one brought.
    }
    const events = run.events.filter((e) => !INPUT_EVENTS.has(e.type));
    if (events.length > 0) out.unshift({ ...run, events });
  }
  return out;
}

// ---------------------------------------------------------------- portfolio

export type Holding = { company: string; sector: string; shares: number; price: number; value: number; status: string };

export function netWorthBreakdown(view: View, seat: PlayerId) {
  const me = view.players.find((p) => p.id === seat);
  if (!me) return null;
  const holdings: Holding[] = view.companies
    .filter((c) => held(c, seat) > 0 && c.status !== 'BANKRUPT')
    .map((c) => ({ company: c.id, sector: c.sector, shares: held(c, seat), price: c.price, value: held(c, seat) * c.price, status: c.status }));
  const shorts = ordersOf(view, seat)
    .filter((o) => o.type === 'SHORT' && o.status === 'OPEN')
    .map((o) => {
      const c = companyOf(view, o.company);
      const q = (o as Extract<Order, { type: 'SHORT' }>).quantity;
      return { order: o.id, company: o.company, quantity: q, cost: q * (c?.price ?? 0) };
    });
  const shares = holdings.reduce((n, h) => n + h.value, 0);
  const shortCost = shorts.reduce((n, s) => n + s.cost, 0);
  return { cash: me.cash, margin: me.margin, holdings, shares, shorts, shortCost, total: me.netWorth, certificates: me.certificates };
}

/** History for the charts, with the present as a last point when the turn is not recorded yet. */
export function historyWithNow(view: Pick<View, 'history' | 'turn' | 'companies' | 'players' | 'sectors' | 'consumerPool' | 'economyScore' | 'status'>) {
  const points = [...view.history];
  const last = points[points.length - 1];
  if (view.status !== 'ENDED' && (!last || last.turn < view.turn)) {
    points.push({
      turn: view.turn,
      prices: Object.fromEntries(view.companies.map((c) => [c.id, c.price])),
      netWorth: Object.fromEntries(view.players.map((p) => [p.id, p.netWorth])),
      consumers: Object.fromEntries(view.sectors.map((s) => [s.id, s.consumers])) as Record<SectorId, number>,
      pool: view.consumerPool,
      economyScore: view.economyScore,
    });
  }
  return points;
}

