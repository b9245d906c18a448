import { randomInt, randomUUID } from 'node:crypto';
import { apply as applyEngine } from '../../src-shared/games/sectors/engine.ts';
import { configProblems, makeConfig } from '../../src-shared/games/sectors/config.ts';
import type { GameConfig, GameEvent, Input, PlayerId } from '../../src-shared/games/sectors/types.ts';
import { view, type Viewer } from '../../src-shared/games/sectors/view.ts';
import { decodeCommand, PROTOCOL_VERSION, type Command, type CommandOf, type HostEvent } from '../../src-shared/protocol/index.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import type { BotPolicy, Clock } from '../../src-shared/session/runner.ts';
import type { SeatInfo, SessionEvent } from '../../src-shared/session/types.ts';
import type { Db } from '../store/database.ts';
import { GameRepository, type GameRecord } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../store/settings.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { botPolicy } from './bots.ts';
import { exportGame, readGameFile } from './game-file.ts';
import { GameSession, type SessionDeps } from './game-session.ts';

export type Transport = 'ws' | 'ipc' | 'local';

export type HostOptions = {
  db: Db;
  version: string;
  /** Injected so tests control time; the host is the only place that reads a clock. */
  clock?: Clock;
  bots?: BotPolicy;
  /** Delay before bots act in an actionable phase (ms). */
  botThinkMs?: number;
  /** How often the host records that it is alive, so a restart knows how long it was down (ms). */
  heartbeatMs?: number;
};

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

type Link = { send: (event: HostEvent) => void; watching: Map<string, Viewer> };

/** A refusal with a reason code; answered as an `error` event, nothing changes. */
class Refusal extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The authoritative host: validates every command at the edge, owns one session per game, journals
 * what it accepts and pushes each watcher its own view. Transports only move messages.
 */
export class GameHost {
  readonly version: string;
  readonly clock: Clock;
  private readonly db: Db;
  private readonly journal: Journal;
  private readonly games: GameRepository;
  private readonly settings: Settings;
  private readonly deps: SessionDeps;
  private readonly heartbeatMs: number;
  private readonly sessions = new Map<string, GameSession>();
  private readonly links = new Map<string, Link>();
  private heartbeat: unknown = null;

  constructor(options: HostOptions) {
    this.db = options.db;
    this.version = options.version;
    this.clock = options.clock ?? realClock;
    this.journal = new Journal(options.db);
    this.games = new GameRepository(options.db);
    this.settings = new Settings(options.db);
    this.heartbeatMs = options.heartbeatMs ?? 250;
    this.deps = {
      db: options.db, journal: this.journal, games: this.games, snapshots: new SnapshotRepository(options.db),
      clock: this.clock, bots: options.bots ?? botPolicy, botThinkMs: options.botThinkMs ?? 0,
    };
  }

  get connectionCount(): number {
    return this.links.size;
  }

  /**
   * Resumes every unfinished game from its newest snapshot plus the journal after it. Time the host was
   * down (since its last heartbeat) is given back to every running phase. Returns what was restored.
   */
  start(): { restored: string[]; downtimeMs: number } {
    const now = this.clock.now();
    const last = this.settings.get<number>(HEARTBEAT_KEY);
    const downtimeMs = last === null ? 0 : Math.max(0, now - last);
    const restored: string[] = [];
    for (const record of this.games.unfinished()) {
      const session = GameSession.restore(record, this.deps);
      this.attach(session);
      session.send({ type: 'RESTARTED', at: now, downtimeMs });
      restored.push(record.id);
    }
    this.beat();
    return { restored, downtimeMs };
  }

  stop(): void {
    if (this.heartbeat !== null) this.clock.clearTimeout(this.heartbeat);
    this.heartbeat = null;
    for (const session of this.sessions.values()) session.stop();
    this.sessions.clear();
  }

  private beat(): void {
    this.settings.set(HEARTBEAT_KEY, this.clock.now());
    this.heartbeat = this.clock.setTimeout(() => this.beat(), this.heartbeatMs);
  }

  session(gameId: string): GameSession | undefined {
    return this.sessions.get(gameId);
  }

  record(gameId: string): GameRecord | null {
    return this.games.get(gameId);
  }

  connect(transport: Transport, send: (event: HostEvent) => void): HostConnection {
    const id = randomUUID();
    this.links.set(id, { send, watching: new Map() });
    return {
      id,
      transport,
      receive: (raw) => this.receive(id, raw),
      close: () => {
        this.links.delete(id);
      },
    };
  }

  private receive(connectionId: string, raw: unknown): void {
    const link = this.links.get(connectionId);
    if (!link) return;
    const decoded = decodeCommand(raw);
    if (!decoded.ok) {
      link.send({ type: 'error', reason: decoded.reason, message: decoded.message, ...(decoded.requestId ? { requestId: decoded.requestId } : {}) });
      return;
    }
    const command = decoded.value;
    const requestId = command.requestId ? { requestId: command.requestId } : {};
    try {
      this.handle(connectionId, link, command);
    } catch (err) {
      if (err instanceof Refusal) {
        link.send({ type: 'error', reason: err.reason, message: err.message, ...requestId });
        return;
      }
      // A bug must never take the host down with every game in it; the client learns its command failed.
      link.send({ type: 'error', reason: 'INTERNAL_ERROR', message: err instanceof Error ? err.message : String(err), ...requestId });
    }
  }

