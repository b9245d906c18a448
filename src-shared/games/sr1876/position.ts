/**
 * A stock-round position (docs/SCENARIOS.md, "1876 stock round"): a config (Trinidad Six with patches), the
 * first priority seat, and position edits. Scenarios (testing/) and tutorials (tutorial-hook.ts) both build their
 * games with this code, so a position means the same in both.
 *
 * Position edits set the facts a worked example states (cash, holdings, tokens, company shares and cash, the
 * priority, whose turn it is) on a real game, keeping what the engine derives consistent, so that play from the
 * edited position runs through the real rules only.
 *
 * What stays sound, and how:
 * - Edits are taken only between decisions: in a declaration window or a turn with no offer loop open.
 * - `turn` first answers every open declaration window with its default (declare 0), as a table whose clock ran
 *   out would, then opens a fresh turn for the seat (nothing sold or bought, no passes counted yet).
 * - Money edits are the bank's: `bankNet` moves by the same amount, so money is conserved (§3: unlimited bank).
 * - Directors are re-selected by §9 after the edit (the incumbent keeps a tie) unless the edit names one; a
 *   company left without a director has its declaration dropped (§9).
 * - `round` starts that round on the edited position exactly as the engine starts one (flow.ts `startRound`):
 *   a round-start fixture ("SFR's token at (2, 10) when round 2 begins") then gets the real modernity bonus
 *   and declaration order instead of being faked by playing the rounds before it. The facts that belong to a
 *   running round (`turn`, `declared`, `soldThisRound`) are set once it has started, since starting clears them.
 * - `rng` sets the generator's state (its only draw is the first priority seat, so this is for checking it).
 * Share counts are taken as given: a fixture that breaks §3's share invariant shows up as an invariant failure
 * in the transcript.
 */
import * as v from 'valibot';
import { mulberryEditSchema, mulberryFromEdit, type RngEdit } from '../../platform/testing/scenario-rng.ts';
import { emit, type Ctx } from './ctx.ts';
import { selectDirector } from './directors.ts';
import { applyInPlace, defaultConfig, init } from './engine.ts';
import { startRound } from './flow.ts';
import { defaultAction } from './legal.ts';
import { onGrid } from './market.ts';
import { actingSeats } from './queries.ts';
import { createState } from './setup.ts';
import type { Cell, SrConfig, SrEvent, SrOptions, SrState } from './types.ts';

const int = v.pipe(v.number(), v.integer());

/** Position edits; seats are JSON keys "0", "1", …; companies by code. */
export type PositionEdit = {
  /**
   * Starts this round (1…N) after the edit's other facts are set, as the engine starts one: fresh round
   * bookkeeping, the modernity bonus, the declaration windows from the priority holder. The round's own facts
   * (`turn`, `declared`, `soldThisRound`) are set after it has started.
   */
  round?: number;
  /** The seat whose fresh turn it is (open declaration windows are timed out first). */
  turn?: number;
  priority?: number;
  players?: Record<string, { cash?: number; holdings?: Record<string, number>; soldThisRound?: string[] }>;
  companies?: Record<string, { token?: Cell; ipo?: number; treasury?: number; declared?: number; pool?: number; cash?: number; director?: number | null }>;
  /** The generator: re-seeded, or its uint32 state. */
  rng?: RngEdit<number>;
};

/** Changes to the scenario data before the game starts (§4: a scenario is data), per company code. */
export type CompanyPatch = { start?: Cell; modernity?: number[]; ipo?: number; treasury?: number; directorShares?: number; cash?: number };

export type PositionConfig = {
  players: number;
  /** The first priority seat (S-D19), in place of the seed's draw (the draw still moves the generator). */
  firstPriority?: number;
  /** N (default 4, Trinidad Six's). */
  rounds?: number;
  options?: Partial<SrOptions>;
  companies?: Record<string, CompanyPatch>;
  startingCash?: number[];
};

const seat = v.pipe(int, v.minValue(0), v.maxValue(5));
const cell = v.strictObject({ r: int, c: int }, 'a cell is { "r", "c" }');
const seatKey = v.pipe(v.string(), v.regex(/^[0-5]$/, 'a seat number such as "0"'));

