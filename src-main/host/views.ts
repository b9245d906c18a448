/**
 * What each connection sees of a game: the shared public part (computed once per change, serialised once)
 * plus the private part of each seat the connection holds. Secrets never enter the shared part: the game
 * module's view functions remove other seats' sealed submissions.
 */
import type { BaseEvent, SeatId } from '../../src-shared/platform/module.ts';
import { windowDurationMs } from '../../src-shared/platform/windows.ts';
import type { HostEvent } from '../../src-shared/protocol/index.ts';
import { remainingOf } from '../../src-shared/session/engine-step.ts';
import { phaseOfValue } from '../../src-shared/session/machine.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';
import type { AccessRepository } from '../store/access.ts';
import type { GameSession } from './game-session.ts';
import { hintsState } from './hints.ts';

/** Facts about seats and the table that live in the host, not in the session. */
export type TableFacts = {
  now: number;
  connected: (player: SeatId) => boolean;
  everConnected: (player: SeatId) => boolean;
  locked: boolean;
  /** The local profile a seat plays for, if any (the lobby marks a profile lacking the game's unlocks). */
  profile?: (player: SeatId) => { name: string; lacks: string[] } | undefined;
  /** A seat the host plays as a tutorial says (a tutorial table's other seats): neither away nor a bot. */
  scripted?: (player: SeatId) => boolean;
};

/** The host's facts about one game's table now (seat presence from its connections, the rest from the store). */
export function tableFacts(
  gameId: string, now: number, access: Pick<AccessRepository, 'playedSeats' | 'isLocked'>,
  connected: (player: SeatId) => boolean, profile: TableFacts['profile'], scripted?: TableFacts['scripted'],
): TableFacts {
  const played = access.playedSeats(gameId);
  return { now, connected, everConnected: (p) => played.has(p), locked: access.isLocked(gameId), profile, scripted };
}

export type SharedView = ReturnType<typeof sharedView>;

/** `session.state` as clients have always read it: `{"game":"<phase>"}` while playing, `"lobby"`, `"over"`… */
function stateText(value: unknown): string {
  const phase = phaseOfValue(value);
  return JSON.stringify(phase === null ? value : { game: phase });
}

/** The active window as views carry it: which seats act, whether it is sealed, and its full length at this pace. */
function windowInfo(session: GameSession) {
  const ctx = session.context;
  const w = sessionWindow(session.module, ctx);
  if (!w) return null;
  return { id: w.id, phase: w.phase, kind: w.kind, seats: w.seats, ready: w.ready, secret: w.secret, durationMs: windowDurationMs(w, ctx.table) };
}

export function sharedView(session: GameSession, facts: TableFacts) {
  const ctx = session.context;
  const now = facts.now;
  const t = ctx.timer;
  const names = Object.fromEntries(ctx.seats.map((s) => [s.player, s.name]));
  // Seat names come from the session (players may name themselves when they join).
  const pub = ctx.engine ? session.module.views.public(ctx.engine, names) : null;
  const sessionInfo = {
    kind: session.module.meta.kind,
    state: stateText(session.runner.stateValue),
    serial: t.serial,
    windowStartedAt: t.startedAt,
    deadline: t.deadline,
    remainingMs: remainingOf(t, now),
    paused: t.paused,
    pace: ctx.table.pace,
    timerMode: ctx.table.timerMode,
    reviewSeconds: ctx.table.reviewSeconds,
    ...(ctx.table.plannedEndAt !== undefined ? { plannedEndAt: ctx.table.plannedEndAt } : {}),
    window: windowInfo(session),
    serverNow: now,
    locked: facts.locked,
    hints: hintsState(ctx),
    seats: ctx.seats.map((s) => {
      const profile = s.kind === 'human' ? facts.profile?.(s.player) : undefined;
      return {
        player: s.player, name: s.name, kind: s.kind, botLevel: s.botLevel,
        connected: facts.connected(s.player), everConnected: s.kind === 'human' && facts.everConnected(s.player),
        ...(profile ? { profile } : {}),
        ...(facts.scripted?.(s.player) ? { scripted: true as const } : {}),
      };
    }),
  };
  const { json: viewJson, members: viewMembers } = membersJson(pub ?? { phase: 'LOBBY', turn: 0, status: 'LOBBY' });
  // A game's public view may share objects with its state (modules serialise nothing themselves): connections
  // that take objects (IPC, in-process) get a detached copy, made once per change for all of them.
  let detached: unknown = null;
  const view = () => (detached ??= JSON.parse(viewJson));
  return { view, viewJson, viewMembers: viewMembers as ReadonlyMap<string, string> | null, sessionInfo, sessionJson: JSON.stringify(sessionInfo) };
}

/**
 * An object's JSON, member by member, and the whole text made of them (the same text JSON.stringify gives): view
 * deltas compare a change's members with the last ones by their text, and parse and diff only those that differ —
 * a seat's order changes the orders, not the companies' price histories.
 */
function membersJson(value: object): { json: string; members: Map<string, string> } {
  const members = new Map<string, string>();
  const texts: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const text = JSON.stringify(member) as string | undefined;
    // Members JSON leaves out (undefined, functions) are left out here too.
    if (text === undefined) continue;
    members.set(key, text);
    texts.push(`${JSON.stringify(key)}:${text}`);
  }
  return { json: `{${texts.join(',')}}`, members };
}

export type Delivery = {
  send: (event: HostEvent) => void;
  /** Sends already-serialised JSON (WebSocket), so the shared part is stringified once for many clients. */
  sendText?: (json: string) => void;
};

/** The private parts of the seats a connection holds (none before the game has an engine). */
export function privateViews(session: GameSession, players: Set<SeatId>): Record<string, unknown> {
  const engine = session.context.engine;
  return engine ? Object.fromEntries([...players].map((p) => [p, session.module.views.private(engine, p)])) : {};
}

/** The events a connection holding `players` may see. */
export const visibleEvents = (events: BaseEvent[], players: Set<SeatId>): BaseEvent[] => events.filter((e) => !e.visibleTo || e.visibleTo.some((p) => players.has(p)));

/** One connection's view message. `fresh`: the events are the recent history for a connection that just took a role. */
export function deliverView(to: Delivery, session: GameSession, players: Set<SeatId>, shared: SharedView, events: BaseEvent[], fresh = false): void {
  const priv = privateViews(session, players);
  const visible = visibleEvents(events, players);
  if (to.sendText) {
    to.sendText(
      `{"type":"view","gameId":${JSON.stringify(session.id)},"view":${shared.viewJson},"private":${JSON.stringify(priv)},"session":${shared.sessionJson},"events":${JSON.stringify(visible)}${fresh ? ',"fresh":true' : ''}}`,
    );
    return;
  }
  to.send({
    type: 'view', gameId: session.id, view: shared.view() as { phase: string; turn: number; status: string }, private: priv as Record<string, { player: string }>,
    session: shared.sessionInfo, events: visible as HostEvent extends { events: infer E } ? E : never, ...(fresh ? { fresh: true } : {}),
  });
}

/**
 * The shared part with another public view (a same-deal table's watchers: see same-deal.ts); the session stays
 * live and says which period the view shows (`heldAt`), so a screen can say the board is not the live one.
 */
export function heldShared(shared: SharedView, held: { viewJson: string; period: number }): SharedView {
  let detached: unknown = null;
  const sessionInfo = { ...shared.sessionInfo, heldAt: held.period };
  return { ...shared, viewJson: held.viewJson, viewMembers: null, view: () => (detached ??= JSON.parse(held.viewJson)), sessionInfo, sessionJson: JSON.stringify(sessionInfo) };
}
