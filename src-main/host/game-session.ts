/**
 * One live game inside the host: the session runner plus its persistence. Every session event — from a
 * player, the facilitator, the phase clock or the bots — is journaled, applied and (now and then, at a window
 * change) snapshotted in one SQLite transaction, so a crash at any moment loses nothing that was accepted.
 * A player's input is validated once, by applying it inside that transaction: a refused one rolls the
 * journal entry back and is answered with its reason.
 */
import type { Snapshot } from 'xstate';
import type { BotService } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { MACHINE_VERSION } from '../../src-shared/session/machine.ts';
import { SessionRunner, sessionWindow, type Clock } from '../../src-shared/session/runner.ts';
import type { SessionContext, SessionEvent } from '../../src-shared/session/types.ts';
import type { Db } from '../store/database.ts';
import type { GameRecord, GameRepository } from '../store/games.ts';
import type { Journal } from '../store/journal.ts';
import type { SnapshotRepository } from '../store/snapshots.ts';
import { requireEngineVersion } from './engine-version.ts';
import { Refusal } from './links.ts';
import { HOST_VERSION } from './version.ts';

export type SessionDeps = {
  db: Db;
  journal: Journal;
  games: GameRepository;
  snapshots: SnapshotRepository;
  clock: Clock;
  bots: BotService;
  botThinkMs: number;
  /** The game module of a kind, or a Refusal (GAME_KIND_UNKNOWN) when this build does not play it. */
  moduleOf: (kind: string) => AnyGameModule;
  onBotError?: (error: unknown) => void;
};

export type SessionListener = (session: GameSession, event: SessionEvent) => void;

/**
 * Journal entries between snapshots, at least: a snapshot holds the whole game state, so writing one at every
 * window change cost more than the rest of an input's path. Resuming replays at most this many entries
 * (tens of microseconds each). Snapshots are still written at the start, at the end and after a restart.
 */
export const SNAPSHOT_EVERY = 64;

export class GameSession {
  readonly id: string;
  readonly module: AnyGameModule;
  readonly runner: SessionRunner;
  private readonly deps: SessionDeps;
  private readonly listeners = new Set<SessionListener>();
  /** Journal sequence of the newest snapshot of this game. */
  private snapshotSeq = 0;
  /** `writeEvent` as one transaction, made once: better-sqlite3 wraps a function anew on every db.transaction call. */
  private readonly transaction: (event: SessionEvent, apply: () => void) => number | null;

  private constructor(record: GameRecord, deps: SessionDeps, snapshot?: Snapshot<unknown>) {
    this.id = record.id;
    this.deps = deps;
    this.transaction = deps.db.transaction((event: SessionEvent, apply: () => void) => this.writeEvent(event, apply));
    this.module = deps.moduleOf(record.kind);
    // Before anything is read or run: a game of other rules is refused, its rows untouched.
    requireEngineVersion(this.module, record.engineVersion);
    this.runner = new SessionRunner(
      this.module,
      { gameId: record.id, kind: record.kind, seats: record.seats, options: record.options },
      {
        clock: deps.clock,
        bots: deps.bots,
        botThinkMs: deps.botThinkMs,
        persist: (event, apply) => this.persist(event, apply),
        onChange: (_ctx, event) => this.listeners.forEach((l) => l(this, event)),
        onBotError: deps.onBotError,
      },
      snapshot,
    );
  }

  /** A new game in its lobby (not yet journaled: START is its first journal entry). */
  static create(record: GameRecord, deps: SessionDeps): GameSession {
    return new GameSession(record, deps);
  }

