/**
 * Platform inputs onto the stock-round engine. A seat input becomes the spec's action (`player` P3 → `seat` 2);
 * READY and TIMEOUT become §13's defaults, flagged auto: declare 0 for each company still open, `endTurn`, and a
 * decline for each answer still owed in an offer pass; at the round-end review READY marks the seat done and
 * TIMEOUT (or the last READY) closes it. Every accepted change then refreshes the window ids and the public
 * records. Nothing is written when an input is refused: the checks come first, and the engine itself never
 * writes on a refusal.
 */
import type { ApplyOutcome, Rejection } from '../../../platform/module.ts';
import { applyInPlace as applyRule, init } from '../engine.ts';
import { defaultAction } from '../legal.ts';
import { actingSeats, netWorth } from '../queries.ts';
import type { SrAction, SrEvent, SrState } from '../types.ts';
import { decodeInput, type Input, type SeatInput } from '../inputs.ts';
import { toPlatformEvent, type PlatformSrEvent } from './events.ts';
import { recordEvents } from './records.ts';
import type { Sr1876Game, Sr1876GameConfig } from './types.ts';
import { innerKey, offerSeats, outerKey, seatIndex } from './windows.ts';

const reject = (reason: string, message: string): Rejection => ({ ok: false, reason, message });

export function createGame(config: Sr1876GameConfig, seed: number): Sr1876Game {
  const engine = { ...config.engine, seed: seed >>> 0 };
  const { state, events } = init(engine);
  return gameFrom({ ...config, engine }, state, events);
}

/** The live game of a rules state and the events that made it (`createGame`'s, or a tutorial position's). */
export function gameFrom(config: Sr1876GameConfig, state: SrState, events: readonly SrEvent[]): Sr1876Game {
  const game: Sr1876Game = {
    config,
    core: state,
    serial: 0,
    turns: 0,
    outer: null,
    inner: null,
    review: null,
    modernity: null,
    payout: null,
    lastPass: null,
    lastSale: null,
    // SR-18: returns are measured from the position play starts from, after round 1's modernity bonus (which
    // init has applied) and before anyone's first move, so every return shown before a move is 0.0 %: the same
    // figure as each seat's net worth in the first view (915 for PSR's director in Trinidad Six, 900 for the rest).
    netWorth: state.players.map((_, seat) => [netWorth(state, seat)]),
  };
  recordEvents(game, events);
  refreshWindows(game);
  return game;
}

/** Hands out new ids to windows whose key changed (ids only grow, so they are never reused). */
function refreshWindows(game: Sr1876Game): void {
  const outer = outerKey(game);
  if (outer === null) game.outer = null;
  else if (game.outer?.key !== outer) {
    game.serial += 1;
    game.outer = { key: outer, id: game.serial };
  }
  const inner = innerKey(game);
  if (inner === null) game.inner = null;
  else if (game.inner?.key !== inner) {
    game.serial += 1;
    game.inner = { key: inner, id: game.serial };
  }
}

export const activeWindowId = (game: Sr1876Game): number | null => game.review?.id ?? game.inner?.id ?? game.outer?.id ?? null;

function run(game: Sr1876Game, action: SrAction, events: SrEvent[]): void {
  const result = applyRule(game.core, action);
  if (!result.ok) throw new Error(`default ${action.type} refused: ${result.code}`);
  events.push(...result.events);
}

/**
 * Sends `seat`'s defaults until it owes nothing in the decision that was open when it started (the engine's
 * window counter moves when a declaration window, turn or offer pass closes).
 */
function sendDefaults(game: Sr1876Game, seat: number, events: SrEvent[]): void {
  const mark = game.core.windowCounter;
  for (let guard = 0; guard < 64 && game.core.windowCounter === mark; guard++) {
    const action = defaultAction(game.core, seat);
    if (!action) return;
    run(game, action, events);
  }
}

