/**
 * Views and events decoded through the game's schemas as they reach the board (issue 23, typed I/O): each game's
 * `GameUi.view` passes the host's public and private parts through `decoded`, so the board works on values its
 * types describe, and a value its schemas refuse is said at once — in the console, once per distinct problem,
 * where the browser tests' console watch fails on it — instead of surfacing as a wrong number somewhere later.
 * The value itself is kept either way: a player's screen never goes blank over a field the schemas do not know.
 * A parse runs once per value (the host sends a new object per change), so a board redrawn by its own state
 * costs nothing here.
 */
import type * as v from 'valibot';
import { eventProblems, schemaProblems, type SchemaMap } from '../../src-shared/platform/schemas.ts';

const checked = new WeakSet<object>();
const said = new Set<string>();

function say(what: string, problem: string | null): void {
  if (!problem || said.has(`${what}: ${problem}`)) return;
  said.add(`${what}: ${problem}`);
  console.error(`The host sent a ${what} its game's schemas refuse: ${problem}`);
}

/** `raw` as the type `schema` describes, after checking it once (null and undefined pass as they are). */
export function decoded<S extends v.GenericSchema>(schema: S, raw: unknown, what: string): v.InferOutput<S> {
  if (raw && typeof raw === 'object' && !checked.has(raw)) {
    checked.add(raw);
    say(what, schemaProblems(schema, raw));
  }
  return raw as v.InferOutput<S>;
}

/** Events from `view.events` checked once each against the game's event schemas, kept in order. */
export function decodedEvents<E>(schemas: SchemaMap, events: readonly unknown[]): E[] {
  for (const e of events) {
    if (e && typeof e === 'object' && !checked.has(e)) {
      checked.add(e);
      say('event', eventProblems(schemas, e));
    }
  }
  return events as E[];
}
