/**
 * Scenario runner: plays a scripted position through the real engine and returns a JSON transcript.
 *
 * A scenario names a game (config, seed), the point to start from (fast-forwarded with every player
 * passing), state overrides applied there (scenario.ts), then steps: each step brings the game to a named
 * phase (ending phases by READY on the way), applies overrides and player inputs, ends the phase (or stays)
 * and records what happened and a state summary. Expectations over those summaries are evaluated here, so
 * the CLI (`npm run scenario`) and the tests share them. The format is documented in docs/SCENARIOS.md.
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import { copyJson } from '../copy.ts';
import * as v from 'valibot';
import { settle, sumCounts } from '../../../platform/testing/scenario-steps.ts';
import { configProblems, DEFAULT_CONFIG, makeConfig } from '../config.ts';
import { PHASE_IDS, priceAt, type PhaseId } from '../data.ts';
import { create } from '../engine.ts';
import { describeIssues } from '../inputs.ts';
import { checkInvariants, type InvariantViolation } from '../invariants.ts';
import { demand, netWorth, outstanding, sectorDemand, supply } from '../queries.ts';
import { applyAll, applyOverrides, endPhaseByReady, fastForward, type Overrides } from './scenario.ts';
import type { GameConfig, GameEvent, GameState, Input } from '../types.ts';

// ---------------------------------------------------------------- file format

/** A step or the scenario start named by its 0-based index, its `id`, or "start". */
export type StepRef = number | string;

export type Expectation = {
  /** The recorded summary to look at: a step index, a step id, or "start". */
  after: StepRef;
  /** Dot path into the state summary (`companies.CYCO.price`), or into the step record (`step.events`). */
  path: string;
  note?: string;
  /** The value must deep-equal this. */
  equals?: unknown;
  /** value(after) − value(since) must equal this. */
  delta?: number;
  since?: StepRef;
  /** The value is an array with an element matching this pattern (objects match by subset). */
  includes?: unknown;
  /** With `includes`: the exact number of matching elements. */
  times?: number;
  /** The value is an array with no element matching this pattern. */
  excludes?: unknown;
};

export type ScenarioStep = {
  id?: string;
  note?: string;
  phase: PhaseId;
  /** Where that phase must be met; omitted parts match any value. */
  turn?: number;
  subRound?: number;
  /** For COMPANY_VOTE, COMPANY_VOTE_RESULT and COMPANY_ACTION_RESOLVE: the company whose round it is. */
  company?: string;
  /** Applied on arrival, before the inputs (position fixtures only; results come from the engine). */
  overrides?: Overrides;
  /** Engine inputs in order. A TIMEOUT without `phaseSerial` gets the current phase's serial. */
  inputs?: Input[];
  /** Input rejections this step expects ({index, reason}); any other rejection fails the scenario. */
  rejections?: { index: number; reason: string }[];
  /** "end" (default): every player READY ends the phase; "stay": record while still in it. */
  then?: 'end' | 'stay';
};

export type Scenario = {
  /** The game the file is for; absent means Sectors (files written before the field existed). */
  game?: 'sectors';
  name: string;
  description?: string;
  config: Partial<GameConfig> & { seats: number };
  seed: number;
  start?: { turn: number; phase: PhaseId; subRound?: number };
  overrides?: Overrides;
  steps: ScenarioStep[];
  expect?: Expectation[];
};

export type ScenarioSuite = { game?: 'sectors'; name: string; description?: string; scenarios: Scenario[] };

/** The scenario file itself is malformed (shape, config, references): nothing was played. */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

// ---------------------------------------------------------------- validation

const phase = v.picklist(PHASE_IDS as PhaseId[], 'must be a phase ID of spec §6.1');
const int = v.pipe(v.number(), v.integer());
const stepRef = v.union([v.pipe(int, v.minValue(0)), v.pipe(v.string(), v.minLength(1))], 'must be a step index, a step id or "start"');
const record = v.record(v.string(), v.unknown());

