/**
 * Plays one complete game of any module the way a table with no humans would, through the `GameModule`
 * contract only (`create`, `windows`, `legalActions`, `bots.decide`, `inputs.ready`/`timeout`, `applyInPlace`,
 * `invariants`, `outcome`): the offline tools' one driver (sim, tournament, bench, goldens, tests), so a new game
 * gets them all without code of its own.
 *
 * Each round of the loop reads the active window. A display window is timed out at once (the review time is
 * over). Otherwise, with probability `timeoutRate`, the window times out (the clock ran out: the game applies
 * its defaults); else the seats that still owe an answer answer it:
 *  - bot seats as the host plays them (src-shared/session): every bot decides from the same state, each with a
 *    generator seeded by `botSeed(game seed, window id, seat)`, then each bot's inputs are applied in seat order
 *    (while the window lasts) and the bot is readied in a simultaneous window that still waits for it;
 *  - `legal` seats one after another: one move uniform among `legalActions` (up to three in a window that is not
 *    sequential), then READY where readiness applies.
 * A window that is still the same afterwards is timed out, so no game can wait forever on a seat that has nothing
 * to say (counted as `stalled`). With `table`, play follows that table's rounds instead (play-rounds.ts).
 * Pure apart from the optional clock: all randomness comes from `rng` and the bots' seeded generators.
 */
import { botSeed } from '../bots.ts';
import { pick, randInt, seedRng, type Rng } from '../../rng.ts';
import type { BaseInput, BotLevel } from '../module.ts';
import type { GameWindow, SeatId } from '../windows.ts';
import { createDriver, interjected, roundWindow, type Driver, type DriverOptions, type PlayTotals } from './play-driver.ts';
import { playRounds, type TableRounds } from './play-rounds.ts';
import { chance } from './sim-stats.ts';

export type { InputOutcome, PlayProblem } from './play-driver.ts';
export type { TableRounds } from './play-rounds.ts';

/** `legal`: uniform among the seat's legal actions; any other value is one of the game's bot levels. */
export type SeatPlayer = string;
export const LEGAL_PLAYER = 'legal';

export type PlayOptions = DriverOptions & {
  /** Who plays each seat. */
  playerOf(seat: SeatId): SeatPlayer;
  /** The players' generator (separate from the game's own, kept in its state); bots draw from their own per decision. */
  rng: Rng;
  /** Share of non-display windows ended by their timeout instead of the seats' answers (0..1). */
  timeoutRate: number;
  /** Safety stop: more inputs than this end the game as STUCK. */
  maxInputs?: number;
  /** A clock for bots that think against a budget, and for decision times. */
  now?: () => number;
  budgetMs?: number;
  /** Called with each seat's whole answer to a window and the milliseconds it took (needs `now`). */
  onDecision?(seat: SeatId, phase: string, ms: number): void;
  /**
   * Extra inputs (fuzzing), asked for at the start of every round of the loop and fed first; a refused one must
   * leave the state byte for byte as it was (checked: an ERROR otherwise).
   */
  interject?(state: unknown, rng: Rng, inputIndex: number): BaseInput[];
  /** Play by this table's rounds (play-rounds.ts) instead of answering window by window; `playerOf` is then unused. */
  table?: TableRounds;
};

export type PlayResult = PlayTotals & {
  /** Non-display windows still waiting after every seat that owed an answer had answered, then timed out (not by `timeoutRate`). */
  stalled: number;
  /** READY inputs sent for bot seats after their answer (the host sends the same where a window waits for readiness). */
  readiedBots: number;
};

const LEGAL_MOVES_PER_WINDOW = 3;
const MAX_PASSES_PER_WINDOW = 50;

/** Seat ids as the host numbers them (src-main/host/game-records.ts): P1, P2, … */
export const seatIds = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

export function playModuleGame(o: PlayOptions): PlayResult {
  const d = createDriver(o);
  const counts = { stalled: 0, readiedBots: 0 };
  if (o.table) playRounds(d, o, o.table, counts);
  else playAnswers(d, o, counts);
  return { ...d.totals(), ...counts };
}

