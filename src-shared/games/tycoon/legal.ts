/**
 * A finite, representative set of actions the engine accepts now from a seat (for bots, the fuzz and the
 * desk's hints), and the timeout default of each step. Every candidate is run through the engine's own
 * checks (validate, no writes), so the list never holds an action the engine would refuse.
 */
import { cardOf, DIVIDEND_CAP_CHAIRMAN, DIVIDEND_CAP_DIRECTOR, LOT, MIN_BUY_VALUE, RIGHTS_PRICE, SHORT_CAP } from './data.ts';
import { featuresOf } from './config.ts';
import { entitlementOf, openCompaniesFor, optionsCap, pendingRightsPrompts, turnSeat, windowSeats } from './queries.ts';
import { liquidationPlan } from './solvency.ts';
import { COMPANY_IDS, type CompanyId, type TycoonAction, type TycoonState } from './types.ts';
import { validate } from './validate.ts';

const lotsDown = (q: number): number => Math.floor(q / LOT) * LOT;

/** 1 lot (or the smallest valid amount), a middle amount and the max, deduplicated and positive. */
function spread(min: number, max: number): number[] {
  if (max < min || max < LOT) return [];
  const mid = lotsDown((min + max) / 2);
  return [...new Set([min, mid, max])].filter((q) => q >= LOT);
}

function turnCandidates(s: TycoonState, seat: number): TycoonAction[] {
  const out: TycoonAction[] = [];
  const prompts = pendingRightsPrompts(s, seat);
  if (prompts.length > 0) {
    const pr = prompts[0];
    const p = s.players[seat];
    const max = Math.min(pr.entitlement, lotsDown(s.companies[pr.company].supply), lotsDown(p.cash / RIGHTS_PRICE));
    out.push({ type: 'declineRights', seat, window: pr.window });
    for (const qty of spread(LOT, max)) out.push({ type: 'exerciseRights', seat, window: pr.window, qty });
    return out;
  }
  const f = featuresOf(s.config.mode);
  const p = s.players[seat];
  out.push({ type: 'pass', seat });
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    const h = p.holdings[id];
    if (c.price > 0) {
      const min = Math.max(LOT, Math.ceil(MIN_BUY_VALUE / c.price / LOT) * LOT);
      const max = Math.min(lotsDown(c.supply), lotsDown(p.cash / c.price));
      for (const qty of spread(min, max)) out.push({ type: 'buy', seat, company: id, qty });
    }
    for (const qty of spread(LOT, h)) out.push({ type: 'sell', seat, company: id, qty });
    if (f.shorts && h === 0) {
      let mine = 0;
      for (const sh of s.shorts) if (sh.seat === seat && sh.company === id) mine += sh.qty;
      for (const qty of spread(LOT, Math.min(SHORT_CAP - mine, SHORT_CAP - c.shortTotal))) out.push({ type: 'short', seat, company: id, qty });
    }
    if (f.options && c.price > 0) {
      const room = optionsCap(s, id) - c.optionsWritten;
      const afford = lotsDown((p.cash * 100) / (c.price * c.premiumPct));
      for (const qty of spread(LOT, Math.min(room, afford))) {
        out.push({ type: 'buyOption', seat, company: id, kind: 'call', qty });
        out.push({ type: 'buyOption', seat, company: id, kind: 'put', qty });
      }
    }
    if (f.dividends && (c.chairman === seat || c.director === seat)) {
      const step = s.config.dividendStep;
      const cap = Math.min(c.chairman === seat ? DIVIDEND_CAP_CHAIRMAN : DIVIDEND_CAP_DIRECTOR, c.price);
      for (const d of new Set([step, Math.floor(cap / step) * step])) out.push({ type: 'declareDividend', seat, company: id, perShare: d });
    }
    if (f.buybacks && c.chairman === seat) {
      let others = 0;
      for (const o of s.order) if (o !== seat) others += s.players[o].holdings[id];
      for (const price of [Math.max(1, c.price), c.price + 5]) {
        const afford = s.config.buybackFunder === 'chairman' ? lotsDown(p.cash / price) : Number.MAX_SAFE_INTEGER;
        for (const qty of new Set([10 * LOT, lotsDown(others)])) {
          if (qty >= LOT && qty <= afford) out.push({ type: 'announceBuyback', seat, company: id, qty, price });
        }
      }
    }
  }
  const seen = new Set<string>();
  for (const card of p.hand) {
    const k = cardOf(card)!.kind;
    if (seen.has(k)) continue; // one card of each kind is representative
    seen.add(k);
    if (k === 'LOAN') out.push({ type: 'playLoan', seat, card });
    if (k === 'DEB') for (const id of COMPANY_IDS) if (s.companies[id].price === 0 && p.holdings[id] >= LOT) out.push({ type: 'playDebenture', seat, card, company: id });
    if (k === 'RIGHTS') {
      for (const id of COMPANY_IDS) {
        const max = Math.min(entitlementOf(p.holdings[id]), lotsDown(s.companies[id].supply), lotsDown(p.cash / RIGHTS_PRICE));
        for (const qty of spread(LOT, max)) out.push({ type: 'playRights', seat, card, company: id, qty });
      }
    }
  }
  return out;
}