export const positionSchema = v.strictObject({
  round: v.optional(v.pipe(int, v.minValue(1))),
  turn: v.optional(seat),
  priority: v.optional(seat),
  players: v.optional(v.record(seatKey, v.strictObject({
    cash: v.optional(int),
    holdings: v.optional(v.record(v.string(), int)),
    soldThisRound: v.optional(v.array(v.string())),
  }, 'a seat\'s edit has the keys cash, holdings, soldThisRound'))),
  companies: v.optional(v.record(v.string(), v.strictObject({
    token: v.optional(cell),
    ipo: v.optional(int),
    treasury: v.optional(int),
    declared: v.optional(int),
    pool: v.optional(int),
    cash: v.optional(int),
    director: v.optional(v.nullable(seat)),
  }, 'a company\'s edit has the keys token, ipo, treasury, declared, pool, cash, director'))),
  rng: v.optional(mulberryEditSchema),
}, 'a setup has the keys round, turn, priority, players, companies, rng');

export const configSchema = v.strictObject({
  players: int,
  firstPriority: v.optional(seat),
  rounds: v.optional(int),
  options: v.optional(v.strictObject({
    noRebuyAfterSale: v.optional(v.boolean()),
    companyMayBuyFromDirector: v.optional(v.boolean()),
    roundCapPerSeat: v.optional(int),
  }, 'the options are noRebuyAfterSale, companyMayBuyFromDirector, roundCapPerSeat')),
  companies: v.optional(v.record(v.string(), v.strictObject({
    start: v.optional(cell),
    modernity: v.optional(v.array(int)),
    ipo: v.optional(int),
    treasury: v.optional(int),
    directorShares: v.optional(int),
    cash: v.optional(int),
  }, 'a company patch has the keys start, modernity, ipo, treasury, directorShares, cash'))),
  startingCash: v.optional(v.array(int)),
}, 'the config has the keys players, firstPriority, rounds, options, companies, startingCash (the seed goes at the top level)');

/** A position edit the state cannot take (the message says which field and why). */
export class EditError extends Error {}

function fail(message: string): never {
  throw new EditError(message);
}

/**
 * The complete engine config of a position: Trinidad Six with its rounds, flags and data patches. An unknown
 * company in the patches throws EditError.
 */
export function positionConfig(config: PositionConfig, seed: number): SrConfig {
  const engine = defaultConfig(config.players, { seed, options: config.options ?? {} });
  const data = engine.scenario;
  if (config.rounds !== undefined) data.rounds = config.rounds;
  if (config.startingCash) data.startingCash = [...config.startingCash];
  for (const [code, patch] of Object.entries(config.companies ?? {})) {
    const co = data.companies.find((x) => x.code === code);
    if (!co) fail(`config.companies: no company ${code} (companies: ${data.companies.map((x) => x.code).join(', ')})`);
    Object.assign(co, JSON.parse(JSON.stringify(patch)) as CompanyPatch);
  }
  return engine;
}

/**
 * `init`, except that a position's `firstPriority` replaces the seed's draw (S-D19) before round 1 starts, so a
 * worked example's priority holder is stated instead of searched for among seeds. The draw still happens, so
 * the generator stands where it would. Mirrors engine.ts `init` step by step.
 */
export function initPosition(config: SrConfig, first: number | undefined): { state: SrState; events: SrEvent[] } {
  if (first === undefined) return init(config);
  const ctx: Ctx = { s: createState(config), events: [] };
  const s = ctx.s;
  s.priority = first;
  emit(ctx, 'GAME_STARTED', { scenario: s.config.scenario.id, seats: s.players.length, rounds: s.config.scenario.rounds, companies: [...s.companyOrder], priority: s.priority });
  startRound(ctx);
  return { state: s, events: ctx.events };
}

function seatOf(s: SrState, key: string | number, where: string): number {
  const seat = Number(key);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) fail(`${where}: no seat ${key} (seats 0…${s.players.length - 1})`);
  return seat;
}

function companyOf(s: SrState, code: string, where: string): string {
  if (!s.companyOrder.includes(code)) fail(`${where}: no company ${code} in this game (companies: ${s.companyOrder.join(', ')})`);
  return code;
}

/** Answers the open declaration windows with their defaults; their events are returned. */
function skipDeclarations(s: SrState): SrEvent[] {
  const events: SrEvent[] = [];
  while (s.step === 'DECLARE') {
    const a = defaultAction(s, actingSeats(s)[0])!;
    const r = applyInPlace(s, a);
    if (!r.ok) fail(`turn: the declaration default was refused (${r.code})`);
    events.push(...r.events);
  }
  return events;
}