function playAnswers(d: Driver, o: PlayOptions, counts: { stalled: number; readiedBots: number }): void {
  const M = d.module;
  const state = d.state;
  const seats = seatIds(M.config.seats(o.config));
  const notReady = (seat: SeatId) => (i: BaseInput) => i.type !== M.inputs.ready(seat).type;

  /** A random-legal seat's answer to window `w`: a move, a few more where it may act several times, READY. */
  const answerLegal = (w: GameWindow, seat: SeatId): void => {
    const legal = M.legalActions(state, seat).filter(notReady(seat));
    if (legal.length > 0) {
      if (!d.apply(pick(o.rng, legal)) || !d.owes(w, seat)) return;
      if (w.kind !== 'sequential') {
        for (let extra = randInt(o.rng, 0, LEGAL_MOVES_PER_WINDOW - 1); extra > 0 && d.owes(w, seat); extra--) {
          const more = M.legalActions(state, seat).filter(notReady(seat));
          if (more.length === 0 || !d.apply(pick(o.rng, more))) break;
        }
      }
    }
    if (d.stopped() === null && w.kind !== 'sequential' && d.owes(w, seat)) d.apply(M.inputs.ready(seat));
  };

  /** Every owing bot's decision, all from the state as it is now (as the host asks them). */
  const decideBots = (w: GameWindow, owing: readonly SeatId[]): Map<SeatId, BaseInput[]> => {
    const decided = new Map<SeatId, BaseInput[]>();
    for (const seat of owing) {
      const level = o.playerOf(seat);
      if (level === LEGAL_PLAYER) continue;
      const started = o.now?.();
      const rng = seedRng(botSeed(o.seed, w.id, seats.indexOf(seat)));
      decided.set(seat, M.bots.decide(state, seat, { level: level as BotLevel, rng, now: o.now, budgetMs: o.budgetMs }));
      if (started !== undefined && o.now) o.onDecision?.(seat, w.phase, o.now() - started);
    }
    return decided;
  };

  /** A bot's decided inputs, applied while its window lasts; READY where the window waits for it (the host's rule). */
  const answerBot = (w: GameWindow, seat: SeatId, inputs: readonly BaseInput[]): void => {
    for (const input of inputs) if (!d.inWindow(w) || !d.apply(input)) return;
    if (w.kind === 'simultaneous' && d.owes(w, seat)) {
      counts.readiedBots += 1;
      d.apply(M.inputs.ready(seat));
    }
  };

  while (M.status(state) === 'RUNNING' && d.stopped() === null) {
    const w = roundWindow(d, o.maxInputs ?? 200_000);
    if (!w || !interjected(d, o, w)) continue;
    const byChance = w.kind !== 'display' && chance(o.rng, o.timeoutRate);
    if (w.kind !== 'display' && !byChance) {
      // A window may take several answers under one id (a turn's debt settlement, then its action): random-legal
      // seats are asked again while answers are accepted, a bounded number of times; a bot answers once, whole.
      for (let pass = 0; pass < MAX_PASSES_PER_WINDOW && d.inWindow(w) && d.stopped() === null; pass++) {
        const acceptedBefore = d.accepted();
        const current = d.active()!;
        const owing = current.kind === 'sequential' ? current.seats : current.seats.filter((p) => !current.ready.includes(p));
        const bots = pass === 0 ? decideBots(current, owing) : new Map<SeatId, BaseInput[]>();
        for (const seat of owing) {
          if (!d.inWindow(w) || d.stopped() !== null) break;
          const decided = bots.get(seat);
          if (decided) answerBot(current, seat, decided);
          else if (o.playerOf(seat) === LEGAL_PLAYER) answerLegal(current, seat);
        }
        if (d.accepted() === acceptedBefore) break;
      }
    }
    if (d.stopped() === null && d.inWindow(w)) {
      if (w.kind !== 'display' && !byChance) counts.stalled += 1;
      d.apply(M.inputs.timeout(w.id));
    }
  }
}
