/**
 * Stock-round scenario runner: plays a scripted position through the real engine and returns a JSON
 * transcript (format in docs/SCENARIOS.md, "1876 stock round"; file checks in scenario-format.ts).
 *
 * A scenario states a config and seed (`init` runs round 1 up to its first decision), optional position edits
 * (position.ts), then steps: each applies its own edits, then one engine action or `until` (the table's timeout
 * defaults until a position is reached), and records the events, the invariants and a state summary
 * (summary.ts). Each step's `expect` is checked against that record: the action's result (accepted unless a §12
 * code is named, so an unannounced refusal fails), state values, changes since an earlier step, and events.
 * Invariant violations fail too.
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import { copyJson } from '../../../copy.ts';
import { applyInPlace, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { defaultAction } from '../legal.ts';
import { actingSeats } from '../queries.ts';
import type { SrAction, SrConfig, SrEvent, SrState } from '../types.ts';
import { deepEqual, getPath, matches } from './match.ts';
import { applyPosition } from './position.ts';
import {
  ScenarioError, scenarioConfig, stepIndex, validateScenario, validateSuite,
  type PositionEdit, type Scenario, type ScenarioStep, type StepRef, type UntilTarget,
} from './scenario-format.ts';
import { summarizeState } from './summary.ts';

export { ScenarioError } from './scenario-format.ts';

export type CheckResult = {
  check: 'result' | 'state' | 'delta' | 'events' | 'noEvents' | 'invariants';
  /** The step checked (its id, else its index), or "start". */
  step: StepRef;
  path?: string;
  note?: string;
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  message?: string;
};

export type StepRecord = {
  index: number;
  id?: string;
  note?: string;
  setup?: PositionEdit;
  action?: SrAction;
  /** The engine's answer to `action`. */
  result?: { accepted: true } | { accepted: false; code: string; message: string };
  until?: UntilTarget;
  /** The timeout defaults an `until` step sent, in order. */
  sent?: SrAction[];
  events: SrEvent[];
  invariants: string[];
  state: Record<string, unknown>;
};

export type Transcript = {
  game: 'sr1876';
  name: string;
  description?: string;
  ok: boolean;
  error?: string;
  config: SrConfig;
  seed: number;
  initial: { setup?: PositionEdit; events: SrEvent[]; invariants: string[]; state: Record<string, unknown> } | null;
  steps: StepRecord[];
  results: CheckResult[];
  counts: { checks: number; passed: number; failed: number };
};

export type SuiteTranscript = { game: 'sr1876'; name: string; description?: string; ok: boolean; scenarios: Transcript[]; counts: Transcript['counts'] };

/** Most defaults one `until` step sends before it gives up (a whole game is well under 5,000). */
const UNTIL_LIMIT = 20_000;

/** The seat a position is about: the turn's seat (also during its sale's offer loop) or the declaring director. */
function positionSeat(s: SrState): number | null {
  return s.turn?.seat ?? s.declare?.seat ?? null;
}

function describeTarget(t: UntilTarget): string {
  return [t.round !== undefined ? `round ${t.round}` : null, t.step ?? null, t.seat !== undefined ? `seat ${t.seat}` : null].filter(Boolean).join(' ');
}

function describePosition(s: SrState): string {
  const seat = positionSeat(s);
  return `round ${s.round} ${s.step}${seat !== null ? ` (seat ${seat})` : ''}`;
}

function isAt(s: SrState, t: UntilTarget): boolean {
  return (t.round === undefined || s.round === t.round) && (t.step === undefined || s.step === t.step) && (t.seat === undefined || positionSeat(s) === t.seat);
}

/** The table's timeout default of the first seat that owes something (§13), null at the end. */
function nextDefault(s: SrState): SrAction | null {
  for (const seat of actingSeats(s)) {
    const a = defaultAction(s, seat);
    if (a) return a;
  }
  return null;
}

