import type { EngineEvent, EngineEventType, EventOf } from './schemas/events.ts';
import type { GameState } from './types.ts';

/**
 * What every rule function works on: a private draft of the state (the caller cloned it) and the list
 * of events explaining the changes made so far.
 */
export type Ctx = { s: GameState; events: EngineEvent[] };

/** Omit over each member of a union (plain Omit would merge the members first). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The fields an emit call writes: everything but those `emit`/`emitPrivate` add themselves. */
export type EventData<T extends EngineEventType> = OmitEach<EventOf<T>, 'type' | 'turn' | 'phase' | 'visibleTo'>;

// Field order is part of the replay format (golden games compare events byte for byte): type, turn, phase,
// the call's fields in the order written, then visibleTo.
export function emit<T extends EngineEventType>(ctx: Ctx, type: T, data: EventData<T>): void {
  ctx.events.push({ type, turn: ctx.s.turn, phase: ctx.s.phase, ...data } as unknown as EngineEvent);
}

/** An event only the listed players may see (e.g. their own secret submission). */
export function emitPrivate<T extends EngineEventType>(ctx: Ctx, visibleTo: string[], type: T, data: EventData<T>): void {
  ctx.events.push({ type, turn: ctx.s.turn, phase: ctx.s.phase, ...data, visibleTo } as unknown as EngineEvent);
}
