/** Invariants I-1 … I-11 of spec §12 (I-12, replay equality, is checked by the tests that replay). */
import { ECONOMY_MAX, ECONOMY_MIN, INITIAL_SHARES, LIMIT_ACTIONS, PASSIVE_SECTOR, SHORT_ACTIONS, stockTierOf } from './data.ts';
import { outstanding, price } from './queries.ts';
import { isWithdrawn } from './stock/market.ts';
import type { GameState } from './types.ts';

export type InvariantViolation = { id: string; message: string };

export function checkInvariants(s: GameState, atPhaseBoundary = true): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const fail = (id: string, message: string) => out.push({ id, message });

  const money = s.bank + s.outside + s.players.reduce((n, p) => n + p.cash + p.margin, 0) + s.companies.reduce((n, c) => n + c.treasury, 0);
  if (money !== s.config.bankSize) fail('I-1', `money sums to ${money}, expected ${s.config.bankSize}`);

  // One pass over the orders (they accumulate all game): per player, margin locked by OPEN shorts,
  // live limit orders and live shorts.
  const perPlayer = new Map<string, { margin: number; liveLimits: number; liveShorts: number }>();
  for (const p of s.players) perPlayer.set(p.id, { margin: 0, liveLimits: 0, liveShorts: 0 });
  for (const o of s.orders) {
    const agg = perPlayer.get(o.player);
    if (!agg) continue;
    if (o.type === 'SHORT') {
      if (o.status === 'OPEN') agg.margin += o.margin;
      if (o.status === 'PENDING' || o.status === 'OPEN') agg.liveShorts += 1;
    } else if (o.type === 'LIMIT' && (o.status === 'PENDING' || o.status === 'OPEN' || o.status === 'FILLED_PENDING_SETTLEMENT')) {
      agg.liveLimits += 1;
    }
  }
  for (const p of s.players) {
    if (p.cash < 0 || p.margin < 0) fail('I-2', `${p.id} cash ${p.cash} margin ${p.margin}`);
    const agg = perPlayer.get(p.id)!;
    const m = agg.margin;
    if (m !== p.margin) fail('I-3', `${p.id} margin ${p.margin} but open shorts lock ${m}`);
    if (s.config.limitOrdersEnabled) {
      const live = agg.liveLimits;
      if (p.limitActions + live !== LIMIT_ACTIONS) fail('I-6', `${p.id} limit actions ${p.limitActions} + live ${live} ≠ ${LIMIT_ACTIONS}`);
    }
    if (s.config.shortOrdersEnabled) {
      const live = agg.liveShorts;
      if (p.shortActions + live !== SHORT_ACTIONS) fail('I-6', `${p.id} short actions ${p.shortActions} + live ${live} ≠ ${SHORT_ACTIONS}`);
    }
  }

  for (const c of s.companies) {
    if (c.treasury < 0) fail('I-2', `${c.id} treasury ${c.treasury}`);
    const heldTotal = Object.values(c.holdings).reduce((n, h) => n + h, 0);
    if (c.ipoShares + c.omShares + heldTotal + c.retired !== c.issued) fail('I-4', `${c.id} shares do not add up to issued ${c.issued}`);
    if (c.issued !== INITIAL_SHARES + 2 * c.shareIssues + 3 * c.investorConfidence) fail('I-4', `${c.id} issued ${c.issued} ≠ history`);
    if (c.status === 'BANKRUPT') {
      if (c.ipoShares || c.omShares || heldTotal) fail('I-4', `bankrupt ${c.id} still has shares`);
    } else if (outstanding(c) < 1) fail('I-4', `${c.id} has no outstanding share`);
    if (Object.values(c.holdings).some((h) => h <= 0 || !Number.isInteger(h))) fail('I-4', `${c.id} has a non-positive holding`);
    if (c.priceIndex < 0 || c.priceIndex > 77) fail('I-7', `${c.id} index ${c.priceIndex}`);
    if (c.fillProgress < 0 || c.fillProgress >= stockTierOf(c.priceIndex).fillSize) fail('I-7', `${c.id} fill progress ${c.fillProgress}`);
    if (c.status === 'INACTIVE' && price(c) !== c.ipoPrice) fail('I-7', `inactive ${c.id} priced ${price(c)} ≠ IPO ${c.ipoPrice}`);
    if (atPhaseBoundary && c.status === 'ACTIVE' && c.treasury <= 0) fail('I-8', `active ${c.id} has treasury ${c.treasury}`);
    if (c.prestige < 0) fail('I-10', `${c.id} prestige ${c.prestige}`);
    if (c.tempDemand < 0 || c.tempSupply < 0) fail('I-10', `${c.id} negative temporary demand/supply`);
    if (c.passive && PASSIVE_SECTOR[c.passive] !== c.sector) fail('I-9', `${c.id} holds ${c.passive} of another sector`);
  }

  const consumers = s.consumerPool + s.sectors.reduce((n, x) => n + x.consumers, 0);
  if (consumers !== s.config.consumerPool) fail('I-5', `consumers sum to ${consumers}`);
  for (const x of s.sectors) if (x.demandBonus < 0 || x.consumers < 0) fail('I-10', `${x.id} negative demand bonus or consumers`);

  const passiveHolders = new Map<string, number>();
  for (const c of s.companies) if (c.passive) passiveHolders.set(c.passive, (passiveHolders.get(c.passive) ?? 0) + 1);
  for (const [passive, n] of passiveHolders) if (n > 1) fail('I-9', `${passive} held by ${n} companies`);

  if (s.economyScore < ECONOMY_MIN || s.economyScore > ECONOMY_MAX) fail('I-10', `economy score ${s.economyScore}`);

  // Sub-rounds each player ordered in, as numbers (no string key per order: the list grows all game).
  const subRoundsOf = new Map<string, Set<number>>();
  const repeated = new Map<string, number>();
  for (const o of s.orders) {
    if (isWithdrawn(o)) continue; // withdrawn market orders do not count (PD-18)
    let seen = subRoundsOf.get(o.player);
    if (!seen) subRoundsOf.set(o.player, (seen = new Set()));
    const sub = o.turn * 16 + o.subRound;
    if (!seen.has(sub)) seen.add(sub);
    else {
      const key = `${o.player}:${o.turn}:${o.subRound}`;
      repeated.set(key, (repeated.get(key) ?? 1) + 1);
    }
  }
  for (const [key, n] of repeated) fail('I-11', `${key} has ${n} orders in one sub-round`);
  return out;
}
