/**
 * The part of the offline tools' game driver (module-play.ts) that every way of playing shares: the game state
 * made by `create` (and the caller's `start` edits), and one `apply` that feeds an input through `applyInPlace`
 * and keeps the books — the input list, accepted inputs by type, refusals by reason, invariant violations after
 * accepted inputs (after every one, or when the active window changed), errors (an input that threw, a checked
 * refusal that changed the state), and the caller's `onEvents` / `onInput`. The loops that decide what to feed
 * (module-play.ts, play-rounds.ts) read the game only through the module contract.
 * Pure: no clock, no randomness.
 */
import type { AnyGameModule, BaseEvent, BaseInput, Outcome } from '../module.ts';
import { activeWindow, type GameWindow, type SeatId } from '../windows.ts';
import type { Rng } from '../../rng.ts';
import { bump } from './sim-stats.ts';

export type PlayProblem = { inputIndex: number; turn: number | null; phase: string | null; id: string; message: string };

/** What one input did, as `onInput` sees it; `windowChanged`: the active window closed (or the game ended). */
export type InputOutcome = { ok: true; events: readonly BaseEvent[]; windowChanged: boolean } | { ok: false; reason: string };

export type DriverOptions = {
  module: AnyGameModule;
  config: unknown;
  seed: number;
  /** Edits the state right after `create` (a scenario's position: a small bank, rich players); replays must repeat them. */
  start?(state: unknown): void;
  /** Run `invariants` after every accepted input (and once before play). */
  checkInvariants: boolean;
  /** With `checkInvariants`: after every accepted input (default), or only after those that changed the active window. */
  invariantsAt?: 'input' | 'window';
  /** Keep the input list (replays, benches, goldens). */
  record: boolean;
  /** Called with the events of every accepted input (a game's own counts). */
  onEvents?(events: readonly BaseEvent[]): void;
  /** Called after every input that did not throw, after its invariants were checked (transcripts, samples, timing). */
  onInput?(state: unknown, input: BaseInput, index: number, outcome: InputOutcome): void;
};

export type PlayTotals = {
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

export type Driver = {
  readonly module: AnyGameModule;
  readonly state: unknown;
  /** Inputs fed so far (accepted or not). */
  count(): number;
  /** Inputs accepted so far. */
  accepted(): number;
  stopped(): PlayTotals['stopped'];
  /** Ends play with a problem (STUCK: no end in sight; ERROR: a bug). */
  stop(kind: 'STUCK' | 'ERROR', id: string, message: string): void;
  /**
   * Feeds one input; false when play must stop (it threw, or — with `verify` — it was refused yet changed the
   * state, which a refusal must never do).
   */
  apply(input: BaseInput, verify?: boolean): boolean;
  /** The active window, or null when the game is over or has none open. */
  active(): GameWindow | null;
  /** Whether the game still runs with window `w` active. */
  inWindow(w: GameWindow): boolean;
  /** Whether `seat` still owes window `w` something: the window is active and the seat is listed unready (or acts next). */
  owes(w: GameWindow, seat: SeatId): boolean;
  totals(): PlayTotals;
};

export function createDriver(o: DriverOptions): Driver {
  const M = o.module;
  const state = M.create(o.config, o.seed);
  o.start?.(state);
  const inputs: BaseInput[] = [];
  const inputTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const violations: PlayProblem[] = [];
  const errors: PlayProblem[] = [];
  let count = 0;
  let accepted = 0;
  let stopped: PlayTotals['stopped'] = null;
  const byWindow = o.invariantsAt === 'window';
  // The window only needs reading around an input when someone asks whether it changed.
  const watchWindow = (o.checkInvariants && byWindow) || o.onInput !== undefined;

  const running = () => M.status(state) === 'RUNNING';
  const active = (): GameWindow | null => (running() ? activeWindow(M.windows(state)) : null);
  const windowKey = (): number | null => active()?.id ?? null;
  const problem = (id: string, message: string): PlayProblem => {
    const s = M.summary(state);
    return { inputIndex: count - 1, turn: s.turn, phase: s.phase, id, message };
  };
  const checkInvariants = () => {
    for (const v of M.invariants(state)) violations.push(problem('INVARIANT', v));
  };
  const stop = (kind: 'STUCK' | 'ERROR', id: string, message: string) => {
    errors.push(problem(id, message));
    stopped = kind;
  };

  if (o.checkInvariants) checkInvariants();

  return {
    module: M,
    state,
    count: () => count,
    accepted: () => accepted,
    stopped: () => stopped,
    stop,
    apply(input, verify = false) {
      const index = count;
      count += 1;
      if (o.record) inputs.push(input);
      const before = verify ? JSON.stringify(state) : '';
      const windowBefore = watchWindow ? windowKey() : null;
      let result;
      try {
        result = M.applyInPlace(state, input);
      } catch (err) {
        stop('ERROR', 'THROW', `input ${JSON.stringify(input)} threw: ${(err as Error).stack ?? String(err)}`);
        return false;
      }
      if (!result.ok) {
        bump(refused, result.reason);
        if (verify && JSON.stringify(state) !== before) {
          stop('ERROR', 'REFUSAL_CHANGED_STATE', `refused input ${JSON.stringify(input)} (${result.reason}) changed the state`);
          return false;
        }
        o.onInput?.(state, input, index, { ok: false, reason: result.reason });
        return true;
      }
      bump(inputTypes, input.type);
      accepted += 1;
      o.onEvents?.(result.events);
      const windowChanged = watchWindow && (!running() || windowKey() !== windowBefore);
      if (o.checkInvariants && (!byWindow || windowChanged)) checkInvariants();
      o.onInput?.(state, input, index, { ok: true, events: result.events, windowChanged });
      return true;
    },
    active,
    inWindow: (w) => active()?.id === w.id,
    owes(w, seat) {
      const now = active();
      return now?.id === w.id && (now.kind === 'sequential' ? now.seats.includes(seat) : !now.ready.includes(seat));
    },
    totals: () => ({ finalState: state, outcome: M.outcome(state), stopped, inputs, inputCount: count, inputTypes, refused, violations, errors }),
  };
}

/** Feeds the interjected inputs of this round; true when play goes on in the same window. */
export function interjected(d: Driver, o: { interject?(state: unknown, rng: Rng, inputIndex: number): BaseInput[]; rng: Rng }, w: GameWindow): boolean {
  if (!o.interject) return true;
  for (const extra of o.interject(d.state, o.rng, d.count())) {
    if (!d.apply(extra, true) || !d.inWindow(w)) return false;
  }
  return true;
}

/** The stuck checks every loop makes before a round: a safety stop on inputs, and a running game with no window. */
export function roundWindow(d: Driver, maxInputs: number): GameWindow | null {
  if (d.count() >= maxInputs) {
    d.stop('STUCK', 'STUCK', `no end after ${d.count()} inputs`);
    return null;
  }
  const w = d.active();
  if (!w) d.stop('STUCK', 'STUCK', 'the game is running but has no open window');
  return w;
}