  private handle(connectionId: string, link: Link, command: Command): void {
    const requestId = command.requestId ? { requestId: command.requestId } : {};
    switch (command.type) {
      case 'hello':
        this.journal.append({ gameId: null, kind: 'hello', seat: null, payload: { connectionId, client: command.client }, at: this.clock.now() });
        link.send({ type: 'welcome', protocol: PROTOCOL_VERSION, hostVersion: this.version, connectionId, ...requestId });
        return;
      case 'list_games':
        link.send({ type: 'games', games: this.games.list().map((g) => this.summary(g)), ...requestId });
        return;
      case 'create_game': {
        const gameId = this.createGame(command);
        link.watching.set(gameId, { role: 'facilitator' });
        link.send({ type: 'game_created', gameId, ...requestId });
        return;
      }
      case 'start_game':
        this.startGame(command.gameId);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'watch': {
        const session = this.requireSession(command.gameId);
        if (command.as.role === 'player' && !session.context.seats.some((s) => s.player === (command.as as { player: string }).player)) {
          throw new Refusal('NOT_SEATED', `no seat ${command.as.player} in this game`);
        }
        link.watching.set(command.gameId, command.as);
        link.send(this.viewEvent(session, command.as, [], command.requestId));
        return;
      }
      case 'unwatch':
        link.watching.delete(command.gameId);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'act':
        this.act(link, command);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'control':
        this.control(link, command);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'export_game': {
        const record = this.requireRecord(command.gameId);
        const file = exportGame(record, this.journal.read(record.id), this.version, this.clock.now());
        link.send({ type: 'game_file', gameId: record.id, file, ...requestId });
        return;
      }
      case 'import_game': {
        const gameId = this.importGame(command.file);
        link.watching.set(gameId, { role: 'facilitator' });
        link.send({ type: 'game_created', gameId, ...requestId });
        return;
      }
    }
  }

  // ---------------------------------------------------------------- games

  createGame(command: Omit<CommandOf<'create_game'>, 'type'>): string {
    const seats = command.seats;
    const config: GameConfig = makeConfig(seats.length, { ...(command.options as Partial<GameConfig>), seats: seats.length, playerNames: seats.map((s) => s.name) });
    const problems = configProblems(config);
    if (problems.length > 0) throw new Refusal('INVALID_CONFIG', problems.join('; '));
    let seed: number;
    if (command.seed === undefined) seed = randomInt(0, 0xffffffff);
    else {
      const parsed = parseSeed(command.seed);
      if (!parsed.ok) throw new Refusal('INVALID_CONFIG', parsed.message);
      seed = parsed.seed;
    }
    const record: GameRecord = {
      id: randomUUID(),
      kind: 'sectors',
      name: command.name ?? `Sectors ${new Date(this.clock.now()).toISOString().slice(0, 16).replace('T', ' ')}`,
      config,
      seed,
      seats: seats.map((s, i): SeatInfo => ({ player: `P${i + 1}`, name: s.name, kind: s.kind, botLevel: s.kind === 'bot' ? (s.botLevel ?? 'random') : null, lostAt: null })),
      options: { graceMs: (command.graceSeconds ?? 20) * 1000 },
      status: 'LOBBY',
      createdAt: this.clock.now(),
      finishedAt: null,
    };
    this.games.insert(record);
    this.attach(GameSession.create(record, this.deps));
    if (command.start) this.startGame(record.id);
    return record.id;
  }

  startGame(gameId: string): void {
    const record = this.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the game has already started');
    this.requireSession(gameId).send({ type: 'START', at: this.clock.now(), config: record.config, seed: record.seed });
  }

