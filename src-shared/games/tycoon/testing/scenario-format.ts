/**
 * The Tycoon scenario file (docs/SCENARIOS.md, "Stock Market Tycoon"): its types and the checks a file must
 * pass before anything is played. Shape problems, an invalid config and references to steps that do not exist
 * are ScenarioErrors (nothing is played); problems met while playing (a position edit the state cannot take,
 * a target passed) are recorded in the transcript instead.
 */
import * as v from 'valibot';
import { describeIssues } from '../../../schema-issues.ts';
import { configError, defaultConfig } from '../engine.ts';
import type { TycoonAction, TycoonConfig } from '../types.ts';

/** A step or the start, named by its 0-based index, its `id`, or "start". */
export type StepRef = number | string;

/** Position edits (position.ts); seats are JSON keys "0", "1", … */
export type PositionEdit = {
  year?: number;
  dealer?: number;
  txRound?: number;
  turn?: number;
  players?: Record<string, { cash?: number; holdings?: Record<string, number>; hand?: string[]; debt?: { amount: number; dueYear: number } | null }>;
  companies?: Record<string, { price?: number; outstanding?: number; premiumPct?: number; firstBuyDone?: boolean }>;
  shorts?: { seat: number; company: string; qty: number; entry: number; accrued?: number }[];
  options?: { seat: number; company: string; kind: string; qty: number; strike: number }[];
};

export type StepExpect = {
  /** "accepted" (the default for an action step) or the exact refusal code (§17). */
  result?: string;
  /** Dot paths into the state summary after the step, each deep-equal to its value. */
  state?: Record<string, unknown>;
  /** Dot paths whose number changed by exactly this much since `since` (default: the state before the step). */
  delta?: Record<string, number>;
  since?: StepRef;
  /** Patterns that must each match at least one event of the step (objects match by subset). */
  events?: unknown[];
  /** Patterns no event of the step may match. */
  noEvents?: unknown[];
  note?: string;
};

/** Where an `until` step stops: every given field must match. */
export type UntilTarget = { year?: number; step?: string; txRound?: number; seat?: number };

export type ScenarioStep = {
  id?: string;
  note?: string;
  /** Position edits applied on arrival, before the action. */
  setup?: PositionEdit;
  /** One engine action (spec names and payloads, seat numbers). */
  action?: TycoonAction;
  /** Play on with the table's timeout defaults until the position matches. */
  until?: UntilTarget;
  expect?: StepExpect;
};

export type Scenario = {
  game?: 'tycoon';
  name: string;
  description?: string;
  /** `players` plus any engine config keys except `seed`; merged over `defaultConfig(players)`. */
  config: Partial<TycoonConfig> & { players: number };
  seed: number;
  setup?: PositionEdit;
  steps: ScenarioStep[];
};

export type ScenarioSuite = { game?: 'tycoon'; name: string; description?: string; scenarios: unknown[] };

/** The file itself is malformed: nothing was played. */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

const int = v.pipe(v.number(), v.integer());
const seat = v.pipe(int, v.minValue(0), v.maxValue(11));
const text = v.pipe(v.string(), v.minLength(1));
const stepRef = v.union([v.pipe(int, v.minValue(0)), text], 'must be a step index, a step id or "start"');
const STEPS = ['P1', 'TURN', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9', 'GAME_OVER'] as const;

const positionSchema = v.strictObject({
  year: v.optional(v.pipe(int, v.minValue(1), v.maxValue(10))),
  dealer: v.optional(seat),
  txRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(3))),
  turn: v.optional(seat),
  players: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^(0|[1-9]\d?)$/, 'a seat number such as "0"')),
      v.strictObject({
        cash: v.optional(int),
        holdings: v.optional(v.record(v.string(), int)),
        hand: v.optional(v.array(v.string())),
        debt: v.optional(v.nullable(v.strictObject({ amount: v.pipe(int, v.minValue(1)), dueYear: v.pipe(int, v.minValue(1)) }, 'a debt is { "amount", "dueYear" } or null'))),
      }, 'a seat\'s edit has the keys cash, holdings, hand, debt'),
    ),
  ),
  companies: v.optional(
    v.record(
      v.string(),
      v.strictObject({
        price: v.optional(v.pipe(int, v.minValue(0))),
        outstanding: v.optional(v.pipe(int, v.minValue(1000), v.multipleOf(1000))),
        premiumPct: v.optional(v.picklist([5, 10, 15])),
        firstBuyDone: v.optional(v.boolean()),
      }, 'a company\'s edit has the keys price, outstanding, premiumPct, firstBuyDone'),
    ),
  ),
  shorts: v.optional(v.array(v.strictObject({ seat, company: v.string(), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), entry: v.pipe(int, v.minValue(0)), accrued: v.optional(v.pipe(int, v.minValue(0))) }, 'a short is { seat, company, qty, entry, accrued? }'))),
  options: v.optional(v.array(v.strictObject({ seat, company: v.string(), kind: v.picklist(['call', 'put']), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), strike: v.pipe(int, v.minValue(0)) }, 'an option is { seat, company, kind, qty, strike }'))),
}, 'a setup has the keys year, dealer, txRound, turn, players, companies, shorts, options');

