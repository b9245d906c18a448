/** Headlines (§7.4, D-20, D-51): refreshed at START_TURN, backed during it, resolved when it ends. */
import { pick } from '../../rng.ts';
import { emit, type Ctx } from './context.ts';
import { HEADLINE_TYPES, headlineData, SECTOR_IDS, type SectorId } from './data.ts';
import { isInt, refuse } from './errors.ts';
import { BANK, cash, transfer } from './ledger.ts';
import { player } from './queries.ts';
import type { Headline, PlayerId } from './types.ts';

/** START_TURN step 3: turn 2 fills all slots; later, an unbought slot 1 is discarded, the rest slide up, gaps refill. */
export function refreshHeadlines(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn > 2 && !s.headlineBoughtLastStartTurn && s.headlines[0]) {
    emit(ctx, 'HEADLINE_DISCARDED', { headline: s.headlines[0].id });
    s.headlines[0] = null;
  }
  const remaining = s.headlines.filter((h): h is Headline => h !== null);
  const inPlay = SECTOR_IDS.filter((id) => s.sectors.some((x) => x.id === id));
  s.headlines = s.headlines.map((_, i) => remaining[i] ?? null);
  for (let i = 0; i < s.headlines.length; i++) {
    if (s.headlines[i]) continue;
    const type = pick(s.rng, HEADLINE_TYPES).id;
    const sector = pick(s.rng, inPlay);
    s.counters.headline += 1;
    s.headlines[i] = { id: s.counters.headline, type, sector, backers: [] };
    emit(ctx, 'HEADLINE_OFFERED', { headline: s.counters.headline, slot: i + 1, headlineType: type, sector, cost: headlineData(type).cost });
  }
}

function backedBy(headlines: (Headline | null)[], p: PlayerId): Headline | undefined {
  return headlines.find((h): h is Headline => h !== null && h.backers.includes(p));
}

export function backHeadline(ctx: Ctx, p: PlayerId, headlineId: number): void {
  const s = ctx.s;
  const h = isInt(headlineId) ? s.headlines.find((x): x is Headline => x !== null && x.id === headlineId) : undefined;
  if (!h) refuse('HEADLINE_NOT_FOR_SALE', `headline ${headlineId} is not in a slot`);
  if (h.backers.includes(p)) return;
  const share = Math.floor(headlineData(h.type).cost / (h.backers.length + 1));
  if (player(s, p).cash < share) refuse('INSUFFICIENT_CASH', `backing this headline needs ${share} in cash`);
  const previous = backedBy(s.headlines, p);
  if (previous) previous.backers = previous.backers.filter((b) => b !== p);
  h.backers.push(p);
  emit(ctx, 'HEADLINE_BACKED', { headline: h.id, player: p, backers: [...h.backers], switchedFrom: previous?.id ?? null });
}

export function withdrawHeadline(ctx: Ctx, p: PlayerId): void {
  const h = backedBy(ctx.s.headlines, p);
  if (!h) refuse('NOT_BACKING', 'you back no headline');
  h.backers = h.backers.filter((b) => b !== p);
  emit(ctx, 'HEADLINE_WITHDRAWN', { headline: h.id, player: p });
}

/** Moves a sector n places (negative = earlier) in sector priority, clamped at both ends (§3.7). */
export function shiftSector(order: SectorId[], sector: SectorId, shift: number): SectorId[] {
  const rest = order.filter((x) => x !== sector);
  const at = Math.max(0, Math.min(rest.length, order.indexOf(sector) + shift));
  rest.splice(at, 0, sector);
  return rest;
}

/** On exit of START_TURN, slot order: backers split the cost, the sector moves, the headline leaves its slot. */
export function resolveHeadlines(ctx: Ctx): void {
  const s = ctx.s;
  s.headlineBoughtLastStartTurn = false;
  for (let i = 0; i < s.headlines.length; i++) {
    const h = s.headlines[i];
    if (!h || h.backers.length === 0) continue;
    const data = headlineData(h.type);
    const share = Math.floor(data.cost / h.backers.length);
    const payments = h.backers.map((b) => ({ player: b, paid: transfer(ctx, cash(b), BANK, share) }));
    const before = [...s.sectorPriority];
    s.sectorPriority = shiftSector(s.sectorPriority, h.sector, data.shift);
    s.headlines[i] = null;
    s.headlineBoughtLastStartTurn = true;
    emit(ctx, 'HEADLINE_RESOLVED', { headline: h.id, headlineType: h.type, sector: h.sector, payments, before, after: [...s.sectorPriority] });
  }
}
