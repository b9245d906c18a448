/**
 * What every bot level reads, and the small questions they ask about it. A bot decides from `Seen`: the
 * part of the game one seat may see. The live policies build it with `view(state, { role: 'player',
 * player })`, so other players' secrets (concealed orders, bids, votes, allocations, the generator and the
 * research deck order) are simply not there. The hard bot's imagined worlds are plain `GameState`s built
 * from such a view; they satisfy `Seen` as well, so the medium rules can play the opponents inside them.
 *
 * Pure: no clock, no system randomness; every random choice draws from the `Rng` a caller passes in.
 */
import { randInt, type Rng } from '../../../rng.ts';
import {
  COMPANY_TIER_DATA, FIXED_ACTION_COST, MAX_INDEX, priceAt, SECTOR_ACTION_PRESTIGE, SECTOR_ACTIONS,
  STOCK_TIERS, stockTierOf, TIERED_ACTION_PRICES, type CompanyActionId,
} from '../data.ts';
import { view, type GameView, type OrderView } from '../view.ts';
import type {
  Company, CompanyRound, GameConfig, GameState, Headline, OptionContract, PhaseInputs, Player, PlayerId, Sector,
  TranchePackage, TurnState,
} from '../types.ts';

/** The fields of a seat's view the bots read (a `GameView` and a `GameState` both fit). */
export type Seen = {
  config: GameConfig;
  status: 'RUNNING' | 'ENDED';
  turn: number;
  phase: GameState['phase'];
  phaseSerial: number;
  subRound: number;
  bank: number;
  bankBroken: boolean;
  players: Player[];
  priority: PlayerId[];
  sectors: Sector[];
  sectorPriority: GameState['sectorPriority'];
  companies: Company[];
  consumerPool: number;
  economyScore: number;
  prestigeTrack: GameState['prestigeTrack'];
  headlines: (Headline | null)[];
  tranches: TranchePackage[];
  orders: OrderView[];
  contracts: OptionContract[];
  actionOrder: string[];
  runOrder: string[];
  runIndex: number;
  companyRound: CompanyRound | null;
  turnState: TurnState;
  inputs: PhaseInputs;
};

/** The seat's own view of the engine state: the only thing a live bot decides from. */
export function seatView(state: GameState, me: PlayerId): GameView {
  return view(state, { role: 'player', player: me });
}

// ---------------------------------------------------------------- small queries

export const priceOf = (c: Company): number => priceAt(c.priceIndex);
export const outstandingOf = (c: Company): number => c.issued - c.retired;
export const heldBy = (c: Company, p: PlayerId): number => c.holdings[p] ?? 0;
export const isLive = (c: Company): boolean => c.status !== 'BANKRUPT';
export const isFloatedCo = (c: Company): boolean => c.status === 'ACTIVE' || c.status === 'INSOLVENT';

export function playerOf(seen: Seen, me: PlayerId): Player {
  const p = seen.players.find((x) => x.id === me);
  if (!p) throw new Error(`unknown player ${me}`);
  return p;
}

export function capOf(seen: Seen, c: Company): number {
  return seen.config.ownershipCapEnabled ? Math.floor((outstandingOf(c) * 60) / 100) : outstandingOf(c);
}

export function supplyOf(c: Company): number {
  const cap = COMPANY_TIER_DATA[c.tier].capacity;
  return Math.min(cap + c.permSupply + c.tempSupply, 2 * cap);
}

export const demandOf = (c: Company): number => c.tempDemand + c.permDemand;

export function throughputOf(c: Company, supply = supplyOf(c), demand = demandOf(c)): number {
  const t = supply - demand;
  return c.passive === 'CARBON_CREDIT' ? Math.max(-1, Math.min(1, t)) : t;
}

export function penaltySteps(t: number): number {
  const a = Math.abs(t);
  return a >= 2 ? Math.floor((a - 1) / 2) + 1 : 0;
}

export function operatingCostOf(c: Company, t: number, vetoFlag = c.flagsActive.includes('VETO')): number {
  let cost = COMPANY_TIER_DATA[c.tier].operatingCost;
  if (vetoFlag) cost = Math.floor(cost / 2);
  if (t === 0) cost = Math.floor(cost / 2);
  if (c.cards.includes('AUTOMATION')) cost = Math.max(0, cost - 20);
  if (c.flagsActive.includes('STRATEGIC_RESERVE')) cost = 0;
  return cost;
}