const expectationSchema = v.pipe(
  v.strictObject({
    after: stepRef,
    path: v.pipe(v.string(), v.minLength(1)),
    note: v.optional(v.string()),
    equals: v.optional(v.unknown()),
    delta: v.optional(int),
    since: v.optional(stepRef),
    includes: v.optional(v.unknown()),
    times: v.optional(v.pipe(int, v.minValue(0))),
    excludes: v.optional(v.unknown()),
  }),
  v.check((e) => ['equals', 'delta', 'includes', 'excludes'].filter((k) => k in e).length === 1, 'an expectation needs exactly one of equals, delta, includes, excludes'),
  v.check((e) => !('delta' in e) || e.since !== undefined, 'a delta expectation needs "since"'),
  v.check((e) => !('times' in e) || 'includes' in e, '"times" goes with "includes"'),
);

const stepSchema = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.minLength(1))),
  note: v.optional(v.string()),
  phase,
  turn: v.optional(v.pipe(int, v.minValue(1))),
  subRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(5))),
  company: v.optional(v.pipe(v.string(), v.minLength(1))),
  overrides: v.optional(record),
  inputs: v.optional(v.array(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)) }))),
  rejections: v.optional(v.array(v.strictObject({ index: v.pipe(int, v.minValue(0)), reason: v.string() }))),
  then: v.optional(v.picklist(['end', 'stay'])),
});

// Optional, so files written before the field existed run unchanged; the CLI routes other kinds elsewhere.
const game = v.optional(v.literal('sectors', 'this runner plays Sectors scenarios: "game" must be "sectors" or absent'));

const scenarioSchema = v.strictObject({
  game,
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  config: v.looseObject({ seats: int }),
  seed: v.pipe(int, v.minValue(0), v.maxValue(0xffffffff)),
  start: v.optional(v.strictObject({ turn: v.pipe(int, v.minValue(1)), phase, subRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(5))) })),
  overrides: v.optional(record),
  steps: v.array(stepSchema),
  expect: v.optional(v.array(expectationSchema)),
});

const suiteSchema = v.strictObject({
  game,
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  scenarios: v.pipe(v.array(v.unknown()), v.minLength(1)),
});

/** Checks a parsed scenario (shape, config and step references); throws ScenarioError naming the problem. */
export function validateScenario(raw: unknown, where = 'scenario'): Scenario {
  const parsed = v.safeParse(scenarioSchema, raw);
  if (!parsed.success) throw new ScenarioError(`${where}: ${describeIssues(parsed.issues)}`);
  const sc = parsed.output as unknown as Scenario;
  const unknown = Object.keys(sc.config).filter((k) => k !== 'seats' && k !== 'playerNames' && !(k in DEFAULT_CONFIG));
  if (unknown.length > 0) throw new ScenarioError(`${where} "${sc.name}": config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')}`);
  const config = makeConfig(sc.config.seats, sc.config);
  const problems = configProblems(config);
  if (problems.length > 0) throw new ScenarioError(`${where} "${sc.name}": config: ${problems.join('; ')}`);
  const ids = new Set<string>();
  sc.steps.forEach((step, i) => {
    if (step.id === undefined) return;
    if (step.id === 'start') throw new ScenarioError(`${where} "${sc.name}": steps.${i}.id: "start" is reserved`);
    if (ids.has(step.id)) throw new ScenarioError(`${where} "${sc.name}": steps.${i}.id: duplicate id "${step.id}"`);
    ids.add(step.id);
  });
  (sc.expect ?? []).forEach((e, i) => {
    for (const key of ['after', 'since'] as const) {
      const ref = e[key];
      if (ref === undefined) continue;
      if (stepIndex(sc, ref) === undefined) throw new ScenarioError(`${where} "${sc.name}": expect.${i}.${key}: no step ${JSON.stringify(ref)}`);
    }
  });
  return sc;
}

/** -1 = the start, else the step index; undefined if the reference names nothing. */
function stepIndex(sc: Scenario, ref: StepRef): number | undefined {
  if (ref === 'start') return -1;
  if (typeof ref === 'number') return ref < sc.steps.length ? ref : undefined;
  const i = sc.steps.findIndex((s) => s.id === ref);
  return i < 0 ? undefined : i;
}

// ---------------------------------------------------------------- state summary

export type Position = { turn: number; phase: PhaseId; subRound: number; company: string | null; serial: number };

function position(s: GameState): Position {
  return { turn: s.turn, phase: s.phase, subRound: s.subRound, company: s.companyRound?.company ?? null, serial: s.phaseSerial };
}

