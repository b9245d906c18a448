/** §9 director rule (S-D04): most shares (at least 1), the incumbent keeps ties, else first from their left. */
import { emit, type Ctx } from './ctx.ts';
import { seatsFrom } from './queries.ts';
import type { SrState } from './types.ts';

/**
 * The director §9 selects for a company now, given the sitting one: the incumbent if still among the largest
 * holders; otherwise the largest holder first in seat order from the incumbent's left, or from the priority
 * holder (inclusive) when the company had no director; null when no player holds a share.
 */
export function selectDirector(s: SrState, code: string): number | null {
  const n = s.players.length;
  let max = 0;
  for (const p of s.players) max = Math.max(max, p.holdings[code]);
  if (max === 0) return null;
  const old = s.companies[code].director;
  if (old !== null && s.players[old].holdings[code] === max) return old;
  const start = old === null ? s.priority : (old + 1) % n;
  return seatsFrom(n, start).find((seat) => s.players[seat].holdings[code] === max)!;
}

/**
 * Recomputes every company's director (after a purchase and at the end of an offer loop). A company left
 * without holders has no director, so its declarations drop to 0 (§9).
 */
export function recomputeDirectors(ctx: Ctx): void {
  const s = ctx.s;
  for (const code of s.companyOrder) {
    const co = s.companies[code];
    const next = selectDirector(s, code);
    if (next === co.director) continue;
    emit(ctx, 'DIRECTOR_CHANGED', { company: code, from: co.director, to: next });
    co.director = next;
    if (next === null && co.declared > 0) {
      emit(ctx, 'DECLARATION_CANCELLED', { company: code, count: co.declared });
      co.declared = 0;
    }
  }
}
