/**
 * Judging a learner's move at a tutorial's table (docs/TUTORIALS.md "Playing a tutorial"): is it the step's next
 * move, one of the wrong moves the tutorial explains, one the rules refuse, or a legal move the step does not ask
 * for? Pure: it reads the state and tries moves on copies only. A move "is" a tutorial's move when it reads the same
 * after the game's own input check, or when it leaves the game in exactly the same state (a form may write an
 * input its own way: a field left out or given its default).
 */
import { deepEqual } from '../../copy.ts';
import type { AnyGameModule, BaseInput } from '../module.ts';
import { asSeat, type TutorialStep } from './format.ts';

/** Where the learner is inside a step: how many of its moves they made, on which line (0: `moves`; 1…: an alternative). */
export type StepPlace = { line: number; made: number };

export type Verdict =
  /** The line's next move: apply it. `last`: the line is complete after it. */
  | { kind: 'move'; line: number; last: boolean }
  /**
   * Not applied: why, in teaching words (`reason`: the engine's code or a TUTORIAL_* code). `taught`: the words are
   * the tutorial's (a wrong move it lists, or a step it asks for); false for a refusal of the rules it did not
   * foresee, whose `rules` message is the engine's own.
   */
  | { kind: 'refused'; reason: string; text: string; taught: boolean; rules?: string };

/** The step's solutions: the documented one first, then its alternatives. */
export const linesOf = (step: TutorialStep): BaseInput[][] => [step.moves, ...(step.alternatives ?? [])];

/** Whether the learner's `input` is the tutorial's `expected` move (of the learner's `seat`) on `state`. */
export function sameMove(module: AnyGameModule, state: unknown, seat: string, input: BaseInput, expected: BaseInput): boolean {
  const want = module.inputs.decode(asSeat(expected, seat));
  if (want.ok && deepEqual(want.input, input)) return true;
  if (!want.ok || want.input.type !== input.type) return false;
  const mine = module.copy(state);
  const theirs = module.copy(state);
  return module.applyInPlace(mine, input).ok && module.applyInPlace(theirs, want.input).ok && deepEqual(mine, theirs);
}

/** The step's words for a move the rules accept but the step does not ask for (the prompt is on screen beside it). */
export const NOT_THIS_STEP = 'The rules allow that move, but it is not what this step asks for: read “Your move” again.';
/** The same, said of a move still being drafted (a form's check): a note, not a fault. */
export const NOT_THIS_STEP_DRAFT = 'Not the move this step asks for: see “Your move”.';

/** The step's words for a move the rules refuse that the tutorial did not foresee. */
export const rulesRefuse = (message: string): string => `The rules refuse that move: ${message.replace(/\.$/, '')}.`;

export function judgeMove(module: AnyGameModule, state: unknown, step: TutorialStep, seat: string, place: StepPlace, input: BaseInput): Verdict {
  const lines = linesOf(step);
  const candidates = place.made === 0 ? lines.map((_, i) => i) : [place.line];
  for (const line of candidates) {
    const expected = lines[line]?.[place.made];
    if (expected && sameMove(module, state, seat, input, expected)) return { kind: 'move', line, last: place.made + 1 === lines[line].length };
  }
  const wrong = (step.wrong ?? []).find((w) => sameMove(module, state, seat, input, w.move));
  if (wrong) return { kind: 'refused', reason: wrong.refused ?? 'TUTORIAL_WRONG_MOVE', text: wrong.explain, taught: true };
  const outcome = module.applyInPlace(module.copy(state), input);
  if (!outcome.ok) {
    // A move refused for the reason a listed wrong move teaches gets that teaching, whatever its numbers.
    const taught = (step.wrong ?? []).find((w) => w.refused === outcome.reason);
    return taught
      ? { kind: 'refused', reason: outcome.reason, text: taught.explain, taught: true }
      : { kind: 'refused', reason: outcome.reason, text: rulesRefuse(outcome.message), taught: false, rules: outcome.message };
  }
  return { kind: 'refused', reason: 'TUTORIAL_NOT_THIS_STEP', text: NOT_THIS_STEP, taught: true };
}