function windowCandidates(s: TycoonState, seat: number): TycoonAction[] {
  const w = s.window!;
  const out: TycoonAction[] = [];
  const p = s.players[seat];
  switch (w.kind) {
    case 'premium':
      for (const company of openCompaniesFor(s, seat)) for (const pct of [10, 5, 15]) out.push({ type: 'setPremium', seat, company, pct });
      break;
    case 'buyback': {
      const h = p.holdings[w.company];
      for (const qty of new Set([0, LOT, lotsDown(h / 2), h])) out.push({ type: 'buybackOffer', seat, qty });
      break;
    }
    case 'withhold':
      for (const company of openCompaniesFor(s, seat)) {
        out.push({ type: 'withhold', seat, company, card: null });
        for (const card of p.hand) if (cardOf(card)!.company === company) out.push({ type: 'withhold', seat, company, card });
      }
      break;
    case 'strike':
      for (const company of openCompaniesFor(s, seat)) {
        out.push({ type: 'strike', seat, company, card: null });
        const counted: string[] = [];
        for (const o of s.order) for (const card of s.players[o].hand) if (cardOf(card)!.company === company) counted.push(card);
        counted.sort((a, b) => cardOf(a)!.delta! - cardOf(b)!.delta!);
        for (const card of new Set([counted[0], counted[counted.length - 1]])) out.push({ type: 'strike', seat, company, card });
      }
      break;
    case 'suspend': {
      out.push({ type: 'suspend', seat, companies: [] });
      const open = COMPANY_IDS.filter((id) => !s.companies[id].suspended);
      for (const id of open) out.push({ type: 'suspend', seat, companies: [id] });
      if (open.length >= 2) out.push({ type: 'suspend', seat, companies: [open[open.length - 1], open[0]] });
      break;
    }
    case 'cover': {
      out.push({ type: 'coverDebt', seat });
      const prices = {} as Record<CompanyId, number>;
      for (const id of COMPANY_IDS) prices[id] = s.companies[id].price;
      out.push({ type: 'coverDebt', seat, sales: liquidationPlan(p.cash, p.holdings, prices, 0) });
      out.push({ type: 'coverDebt', seat, sales: COMPANY_IDS.filter((id) => p.holdings[id] > 0).map((id) => ({ company: id, qty: p.holdings[id] })) });
      break;
    }
    case 'settle': {
      out.push({ type: 'settleDebt', seat });
      const loans = p.hand.filter((id) => cardOf(id)!.kind === 'LOAN');
      const sales = COMPANY_IDS.filter((id) => p.holdings[id] > 0).map((id) => ({ company: id, qty: p.holdings[id] }));
      out.push({ type: 'settleDebt', seat, loans, sales });
      out.push({ type: 'settleDebt', seat, loans, sales: [] });
      break;
    }
  }
  return out;
}

/** Actions the engine accepts now from `seat` (empty when the seat has nothing to do; `advance` is seatless). */
export function candidateActions(s: TycoonState, seat: number): TycoonAction[] {
  if (s.step === 'GAME_OVER' || !windowSeats(s).includes(seat)) return [];
  // Turn candidates are distinct by construction; window answers are few, so a JSON key dedupes them cheaply.
  if (!s.window) return turnCandidates(s, seat).filter((a) => validate(s, a) === null);
  const keys = new Set<string>();
  const out: TycoonAction[] = [];
  for (const a of windowCandidates(s, seat)) {
    const key = JSON.stringify(a);
    if (keys.has(key) || validate(s, a)) continue;
    keys.add(key);
    out.push(a);
  }
  return out;
}

/**
 * The timeout default of `seat` now (§14), flagged auto; null when the seat has nothing pending. One call gives
 * one action: a seat with several pending answers (prompts, companies) gets the next default after each one.
 */
export function defaultAction(s: TycoonState, seat: number): TycoonAction | null {
  if (s.step === 'GAME_OVER' || !windowSeats(s).includes(seat)) return null;
  const w = s.window;
  if (!w) {
    if (turnSeat(s) !== seat) return null;
    const prompts = pendingRightsPrompts(s, seat);
    if (prompts.length > 0) return { type: 'declineRights', seat, window: prompts[0].window, auto: true };
    return { type: 'pass', seat, auto: true };
  }
  switch (w.kind) {
    case 'premium': return { type: 'setPremium', seat, company: openCompaniesFor(s, seat)[0], pct: 10, auto: true };
    case 'buyback': return { type: 'buybackOffer', seat, qty: 0, auto: true };
    case 'withhold':
    case 'strike': return { type: w.kind, seat, company: openCompaniesFor(s, seat)[0], card: null, auto: true };
    case 'suspend': return { type: 'suspend', seat, companies: [], auto: true };
    case 'cover': return { type: 'coverDebt', seat, auto: true };
    case 'settle': return { type: 'settleDebt', seat, auto: true };
  }
}
