/** Rights Issued (§9.7, T-D10): the card play, which opens a rights window, and the followers' answers. */
import { touchHolding, updateControl } from '../control.ts';
import { emit, type Ctx } from '../ctx.ts';
import { RIGHTS_PRICE } from '../data.ts';
import { refuse, type Refusal } from '../errors.ts';
import { endTurn } from '../flow.ts';
import { entitlementOf } from '../queries.ts';
import type { CompanyId, RightsWindow, TycoonState } from '../types.ts';
import { checkCard, playCard } from './cards.ts';

function checkPurchase(s: TycoonState, seat: number, company: CompanyId, qty: number): Refusal | null {
  if (s.companies[company].supply < qty) return refuse('INSUFFICIENT_SUPPLY', `The bank has only ${s.companies[company].supply} ${company} shares.`);
  if (s.players[seat].cash < RIGHTS_PRICE * qty) return refuse('INSUFFICIENT_CASH', `${qty} rights shares cost ${RIGHTS_PRICE * qty}, more than your cash.`);
  return null;
}

/** Shares from supply at 10 each: no buy condition, no minimum, not a first buy. */
function purchase(ctx: Ctx, seat: number, company: CompanyId, qty: number): number {
  const s = ctx.s;
  const cost = RIGHTS_PRICE * qty;
  s.players[seat].cash -= cost;
  s.players[seat].holdings[company] += qty;
  s.companies[company].supply -= qty;
  touchHolding(s, seat, company);
  return cost;
}

export function checkPlayRights(s: TycoonState, a: { seat: number; card: string; company: CompanyId; qty: number }): Refusal | null {
  const bad = checkCard(s, a.seat, a.card, 'RIGHTS');
  if (bad) return bad;
  const e = entitlementOf(s.players[a.seat].holdings[a.company]);
  if (e < 1000) return refuse('RIGHTS_NO_ENTITLEMENT', `You need at least 2,000 ${a.company} to issue rights.`);
  if (a.qty > e) return refuse('RIGHTS_EXCEEDS_ENTITLEMENT', `Your entitlement is ${e} ${a.company}.`);
  return checkPurchase(s, a.seat, a.company, a.qty);
}

/** The card player buys, then the window opens for the players after it in this round (no wrap-around). */
export function runPlayRights(ctx: Ctx, a: { seat: number; card: string; company: CompanyId; qty: number }): void {
  const s = ctx.s;
  playCard(s, a.seat, a.card);
  const cost = purchase(ctx, a.seat, a.company, a.qty);
  const id = ++s.rightsCounter;
  const eligible = s.order.slice(s.turnPos + 1);
  s.rightsWindows.push({ id, company: a.company, eligible, prompted: [], entitlement: {}, answered: [] });
  emit(ctx, 'RIGHTS_PLAYED', { seat: a.seat, card: a.card, company: a.company, qty: a.qty, cost, window: id, eligible: [...eligible] });
  updateControl(ctx, a.company);
  endTurn(ctx, false);
}

/** The window exists, prompted this seat, and has no answer from it yet. */
function openPrompt(s: TycoonState, seat: number, window: unknown): RightsWindow | null {
  for (const w of s.rightsWindows) {
    if (w.id === window) return w.prompted.includes(seat) && !w.answered.includes(seat) ? w : null;
  }
  return null;
}

export function checkExercise(s: TycoonState, a: { seat: number; window: number; qty: number }): Refusal | null {
  const w = openPrompt(s, a.seat, a.window);
  if (!w) return refuse('RIGHTS_NO_WINDOW', `There is no open rights offer ${String(a.window)} for you.`);
  const e = w.entitlement[a.seat];
  if (a.qty > e) return refuse('RIGHTS_EXCEEDS_ENTITLEMENT', `Your entitlement in this offer is ${e} ${w.company}.`);
  return checkPurchase(s, a.seat, w.company, a.qty);
}

/**
 * Exercise: free by default (the seat goes on to its next prompt and its action); with rightsFollowerFree off
 * it is the turn's action, so the remaining prompts are declined and the turn ends.
 */
export function runExercise(ctx: Ctx, a: { seat: number; window: number; qty: number; auto?: boolean }): void {
  const s = ctx.s;
  const w = openPrompt(s, a.seat, a.window)!;
  const cost = purchase(ctx, a.seat, w.company, a.qty);
  w.answered.push(a.seat);
  emit(ctx, 'RIGHTS_EXERCISED', { seat: a.seat, window: w.id, company: w.company, qty: a.qty, cost });
  updateControl(ctx, w.company);
  if (s.config.rightsFollowerFree) return;
  for (const other of s.rightsWindows) {
    if (other.prompted.includes(a.seat) && !other.answered.includes(a.seat)) {
      other.answered.push(a.seat);
      emit(ctx, 'RIGHTS_DECLINED', { seat: a.seat, window: other.id, company: other.company, auto: true });
    }
  }
  endTurn(ctx, false);
}

export function checkDecline(s: TycoonState, a: { seat: number; window: number }): Refusal | null {
  if (!openPrompt(s, a.seat, a.window)) return refuse('RIGHTS_NO_WINDOW', `There is no open rights offer ${String(a.window)} for you.`);
  return null;
}

/** A decline never uses the action. */
export function runDecline(ctx: Ctx, a: { seat: number; window: number; auto?: boolean }): void {
  const w = openPrompt(ctx.s, a.seat, a.window)!;
  w.answered.push(a.seat);
  emit(ctx, 'RIGHTS_DECLINED', { seat: a.seat, window: w.id, company: w.company, auto: a.auto === true });
}
