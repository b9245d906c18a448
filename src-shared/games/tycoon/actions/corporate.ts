/** Dividends (§9.10, T-D17) and buybacks (§9.11, T-D19–T-D21): Strategist powers of the Chairman and Director. */
import { touchHolding, updateControl } from '../control.ts';
import { emit, type Ctx } from '../ctx.ts';
import { BUYBACK_MAX_PRICE, BUYBACK_STEP_PRICE, BUYBACK_STEP_SHARES, DIVIDEND_CAP_CHAIRMAN, DIVIDEND_CAP_DIRECTOR, LOT } from '../data.ts';
import { refuse, type Refusal } from '../errors.ts';
import { endTurn, openDecision } from '../flow.ts';
import { afterWrapping } from '../order.ts';
import type { CompanyId, TycoonState } from '../types.ts';

type Dividend = { seat: number; company: CompanyId; perShare: unknown };
type Buyback = { seat: number; company: CompanyId; qty: number; price: unknown };

export function checkDividend(s: TycoonState, a: Dividend): Refusal | null {
  const c = s.companies[a.company];
  const isChair = c.chairman === a.seat;
  if (!isChair && c.director !== a.seat) return refuse('DIVIDEND_NOT_CONTROLLER', `Only ${a.company}'s Chairman or Director may declare a dividend.`);
  const d = a.perShare;
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d % s.config.dividendStep !== 0) {
    return refuse('DIVIDEND_BAD_AMOUNT', `A dividend is a whole amount of at least 1, in steps of ${s.config.dividendStep}.`);
  }
  const cap = isChair ? DIVIDEND_CAP_CHAIRMAN : DIVIDEND_CAP_DIRECTOR;
  if (d > cap) return refuse('DIVIDEND_ABOVE_CAP', `Your dividend cap on ${a.company} is ${cap} per share.`);
  if (d > c.price) return refuse('DIVIDEND_ABOVE_PRICE', `A dividend cannot exceed the price of ${a.company} (${c.price}).`);
  return null;
}

/** The bank pays every active holder; the price drops at once; shorts accrue with shortsPayDividends. */
export function runDividend(ctx: Ctx, a: Dividend): void {
  const s = ctx.s;
  const d = a.perShare as number;
  const c = s.companies[a.company];
  const payouts: Record<string, number> = {};
  for (const seat of s.order) {
    const h = s.players[seat].holdings[a.company];
    if (h === 0) continue;
    s.players[seat].cash += d * h;
    payouts[seat] = d * h;
  }
  c.price -= d;
  if (s.config.shortsPayDividends) for (const sh of s.shorts) if (sh.company === a.company) sh.accrued += d * sh.qty;
  emit(ctx, 'DIVIDEND_DECLARED', { seat: a.seat, company: a.company, perShare: d, payouts, price: c.price });
  endTurn(ctx, false);
}

export function checkBuyback(s: TycoonState, a: Buyback): Refusal | null {
  if (s.companies[a.company].chairman !== a.seat) return refuse('BUYBACK_NOT_CHAIRMAN', `Only ${a.company}'s Chairman may announce a buyback.`);
  const price = a.price;
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 1 || price > BUYBACK_MAX_PRICE) {
    return refuse('BUYBACK_BAD_PRICE', `A buyback price is a whole amount from 1 to ${BUYBACK_MAX_PRICE}.`);
  }
  if (s.config.buybackFunder === 'chairman' && s.players[a.seat].cash < a.qty * price) {
    return refuse('INSUFFICIENT_CASH', `The buyback needs ${a.qty * price} in cash.`);
  }
  return null;
}

/** Opens the sealed offer window for every other active holder; with nobody eligible it resolves at once. */
export function runBuyback(ctx: Ctx, a: Buyback): void {
  const s = ctx.s;
  const price = a.price as number;
  const eligible = s.order.filter((seat) => seat !== a.seat && s.players[seat].holdings[a.company] >= LOT);
  s.window = { kind: 'buyback', chairman: a.seat, company: a.company, qty: a.qty, price, eligible, offers: {} };
  emit(ctx, 'BUYBACK_ANNOUNCED', { seat: a.seat, company: a.company, qty: a.qty, price, eligible: [...eligible] });
  if (eligible.length === 0) { resolveBuyback(ctx); return; }
  openDecision(ctx);
}

/**
 * Fills in priority order after the Chairman (wrapping), each seller min(offer, remaining); the funder pays;
 * the filled shares are retired; +5 per full 10,000; control recomputed; the Chairman's turn ends.
 */
export function resolveBuyback(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (!w || w.kind !== 'buyback') return;
  const c = s.companies[w.company];
  let remaining = w.qty;
  const fills: { seat: number; qty: number; paid: number }[] = [];
  for (const seat of afterWrapping(s.order, w.chairman)) {
    if (!w.eligible.includes(seat)) continue;
    const offer = w.offers[seat] ?? 0;
    const qty = Math.min(offer, remaining);
    if (qty <= 0) continue;
    remaining -= qty;
    const paid = qty * w.price;
    s.players[seat].holdings[w.company] -= qty;
    s.players[seat].cash += paid;
    if (s.config.buybackFunder === 'chairman') s.players[w.chairman].cash -= paid;
    touchHolding(s, seat, w.company);
    fills.push({ seat, qty, paid });
  }
  const retired = w.qty - remaining;
  c.outstanding -= retired;
  c.price += BUYBACK_STEP_PRICE * Math.floor(retired / BUYBACK_STEP_SHARES);
  delete s.window;
  emit(ctx, 'BUYBACK_RESOLVED', { seat: w.chairman, company: w.company, offers: { ...w.offers }, fills, retired, newPrice: c.price });
  updateControl(ctx, w.company);
  endTurn(ctx, false);
}
