/**
 * The step-expectation scenario runner shared by the games whose scenarios are "a position, then one action
 * or `until` per step, each with its `expect`" (Tycoon, the 1876 stock round; docs/SCENARIOS.md). The game
 * supplies its engine through `SteppedGame` (init, apply, position edits, invariants, state summary, timeout
 * defaults and where an `until` stops); this module plays the steps, records them and checks the
 * expectations, so both games' transcripts have one shape and one meaning.
 *
 * Pure: no I/O, no clock, no randomness but the game's own. The same scenario always gives the same
 * transcript, byte for byte.
 */
import { copyJson } from '../../copy.ts';
import { deepEqual, getPath, matchedInOrder, matches } from './match.ts';
import { ScenarioError, stepIndex, type StepRef, type SteppedScenario } from './scenario-file.ts';

/** The types one game plugs in: its kind, engine config, action, event, position edit and `until` target. */
export type StepKinds = { game: string; config: unknown; action: unknown; event: unknown; edit: unknown; until: unknown };

export type CheckResult = {
  check: 'config' | 'result' | 'state' | 'delta' | 'events' | 'noEvents' | 'eventOrder' | 'eventCounts' | 'invariants';
  /** The step checked (its id, else its index), or "start". */
  step: StepRef;
  path?: string;
  note?: string;
  pass: boolean;
  expected?: unknown;
  actual?: unknown;
  message?: string;
};

export type StepRecordOf<K extends StepKinds> = {
  index: number;
  id?: string;
  note?: string;
  setup?: K['edit'];
  action?: K['action'];
  /** The engine's answer to `action`. */
  result?: { accepted: true } | { accepted: false; code: string; message: string };
  until?: K['until'];
  /** The timeout defaults an `until` step sent, in order. */
  sent?: K['action'][];
  events: K['event'][];
  invariants: string[];
  state: Record<string, unknown>;
};

export type Counts = { checks: number; passed: number; failed: number };

export type TranscriptOf<K extends StepKinds> = {
  game: K['game'];
  name: string;
  description?: string;
  ok: boolean;
  error?: string;
  config: K['config'];
  seed: number;
  /** The engine's refusal of the config, when the scenario expected one (nothing was played). */
  configError?: { code: string; message: string } | null;
  initial: { setup?: K['edit']; events: K['event'][]; invariants: string[]; state: Record<string, unknown> } | null;
  steps: StepRecordOf<K>[];
  results: CheckResult[];
  counts: Counts;
};

export type SuiteTranscriptOf<K extends StepKinds> = { game: K['game']; name: string; description?: string; ok: boolean; scenarios: TranscriptOf<K>[]; counts: Counts };

export type Applied<E> = { ok: true; events: E[] } | { ok: false; code: string; message: string };

/** The rules of an `until` step, for `playUntilWith`. Messages name positions the game's way. */
export type UntilRules<S, T, A, E> = {
  isAt(s: S, t: T): boolean;
  /** Where a finished game ended ("year 7"), or null while it runs. */
  endedAt(s: S): string | null;
  /** The game already went past (or skipped) the target. */
  passed(s: S, t: T): boolean;
  describeTarget(t: T): string;
  describePosition(s: S): string;
  nextDefault(s: S): A | null;
  apply(s: S, action: A): Applied<E>;
};

/** What the runner needs of a game's engine; `S` is its state, changed in place. */
export type SteppedGame<K extends StepKinds, S> = {
  game: K['game'];
  /**
   * The engine's own config check (its CONFIG_* code), for scenarios that expect a refusal. A game without one
   * accepts every config its file format lets through, so an expected refusal fails.
   */
  configError?(config: K['config']): { code: string; message: string } | null;
  /** Sets the game up; `sc` is the whole validated scenario, for what the game reads before setup (sr1876's first priority). */
  init(config: K['config'], sc: SteppedScenario<K['edit'], K['action'], K['until']>): { state: S; events: K['event'][] };
  apply(s: S, action: K['action']): Applied<K['event']>;
  /** Applies position edits; throws (a play error) when the state cannot take them. */
  applyPosition(s: S, edit: K['edit']): K['event'][];
  /** Where an `until` step stops and how the table moves on (the timeout defaults, applied with `apply`). */
  until: Omit<UntilRules<S, K['until'], K['action'], K['event']>, 'apply'>;
  checkInvariants(s: S): string[];
  summarize(s: S): Record<string, unknown>;
};

/** Most defaults one `until` step sends before it gives up (a whole game of either game is well under 5,000). */
export const UNTIL_LIMIT = 20_000;

