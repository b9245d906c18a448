/** START_TURN entry steps (§7.3): priority, new companies, headlines, tranche packages. */
import { pick } from '../../rng.ts';
import { emit, type Ctx } from './context.ts';
import { SECTORS, type CompanyTier, type SectorId } from './data.ts';
import { refreshHeadlines } from './headlines.ts';
import { rerankByNetWorth } from './priority.ts';
import { isFloated, price, sector } from './queries.ts';
import { createCompany } from './setup.ts';
import { createTranchePackages } from './tranches.ts';

function openNewCompany(ctx: Ctx, sectorId: SectorId, tier: CompanyTier): void {
  const s = ctx.s;
  const candidates = SECTORS[sectorId].pool.filter(([, ticker]) => !s.usedPoolTickers.includes(ticker));
  const identity = pick(s.rng, candidates);
  s.usedPoolTickers.push(identity[1]);
  createCompany(ctx, sectorId, identity, tier);
  const sec = sector(s, sectorId);
  sec.baseDemand += 1;
  emit(ctx, 'SECTOR_DEMAND_CHANGED', { sector: sectorId, baseDemand: sec.baseDemand, cause: 'NEW_COMPANY' });
}

/** Step 2 (D-32): a GROWTH company where floated companies' mean price is highest, then STARTUPs in empty sectors. */
export function openNewCompanies(ctx: Ctx): void {
  const s = ctx.s;
  let best: { id: SectorId; sum: number; n: number } | null = null;
  for (const id of s.sectorPriority) {
    const floated = s.companies.filter((c) => c.sector === id && isFloated(c));
    if (floated.length === 0) continue;
    const sum = floated.reduce((t, c) => t + price(c), 0);
    // Exact comparison of means by cross-multiplication; strict ">" keeps the better sector priority on ties.
    if (!best || sum * best.n > best.sum * floated.length) best = { id, sum, n: floated.length };
  }
  if (best) openNewCompany(ctx, best.id, 'GROWTH');
  for (const id of s.sectorPriority) {
    const live = s.companies.some((c) => c.sector === id && c.status !== 'BANKRUPT');
    if (!live) openNewCompany(ctx, id, 'STARTUP');
  }
}

export function enterStartTurn(ctx: Ctx): void {
  rerankByNetWorth(ctx);
  if (ctx.s.turn % 3 === 0) openNewCompanies(ctx);
  refreshHeadlines(ctx);
  if (ctx.s.turn % 3 === 0) createTranchePackages(ctx);
}
