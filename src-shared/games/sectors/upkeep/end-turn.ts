/** END_TURN (§10.3, D-17, D-24, D-25, D-27, D-56, D-60) and the end of the game (§11). */
import { emit, type Ctx } from '../context.ts';
import { ECONOMY_MAX, ECONOMY_MIN, LOAN_INTEREST } from '../data.ts';
import { BANK, transfer, treasury } from '../ledger.ts';
import { becomeInsolventIfEmpty } from '../operating/production.ts';
import { netWorth, price, sector, sectorDemand } from '../queries.ts';
import { generateContracts } from '../stock/options.ts';
import type { GameState, HistoryPoint, Ranking } from '../types.ts';

function chargeLoanInterest(ctx: Ctx): void {
  for (const c of ctx.s.companies) {
    if (!c.hasLoan || c.status === 'BANKRUPT') continue;
    const paid = transfer(ctx, treasury(c.id), BANK, LOAN_INTEREST);
    emit(ctx, 'LOAN_INTEREST_PAID', { company: c.id, due: LOAN_INTEREST, paid });
    becomeInsolventIfEmpty(ctx, c, 'LOAN_INTEREST');
  }
}

/** Round-robin in sector priority: each visit takes min(sector demand, remaining score, pool). */
export function moveConsumers(ctx: Ctx): void {
  const s = ctx.s;
  let remaining = s.economyScore;
  const moved: Record<string, number> = Object.fromEntries(s.sectorPriority.map((id) => [id, 0]));
  while (remaining > 0 && s.consumerPool > 0) {
    let movedThisPass = 0;
    for (const id of s.sectorPriority) {
      if (remaining === 0 || s.consumerPool === 0) break;
      const sec = sector(s, id);
      const take = Math.min(sectorDemand(sec), remaining, s.consumerPool);
      sec.consumers += take;
      s.consumerPool -= take;
      remaining -= take;
      moved[id] += take;
      movedThisPass += take;
    }
    if (movedThisPass === 0) break;
  }
  emit(ctx, 'CONSUMERS_MOVED', { economyScore: s.economyScore, moved, pool: s.consumerPool });
}

function updateEconomyScore(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.sectors.every((x) => x.everFloated)) {
    emit(ctx, 'ECONOMY_SCORE', { from: s.economyScore, to: s.economyScore, frozen: true });
    return;
  }
  const records = Object.entries(s.turnState.revenue);
  const payerSectors = new Set(
    records.filter(([, r]) => r.revenue > 0 && (r.outcome === 'FULL' || r.outcome === 'HALF')).map(([id]) => s.companies.find((c) => c.id === id)!.sector),
  );
  const up = s.sectors.every((x) => payerSectors.has(x.id));
  const down = records.some(([, r]) => r.revenue > 0 && r.outcome === 'RETAIN');
  const from = s.economyScore;
  const delta = up && !down ? 1 : down && !up ? -1 : 0;
  s.economyScore = Math.max(ECONOMY_MIN, Math.min(ECONOMY_MAX, from + delta));
  emit(ctx, 'ECONOMY_SCORE', { from, to: s.economyScore, up, down, frozen: false });
}

/** Ranking (§11): net worth descending; equal net worth shares a place and the next place is skipped. */
export function rank(s: GameState): Ranking {
  const rows = s.players.map((p) => ({ player: p.id, netWorth: netWorth(s, p.id) })).sort((a, b) => b.netWorth - a.netWorth);
  return rows.map((row) => ({ ...row, place: rows.findIndex((r) => r.netWorth === row.netWorth) + 1 }));
}

export function historyPoint(s: GameState): HistoryPoint {
  return {
    turn: s.turn,
    prices: Object.fromEntries(s.companies.map((c) => [c.id, c.status === 'BANKRUPT' ? 0 : price(c)])),
    netWorth: Object.fromEntries(s.players.map((p) => [p.id, netWorth(s, p.id)])),
    consumers: Object.fromEntries(s.sectors.map((x) => [x.id, x.consumers])) as HistoryPoint['consumers'],
    pool: s.consumerPool,
    economyScore: s.economyScore,
  };
}

export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  chargeLoanInterest(ctx);
  moveConsumers(ctx);
  if (s.bankBroken || s.turn >= s.config.maxTurns) {
    s.status = 'ENDED';
    s.endReason = s.bankBroken ? 'BANK_BROKEN' : 'MAX_TURNS';
    s.ranking = rank(s);
    s.history.push(historyPoint(s));
    emit(ctx, 'GAME_ENDED', { reason: s.endReason, ranking: s.ranking });
    return;
  }
  updateEconomyScore(ctx);
  if (s.config.optionOrdersEnabled) generateContracts(ctx);
  for (const c of s.companies) {
    c.flagsActive = c.flagsNext;
    c.flagsNext = [];
  }
  s.history.push(historyPoint(s));
}
