/**
 * What the host-level integration tests need to run one platform test on every game of test/platform/games.ts's
 * GAME_CASES, knowing no game: seat lists the game accepts, a host whose bots play every game, and a move the
 * rules accept now — so a test of pause, seats, resume or files sends real inputs of whichever game it runs.
 */
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import type { BaseInput, BotLevel } from '../../src-shared/platform/module.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { SessionContext } from '../../src-shared/session/types.ts';
import { actionOf, bots, type GameCase } from '../platform/games.ts';

export type Seat = { name: string; kind: 'human' | 'bot'; botLevel?: BotLevel };

/** `wanted` seats, or as near as the game allows. */
export function seatCount(game: GameCase, wanted: number): number {
  const { min, max } = game.module.meta.players;
  return Math.min(max, Math.max(min, wanted));
}

export const humansFor = (game: GameCase, wanted: number): Seat[] =>
  Array.from({ length: seatCount(game, wanted) }, (_, i) => ({ name: `Human ${i + 1}`, kind: 'human' }));

export const botsFor = (game: GameCase, wanted: number): Seat[] =>
  Array.from({ length: seatCount(game, wanted) }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' }));

/** A host on a simulated clock whose in-process bots play every game (think `botThinkMs` before acting); the roster after every change (classStateMs 0). */
export function bootEvery(dataDir: string, clock = new SimulatedClock(), botThinkMs = 300): { booted: BootedHost; clock: SimulatedClock } {
  return { booted: bootHost(dataDir, { clock, bots, botThinkMs, heartbeatMs: 250, classStateMs: 0 }), clock };
}

/** `create_game` for `game` with its short options (`options` added on top). */
export function createFor(game: GameCase, seats: Seat[], extra: Record<string, unknown> = {}, options: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'create_game', game: game.kind, seats, seed: 5, start: true, ...extra, options: { ...game.options, ...options } };
}

/**
 * A seat of the active window and an input other than readiness the rules accept from it now, as `act` sends it
 * (`seats` limits the seats looked at); null when there is none (a display window, or nothing but READY).
 */
export function someMove(game: GameCase, ctx: SessionContext, seats?: readonly string[]): { player: string; action: Record<string, unknown>; input: BaseInput } | null {
  const window = ctx.engine === null ? null : sessionWindow(game.module, ctx);
  if (!window) return null;
  for (const player of window.seats) {
    if (seats && !seats.includes(player)) continue;
    const ready = game.module.inputs.ready(player).type;
    const input = (game.module.legalActions(ctx.engine, player) as BaseInput[]).find((i) => i.type !== ready && i.type !== 'UNREADY');
    if (input) return { player, action: actionOf(input), input };
  }
  return null;
}

/** The active window's id (the `act.phaseSerial` it takes), or null when none is open. */
export function windowId(game: GameCase, ctx: SessionContext): number | null {
  return ctx.engine === null ? null : (sessionWindow(game.module, ctx)?.id ?? null);
}
