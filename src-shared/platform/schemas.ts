/**
 * A game's wire shapes as valibot schemas (issue 23, typed I/O): what its seats may send, the events its views
 * carry, and its public and private views. The game's TypeScript types are inferred from them, so a field added
 * to a view or an event without its schema does not type-check; the host's edge decodes inputs with `inputs`,
 * the client decodes views and events through the game's renderer entry, the platform's schema test parses every
 * event and view of seeded games with them, and `npm run docs:protocol` writes each game's reference from them.
 *
 * Objects are strict in these schemas, so a value carrying a field its schema does not list fails the tests:
 * the schemas stay complete. Clients of the documented protocol still ignore fields they do not know
 * (docs/PROTOCOL.md); `looseReader` gives them that reading.
 */
import * as v from 'valibot';
import { describeIssues } from '../schema-issues.ts';

export type SchemaMap = Readonly<Record<string, v.GenericSchema>>;

/** A seat id as inputs and events name it (`P1`…; the host fills an input's `player` in from the seat that acts). */
export const SEAT_ID = v.pipe(v.string(), v.minLength(1), v.maxLength(32));

/** One input's schema: its `type`, the acting `player` and its own fields, strict (every game's inputs are built so). */
export const seatInput = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) => v.strictObject({ type: v.literal(type), player: SEAT_ID, ...entries });

/**
 * The clock's input as most games take it (`GameModule.inputs.timeout(window)`): the active window, by its
 * platform id, ran out. A game that names the window otherwise (Sectors: `phaseSerial`) declares its own.
 */
export const WINDOW_TIMEOUT_INPUT = v.strictObject({ type: v.literal('TIMEOUT'), window: v.pipe(v.number(), v.finite()) });

/**
 * The session's own event, in every game's `view.events`: an input it applied for a seat (a bot's move, the
 * readiness nobody sent, a stale or replayed input) that the game refused (src-shared/session/engine-step.ts),
 * seen by that seat only. It carries none of the game's own event fields (no turn, phase or seq). Each game's
 * `events` map includes it as `INPUT_REFUSED`.
 */
export const INPUT_REFUSED_EVENT = v.strictObject({
  type: v.literal('INPUT_REFUSED'),
  reason: v.string(),
  message: v.string(),
  inputType: v.string(),
  visibleTo: v.optional(v.array(v.string())),
});

export interface GameSchemas {
  /** One schema per input type a seat (or the clock: TIMEOUT) may send, keyed by its `type`. */
  inputs: SchemaMap;
  /** One schema per event type a client may find in `view.events`, keyed by its `type`. */
  events: SchemaMap;
  /** Everything every seat, spectator and the facilitator may see (`views.public`). */
  publicView: v.GenericSchema;
  /** One seat's own part (`views.private`), null where the game has none for that seat. */
  privateView: v.GenericSchema;
}

/** The first few issues of a failed parse, with their paths: what a test or a console message names. */
export function schemaProblems(schema: v.GenericSchema, value: unknown): string | null {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? null : describeIssues(parsed.issues);
}

/** An event checked against the schema its `type` names (an unknown type is a problem too). */
export function eventProblems(events: SchemaMap, event: unknown): string | null {
  const type = event && typeof event === 'object' ? (event as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(events, type)) return `unknown event type "${String(type).slice(0, 40)}"`;
  const problems = schemaProblems(events[type], event);
  return problems && `${type}: ${problems}`;
}