/** What a step records about the game: everything the worked examples talk about, keyed by id. */
export function summarize(s: GameState): Record<string, unknown> {
  const holdingsOf = (p: string) =>
    Object.fromEntries(s.companies.filter((c) => (c.holdings[p] ?? 0) > 0).map((c) => [c.id, c.holdings[p]]));
  return {
    turn: s.turn,
    phase: s.phase,
    subRound: s.subRound,
    status: s.status,
    endReason: s.endReason,
    bank: s.bank,
    bankBroken: s.bankBroken,
    outside: s.outside,
    priority: [...s.priority],
    sectorPriority: [...s.sectorPriority],
    pool: s.consumerPool,
    economyScore: s.economyScore,
    players: Object.fromEntries(
      s.players.map((p) => [
        p.id,
        {
          cash: p.cash,
          margin: p.margin,
          netWorth: netWorth(s, p.id),
          holdings: holdingsOf(p.id),
          limitActions: p.limitActions,
          shortActions: p.shortActions,
          taxableIncome: s.turnState.taxableIncome[p.id] ?? 0,
        },
      ]),
    ),
    companies: Object.fromEntries(
      s.companies.map((c) => [
        c.id,
        {
          sector: c.sector,
          seq: c.seq,
          status: c.status,
          tier: c.tier,
          price: priceAt(c.priceIndex),
          index: c.priceIndex,
          fill: c.fillProgress,
          ipoPrice: c.ipoPrice,
          unitPrice: c.unitPrice,
          treasury: c.treasury,
          prestige: c.prestige,
          ipo: c.ipoShares,
          om: c.omShares,
          outstanding: outstanding(c),
          issued: c.issued,
          retired: c.retired,
          holdings: { ...c.holdings },
          supply: supply(c),
          demand: demand(c),
          tempDemand: c.tempDemand,
          permDemand: c.permDemand,
          tempSupply: c.tempSupply,
          permSupply: c.permSupply,
          passive: c.passive,
          cards: [...c.cards],
          hasLoan: c.hasLoan,
          floatedTurn: c.floatedTurn,
          flagsActive: [...c.flagsActive],
          flagsNext: [...c.flagsNext],
        },
      ]),
    ),
    sectors: Object.fromEntries(
      s.sectors.map((x) => [
        x.id,
        { consumers: x.consumers, demand: sectorDemand(x), baseDemand: x.baseDemand, demandBonus: x.demandBonus, everFloated: x.everFloated },
      ]),
    ),
    orders: Object.fromEntries(s.orders.map((o) => [String(o.id), { ...o }])),
    contracts: Object.fromEntries(s.contracts.map((k) => [String(k.id), { ...k }])),
    revenue: copyJson(s.turnState.revenue) as unknown,
    firstCome: { ...s.turnState.firstCome },
    actionOrder: [...s.actionOrder],
    runOrder: [...s.runOrder],
    companyRound: s.companyRound
      ? {
          company: s.companyRound.company,
          mode: s.companyRound.mode,
          eligible: [...s.companyRound.eligible],
          offered: [...s.companyRound.offered],
          winners: [...s.companyRound.winners],
          priceAtStart: s.companyRound.priceAtStart,
          sharesContributed: s.companyRound.sharesContributed,
        }
      : null,
    researchDeck: [...s.researchDeck],
    prestigeTrack: copyJson(s.prestigeTrack) as unknown,
    ranking: s.ranking ? copyJson(s.ranking) : null,
  };
}

// ---------------------------------------------------------------- overrides

const OVERRIDE_KEYS = ['priority', 'sectorPriority', 'players', 'companies', 'sectors', 'consumerPool', 'economyScore', 'bank', 'researchDeck', 'prestigeTrack', 'taxableIncome'];

