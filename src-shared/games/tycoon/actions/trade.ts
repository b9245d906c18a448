/** Buy, sell, pass (§9.2–§9.4), short (§9.8) and buy option (§9.9): checks in the spec's order, then effects. */
import { touchHolding, updateControl } from '../control.ts';
import { emit, type Ctx } from '../ctx.ts';
import { MIN_BUY_VALUE, SHORT_CAP } from '../data.ts';
import { refuse, type Refusal } from '../errors.ts';
import { endTurn } from '../flow.ts';
import { handSum, hasShort, optionsCap } from '../queries.ts';
import type { CompanyId, TycoonState } from '../types.ts';

type Trade = { seat: number; company: CompanyId; qty: number };

export function checkBuy(s: TycoonState, a: Trade): Refusal | null {
  const c = s.companies[a.company];
  const cost = a.qty * c.price;
  if (c.price <= 0) return refuse('BUY_PRICE_ZERO', `${a.company} is at 0 and cannot be bought.`);
  if (cost < MIN_BUY_VALUE) return refuse('BUY_BELOW_MINIMUM', `A buy must be worth at least ${MIN_BUY_VALUE}; ${a.qty} ${a.company} costs ${cost}.`);
  if (hasShort(s, a.seat, a.company)) return refuse('BUY_WHILE_SHORT', `You are short ${a.company} this year and cannot buy it.`);
  if (c.firstBuyDone && handSum(s, a.seat, a.company) < 0) {
    return refuse('BUY_CONDITION_FAILED', `Your ${a.company} cards sum below zero and ${a.company} has already been bought this year.`);
  }
  if (c.supply < a.qty) return refuse('INSUFFICIENT_SUPPLY', `The bank has only ${c.supply} ${a.company} shares.`);
  if (s.players[a.seat].cash < cost) return refuse('INSUFFICIENT_CASH', `${a.qty} ${a.company} cost ${cost}, more than your cash.`);
  return null;
}

export function runBuy(ctx: Ctx, a: Trade): void {
  const s = ctx.s;
  const c = s.companies[a.company];
  const p = s.players[a.seat];
  const cost = a.qty * c.price;
  p.cash -= cost;
  p.holdings[a.company] += a.qty;
  c.supply -= a.qty;
  c.firstBuyDone = true;
  touchHolding(s, a.seat, a.company);
  emit(ctx, 'BOUGHT', { seat: a.seat, company: a.company, qty: a.qty, price: c.price, cost });
  updateControl(ctx, a.company);
  endTurn(ctx, false);
}

export function checkSell(s: TycoonState, a: Trade): Refusal | null {
  if (s.players[a.seat].holdings[a.company] < a.qty) return refuse('SELL_EXCEEDS_HOLDING', `You hold only ${s.players[a.seat].holdings[a.company]} ${a.company}.`);
  return null;
}

export function runSell(ctx: Ctx, a: Trade): void {
  const s = ctx.s;
  const c = s.companies[a.company];
  const p = s.players[a.seat];
  const proceeds = a.qty * c.price;
  p.cash += proceeds;
  p.holdings[a.company] -= a.qty;
  c.supply += a.qty;
  touchHolding(s, a.seat, a.company);
  emit(ctx, 'SOLD', { seat: a.seat, company: a.company, qty: a.qty, price: c.price, proceeds });
  updateControl(ctx, a.company);
  endTurn(ctx, false);
}

export function runPass(ctx: Ctx, a: { seat: number; auto?: boolean }): void {
  emit(ctx, 'PASSED', { seat: a.seat, auto: a.auto === true });
  endTurn(ctx, true);
}

export function checkShort(s: TycoonState, a: Trade): Refusal | null {
  if (s.players[a.seat].holdings[a.company] > 0) return refuse('SHORT_HOLDS_SHARES', `You hold ${a.company} and cannot short it.`);
  let mine = 0;
  for (const sh of s.shorts) if (sh.seat === a.seat && sh.company === a.company) mine += sh.qty;
  if (mine + a.qty > SHORT_CAP) return refuse('SHORT_PLAYER_CAP', `You may short at most ${SHORT_CAP} ${a.company} a year; you have ${mine}.`);
  const total = s.companies[a.company].shortTotal;
  if (total + a.qty > SHORT_CAP) return refuse('SHORT_COMPANY_CAP', `The table may short at most ${SHORT_CAP} ${a.company} a year; ${total} are short.`);
  return null;
}

export function runShort(ctx: Ctx, a: Trade): void {
  const s = ctx.s;
  const c = s.companies[a.company];
  s.shorts.push({ seat: a.seat, company: a.company, qty: a.qty, entry: c.price, accrued: 0 });
  c.shortTotal += a.qty;
  emit(ctx, 'SHORTED', { seat: a.seat, company: a.company, qty: a.qty, entry: c.price });
  endTurn(ctx, false);
}

/** premium = price × qty × pct / 100, truncated (T-D40). */
export function premiumFor(price: number, qty: number, pct: number): number {
  return Math.trunc((price * qty * pct) / 100);
}

export function premiumOf(s: TycoonState, company: CompanyId, qty: number): number {
  const c = s.companies[company];
  return premiumFor(c.price, qty, c.premiumPct);
}

export function checkOption(s: TycoonState, a: Trade & { kind: unknown }): Refusal | null {
  if (a.kind !== 'call' && a.kind !== 'put') return refuse('BAD_OPTION_KIND', 'An option is a call or a put.');
  const c = s.companies[a.company];
  if (c.price <= 0) return refuse('OPTION_PRICE_ZERO', `${a.company} is at 0: no options on it.`);
  const cap = optionsCap(s, a.company);
  if (c.optionsWritten + a.qty > cap) return refuse('OPTION_CAP_EXCEEDED', `Only ${cap - c.optionsWritten} more ${a.company} options can be written this year.`);
  const premium = premiumOf(s, a.company, a.qty);
  if (s.players[a.seat].cash < premium) return refuse('INSUFFICIENT_CASH', `The premium of ${premium} is more than your cash.`);
  return null;
}

export function runOption(ctx: Ctx, a: Trade & { kind: 'call' | 'put' }): void {
  const s = ctx.s;
  const c = s.companies[a.company];
  const premium = premiumOf(s, a.company, a.qty);
  s.players[a.seat].cash -= premium;
  s.options.push({ seat: a.seat, company: a.company, kind: a.kind, qty: a.qty, strike: c.price });
  c.optionsWritten += a.qty;
  emit(ctx, 'OPTION_BOUGHT', { seat: a.seat, company: a.company, kind: a.kind, qty: a.qty, strike: c.price, premium, pct: c.premiumPct });
  endTurn(ctx, false);
}
