/**
 * The scenario format every game has without code of its own (docs/SCENARIOS.md, "Any game"): a module
 * scenario states the game, its seats and new-game options and a seed, then steps — one platform input
 * (`action`, exactly what a client sends in `act`, with `player`) or `until` (the active window's timeout,
 * again and again, until the position matches `{ phase, turn, seat }`) — each with its `expect` checked against
 * the state summary (`testing.summary`, else the summary line, status and public view). Playing and checking are
 * the platform's step runner (scenario-steps.ts), as for Tycoon's and the stock round's own formats; a game
 * with its own format says so in its tools hook and this runner is not used for it.
 * Pure: the same file always gives the same transcript, byte for byte.
 */
import * as v from 'valibot';
import type { AnyGameModule, BaseEvent, BaseInput } from '../module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../table-options.ts';
import { activeWindow } from '../windows.ts';
import type { PlayedScenario } from './game-tools.ts';
import {
  checkStepRefs, int, parseScenarioWith, scenarioSchemaOf, ScenarioError, stepSchemaOf, suiteSchemaOf, text, validateSuiteWith,
} from './scenario-file.ts';
import { stepFailureLines, stepScenarioRunner, type SteppedGame } from './scenario-steps.ts';

export type ModuleUntil = { phase?: string; turn?: number; seat?: string };
type ModuleConfig = { players: number; options?: Record<string, unknown>; seed: number };
type Kinds = { game: string; config: ModuleConfig; action: BaseInput; event: BaseEvent; edit: never; until: ModuleUntil };

/** Seat names for `config.make`; seat ids are the host's P1, P2, … (src-main/host/game-records.ts). */
const names = (n: number) => Array.from({ length: n }, (_, i) => `Seat ${i + 1}`);
const namesById = (n: number): Record<string, string> => Object.fromEntries(names(n).map((name, i) => [`P${i + 1}`, name]));

function schemas(kind: string) {
  // A module scenario edits no position: its state is whatever the inputs made of it.
  const noEdits = v.custom<never>(() => false, 'a module scenario has no position edits ("setup"): play inputs to reach a position');
  const until = v.pipe(
    v.strictObject({ phase: v.optional(text), turn: v.optional(int), seat: v.optional(text) }, 'an until has the keys phase, turn, seat'),
    v.check((u) => Object.keys(u).length > 0, 'an "until" names at least one of phase, turn, seat'),
  );
  const game = v.optional(v.literal(kind, `this runner plays ${kind} scenarios: "game" must be "${kind}"`));
  const config = v.strictObject({ players: int, options: v.optional(v.record(v.string(), v.unknown())) }, 'the config has the keys players, options (the seed goes at the top level)');
  return { scenario: scenarioSchemaOf(game, config, noEdits, stepSchemaOf(noEdits, until)), suite: suiteSchemaOf(game) };
}

function steppedGame(M: AnyGameModule): SteppedGame<Kinds, unknown> {
  // The public view wants the seats' names; the contract cannot count a state's seats, so `init` (called once per
  // scenario, before its steps) keeps the scenario's count here.
  let seats = 0;
  const at = (s: unknown) => {
    const w = activeWindow(M.windows(s));
    return { ...M.summary(s), seats: w?.seats ?? [] };
  };
  const apply = (s: unknown, input: BaseInput) => {
    const r = M.applyInPlace(s, input);
    return r.ok ? { ok: true as const, events: r.events as BaseEvent[] } : { ok: false as const, code: r.reason, message: r.message };
  };
  return {
    game: M.meta.kind,
    init: (c) => {
      seats = c.players;
      return { state: M.create(M.config.make(c.players, names(c.players), c.options ?? {}, DEFAULT_TABLE_OPTIONS), c.seed), events: [] };
    },
    apply,
    applyPosition: () => [],
    until: {
      isAt: (s, t) => {
        const p = at(s);
        return (t.phase === undefined || p.phase === t.phase) && (t.turn === undefined || p.turn === t.turn) && (t.seat === undefined || p.seats.includes(t.seat));
      },
      endedAt: (s) => (M.status(s) === 'ENDED' ? `turn ${M.summary(s).turn ?? '?'}` : null),
      passed: (s, t) => t.turn !== undefined && (M.summary(s).turn ?? 0) > t.turn,
      describeTarget: (t) => [t.turn !== undefined ? `turn ${t.turn}` : null, t.phase ?? null, t.seat ?? null].filter(Boolean).join(' '),
      describePosition: (s) => {
        const p = at(s);
        return `turn ${p.turn ?? '?'} ${p.phase ?? ''} (${p.seats.join(', ')})`;
      },
      nextDefault: (s) => {
        const w = activeWindow(M.windows(s));
        return M.status(s) === 'RUNNING' && w ? M.inputs.timeout(w.id) : null;
      },
    },
    checkInvariants: (s) => M.invariants(s),
    summarize: (s) => {
      const own = M.testing?.summary?.(s);
      if (own !== undefined && own !== null && typeof own === 'object') return own as Record<string, unknown>;
      return { ...M.summary(s), status: M.status(s), view: M.views.public(s, namesById(seats)) };
    },
  };
}

/** Plays a parsed module-scenario file for `module`; `invalid` says why it is not one (nothing was played). */
export function runModuleScenario(M: AnyGameModule, raw: unknown): PlayedScenario | { invalid: string } {
  const { scenario, suite } = schemas(M.meta.kind);
  const runner = stepScenarioRunner(steppedGame(M), {
    validateSuite: (x) => validateSuiteWith(suite, x),
    validateScenario: (x, where = 'scenario') => {
      const sc = parseScenarioWith<v.InferOutput<typeof scenario>, typeof scenario>(scenario, x, where);
      const config = M.config.make(sc.config.players, names(sc.config.players), sc.config.options ?? {}, DEFAULT_TABLE_OPTIONS);
      const problems = M.config.problems(config);
      if (problems.length > 0) throw new ScenarioError(`${where} "${sc.name}": config: ${problems.join(' ')}`);
      checkStepRefs(sc, `${where} "${sc.name}"`);
      return sc as never;
    },
    scenarioConfig: (sc) => ({ ...(sc as unknown as { config: Omit<ModuleConfig, 'seed'> }).config, seed: sc.seed }),
  });
  let result;
  try {
    result = runner.runScenarioFile(raw);
  } catch (err) {
    if (err instanceof ScenarioError) return { invalid: err.message };
    throw err;
  }
  const stopped = ('scenarios' in result ? result.scenarios : [result]).filter((t) => t.error !== undefined).length;
  return { transcript: result, ok: result.ok, counts: result.counts, stopped, failures: stepFailureLines(result) };
}
