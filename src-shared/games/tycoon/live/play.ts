/**
 * Platform inputs onto the Tycoon engine. A seat input becomes the spec's action (`player` P3 → `seat` 2);
 * READY and TIMEOUT become the spec's defaults (§14: `pass {auto}`, `declineRights {auto}`, a premium of 10,
 * no withhold, no strike, no suspension, an offer of 0, the debt auto plans, `advance` past a display step).
 * Every accepted change then refreshes the window ids (a new turn or step is a new window) and the public
 * records the desk shows. Nothing is written when an input is refused: checks come first, and the engine
 * itself never writes on a refusal.
 */
import type { ApplyOutcome, Rejection } from '../../../platform/module.ts';
import type { TycoonAction, TycoonEvent } from '../types.ts';
import { applyInPlace as applyRule, init } from '../engine.ts';
import { defaultAction } from '../legal.ts';
import { isDisplayStep, netWorth, windowSeats } from '../queries.ts';
import { decodeInput, type Input, type SeatInput } from '../inputs.ts';
import { toPlatformEvent } from './events.ts';
import { recordEvents } from './records.ts';
import type { TycoonGame, TycoonGameConfig } from './types.ts';
import { innerKey, outerKey, seatId, seatIndex, tycoonWindows } from './windows.ts';

type PlatformEvent = ReturnType<typeof toPlatformEvent>;

const reject = (reason: string, message: string): Rejection => ({ ok: false, reason, message });

export function createGame(config: TycoonGameConfig, seed: number): TycoonGame {
  const engine = { ...config.engine, seed: seed >>> 0, displaySteps: true };
  const { state, events } = init(engine);
  const seats = Array.from({ length: engine.players }, (_, i) => i);
  const game: TycoonGame = {
    config: { ...config, engine },
    core: state,
    serial: 0,
    outer: null,
    inner: null,
    ready: [],
    handSize: 0,
    netWorth: seats.map((s) => [netWorth(state, s)]),
  };
  recordEvents(game, events);
  refreshWindows(game);
  return game;
}

/** Hands out new ids to windows whose key changed; a new outer window starts with nobody ready (also after a tutorial position's edits). */
export function refreshWindows(game: TycoonGame): void {
  const outer = outerKey(game.core);
  if (outer === null) game.outer = null;
  else if (game.outer?.key !== outer) {
    game.serial += 1;
    game.outer = { key: outer, id: game.serial };
    game.ready = [];
  }
  const inner = innerKey(game.core);
  if (inner === null) game.inner = null;
  else if (game.inner?.key !== inner) {
    game.serial += 1;
    game.inner = { key: inner, id: game.serial };
  }
}

export const activeWindowId = (game: TycoonGame): number | null => game.inner?.id ?? game.outer?.id ?? null;

/**
 * Sends `seat`'s timeout defaults (§14, the engine's `defaultAction`: declines then a pass in a turn, a
 * premium of 10, no withhold or strike per company, the auto plans, an offer of 0) until it owes nothing in
 * the window that was open when it started.
 */
function sendDefaults(game: TycoonGame, seat: number, events: TycoonEvent[]): void {
  const key = `${outerKey(game.core)}|${innerKey(game.core)}`;
  for (let guard = 0; guard < 64; guard++) {
    if (`${outerKey(game.core)}|${innerKey(game.core)}` !== key) return;
    const action = defaultAction(game.core, seat);
    if (!action) return;
    const result = applyRule(game.core, action);
    if (!result.ok) throw new Error(`default ${action.type} refused: ${result.code}`);
    events.push(...result.events);
  }
}

function timeout(game: TycoonGame, events: TycoonEvent[]): void {
  const core = game.core;
  if (isDisplayStep(core)) {
    const r = applyRule(core, { type: 'advance', auto: true });
    if (r.ok) events.push(...r.events);
    return;
  }
  for (const seat of windowSeats(core)) sendDefaults(game, seat, events);
}

function ready(game: TycoonGame, seat: number, events: TycoonEvent[]): Rejection | null {
  const core = game.core;
  if (isDisplayStep(core)) {
    if (!core.order.includes(seat)) return reject('NOT_ELIGIBLE', 'only active seats watch the year end');
    if (game.ready.includes(seat)) return reject('ALREADY_SUBMITTED', 'this seat is ready already');
    game.ready.push(seat);
    events.push({ type: 'READY_CHANGED', seq: core.seq, seat, ready: true });
    if (core.order.every((s) => game.ready.includes(s))) {
      const r = applyRule(core, { type: 'advance' });
      if (r.ok) events.push(...r.events);
    }
    return null;
  }
  if (core.step === 'TURN' && core.window?.kind !== 'buyback') return reject('WRONG_STEP', 'a turn has no ready-up: act or pass');
  const active = tycoonWindows(game).at(-1);
  if (!active || active.kind === 'sequential') return reject('WRONG_STEP', 'this window has no ready-up: answer it');
  if (!active.seats.includes(seatId(seat))) return reject('NOT_ELIGIBLE', 'this seat has nothing to answer in this window');
  // A seat that has answered everything is ready already (submitting is readying up, §14): nothing to do.
  if (windowSeats(core).includes(seat)) sendDefaults(game, seat, events);
  return null;
}

function toAction(input: SeatInput, seat: number): TycoonAction {
  const { player: _player, ...rest } = input as SeatInput & Record<string, unknown>;
  return { ...rest, seat } as TycoonAction;
}

/** Applies one platform input to a game the caller owns; a refusal leaves it untouched. */
export function applyInPlace(game: TycoonGame, raw: Input): ApplyOutcome<PlatformEvent> {
  if (game.core.step === 'GAME_OVER') return reject('GAME_OVER', 'the game has ended');
  const decoded = decodeInput(raw);
  if (!decoded.ok) return reject('MALFORMED_INPUT', decoded.message);
  const input = decoded.input;
  const events: TycoonEvent[] = [];
  if (input.type === 'TIMEOUT') {
    const active = activeWindowId(game);
    if (input.window !== active) return reject('STALE_INPUT', `window ${input.window} is not the active window (${active})`);
    events.push({ type: 'TIMED_OUT', seq: game.core.seq, window: active });
    timeout(game, events);
  } else {
    const seat = seatIndex(input.player);
    if (seat < 0 || seat >= game.core.config.players) return reject('NOT_SEATED', `${input.player} is not a seat of this game`);
    if (input.type === 'READY') {
      const refused = ready(game, seat, events);
      if (refused) return refused;
    } else {
      const result = applyRule(game.core, toAction(input, seat));
      if (!result.ok) return reject(result.code, result.message);
      events.push(...result.events);
    }
  }
  recordEvents(game, events);
  refreshWindows(game);
  return { ok: true, events: events.map(toPlatformEvent) };
}
