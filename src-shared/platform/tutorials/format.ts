/**
 * The tutorial file (docs/TUTORIALS.md): a short position of a real game, a goal, steps the learner plays and the
 * words that teach them. Files live in the game's folder (`src-shared/games/<kind>/tutorials/<id>.json`); this is
 * their shape and the checks a file must pass before anything is played. Every problem names the file's field.
 */
import * as v from 'valibot';
import { describeIssues } from '../../schema-issues.ts';
import type { BaseInput } from '../module.ts';

/**
 * A check of the game's summary (the tutorial hook's `summary`, plus `events`: the events of the step or of the
 * whole tutorial), by dot path as in the scenario format: `players.P1.cash`, `orders.1.status`,
 * `events.type=PRICE_MOVED.to`. `delta` compares with the summary before the step (before the first step for
 * `reached`).
 */
export type TutorialExpectation =
  | { path: string; equals: unknown; note?: string }
  | { path: string; delta: number; note?: string }
  | { path: string; includes: unknown; times?: number; note?: string }
  | { path: string; excludes: unknown; note?: string };

/** A phase to play on to, or a phase where the summary also passes `when`. */
export type Until = string | { phase: string; when: TutorialExpectation[] };

/** A move the learner might make instead of the solution, and why it is wrong, in teaching words. */
export type WrongMove = {
  /** One input of the learner's seat (`player` may be left out: it is the learner's). */
  move: BaseInput & Record<string, unknown>;
  /** Why it is wrong, turned from the engine's reason into teaching ("A limit buy waits until …"). */
  explain: string;
  /** With `leadsTo`: where to play on to instead of the step's `until` (the wrong move may skip that phase). */
  until?: Until;
} & ({ refused: string; leadsTo?: undefined } | { leadsTo: TutorialExpectation[]; refused?: undefined });

/** How the other seats act in a step: given inputs (each names its `player`), or the game's bots with a fixed seed. */
export type OtherSeats = { inputs: (BaseInput & Record<string, unknown>)[] } | { bots: { level: string; seed: number } };

export type TutorialStep = {
  /** What the learner is asked to do. */
  prompt: string;
  /** The phase the learner's window must be in when the step starts (optional check). */
  phase?: string;
  /** The documented solution: the learner's inputs, in order (`player` may be left out). */
  moves: (BaseInput & Record<string, unknown>)[];
  /** Other solutions that are just as right: each is played instead of `moves` and must pass the step's `expect`. */
  alternatives?: (BaseInput & Record<string, unknown>)[][];
  /** The other seats' moves, applied after the learner's. */
  others?: OtherSeats;
  /**
   * Play on, ending windows as their clocks would, until a window of this phase is active (absent: stay), or of
   * `phase` when the summary also passes `when` (`{ "phase": "PLACE_STOCK_ORDERS", "when": [{ "path": "turn", "equals": 3 }] }`).
   */
  until?: Until;
  wrong?: WrongMove[];
  /** What happened and why, in words ("the tally moved TTN from 40 to 55 because …"). */
  result: string;
  /** Checks of the result; every number `result` states should be one of them. */
  expect?: TutorialExpectation[];
};

export type Tutorial = {
  /** Stable, kebab-case, unique across games; the file is `<id>.json`. */
  id: string;
  /** Where it comes in its game's list (1 = first); unique within the game. */
  order: number;
  title: string;
  /** The goal in one sentence. */
  goal: string;
  /** The learner's seat (`P1` …). */
  seat: string;
  /** The position, in the game's scenario position format (docs/SCENARIOS.md, "Stating any position"). */
  position: unknown;
  steps: TutorialStep[];
  /** The goal as checks, read after the last step (`delta` since the start). */
  reached: TutorialExpectation[];
  /** One paragraph: the rule, as the tutorial showed it. */
  summary: string;
  /** The id of the rule's section in the game's in-app help. */
  help: string;
};

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must be a non-empty text'));
const int = v.pipe(v.number(), v.integer());
const input = v.looseObject({ type: v.pipe(v.string(), v.minLength(1)), player: v.optional(v.string()) });
const CHECKS = ['equals', 'delta', 'includes', 'excludes'] as const;

const expectation = v.pipe(
  v.strictObject({
    path: v.pipe(v.string(), v.minLength(1)),
    note: v.optional(v.string()),
    equals: v.optional(v.unknown()),
    delta: v.optional(v.number()),
    includes: v.optional(v.unknown()),
    times: v.optional(v.pipe(int, v.minValue(0))),
    excludes: v.optional(v.unknown()),
  }),
  v.check((e) => CHECKS.filter((k) => k in e).length === 1, 'an expectation needs exactly one of equals, delta, includes, excludes'),
  v.check((e) => !('times' in e) || 'includes' in e, '"times" goes with "includes"'),
);

