/**
 * The medium bot: values every share as its final price plus the payouts still to come if nobody sells any
 * more (value.ts) and trades on the margin against the price.
 * - Turn: it sells a holding only when the sale, absorptions included, beats keeping the shares; then it buys
 *   the share with the best margin per dollar (value − price) / price, from the company or the pool, when that
 *   margin is worth having; otherwise it ends the turn (a pass if nothing was done).
 * - Offer pass: as a player it takes a share whose margin is worth having when it can still afford the better
 *   shares on sale, or when nothing on sale is better (holding shares of the company, it also counts the drop an
 *   absorption would cause them). As director it lets the company take: company cash belongs to nobody, and
 *   every share the company takes is one the pool does not absorb at the holders' cost.
 * - Declarations: it re-issues treasury shares only as far as it wants more of the company than its IPO holds.
 * With a generator it breaks near-ties by a little noise, so seat-rotated tournaments do not replay one game.
 */
import { randInt, type Rng } from '../../../rng.ts';
import { absorption } from '../market.ts';
import { companySharesForSale, marketPrice, owedOfferAnswers } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import { buyOptions, room, sellable, type BuyOption } from './moves.ts';
import { shareValue, valuesOf, type Values } from './value.ts';

/** A purchase must promise at least this margin per dollar (pool shares cost a column more, so they rarely do). */
export const MIN_RATIO = 0.03;
/** A sale must beat keeping the shares by at least this many dollars. */
const MIN_SALE_GAIN = 5;
/** Noise added to a margin per dollar when a generator is given (uniform in ±NOISE). */
export const NOISE = 0.1;

const jitter = (rng: Rng | null): number => (rng ? (randInt(rng, -1000, 1000) / 1000) * NOISE : 0);

export function mediumDecide(s: SrState, seat: number, rng: Rng | null): SrAction[] {
  switch (s.step) {
    case 'DECLARE': return mediumDeclare(s, seat);
    case 'TURN': return [mediumTurn(s, seat, rng)];
    case 'OFFER': return mediumAnswers(s, seat);
    case 'GAME_OVER': return [];
  }
}

/** §5.2: re-issue only the treasury shares this director would buy itself beyond the IPO (one per open company). */
export function mediumDeclare(s: SrState, seat: number): SrAction[] {
  const values = valuesOf(s);
  const cash = s.players[seat].cash;
  return s.declare!.open.map((code) => {
    const price = marketPrice(s, code);
    const worth = (values[code] - price) / price >= MIN_RATIO;
    const want = worth ? Math.min(room(s, seat, code), Math.floor(cash / price)) : 0;
    const count = Math.max(0, Math.min(s.companies[code].treasury, want - s.companies[code].ipo));
    return { type: 'declareReissue', seat, company: code, count } as SrAction;
  });
}

export function mediumTurn(s: SrState, seat: number, rng: Rng | null): SrAction {
  const values = valuesOf(s);
  const sale = bestSale(s, seat, values);
  if (sale && sale.gain >= MIN_SALE_GAIN) return { type: 'sell', seat, company: sale.company, count: sale.count };
  const buy = bestBuy(s, seat, values, rng);
  if (buy) return { type: 'buy', seat, company: buy.company, source: buy.source };
  return { type: 'endTurn', seat };
}

export const ratioOf = (b: BuyOption, values: Values): number => (values[b.company] - b.price) / b.price;

/** The purchase with the best (noisy) margin per dollar, if one clears MIN_RATIO. */
export function bestBuy(s: SrState, seat: number, values: Values, rng: Rng | null): BuyOption | null {
  let best: BuyOption | null = null;
  let bestScore = -Infinity;
  for (const b of buyOptions(s, seat)) {
    const ratio = ratioOf(b, values);
    if (ratio < MIN_RATIO) continue;
    const score = ratio + jitter(rng);
    if (score > bestScore) { best = b; bestScore = score; }
  }
  return best;
}

/**
 * The best sale of one holding if medium's guess of the offer loop comes true: the company (when it may buy from
 * this seller) takes a share per pass while its cash lasts, other players take none (they value the share as
 * this seat does, so they want it only when this seat would keep it), and the pool absorbs the rest.
 */
export function bestSale(s: SrState, seat: number, values: Values): { company: string; count: number; gain: number } | null {
  let best: { company: string; count: number; gain: number } | null = null;
  for (const code of sellable(s, seat)) {
    // No taker pays more than the market price, and absorptions only lower the shares kept: while a share is
    // worth at least its price, no sale of it can beat keeping it.
    if (values[code] >= marketPrice(s, code)) continue;
    const held = s.players[seat].holdings[code];
    const co = s.companies[code];
    const companyBuys = co.director !== null && (co.director !== seat || s.config.options.companyMayBuyFromDirector);
    let cash = co.cash;
    let cell = co.token;
    let proceeds = 0;
    for (let k = 1; k <= held; k++) {
      const price = s.config.scenario.grid[cell.r][cell.c];
      if (companyBuys && cash >= price) { cash -= price; proceeds += price; } else {
        const a = absorption(s.config.scenario.grid, cell);
        proceeds += a.paid;
        cell = a.to;
      }
      const gain = proceeds + (held - k) * shareValue(s, code, cell) - held * values[code];
      if (!best || gain > best.gain) best = { company: code, count: k, gain };
    }
  }
  return best;
}

/** The answers `seat` owes in the open offer pass: its own first, then the company's (both in one window). */
export function mediumAnswers(s: SrState, seat: number): SrAction[] {
  const owed = owedOfferAnswers(s, seat);
  const o = s.offer!;
  const out: SrAction[] = [];
  if (owed.player) out.push({ type: 'offerResponse', seat, take: wantsOffered(s, seat, valuesOf(s)) });
  if (owed.company) out.push({ type: 'companyOfferResponse', seat, company: o.company, take: true });
  return out;
}

/**
 * Take the offered share when its margin clears MIN_RATIO and either the cash left still pays for every better
 * share on sale (as many as this seat could hold) or nothing on sale is better. A seat holding the company
 * counts half the drop an absorption would cause its shares (others may take the share anyway).
 */
export function wantsOffered(s: SrState, seat: number, values: Values): boolean {
  const o = s.offer!;
  const code = o.company;
  const held = s.players[seat].holdings[code];
  const after = shareValue(s, code, absorption(s.config.scenario.grid, s.companies[code].token).to);
  const protect = (held * (values[code] - after)) / 2;
  const ratio = (values[code] - o.price + protect) / o.price;
  if (ratio < MIN_RATIO) return false;
  const cash = s.players[seat].cash;
  let better = 0;
  let bestElsewhere = -Infinity;
  for (const other of s.companyOrder) {
    const price = marketPrice(s, other);
    const r = (values[other] - price) / price;
    const n = Math.min(companySharesForSale(s, other), room(s, seat, other) - (other === code ? 1 : 0));
    if (n <= 0) continue;
    bestElsewhere = Math.max(bestElsewhere, r);
    if (r > ratio) better += n * price;
  }
  return cash - o.price >= better || ratio >= bestElsewhere;
}
