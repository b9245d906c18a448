import type { GameEvent, GameState } from './types.ts';

/**
 * What every rule function works on: a private draft of the state (the caller cloned it) and the list
 * of events explaining the changes made so far.
 */
export type Ctx = { s: GameState; events: GameEvent[] };

export function emit(ctx: Ctx, type: string, data: Record<string, unknown> = {}): void {
  ctx.events.push({ type, turn: ctx.s.turn, phase: ctx.s.phase, ...data });
}

/** An event only the listed players may see (e.g. their own secret submission). */
export function emitPrivate(ctx: Ctx, visibleTo: string[], type: string, data: Record<string, unknown> = {}): void {
  ctx.events.push({ type, turn: ctx.s.turn, phase: ctx.s.phase, ...data, visibleTo });
}
