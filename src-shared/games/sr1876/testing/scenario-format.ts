/**
 * The stock-round scenario file (docs/SCENARIOS.md, "1876 stock round"): its types and the checks a file must
 * pass before anything is played. Shape problems, an invalid config and references to steps that do not exist
 * are ScenarioErrors (nothing is played); problems met while playing (a position edit the state cannot take, a
 * target passed) are recorded in the transcript instead.
 */
import * as v from 'valibot';
import { describeIssues } from '../../../schema-issues.ts';
import { configError, defaultConfig } from '../engine.ts';
import type { Cell, SrAction, SrConfig, SrOptions } from '../types.ts';

/** A step or the start, named by its 0-based index, its `id`, or "start". */
export type StepRef = number | string;

/** Position edits (position.ts); seats are JSON keys "0", "1", …; companies by code. */
export type PositionEdit = {
  /** The seat whose fresh turn it is (open declaration windows are timed out first). */
  turn?: number;
  priority?: number;
  players?: Record<string, { cash?: number; holdings?: Record<string, number>; soldThisRound?: string[] }>;
  companies?: Record<string, { token?: Cell; ipo?: number; treasury?: number; declared?: number; pool?: number; cash?: number; director?: number | null }>;
};

export type StepExpect = {
  /** "accepted" (the default for an action step) or the exact refusal code (§12). */
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
export type UntilTarget = { round?: number; step?: string; seat?: number };

export type ScenarioStep = {
  id?: string;
  note?: string;
  /** Position edits applied on arrival, before the action. */
  setup?: PositionEdit;
  /** One engine action (spec names and payloads, seat numbers). */
  action?: SrAction;
  /** Play on with the table's timeout defaults until the position matches. */
  until?: UntilTarget;
  expect?: StepExpect;
};

/** Changes to the scenario data before the game starts (§4: a scenario is data), per company code. */
export type CompanyPatch = { start?: Cell; modernity?: number[]; ipo?: number; treasury?: number; directorShares?: number; cash?: number };

export type ScenarioConfig = {
  players: number;
  /** N (default 4, Trinidad Six's). */
  rounds?: number;
  options?: Partial<SrOptions>;
  companies?: Record<string, CompanyPatch>;
  startingCash?: number[];
};

export type Scenario = {
  game?: 'sr1876';
  name: string;
  description?: string;
  config: ScenarioConfig;
  seed: number;
  setup?: PositionEdit;
  steps: ScenarioStep[];
};

export type ScenarioSuite = { game?: 'sr1876'; name: string; description?: string; scenarios: unknown[] };

/** The file itself is malformed: nothing was played. */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

const int = v.pipe(v.number(), v.integer());
const seat = v.pipe(int, v.minValue(0), v.maxValue(5));
const text = v.pipe(v.string(), v.minLength(1));
const stepRef = v.union([v.pipe(int, v.minValue(0)), text], 'must be a step index, a step id or "start"');
const cell = v.strictObject({ r: int, c: int }, 'a cell is { "r", "c" }');
const STEPS = ['DECLARE', 'TURN', 'OFFER', 'GAME_OVER'] as const;
const seatKey = v.pipe(v.string(), v.regex(/^[0-5]$/, 'a seat number such as "0"'));

const positionSchema = v.strictObject({
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
}, 'a setup has the keys turn, priority, players, companies');

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
    until: v.optional(v.pipe(
      v.strictObject({ round: v.optional(v.pipe(int, v.minValue(1))), step: v.optional(v.picklist(STEPS, `must be one of ${STEPS.join(', ')}`)), seat: v.optional(seat) }, 'an until has the keys round, step, seat'),
      v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of round, step, seat'),
    )),
    expect: v.optional(expectSchema),
  }, 'a step has the keys id, note, setup, action, until, expect'),
  v.check((s) => !(s.action && s.until), 'a step has "action" or "until", not both'),
  v.check((s) => s.action !== undefined || s.until !== undefined || s.setup !== undefined || s.expect !== undefined, 'a step needs "action", "until", "setup" or "expect"'),
  v.check((s) => s.expect?.result === undefined || s.action !== undefined, '"expect.result" needs an "action"'),
);

const game = v.optional(v.literal('sr1876', 'this runner plays stock-round scenarios: "game" must be "sr1876"'));

const configSchema = v.strictObject({
  players: int,
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
}, 'the config has the keys players, rounds, options, companies, startingCash (the seed goes at the top level)');

const scenarioSchema = v.strictObject({
  game,
  name: text,
  description: v.optional(v.string()),
  config: configSchema,
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

/** The complete engine config of a scenario: Trinidad Six with the file's rounds, flags and data patches. */
export function scenarioConfig(sc: Scenario): SrConfig {
  const config = defaultConfig(sc.config.players, { seed: sc.seed, options: sc.config.options ?? {} });
  const data = config.scenario;
  if (sc.config.rounds !== undefined) data.rounds = sc.config.rounds;
  if (sc.config.startingCash) data.startingCash = [...sc.config.startingCash];
  for (const [code, patch] of Object.entries(sc.config.companies ?? {})) {
    const co = data.companies.find((x) => x.code === code);
    if (!co) throw new ScenarioError(`config.companies: no company ${code} (companies: ${data.companies.map((x) => x.code).join(', ')})`);
    Object.assign(co, JSON.parse(JSON.stringify(patch)) as CompanyPatch);
  }
  return config;
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
  let config: SrConfig;
  try {
    config = scenarioConfig(sc);
  } catch (err) {
    throw new ScenarioError(`${at}: ${(err as Error).message}`);
  }
  const bad = configError(config);
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
