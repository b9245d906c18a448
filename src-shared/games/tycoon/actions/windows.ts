/**
 * Window answers (§8 P1, §9.11 offers, §11 E1/E3/E5, §12 cover and settlement). Simultaneous windows keep the
 * answers sealed in the window and resolve them together when the last one arrives (§14): the result depends
 * only on the set of answers. Each check list starts with ALREADY_SUBMITTED (§9.1).
 */
import { emit, type Ctx } from '../ctx.ts';
import { cardOf, LOAN_VALUE, PREMIUM_RATES } from '../data.ts';
import { refuse, type Refusal } from '../errors.ts';
import { dealAndPlay } from '../flow.ts';
import { countKind, pairKey } from '../queries.ts';
import { autoSettlePlan, closeCover, completeSettlement } from '../solvency.ts';
import type { CompanyId, PendingWindow, Sale, TycoonState } from '../types.ts';
import { COMPANY_IDS } from '../types.ts';
import { closeE1, closeE3, nextSuspend } from '../year-end.ts';
import { resolveBuyback } from './corporate.ts';

type PerCompany = Extract<PendingWindow, { kind: 'premium' | 'withhold' | 'strike' }>;

function alreadySent(seat: number, company: CompanyId): Refusal {
  return refuse('ALREADY_SUBMITTED', `You have already answered for ${company} in this window.`);
}

/** The per-company part of P1, E1 and E3: answered yet, then the role for this company. */
function checkPair(w: PerCompany, seat: number, company: CompanyId, role: string): Refusal | null {
  const key = pairKey(seat, company);
  if (w.answered.includes(key)) return alreadySent(seat, company);
  if (!w.required.includes(key)) return refuse('NOT_ELIGIBLE', `You do not answer for ${company} here (${role}).`);
  return null;
}

/** Records a sealed per-company answer; returns true when every required pair has answered. */
function recordPair(ctx: Ctx, w: PerCompany, seat: number, company: CompanyId): boolean {
  w.answered.push(pairKey(seat, company));
  emit(ctx, 'ANSWER_RECEIVED', { seat, window: w.kind, company });
  return w.answered.length === w.required.length;
}

export function checkPremium(s: TycoonState, a: { seat: number; company: CompanyId; pct: unknown }): Refusal | null {
  const w = s.window as PerCompany;
  const bad = checkPair(w, a.seat, a.company, 'not its Chairman');
  if (bad) return bad;
  if (typeof a.pct !== 'number' || !PREMIUM_RATES.includes(a.pct)) return refuse('PREMIUM_BAD_RATE', 'The premium rate is 5, 10 or 15.');
  return null;
}

/** P1 closes on the last rate: rates apply (sealed until then), then the deal. */
export function runPremium(ctx: Ctx, a: { seat: number; company: CompanyId; pct: unknown }): void {
  const s = ctx.s;
  const w = s.window as Extract<PendingWindow, { kind: 'premium' }>;
  w.choices[pairKey(a.seat, a.company)] = a.pct as number;
  if (!recordPair(ctx, w, a.seat, a.company)) return;
  for (const id of COMPANY_IDS) {
    for (const key of w.required) {
      if (!key.endsWith(`:${id}`)) continue;
      const pct = w.choices[key] as 5 | 10 | 15;
      s.companies[id].premiumPct = pct;
      emit(ctx, 'PREMIUM_SET', { company: id, pct, seat: Number(key.split(':')[0]) });
    }
  }
  delete s.window;
  dealAndPlay(ctx);
}

export function checkOffer(s: TycoonState, a: { seat: number; qty: number }): Refusal | null {
  const w = s.window as Extract<PendingWindow, { kind: 'buyback' }>;
  if (String(a.seat) in w.offers) return refuse('ALREADY_SUBMITTED', 'You have already answered this buyback.');
  const h = s.players[a.seat].holdings[w.company];
  if (a.qty > h) return refuse('OFFER_EXCEEDS_HOLDING', `You hold only ${h} ${w.company}.`);
  return null;
}

export function runOffer(ctx: Ctx, a: { seat: number; qty: number }): void {
  const w = ctx.s.window as Extract<PendingWindow, { kind: 'buyback' }>;
  w.offers[a.seat] = a.qty;
  emit(ctx, 'ANSWER_RECEIVED', { seat: a.seat, window: 'buyback', company: w.company });
  if (Object.keys(w.offers).length === w.eligible.length) resolveBuyback(ctx);
}

type CardChoice = { seat: number; company: CompanyId; card: string | null };

export function checkWithhold(s: TycoonState, a: CardChoice): Refusal | null {
  const bad = checkPair(s.window as PerCompany, a.seat, a.company, "not its Director or holding none of its cards");
  if (bad) return bad;
  if (a.card !== null && (!s.players[a.seat].hand.includes(a.card) || cardOf(a.card)!.company !== a.company)) {
    return refuse('WITHHOLD_BAD_CARD', `${a.card} is not one of your ${a.company} price cards.`);
  }
  return null;
}

export function checkStrike(s: TycoonState, a: CardChoice): Refusal | null {
  const bad = checkPair(s.window as PerCompany, a.seat, a.company, 'not its Chairman or no counted card');
  if (bad) return bad;
  if (a.card !== null) {
    const counted = cardOf(a.card)!.company === a.company && s.order.some((seat) => s.players[seat].hand.includes(a.card!));
    if (!counted) return refuse('STRIKE_BAD_CARD', `${a.card} is not a revealed, counted ${a.company} card.`);
  }
  return null;
}

