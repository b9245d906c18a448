/**
 * "Same deal at every table" (duplicate play, as in duplicate bridge): a class's tables of one game with the same
 * options and number of seats get one seed, so every table is dealt the same cards and draws and students are
 * compared on identical positions (docs/CLASSROOM.md, "Same deal"; RULES-DECISIONS CL-17).
 *
 * The deal is then a secret shared by several tables: a student must learn nothing about their own table's
 * future from a table that is further on. So until every table of the deal has ended, each is shown to its
 * watchers — spectators, projectors, the class projector: anyone who neither plays at it nor facilitates it —
 * as it stood when it entered the period (turn, year, round) the slowest table is in, with no live events (the
 * clock, the window and who is deciding stay live). Every table of the deal has passed that point, so nothing in
 * it is news to anyone. The views of each period's start
 * are kept as the tables reach them; after a host restart a missing one is rebuilt as heavy work.
 */
import { randomInt } from 'node:crypto';
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import { TABLE_OPTION_KEYS } from '../../src-shared/platform/table-options.ts';
import type { GameSession } from './game-session.ts';
import type { Grant } from './links.ts';
import type { SharedView } from './views.ts';

/** What a class's table is created from (the part grouping needs). */
type TableSpec = { game: string; options?: Record<string, unknown>; seed?: number | string; seats: unknown[] };

const TABLE_KEYS = new Set<string>(Object.values(TABLE_OPTION_KEYS));

/** The game's own options, without the table's clock and plan (which do not change the deal). */
function dealKey(spec: TableSpec): string {
  const options = Object.entries(spec.options ?? {}).filter(([key]) => !TABLE_KEYS.has(key)).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([spec.game, spec.seats.length, options]);
}

/**
 * With `sameDeal` on (left out: on), the tables of each group of two or more with the same game, options and
 * number of seats that have no seed of their own share one: the group's first given seed, or a new one. A table
 * given its own seed keeps it (the teacher chose that deal). Returns the specs with their seeds set.
 */
export function dealSeeds<T extends TableSpec>(tables: T[], sameDeal: boolean | undefined): T[] {
  if (sameDeal === false) return tables;
  const groups = new Map<string, number[]>();
  tables.forEach((t, i) => groups.set(dealKey(t), [...(groups.get(dealKey(t)) ?? []), i]));
  const seeds = new Map<number, number | string>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const seed = members.map((i) => tables[i].seed).find((given) => given !== undefined) ?? randomInt(0, 2 ** 32);
    for (const i of members) if (tables[i].seed === undefined) seeds.set(i, seed);
  }
  return tables.map((t, i) => (seeds.has(i) ? { ...t, seed: seeds.get(i)! } : t));
}

/** The tables of a class dealt the same cards: same game, same seed and number of seats (game id → its group). */
export function dealGroups(tables: { gameId: string; kind: string; seed: number; seats: number }[]): Map<string, string[]> {
  const byDeal = new Map<string, string[]>();
  for (const t of tables) {
    const key = `${t.kind} ${t.seed} ${t.seats}`;
    byDeal.set(key, [...(byDeal.get(key) ?? []), t.gameId]);
  }
  const groups = new Map<string, string[]>();
  for (const members of byDeal.values()) if (members.length > 1) for (const id of members) groups.set(id, members);
  return groups;
}

/** Whether a connection only watches a game (no seat, not its facilitator): the screens a deal hides things from. */
export const watchesOnly = (grant: Grant | undefined) => grant !== undefined && grant.watcher !== null && !grant.facilitator && grant.players.size === 0;

export type DealDeps = {
  /** The tables dealt the same as this one (itself included), or null: not a same-deal table. */
  group(gameId: string): string[] | null;
  session(gameId: string): GameSession | undefined;
  /** Rebuilds a table's public view at the start of a period (after a restart), then calls `done` with its JSON. */
  viewAt(gameId: string, period: number, done: (viewJson: string | null) => void): void;
  /** The held view changed for the watchers of `gameId`: send them their views again. */
  refresh(gameId: string): void;
};