/** Sends the table's timeout defaults until the game stands at `t`; throws when it ends or goes past it first. */
export function playUntilWith<S, T, A, E>(s: S, t: T, rules: UntilRules<S, T, A, E>): { sent: A[]; events: E[] } {
  const sent: A[] = [];
  const events: E[] = [];
  while (!rules.isAt(s, t)) {
    const ended = rules.endedAt(s);
    if (ended !== null) throw new Error(`the game ended in ${ended} before ${rules.describeTarget(t)}`);
    if (rules.passed(s, t)) throw new Error(`${rules.describeTarget(t)} was passed or skipped: the game stands at ${rules.describePosition(s)}`);
    if (sent.length >= UNTIL_LIMIT) throw new Error(`${rules.describeTarget(t)} not reached after ${UNTIL_LIMIT} defaults`);
    const action = rules.nextDefault(s)!;
    const r = rules.apply(s, action);
    if (!r.ok) throw new Error(`the default ${JSON.stringify(action)} was refused: ${r.code} (${r.message})`);
    sent.push(action);
    events.push(...r.events);
  }
  return { sent, events };
}

type Scenario<K extends StepKinds> = SteppedScenario<K['edit'], K['action'], K['until']>;

/** The events an expect's event checks read: the step's own, or with `eventsSince` every step's after that point. */
function eventWindow<K extends StepKinds>(sc: Scenario<K>, index: number, record: StepRecordOf<K>, recordAt: (i: number) => StepRecordOf<K>): K['event'][] {
  const since = sc.steps[index].expect?.eventsSince;
  if (since === undefined) return record.events;
  const out: K['event'][] = [];
  for (let i = stepIndex(sc, since)! + 1; i < index; i++) out.push(...recordAt(i).events);
  return [...out, ...record.events];
}

/** The checks of one step's `expect` against its record. */
function evaluate<K extends StepKinds>(
  sc: Scenario<K>, index: number, record: StepRecordOf<K>, stateAt: (i: number) => Record<string, unknown>, recordAt: (i: number) => StepRecordOf<K>,
): CheckResult[] {
  const step = sc.steps[index];
  const e = step.expect ?? {};
  const base = { step: step.id ?? index, ...(e.note ? { note: e.note } : {}) };
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
  const events = eventWindow(sc, index, record, recordAt);
  const span = e.eventsSince !== undefined ? { since: e.eventsSince } : {};
  for (const pattern of e.events ?? []) {
    const n = events.filter((x) => matches(x, pattern)).length;
    out.push({ ...base, check: 'events', pass: n > 0, expected: pattern, actual: { matching: n, ...span } });
  }
  for (const pattern of e.noEvents ?? []) {
    const found = events.filter((x) => matches(x, pattern));
    out.push({ ...base, check: 'noEvents', pass: found.length === 0, expected: pattern, actual: { matching: found.length, ...span, ...(found.length > 0 ? { events: found } : {}) } });
  }
  if (e.eventOrder) {
    const k = matchedInOrder(events, e.eventOrder);
    const pass = k === e.eventOrder.length;
    out.push({
      ...base, check: 'eventOrder', pass, expected: e.eventOrder,
      actual: { matchedInOrder: k, ...span, ...(pass ? {} : { firstUnmatched: e.eventOrder[k] }) },
      ...(pass ? {} : { message: `${k} of ${e.eventOrder.length} patterns matched in order; the next one, ${JSON.stringify(e.eventOrder[k])}, matches no later event` }),
    });
  }
  for (const { event: pattern, times } of e.eventCounts ?? []) {
    const n = events.filter((x) => matches(x, pattern)).length;
    out.push({ ...base, check: 'eventCounts', pass: n === times, expected: { event: pattern, times }, actual: { matching: n, ...span } });
  }
  if (record.invariants.length > 0) out.push({ ...base, check: 'invariants', pass: false, actual: record.invariants });
  return out;
}

/** Sets `counts` and `ok` from the results and the play error (every runner's last word on a transcript). */
export function settle<T extends { ok: boolean; error?: string; results: { pass: boolean }[]; counts: Counts }>(t: T): T {
  const passed = t.results.filter((r) => r.pass).length;
  t.counts = { checks: t.results.length, passed, failed: t.results.length - passed };
  t.ok = t.error === undefined && t.counts.failed === 0;
  return t;
}

/** The counts of a suite: the sums of its scenarios'. */
export function sumCounts(list: readonly { counts: Counts }[]): Counts {
  const counts = { checks: 0, passed: 0, failed: 0 };
  for (const x of list) {
    counts.checks += x.counts.checks;
    counts.passed += x.counts.passed;
    counts.failed += x.counts.failed;
  }
  return counts;
}

