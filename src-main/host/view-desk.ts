/**
 * Who gets which view of a table, and when: the full view for a connection that takes a role, and after every
 * change a view for each connection of the game — the shared public part built once, each connection's own
 * seats' private parts, and, for the watchers of a table dealt like others, the view held back to where the
 * slowest table of the deal stands (same-deal.ts). After the views, what follows a change (hot-seat time, the
 * class dashboards) is told.
 */
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import type { GameSession } from './game-session.ts';
import { emptyGrant, Refusal, type Link } from './links.ts';
import { watchesOnly, type SameDealScreens } from './same-deal.ts';
import { ViewDeltas } from './view-deltas.ts';
import { deliverView, heldShared, sharedView, type Delivery, type SharedView, type TableFacts } from './views.ts';

export type ViewDeps = {
  watching(gameId: string, except?: Link): Link[];
  recent(gameId: string): BaseEvent[];
  requireSession(gameId: string): GameSession;
  facts(gameId: string): TableFacts;
  deals: SameDealScreens;
  /** After the views of a change went out. */
  afterChange(session: GameSession): void;
};

const deliveryOf = (link: Link): Delivery => ({ send: link.send, sendText: link.options.sendText });

export class ViewDesk {
  private readonly deps: ViewDeps;
  /** What each connection that speaks view deltas holds (view-deltas.ts). */
  private readonly deltas = new ViewDeltas();

  constructor(deps: ViewDeps) {
    this.deps = deps;
  }

  /** The full view for a connection that just took a role (or asked to `resync`), with the recent events it may see. */
  sendView(link: Link, gameId: string): void {
    const session = this.deps.requireSession(gameId);
    const grant = link.grants.get(gameId) ?? emptyGrant();
    const shared = sharedView(session, this.deps.facts(gameId));
    const held = watchesOnly(grant) ? this.deps.deals.held(gameId) : null;
    this.deliver(link, session, grant.players, held ? heldShared(shared, held) : shared, held ? [] : this.deps.recent(gameId), true);
  }

  /** `resync`: a connection that lost its place in a game's deltas gets the full view; one with no role there is refused. */
  resync(link: Link, gameId: string): void {
    const grant = link.grants.get(gameId);
    if (!grant || (!grant.facilitator && grant.watcher === null && grant.players.size === 0)) {
      throw new Refusal('NO_ROLE', 'this connection holds no role in that game: join, watch or facilitate it first');
    }
    this.sendView(link, gameId);
  }

  /** Sends every connection in the game (but `except`) its view; `events` are those of the last change (none by default). */
  broadcast(session: GameSession, except?: Link, events: BaseEvent[] = []): void {
    const { deals } = this.deps;
    const watchers = this.deps.watching(session.id, except);
    let shared: SharedView | null = null;
    const sharedNow = () => (shared ??= sharedView(session, this.deps.facts(session.id)));
    deals.capture(session, sharedNow);
    // Nobody watches (bots only, or every screen closed): no view to build.
    if (watchers.length > 0) {
      // A table dealt like others: its watchers see it as it stood where the slowest one is (same-deal.ts).
      const held = deals.held(session.id);
      let heldNow: SharedView | null = null;
      for (const link of watchers) {
        const grant = link.grants.get(session.id)!;
        if (held && watchesOnly(grant)) this.deliver(link, session, grant.players, (heldNow ??= heldShared(sharedNow(), held)), [], false);
        else this.deliver(link, session, grant.players, sharedNow(), events, false);
      }
    }
    deals.changed(session, sharedNow);
    this.deps.afterChange(session);
  }

  /** One connection's view: as a delta to a connection that asked for them, in full to any other. */
  private deliver(link: Link, session: GameSession, players: Set<string>, shared: SharedView, events: BaseEvent[], fresh: boolean): void {
    if (link.viewDeltas) this.deltas.deliver(link, deliveryOf(link), session, players, shared, events, fresh);
    else deliverView(deliveryOf(link), session, players, shared, events, fresh);
  }
}
