/**
 * What each audience sees of a Tycoon game (§14 playerView): the public view carries hand SIZES only, never a
 * withheld card, never the reserve before game over, never a sealed answer before its window closes; a seat's
 * private view adds its own hand, its sums per company and what it may send now.
 */
import { COMPANIES, deckSize, RIGHTS_PRICE } from '../data.ts';
import { candidateActions } from '../legal.ts';
import { buyConditionOk, handSum, netWorth, optionsCap, pendingRightsPrompts, turnSeat, windowSeats } from '../queries.ts';
import { COMPANY_IDS, type CompanyId, type TycoonState } from '../types.ts';
import type { SeatInputType } from '../schemas.ts';
import type { PublicPending, TycoonPrivateView, TycoonPublicView, YearEndView } from '../view-types.ts';
import { activeWindowId } from './play.ts';
import type { TycoonGame } from './types.ts';
import { publicTradeKinds, rightsLots, rolePowers, seatTradeKinds } from './turn-preview.ts';
import { seatId, seatIndex, tycoonWindows } from './windows.ts';

const FEATURES = {
  trader: { shorts: false, options: false, dividends: false, buybacks: false },
  investor: { shorts: true, options: false, dividends: false, buybacks: false },
  strategist: { shorts: true, options: true, dividends: true, buybacks: true },
} as const;

const ids = (seats: readonly number[]) => seats.map(seatId);

function answeredOf(core: TycoonState, eligible: number[]): string[] {
  const owing = windowSeats(core);
  return ids(eligible.filter((s) => !owing.includes(s)));
}

function pendingOf(core: TycoonState): PublicPending | null {
  const w = core.window;
  if (!w) return null;
  switch (w.kind) {
    case 'premium':
    case 'withhold':
    case 'strike':
    case 'cover':
      return { kind: w.kind, seats: ids(w.eligible), answered: answeredOf(core, w.eligible) };
    case 'settle':
      return { kind: 'settle', seat: seatId(w.seat), debt: core.players[w.seat]?.debt?.amount ?? 0 };
    case 'buyback':
      return { kind: 'buyback', chairman: seatId(w.chairman), company: w.company, qty: w.qty, price: w.price, seats: ids(w.eligible), answered: answeredOf(core, w.eligible) };
    case 'suspend':
      return { kind: 'suspend', seat: seatId(w.seat), queue: ids(w.queue) };
  }
}

/** The engine's year-end record without its secret: which card a Director withheld (only who withheld). */
function yearEndView(core: TycoonState): YearEndView | null {
  const y = core.yearEnd;
  if (!y) return null;
  return {
    revealed: y.revealed.map((r) => ({ seat: seatId(r.seat), cards: r.cards })),
    withheldBy: Object.fromEntries(y.withheld.map((w) => [w.company, seatId(w.seat)])),
    struck: y.struck.map((x) => ({ company: x.company, card: x.card, by: seatId(x.by) })),
    tally: y.tally,
    suspended: y.suspended.map((x) => ({ company: x.company, by: seatId(x.by), price: x.price })),
    settlements: y.settlements?.map((x) => ({ seat: seatId(x.seat), currency: x.currency, shorts: x.shorts, options: x.options })) ?? null,
  };
}

function readySeats(game: TycoonGame): string[] {
  const active = tycoonWindows(game).at(-1);
  return active ? active.ready : [];
}

const byCompany = <T>(f: (c: CompanyId) => T): Record<CompanyId, T> => Object.fromEntries(COMPANY_IDS.map((c) => [c, f(c)])) as Record<CompanyId, T>;