const until = v.union([v.pipe(v.string(), v.minLength(1)), v.strictObject({ phase: v.pipe(v.string(), v.minLength(1)), when: v.pipe(v.array(expectation), v.minLength(1)) })], 'must be a phase, or { "phase", "when": [checks] }');

const wrong = v.pipe(
  v.strictObject({ move: input, explain: text, refused: v.optional(v.pipe(v.string(), v.minLength(1))), leadsTo: v.optional(v.pipe(v.array(expectation), v.minLength(1))), until: v.optional(until) }),
  v.check((w) => (w.refused === undefined) !== (w.leadsTo === undefined), 'a wrong move is either "refused" (the engine\'s reason code) or "leadsTo" (checks of where it leads), not both'),
  v.check((w) => w.until === undefined || w.leadsTo !== undefined, '"until" goes with "leadsTo" (a refused move plays nothing on)'),
);

const others = v.union(
  [v.strictObject({ inputs: v.array(v.looseObject({ type: v.pipe(v.string(), v.minLength(1)), player: v.pipe(v.string(), v.minLength(1)) })) }), v.strictObject({ bots: v.strictObject({ level: v.string(), seed: v.pipe(int, v.minValue(0), v.maxValue(0xffffffff)) }) })],
  'must be { "inputs": [inputs naming their player] } or { "bots": { "level", "seed" } }',
);

const step = v.strictObject({
  prompt: text,
  phase: v.optional(v.pipe(v.string(), v.minLength(1))),
  moves: v.pipe(v.array(input), v.minLength(1, 'a step needs at least one move of the learner')),
  alternatives: v.optional(v.array(v.pipe(v.array(input), v.minLength(1)))),
  others: v.optional(others),
  until: v.optional(until),
  wrong: v.optional(v.array(wrong)),
  result: text,
  expect: v.optional(v.array(expectation)),
});

export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const tutorialSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(KEBAB, 'must be kebab-case (lower-case words joined by "-")')),
  order: v.pipe(int, v.minValue(1)),
  title: text,
  goal: text,
  seat: v.pipe(v.string(), v.minLength(1)),
  position: v.pipe(v.unknown(), v.check((p) => p !== null && typeof p === 'object' && !Array.isArray(p), 'must be an object (the game\'s scenario position)')),
  steps: v.pipe(v.array(step), v.minLength(1, 'a tutorial needs at least one step')),
  reached: v.pipe(v.array(expectation), v.minLength(1, 'the goal needs at least one check')),
  summary: text,
  help: v.pipe(v.string(), v.minLength(1)),
});

/** The tutorial in a file's data, or the problems of its shape (each naming the field). */
export function parseTutorial(raw: unknown): { tutorial: Tutorial } | { problems: string[] } {
  const parsed = v.safeParse(tutorialSchema, raw);
  if (!parsed.success) return { problems: parsed.issues.slice(0, 5).map((issue) => describeIssues([issue])) };
  const tutorial = parsed.output as Tutorial;
  const problems: string[] = [];
  const sentence = tutorial.goal.replace(/\s+$/, '');
  if (!/[.!?]$/.test(sentence) || /[.!?]\s/.test(sentence)) problems.push('goal: must be one sentence, ending with a full stop');
  tutorial.steps.forEach((s, i) => {
    const mine = [...s.moves, ...(s.alternatives ?? []).flat(), ...(s.wrong ?? []).map((w) => w.move)];
    if (mine.some((m) => m.player !== undefined && m.player !== tutorial.seat)) problems.push(`steps.${i}: the learner's moves are the seat's own: a "player" other than "${tutorial.seat}"`);
    if (s.others && 'inputs' in s.others && s.others.inputs.some((m) => m.player === tutorial.seat)) problems.push(`steps.${i}.others.inputs: an input of the learner's seat "${tutorial.seat}" belongs in "moves"`);
  });
  if (!tutorial.steps.some((s) => (s.wrong ?? []).length > 0)) problems.push('steps: a tutorial teaches at least one wrong move ("wrong" on some step)');
  return problems.length > 0 ? { problems } : { tutorial };
}

/** The learner's input with the seat filled in. */
export function asSeat<I extends BaseInput>(move: I, seat: string): I {
  return { ...move, player: seat };
}
