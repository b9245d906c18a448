/** The working context of one applied action: the state being changed and the events it produced. */
import type { SrEvent, SrState } from './types.ts';

export type Ctx = { s: SrState; events: SrEvent[] };

/** Appends an event stamped with the current seq (automatic steps carry the triggering action's seq). */
export function emit(ctx: Ctx, type: string, data?: Record<string, unknown>): void {
  ctx.events.push({ type, seq: ctx.s.seq, ...data });
}

/** Marks a new decision point (turn, declaration window, offer pass). */
export function openDecision(ctx: Ctx): void {
  ctx.s.windowCounter++;
}