/**
 * applyOverrides copies fields as given; a misspelt key would silently add a field nobody reads. So every
 * key must name an override (scenario.ts) or a field the player, company or sector already has.
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

function override(s: GameState, o: Overrides): void {
  checkOverrideKeys(s, o as Record<string, unknown>);
  applyOverrides(s, o);
}

// ---------------------------------------------------------------- reaching a phase

export type Target = { phase: PhaseId; turn?: number; subRound?: number; company?: string };

function describeTarget(t: Target): string {
  return [t.turn !== undefined ? `turn ${t.turn}` : null, t.phase, t.subRound !== undefined ? `sub-round ${t.subRound}` : null, t.company ? `company ${t.company}` : null]
    .filter(Boolean)
    .join(' ');
}

function describePosition(s: GameState): string {
  const where = `turn ${s.turn} ${s.phase}`;
  if (s.phase === 'PLACE_STOCK_ORDERS' || s.phase === 'REVIEW_CONCEALED_ORDERS' || s.phase === 'REVEAL_ORDERS' || s.phase === 'RESOLVE_MARKET_ORDERS') {
    return `${where} sub-round ${s.subRound}`;
  }
  return s.companyRound ? `${where} company ${s.companyRound.company}` : where;
}

function isAt(s: GameState, t: Target): boolean {
  return (
    s.phase === t.phase &&
    (t.turn === undefined || s.turn === t.turn) &&
    (t.subRound === undefined || s.subRound === t.subRound) &&
    (t.company === undefined || s.companyRound?.company === t.company)
  );
}

const STOCK_LOOP = [PHASE_IDS.indexOf('PLACE_STOCK_ORDERS'), PHASE_IDS.indexOf('RESOLVE_MARKET_ORDERS')];
const COMPANY_LOOP = [PHASE_IDS.indexOf('COMPANY_VOTE'), PHASE_IDS.indexOf('COMPANY_ACTION_RESOLVE')];

/** Order of a point inside one turn, loops unrolled: sub-rounds and company rounds count. */
function orderInTurn(phaseId: PhaseId, subRound: number, runIndex: number): number {
  const i = PHASE_IDS.indexOf(phaseId);
  if (i < STOCK_LOOP[0]) return i;
  // Sub-round and run index go up to 99 ("any"), so each block stays below the next one.
  if (i <= STOCK_LOOP[1]) return 100 + subRound * 10 + (i - STOCK_LOOP[0]);
  if (i < COMPANY_LOOP[0]) return 10_000 + i;
  if (i <= COMPANY_LOOP[1]) return 20_000 + runIndex * 10 + (i - COMPANY_LOOP[0]);
  return 100_000 + i;
}

/** Whether play has gone past the (latest possible) point the target names. */
function hasPassed(s: GameState, t: Target): boolean {
  if (t.turn === undefined) return false;
  if (s.turn !== t.turn) return s.turn > t.turn;
  const run = t.company !== undefined && s.runOrder.includes(t.company) ? s.runOrder.indexOf(t.company) : 99;
  return orderInTurn(s.phase, s.subRound, s.runIndex) > orderInTurn(t.phase, t.subRound ?? 99, run);
}

/** Ends phases by READY until the target is current; returns the events and the phases passed. */
function reach(s: GameState, t: Target): { events: GameEvent[]; passed: Position[] } {
  const events: GameEvent[] = [];
  const passed: Position[] = [];
  for (let guard = 0; guard < 5000; guard++) {
    if (isAt(s, t)) return { events, passed };
    if (s.status !== 'RUNNING') throw new Error(`the game ended (${s.endReason}) at turn ${s.turn} before ${describeTarget(t)}`);
    if (hasPassed(s, t)) throw new Error(`${describeTarget(t)} was passed or skipped: the game stands at ${describePosition(s)}`);
    passed.push(position(s));
    events.push(...endPhaseByReady(s));
  }
  throw new Error(`${describeTarget(t)} not reached`);
}

// ---------------------------------------------------------------- expectations

function get(root: unknown, path: string): { found: boolean; value: unknown } {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in (value as object))) return { found: false, value: undefined };
    value = (value as Record<string, unknown>)[key];
  }
  return { found: true, value };
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => k in (b as object) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Objects match a pattern when every key of the pattern matches; arrays and scalars must be equal. */
function matches(actual: unknown, pattern: unknown): boolean {
  if (pattern !== null && typeof pattern === 'object' && !Array.isArray(pattern)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(pattern).every(([k, p]) => k in actual && matches((actual as Record<string, unknown>)[k], p));
  }
  return deepEqual(actual, pattern);
}

export type ExpectationResult = {
  check: 'expect' | 'rejections' | 'invariants';
  after: StepRef;
  path?: string;
  note?: string;
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  message?: string;
};

