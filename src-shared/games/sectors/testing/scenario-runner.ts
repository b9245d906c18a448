/**
 * Scenario runner: plays a scripted position through the real engine and returns a JSON transcript.
 *
 * A scenario names a game (config, seed), the point to start from (fast-forwarded with every player
 * passing), state overrides applied there (scenario.ts), then steps: each step brings the game to a named
 * phase (ending phases by READY on the way), applies overrides and player inputs, ends the phase (or stays)
 * and records what happened and a state summary (scenario-summary.ts). Expectations over those summaries are
 * evaluated here, so the CLI (`npm run scenario`) and the tests share them. The format is documented in
 * docs/SCENARIOS.md; the file checks are in scenario-format.ts.
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import { deepEqual, getPath, matchedInOrder, matches } from '../../../platform/testing/match.ts';
import { sfcDraws } from '../../../platform/testing/scenario-rng.ts';
import { settle, sumCounts } from '../../../platform/testing/scenario-steps.ts';
import { configProblems } from '../config.ts';
import { PHASE_IDS, type PhaseId } from '../data.ts';
import { create } from '../engine.ts';
import { checkInvariants, type InvariantViolation } from '../invariants.ts';
import type { GameConfig, GameEvent, GameState, Input } from '../types.ts';
import {
  scenarioConfig, ScenarioError, stepIndex, validateScenario, validateSuite, type Expectation, type Scenario, type StepRef,
} from './scenario-format.ts';
import { applyCheckedOverrides as override } from '../position.ts';
import { applyAll, endPhaseByReady, fastForward } from './scenario.ts';
import { position, summarize, type Position } from './scenario-summary.ts';

export { ScenarioError, validateScenario, type Expectation, type Scenario, type ScenarioStep, type ScenarioSuite, type StepRef } from './scenario-format.ts';
export { summarize, type Position } from './scenario-summary.ts';

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

export type ExpectationResult = {
  check: 'expect' | 'rejections' | 'invariants' | 'config';
  after: StepRef;
  path?: string;
  note?: string;
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  message?: string;
};

/** The value an expectation reads: the path at `after`, or with `since` on a list, the lists of the steps after it joined. */
function valueOf(sc: Scenario, e: Expectation, rootOf: (i: number) => unknown): { found: boolean; value: unknown; message?: string } {
  const after = stepIndex(sc, e.after)!;
  // The spec's draws (`rng.randInt(1,6)`): as many as the expected list is long.
  const drawn = sfcDraws(e.path, rootOf(after), Array.isArray(e.equals) ? e.equals.length : 1);
  if (drawn) return drawn;
  if (e.since === undefined || 'delta' in e) return getPath(rootOf(after), e.path);
  const joined: unknown[] = [];
  for (let i = stepIndex(sc, e.since)! + 1; i <= after; i++) {
    const at = getPath(rootOf(i), e.path);
    if (!at.found || !Array.isArray(at.value)) return { found: false, value: undefined, message: `"${e.path}" is not a list at step ${i}` };
    joined.push(...(at.value as unknown[]));
  }
  return { found: true, value: joined };
}

function evaluate(sc: Scenario, e: Expectation, rootOf: (i: number) => unknown): ExpectationResult {
  const base = { check: 'expect' as const, after: e.after, path: e.path, ...(e.note ? { note: e.note } : {}) };
  const { found, value, message } = valueOf(sc, e, rootOf);
  if (!found) return { ...base, pass: false, message: message ?? `nothing at path "${e.path}"` };
  if ('equals' in e) return { ...base, pass: deepEqual(value, e.equals), expected: e.equals, actual: value };
  if ('delta' in e) {
    const before = getPath(rootOf(stepIndex(sc, e.since!)!), e.path);
    if (typeof value !== 'number' || typeof before.value !== 'number') return { ...base, pass: false, message: `"${e.path}" is not a number at both points`, actual: value };
    const delta = value - before.value;
    return { ...base, pass: delta === e.delta, expected: { delta: e.delta, since: e.since }, actual: { delta, from: before.value, to: value } };
  }
  if (!Array.isArray(value)) return { ...base, pass: false, message: `"${e.path}" is not an array`, actual: value };
  const span = e.since !== undefined ? { since: e.since } : {};
  if ('includes' in e) {
    const n = value.filter((x) => matches(x, e.includes)).length;
    const pass = e.times === undefined ? n > 0 : n === e.times;
    return { ...base, pass, expected: { includes: e.includes, ...(e.times !== undefined ? { times: e.times } : {}), ...span }, actual: pass ? { matching: n } : { matching: n, elements: value } };
  }
  if (e.inOrder) {
    const k = matchedInOrder(value, e.inOrder);
    const pass = k === e.inOrder.length;
    return { ...base, pass, expected: { inOrder: e.inOrder, ...span }, actual: pass ? { matchedInOrder: k } : { matchedInOrder: k, firstUnmatched: e.inOrder[k] } };
  }
  const n = value.filter((x) => matches(x, e.excludes)).length;
  return { ...base, pass: n === 0, expected: { excludes: e.excludes, ...span }, actual: n === 0 ? { matching: 0 } : { matching: n, elements: value.filter((x) => matches(x, e.excludes)) } };
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
  /** The config check's problems, when the scenario expected a config error (nothing was played). */
  configProblems?: string[];
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
  const config = scenarioConfig(sc);
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
  if (sc.configError !== undefined) {
    // The outcome is the config check itself: the expected sentence must be one of the problems it lists.
    const problems = configProblems(config);
    t.configProblems = problems;
    t.results.push({ check: 'config', after: 'start', pass: problems.includes(sc.configError), expected: sc.configError, actual: problems.length > 0 ? problems : 'accepted' });
    return settle(t);
  }
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
    const rootOf = (i: number): unknown => {
      if (i < 0) return { ...t.initial!.state, step: { events: t.initial!.events, invariants: t.initial!.invariants } };
      const { state, ...rest } = t.steps[i];
      return { ...state, step: rest };
    };
    for (const e of sc.expect ?? []) t.results.push(evaluate(sc, e, rootOf));
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    t.error = `${failedAt}: ${err instanceof Error ? err.message : String(err)}`;
  }
  return settle(t);
}

/** A file holds one scenario, or a suite `{ name, scenarios: [...] }`. */
export function runScenarioFile(raw: unknown): Transcript | SuiteTranscript {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'scenarios' in raw) {
    const suite = validateSuite(raw);
    // Validate every scenario before playing any, so a malformed file never yields a partial result.
    suite.scenarios.forEach((sc, i) => validateScenario(sc, `scenarios.${i}`));
    const scenarios = suite.scenarios.map((sc, i) => runScenario(sc, `scenarios.${i}`));
    return {
      name: suite.name,
      ...(suite.description ? { description: suite.description } : {}),
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
