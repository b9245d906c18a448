/**
 * Plain questions about the view for the board's components. Everything here reads the view the host sent;
 * nothing decides a rule and no rules data is imported (issue 23; test/unit/platform/renderer-rules-boundary):
 * what only the rules can say (costs, short terms, which orders may be cancelled, the price track, the revenue
 * split) comes worked out in the view, and the engine's verdict on an input, with its preview, from `desk.check`.
 */
import {
  readEvent, type EventOf, type GameEvent, type mergeView, type OrderFlags, type OrderView, type SectorsInput,
} from '../../../../src-shared/games/sectors/schemas.ts';
import type { Order, PlayerId, ShortOrder } from '../../../../src-shared/games/sectors/types.ts';
import type { OrderPreview, PreviewNote } from '../../../../src-shared/games/sectors/preview.ts';
import type { LogEvent, Outcome } from '../../../client/desk.svelte.ts';
import type { ActFn as GameActFn, BoardInput, CheckFn as GameCheckFn } from '../../registry.ts';
import type { SectorsKey } from '../i18n.ts';
import { INPUT_EVENTS } from './events.ts';
import { money } from './format.ts';

/** The view a Sectors board reads: the public view with the seat's private part over it (decoded: index.ts). */
export type View = ReturnType<typeof mergeView>;
export type CompanyView = View['companies'][number];
/** An event of the log as the shell keeps it (any game's); `readLog` makes Sectors' events of it. */
export type { LogEvent };

/** What a seat may send (the clock's TIMEOUT is the host's), as inferred from Sectors' input schemas. */
export type SeatInput = Exclude<SectorsInput, { type: 'TIMEOUT' }>;
/** An input as a board sends it: the host fills `player` in from the seat. */
export type SeatAction = BoardInput<SeatInput>;
export type ActionOf<T extends SeatAction['type']> = Extract<SeatAction, { type: T }>;

/** What a board component may do for the seat it acts for. */
export type ActFn = GameActFn<SeatAction>;
export type CheckFn = GameCheckFn<SeatAction>;

// ---------------------------------------------------------------- phases

/** Whether players act in `phase` (the view lists those phases; the others run by themselves). */
export function isActionable(phase: string, actionable: readonly string[]): boolean {
  return actionable.includes(phase);
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
export function draftAction(view: Pick<View, 'config'>, d: OrderDraft): ActionOf<'PLACE_MARKET_ORDER' | 'PLACE_LIMIT_ORDER' | 'PLACE_SHORT_ORDER' | 'PLACE_OPTION_ORDER'> | null {
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
/** The engine's preview of a draft order (`check_result.preview`), its notes as the board's sentences. */
export type Preview = Omit<OrderPreview, 'warnings' | 'notes'> & { warnings: Note[]; notes: Note[] };

/** The preview's money params (whole dollars, shown as money); the rest are counts or a company id (preview.ts). */
const MONEY_PARAMS = new Set(['cash', 'cost', 'strike', 'price', 'now', 'value', 'margin', 'interest']);

function note(n: PreviewNote): Note {
  const params = n.params ? Object.fromEntries(Object.entries(n.params).map(([k, x]) => [k, MONEY_PARAMS.has(k) && typeof x === 'number' ? money(x) : x])) : undefined;
  return { key: `preview.${n.code}` as SectorsKey, ...(params ? { params } : {}) };
}

const isNotes = (x: unknown): x is PreviewNote[] => Array.isArray(x) && x.every((n) => typeof n === 'object' && n !== null && typeof (n as PreviewNote).code === 'string');

/**
 * The preview the engine sent with its verdict on the draft (the host's `check_result.preview`, from
 * src-shared/games/sectors/preview.ts): costs, cash and ownership after, resolution-time warnings. Null until
 * an answer with one arrives, or when the answer carries none (an input that is not an order, a malformed draft).
 */
export function previewOf(verdict: Outcome | null): Preview | null {
  const p = verdict?.preview as OrderPreview | undefined;
  if (!p || typeof p !== 'object' || typeof p.cashOut !== 'number' || !isNotes(p.warnings) || !isNotes(p.notes)) return null;
  return { ...p, warnings: p.warnings.map(note), notes: p.notes.map(note) };
}

// ---------------------------------------------------------------- tier track

export type TierCell = { index: number; price: number; tier: string; tierNumber: number; firstOfTier: boolean; fillSize: number };

/** The track's cells from the view's `priceTrack`: each index's price, in the last tier starting at or before it. */
export function tierCells(track: View['priceTrack']): TierCell[] {
  return track.prices.map((price, index) => {
    const n = track.tiers.findLastIndex((t) => t.first <= index);
    const tier = track.tiers[n];
    return { index, price, tier: tier.id, tierNumber: n + 1, firstOfTier: tier.first === index, fillSize: tier.fillSize };
  });
}

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
export function recentStretch(log: readonly GameEvent[], seat: PlayerId | null, actionable: readonly string[]): EventRun[] {
  const runs = phaseRuns(log.filter((e) => visibleTo(e, seat)));
  const out: EventRun[] = [];
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i];
    const last = i === runs.length - 1;
    if (isActionable(run.phase, actionable) && !last) {
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
    .filter((o): o is ShortOrder => o.type === 'SHORT' && o.status === 'OPEN')
    .map((o) => {
      const c = companyOf(view, o.company);
      return { order: o.id, company: o.company, quantity: o.quantity, cost: o.quantity * (c?.price ?? 0) };
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
      consumers: Object.fromEntries(view.sectors.map((s) => [s.id, s.consumers])),
      pool: view.consumerPool,
      economyScore: view.economyScore,
    });
  }
  return points;
}

