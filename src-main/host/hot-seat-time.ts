/**
 * Passing the laptop must not cost an answer (issue 22): when several seats held by one screen (hot-seat play,
 * behind the privacy curtain) must each answer the same timed secret window — Sectors' sealed phases, Tycoon's
 * E1/E3/P1, the 1876 offer pass — that window gets the whole clock once per such seat, as the journaled
 * `ADD_TIME` a facilitator could give, the moment it opens. Each player behind the curtain has the time a player
 * on their own device has, the hand-over included; players on other devices simply have longer too.
 */
import { windowDurationMs } from '../../src-shared/platform/windows.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { GameSession } from './game-session.ts';
import type { Link } from './links.ts';

export type HotSeatDeps = {
  links(gameId: string): Link[];
  send(gameId: string, event: SessionEvent): void;
  now(): number;
};

export class HotSeatClock {
  private readonly deps: HotSeatDeps;
  /** game id → the last window given its hot-seat time (once per window). */
  private readonly given = new Map<string, number>();

  constructor(deps: HotSeatDeps) {
    this.deps = deps;
  }

  /** After a change of the game: a secret window that just opened for several seats of one screen gets their time. */
  changed(session: GameSession): void {
    const ctx = session.context;
    const window = sessionWindow(session.module, ctx);
    if (!window || !window.secret || window.kind === 'sequential' || window.seats.length < 2 || ctx.timer.paused) return;
    if (this.given.get(session.id) === window.id) return;
    const duration = windowDurationMs(window, ctx.table);
    if (duration === null || ctx.timer.serial !== window.id) return;
    const unready = new Set(window.seats.filter((p) => !window.ready.includes(p)));
    let most = 0;
    for (const link of this.deps.links(session.id)) {
      if (!link.options.local) continue;
      const held = [...(link.grants.get(session.id)?.players ?? [])].filter((p) => unready.has(p)).length;
      most = Math.max(most, held);
    }
    this.given.set(session.id, window.id);
    if (most < 2) return;
    this.deps.send(session.id, { type: 'ADD_TIME', at: this.deps.now(), ms: (most - 1) * duration });
  }
}
