/**
 * Who gets which view of a table, and when: the full view for a connection that takes a role, and after every
 * change a view for each connection of the game — the shared public part built once, each connection's own
 * seats' private parts, and, for the watchers of a table dealt like others, the view held back to where the
 * slowest table of the deal stands (same-deal.ts). After the views, what follows a change (hot-seat time, the
 * class dashboards) is told.
 */
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import type { GameSession } from './game-session.ts';
import { emptyGrant, type Link } from './links.ts';
import { watchesOnly, type SameDealScreens } from './same-deal.ts';
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

  constructor(deps: ViewDeps) {
    this.deps = deps;
  }

  /** The full view for a connection that just took a role, with the recent events it may see. */
  sendView(link: Link, gameId: string): void {
    const session = this.deps.requireSession(gameId);
    const grant = link.grants.get(gameId) ?? emptyGrant();
    const shared = sharedView(session, this.deps.facts(gameId));
    const held = watchesOnly(grant) ? this.deps.deals.held(gameId) : null;
    deliverView(deliveryOf(link), session, grant.players, held ? heldShared(shared, held) : shared, held ? [] : this.deps.recent(gameId), true);
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
      for (const link of watchers) {
        const grant = link.grants.get(session.id)!;
        if (held && watchesOnly(grant)) deliverView(deliveryOf(link), session, grant.players, heldShared(sharedNow(), held), []);
        else deliverView(deliveryOf(link), session, grant.players, sharedNow(), events);
      }
    }
    deals.changed(session, sharedNow);
    this.deps.afterChange(session);
  }
}
