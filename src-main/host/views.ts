/**
 * What each connection sees of a game: the shared public part (computed once per change, serialised once)
 * plus the private part of each seat the connection holds. Secrets never enter the shared part: other
 * seats' bids, orders, votes and allocations are removed by the engine's view functions.
 */
import type { GameEvent, PlayerId } from '../../src-shared/games/sectors/types.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/view.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import type { GameSession } from './game-session.ts';

/** Facts about seats and the table that live in the host, not in the session. */
export type TableFacts = {
  now: number;
  connected: (player: PlayerId) => boolean;
  everConnected: (player: PlayerId) => boolean;
  locked: boolean;
};

export type SharedView = ReturnType<typeof sharedView>;

export function sharedView(session: GameSession, facts: TableFacts) {
  const ctx = session.context;
  const now = facts.now;
  const t = ctx.timer;
  const pub = ctx.engine ? publicView(ctx.engine) : null;
  // Seat names come from the session (players may name themselves when they join).
  if (pub) for (const p of pub.players) p.name = ctx.seats.find((s) => s.player === p.id)?.name ?? p.name;
  const sessionInfo = {
    state: JSON.stringify(session.runner.stateValue),
    serial: t.serial,
    deadline: t.deadline,
    remainingMs: t.paused ? t.pausedRemaining : t.deadline === null ? null : Math.max(0, t.deadline - now),
    paused: t.paused,
    pace: ctx.pace,
    serverNow: now,
    locked: facts.locked,
    seats: ctx.seats.map((s) => ({
      player: s.player, name: s.name, kind: s.kind, botLevel: s.botLevel,
      connected: facts.connected(s.player), everConnected: s.kind === 'human' && facts.everConnected(s.player),
    })),
  };
  const view = pub ?? { phase: 'LOBBY', turn: 0, status: 'LOBBY' };
  return { view, viewJson: JSON.stringify(view), sessionInfo, sessionJson: JSON.stringify(sessionInfo) };
}

export type Delivery = {
  send: (event: HostEvent) => void;
  /** Sends already-serialised JSON (WebSocket), so the shared part is stringified once for many clients. */
  sendText?: (json: string) => void;
};

/** One connection's view message. `fresh`: the events are the recent history for a connection that just took a role. */
export function deliverView(to: Delivery, session: GameSession, players: Set<PlayerId>, shared: SharedView, events: GameEvent[], fresh = false): void {
  const engine = session.context.engine;
  const priv = engine ? Object.fromEntries([...players].map((p) => [p, privateView(engine, p)])) : {};
  const visible = events.filter((e) => !e.visibleTo || e.visibleTo.some((p) => players.has(p)));
  if (to.sendText) {
    to.sendText(
      `{"type":"view","gameId":${JSON.stringify(session.id)},"view":${shared.viewJson},"private":${JSON.stringify(priv)},"session":${shared.sessionJson},"events":${JSON.stringify(visible)}${fresh ? ',"fresh":true' : ''}}`,
    );
    return;
  }
  to.send({
    type: 'view', gameId: session.id, view: shared.view as { phase: string; turn: number; status: string }, private: priv as Record<string, { player: string }>,
    session: shared.sessionInfo, events: visible, ...(fresh ? { fresh: true } : {}),
  });
}