const expectSchema = v.pipe(
  v.strictObject({
    result: v.optional(text),
    state: v.optional(v.record(text, v.unknown())),
    delta: v.optional(v.record(text, int)),
    since: v.optional(stepRef),
    events: v.optional(v.array(v.unknown())),
    noEvents: v.optional(v.array(v.unknown())),
    note: v.optional(v.string()),
  }, 'an expect has the keys result, state, delta, since, events, noEvents, note'),
  v.check((e) => e.since === undefined || e.delta !== undefined, '"since" goes with "delta"'),
);

const stepSchema = v.pipe(
  v.strictObject({
    id: v.optional(text),
    note: v.optional(v.string()),
    setup: v.optional(positionSchema),
    action: v.optional(v.looseObject({ type: text })),
    until: v.optional(
      v.pipe(
        v.strictObject({ year: v.optional(v.pipe(int, v.minValue(1), v.maxValue(10))), step: v.optional(v.picklist(STEPS, `must be one of ${STEPS.join(', ')}`)), txRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(3))), seat: v.optional(seat) }, 'an until has the keys year, step, txRound, seat'),
        v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of year, step, txRound, seat'),
      ),
    ),
    expect: v.optional(expectSchema),
  }, 'a step has the keys id, note, setup, action, until, expect'),
  v.check((s) => !(s.action && s.until), 'a step has "action" or "until", not both'),
  v.check((s) => s.action !== undefined || s.until !== undefined || s.setup !== undefined || s.expect !== undefined, 'a step needs "action", "until", "setup" or "expect"'),
  v.check((s) => s.expect?.result === undefined || s.action !== undefined, '"expect.result" needs an "action"'),
);

const game = v.optional(v.literal('tycoon', 'this runner plays Tycoon scenarios: "game" must be "tycoon"'));

const scenarioSchema = v.strictObject({
  game,
  name: text,
  description: v.optional(v.string()),
  config: v.looseObject({ players: int }, 'the config needs "players", the number of seats'),
  seed: v.pipe(int, v.minValue(0), v.maxValue(0xffffffff)),
  setup: v.optional(positionSchema),
  steps: v.array(stepSchema),
}, 'a scenario needs name, config, seed and steps (it may have game, description, setup)');

export const suiteSchema = v.strictObject({
  game,
  name: text,
  description: v.optional(v.string()),
  scenarios: v.pipe(v.array(v.unknown()), v.minLength(1)),
}, 'a suite needs name and scenarios (it may have game, description)');

const CONFIG_KEYS = Object.keys(defaultConfig(2)).filter((k) => k !== 'seed');

/** The complete engine config of a scenario. */
export function scenarioConfig(sc: Scenario): TycoonConfig {
  return defaultConfig(sc.config.players, { ...sc.config, seed: sc.seed });
}

/** -1 = the start, else the step index; undefined when the reference names nothing. */
export function stepIndex(sc: Scenario, ref: StepRef): number | undefined {
  if (ref === 'start') return -1;
  if (typeof ref === 'number') return ref < sc.steps.length ? ref : undefined;
  const i = sc.steps.findIndex((s) => s.id === ref);
  return i < 0 ? undefined : i;
}

/** Checks a parsed scenario (shape, config, step references); throws ScenarioError naming the problem. */
export function validateScenario(raw: unknown, where = 'scenario'): Scenario {
  const parsed = v.safeParse(scenarioSchema, raw);
  if (!parsed.success) throw new ScenarioError(`${where}: ${describeIssues(parsed.issues)}`);
  const sc = parsed.output as unknown as Scenario;
  const at = `${where} "${sc.name}"`;
  if ('seed' in sc.config) throw new ScenarioError(`${at}: config: the seed goes at the top level ("seed"), not in the config`);
  const unknown = Object.keys(sc.config).filter((k) => k !== 'players' && !CONFIG_KEYS.includes(k));
  if (unknown.length > 0) throw new ScenarioError(`${at}: config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')} (options: ${CONFIG_KEYS.join(', ')})`);
  const bad = configError(scenarioConfig(sc));
  if (bad) throw new ScenarioError(`${at}: config: ${bad.code}: ${bad.message}`);
  const ids = new Set<string>();
  sc.steps.forEach((step, i) => {
    if (step.id === undefined) return;
    if (step.id === 'start') throw new ScenarioError(`${at}: steps.${i}.id: "start" is reserved`);
    if (ids.has(step.id)) throw new ScenarioError(`${at}: steps.${i}.id: duplicate id "${step.id}"`);
    ids.add(step.id);
  });
  sc.steps.forEach((step, i) => {
    const since = step.expect?.since;
    if (since === undefined) return;
    const j = stepIndex(sc, since);
    if (j === undefined) throw new ScenarioError(`${at}: steps.${i}.expect.since: no step ${JSON.stringify(since)}`);
    if (j >= i) throw new ScenarioError(`${at}: steps.${i}.expect.since: ${JSON.stringify(since)} is not an earlier step`);
  });
  return sc;
}

/** A suite's own fields; its scenarios are validated one by one (validateScenario). */
export function validateSuite(raw: unknown): v.InferOutput<typeof suiteSchema> {
  const parsed = v.safeParse(suiteSchema, raw);
  if (!parsed.success) throw new ScenarioError(`suite: ${describeIssues(parsed.issues)}`);
  return parsed.output;
}
