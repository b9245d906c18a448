/**
 * The hard bot's look-ahead: play a copy of the game on with every seat answering as medium would (no noise),
 * then score the position for one seat. The stock round has no hidden state beyond sealed answers, so a
 * rollout is a plain forecast of how medium players react: who takes a share in an offer pass, how far a sale's
 * absorptions push a price, what the others buy with the cash a move leaves them.
 */
import { copyJson } from '../../../copy.ts';
import { applyInPlace } from '../engine.ts';
import { defaultAction } from '../legal.ts';
import { actingSeats } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import { mediumDecide } from './medium.ts';
import { valuesOf, worth } from './value.ts';

/** Safety stop for one rollout (a whole game of 6 seats takes a few hundred actions). */
const MAX_ROLLOUT_ACTIONS = 5000;

/**
 * A copy to play on that shares the (never written) config with `s`: the config holds the scenario and grid,
 * most of a state's bytes, and the value tables are cached per scenario object.
 */
export function fork(s: SrState): SrState {
  const { config, ...rest } = s;
  return { ...copyJson(rest), config };
}

/** The decision point `window` is still waiting (the game's end opens no new window, so both are checked). */
export function stillOpen(s: SrState, window: number): boolean {
  return s.windowCounter === window && s.step !== 'GAME_OVER';
}

/**
 * Plays `s` (changed in place) to the end of the game with medium answers, so cash a move leaves for later
 * rounds counts as what it buys then. With `pessimistFor`, every other seat declines every share offered to it
 * (companies' answers stay medium's): a sale's worse case.
 */
export function rollout(s: SrState, pessimistFor: number | null = null): void {
  let applied = 0;
  while (s.step !== 'GAME_OVER' && applied < MAX_ROLLOUT_ACTIONS) {
    const window = s.windowCounter;
    const seats = actingSeats(s);
    const moves = seats.map((seat) => (pessimistFor !== null && seat !== pessimistFor && s.step === 'OFFER' ? declineAll(s, seat) : mediumDecide(s, seat, null)));
    for (const list of moves) {
      for (const a of list) {
        if (!stillOpen(s, window)) break;
        if (applyInPlace(s, a).ok) applied++;
      }
    }
    // A seat medium left owing (it never should) takes its timeout default, so the rollout always moves on.
    while (stillOpen(s, window)) {
      const d = defaultAction(s, actingSeats(s)[0]) as SrAction;
      applyInPlace(s, d);
      applied++;
    }
  }
}

/** The answers of a seat that takes nothing offered (its company's answer stays medium's). */
function declineAll(s: SrState, seat: number): SrAction[] {
  return mediumDecide(s, seat, null).map((a) => (a.type === 'offerResponse' ? { ...a, take: false } : a));
}

/**
 * How good a position is for `seat`: its expected final worth (value.ts; exact at the end of the game) less
 * the best rival's, since only first place wins, plus a little of its own worth so that, among moves that keep
 * the same lead, it prefers the richer one.
 */
export function scoreFor(s: SrState, seat: number): number {
  const values = valuesOf(s);
  const mine = worth(s, seat, values);
  let rival = -Infinity;
  for (let other = 0; other < s.players.length; other++) if (other !== seat) rival = Math.max(rival, worth(s, other, values));
  return mine - rival + 0.1 * mine;
}
