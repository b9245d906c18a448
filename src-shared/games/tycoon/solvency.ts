/**
 * Solvency (§12, T-D24, T-D41, T-D44): E9 forced sales and deferrals, the deferred settlement at the debtor's
 * first turn of the next year, auto-liquidation and bankruptcy (T-D38).
 */
import { updateControl, touchHolding } from './control.ts';
import { emit, type Ctx } from './ctx.ts';
import { cardIndex, cardOf, DEBT_INTEREST_PCT, LOAN_VALUE, LOT } from './data.ts';
import { endTurn, openDecision } from './flow.ts';
import { holdingsValue } from './queries.ts';
import { endGame } from './ranking.ts';
import { COMPANY_IDS, type CompanyId, type Sale } from './types.ts';
import { finishYear } from './year-end.ts';

/** Sells shares back to the bank at current prices (holdings → supply); returns the proceeds. */
export function sellShares(ctx: Ctx, seat: number, sales: readonly Sale[]): number {
  const s = ctx.s;
  const p = s.players[seat];
  let proceeds = 0;
  const touched: CompanyId[] = [];
  for (const { company, qty } of sales) {
    const c = s.companies[company];
    p.holdings[company] -= qty;
    c.supply += qty;
    proceeds += qty * c.price;
    touchHolding(s, seat, company);
    if (!touched.includes(company)) touched.push(company);
  }
  p.cash += proceeds;
  for (const id of touched) updateControl(ctx, id);
  return proceeds;
}

/**
 * The auto-liquidation plan (T-D44): lots of the held company with the highest current price (company order
 * breaks ties) until cash reaches `target`. Selling whole runs at once gives the same result as lot by lot.
 */
export function liquidationPlan(cash: number, holdings: Record<CompanyId, number>, prices: Record<CompanyId, number>, target: number): Sale[] {
  const plan: Sale[] = [];
  const left = { ...holdings };
  let c = cash;
  while (c < target) {
    let best: CompanyId | null = null;
    for (const id of COMPANY_IDS) {
      if (left[id] >= LOT && prices[id] > 0 && (best === null || prices[id] > prices[best])) best = id;
    }
    if (best === null) break;
    const perLot = prices[best] * LOT;
    const lots = Math.min(left[best] / LOT, Math.ceil((target - c) / perLot));
    plan.push({ company: best, qty: lots * LOT });
    left[best] -= lots * LOT;
    c += lots * perLot;
  }
  return plan;
}

function pricesOf(ctx: Ctx): Record<CompanyId, number> {
  const out = {} as Record<CompanyId, number>;
  for (const id of COMPANY_IDS) out[id] = ctx.s.companies[id].price;
  return out;
}

/** E9: year-10 debts stand; otherwise forced sale (a sealed window) if holdings cover the debt, else deferral. */
export function startE9(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E9';
  emit(ctx, 'STEP_STARTED', { step: 'E9', year: s.year });
  if (s.year >= s.config.years) { finishYear(ctx); return; }
  const cover: number[] = [];
  for (const seat of s.order) {
    const p = s.players[seat];
    if (p.cash >= 0) continue;
    const d = -p.cash;
    if (holdingsValue(s, seat) >= d) { cover.push(seat); continue; }
    const amount = d + Math.trunc((d * DEBT_INTEREST_PCT) / 100);
    p.cash = 0;
    p.debt = { amount, dueYear: s.year + 1 };
    emit(ctx, 'DEBT_DEFERRED', { seat, owed: d, amount, dueYear: s.year + 1 });
  }
  if (cover.length === 0) { finishYear(ctx); return; }
  s.window = { kind: 'cover', eligible: cover, answered: [], plans: {} };
  emit(ctx, 'DEBT_COVER_OPENED', { seats: [...cover] });
  openDecision(ctx);
}

/** Closes E9's window: each debtor's sealed sales (or the auto plan), in order. */
export function closeCover(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (!w || w.kind !== 'cover') return;
  for (const seat of w.eligible) {
    const debt = -s.players[seat].cash;
    const plan = w.plans[seat] ?? liquidationPlan(s.players[seat].cash, s.players[seat].holdings, pricesOf(ctx), 0);
    const proceeds = sellShares(ctx, seat, plan);
    emit(ctx, 'DEBT_COVERED', { seat, debt, sales: plan, proceeds, cash: s.players[seat].cash, auto: w.plans[seat] === null });
  }
  delete s.window;
  finishYear(ctx);
}