  importGame(raw: unknown): string {
    const parsed = readGameFile(raw);
    if (!parsed.ok) throw new Refusal('INVALID_GAME_FILE', parsed.message);
    const { file } = parsed;
    const config = file.config as unknown as GameConfig;
    const record: GameRecord = {
      id: randomUUID(), kind: 'sectors', name: `${file.name} (imported)`, config, seed: file.seed,
      seats: file.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind, botLevel: (s.botLevel as SeatInfo['botLevel']) ?? null, lostAt: null })),
      options: { graceMs: 20_000 }, status: 'LOBBY', createdAt: this.clock.now(), finishedAt: null,
    };
    this.games.insert(record);
    const session = GameSession.create(record, this.deps);
    this.attach(session);
    session.send({ type: 'LOAD', at: this.clock.now(), config, seed: file.seed, inputs: file.inputs as Input[] });
    return record.id;
  }

  private attach(session: GameSession): void {
    this.sessions.set(session.id, session);
    session.onChange((s, event) => this.broadcast(s, event));
  }

  /** Sends a session event; a session whose machine failed is rebuilt from the store, so nothing accepted is lost. */
  send(gameId: string, event: SessionEvent): void {
    const session = this.requireSession(gameId);
    try {
      session.send(event);
    } catch (err) {
      session.stop();
      const restored = GameSession.restore(this.requireRecord(gameId), this.deps);
      this.attach(restored);
      restored.arm();
      throw err;
    }
  }

  // ---------------------------------------------------------------- commands on a game

  private act(link: Link, command: CommandOf<'act'>): void {
    const session = this.requireSession(command.gameId);
    const watching = link.watching.get(command.gameId);
    if (!watching || watching.role !== 'player' || watching.player !== command.player) {
      throw new Refusal('NOT_YOUR_SEAT', `this connection does not play seat ${command.player}`);
    }
    const engine = session.context.engine;
    if (!engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    if (command.phaseSerial !== undefined && command.phaseSerial !== engine.phaseSerial) {
      throw new Refusal('STALE_INPUT', `that action was made in an earlier phase (${command.phaseSerial}, now ${engine.phaseSerial})`);
    }
    const input = { ...command.action, player: command.player } as Input;
    // Validate on the current state first: a refused input is answered and never journaled.
    const result = applyEngine(engine, input);
    if (!result.ok) throw new Refusal(result.reason, result.message);
    this.send(command.gameId, { type: 'INPUT', at: this.clock.now(), input });
  }

  private control(link: Link, command: CommandOf<'control'>): void {
    const session = this.requireSession(command.gameId);
    if (link.watching.get(command.gameId)?.role !== 'facilitator') throw new Refusal('FACILITATOR_ONLY', 'only the facilitator controls the game');
    const at = this.clock.now();
    if (!session.context.engine && command.command !== 'set_seat') throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    switch (command.command) {
      case 'pause':
        return this.send(command.gameId, { type: 'PAUSE', at });
      case 'resume':
        return this.send(command.gameId, { type: 'RESUME', at });
      case 'end_phase':
        return this.send(command.gameId, { type: 'END_PHASE_NOW', at });
      case 'add_time':
        if (!command.ms) throw new Refusal('MALFORMED_INPUT', 'add_time needs ms');
        return this.send(command.gameId, { type: 'ADD_TIME', at, ms: command.ms });
      case 'set_pace':
        if (!command.pace) throw new Refusal('MALFORMED_INPUT', 'set_pace needs pace');
        return this.send(command.gameId, { type: 'SET_PACE', at, pace: command.pace });
      case 'set_seat': {
        if (!command.player || !command.kind) throw new Refusal('MALFORMED_INPUT', 'set_seat needs player and kind');
        if (!session.context.seats.some((s) => s.player === command.player)) throw new Refusal('NOT_SEATED', `no seat ${command.player}`);
        const botLevel = command.kind === 'bot' ? (command.botLevel ?? 'random') : null;
        return this.send(command.gameId, { type: 'SET_SEAT', at, player: command.player, kind: command.kind, botLevel });
      }
    }
  }

  // ---------------------------------------------------------------- views

  private viewEvent(session: GameSession, viewer: Viewer, events: GameEvent[], requestId?: string): HostEvent {
    const ctx = session.context;
    const now = this.clock.now();
    const t = ctx.timer;
    const me: PlayerId | null = viewer.role === 'player' ? viewer.player : null;
    const visible = events.filter((e) => !e.visibleTo || (me !== null && e.visibleTo.includes(me)));
    return {
      type: 'view',
      gameId: session.id,
      view: ctx.engine ? (view(ctx.engine, viewer) as unknown as { phase: string; turn: number; status: string }) : { phase: 'LOBBY', turn: 0, status: 'LOBBY' },
      session: {
        state: JSON.stringify(session.runner.stateValue),
        serial: t.serial,
        deadline: t.deadline,
        remainingMs: t.paused ? t.pausedRemaining : t.deadline === null ? null : Math.max(0, t.deadline - now),
        paused: t.paused,
        pace: ctx.pace,
        serverNow: now,
        seats: ctx.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind, connected: s.lostAt === null })),
      },
      events: visible,
      ...(requestId ? { requestId } : {}),
    };
  }

  private broadcast(session: GameSession, _event: SessionEvent): void {
    const events = session.context.lastEvents;
    for (const link of this.links.values()) {
      const viewer = link.watching.get(session.id);
      if (viewer) link.send(this.viewEvent(session, viewer, events));
    }
  }

  private summary(g: GameRecord) {
    const engine = this.sessions.get(g.id)?.context.engine ?? null;
    return {
      id: g.id, name: g.name, status: g.status, createdAt: g.createdAt,
      seats: g.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind })),
      turn: engine?.turn ?? null, phase: engine?.phase ?? null,
    };
  }

  private requireRecord(gameId: string): GameRecord {
    const record = this.games.get(gameId);
    if (!record) throw new Refusal('GAME_NOT_FOUND', `no game ${gameId}`);
    return record;
  }

  private requireSession(gameId: string): GameSession {
    const session = this.sessions.get(gameId);
    if (!session) {
      const record = this.requireRecord(gameId);
      // Finished games are not kept running; they are rebuilt on demand for viewing and export.
      const restored = GameSession.restore(record, this.deps);
      this.attach(restored);
      return restored;
    }
    return session;
  }
}
