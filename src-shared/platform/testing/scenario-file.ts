/**
 * The parts of a step-expectation scenario file that do not depend on the game (docs/SCENARIOS.md, "Stock
 * Market Tycoon" and "1876 stock round"): step references, the `expect` block, the step and suite shapes,
 * and the checks on step ids and `since`. Each game adds its own config, position edits and `until` target
 * (its testing/scenario-format.ts). The schemas here are built per game so that their messages name the
 * game's keys exactly as a game-only schema would.
 */
import * as v from 'valibot';
import { describeIssues } from '../../schema-issues.ts';

/** A step or the start, named by its 0-based index, its `id`, or "start". */
export type StepRef = number | string;

export type StepExpect = {
  /** "accepted" (the default for an action step) or the exact refusal code of the game's rules. */
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
  /** Patterns that match events in this order (each after the previous one's match; others may come between). */
  eventOrder?: unknown[];
  /** Patterns with the exact number of events that must match each. */
  eventCounts?: { event: unknown; times: number }[];
  /**
   * Widens the event checks (events, noEvents, eventOrder, eventCounts) to every event after that step (or
   * "start") through this one, so a sequence that takes several steps is checked as one.
   */
  eventsSince?: StepRef;
  note?: string;
};

/** One step of a scenario: `P` the game's position edit, `A` its action, `U` its `until` target. */
export type ScenarioStepOf<P, A, U> = {
  id?: string;
  note?: string;
  /** Position edits applied on arrival, before the action. */
  setup?: P;
  /** One engine action (spec names and payloads, seat numbers). */
  action?: A;
  /** Play on with the table's timeout defaults until the position matches. */
  until?: U;
  expect?: StepExpect;
};

/** What the shared runner reads of a validated scenario (the game's Scenario type has these and its config). */
export type SteppedScenario<P, A, U> = {
  name: string;
  description?: string;
  seed: number;
  /** The engine's refusal code the config must get; the scenario then plays nothing. */
  configError?: string;
  setup?: P;
  steps: ScenarioStepOf<P, A, U>[];
};

/** The file itself is malformed: nothing was played. */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

export const int = v.pipe(v.number(), v.integer());
export const text = v.pipe(v.string(), v.minLength(1));
const stepRef = v.union([v.pipe(int, v.minValue(0)), text], 'must be a step index, a step id or "start"');

const expectSchema = v.pipe(
  v.strictObject({
    result: v.optional(text),
    state: v.optional(v.record(text, v.unknown())),
    delta: v.optional(v.record(text, int)),
    since: v.optional(stepRef),
    events: v.optional(v.array(v.unknown())),
    noEvents: v.optional(v.array(v.unknown())),
    eventOrder: v.optional(v.pipe(v.array(v.unknown()), v.minLength(1))),
    eventCounts: v.optional(v.array(v.strictObject({ event: v.unknown(), times: v.pipe(int, v.minValue(0)) }, 'an event count is { "event": pattern, "times": n }'))),
    eventsSince: v.optional(stepRef),
    note: v.optional(v.string()),
  }, 'an expect has the keys result, state, delta, since, events, noEvents, eventOrder, eventCounts, eventsSince, note'),
  v.check((e) => e.since === undefined || e.delta !== undefined, '"since" goes with "delta"'),
  v.check(
    (e) => e.eventsSince === undefined || e.events !== undefined || e.noEvents !== undefined || e.eventOrder !== undefined || e.eventCounts !== undefined,
    '"eventsSince" goes with events, noEvents, eventOrder or eventCounts',
  ),
);

/** A step's schema around the game's position-edit and `until` schemas (each already optional-free). */
export function stepSchemaOf<P extends v.GenericSchema, U extends v.GenericSchema>(positionSchema: P, untilSchema: U) {
  return v.pipe(
    v.strictObject({
      id: v.optional(text),
      note: v.optional(v.string()),
      setup: v.optional(positionSchema),
      action: v.optional(v.looseObject({ type: text })),
      until: v.optional(untilSchema),
      expect: v.optional(expectSchema),
    }, 'a step has the keys id, note, setup, action, until, expect'),
    v.check((s) => !(s.action && s.until), 'a step has "action" or "until", not both'),
    v.check((s) => s.action !== undefined || s.until !== undefined || s.setup !== undefined || s.expect !== undefined, 'a step needs "action", "until", "setup" or "expect"'),
    v.check((s) => s.expect?.result === undefined || s.action !== undefined, '"expect.result" needs an "action"'),
  );
}

