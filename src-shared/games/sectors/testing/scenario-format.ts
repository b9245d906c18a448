/**
 * The Sectors scenario file (docs/SCENARIOS.md, "File format"): its types and the checks a file must pass
 * before anything is played. Shape problems, an invalid config (unless the file expects it) and references to
 * steps that do not exist are ScenarioErrors (nothing is played); problems met while playing (an override the
 * state cannot take, a phase already passed) are recorded in the transcript instead.
 */
import * as v from 'valibot';
import { ScenarioError } from '../../../platform/testing/scenario-file.ts';
import { configProblems, DEFAULT_CONFIG, makeConfig } from '../config.ts';
import { PHASE_IDS, type PhaseId } from '../data.ts';
import { describeIssues } from '../inputs.ts';
import type { GameConfig, Input } from '../types.ts';
import type { Overrides } from './scenario.ts';

export { ScenarioError };

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
  /**
   * With `delta`: the point compared with. With `includes`, `excludes` or `inOrder` on a step list (`step.events`):
   * the list is every step's after that point through `after`, joined in play order.
   */
  since?: StepRef;
  /** The value is an array with an element matching this pattern (objects match by subset). */
  includes?: unknown;
  /** With `includes`: the exact number of matching elements. */
  times?: number;
  /** The value is an array with no element matching this pattern. */
  excludes?: unknown;
  /** The value is an array whose elements match these patterns in this order (others may come between). */
  inOrder?: unknown[];
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
  /** One of the problems the config check must list; the scenario then plays nothing. */
  configError?: string;
  start?: { turn: number; phase: PhaseId; subRound?: number };
  overrides?: Overrides;
  steps: ScenarioStep[];
  expect?: Expectation[];
};

export type ScenarioSuite = { game?: 'sectors'; name: string; description?: string; scenarios: Scenario[] };

const phase = v.picklist(PHASE_IDS, 'must be a phase ID of spec §6.1');
const int = v.pipe(v.number(), v.integer());
const stepRef = v.union([v.pipe(int, v.minValue(0)), v.pipe(v.string(), v.minLength(1))], 'must be a step index, a step id or "start"');
const record = v.record(v.string(), v.unknown());
const CHECKS = ['equals', 'delta', 'includes', 'excludes', 'inOrder'] as const;

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
    inOrder: v.optional(v.pipe(v.array(v.unknown()), v.minLength(1))),
  }),
  v.check((e) => CHECKS.filter((k) => k in e).length === 1, 'an expectation needs exactly one of equals, delta, includes, excludes, inOrder'),
  v.check((e) => !('delta' in e) || e.since !== undefined, 'a delta expectation needs "since"'),
  v.check((e) => !('times' in e) || 'includes' in e, '"times" goes with "includes"'),
  // Joining lists over steps means something only for the step records' lists, not for a state value.
  v.check((e) => e.since === undefined || 'delta' in e || e.path.startsWith('step.'), '"since" with includes, excludes or inOrder joins a step list: the path starts with "step." (step.events)'),
  v.check((e) => e.since === undefined || !('equals' in e), '"since" does not go with "equals"'),
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
  configError: v.optional(v.pipe(v.string(), v.minLength(1))),
  start: v.optional(v.strictObject({ turn: v.pipe(int, v.minValue(1)), phase, subRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(5))) })),
  overrides: v.optional(record),
  steps: v.array(stepSchema),
  expect: v.optional(v.array(expectationSchema)),
});

export const suiteSchema = v.strictObject({
  game,
  name: v.pipe(v.string(), v.minLength(1)),
  description: v.optional(v.string()),
  scenarios: v.pipe(v.array(v.unknown()), v.minLength(1)),
});

/** -1 = the start, else the step index; undefined if the reference names nothing. */
export function stepIndex(sc: Scenario, ref: StepRef): number | undefined {
  if (ref === 'start') return -1;
  if (typeof ref === 'number') return ref < sc.steps.length ? ref : undefined;
  const i = sc.steps.findIndex((s) => s.id === ref);
  return i < 0 ? undefined : i;
}

/** The complete config of a scenario: its options over the defaults of §5.1. */
export function scenarioConfig(sc: Scenario): GameConfig {
  return makeConfig(sc.config.seats, sc.config);
}

/** Checks a parsed scenario (shape, config and step references); throws ScenarioError naming the problem. */
export function validateScenario(raw: unknown, where = 'scenario'): Scenario {
  const parsed = v.safeParse(scenarioSchema, raw);
  if (!parsed.success) throw new ScenarioError(`${where}: ${describeIssues(parsed.issues)}`);
  const sc = parsed.output as unknown as Scenario;
  const at = `${where} "${sc.name}"`;
  const unknown = Object.keys(sc.config).filter((k) => k !== 'seats' && k !== 'playerNames' && !(k in DEFAULT_CONFIG));
  if (unknown.length > 0) throw new ScenarioError(`${at}: config: unknown option ${unknown.map((k) => `"${k}"`).join(', ')}`);
  if (sc.configError !== undefined) {
    // The refusal is the outcome (the runner checks it); a scenario that expects one plays nothing.
    if (sc.start || sc.overrides || sc.steps.length > 0 || (sc.expect ?? []).length > 0) {
      throw new ScenarioError(`${at}: configError: a scenario that expects a config error plays nothing: no start, overrides or expect, and "steps": []`);
    }
    return sc;
  }
  const problems = configProblems(scenarioConfig(sc));
  if (problems.length > 0) throw new ScenarioError(`${at}: config: ${problems.join('; ')}`);
  const ids = new Set<string>();
  sc.steps.forEach((step, i) => {
    if (step.id === undefined) return;
    if (step.id === 'start') throw new ScenarioError(`${at}: steps.${i}.id: "start" is reserved`);
    if (ids.has(step.id)) throw new ScenarioError(`${at}: steps.${i}.id: duplicate id "${step.id}"`);
    ids.add(step.id);
  });
  (sc.expect ?? []).forEach((e, i) => {
    for (const key of ['after', 'since'] as const) {
      const ref = e[key];
      if (ref === undefined) continue;
      if (stepIndex(sc, ref) === undefined) throw new ScenarioError(`${at}: expect.${i}.${key}: no step ${JSON.stringify(ref)}`);
    }
    if (e.since !== undefined && !('delta' in e) && stepIndex(sc, e.since)! >= stepIndex(sc, e.after)!) {
      throw new ScenarioError(`${at}: expect.${i}.since: ${JSON.stringify(e.since)} is not a step before ${JSON.stringify(e.after)}`);
    }
  });
  return sc;
}

/** A suite's own fields; its scenarios are validated one by one (validateScenario). */
export function validateSuite(raw: unknown): v.InferOutput<typeof suiteSchema> {
  const parsed = v.safeParse(suiteSchema, raw);
  if (!parsed.success) throw new ScenarioError(`suite: ${describeIssues(parsed.issues)}`);
  return parsed.output;
}
