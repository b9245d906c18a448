/**
 * Director and Chairman (§10, T-D13, T-D14). Eligibility is a share of the CURRENT outstanding count, so a
 * buyback can make a seat eligible without any change to its holdings: every recompute re-reads all seats.
 * The last tie-break is the seat's place in `order`, so a change of the order (the dealer moving at the year
 * change, a bankruptcy) re-selects every company's roles too (`updateAllControl`).
 */
import type { Ctx } from './ctx.ts';
import { emit } from './ctx.ts';
import { VARIANTS } from './data.ts';
import { COMPANY_IDS, type CompanyId, type TycoonState } from './types.ts';

export function isChairmanEligible(s: TycoonState, holding: number, outstanding: number): boolean {
  return holding > 0 && 100 * holding >= VARIANTS[s.config.variant].chairmanPct * outstanding;
}

export function isDirectorEligible(s: TycoonState, holding: number, outstanding: number): boolean {
  return holding > 0 && 100 * holding >= VARIANTS[s.config.variant].directorPct * outstanding;
}

/** Records a change to a seat's holdings of a company (holdSince = the current seq). */
export function touchHolding(s: TycoonState, seat: number, company: CompanyId): void {
  s.companies[company].holdSince[seat] = s.seq;
}

/** Position in `order` for the last tie-break; seats out of the order sort last. */
function orderRank(s: TycoonState, seat: number): number {
  const i = s.order.indexOf(seat);
  return i < 0 ? s.order.length + seat : i;
}

/**
 * The roles §10 selects from the tracking fields as they stand (chairSince must already be current).
 * Pure: the invariants use it to check the stored roles.
 */
export function selectRoles(s: TycoonState, company: CompanyId): { chairman: number | null; director: number | null } {
  const c = s.companies[company];
  const n = s.config.players;
  let chairman: number | null = null;
  for (let seat = 0; seat < n; seat++) {
    const since = c.chairSince[seat];
    if (since === null || since === undefined) continue;
    if (chairman === null) { chairman = seat; continue; }
    const best = c.chairSince[chairman] as number;
    if (since < best) chairman = seat;
    else if (since === best) {
      const h = c.holdSince[seat], hb = c.holdSince[chairman];
      if (h < hb || (h === hb && orderRank(s, seat) < orderRank(s, chairman))) chairman = seat;
    }
  }
  let director: number | null = null;
  for (let seat = 0; seat < n; seat++) {
    if (seat === chairman) continue;
    const h = s.players[seat].holdings[company];
    if (!isDirectorEligible(s, h, c.outstanding)) continue;
    if (director === null) { director = seat; continue; }
    const hb = s.players[director].holdings[company];
    if (h > hb) director = seat;
    else if (h === hb) {
      const a = c.holdSince[seat], b = c.holdSince[director];
      if (a < b || (a === b && orderRank(s, seat) < orderRank(s, director))) director = seat;
    }
  }
  return { chairman, director };
}

/**
 * Refreshes chairSince (set at the current seq on becoming eligible, cleared when no longer eligible), then
 * re-selects both roles and announces a change. Call after anything that moves holdings or outstanding.
 */
export function updateControl(ctx: Ctx, company: CompanyId): void {
  const s = ctx.s;
  const c = s.companies[company];
  for (let seat = 0; seat < s.config.players; seat++) {
    const eligible = s.players[seat].active && isChairmanEligible(s, s.players[seat].holdings[company], c.outstanding);
    if (eligible) { if (c.chairSince[seat] === null) c.chairSince[seat] = s.seq; }
    else if (c.chairSince[seat] !== null) c.chairSince[seat] = null;
  }
  const { chairman, director } = selectRoles(s, company);
  const oldC = c.chairman ?? null, oldD = c.director ?? null;
  if (chairman === oldC && director === oldD) return;
  if (chairman === null) delete c.chairman; else c.chairman = chairman;
  if (director === null) delete c.director; else c.director = director;
  emit(ctx, 'CONTROL_CHANGED', { company, chairman, director });
}

/** Re-selects the roles of every company (after a change that can move any of them, e.g. a new `order`). */
export function updateAllControl(ctx: Ctx): void {
  for (const id of COMPANY_IDS) updateControl(ctx, id);
}
