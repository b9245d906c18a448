/**
 * Scenario support: reach a chosen point of a game quickly and replace parts of its state, so worked
 * examples and rule tests can start from an exact position. Overrides keep the money invariant (I-1)
 * by balancing OUTSIDE, and share counts must add up (they are checked, not repaired).
 */
import { sfcFromEdit, type RngEdit } from '../../../platform/testing/scenario-rng.ts';
import type { Rng } from '../../../rng.ts';
import { indexOfPrice, PHASE_IDS, type PhaseId, type SectorId } from '../data.ts';
import { applyInPlace } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import type { Company, CompanyId, GameState, GameEvent, Input, PlayerId, Sector } from '../types.ts';

export type CompanyOverride = Partial<Omit<Company, 'id' | 'priceIndex' | 'holdings'>> & {
  /** A grid price (e.g. 60) or use `priceIndex`. */
  price?: number;
  priceIndex?: number;
  holdings?: Record<PlayerId, number>;
};

export type Overrides = {
  priority?: PlayerId[];
  sectorPriority?: SectorId[];
  players?: Record<PlayerId, Partial<{ cash: number; margin: number; limitActions: number; shortActions: number; name: string }>>;
  companies?: Record<CompanyId, CompanyOverride>;
  sectors?: Partial<Record<SectorId, Partial<Omit<Sector, 'id'>>>>;
  consumerPool?: number;
  economyScore?: number;
  bank?: number;
  researchDeck?: GameState['researchDeck'];
  prestigeTrack?: Partial<GameState['prestigeTrack']>;
  taxableIncome?: Record<PlayerId, number>;
  /** The generator, re-seeded (`{ seed }`, as §4 seeds it) or set (`{ state: { a, b, c, d } }`): the next draws come from it. */
  rng?: RngEdit<Rng>;
};

function money(s: GameState): number {
  return s.bank + s.outside + s.players.reduce((n, p) => n + p.cash + p.margin, 0) + s.companies.reduce((n, c) => n + c.treasury, 0);
}

/** Applies overrides in place. Throws if the result breaks a share or consumer invariant. */
export function applyOverrides(s: GameState, o: Overrides): void {
  if (o.priority) s.priority = [...o.priority];
  if (o.sectorPriority) s.sectorPriority = [...o.sectorPriority];
  for (const [id, patch] of Object.entries(o.players ?? {})) {
    const p = s.players.find((x) => x.id === id);
    if (!p) throw new Error(`override: no player ${id}`);
    Object.assign(p, patch);
  }
  for (const [id, patch] of Object.entries(o.companies ?? {})) {
    const c = s.companies.find((x) => x.id === id);
    if (!c) throw new Error(`override: no company ${id} (companies: ${s.companies.map((x) => x.id).join(', ')})`);
    const { price, holdings, ...rest } = patch;
    Object.assign(c, rest);
    if (price !== undefined) {
      const index = indexOfPrice(price);
      if (index < 0) throw new Error(`override: ${price} is not a grid price`);
      c.priceIndex = index;
    }
    if (holdings) c.holdings = Object.fromEntries(Object.entries(holdings).filter(([, n]) => n > 0));
  }
  for (const [id, patch] of Object.entries(o.sectors ?? {})) {
    const sec = s.sectors.find((x) => x.id === id);
    if (!sec) throw new Error(`override: sector ${id} not in play`);
    Object.assign(sec, patch);
  }
  if (o.consumerPool !== undefined) s.consumerPool = o.consumerPool;
  if (o.economyScore !== undefined) s.economyScore = o.economyScore;
  if (o.researchDeck) s.researchDeck = [...o.researchDeck];
  if (o.prestigeTrack) Object.assign(s.prestigeTrack, o.prestigeTrack);
  if (o.taxableIncome) s.turnState.taxableIncome = { ...o.taxableIncome };
  if (o.bank !== undefined) s.bank = o.bank;
  if (o.rng) s.rng = sfcFromEdit(o.rng);
  // Money moved in or out by the override comes from / goes to OUTSIDE, so I-1 still holds.
  s.outside += s.config.bankSize - money(s);
  // The consumer total is part of the setup: an override of sectors or pool defines it.
  if (o.consumerPool !== undefined || o.sectors) s.config.consumerPool = s.consumerPool + s.sectors.reduce((n, x) => n + x.consumers, 0);
  const broken = checkInvariants(s, false).filter((v) => ['I-4', 'I-5', 'I-7', 'I-9'].includes(v.id));
  if (broken.length > 0) throw new Error(`override breaks invariants: ${broken.map((v) => `${v.id} ${v.message}`).join('; ')}`);
}

/** The order of a (turn, phase) pair in play, for "have we passed it?" checks. */
function position(s: GameState): number {
  return s.turn * 100 + PHASE_IDS.indexOf(s.phase);
}

/**
 * Plays on with no player input (every player READY, i.e. passes) until the game stands at `phase` of
 * `turn` (and, for PLACE_STOCK_ORDERS, the given sub-round). Throws if that point is passed or skipped.
 */
export function fastForward(s: GameState, turn: number, phase: PhaseId, subRound = 1): GameEvent[] {
  const events: GameEvent[] = [];
  const target = turn * 100 + PHASE_IDS.indexOf(phase);
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.turn === turn && s.phase === phase && (phase !== 'PLACE_STOCK_ORDERS' || s.subRound === subRound)) return events;
    if (s.status !== 'RUNNING' || position(s) > target) break;
    events.push(...endPhaseByReady(s));
  }
  throw new Error(`fastForward: did not stop at turn ${turn} ${phase} (now turn ${s.turn} ${s.phase}, ${s.status})`);
}

/** Ends the current phase the way players would: everyone who has not yet, says READY. */
export function endPhaseByReady(s: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  const serial = s.phaseSerial;
  for (const p of [...s.priority]) {
    if (s.phaseSerial !== serial || s.status !== 'RUNNING') break;
    if (s.inputs.ready.includes(p)) continue;
    const result = applyInPlace(s, { type: 'READY', player: p });
    if (!result.ok) throw new Error(`READY refused: ${result.reason}`);
    events.push(...result.events);
  }
  if (s.phaseSerial === serial && s.status === 'RUNNING') {
    const result = applyInPlace(s, { type: 'TIMEOUT', phaseSerial: serial });
    if (result.ok) events.push(...result.events);
  }
  return events;
}

/** Applies inputs in order; returns the events and every rejection (with its input index). */
export function applyAll(s: GameState, inputs: Input[]): { events: GameEvent[]; rejections: { index: number; input: Input; reason: string; message: string }[] } {
  const events: GameEvent[] = [];
  const rejections: { index: number; input: Input; reason: string; message: string }[] = [];
  inputs.forEach((input, index) => {
    const result = applyInPlace(s, input);
    if (result.ok) events.push(...result.events);
    else rejections.push({ index, input, reason: result.reason, message: result.message });
  });
  return { events, rejections };
}
