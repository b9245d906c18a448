/**
 * Plays one complete game of any module the way a table with no humans would, through the `GameModule`
 * contract only (`create`, `windows`, `legalActions`, `bots.decide`, `inputs.ready`/`timeout`, `applyInPlace`,
 * `invariants`, `outcome`): the offline tools' one driver (sim, tournament, bench), so a new game gets them all
 * without code of its own.
 *
 * Each round of the loop reads the active window. A display window is timed out at once (the review time is
 * over). Otherwise, with probability `timeoutRate`, the window times out (the clock ran out: the game applies
 * its defaults); else each seat that still owes an answer decides — a bot level through `bots.decide`, or
 * `legal` (uniform among `legalActions`, up to three moves in a simultaneous window) — and is readied in a
 * window that needs readiness. A window that is still the same afterwards is timed out, so no game can wait
 * forever on a seat that has nothing to say.
 * Pure apart from the optional clock: all randomness comes from `rng`.
 */
import { pick, randInt, type Rng } from '../../rng.ts';
import type { AnyGameModule, BaseEvent, BaseInput, BotLevel, Outcome } from '../module.ts';
import { activeWindow, type GameWindow, type SeatId } from '../windows.ts';
import { bump, chance } from './sim-stats.ts';

/** `legal`: uniform among the seat's legal actions; any other value is one of the game's bot levels. */
export type SeatPlayer = string;
export const LEGAL_PLAYER = 'legal';

export type PlayProblem = { inputIndex: number; turn: number | null; phase: string | null; id: string; message: string };

export type PlayOptions = {
  module: AnyGameModule;
  config: unknown;
  seed: number;
  /** Who plays each seat. */
  playerOf(seat: SeatId): SeatPlayer;
  /** The players' generator (separate from the game's own, kept in its state). */
  rng: Rng;
  /** Share of non-display windows ended by their timeout instead of the seats' answers (0..1). */
  timeoutRate: number;
  /** Run `invariants` after every accepted input. */
  checkInvariants: boolean;
  /** Keep the input list (replays, benches). */
  record: boolean;
  /** Safety stop: more inputs than this end the game as STUCK. */
  maxInputs?: number;
  /** A clock for bots that think against a budget, and for decision times. */
  now?: () => number;
  budgetMs?: number;
  /** Called with the events of every accepted input (a game's own counts). */
  onEvents?(events: readonly BaseEvent[]): void;
  /** Called with each seat's whole answer to a window and the milliseconds it took (needs `now`). */
  onDecision?(seat: SeatId, phase: string, ms: number): void;
};

export type PlayResult = {
  finalState: unknown;
  outcome: Outcome | null;
  /** STUCK or ERROR when play stopped before the end; null when the game ended by its rules. */
  stopped: 'STUCK' | 'ERROR' | null;
  inputs: BaseInput[];
  inputCount: number;
  inputTypes: Record<string, number>;
  refused: Record<string, number>;
  violations: PlayProblem[];
  errors: PlayProblem[];
};

const LEGAL_MOVES_PER_WINDOW = 3;
const MAX_PASSES_PER_WINDOW = 50;