/** The facts of a running round, which starting a round clears: set after a `round` edit has started it. */
function splitRoundFacts(edit: PositionEdit): { before: PositionEdit; after: PositionEdit } {
  const { turn, ...before } = edit;
  delete before.round;
  const after: PositionEdit = turn === undefined ? {} : { turn };
  before.players = Object.fromEntries(Object.entries(edit.players ?? {}).map(([k, p]) => {
    const { soldThisRound, ...rest } = p;
    if (soldThisRound) (after.players ??= {})[k] = { soldThisRound };
    return [k, rest];
  }));
  before.companies = Object.fromEntries(Object.entries(edit.companies ?? {}).map(([k, c]) => {
    const { declared, ...rest } = c;
    if (declared !== undefined) (after.companies ??= {})[k] = { declared };
    return [k, rest];
  }));
  return { before, after };
}

export function applyPosition(s: SrState, edit: PositionEdit): SrEvent[] {
  if (s.step !== 'DECLARE' && s.step !== 'TURN') fail(`setup: positions are edited between decisions, not in step ${s.step}`);
  if (edit.round === undefined) return applyFacts(s, edit);
  if (edit.round > s.config.scenario.rounds) fail(`round: ${edit.round} is after the last round (${s.config.scenario.rounds})`);
  const { before, after } = splitRoundFacts(edit);
  const events = applyFacts(s, before);
  const ctx: Ctx = { s, events: [] };
  // The round under way is left as it stands (no payout): the edit states where play is, not how it got there.
  s.turn = null;
  s.declare = null;
  s.round = edit.round;
  startRound(ctx);
  return [...events, ...ctx.events, ...applyFacts(s, after)];
}

/** The edit without `round`: the facts as given, then §9's directors. */
function applyFacts(s: SrState, edit: PositionEdit): SrEvent[] {
  const ctx: Ctx = { s, events: [] };
  if (edit.turn !== undefined) {
    const seat = seatOf(s, edit.turn, 'turn');
    ctx.events.push(...skipDeclarations(s));
    if (s.step !== 'TURN') fail(`turn: the game is at ${s.step}, not in a round's turns`);
    s.turn = { seat, sold: null, bought: false };
    s.consecutivePasses = 0;
    // A new decision point, as the engine marks one when it opens a turn.
    s.windowCounter += 1;
  }
  if (edit.priority !== undefined) s.priority = seatOf(s, edit.priority, 'priority');
  for (const [key, p] of Object.entries(edit.players ?? {})) {
    const seat = seatOf(s, key, `players.${key}`);
    const player = s.players[seat];
    if (p.cash !== undefined) {
      if (p.cash < 0) fail(`players.${key}.cash: cash cannot be negative (§3)`);
      s.bankNet += p.cash - player.cash;
      player.cash = p.cash;
    }
    for (const [code, n] of Object.entries(p.holdings ?? {})) {
      companyOf(s, code, `players.${key}.holdings`);
      if (n < 0) fail(`players.${key}.holdings.${code}: a holding cannot be negative`);
      player.holdings[code] = n;
    }
    if (p.soldThisRound) player.soldThisRound = p.soldThisRound.map((code) => companyOf(s, code, `players.${key}.soldThisRound`));
  }
  for (const [code, c] of Object.entries(edit.companies ?? {})) {
    companyOf(s, code, 'companies');
    const co = s.companies[code];
    if (c.token) {
      if (!onGrid(s.config.scenario.grid, c.token)) fail(`companies.${code}.token: (${c.token.r}, ${c.token.c}) is not on the grid`);
      co.token = { ...c.token };
    }
    for (const field of ['ipo', 'treasury', 'pool', 'declared'] as const) {
      const n = c[field];
      if (n === undefined) continue;
      if (n < 0) fail(`companies.${code}.${field}: cannot be negative`);
      co[field] = n;
    }
    if (c.cash !== undefined) {
      if (c.cash < 0) fail(`companies.${code}.cash: cash cannot be negative`);
      s.bankNet += c.cash - co.cash;
      co.cash = c.cash;
    }
    if (co.declared > co.treasury) fail(`companies.${code}.declared: ${co.declared} declared of a treasury of ${co.treasury}`);
  }
  for (const code of s.companyOrder) {
    const named = edit.companies?.[code]?.director;
    const co = s.companies[code];
    co.director = named !== undefined ? (named === null ? null : seatOf(s, named, `companies.${code}.director`)) : selectDirector(s, code);
    if (co.director === null) co.declared = 0;
  }
  if (edit.rng) s.rng = mulberryFromEdit(edit.rng);
  return ctx.events;
}