/** Index after a dividend rise of `raw` steps from `index` (capped at the next stock tier, §9.5). */
export function dividendIndex(c: Company, index: number, raw: number): number {
  if (raw <= 0) return index;
  const tier = STOCK_TIERS.indexOf(stockTierOf(index));
  let cap = tier + 1 < STOCK_TIERS.length ? STOCK_TIERS[tier + 1].first : MAX_INDEX;
  if (c.passive === 'BOOM_CYCLE') cap += 3;
  return Math.min(index + raw, cap, MAX_INDEX);
}

export function downIndex(c: Company, index: number, steps: number): number {
  const floor = c.passive === 'REGULATORY_SHIELD' ? (stockTierOf(index).shieldFloor ?? 0) : 0;
  return Math.max(0, index - steps, Math.min(index, floor));
}

/** Index after `n` net market buys from `index` with `progress` already filled. */
export function buysIndex(index: number, progress: number, n: number): number {
  let i = index;
  let p = progress;
  for (let k = 0; k < n && i < MAX_INDEX; k++) {
    p += 1;
    if (p >= stockTierOf(i).fillSize) {
      i += 1;
      p = 0;
    }
  }
  return i;
}

export function actionCashCost(seen: Seen, c: Company, a: CompanyActionId): number {
  const tiers = TIERED_ACTION_PRICES[a];
  if (tiers) return tiers[Math.min(2, seen.turnState.firstCome[a] ?? 0)];
  if (a === 'SHARE_ISSUE') return priceOf(c);
  return FIXED_ACTION_COST[a] ?? 0;
}

export const actionPrestigeCost = (a: CompanyActionId): number => (SECTOR_ACTIONS.includes(a) ? SECTOR_ACTION_PRESTIGE : 0);

/** Whether this is the last turn the game will play (max turns reached or the bank broke). */
export function lastTurn(seen: Seen): boolean {
  return seen.turn >= seen.config.maxTurns || seen.bankBroken;
}

export function turnsLeft(seen: Seen): number {
  return seen.bankBroken ? 1 : Math.max(1, seen.config.maxTurns - seen.turn + 1);
}

/** Whether the seat already placed an order in the current sub-round (its own orders are always visible to it). */
export function orderedThisSubRound(seen: Seen, me: PlayerId): boolean {
  return seen.orders.some((o) => o.player === me && o.turn === seen.turn && o.subRound === seen.subRound);
}

/** Cash this seat has committed to its own pending buys this stock round (not yet resolved). */
export function committedCash(seen: Seen, me: PlayerId): number {
  let n = 0;
  for (const o of seen.orders) {
    if ('concealed' in o || o.player !== me || o.status !== 'PENDING' || o.turn !== seen.turn) continue;
    const c = seen.companies.find((x) => x.id === o.company);
    if (!c) continue;
    if (o.type === 'MARKET' && o.side === 'BUY') n += (o.bid ?? (o.location === 'IPO' ? c.ipoPrice : priceOf(c))) * o.quantity;
    if (o.type === 'SHORT') n += Math.ceil((priceOf(c) * o.quantity) / 2);
    if (o.type === 'OPTION') n += o.bid ?? seen.contracts.find((k) => k.id === o.contract)?.premium ?? 0;
  }
  return n;
}

/** Consumers each sector would receive at END_TURN with the current score, pool and sector demands (§10.3). */
export function consumerInflow(seen: Seen): Record<string, number> {
  const moved: Record<string, number> = Object.fromEntries(seen.sectorPriority.map((id) => [id, 0]));
  let remaining = seen.economyScore;
  let pool = seen.consumerPool;
  while (remaining > 0 && pool > 0) {
    let pass = 0;
    for (const id of seen.sectorPriority) {
      if (remaining === 0 || pool === 0) break;
      const sec = seen.sectors.find((x) => x.id === id)!;
      const take = Math.min(sec.baseDemand + sec.demandBonus, remaining, pool);
      moved[id] += take;
      pool -= take;
      remaining -= take;
      pass += take;
    }
    if (pass === 0) break;
  }
  return moved;
}

/** Bid to attach to a buy under BID_PRIORITY (the minimum: the IPO or current price), nothing otherwise. */
export function bidFor(seen: Seen, unit: number): { bid?: number } {
  return seen.config.distributionStrategy === 'BID_PRIORITY' ? { bid: unit } : {};
}

/** True with probability p (in 1/1000), from the bot's generator. */
export function chance(rng: Rng, p: number): boolean {
  if (p <= 0) return false;
  if (p >= 1) return true;
  return randInt(rng, 0, 999) < Math.round(p * 1000);
}

/** Small deterministic jitter in [−amount, amount] for tie-breaking, from the bot's generator. */
export function jitter(rng: Rng, amount: number): number {
  return ((randInt(rng, 0, 2000) - 1000) / 1000) * amount;
}