const seed = v.pipe(int, v.minValue(0), v.maxValue(0xffffffff));

/**
 * A scenario's schema: the game's optional "game" literal, its config, position edits and steps. With
 * `configError` the scenario states a config the engine must refuse with that code: the seed may then be any
 * number (the engine's CONFIG_SEED is an outcome too), and nothing is played, so it has no setup and no steps.
 */
export function scenarioSchemaOf<G extends v.GenericSchema, C extends v.GenericSchema, P extends v.GenericSchema, S extends v.GenericSchema>(game: G, config: C, positionSchema: P, stepSchema: S) {
  return v.pipe(
    v.strictObject({
      game,
      name: text,
      description: v.optional(v.string()),
      config,
      seed: v.number(),
      configError: v.optional(text),
      setup: v.optional(positionSchema),
      steps: v.array(stepSchema),
    }, 'a scenario needs name, config, seed and steps (it may have game, description, configError, setup)'),
    // Messages name their key themselves: these checks see the whole scenario.
    v.check((sc) => sc.configError !== undefined || v.is(seed, sc.seed), 'seed: must be an integer 0 … 4,294,967,295'),
    v.check(
      (sc) => sc.configError === undefined || ((sc.steps as unknown[] | undefined)?.length === 0 && sc.setup === undefined),
      'configError: a scenario that expects a config error plays nothing: no setup, and "steps": []',
    ),
  );
}

/** A suite's schema: `{ game?, name, description?, scenarios }`, each scenario validated on its own. */
export function suiteSchemaOf<G extends v.GenericSchema>(game: G) {
  return v.strictObject({
    game,
    name: text,
    description: v.optional(v.string()),
    scenarios: v.pipe(v.array(v.unknown()), v.minLength(1)),
  }, 'a suite needs name and scenarios (it may have game, description)');
}

/** A suite's own fields; its scenarios are validated one by one by the game. */
export function validateSuiteWith<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new ScenarioError(`suite: ${describeIssues(parsed.issues)}`);
  return parsed.output;
}

/** Parses a scenario against the game's schema; throws ScenarioError naming the problem. */
export function parseScenarioWith<T, S extends v.GenericSchema>(schema: S, raw: unknown, where: string): T {
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new ScenarioError(`${where}: ${describeIssues(parsed.issues)}`);
  return parsed.output as unknown as T;
}

/** -1 = the start, else the step index; undefined when the reference names nothing. */
export function stepIndex(sc: { steps: { id?: string }[] }, ref: StepRef): number | undefined {
  if (ref === 'start') return -1;
  if (typeof ref === 'number') return ref < sc.steps.length ? ref : undefined;
  const i = sc.steps.findIndex((s) => s.id === ref);
  return i < 0 ? undefined : i;
}

/** Step ids are unique and not "start"; every `since` and `eventsSince` names an earlier step. `at` names the scenario. */
export function checkStepRefs(sc: { steps: { id?: string; expect?: { since?: StepRef; eventsSince?: StepRef } }[] }, at: string): void {
  const ids = new Set<string>();
  sc.steps.forEach((step, i) => {
    if (step.id === undefined) return;
    if (step.id === 'start') throw new ScenarioError(`${at}: steps.${i}.id: "start" is reserved`);
    if (ids.has(step.id)) throw new ScenarioError(`${at}: steps.${i}.id: duplicate id "${step.id}"`);
    ids.add(step.id);
  });
  sc.steps.forEach((step, i) => {
    for (const key of ['since', 'eventsSince'] as const) {
      const since = step.expect?.[key];
      if (since === undefined) continue;
      const j = stepIndex(sc, since);
      if (j === undefined) throw new ScenarioError(`${at}: steps.${i}.expect.${key}: no step ${JSON.stringify(since)}`);
      if (j >= i) throw new ScenarioError(`${at}: steps.${i}.expect.${key}: ${JSON.stringify(since)} is not an earlier step`);
    }
  });
}
