/**
 * The stock round's open windows in the platform's terms (§13 of ../shared/rules/stock-round-1876.md),
 * outermost first:
 * - each director's declarations are one sequential window (timeout: declare 0 for what is left);
 * - a turn is a sequential window for the seat whose turn it is (timeout: `endTurn {auto}`);
 * - each offer pass of a sale is a sealed interrupt above that turn, for the candidates and the company's
 *   director (answers hidden until the pass closes; timeout or READY: decline). The turn keeps its window id
 *   through its sale, so its clock stands still during the offer loop and runs on after (SR-14);
 * - the round-end review (ROUND_END) is a display window the live layer adds after each payout (SR-13).
 * Empty windows never open: the engine skips offer passes without candidates and directors with nothing to
 * declare.
 */
import type { GameWindow } from '../../../platform/windows.ts';
import { owedOfferAnswers } from '../queries.ts';
import type { SrState } from '../types.ts';
import type { Sr1876Game } from './types.ts';

export const seatId = (seat: number): string => `P${seat + 1}`;
export const seatIndex = (id: string): number => {
  const m = /^P([1-9]\d?)$/.exec(id);
  return m ? Number(m[1]) - 1 : -1;
};

/** The phases the statechart knows; OFFER is the interrupt above a TURN, ROUND_END the live layer's review. */
export const SR1876_PHASES = ['DECLARE', 'TURN', 'OFFER', 'ROUND_END'] as const;
export type Sr1876Phase = (typeof SR1876_PHASES)[number];

/**
 * Where play may go from each phase (GAME_OVER: the session ends the chart). A turn follows the declarations
 * (or opens the round when nobody declares); a sale whose passes all have no candidate is absorbed at once and
 * the turn goes on without an OFFER window; every round ends in its review, which opens the next round.
 */
export const SR1876_SUCCESSORS: Record<Sr1876Phase, readonly string[]> = {
  DECLARE: ['DECLARE', 'TURN'],
  TURN: ['TURN', 'OFFER', 'ROUND_END'],
  OFFER: ['OFFER', 'TURN'],
  ROUND_END: ['DECLARE', 'TURN', 'GAME_OVER'],
};

/** The seats of the open offer pass: candidates from the seller's left, then the company's director (S-D08). */
export function offerSeats(core: SrState): number[] {
  const o = core.offer;
  if (core.step !== 'OFFER' || !o) return [];
  const seats = [...o.candidates];
  if (o.companyCandidate && o.director !== null && !seats.includes(o.director)) seats.push(o.director);
  return seats;
}

/** Seats of the open pass that owe nothing more (answered their own and, as director, the company's). */
export function answeredSeats(core: SrState): number[] {
  return offerSeats(core).filter((seat) => {
    const owed = owedOfferAnswers(core, seat);
    return !owed.player && !owed.company;
  });
}

/** What the outer window is; a different key is a different window (a new id, a fresh clock). */
export function outerKey(game: Sr1876Game): string | null {
  const core = game.core;
  if (game.review) return null;
  switch (core.step) {
    case 'DECLARE':
      return `R${core.round}/D${core.declare!.seat}`;
    case 'TURN':
    case 'OFFER':
      // The turn's key survives its offer loop (the engine reopens it as TURN_RESUMED): same window, same clock.
      return `R${core.round}/T${game.turns}`;
    case 'GAME_OVER':
      return null;
  }
}

export function innerKey(game: Sr1876Game): string | null {
  const o = game.core.offer;
  return game.review || game.core.step !== 'OFFER' || !o ? null : `${outerKey(game)}/P${o.pass}`;
}

export function sr1876Windows(game: Sr1876Game): GameWindow[] {
  const core = game.core;
  const all = core.players.map((_, seat) => seatId(seat));
  if (game.review) {
    return [{ id: game.review.id, phase: 'ROUND_END', kind: 'display', seats: all, ready: game.review.ready.map(seatId), seconds: null, secret: false }];
  }
  if (core.step === 'GAME_OVER' || !game.outer) return [];
  const { turnSeconds, offerSeconds } = game.config;
  if (core.step === 'DECLARE') {
    return [{ id: game.outer.id, phase: 'DECLARE', kind: 'sequential', seats: [seatId(core.declare!.seat)], ready: [], seconds: turnSeconds, secret: false }];
  }
  // Nothing in a turn is secret: every holding, price and cash amount is public (§0.1: only sealed answers are hidden).
  const out: GameWindow[] = [{ id: game.outer.id, phase: 'TURN', kind: 'sequential', seats: [seatId(core.turn!.seat)], ready: [], seconds: turnSeconds, secret: false }];
  if (core.step === 'OFFER' && game.inner) {
    out.push({ id: game.inner.id, phase: 'OFFER', kind: 'interrupt', seats: offerSeats(core).map(seatId), ready: answeredSeats(core).map(seatId), seconds: offerSeconds, secret: true });
  }
  return out;
}
