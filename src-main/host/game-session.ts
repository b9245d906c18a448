/**
 * One live game inside the host: the session runner plus its persistence. Every session event — from a
 * player, the facilitator, the phase clock or the bots — is journaled, applied and (at a phase change)
 * snapshotted in one SQLite transaction, so a crash at any moment loses nothing that was accepted.
 */
import type { Snapshot } from 'xstate';
import { MACHINE_VERSION } from '../../src-shared/session/machine.ts';
import { SessionRunner, type BotPolicy, type Clock } from '../../src-shared/session/runner.ts';
import type { SessionContext, SessionEvent } from '../../src-shared/session/types.ts';
import type { Db } from '../store/database.ts';
import type { GameRecord, GameRepository } from '../store/games.ts';
import type { Journal } from '../store/journal.ts';
import type { SnapshotRepository } from '../store/snapshots.ts';
import { HOST_VERSION } from './version.ts';

export type SessionDeps = {
  db: Db;
  journal: Journal;
  games: GameRepository;
  snapshots: SnapshotRepository;
  clock: Clock;
  bots: BotPolicy;
  botThinkMs: number;
};

export type SessionListener = (session: GameSession, event: SessionEvent) => void;

export class GameSession {
  readonly id: string;
  readonly runner: SessionRunner;
  private readonly deps: SessionDeps;
  private readonly listeners = new Set<SessionListener>();

  private constructor(record: GameRecord, deps: SessionDeps, snapshot?: Snapshot<unknown>) {
    this.id = record.id;
    this.deps = deps;
    this.runner = new SessionRunner(
      { gameId: record.id, seats: record.seats, options: record.options },
      {
        clock: deps.clock,
        bots: deps.bots,
        botThinkMs: deps.botThinkMs,
        persist: (event, apply) => this.persist(event, apply),
        onChange: (_ctx, event) => this.listeners.forEach((l) => l(this, event)),
      },
      snapshot,
    );
  }

  /** A new game in its lobby (not yet journaled: START is its first journal entry). */
  static create(record: GameRecord, deps: SessionDeps): GameSession {
    return new GameSession(record, deps);
  }

  /**
   * Rebuilds a game from its newest snapshot plus the journal after it (or the whole journal), without
   * re-journaling anything; then the caller sends RESTARTED so deadlines skip the downtime.
   */
  static restore(record: GameRecord, deps: SessionDeps): GameSession {
    const snap = deps.snapshots.latest(record.id);
    const session = new GameSession(record, deps, snap ? (snap.machine as Snapshot<unknown>) : undefined);
    for (const entry of deps.journal.read(record.id, snap?.seq ?? 0)) {
      session.runner.actor.send(entry.payload as SessionEvent);
    }
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
    const { db, journal, snapshots, games } = this.deps;
    db.transaction(() => {
      const before = this.runner.actor.getSnapshot().context;
      const seat = 'input' in event && 'player' in event.input ? event.input.player : 'player' in event ? event.player : null;
      const seq = journal.append({ gameId: this.id, kind: event.type, seat, payload: event, at: event.at });
      apply();
      const snapshot = this.runner.actor.getSnapshot();
      if (snapshot.status === 'error') throw snapshot.error;
      const after = snapshot.context;
      const phaseChanged = before.engine?.phaseSerial !== after.engine?.phaseSerial || before.engine?.status !== after.engine?.status;
      if (phaseChanged || event.type === 'START' || event.type === 'RESTARTED') {
        snapshots.save({
          gameId: this.id, seq, phaseSerial: after.engine?.phaseSerial ?? 0, machine: this.runner.actor.getPersistedSnapshot(),
          engineSchema: after.engine?.schema ?? 1, machineVersion: MACHINE_VERSION, appVersion: HOST_VERSION, at: event.at,
        });
      }
      if (event.type === 'START') games.setStatus(this.id, 'RUNNING');
      if (after.engine?.status === 'ENDED' && before.engine?.status !== 'ENDED') games.setStatus(this.id, 'FINISHED', event.at);
      if (event.type === 'SET_SEAT') games.setSeats(this.id, after.seats);
    })();
  }
}