function evaluate(e: Expectation, rootOf: (ref: StepRef) => unknown): ExpectationResult {
  const base = { check: 'expect' as const, after: e.after, path: e.path, ...(e.note ? { note: e.note } : {}) };
  const { found, value } = get(rootOf(e.after), e.path);
  if (!found) return { ...base, pass: false, message: `nothing at path "${e.path}"` };
  if ('equals' in e) return { ...base, pass: deepEqual(value, e.equals), expected: e.equals, actual: value };
  if ('delta' in e) {
    const before = get(rootOf(e.since!), e.path);
    if (typeof value !== 'number' || typeof before.value !== 'number') return { ...base, pass: false, message: `"${e.path}" is not a number at both points`, actual: value };
    const delta = value - before.value;
    return { ...base, pass: delta === e.delta, expected: { delta: e.delta, since: e.since }, actual: { delta, from: before.value, to: value } };
  }
  if (!Array.isArray(value)) return { ...base, pass: false, message: `"${e.path}" is not an array`, actual: value };
  if ('includes' in e) {
    const n = value.filter((x) => matches(x, e.includes)).length;
    const pass = e.times === undefined ? n > 0 : n === e.times;
    return { ...base, pass, expected: { includes: e.includes, ...(e.times !== undefined ? { times: e.times } : {}) }, actual: pass ? { matching: n } : { matching: n, elements: value } };
  }
  const n = value.filter((x) => matches(x, e.excludes)).length;
  return { ...base, pass: n === 0, expected: { excludes: e.excludes }, actual: n === 0 ? { matching: 0 } : { matching: n, elements: value.filter((x) => matches(x, e.excludes)) } };
}

// ---------------------------------------------------------------- running

export type StepRecord = {
  index: number;
  id?: string;
  note?: string;
  target: Target;
  /** Phases ended (everyone READY) to reach the target. */
  passed: Position[];
  arrived: Position;
  inputs: Input[];
  rejections: { index: number; reason: string; message: string }[];
  then: 'end' | 'stay';
  /** Phases entered during the step (arrival, inputs and end), in order. */
  entered: PhaseId[];
  events: GameEvent[];
  invariants: InvariantViolation[];
  now: Position;
  state: Record<string, unknown>;
};

export type Transcript = {
  name: string;
  description?: string;
  ok: boolean;
  error?: string;
  config: GameConfig;
  seed: number;
  start: { turn: number; phase: PhaseId; subRound: number };
  initial: { events: GameEvent[]; invariants: InvariantViolation[]; state: Record<string, unknown> } | null;
  steps: StepRecord[];
  results: ExpectationResult[];
  counts: { checks: number; passed: number; failed: number };
};

export type SuiteTranscript = { name: string; description?: string; ok: boolean; scenarios: Transcript[]; counts: Transcript['counts'] };

/** The runner's own READY inputs (ending phases) are noise in a transcript; inputs from the file stay. */
function withoutRunnerReady(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => e.type !== 'READY_CHANGED');
}

function entered(events: GameEvent[]): PhaseId[] {
  return events.filter((e) => e.type === 'PHASE_STARTED').map((e) => e.phase as PhaseId);
}

