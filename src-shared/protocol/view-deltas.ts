/**
 * View deltas (a protocol addition of version 2, negotiated in `hello`; docs/PROTOCOL.md, "View deltas"). A client
 * that asks for them with `hello.features: ["viewDeltas"]` gets, after a full `view` numbered `seq`, each change as
 * a `view_delta`: a JSON Patch (RFC 6902) against the document it holds — `{ view, private, session }` of that game
 * — numbered `seq + 1`, `seq + 2`… A client that misses a number, or cannot apply a patch, sends `resync` and gets
 * a full view again. Clients that do not ask are sent full views as before.
 *
 * `ViewAssembler` is the client's half, shared by the renderer, the benchmarks and the tests: it keeps each game's
 * document, applies deltas in order and hands back ordinary `view` events, so nothing above it knows deltas exist.
 */
import jsonPatch from 'fast-json-patch';
import { copyJson } from '../copy.ts';
import type { Operation } from 'fast-json-patch';

/** The feature name a client lists in `hello.features` to receive deltas. */
export const VIEW_DELTAS = 'viewDeltas';
/** Every feature this host offers; `welcome.features` answers with those the client asked for. */
export const HOST_FEATURES: readonly string[] = [VIEW_DELTAS];

/** What a delta patches: one game's view as the connection last had it. */
export type ViewDocument = { view: Record<string, unknown>; private: Record<string, unknown>; session: Record<string, unknown> };
export type PatchOperation = Operation;

/** The events the assembler reads and makes (their shapes as in events.ts; kept loose so both sides can use it). */
type FullView = { type: 'view'; gameId: string; seq?: number; view: unknown; private: unknown; session: unknown; events: unknown[]; fresh?: boolean; requestId?: string };
type ViewDelta = { type: 'view_delta'; gameId: string; seq: number; patch: PatchOperation[]; events: unknown[] };

/** What became of a message: a full view to hand on, a request to send (the client lost its place), or nothing. */
export type Assembled = { view: FullView } | { resync: string } | null;

/** The operations that change `before` into `after` (both plain JSON data; neither is changed). */
export function diffDocuments(before: object, after: object): PatchOperation[] {
  return jsonPatch.compare(before, after);
}

const PARTS = ['view', 'private', 'session'] as const;

/**
 * The members of `part` the patch touches: null when none, 'all' when an operation replaces the part itself.
 * A JSON Pointer's segment has `~1` for `/` and `~0` for `~` (RFC 6901).
 */
function touchedMembers(patch: PatchOperation[], part: keyof ViewDocument): Set<string> | 'all' | null {
  const prefix = `/${part}/`;
  let members: Set<string> | null = null;
  for (const op of patch) {
    const paths = 'from' in op && typeof op.from === 'string' ? [op.path, op.from] : [op.path];
    for (const path of paths) {
      if (path === `/${part}`) return 'all';
      if (!path.startsWith(prefix)) continue;
      const end = path.indexOf('/', prefix.length);
      (members ??= new Set()).add(path.slice(prefix.length, end < 0 ? undefined : end).replaceAll('~1', '/').replaceAll('~0', '~'));
    }
  }
  return members;
}

/** `now` as handed on: `before` itself when untouched, else a new object sharing `before`'s untouched members. */
function sharedCopy(now: Record<string, unknown>, before: Record<string, unknown>, touched: Set<string> | 'all' | null): Record<string, unknown> {
  if (touched === null) return before;
  if (touched === 'all' || Array.isArray(now)) return copyJson(now);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) out[key] = touched.has(key) || !Object.hasOwn(before, key) ? copyJson(value) : before[key];
  return out;
}


export class ViewAssembler {
  /** Per game: the last number, the document deltas apply to, and the parts last handed on (copies of it). */
  private readonly games = new Map<string, { seq: number; doc: ViewDocument; out: ViewDocument | null }>();
  /** Games whose resync is on its way: later deltas are dropped until the full view comes. */
  private readonly waiting = new Set<string>();

  /** The document held for a game (for tests and benchmarks); null before its first full view. */
  document(gameId: string): ViewDocument | null {
    return this.games.get(gameId)?.doc ?? null;
  }

  /** Forgets every game (a new connection starts from full views). */
  reset(): void {
    this.games.clear();
    this.waiting.clear();
  }

  /**
   * Takes a `view` or `view_delta` event (anything else: null). A full view is stored and handed on; a delta in
   * order is applied and handed on as a full view (copies of the document's parts, to be kept and read, not
   * changed: a part the delta did not touch is the object handed on before); a delta out of order or that
   * does not apply asks for `resync` once, and the deltas after it are dropped until the full view comes.
   */
  accept(event: { type: string } & Record<string, unknown>): Assembled {
    if (event.type === 'view') return this.full(event as unknown as FullView);
    if (event.type !== 'view_delta') return null;
    const delta = event as unknown as ViewDelta;
    if (this.waiting.has(delta.gameId)) return null;
    const held = this.games.get(delta.gameId);
    if (!held || delta.seq !== held.seq + 1) return this.lost(delta.gameId);
    try {
      jsonPatch.applyPatch(held.doc, delta.patch, true, true, true);
    } catch {
      return this.lost(delta.gameId);
    }
    held.seq = delta.seq;
    // A part no operation touched is handed on as the very object handed on last time, so a screen can tell it
    // did not change (and redraw nothing that depends on it only); in a changed part, so is each member (a
    // company list, a seat's private view) no operation touched. What changed is a fresh copy.
    const out = {} as ViewDocument;
    for (const part of PARTS) out[part] = held.out ? sharedCopy(held.doc[part], held.out[part], touchedMembers(delta.patch, part)) : copyJson(held.doc[part]);
    held.out = out;
    return { view: { type: 'view', gameId: delta.gameId, seq: delta.seq, view: out.view, private: out.private, session: out.session, events: delta.events } };
  }

  private full(view: FullView): Assembled {
    this.waiting.delete(view.gameId);
    if (typeof view.seq === 'number') {
      const doc = copyJson({ view: view.view, private: view.private, session: view.session }) as ViewDocument;
      this.games.set(view.gameId, { seq: view.seq, doc, out: { view: view.view, private: view.private, session: view.session } as ViewDocument });
    }
    return { view };
  }

  private lost(gameId: string): Assembled {
    this.games.delete(gameId);
    this.waiting.add(gameId);
    return { resync: gameId };
  }
}
