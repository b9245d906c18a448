/**
 * What the turn form shows that only the rules can say (issue 23: the renderer computes no rules): which kinds
 * of action a seat may choose (the mode's features, its roles, the cards in its hand, what it may send now),
 * how many rights lots its holdings entitle it to offer, the rights price (§9.7), and what a drafted input would
 * move — cost, proceeds, an option's premium (§9.6), a dividend's payout, a buyback's cost, what a debt cover or
 * settlement raises (§12). The views carry the first ones; the money goes with the engine's verdict on the draft
 * (`check_result.preview`).
 */
import { LOAN_VALUE, RIGHTS_PRICE } from '../data.ts';
import { premiumFor } from '../actions/trade.ts';
import { entitlementOf } from '../queries.ts';
import { COMPANY_IDS, type CompanyId, type Features } from '../types.ts';
import type { PublicPlayer, TradeKind } from '../view-types.ts';
import type { TycoonGame } from './types.ts';
import { seatIndex } from './windows.ts';

export type { TradeKind };

/** The input each kind sends (`can` lists input types). */
const INPUT_OF: Record<TradeKind, string> = {
  buy: 'buy', sell: 'sell', short: 'short', call: 'buyOption', put: 'buyOption', dividend: 'declareDividend', buyback: 'announceBuyback',
  loan: 'playLoan', debenture: 'playDebenture', rights: 'playRights',
};
/** The special card each card play needs (a card id's middle part: `2:LOAN:1`). */
const CARD_OF = { loan: 'LOAN', debenture: 'DEB', rights: 'RIGHTS' } as const;

/** The public facts the kinds depend on: the mode's features and who holds each company's roles (seat ids). */
type Roles = { features: Features; companies: readonly { id: CompanyId; chairman: string | null; director: string | null }[] };

/** The companies a seat's roles let it act for (§10): dividends need the Chairman or the Director, buybacks the Chairman. */
export type RolePowers = { dividend: CompanyId[]; buyback: CompanyId[] };

export function rolePowers(view: Pick<Roles, 'companies'>, seat: string): RolePowers {
  return {
    dividend: view.companies.filter((c) => c.chairman === seat || c.director === seat).map((c) => c.id),
    buyback: view.companies.filter((c) => c.chairman === seat).map((c) => c.id),
  };
}

/**
 * The kinds a seat's turn form offers from public facts alone — the mode's features and the seat's roles — for a
 * screen without the seat's private view (a shared hot-seat screen shows no hand, so no card play).
 */
export function publicTradeKinds(view: Roles, seat: string): TradeKind[] {
  const f = view.features;
  const kinds: TradeKind[] = ['buy', 'sell'];
  if (f.shorts) kinds.push('short');
  if (f.options) kinds.push('call', 'put');
  const powers = rolePowers(view, seat);
  if (f.dividends && powers.dividend.length > 0) kinds.push('dividend');
  if (f.buybacks && powers.buyback.length > 0) kinds.push('buyback');
  return kinds;
}

/** The same with the seat's hand (card plays for the special cards held), narrowed by the input types it may send now. */
export function seatTradeKinds(view: Roles, seat: string, hand: readonly string[], can: readonly string[]): TradeKind[] {
  const kinds = publicTradeKinds(view, seat);
  for (const k of ['loan', 'debenture', 'rights'] as const) if (hand.some((card) => card.split(':')[1] === CARD_OF[k])) kinds.push(k);
  return kinds.filter((k) => can.includes(INPUT_OF[k]));
}

/** Per company, the most lots of rights the seat may offer with a Rights card: its entitlement (§9.7), in lots of 1,000. */
export function rightsLots(player: Pick<PublicPlayer, 'holdings'> | undefined): Record<CompanyId, number> {
  return Object.fromEntries(COMPANY_IDS.map((c) => [c, entitlementOf(player?.holdings[c] ?? 0) / 1000])) as Record<CompanyId, number>;
}

/**
 * What a drafted input moves: `money` names the line — a trade's cost or proceeds, an option's premium, a
 * dividend's payout, a buyback's cost, or what a debt cover or settlement raises.
 */
export type TurnPreview = { money: 'cost' | 'proceeds' | 'premium' | 'payout' | 'buybackCost' | 'raised'; amount: number; pct?: number };

type Draftable = { type: string; company?: unknown; qty?: unknown; perShare?: unknown; price?: unknown; sales?: unknown; loans?: unknown };

/** What a company's previews read: its price and option premium rate, and the shares the active seats hold. */
export type CompanyFacts = { price: number; premiumPct: number; heldByActive: number };
/** What the previews read: the acting seat's cash, and each company's facts. */
export type MarketFacts = { cash: number; companies: Partial<Record<CompanyId, CompanyFacts>> };

/** What a debt's sales and Loan cards raise (§12): sales at today's prices; settling, cash on hand and $100,000 a Loan too. */
function raised(input: Draftable, market: MarketFacts): number {
  const sales = Array.isArray(input.sales) ? (input.sales as { company?: unknown; qty?: unknown }[]) : [];
  const proceeds = sales.reduce((sum, s) => sum + (typeof s.qty === 'number' ? s.qty : 0) * (market.companies[s.company as CompanyId]?.price ?? 0), 0);
  if (input.type === 'coverDebt') return proceeds;
  const loans = Array.isArray(input.loans) ? input.loans.length : 0;
  return Math.max(0, market.cash) + loans * LOAN_VALUE + proceeds;
}

/** The preview of an input from the facts it reads (null for inputs without one, or an unknown company). */
export function previewWith(input: Draftable, market: MarketFacts): TurnPreview | null {
  if (input.type === 'coverDebt' || input.type === 'settleDebt') return { money: 'raised', amount: raised(input, market) };
  const facts = market.companies[input.company as CompanyId];
  if (!facts) return null;
  const qty = typeof input.qty === 'number' ? input.qty : NaN;
  switch (input.type) {
    case 'buy':
      return { money: 'cost', amount: qty * facts.price };
    case 'sell':
      return { money: 'proceeds', amount: qty * facts.price };
    case 'playRights':
      return { money: 'cost', amount: qty * RIGHTS_PRICE };
    case 'buyOption':
      return { money: 'premium', amount: premiumFor(facts.price, qty, facts.premiumPct), pct: facts.premiumPct };
    case 'declareDividend':
      // Paid on the shares the active seats hold (§9.8).
      return typeof input.perShare === 'number' ? { money: 'payout', amount: input.perShare * facts.heldByActive } : null;
    case 'announceBuyback':
      return typeof input.price === 'number' ? { money: 'buybackCost', amount: qty * input.price } : null;
    default:
      return null;
  }
}

/** The preview of `seat`'s input, read from the state as it stands. */
export function turnPreview(game: TycoonGame, seat: number, input: Draftable): TurnPreview | null {
  const core = game.core;
  const players = Object.values(core.players);
  const companies = Object.fromEntries(COMPANY_IDS.map((id) => {
    const c = core.companies[id];
    const heldByActive = players.reduce((sum, p) => sum + (p.active ? (p.holdings[id] ?? 0) : 0), 0);
    return [id, { price: c.price, premiumPct: c.premiumPct, heldByActive }];
  }));
  return previewWith(input, { cash: core.players[seat]?.cash ?? 0, companies });
}

/** The module's preview hook: a turn input of a seat of this game. */
export function tycoonPreview(game: TycoonGame, input: Draftable & { player?: string }): TurnPreview | null {
  const seat = typeof input.player === 'string' ? seatIndex(input.player) : -1;
  return seat < 0 ? null : turnPreview(game, seat, input);
}