export function publicView(game: TycoonGame, names: Record<string, string>): TycoonPublicView {
  const core = game.core;
  const over = core.step === 'GAME_OVER';
  const ready = readySeats(game);
  const seats = Array.from({ length: core.config.players }, (_, i) => i);
  const r = core.result;
  const keyed = (rec: Record<string, number> | undefined) => Object.fromEntries(Object.entries(rec ?? {}).map(([k, v]) => [seatId(Number(k)), v]));
  const actor = turnSeat(core);
  const view: Omit<TycoonPublicView, 'tradeKinds' | 'rolePowers'> = {
    kind: 'tycoon',
    status: over ? 'ENDED' : 'RUNNING',
    phase: core.step,
    turn: core.year,
    year: core.year,
    years: core.config.years,
    txRound: core.txRound,
    variant: core.config.variant,
    mode: core.config.mode,
    features: FEATURES[core.config.mode],
    window: activeWindowId(game),
    dealer: seatId(core.dealer),
    order: ids(core.order),
    actor: actor === null ? null : seatId(actor),
    players: seats.map((s) => {
      const p = core.players[s];
      const id = seatId(s);
      return {
        id,
        name: names[id] ?? game.config.playerNames[s] ?? id,
        cash: p.cash,
        holdings: p.holdings,
        handSize: p.hand.length,
        played: p.played,
        active: p.active,
        debt: p.debt?.amount ?? 0,
        netWorth: netWorth(core, s),
        ready: ready.includes(id),
      };
    }),
    companies: COMPANY_IDS.map((companyId) => {
      const info = COMPANIES[companyId];
      const c = core.companies[info.id];
      return {
        id: info.id,
        name: info.name,
        sector: info.sector,
        startPrice: info.startPrice,
        price: c.price,
        history: core.history[info.id],
        outstanding: c.outstanding,
        supply: c.supply,
        premiumPct: c.premiumPct,
        shortTotal: c.shortTotal,
        optionsWritten: c.optionsWritten,
        optionsCap: optionsCap(core, info.id),
        chairman: c.chairman === undefined ? null : seatId(c.chairman),
        director: c.director === undefined ? null : seatId(c.director),
        suspended: c.suspended,
        refPrice: c.refPrice ?? null,
        firstBuyDone: c.firstBuyDone,
      };
    }),
    shorts: core.shorts.map((x) => ({ seat: seatId(x.seat), company: x.company, qty: x.qty, entry: x.entry })),
    options: core.options.map((x) => ({ seat: seatId(x.seat), company: x.company, kind: x.kind, qty: x.qty, strike: x.strike })),
    rightsWindows: core.rightsWindows.map((w) => ({ id: w.id, company: w.company, eligible: ids(w.eligible), answered: ids(w.answered) })),
    pending: pendingOf(core),
    yearEnd: yearEndView(core),
    result: r ? { ranks: keyed(r.ranks), netWorth: keyed(r.netWorth), cash: keyed(r.cash), holdingsValue: keyed(r.holdingsValue), debt: keyed(r.debt) } : null,
    reserve: over ? [...core.reserve] : null,
    deckSize: deckSize(core.config.variant),
    handSize: game.handSize,
    turnSeconds: game.config.turnSeconds,
    windowSeconds: game.config.windowSeconds,
    netWorthHistory: Object.fromEntries(game.netWorth.map((row, s) => [seatId(s), row])),
  };
  // What each seat's turn form offers from public facts (features, roles), for screens without its private view.
  return {
    ...view,
    tradeKinds: Object.fromEntries(view.players.map((p) => [p.id, publicTradeKinds(view, p.id)])),
    rolePowers: Object.fromEntries(view.players.map((p) => [p.id, rolePowers(view, p.id)])),
  };
}

/** The seat's own sealed answers in the open window (they stay private until it closes). */
function sealedOf(core: TycoonState, seat: number): Record<string, unknown> {
  const w = core.window;
  if (!w) return {};
  const mine = (rec: Record<string, unknown>) => Object.fromEntries(Object.entries(rec).filter(([k]) => k.split(':')[0] === String(seat)).map(([k, v]) => [k.split(':')[1] ?? k, v]));
  switch (w.kind) {
    case 'withhold':
    case 'strike':
      return mine(w.choices);
    case 'premium': {
      const choices = (w as { choices?: Record<string, unknown> }).choices;
      return choices ? mine(choices) : {};
    }
    case 'buyback':
      return String(seat) in w.offers ? { offer: w.offers[String(seat)] } : {};
    case 'cover':
      return String(seat) in w.plans ? { sales: w.plans[String(seat)] } : {};
    default:
      return {};
  }
}

/** The facts the turn form's kinds depend on (features, roles), without building the whole public view. */
function rolesOf(core: TycoonState) {
  const role = (s: number | undefined) => (s === undefined ? null : seatId(s));
  return { features: FEATURES[core.config.mode], companies: COMPANY_IDS.map((id) => ({ id, chairman: role(core.companies[id].chairman), director: role(core.companies[id].director) })) };
}

export function privateView(game: TycoonGame, player: string): TycoonPrivateView {
  const core = game.core;
  const seat = seatIndex(player);
  const p = core.players[seat];
  if (!p) return { player, hand: [], handSums: byCompany(() => 0), buyConditionOk: byCompany(() => false), rightsPrompts: [], sealed: {}, withheld: [], can: [], tradeKinds: [], rightsLots: byCompany(() => 0), rightsPrice: RIGHTS_PRICE };
  const running = core.step !== 'GAME_OVER';
  // The seatless `advance` is the session's, never a seat's input.
  const can: SeatInputType[] = running ? [...new Set(candidateActions(core, seat).flatMap((a) => (a.type === 'advance' ? [] : [a.type])))] : [];
  const active = tycoonWindows(game).at(-1);
  if (active && active.kind !== 'sequential' && active.seats.includes(player) && !active.ready.includes(player)) can.push('READY');
  const withheld = (core.yearEnd?.withheld ?? []).filter((w) => w.seat === seat).map((w) => w.card);
  return {
    player,
    hand: [...p.hand],
    handSums: byCompany((c) => handSum(core, seat, c)),
    buyConditionOk: byCompany((c) => buyConditionOk(core, seat, c)),
    rightsPrompts: turnSeat(core) === seat ? pendingRightsPrompts(core, seat) : [],
    sealed: sealedOf(core, seat),
    withheld,
    can,
    tradeKinds: seatTradeKinds(rolesOf(core), player, p.hand, can),
    rightsLots: rightsLots(p),
    rightsPrice: RIGHTS_PRICE,
  };
}
