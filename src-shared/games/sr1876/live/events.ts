/**
 * Engine events in the platform's terms: seat numbers become seat ids (`P1`…) wherever an event names a seat,
 * so clients of docs/PROTOCOL-SR1876.md see one kind of seat id in every game. The field names that hold seats
 * are listed once here. `from`/`to` hold seats only in DIRECTOR_CHANGED (elsewhere they are cells, which are
 * objects, or purchase sources, which are strings): only numbers are converted.
 *
 * One field is dropped: OFFER_ANSWERED's `auto`. A timed-out or readied answer is always a decline, so the
 * flag would tell everyone the content of a sealed answer before its pass closes (§13).
 */
import type { Sr1876GameEvent } from '../schemas/events.ts';
import type { SrEvent } from '../types.ts';
import { seatId } from './windows.ts';

/** Fields whose value is one seat (when it is a number). */
const SEAT_FIELDS = new Set(['seat', 'seller', 'director', 'priority', 'lastActor', 'nextPriority', 'buyer', 'from', 'to']);
/** Fields whose value is a list of seats. */
const SEAT_LIST_FIELDS = new Set(['candidates', 'visibleTo']);
/** Fields whose value is a record keyed by seat. */
const SEAT_KEYED_FIELDS = new Set(['answers', 'toPlayers']);

/** An event as clients get it, its type inferred from its schema (schemas/events.ts). */
export type PlatformSrEvent = Sr1876GameEvent;

function convert(value: unknown, key: string | null): unknown {
  if (key !== null && SEAT_FIELDS.has(key) && typeof value === 'number') return seatId(value);
  if (key !== null && SEAT_LIST_FIELDS.has(key) && Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? seatId(v) : v));
  if (Array.isArray(value)) return value.map((v) => convert(v, null));
  if (value && typeof value === 'object') {
    const keyed = key !== null && SEAT_KEYED_FIELDS.has(key);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[keyed && /^\d+$/.test(k) ? seatId(Number(k)) : k] = convert(v, k);
    return out;
  }
  return value;
}

/**
 * The engine's events are untyped records (ctx.ts `emit`); what this returns is what the event schemas describe,
 * which the schema test checks on every event of seeded games (test/platform/schemas.test.ts).
 */
export function toPlatformEvent(event: SrEvent): PlatformSrEvent {
  const out = convert(event, null) as Record<string, unknown>;
  if (out.type === 'OFFER_ANSWERED') delete out.auto;
  return out as PlatformSrEvent;
}