/** Sealed card choice for E1 or E3; the window closes on the last one. */
export function runCardChoice(ctx: Ctx, a: CardChoice): void {
  const w = ctx.s.window as Extract<PendingWindow, { kind: 'withhold' | 'strike' }>;
  w.choices[pairKey(a.seat, a.company)] = a.card;
  if (!recordPair(ctx, w, a.seat, a.company)) return;
  if (w.kind === 'withhold') closeE1(ctx);
  else closeE3(ctx);
}

export function checkSuspend(s: TycoonState, a: { seat: number; companies: CompanyId[] }): Refusal | null {
  // ALREADY_SUBMITTED cannot arise: E5 moves to the next holder as soon as a seat answers.
  const held = countKind(s, a.seat, 'SUSP');
  if (a.companies.length > held) return refuse('SUSPEND_TOO_MANY', `You hold ${held} Share Suspended card(s).`);
  const seen = new Set<string>();
  for (const id of a.companies) {
    if (seen.has(id) || s.companies[id].suspended) return refuse('SUSPEND_DUPLICATE', `${id} is named twice or already suspended this year.`);
    seen.add(id);
  }
  return null;
}

/** price = refPrice (the price before this year's tally, T-D11). */
export function runSuspend(ctx: Ctx, a: { seat: number; companies: CompanyId[] }): void {
  const s = ctx.s;
  for (const id of a.companies) {
    const c = s.companies[id];
    c.price = c.refPrice!;
    c.suspended = true;
    s.yearEnd!.suspended.push({ company: id, by: a.seat, price: c.price });
    emit(ctx, 'SUSPENDED', { company: id, by: a.seat, price: c.price });
  }
  if (a.companies.length === 0) emit(ctx, 'SUSPEND_DECLINED', { seat: a.seat });
  nextSuspend(ctx);
}

/** Sales in lots, summed per company against the holdings; returns the proceeds or a refusal. */
function checkSales(s: TycoonState, seat: number, sales: readonly Sale[]): Refusal | number {
  const total: Record<string, number> = {};
  let proceeds = 0;
  for (const { company, qty } of sales) {
    total[company] = (total[company] ?? 0) + qty;
    if (total[company] > s.players[seat].holdings[company]) return refuse('SELL_EXCEEDS_HOLDING', `You hold only ${s.players[seat].holdings[company]} ${company}.`);
    proceeds += qty * s.companies[company].price;
  }
  return proceeds;
}

export function checkCover(s: TycoonState, a: { seat: number; sales?: Sale[] }): Refusal | null {
  const w = s.window as Extract<PendingWindow, { kind: 'cover' }>;
  if (w.answered.includes(a.seat)) return refuse('ALREADY_SUBMITTED', 'You have already answered the debt cover.');
  if (a.sales === undefined) return null; // the auto plan always covers: holdings were worth the debt
  const r = checkSales(s, a.seat, a.sales);
  if (typeof r !== 'number') return r;
  const debt = -s.players[a.seat].cash;
  if (r < debt) return refuse('COVER_INSUFFICIENT', `These sales raise ${r}; the debt is ${debt}.`);
  return null;
}

export function runCover(ctx: Ctx, a: { seat: number; sales?: Sale[] }): void {
  const w = ctx.s.window as Extract<PendingWindow, { kind: 'cover' }>;
  w.answered.push(a.seat);
  w.plans[a.seat] = a.sales === undefined ? null : a.sales.map((x) => ({ company: x.company, qty: x.qty }));
  emit(ctx, 'ANSWER_RECEIVED', { seat: a.seat, window: 'cover' });
  if (w.answered.length === w.eligible.length) closeCover(ctx);
}

export function checkSettle(s: TycoonState, a: { seat: number; loans?: string[]; sales?: Sale[] }): Refusal | null {
  const w = s.window as Extract<PendingWindow, { kind: 'settle' }>;
  if (w.answered) return refuse('ALREADY_SUBMITTED', 'You have already answered the settlement.');
  if (a.loans === undefined && a.sales === undefined) return null; // the auto plan; resources cover the debt
  const p = s.players[a.seat];
  const loans = a.loans ?? [];
  for (let i = 0; i < loans.length; i++) {
    if (!p.hand.includes(loans[i]) || loans.indexOf(loans[i]) !== i) return refuse('CARD_NOT_IN_HAND', `${loans[i]} is not in your hand.`);
  }
  for (const id of loans) if (cardOf(id)!.kind !== 'LOAN') return refuse('CARD_WRONG_KIND', `${id} is not a LOAN card.`);
  const r = checkSales(s, a.seat, a.sales ?? []);
  if (typeof r !== 'number') return r;
  const debt = p.debt!.amount;
  if (p.cash + LOAN_VALUE * loans.length + r < debt) return refuse('COVER_INSUFFICIENT', `Cash, loans and sales give ${p.cash + LOAN_VALUE * loans.length + r}; the debt is ${debt}.`);
  return null;
}

export function runSettle(ctx: Ctx, a: { seat: number; loans?: string[]; sales?: Sale[]; auto?: boolean }): void {
  const w = ctx.s.window as Extract<PendingWindow, { kind: 'settle' }>;
  w.answered = true;
  const plan = a.loans === undefined && a.sales === undefined ? autoSettlePlan(ctx, a.seat) : { loans: a.loans ?? [], sales: a.sales ?? [] };
  completeSettlement(ctx, a.seat, plan.loans, plan.sales, a.auto === true);
}
