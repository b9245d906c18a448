/** Loan Stocks Matured (§9.5) and Debenture (§9.6). */
import { touchHolding, updateControl } from '../control.ts';
import { emit, type Ctx } from '../ctx.ts';
import { cardOf, COMPANIES, LOAN_VALUE, LOT } from '../data.ts';
import { refuse, type Refusal } from '../errors.ts';
import { endTurn } from '../flow.ts';
import type { CompanyId, TycoonState } from '../types.ts';

/** Shared card checks: in hand, then of the right kind. */
export function checkCard(s: TycoonState, seat: number, card: string, kind: string): Refusal | null {
  if (!s.players[seat].hand.includes(card)) return refuse('CARD_NOT_IN_HAND', `${card} is not in your hand.`);
  if (cardOf(card)!.kind !== kind) return refuse('CARD_WRONG_KIND', `${card} is not a ${kind} card.`);
  return null;
}

/** Moves a played action card from the hand to `played` (public from then on). */
export function playCard(s: TycoonState, seat: number, card: string): void {
  const p = s.players[seat];
  p.hand.splice(p.hand.indexOf(card), 1);
  p.played.push(card);
}

export function checkLoan(s: TycoonState, a: { seat: number; card: string }): Refusal | null {
  return checkCard(s, a.seat, a.card, 'LOAN');
}

export function runLoan(ctx: Ctx, a: { seat: number; card: string }): void {
  playCard(ctx.s, a.seat, a.card);
  ctx.s.players[a.seat].cash += LOAN_VALUE;
  emit(ctx, 'LOAN_PLAYED', { seat: a.seat, card: a.card, amount: LOAN_VALUE });
  endTurn(ctx, false);
}

export function checkDebenture(s: TycoonState, a: { seat: number; card: string; company: CompanyId }): Refusal | null {
  const bad = checkCard(s, a.seat, a.card, 'DEB');
  if (bad) return bad;
  if (s.companies[a.company].price !== 0) return refuse('DEBENTURE_PRICE_NOT_ZERO', `A Debenture needs ${a.company} at 0; it is at ${s.companies[a.company].price}.`);
  if (s.players[a.seat].holdings[a.company] < LOT) return refuse('DEBENTURE_NO_HOLDING', `You hold no ${a.company}.`);
  return null;
}

/** T-D09: start price × all shares held; the shares go back to supply. */
export function runDebenture(ctx: Ctx, a: { seat: number; card: string; company: CompanyId }): void {
  const s = ctx.s;
  const p = s.players[a.seat];
  const qty = p.holdings[a.company];
  const amount = COMPANIES[a.company].startPrice * qty;
  playCard(s, a.seat, a.card);
  p.cash += amount;
  p.holdings[a.company] = 0;
  s.companies[a.company].supply += qty;
  touchHolding(s, a.seat, a.company);
  emit(ctx, 'DEBENTURE_PLAYED', { seat: a.seat, card: a.card, company: a.company, qty, amount });
  updateControl(ctx, a.company);
  endTurn(ctx, false);
}