/** Plays one validated scenario on `config`. A ScenarioError passes through; any other error ends up in `error`. */
export function runSteps<K extends StepKinds, S>(g: SteppedGame<K, S>, sc: Scenario<K>, config: K['config']): TranscriptOf<K> {
  const t: TranscriptOf<K> = {
    game: g.game,
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
  if (sc.configError !== undefined) {
    // The outcome is the engine's own config check; nothing is played either way.
    const refused = g.configError?.(config) ?? null;
    t.configError = refused;
    t.results.push({ check: 'config', step: 'start', pass: refused?.code === sc.configError, expected: sc.configError, actual: refused?.code ?? 'accepted', ...(refused ? { message: refused.message } : {}) });
    return settle(t);
  }
  let failedAt = 'start';
  try {
    const { state: s, events } = g.init(config, sc);
    if (sc.setup) events.push(...g.applyPosition(s, sc.setup));
    const invariants = g.checkInvariants(s);
    t.initial = { ...(sc.setup ? { setup: sc.setup } : {}), events, invariants, state: g.summarize(s) };
    if (invariants.length > 0) t.results.push({ check: 'invariants', step: 'start', pass: false, actual: invariants });
    const stateAt = (i: number) => (i < 0 ? t.initial!.state : t.steps[i].state);

    sc.steps.forEach((step, index) => {
      failedAt = `step ${index}${step.id ? ` (${step.id})` : ''}`;
      const stepEvents: K['event'][] = [];
      if (step.setup) stepEvents.push(...g.applyPosition(s, step.setup));
      let result: StepRecordOf<K>['result'];
      let action: K['action'] | undefined;
      let sent: K['action'][] | undefined;
      if (step.action) {
        action = copyJson(step.action);
        const r = g.apply(s, copyJson(action));
        if (r.ok) stepEvents.push(...r.events);
        result = r.ok ? { accepted: true } : { accepted: false, code: r.code, message: r.message };
      } else if (step.until) {
        const played = playUntilWith(s, step.until, { ...g.until, apply: g.apply });
        sent = played.sent;
        stepEvents.push(...played.events);
      }
      const record: StepRecordOf<K> = {
        index,
        ...(step.id ? { id: step.id } : {}),
        ...(step.note ? { note: step.note } : {}),
        ...(step.setup ? { setup: step.setup } : {}),
        ...(action ? { action, result } : {}),
        ...(step.until ? { until: step.until, sent } : {}),
        events: stepEvents,
        invariants: g.checkInvariants(s),
        state: g.summarize(s),
      };
      t.steps.push(record);
      t.results.push(...evaluate(sc, index, record, stateAt, (i) => t.steps[i]));
    });
  } catch (err) {
    if (err instanceof ScenarioError) throw err;
    t.error = `${failedAt}: ${err instanceof Error ? err.message : String(err)}`;
  }
  return settle(t);
}

/** How a game reads its own files (its testing/scenario-format.ts). Validation throws ScenarioError. */
export type ScenarioFileRules<K extends StepKinds> = {
  validateSuite(raw: unknown): { name: string; description?: string; scenarios: unknown[] };
  validateScenario(raw: unknown, where?: string): Scenario<K>;
  scenarioConfig(sc: Scenario<K>): K['config'];
};

/** A game's scenario runner: its engine (`g`) and its file format (`file`) behind the platform's runner. */
export function stepScenarioRunner<K extends StepKinds, S>(g: SteppedGame<K, S>, file: ScenarioFileRules<K>) {
  /** Plays one scenario. A malformed scenario throws ScenarioError; a play error ends up in `error`. */
  function runScenario(raw: unknown, where = 'scenario'): TranscriptOf<K> {
    const sc = file.validateScenario(raw, where);
    return runSteps(g, sc, file.scenarioConfig(sc));
  }
  /** A file holds one scenario, or a suite `{ game, name, scenarios: [...] }` (all validated before any is played). */
  function runScenarioFile(raw: unknown): TranscriptOf<K> | SuiteTranscriptOf<K> {
    return runFileWith(g.game, raw, file, runScenario);
  }
  return { runScenario, runScenarioFile };
}

function runFileWith<K extends StepKinds>(game: K['game'], raw: unknown, file: ScenarioFileRules<K>, runScenario: (raw: unknown, where?: string) => TranscriptOf<K>): TranscriptOf<K> | SuiteTranscriptOf<K> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || !('scenarios' in raw)) return runScenario(raw);
  const suite = file.validateSuite(raw);
  suite.scenarios.forEach((sc, i) => file.validateScenario(sc, `scenarios.${i}`));
  const scenarios = suite.scenarios.map((sc, i) => runScenario(sc, `scenarios.${i}`));
  return {
    game,
    name: suite.name,
    ...(suite.description ? { description: suite.description } : {}),
    ok: scenarios.every((x) => x.ok),
    scenarios,
    counts: sumCounts(scenarios),
  };
}

type Checked = { name: string; error?: string; results: CheckResult[] };

/** One line per problem of a transcript (play error, failed checks), for people reading a terminal. */
export function stepFailureLines(result: Checked | { scenarios: Checked[] }): string[] {
  const list = 'scenarios' in result ? result.scenarios : [result];
  const lines: string[] = [];
  for (const t of list) {
    if (t.error) lines.push(`${t.name}: error at ${t.error}`);
    for (const r of t.results) {
      if (r.pass) continue;
      const what = r.path ? `${r.check} ${r.path}` : r.check;
      // A refusal's message explains the code; elsewhere the message is the whole story.
      const detail = r.message && r.check !== 'result' && r.check !== 'config' ? r.message : `expected ${JSON.stringify(r.expected)}, got ${JSON.stringify(r.actual)}${r.message ? ` (${r.message})` : ''}`;
      lines.push(`${t.name}: step ${JSON.stringify(r.step)}: ${what}${r.note ? ` (${r.note})` : ''}: ${detail}`);
    }
  }
  return lines;
}