/** A held-back view for watchers (the public view when the table entered `period`), or null: they see the table live. */
export type HeldView = { viewJson: string; period: number } | null;

const STAND_IN = JSON.stringify({ phase: 'LOBBY', turn: 0, status: 'LOBBY' });

export class SameDealScreens {
  private readonly deps: DealDeps;
  /** game id → period → its public view (JSON) when the table entered that period. */
  private readonly starts = new Map<string, Map<number, string>>();
  /** game id → the period its watchers were last shown (so a change of the slowest table refreshes them once). */
  private readonly shown = new Map<string, number | null>();
  private readonly asked = new Set<string>();

  constructor(deps: DealDeps) {
    this.deps = deps;
  }

  private periodOf(gameId: string): { period: number; ended: boolean } | null {
    const session = this.deps.session(gameId);
    const engine = session?.context.engine;
    if (!session || engine === null || engine === undefined) return null;
    return { period: session.module.summary(engine).turn ?? 0, ended: session.module.status(engine) === 'ENDED' };
  }

  /** The period every table of the deal has reached (null: all have ended, or a table has not started). */
  private common(group: string[]): number | null {
    const periods = group.map((id) => this.periodOf(id));
    if (periods.some((p) => p === null)) return 0;
    if (periods.every((p) => p!.ended)) return null;
    return Math.min(...periods.map((p) => (p!.ended ? Infinity : p!.period)));
  }

  /**
   * After a change of a table: keeps the view of a period it just entered, and when the slowest table of its deal
   * moved on, refreshes the watchers of every table whose held view changed.
   */
  changed(session: GameSession, shared: () => SharedView): void {
    const group = this.deps.group(session.id);
    if (group === null) return;
    this.capture(session, shared);
    for (const id of group) {
      const before = this.shown.get(id);
      const now = this.heldPeriod(id, group);
      if (before !== undefined && before !== now && id !== session.id) this.deps.refresh(id);
      this.shown.set(id, now);
    }
  }

  /** Keeps the table's view of a period it has just entered (before its watchers get this change's views). */
  capture(session: GameSession, shared: () => SharedView): void {
    if (this.deps.group(session.id) === null) return;
    const at = this.periodOf(session.id);
    if (at === null) return;
    const starts = this.starts.get(session.id) ?? new Map<number, string>();
    this.starts.set(session.id, starts);
    if (!starts.has(at.period)) starts.set(at.period, shared().viewJson);
  }

  /**
   * The period a table's watchers are held at, or null (live: every table of the deal has ended). Every table is
   * held, the slowest too: tables in the same period may be at different points of it, and a draw revealed later
   * in a period at one table must not reach the room before the others have made their moves of that period.
   */
  private heldPeriod(gameId: string, group: string[]): number | null {
    const common = this.common(group);
    if (common === null || this.periodOf(gameId) === null) return null;
    return common;
  }

  /** What the watchers of a table see instead of the live public view (null: the live one). */
  held(gameId: string): HeldView {
    const group = this.deps.group(gameId);
    if (group === null) return null;
    const period = this.heldPeriod(gameId, group);
    if (period === null) return null;
    const known = this.starts.get(gameId)?.get(period);
    if (known !== undefined) return { viewJson: known, period };
    // Not seen since the host started: rebuilt as heavy work; meanwhile the watchers see a table not yet shown.
    const key = `${gameId} ${period}`;
    if (!this.asked.has(key)) {
      this.asked.add(key);
      this.deps.viewAt(gameId, period, (viewJson) => {
        if (viewJson === null) return;
        const starts = this.starts.get(gameId) ?? new Map<number, string>();
        starts.set(period, viewJson);
        this.starts.set(gameId, starts);
        this.deps.refresh(gameId);
      });
    }
    return { viewJson: STAND_IN, period };
  }

  /** The events a watcher of the table may see with this change (none while it is held back). */
  events(gameId: string, events: BaseEvent[]): BaseEvent[] {
    return this.held(gameId) === null ? events : [];
  }
}
