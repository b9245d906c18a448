/**
 * A Sectors position from JSON data (docs/SCENARIOS.md, "Stating any position"): a config and seed, the point to
 * start from (reached with every player passing) and position edits (`overrides`) applied there. Scenarios
 * (testing/) and tutorials (tutorial-hook.ts) both build their games with it, so a position means the same in
 * both. Pure and deterministic: the same data always gives the same state. Overrides keep the money invariant
 * (I-1) by balancing OUTSIDE, and share counts must add up (they are checked, not repaired).
 */
import * as v from 'valibot';
import { sfcEditSchema, sfcFromEdit, type RngEdit } from '../../platform/testing/scenario-rng.ts';
import type { Rng } from '../../rng.ts';
import { configProblems, DEFAULT_CONFIG, makeConfig } from './config.ts';
import { indexOfPrice, PHASE_IDS, type PhaseId, type SectorId } from './data.ts';
import { applyInPlace, create } from './engine.ts';
import { describeIssues } from './inputs.ts';
import { checkInvariants } from './invariants.ts';
import type { Company, CompanyId, GameConfig, GameState, GameEvent, PlayerId, Sector } from './types.ts';

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

const OVERRIDE_KEYS = ['priority', 'sectorPriority', 'players', 'companies', 'sectors', 'consumerPool', 'economyScore', 'bank', 'researchDeck', 'prestigeTrack', 'taxableIncome', 'rng'];

/**
 * applyOverrides copies fields as given; a misspelt key would silently add a field nobody reads. So every
 * key must name an override or a field the player, company or sector already has.
 */
function checkOverrideKeys(s: GameState, o: Record<string, unknown>): void {
  const unknown = (where: string, keys: string[], known: (k: string) => boolean) => {
    const bad = keys.filter((k) => !known(k));
    if (bad.length > 0) throw new Error(`override${where ? ` ${where}` : ''}: unknown field ${bad.map((k) => `"${k}"`).join(', ')}`);
  };
  unknown('', Object.keys(o), (k) => OVERRIDE_KEYS.includes(k));
  const entries = (x: unknown) => Object.entries((x ?? {}) as Record<string, Record<string, unknown>>);
  for (const [id, patch] of entries(o.players)) {
    const p = s.players.find((x) => x.id === id);
    if (p) unknown(`players.${id}`, Object.keys(patch), (k) => k in p && k !== 'id');
  }
  for (const [id, patch] of entries(o.companies)) {
    const c = s.companies.find((x) => x.id === id);
    if (c) unknown(`companies.${id}`, Object.keys(patch), (k) => (k in c && k !== 'id') || k === 'price');
  }
  for (const [id, patch] of entries(o.sectors)) {
    const x = s.sectors.find((y) => y.id === id);
    if (x) unknown(`sectors.${id}`, Object.keys(patch), (k) => k in x && k !== 'id');
  }
}

/** Overrides from a file: every key checked and the generator edit's shape too, then applied (throws with a sentence). */
export function applyCheckedOverrides(s: GameState, o: Overrides): void {
  checkOverrideKeys(s, o as Record<string, unknown>);
  if (o.rng !== undefined) {
    const parsed = v.safeParse(sfcEditSchema, o.rng);
    if (!parsed.success) throw new Error(`override rng: ${describeIssues(parsed.issues)}`);
  }
  applyOverrides(s, o);
}

/** The order of a (turn, phase) pair in play, for "have we passed it?" checks. */
function order(s: GameState): number {
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
    if (s.status !== 'RUNNING' || order(s) > target) break;
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

// ---------------------------------------------------------------- a position as data

const phase = v.picklist(PHASE_IDS, 'must be a phase ID of spec §6.1');
const int = v.pipe(v.number(), v.integer());

/** The position part of a scenario: `config`, `seed`, `start`, `overrides` (docs/SCENARIOS.md). */
export const positionSchema = v.strictObject({
  config: v.looseObject({ seats: int }),
  seed: v.pipe(int, v.minValue(0), v.maxValue(0xffffffff)),
  start: v.optional(v.strictObject({ turn: v.pipe(int, v.minValue(1)), phase, subRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(5))) })),
  overrides: v.optional(v.record(v.string(), v.unknown())),
});

export type Position = { config: Partial<GameConfig> & { seats: number }; seed: number; start?: { turn: number; phase: PhaseId; subRound?: number }; overrides?: Overrides };

/** The complete config of a position: its options over the defaults of §5.1. */
export function positionConfig(p: Position): GameConfig {
  return makeConfig(p.config.seats, p.config);
}

/** The problems of a position's data (shape and config), as sentences naming the field; empty when it can be played. */
export function positionProblems(raw: unknown): string[] {
  const parsed = v.safeParse(positionSchema, raw);
  if (!parsed.success) return [describeIssues(parsed.issues)];
  const p = parsed.output as unknown as Position;
  const unknown = Object.keys(p.config).filter((k) => k !== 'seats' && k !== 'playerNames' && !(k in DEFAULT_CONFIG));
  if (unknown.length > 0) return [`config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')}`];
  return configProblems(positionConfig(p)).map((problem) => `config: ${problem}`);
}

/**
 * The game a position stands for: `create(config, seed)`, every player passing up to `start` (default: turn 1's
 * influence bid, as created), then the overrides. Throws an Error naming the problem when the data is not a
 * position or cannot be reached or applied.
 */
export function startPosition(raw: unknown): GameState {
  const problems = positionProblems(raw);
  if (problems.length > 0) throw new Error(`position: ${problems.join('; ')}`);
  const p = raw as Position;
  const s = create(positionConfig(p), p.seed);
  const start = { turn: p.start?.turn ?? 1, phase: p.start?.phase ?? 'INFLUENCE_BID', subRound: p.start?.subRound ?? 1 };
  if (!(start.turn === 1 && start.phase === 'INFLUENCE_BID')) fastForward(s, start.turn, start.phase, start.subRound);
  if (p.overrides) applyCheckedOverrides(s, p.overrides);
  return s;
}
