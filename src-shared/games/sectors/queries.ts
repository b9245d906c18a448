/** Read-only questions about the state, shared by every rule module. */
import { COMPANY_TIER_DATA, OWNERSHIP_CAP_PERCENT, priceAt, type CompanyActionId } from './data.ts';
import type { Company, CompanyId, GameState, Player, PlayerId, Sector } from './types.ts';

export function player(s: GameState, id: PlayerId): Player {
  const p = s.players.find((pl) => pl.id === id);
  if (!p) throw new Error(`unknown player ${id}`);
  return p;
}

export function findPlayer(s: GameState, id: unknown): Player | undefined {
  return s.players.find((pl) => pl.id === id);
}

export function company(s: GameState, id: CompanyId): Company {
  const c = s.companies.find((co) => co.id === id);
  if (!c) throw new Error(`unknown company ${id}`);
  return c;
}

export function findCompany(s: GameState, id: unknown): Company | undefined {
  return s.companies.find((co) => co.id === id);
}

export function sector(s: GameState, id: string): Sector {
  const sec = s.sectors.find((x) => x.id === id);
  if (!sec) throw new Error(`sector ${id} not in play`);
  return sec;
}

export function sectorInPlay(s: GameState, id: string): boolean {
  return s.sectors.some((x) => x.id === id);
}

export function held(c: Company, p: PlayerId): number {
  return c.holdings[p] ?? 0;
}

export function setHeld(c: Company, p: PlayerId, n: number): void {
  if (n > 0) c.holdings[p] = n;
  else delete c.holdings[p];
}

export function outstanding(c: Company): number {
  return c.issued - c.retired;
}

export function price(c: Company): number {
  return priceAt(c.priceIndex);
}

export function ownershipCap(c: Company): number {
  return Math.floor((outstanding(c) * OWNERSHIP_CAP_PERCENT) / 100);
}

/** Priority number of a player: 1 is the best. */
export function priorityOf(s: GameState, p: PlayerId): number {
  return s.priority.indexOf(p) + 1;
}

/** Holders (≥ 1 share), in player priority order. */
export function holders(s: GameState, c: Company): PlayerId[] {
  return s.priority.filter((p) => held(c, p) > 0);
}

export function isFloated(c: Company): boolean {
  return c.status === 'ACTIVE' || c.status === 'INSOLVENT';
}

export function capacity(c: Company): number {
  return COMPANY_TIER_DATA[c.tier].capacity;
}

/** §9.1 supply: tier capacity + permanent + temporary supply, capped at twice the capacity. */
export function supply(c: Company): number {
  const cap = capacity(c);
  return Math.min(cap + c.permSupply + c.tempSupply, 2 * cap);
}

export function demand(c: Company): number {
  return c.tempDemand + c.permDemand;
}

/** §9.1 throughput, signed; the CARBON_CREDIT holder's is clamped to [−1, 1]. */
export function throughput(c: Company): number {
  const t = supply(c) - demand(c);
  return c.passive === 'CARBON_CREDIT' ? Math.max(-1, Math.min(1, t)) : t;
}

export function sectorDemand(sec: Sector): number {
  return sec.baseDemand + sec.demandBonus;
}

/** Company priority sort (§9.1): ECONOMIES_OF_SCALE first, unit price asc, prestige desc, demand desc, seq. */
export function compareCompanyPriority(a: Company, b: Company): number {
  const eos = (c: Company) => (c.cards.includes('ECONOMIES_OF_SCALE') ? 0 : 1);
  return eos(a) - eos(b) || a.unitPrice - b.unitPrice || b.prestige - a.prestige || demand(b) - demand(a) || a.seq - b.seq;
}

/** Net worth (§11): cash + margin + shares at current prices − cost to cover open shorts. */
export function netWorth(s: GameState, p: PlayerId): number {
  const pl = player(s, p);
  let worth = pl.cash + pl.margin;
  for (const c of s.companies) {
    if (c.status !== 'BANKRUPT') worth += held(c, p) * price(c);
  }
  for (const o of s.orders) {
    if (o.type === 'SHORT' && o.status === 'OPEN' && o.player === p) worth -= o.quantity * price(company(s, o.company));
  }
  return worth;
}

export function certificates(s: GameState, p: PlayerId): number {
  return s.companies.reduce((n, c) => n + held(c, p), 0);
}


export function firstComeCount(s: GameState, action: CompanyActionId): number {
  return s.turnState.firstCome[action] ?? 0;
}