  /**
   * Rebuilds a game from its newest snapshot plus the journal after it, without re-journaling anything; then
   * the caller sends RESTARTED so deadlines skip the downtime. A game played under another engine version is
   * refused (ENGINE_VERSION_MISMATCH: engine-version.ts) before its snapshot or journal is read. A snapshot of
   * another session machine version (or, from a damaged store, engine version) is never run: the game is rebuilt
   * from its whole journal instead, which the game's own rules wrote.
   */
  static restore(record: GameRecord, deps: SessionDeps, known?: { seq: number; machine: unknown }): GameSession {
    const module = deps.moduleOf(record.kind);
    requireEngineVersion(module, record.engineVersion);
    // `known`: the snapshot the caller has just written (an adopted import), so it is not read back.
    const latest = known ? { ...known, machineVersion: MACHINE_VERSION, engineSchema: module.meta.engineVersion } : deps.snapshots.latest(record.id);
    const usable = latest && latest.machineVersion === MACHINE_VERSION && latest.engineSchema === module.meta.engineVersion ? latest : null;
    const session = new GameSession(record, deps, usable ? (usable.machine as Snapshot<unknown>) : undefined);
    session.snapshotSeq = usable?.seq ?? 0;
    for (const entry of deps.journal.read(record.id, usable?.seq ?? 0)) {
      session.runner.actor.send(entry.payload as SessionEvent);
    }
    const after = session.runner.actor.getSnapshot();
    if (after.status === 'error') throw new Refusal('GAME_UNREADABLE', `game ${record.id} cannot be rebuilt from its journal: ${String(after.error)}`);
    return session;
  }

  get context(): SessionContext {
    return this.runner.context;
  }

  onChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(event: SessionEvent): void {
    this.runner.send(event);
  }

  /** Starts the clock after a restore (the snapshot holds deadlines; the runner arms for them). */
  arm(): void {
    this.runner.arm();
  }

  stop(): void {
    this.runner.stop();
  }

  private persist(event: SessionEvent, apply: () => void): void {
    try {
      this.persistInTransaction(event, apply);
    } catch (err) {
      // The journal entry was rolled back: its sequence number is free again.
      this.deps.journal.forget(this.id);
      throw err;
    }
  }

  /** Journal, apply, snapshot and records in one transaction; returns the sequence of a snapshot it wrote. */
  private readonly persistInTransaction = (event: SessionEvent, apply: () => void): void => {
    const snapshotAt = this.transaction(event, apply);
    // Only once committed: a rolled-back snapshot does not count.
    if (snapshotAt !== null) this.snapshotSeq = snapshotAt;
  };

  private writeEvent(event: SessionEvent, apply: () => void): number | null {
    const { journal, snapshots, games } = this.deps;
    // Scalars, not the context: the game state is applied to in place.
    const before = this.marks();
    const seat = 'input' in event && event.input.player ? event.input.player : 'player' in event ? event.player : null;
    const seq = journal.append({ gameId: this.id, kind: event.type, seat, payload: event, at: event.at });
    apply();
    const snapshot = this.runner.actor.getSnapshot();
    if (snapshot.status === 'error') throw snapshot.error;
    const after = snapshot.context;
    // A refused player input changed nothing: throwing rolls its journal entry back.
    if (event.type === 'INPUT' && after.lastRefusal) throw new Refusal(after.lastRefusal.reason, after.lastRefusal.message);
    const marks = this.marks();
    const windowChanged = before.window !== marks.window && seq - this.snapshotSeq >= SNAPSHOT_EVERY;
    let snapshotAt: number | null = null;
    if (windowChanged || before.status !== marks.status || event.type === 'START' || event.type === 'LOAD' || event.type === 'RESTARTED') {
      snapshotAt = seq;
      snapshots.save({
        gameId: this.id, seq, phaseSerial: marks.window ?? 0, machine: this.runner.actor.getPersistedSnapshot(),
        engineSchema: this.module.meta.engineVersion, machineVersion: MACHINE_VERSION, appVersion: HOST_VERSION, at: event.at,
      });
    }
    if (event.type === 'START' || event.type === 'LOAD') games.setStatus(this.id, 'RUNNING');
    if (marks.status === 'ENDED' && before.status !== 'ENDED') games.setStatus(this.id, 'FINISHED', event.at);
    if (event.type === 'SET_SEAT') games.setSeats(this.id, after.seats);
    return snapshotAt;
  }

  private marks(): { window: number | null; status: string | null } {
    const ctx = this.runner.context;
    if (ctx.engine === null) return { window: null, status: null };
    return { window: sessionWindow(this.module, ctx)?.id ?? null, status: this.module.status(ctx.engine) };
  }
}