/** Sends the table's timeout defaults until the game stands at `t`; throws when it ends or goes past it first. */
function playUntil(s: SrState, t: UntilTarget): { sent: SrAction[]; events: SrEvent[] } {
  const sent: SrAction[] = [];
  const events: SrEvent[] = [];
  while (!isAt(s, t)) {
    if (s.step === 'GAME_OVER') throw new Error(`the game ended in round ${s.round} before ${describeTarget(t)}`);
    if (t.round !== undefined && s.round > t.round) throw new Error(`${describeTarget(t)} was passed or skipped: the game stands at ${describePosition(s)}`);
    if (sent.length >= UNTIL_LIMIT) throw new Error(`${describeTarget(t)} not reached after ${UNTIL_LIMIT} defaults`);
    const action = nextDefault(s)!;
    const r = applyInPlace(s, action);
    if (!r.ok) throw new Error(`the default ${JSON.stringify(action)} was refused: ${r.code} (${r.message})`);
    sent.push(action);
    events.push(...r.events);
  }
  return { sent, events };
}

function stepName(step: ScenarioStep, index: number): StepRef {
  return step.id ?? index;
}

/** The checks of one step's `expect` against its record. */
function evaluate(sc: Scenario, index: number, record: StepRecord, stateAt: (i: number) => Record<string, unknown>): CheckResult[] {
  const step = sc.steps[index];
  const e = step.expect ?? {};
  const base = { step: stepName(step, index), ...(e.note ? { note: e.note } : {}) };
  const out: CheckResult[] = [];
  if (record.result) {
    const expected = e.result ?? 'accepted';
    const actual = record.result.accepted ? 'accepted' : record.result.code;
    out.push({ ...base, check: 'result', pass: actual === expected, expected, actual, ...(record.result.accepted ? {} : { message: record.result.message }) });
  }
  for (const [path, expected] of Object.entries(e.state ?? {})) {
    const { found, value } = getPath(record.state, path);
    out.push(found ? { ...base, check: 'state', path, pass: deepEqual(value, expected), expected, actual: value } : { ...base, check: 'state', path, pass: false, expected, message: `nothing at path "${path}"` });
  }
  if (e.delta) {
    const since = e.since === undefined ? index - 1 : stepIndex(sc, e.since)!;
    for (const [path, by] of Object.entries(e.delta)) {
      const to = getPath(record.state, path).value;
      const from = getPath(stateAt(since), path).value;
      if (typeof to !== 'number' || typeof from !== 'number') {
        out.push({ ...base, check: 'delta', path, pass: false, expected: by, message: `"${path}" is not a number at both points` });
        continue;
      }
      out.push({ ...base, check: 'delta', path, pass: to - from === by, expected: { delta: by, since: e.since ?? 'the previous step' }, actual: { delta: to - from, from, to } });
    }
  }
  for (const pattern of e.events ?? []) {
    const n = record.events.filter((x) => matches(x, pattern)).length;
    out.push({ ...base, check: 'events', pass: n > 0, expected: pattern, actual: { matching: n } });
  }
  for (const pattern of e.noEvents ?? []) {
    const found = record.events.filter((x) => matches(x, pattern));
    out.push({ ...base, check: 'noEvents', pass: found.length === 0, expected: pattern, actual: { matching: found.length, ...(found.length > 0 ? { events: found } : {}) } });
  }
  if (record.invariants.length > 0) out.push({ ...base, check: 'invariants', pass: false, actual: record.invariants });
  return out;
}