/** Plays one (validated or raw) scenario. Malformed scenarios throw ScenarioError; play errors end up in `error`. */
export function runScenario(raw: unknown, where = 'scenario'): Transcript {
  const sc = validateScenario(raw, where);
  const config = makeConfig(sc.config.seats, sc.config);
  const start = { turn: sc.start?.turn ?? 1, phase: sc.start?.phase ?? 'INFLUENCE_BID', subRound: sc.start?.subRound ?? 1 };
  const t: Transcript = {
    name: sc.name,
    ...(sc.description ? { description: sc.description } : {}),
    ok: false,
    config,
    seed: sc.seed,
    start,
    initial: null,
    steps: [],
    results: [],
    counts: { checks: 0, passed: 0, failed: 0 },
  };
  let failedAt = '';
  try {
    failedAt = 'start';
    const s = create(config, sc.seed);
    const events = withoutRunnerReady(start.turn === 1 && start.phase === 'INFLUENCE_BID' ? [] : fastForward(s, start.turn, start.phase, start.subRound));
    if (sc.overrides) override(s, sc.overrides);
    const invariants = checkInvariants(s);
    t.initial = { events, invariants, state: summarize(s) };
    if (invariants.length > 0) t.results.push({ check: 'invariants', after: 'start', pass: false, actual: invariants });

    sc.steps.forEach((step, index) => {
      failedAt = `step ${index}${step.id ? ` (${step.id})` : ''}`;
      const target: Target = { phase: step.phase, turn: step.turn, subRound: step.subRound, company: step.company };
      const arrival = reach(s, target);
      const arrived = position(s);
      if (step.overrides) override(s, step.overrides);
      const inputs = (step.inputs ?? []).map((input) =>
        input.type === 'TIMEOUT' && (input as { phaseSerial?: unknown }).phaseSerial === undefined ? { ...input, phaseSerial: s.phaseSerial } : input,
      );
      const applied = applyAll(s, inputs);
      const then = step.then ?? 'end';
      const ending = then === 'end' && s.phaseSerial === arrived.serial && s.status === 'RUNNING' ? endPhaseByReady(s) : [];
      const stepEvents = [...withoutRunnerReady(arrival.events), ...applied.events, ...withoutRunnerReady(ending)];
      const invariants = checkInvariants(s);
      const rejections = applied.rejections.map((r) => ({ index: r.index, reason: r.reason, message: r.message }));
      t.steps.push({
        index,
        ...(step.id ? { id: step.id } : {}),
        ...(step.note ? { note: step.note } : {}),
        target,
        passed: arrival.passed,
        arrived,
        inputs,
        rejections,
        then,
        entered: entered(stepEvents),
        events: stepEvents,
        invariants,
        now: position(s),
        state: summarize(s),
      });
      const expected = step.rejections ?? [];
      const actual = rejections.map((r) => ({ index: r.index, reason: r.reason }));
      if (expected.length > 0 || actual.length > 0) {
        t.results.push({ check: 'rejections', after: step.id ?? index, pass: deepEqual(actual, expected), expected, actual: rejections });
      }
      if (invariants.length > 0) t.results.push({ check: 'invariants', after: step.id ?? index, pass: false, actual: invariants });
    });

    failedAt = 'expect';
    const rootOf = (ref: StepRef): unknown => {
      const i = stepIndex(sc, ref)!;
      if (i < 0) return { ...t.initial!.state, step: { events: t.initial!.events, invariants: t.initial!.invariants } };
      const { state, ...rest } = t.steps[i];
      return { ...state, step: rest };
    };
    for (const e of sc.expect ?? []) t.results.push(evaluate(e, rootOf));
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    t.error = `${failedAt}: ${err instanceof Error ? err.message : String(err)}`;
  }
  return settle(t);
}

/** A file holds one scenario, or a suite `{ name, scenarios: [...] }`. */
export function runScenarioFile(raw: unknown): Transcript | SuiteTranscript {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'scenarios' in raw) {
    const parsed = v.safeParse(suiteSchema, raw);
    if (!parsed.success) throw new ScenarioError(`suite: ${describeIssues(parsed.issues)}`);
    // Validate every scenario before playing any, so a malformed file never yields a partial result.
    parsed.output.scenarios.forEach((sc, i) => validateScenario(sc, `scenarios.${i}`));
    const scenarios = parsed.output.scenarios.map((sc, i) => runScenario(sc, `scenarios.${i}`));
    return {
      name: parsed.output.name,
      ...(parsed.output.description ? { description: parsed.output.description } : {}),
      ok: scenarios.every((x) => x.ok),
      scenarios,
      counts: sumCounts(scenarios),
    };
  }
  return runScenario(raw);
}

/** One line per problem of a transcript (play error, failed checks), for people reading a terminal. */
export function failureLines(result: Transcript | SuiteTranscript): string[] {
  const list = 'scenarios' in result ? result.scenarios : [result];
  const lines: string[] = [];
  for (const t of list) {
    if (t.error) lines.push(`${t.name}: error at ${t.error}`);
    for (const r of t.results) {
      if (r.pass) continue;
      const what = r.check === 'expect' ? `${r.path}` : r.check;
      const detail = r.message ?? `expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}`;
      lines.push(`${t.name}: after ${JSON.stringify(r.after)}: ${what}${r.note ? ` (${r.note})` : ''}: ${detail}`);
    }
  }
  return lines;
}
