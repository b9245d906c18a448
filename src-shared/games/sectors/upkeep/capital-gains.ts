/** CAPITAL_GAINS (§10.1, D-22): a flat rate on the turn's whole taxable income. */
import { emit, type Ctx } from '../context.ts';
import { CAPITAL_GAINS_BANDS } from '../data.ts';
import { BANK, cash, transfer } from '../ledger.ts';

export function capitalGainsRate(income: number): number {
  return CAPITAL_GAINS_BANDS.find(([upTo]) => income <= upTo)![1];
}

export function chargeCapitalGains(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of s.priority) {
    const income = s.turnState.taxableIncome[p] ?? 0;
    if (income <= 0) continue;
    const rate = capitalGainsRate(income);
    const tax = Math.floor((income * rate) / 100);
    const paid = transfer(ctx, cash(p), BANK, tax);
    emit(ctx, 'TAX_CHARGED', { player: p, income, rate, tax, paid, writtenOff: tax - paid });
  }
}