/** Plays one scenario. A malformed scenario throws ScenarioError; a play error ends up in `error`. */
export function runScenario(raw: unknown, where = 'scenario'): Transcript {
  const sc: Scenario = validateScenario(raw, where);
  const config = scenarioConfig(sc);
  const t: Transcript = {
    game: 'sr1876',
    name: sc.name,
    ...(sc.description ? { description: sc.description } : {}),
    ok: false,
    config,
    seed: sc.seed,
    initial: null,
    steps: [],
    results: [],
    counts: { checks: 0, passed: 0, failed: 0 },
  };
  let failedAt = 'start';
  try {
    const { state: s, events } = init(config);
    if (sc.setup) events.push(...applyPosition(s, sc.setup));
    const invariants = checkInvariants(s);
    t.initial = { ...(sc.setup ? { setup: sc.setup } : {}), events, invariants, state: summarizeState(s) };
    if (invariants.length > 0) t.results.push({ check: 'invariants', step: 'start', pass: false, actual: invariants });
    const stateAt = (i: number) => (i < 0 ? t.initial!.state : t.steps[i].state);

    sc.steps.forEach((step, index) => {
      failedAt = `step ${index}${step.id ? ` (${step.id})` : ''}`;
      const stepEvents: SrEvent[] = [];
      if (step.setup) stepEvents.push(...applyPosition(s, step.setup));
      let result: StepRecord['result'];
      let action: SrAction | undefined;
      let sent: SrAction[] | undefined;
      if (step.action) {
        action = copyJson(step.action);
        const r = applyInPlace(s, copyJson(action));
        if (r.ok) stepEvents.push(...r.events);
        result = r.ok ? { accepted: true } : { accepted: false, code: r.code, message: r.message };
      } else if (step.until) {
        const played = playUntil(s, step.until);
        sent = played.sent;
        stepEvents.push(...played.events);
      }
      const record: StepRecord = {
        index,
        ...(step.id ? { id: step.id } : {}),
        ...(step.note ? { note: step.note } : {}),
        ...(step.setup ? { setup: step.setup } : {}),
        ...(action ? { action, result } : {}),
        ...(step.until ? { until: step.until, sent } : {}),
        events: stepEvents,
        invariants: checkInvariants(s),
        state: summarizeState(s),
      };
      t.steps.push(record);
      t.results.push(...evaluate(sc, index, record, stateAt));
    });
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    t.error = `${failedAt}: ${err instanceof Error ? err.message : String(err)}`;
  }
  const passed = t.results.filter((r) => r.pass).length;
  t.counts = { checks: t.results.length, passed, failed: t.results.length - passed };
  t.ok = t.error === undefined && t.counts.failed === 0;
  return t;
}

/** A file holds one scenario, or a suite `{ game, name, scenarios: [...] }` (all validated before any is played). */
export function runScenarioFile(raw: unknown): Transcript | SuiteTranscript {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !('scenarios' in raw)) return runScenario(raw);
  const suite = validateSuite(raw);
  suite.scenarios.forEach((sc, i) => validateScenario(sc, `scenarios.${i}`));
  const scenarios = suite.scenarios.map((sc, i) => runScenario(sc, `scenarios.${i}`));
  const counts = { checks: 0, passed: 0, failed: 0 };
  for (const x of scenarios) {
    counts.checks += x.counts.checks;
    counts.passed += x.counts.passed;
    counts.failed += x.counts.failed;
  }
  return {
    game: 'sr1876',
    name: suite.name,
    ...(suite.description ? { description: suite.description } : {}),
    ok: scenarios.every((x) => x.ok),
    scenarios,
    counts,
  };
}

/** One line per problem of a transcript (play error, failed checks), for people reading a terminal. */
export function failureLines(result: Transcript | SuiteTranscript): string[] {
  const list = 'scenarios' in result ? result.scenarios : [result];
  const lines: string[] = [];
  for (const t of list) {
    if (t.error) lines.push(`${t.name}: error at ${t.error}`);
    for (const r of t.results) {
      if (r.pass) continue;
      const what = r.path ? `${r.check} ${r.path}` : r.check;
      const detail = r.message && r.check !== 'result' ? r.message : `expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}${r.message ? ` (${r.message})` : ''}`;
      lines.push(`${t.name}: step ${JSON.stringify(r.step)}: ${what}${r.note ? ` (${r.note})` : ''}: ${detail}`);
    }
  }
  return lines;
}
