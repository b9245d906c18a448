/**
 * The single money primitive of spec §12 (D-28, D-30). Accounts: BANK, OUTSIDE, a player's CASH or
 * MARGIN, a company's TREASURY. A payer that cannot pay in full pays its balance and the rest is written
 * off; rules that must refuse instead check before calling. The first transfer that leaves the bank at
 * or below 0 sets `bankBroken` for good (D-27).
 */
import { emit, type Ctx } from './context.ts';
import { company, player } from './queries.ts';
import type { CompanyId, PlayerId } from './types.ts';

export type Account =
  | { kind: 'BANK' }
  | { kind: 'OUTSIDE' }
  | { kind: 'CASH'; player: PlayerId }
  | { kind: 'MARGIN'; player: PlayerId }
  | { kind: 'TREASURY'; company: CompanyId };

export const BANK: Account = { kind: 'BANK' };
export const OUTSIDE: Account = { kind: 'OUTSIDE' };
export const cash = (p: PlayerId): Account => ({ kind: 'CASH', player: p });
export const margin = (p: PlayerId): Account => ({ kind: 'MARGIN', player: p });
export const treasury = (c: CompanyId): Account => ({ kind: 'TREASURY', company: c });

/** Income kinds counted as taxable (§10.1) when credited to a player's cash. */
export type TaxableKind = 'DIVIDEND' | 'MARKET_SELL' | 'LIMIT_SELL' | 'SHORT_SALE' | 'OPTION_PAYOUT' | 'TRANCHE';

function balance(ctx: Ctx, a: Account): number {
  switch (a.kind) {
    case 'BANK':
      return ctx.s.bank;
    case 'OUTSIDE':
      return ctx.s.outside;
    case 'CASH':
      return player(ctx.s, a.player).cash;
    case 'MARGIN':
      return player(ctx.s, a.player).margin;
    case 'TREASURY':
      return company(ctx.s, a.company).treasury;
  }
}

function add(ctx: Ctx, a: Account, amount: number): void {
  switch (a.kind) {
    case 'BANK':
      ctx.s.bank += amount;
      return;
    case 'OUTSIDE':
      ctx.s.outside += amount;
      return;
    case 'CASH':
      player(ctx.s, a.player).cash += amount;
      return;
    case 'MARGIN':
      player(ctx.s, a.player).margin += amount;
      return;
    case 'TREASURY':
      company(ctx.s, a.company).treasury += amount;
      return;
  }
}

/**
 * Moves up to `amount` from `from` to `to` and returns what was actually moved. BANK and OUTSIDE may go
 * negative; every other payer pays at most its balance. Taxable income is recorded for the recipient.
 */
export function transfer(ctx: Ctx, from: Account, to: Account, amount: number, taxable?: TaxableKind): number {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`transfer of invalid amount ${amount}`);
  const unlimited = from.kind === 'BANK' || from.kind === 'OUTSIDE';
  const paid = unlimited ? amount : Math.min(amount, Math.max(0, balance(ctx, from)));
  if (paid === 0) return 0;
  add(ctx, from, -paid);
  add(ctx, to, paid);
  if (taxable && to.kind === 'CASH') {
    const income = ctx.s.turnState.taxableIncome;
    income[to.player] = (income[to.player] ?? 0) + paid;
  }
  if (from.kind === 'BANK' && ctx.s.bank <= 0 && !ctx.s.bankBroken) {
    ctx.s.bankBroken = true;
    emit(ctx, 'BANK_BROKEN', { bank: ctx.s.bank });
  }
  return paid;
}