/**
 * The deferred settlement that opens the debtor's first TR1 turn; every outcome consumes the turn.
 * Returns 'window' when the seat must answer settleDebt.
 */
export function startSettlement(ctx: Ctx, seat: number): 'paid' | 'bankrupt' | 'window' {
  const s = ctx.s;
  const p = s.players[seat];
  const debt = p.debt!.amount;
  let loans = 0;
  for (const id of p.hand) if (cardOf(id)!.kind === 'LOAN') loans++;
  const resources = p.cash + LOAN_VALUE * loans + holdingsValue(s, seat);
  if (resources < debt) { bankrupt(ctx, seat, debt); return 'bankrupt'; }
  if (p.cash >= debt) {
    p.cash -= debt;
    delete p.debt;
    emit(ctx, 'DEBT_SETTLED', { seat, debt, loans: [], sales: [], proceeds: 0, cash: p.cash, auto: false });
    return 'paid';
  }
  s.window = { kind: 'settle', seat, answered: false };
  emit(ctx, 'DEBT_SETTLEMENT_OPENED', { seat, debt });
  return 'window';
}

/** The auto plan of a settlement (T-D44): cash first, then LOAN cards in canonical order, then liquidation. */
export function autoSettlePlan(ctx: Ctx, seat: number): { loans: string[]; sales: Sale[] } {
  const s = ctx.s;
  const p = s.players[seat];
  const debt = p.debt!.amount;
  let cash = p.cash;
  const loans: string[] = [];
  const loanCards = p.hand.filter((id) => cardOf(id)!.kind === 'LOAN').sort((a, b) => cardIndex(a) - cardIndex(b));
  for (const id of loanCards) {
    if (cash >= debt) break;
    loans.push(id);
    cash += LOAN_VALUE;
  }
  return { loans, sales: liquidationPlan(cash, p.holdings, pricesOf(ctx), debt) };
}

/** Applies a (checked) settleDebt: loans played, sales made, the debt paid; the turn ends. */
export function completeSettlement(ctx: Ctx, seat: number, loans: readonly string[], sales: readonly Sale[], auto: boolean): void {
  const s = ctx.s;
  const p = s.players[seat];
  const debt = p.debt!.amount;
  for (const id of loans) {
    p.hand.splice(p.hand.indexOf(id), 1);
    p.played.push(id);
    p.cash += LOAN_VALUE;
  }
  const proceeds = sellShares(ctx, seat, sales);
  p.cash -= debt;
  delete p.debt;
  delete s.window;
  emit(ctx, 'DEBT_SETTLED', { seat, debt, loans: [...loans], sales: sales.map((x) => ({ ...x })), proceeds, cash: p.cash, auto });
  endTurn(ctx, true);
}

/**
 * Bankruptcy (T-D38): holdings to supply (outstanding unchanged), cash 0, hand out of play, out of the order;
 * the game ends at once below two active seats.
 */
export function bankrupt(ctx: Ctx, seat: number, debt: number): void {
  const s = ctx.s;
  const p = s.players[seat];
  p.active = false;
  p.eliminatedSeq = s.seq;
  for (const id of COMPANY_IDS) {
    if (p.holdings[id] === 0) continue;
    s.companies[id].supply += p.holdings[id];
    p.holdings[id] = 0;
    touchHolding(s, seat, id);
  }
  p.cash = 0;
  delete p.debt;
  for (const id of p.hand) s.discarded.push(id);
  p.hand = [];
  s.order.splice(s.order.indexOf(seat), 1);
  for (const w of s.rightsWindows) {
    const i = w.eligible.indexOf(seat);
    if (i >= 0) w.eligible.splice(i, 1);
  }
  emit(ctx, 'BANKRUPT', { seat, debt });
  for (const id of COMPANY_IDS) updateControl(ctx, id);
  if (s.order.length < 2) endGame(ctx);
}
