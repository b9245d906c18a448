/**
 * The host's half of view deltas (docs/PROTOCOL.md, "View deltas"; the client's half is ViewAssembler in
 * src-shared/protocol/view-deltas.ts). For each connection that asked for them it remembers, per game, the
 * document it last sent — the shared part `{ view, session }` (one object for every connection that got the same
 * change) and the connection's own private part — and sends the next change as a JSON Patch against it.
 *
 * Why it costs little: the shared part's patch is computed once per change and base (every connection that got
 * the last change holds the same base), serialised once, and copied into each connection's message; only the
 * private part, small and the connection's own, is compared per connection. Secrets stay per recipient by
 * construction: a connection's patch is the difference between two documents it was (or is now) entitled to —
 * its previous full view and its current one — so it carries nothing its full view would not.
 */
import type { BaseEvent, SeatId } from '../../src-shared/platform/module.ts';
import { diffDocuments } from '../../src-shared/protocol/view-deltas.ts';
import type { GameSession } from './game-session.ts';
import type { Link } from './links.ts';
import { privateViews, visibleEvents, type Delivery, type SharedView } from './views.ts';

/**
 * A part of a view document as a connection was sent it: its JSON text, parsed only when a patch needs it. A part
 * whose text has not changed needs no patch and is never parsed — a seat readying changes the session, not the
 * board, and most changes leave most private parts alone. The public view also comes member by member (views.ts),
 * so of a changed board only the members whose text changed are parsed and compared.
 */
class Part {
  private parsed: unknown;
  private done = false;
  private parsedMembers: Map<string, unknown> | null = null;
  readonly json: string;
  readonly members: ReadonlyMap<string, string> | null;
  constructor(json: string, members: ReadonlyMap<string, string> | null = null) {
    this.json = json;
    this.members = members;
  }
  value(): unknown {
    if (!this.done) {
      this.parsed = JSON.parse(this.json);
      this.done = true;
    }
    return this.parsed;
  }
  member(key: string): unknown {
    this.parsedMembers ??= new Map();
    if (!this.parsedMembers.has(key)) this.parsedMembers.set(key, JSON.parse(this.members!.get(key)!));
    return this.parsedMembers.get(key);
  }
}

/** The operations that turn part `before` into `after` at `/key`, as JSON text without brackets ('' when none). */
function partPatch(key: string, before: Part, after: Part): string {
  if (before === after || before.json === after.json) return '';
  const ops = before.members && after.members ? diffDocuments(...changedMembers(key, before, after)) : diffDocuments({ [key]: before.value() }, { [key]: after.value() });
  return ops.length > 0 ? JSON.stringify(ops).slice(1, -1) : '';
}

/** Both parts cut down to the members that differ (added, removed or changed), under `key`, for diffDocuments. */
function changedMembers(key: string, before: Part, after: Part): [object, object] {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [name, text] of after.members!) {
    const old = before.members!.get(name);
    if (old === text) continue;
    is[name] = after.member(name);
    if (old !== undefined) was[name] = before.member(name);
  }
  for (const name of before.members!.keys()) if (!after.members!.has(name)) was[name] = before.member(name);
  return [{ [key]: was }, { [key]: is }];
}

const joined = (...parts: string[]) => parts.filter((p) => p !== '').join(',');

/** The shared part of a view document: one per change, shared by every connection that got that change. */
type SharedDoc = { view: Part; session: Part };
/** What one connection holds of one game. */
type Held = { seq: number; shared: SharedDoc; priv: Part };

/** Per change (SharedView): its document and its patch from each base it was asked for. */
type SharedMemo = { doc: SharedDoc; patches: Map<SharedDoc, string> };

export class ViewDeltas {
  private readonly held = new WeakMap<Link, Map<string, Held>>();
  private readonly memo = new WeakMap<SharedView, SharedMemo>();

  /**
   * Sends a connection that speaks deltas its view: a full view (numbered) when it holds none of this game, when
   * `full` (a role just taken, a resync) or when the patch would be larger than the view; a `view_delta` otherwise.
   */
  deliver(link: Link, to: Delivery, session: GameSession, players: Set<SeatId>, shared: SharedView, events: BaseEvent[], full: boolean): void {
    const games = this.games(link);
    const before = games.get(session.id);
    const seq = (before?.seq ?? 0) + 1;
    const priv = new Part(JSON.stringify(privateViews(session, players)));
    const now = this.sharedMemo(shared);
    const eventsJson = JSON.stringify(visibleEvents(events, players));
    games.set(session.id, { seq, shared: now.doc, priv });
    if (!full && before) {
      const patch = joined(this.sharedPatch(now, before.shared), partPatch('private', before.priv, priv));
      if (patch.length < shared.viewJson.length + shared.sessionJson.length + priv.json.length) {
        send(to, `{"type":"view_delta","gameId":${JSON.stringify(session.id)},"seq":${seq},"patch":[${patch}],"events":${eventsJson}}`);
        return;
      }
    }
    send(
      to,
      `{"type":"view","gameId":${JSON.stringify(session.id)},"view":${shared.viewJson},"private":${priv.json},"session":${shared.sessionJson},"events":${eventsJson}${full ? ',"fresh":true' : ''},"seq":${seq}}`,
    );
  }

  private games(link: Link): Map<string, Held> {
    let games = this.held.get(link);
    if (!games) this.held.set(link, (games = new Map()));
    return games;
  }

  private sharedMemo(shared: SharedView): SharedMemo {
    let memo = this.memo.get(shared);
    if (!memo) {
      // The very JSON that full views carry, so a base is exactly what its connection was sent.
      memo = { doc: { view: new Part(shared.viewJson, shared.viewMembers), session: new Part(shared.sessionJson) }, patches: new Map() };
      this.memo.set(shared, memo);
    }
    return memo;
  }

  /** The shared part's operations from `base` to this change, without brackets ('' when nothing changed). */
  private sharedPatch(now: SharedMemo, base: SharedDoc): string {
    let text = now.patches.get(base);
    if (text === undefined) {
      text = joined(partPatch('view', base.view, now.doc.view), partPatch('session', base.session, now.doc.session));
      now.patches.set(base, text);
    }
    return text;
  }
}

/** WebSocket connections take the text as it is; others (IPC, in-process) take the event as an object. */
function send(to: Delivery, json: string): void {
  if (to.sendText) to.sendText(json);
  else to.send(JSON.parse(json));
}
