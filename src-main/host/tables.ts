/**
 * The host's tables: one live session per game, kept in memory, rebuilt from the store when needed. Every
 * session event goes through `send`, which rebuilds a session whose machine failed from its journal, so
 * nothing accepted is lost. Which game module plays a table comes from the registry the host was given.
 */
import type { AnyGameModule, BaseEvent, GameRegistry } from '../../src-shared/platform/module.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import type { GameRecord, GameRepository } from '../store/games.ts';
import { GameSession, type SessionDeps } from './game-session.ts';
import { MACHINE_VERSION } from '../../src-shared/session/machine.ts';
import type { PreparedImport } from './heavy/prepare-import.ts';
import { requireEngineVersion } from './engine-version.ts';
import { Refusal } from './links.ts';
import { HOST_VERSION } from './version.ts';

/** How many recent game events a (re)joining screen receives with its first view. */
const RECENT_EVENTS = 400;

export type TableDeps = Omit<SessionDeps, 'moduleOf'> & {
  registry: GameRegistry;
  /** After every change of a session: its events go to the screens. */
  changed: (session: GameSession, events: BaseEvent[]) => void;
};

export class Tables {
  private readonly sessions = new Map<string, GameSession>();
  private readonly recentEvents = new Map<string, BaseEvent[]>();
  private readonly deps: SessionDeps;
  private readonly registry: GameRegistry;
  private readonly games: GameRepository;
  private readonly changed: TableDeps['changed'];

  constructor(deps: TableDeps) {
    const { registry, changed, ...session } = deps;
    this.registry = registry;
    this.games = deps.games;
    this.changed = changed;
    this.deps = { ...session, moduleOf: (kind) => this.moduleOf(kind) };
  }

  /** The module that plays `kind`; a kind this build does not know is refused with a clear reason. */
  moduleOf(kind: string): AnyGameModule {
    const module = this.registry.get(kind);
    if (!module) throw new Refusal('GAME_KIND_UNKNOWN', `this host does not play "${kind}" (it plays ${this.registry.kinds().join(', ')})`);
    return module;
  }

  /** The module that replays stored game `record`: refused when the game was played under another engine version. */
  moduleFor(record: GameRecord): AnyGameModule {
    const module = this.moduleOf(record.kind);
    requireEngineVersion(module, record.engineVersion);
    return module;
  }

  /** The games this host plays. */
  get kinds(): GameRegistry {
    return this.registry;
  }

  get(gameId: string): GameSession | undefined {
    return this.sessions.get(gameId);
  }

  has(gameId: string): boolean {
    return this.sessions.has(gameId);
  }

  recent(gameId: string): BaseEvent[] {
    return this.recentEvents.get(gameId) ?? [];
  }

  requireRecord(gameId: string): GameRecord {
    const record = this.games.get(gameId);
    if (!record) throw new Refusal('GAME_NOT_FOUND', `no game ${gameId}`);
    return record;
  }

  require(gameId: string): GameSession {
    const session = this.sessions.get(gameId);
    if (session) return session;
    // Finished games are not kept running; they are rebuilt on demand for viewing and export.
    return this.attach(GameSession.restore(this.requireRecord(gameId), this.deps));
  }

  /** A new table in its lobby. */
  open(record: GameRecord): GameSession {
    return this.attach(GameSession.create(record, this.deps));
  }

  /** A game resumed from the store (host start). */
  restore(record: GameRecord): GameSession {
    return this.attach(GameSession.restore(record, this.deps));
  }

  /**
   * `restore`, or the refusal of a game this build cannot play — a kind it lacks, other rules of it — given back
   * instead of thrown: refused before its snapshot or journal is read and before a session is kept, so the game
   * stays exactly as stored. Any other failure is thrown.
   */
  restoreIfPlayable(record: GameRecord): GameSession | Refusal {
    try {
      return this.restore(record);
    } catch (err) {
      if (err instanceof Refusal && (err.reason === 'GAME_KIND_UNKNOWN' || err.reason === 'ENGINE_VERSION_MISMATCH')) return err;
      throw err;
    }
  }

  /**
   * A game prepared off the event loop (an import or a what-if: heavy/prepare-import.ts): its record, its LOAD
   * entry and the snapshot after it are written as given in one transaction, and the session resumes from that
   * snapshot like after a restart — nothing is replayed here.
   */
  adopt(prepared: PreparedImport): GameSession {
    const { record, at } = prepared;
    const module = this.moduleOf(record.kind);
    const finished = prepared.status === 'ENDED';
    let snapshotSeq = 0;
    this.deps.db.transaction(() => {
      this.games.insert(record);
      const seq = this.deps.journal.appendText({ gameId: record.id, kind: 'LOAD', seat: null, payloadText: prepared.load, at });
      snapshotSeq = seq;
      this.deps.snapshots.saveText({
        gameId: record.id, seq, phaseSerial: prepared.window, machineText: prepared.machine,
        engineSchema: module.meta.engineVersion, machineVersion: MACHINE_VERSION, appVersion: HOST_VERSION, at,
      });
      this.games.setStatus(record.id, 'RUNNING');
      if (finished) this.games.setStatus(record.id, 'FINISHED', at);
    }).immediate();
    // Resumed from the snapshot just written, handed over parsed (not read back from the store).
    const session = this.attach(GameSession.restore(this.requireRecord(record.id), this.deps, { seq: snapshotSeq, machine: JSON.parse(prepared.machine) as unknown }));
    session.arm();
    return session;
  }

  /** Lobby only: the seat list was rebuilt; a new session replaces the old one. */
  replace(record: GameRecord): GameSession {
    this.sessions.get(record.id)?.stop();
    return this.open(record);
  }

  /** Sends a session event; a session whose machine failed is rebuilt from the store, so nothing accepted is lost. */
  send(gameId: string, event: SessionEvent): void {
    const session = this.require(gameId);
    try {
      session.send(event);
    } catch (err) {
      // A refused player input is rolled back before it touched the game: the session stands as it was.
      if (err instanceof Refusal) throw err;
      this.rebuild(gameId);
      throw err;
    }
  }

  /** The live session is dropped and rebuilt from the store (after a transaction around its events rolled back). */
  rebuild(gameId: string): void {
    this.sessions.get(gameId)?.stop();
    this.deps.journal.forget(gameId);
    this.restore(this.requireRecord(gameId)).arm();
  }

  stop(): void {
    for (const session of this.sessions.values()) session.stop();
    this.sessions.clear();
  }

  private attach(session: GameSession): GameSession {
    this.sessions.set(session.id, session);
    this.recentEvents.set(session.id, []);
    session.onChange((s) => {
      // Kept so a screen that (re)joins gets the story so far with its first view, not an empty log.
      const recent = [...this.recent(s.id), ...s.context.lastEvents];
      this.recentEvents.set(s.id, recent.length > RECENT_EVENTS ? recent.slice(recent.length - RECENT_EVENTS) : recent);
      this.changed(s, s.context.lastEvents);
    });
    return session;
  }
}
