/**
 * Playing a tutorial's step on its game module: the learner's moves, then the other seats' (given inputs, or the
 * game's bots with the step's fixed seed, as the host seeds them: `botSeed`), then on until the step's phase is
 * active, ending each window as its clock would (`inputs.timeout`). Deterministic: no clock, no randomness but
 * the seeds the tutorial names. A refusal of anything but the move being tried stops the play with a sentence.
 */
import { seedRng } from '../../rng.ts';
import { botSeed } from '../bots.ts';
import type { AnyGameModule, BaseEvent, BaseInput } from '../module.ts';
import type { BotLevel } from '../table-options.ts';
import { activeWindow } from '../windows.ts';
import { failures } from './expect.ts';
import { asSeat, type TutorialStep } from './format.ts';

/** How many windows a step may end on its way to `until` before the checker gives up (a phase never reached). */
const WINDOW_LIMIT = 500;

export class PlayError extends Error {}

export type Played = { events: BaseEvent[] };

/** Applies one input; a refusal throws PlayError naming `who` and the engine's reason. */
function apply(module: AnyGameModule, state: unknown, input: BaseInput, who: string, events: BaseEvent[]): void {
  const outcome = module.applyInPlace(state, input);
  if (!outcome.ok) throw new PlayError(`${who} ${JSON.stringify(input)} was refused: ${outcome.reason} (${outcome.message})`);
  events.push(...outcome.events);
}

/** The learner's window at the start of a step: the learner must be able to act in it (and in `phase`, if named). */
export function learnerWindowProblem(module: AnyGameModule, state: unknown, seat: string, phase: string | undefined): string | null {
  const window = activeWindow(module.windows(state));
  if (!window) return 'the game has ended: the learner has nothing to play';
  if (phase !== undefined && window.phase !== phase) return `the active window is ${window.phase}, not ${phase}`;
  if (!window.seats.includes(seat)) return `the learner's seat ${seat} cannot act in the active window (${window.phase}: ${window.seats.join(', ')})`;
  return null;
}

/** The seat's index as the host seeds its bots: seat ids are P1..Pn in seat order (docs/GAME-MODULES.md). */
const seatIndex = (seat: string): number => Number(seat.slice(1)) - 1;

/**
 * How a step's play goes on after the learner's moves: `input` applies another seat's input (the checker: to its
 * state; the host: as a journaled session event), `endWindow` ends the active window as its clock would. Both
 * throw on a refusal. `state()` is the state as it is now.
 */
export type PlayOn = { state: () => unknown; input: (input: BaseInput, who: string) => void; endWindow: (windowId: number) => void };

/** The other seats' moves of a step: given inputs, or each bot seat's decision with the step's seed. */
export function playOthers(module: AnyGameModule, step: TutorialStep, seat: string, on: PlayOn): void {
  const others = step.others;
  if (!others) return;
  if ('inputs' in others) {
    for (const input of others.inputs) on.input(input, `the other seat's input`);
    return;
  }
  const level = others.bots.level as BotLevel;
  if (!module.bots.levels.includes(level)) throw new PlayError(`others.bots.level: "${level}" is not one of this game's bot levels (${module.bots.levels.join(', ')})`);
  const window = activeWindow(module.windows(on.state()));
  if (!window) return;
  for (const player of window.seats) {
    if (player === seat) continue;
    const rng = seedRng(botSeed(others.bots.seed, window.id, seatIndex(player)));
    for (const input of module.bots.decide(on.state(), player, { level, rng })) on.input(input, `the ${level} bot of ${player}`);
  }
}

/** Ends windows (their timeouts) until one of phase `until` is active (and `when` holds); at least one is ended. */
export function playUntil(module: AnyGameModule, until: NonNullable<TutorialStep['until']>, on: PlayOn): void {
  const { phase, when } = typeof until === 'string' ? { phase: until, when: [] } : until;
  const there = () => {
    const now = { ...module.tutorials!.summary(on.state()), events: [] };
    return failures(when, now, now).length === 0;
  };
  const target = `${phase}${when.length > 0 ? ` where ${JSON.stringify(when)}` : ''}`;
  for (let ended = 0; ended < WINDOW_LIMIT; ended++) {
    const window = activeWindow(module.windows(on.state()));
    if (ended > 0 && window?.phase === phase && there()) return;
    if (!window) throw new PlayError(`the game ended before a window of phase ${target}`);
    on.endWindow(window.id);
  }
  throw new PlayError(`no window of phase ${target} within ${WINDOW_LIMIT} windows`);
}

/**
 * Plays `moves` as the learner on `state` (changed in place), then the step's other seats and its `until`. The
 * first move may be refused without a throw (a wrong move is tried so): its rejection is returned instead.
 */
export function playStep(
  module: AnyGameModule, state: unknown, step: TutorialStep, seat: string, moves: readonly BaseInput[],
): Played | { refused: { reason: string; message: string } } {
  const events: BaseEvent[] = [];
  for (const [i, move] of moves.entries()) {
    const outcome = module.applyInPlace(state, asSeat(move, seat));
    if (!outcome.ok) {
      if (i === 0) return { refused: { reason: outcome.reason, message: outcome.message } };
      throw new PlayError(`the learner's move ${i + 1} ${JSON.stringify(move)} was refused: ${outcome.reason} (${outcome.message})`);
    }
    events.push(...outcome.events);
  }
  const on: PlayOn = {
    state: () => state,
    input: (input, who) => apply(module, state, input, who, events),
    endWindow: (id) => {
      const window = activeWindow(module.windows(state));
      apply(module, state, module.inputs.timeout(id), `the end of window ${id} (${window?.phase})`, events);
    },
  };
  playOthers(module, step, seat, on);
  if (step.until !== undefined) playUntil(module, step.until, on);
  return { events };
}