export function playModuleGame(o: PlayOptions): PlayResult {
  const M = o.module;
  const state = M.create(o.config, o.seed);
  const maxInputs = o.maxInputs ?? 200_000;
  const inputs: BaseInput[] = [];
  const inputTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const violations: PlayProblem[] = [];
  const errors: PlayProblem[] = [];
  let count = 0;
  let accepted = 0;
  let stopped: PlayResult['stopped'] = null;

  const problem = (id: string, message: string): PlayProblem => {
    const s = M.summary(state);
    return { inputIndex: count - 1, turn: s.turn, phase: s.phase, id, message };
  };
  /** Applies one input; false when play must stop (the engine threw). */
  const apply = (input: BaseInput): boolean => {
    count += 1;
    if (o.record) inputs.push(input);
    let result;
    try {
      result = M.applyInPlace(state, input);
    } catch (err) {
      errors.push(problem('THROW', `input ${JSON.stringify(input)} threw: ${(err as Error).stack ?? String(err)}`));
      stopped = 'ERROR';
      return false;
    }
    if (!result.ok) {
      bump(refused, result.reason);
      return true;
    }
    bump(inputTypes, input.type);
    accepted += 1;
    o.onEvents?.(result.events);
    if (o.checkInvariants) for (const v of M.invariants(state)) violations.push(problem('INVARIANT', v));
    return true;
  };
  const sameWindow = (w: GameWindow): boolean => M.status(state) === 'RUNNING' && activeWindow(M.windows(state))?.id === w.id;
  const owes = (w: GameWindow, seat: SeatId): boolean => {
    const now = activeWindow(M.windows(state));
    return now?.id === w.id && (now.kind === 'sequential' ? now.seats.includes(seat) : !now.ready.includes(seat));
  };

  /** One seat's whole answer to window `w`; false when play must stop. */
  const answer = (w: GameWindow, seat: SeatId): boolean => {
    const player = o.playerOf(seat);
    const started = o.now?.();
    let moves: BaseInput[];
    if (player === LEGAL_PLAYER) {
      moves = [];
      const legal = M.legalActions(state, seat).filter((i: BaseInput) => i.type !== M.inputs.ready(seat).type);
      if (legal.length > 0) moves.push(pick(o.rng, legal));
    } else {
      moves = M.bots.decide(state, seat, { level: player as BotLevel, rng: o.rng, now: o.now, budgetMs: o.budgetMs });
    }
    if (started !== undefined && o.now) o.onDecision?.(seat, w.phase, o.now() - started);
    for (const input of moves) {
      if (!apply(input)) return false;
      if (!owes(w, seat)) return true;
    }
    // A random-legal seat in a window it may act in several times takes a few more moves before readying.
    if (player === LEGAL_PLAYER && w.kind !== 'sequential' && moves.length > 0) {
      for (let extra = randInt(o.rng, 0, LEGAL_MOVES_PER_WINDOW - 1); extra > 0 && owes(w, seat); extra--) {
        const legal = M.legalActions(state, seat).filter((i: BaseInput) => i.type !== M.inputs.ready(seat).type);
        if (legal.length === 0 || !apply(pick(o.rng, legal))) break;
      }
    }
    if (stopped === null && w.kind !== 'sequential' && owes(w, seat)) return apply(M.inputs.ready(seat));
    return stopped === null;
  };

  if (o.checkInvariants) for (const v of M.invariants(state)) violations.push(problem('INVARIANT', v));
  while (M.status(state) === 'RUNNING' && stopped === null) {
    if (count >= maxInputs) {
      errors.push(problem('STUCK', `no end after ${count} inputs`));
      stopped = 'STUCK';
      break;
    }
    const w = activeWindow(M.windows(state));
    if (!w) {
      errors.push(problem('STUCK', 'the game is running but has no open window'));
      stopped = 'STUCK';
      break;
    }
    if (w.kind !== 'display' && !chance(o.rng, o.timeoutRate)) {
      // A window may take several answers under one id (a turn's debt settlement, then its action): ask again
      // while answers are accepted, a bounded number of times.
      for (let pass = 0; pass < MAX_PASSES_PER_WINDOW && sameWindow(w) && stopped === null; pass++) {
        const acceptedBefore = accepted;
        const current = activeWindow(M.windows(state))!;
        const owing = current.kind === 'sequential' ? current.seats : current.seats.filter((p) => !current.ready.includes(p));
        for (const seat of owing) if (!sameWindow(w) || !answer(current, seat)) break;
        if (accepted === acceptedBefore) break;
      }
    }
    if (stopped === null && sameWindow(w)) apply(M.inputs.timeout(w.id));
  }
  return { finalState: state, outcome: M.outcome(state), stopped, inputs, inputCount: count, inputTypes, refused, violations, errors };
}
