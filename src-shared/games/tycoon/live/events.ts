/**
 * Engine events in the platform's terms: seat numbers become seat ids (`P1`…) wherever an event names a
 * seat, so clients of docs/PROTOCOL.md see one kind of seat id in every game. `visibleTo` keeps its meaning
 * (absent: public). The field names that hold seats are listed once here.
 */
import type { TycoonGameEvent } from '../schemas.ts';
import type { TycoonEvent } from '../types.ts';
import { seatId } from './windows.ts';

/** Fields whose value is one seat. */
const SEAT_FIELDS = new Set(['seat', 'by', 'chairman', 'director', 'dealer', 'owner', 'from', 'seller', 'holder', 'debtor']);
/** Fields whose value is a list of seats. */
const SEAT_LIST_FIELDS = new Set(['visibleTo', 'order', 'eligible', 'seats', 'followers', 'prompted', 'answered', 'eliminated']);
/** Fields whose value is a record keyed by seat. */
const SEAT_KEYED_FIELDS = new Set(['ranks', 'netWorth', 'cash', 'holdingsValue', 'debt', 'offers', 'entitlement', 'payouts']);

/** An event as the platform sends it: its type is inferred from its schema (schemas/events.ts). */
export type PlatformTycoonEvent = TycoonGameEvent;

function convert(value: unknown, key: string | null): unknown {
  if (key !== null && SEAT_FIELDS.has(key) && typeof value === 'number') return seatId(value);
  if (key !== null && SEAT_LIST_FIELDS.has(key) && Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? seatId(v) : convert(v, null)));
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
 * The engine's event with seat ids for seat numbers. Its shape is the schema's by construction of the engine's
 * emit calls (test/platform/schemas.test.ts parses every event of seeded games), not by a check here.
 */
export function toPlatformEvent(event: TycoonEvent): PlatformTycoonEvent {
  return convert(event, null) as PlatformTycoonEvent;
}