/** A round ended in this step: its review goes up (SR-13) and hides the next round until it closes. */
function openReview(game: Sr1876Game, events: readonly SrEvent[]): void {
  const ended = events.find((e) => e.type === 'ROUND_ENDED');
  if (!ended) return;
  game.serial += 1;
  game.review = { id: game.serial, round: ended.round as number, ready: [] };
}

/** The platform's own event when the review closes: which phase the next window belongs to (none at the end). */
function closeReview(game: Sr1876Game, events: SrEvent[]): void {
  const round = game.review!.round;
  game.review = null;
  const step = game.core.step;
  const next = step === 'GAME_OVER' ? null : step === 'DECLARE' ? 'DECLARE' : 'TURN';
  events.push({ type: 'REVIEW_CLOSED', seq: game.core.seq, round, next });
}

function timeout(game: Sr1876Game, events: SrEvent[]): void {
  if (game.review) return closeReview(game, events);
  // Every seat that owes something in the open decision: the declaring director, the turn seat (endTurn), or
  // each seat owing an offer answer. The turn seat is not asked while its sale's pass is open.
  for (const seat of actingSeats(game.core)) sendDefaults(game, seat, events);
}

function ready(game: Sr1876Game, seat: number, events: SrEvent[]): Rejection | null {
  const review = game.review;
  if (review) {
    if (review.ready.includes(seat)) return reject('ALREADY_SUBMITTED', 'this seat is ready already');
    review.ready.push(seat);
    events.push({ type: 'READY_CHANGED', seq: game.core.seq, seat, ready: true });
    if (review.ready.length === game.core.players.length) closeReview(game, events);
    return null;
  }
  const core = game.core;
  if (core.step !== 'OFFER') return reject('WRONG_STEP', 'this window has no ready-up: act, or end the turn');
  if (!offerSeats(core).includes(seat)) return reject('NOT_ELIGIBLE', 'this seat has nothing to answer in this offer');
  if (!actingSeats(core).includes(seat)) return reject('ALREADY_SUBMITTED', 'this seat has answered already');
  // Readying up is answering: everything still owed becomes a decline (§13).
  sendDefaults(game, seat, events);
  return null;
}

function toAction(input: SeatInput, seat: number): SrAction {
  const { player: _player, ...rest } = input as SeatInput & Record<string, unknown>;
  return { ...rest, seat } as SrAction;
}

/** Applies one platform input to a game the caller owns; a refusal leaves it untouched. */
export function applyInPlace(game: Sr1876Game, raw: Input): ApplyOutcome<PlatformSrEvent> {
  if (game.core.step === 'GAME_OVER' && !game.review) return reject('GAME_OVER', 'the game has ended');
  const decoded = decodeInput(raw);
  if (!decoded.ok) return reject('MALFORMED_INPUT', decoded.message);
  const input = decoded.input;
  const events: SrEvent[] = [];
  if (input.type === 'TIMEOUT') {
    const active = activeWindowId(game);
    if (input.window !== active) return reject('STALE_INPUT', `window ${input.window} is not the active window (${active})`);
    events.push({ type: 'TIMED_OUT', seq: game.core.seq, window: active });
    timeout(game, events);
  } else {
    const seat = seatIndex(input.player);
    if (seat < 0 || seat >= game.core.players.length) return reject('NOT_SEATED', `${input.player} is not a seat of this game`);
    if (input.type === 'READY') {
      const refused = ready(game, seat, events);
      if (refused) return refused;
    } else {
      if (game.review) return reject('WRONG_STEP', `the review of round ${game.review.round} is on: the next round opens when it closes`);
      const result = applyRule(game.core, toAction(input, seat));
      if (!result.ok) return reject(result.code, result.message);
      events.push(...result.events);
    }
  }
  recordEvents(game, events);
  openReview(game, events);
  refreshWindows(game);
  return { ok: true, events: events.map(toPlatformEvent) };
}

