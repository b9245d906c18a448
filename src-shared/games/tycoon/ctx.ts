/** The working context of one applied action: the state being changed and the events it produced. */
import type { TycoonEvent, TycoonState } from './types.ts';

export type Ctx = { s: TycoonState; events: TycoonEvent[] };

/** Appends an event stamped with the current seq (automatic effects carry the triggering action's seq, §0). */
export function emit(ctx: Ctx, type: string, data?: Record<string, unknown>, visibleTo?: number[]): void {
  const e: TycoonEvent = { type, seq: ctx.s.seq, ...data };
  if (visibleTo) e.visibleTo = visibleTo;
  ctx.events.push(e);
}
