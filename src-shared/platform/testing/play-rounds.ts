/**
 * A second way for module-play.ts to play a game: by table rounds, as a room of players clicking about does,
 * rather than window by window. In each round of an open window every seat, in the table's order, makes up to a
 * few moves chosen one at a time by the table's chooser (a game's own random player, which may pass); then the
 * window ends the way a table ends it — by its clock (a display window always may, at once with
 * `displayTimeout`; a window where seats act only at a timed table; either with probability `timeoutRate`), or
 * by every seat readying up in the table's order, or, if it still waits after that, by its timeout.
 * Fuzzers, golden games and event samples use it with a game's random player, whose choices (and so the games
 * played) stay those the game's tests were written against. Pure: all randomness comes from the players' `rng`.
 */
import type { BaseInput } from '../module.ts';
import type { SeatId } from '../windows.ts';
import type { Rng } from '../../rng.ts';
import { interjected, roundWindow, type Driver } from './play-driver.ts';
import { chance } from './sim-stats.ts';

export type TableRounds = {
  /** One input for `seat` now; null, or the seat's ready input, when it has nothing more to do this round. */
  choose(state: unknown, seat: SeatId, rng: Rng): BaseInput | null;
  /** The seats in the order they act and ready up (default: the active window's); all of them, the table's way. */
  seats?(state: unknown): readonly SeatId[];
  /** Most moves a seat makes in one round before the table moves on (default 3). */
  movesPerSeat?: number;
  /** Whether a window where seats act may end by its clock (a timed table); display windows always may. */
  timed: boolean;
  /** End every display window with its timeout at once (the review time is over), drawing nothing. */
  displayTimeout?: boolean;
};

export type RoundsOptions = { rng: Rng; timeoutRate: number; maxInputs?: number; interject?(state: unknown, rng: Rng, inputIndex: number): BaseInput[] };

export function playRounds(d: Driver, o: RoundsOptions, t: TableRounds, counts: { stalled: number }): void {
  const M = d.module;
  const state = d.state;
  const moves = t.movesPerSeat ?? 3;
  while (M.status(state) === 'RUNNING' && d.stopped() === null) {
    const w = roundWindow(d, o.maxInputs ?? 200_000);
    if (!w || !interjected(d, o, w)) continue;
    const order = () => [...(t.seats?.(state) ?? w.seats)];
    const acting = w.kind !== 'display';
    if (acting) {
      seats: for (const seat of order()) {
        for (let k = 0; k < moves; k++) {
          const input = t.choose(state, seat, o.rng);
          if (!input || input.type === M.inputs.ready(seat).type) break;
          if (!d.apply(input) || !d.inWindow(w)) break seats;
        }
      }
      if (d.stopped() !== null || !d.inWindow(w)) continue;
    }
    const mayTimeOut = t.timed || !acting;
    if ((!acting && t.displayTimeout) || (mayTimeOut && chance(o.rng, o.timeoutRate))) {
      d.apply(M.inputs.timeout(w.id));
      continue;
    }
    for (const seat of order()) {
      if (d.active()!.ready.includes(seat)) continue;
      if (!d.apply(M.inputs.ready(seat)) || !d.inWindow(w)) break;
    }
    if (d.stopped() === null && d.inWindow(w)) {
      counts.stalled += 1;
      d.apply(M.inputs.timeout(w.id));
    }
  }
}
