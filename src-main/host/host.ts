import { randomUUID } from 'node:crypto';
import type { GameEvent, Input } from '../../src-shared/games/sectors/types.ts';
import { decodeCommand, MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS, PROTOCOL_VERSION, type Command, type CommandOf, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { BotPolicy, Clock } from '../../src-shared/session/runner.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import { AccessRepository } from '../store/access.ts';
import type { Db } from '../store/database.ts';
import { GameRepository, type GameRecord } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../store/settings.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import type { AttemptLimit } from './attempts.ts';
import { botPolicyFor, DEFAULT_BOT_BUDGET_MS } from './bots.ts';
import { fileForExport, readFileForImport, recordForNewGame, recordFromFile } from './game-records.ts';
import { GameCommands } from './game-commands.ts';
import { GameSession, type SessionDeps } from './game-session.ts';
import { emptyGrant, grantOf, Refusal, rid, type ConnectOptions, type Link, type Transport } from './links.ts';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit.ts';
import { SeatDesk, type HostCore } from './seats.ts';
import { deliverView, sharedView, type Delivery } from './views.ts';

export { Refusal, type ConnectOptions, type Transport } from './links.ts';

/** Opening the desktop app's games to the network; `npm run serve` reports how it was started. */
export interface LanControl {
  status(): { enabled: boolean; urls: string[] };
  setEnabled(enabled: boolean): Promise<{ enabled: boolean; urls: string[] }>;
}

export type HostOptions = {
  db: Db;
  version: string;
  /** Injected so tests control time; the host is the only place that reads a clock. */
  clock?: Clock;
  bots?: BotPolicy;
  /** Delay before bots act in an actionable phase (ms). */
  botThinkMs?: number;
  /** Time a hard bot may think per decision, measured on `clock` (ms, default 300). */
  botBudgetMs?: number;
  /** How often the host records that it is alive, so a restart knows how long it was down (ms). */
  heartbeatMs?: number;
  rateLimit?: RateLimit;
  /** Refused messages after which a flooding connection is cut off. */
  floodLimit?: number;
  /** Failed joins (wrong code, token or secret) allowed per address and window. */
  attemptLimit?: AttemptLimit;
  lan?: LanControl;
};

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const deliveryOf = (link: Link): Delivery => ({ send: link.send, sendText: link.options.sendText });

/** How many recent game events a (re)joining screen receives with its first view. */
const RECENT_EVENTS = 400;

/**
 * The authoritative host: validates every command at the edge, owns one session per game, journals what
 * it accepts and pushes each connection the view it may see. Transports only move messages; seats and
 * roles are the seat desk's (seats.ts), views are built in views.ts.
 */
export class GameHost implements HostCore {
  readonly version: string;
  readonly clock: Clock;
  readonly games: GameRepository;
  readonly access: AccessRepository;
  private readonly journal: Journal;
  private readonly settings: Settings;
  private readonly deps: SessionDeps;
  private readonly options: HostOptions;
  private readonly sessions = new Map<string, GameSession>();
  private readonly links = new Map<string, Link>();
  private readonly recent = new Map<string, GameEvent[]>();
  private readonly seats: SeatDesk;
  private readonly commands: GameCommands;
  private heartbeat: unknown = null;

  constructor(options: HostOptions) {
    this.options = options;
    this.version = options.version;
    this.clock = options.clock ?? realClock;
    this.journal = new Journal(options.db);
    this.games = new GameRepository(options.db);
    this.access = new AccessRepository(options.db);
    this.settings = new Settings(options.db);
    this.seats = new SeatDesk(this, options.attemptLimit);
    this.commands = new GameCommands(this, this.seats);
    this.deps = {
      db: options.db, journal: this.journal, games: this.games, snapshots: new SnapshotRepository(options.db),
      clock: this.clock, bots: options.bots ?? botPolicyFor({ now: () => this.clock.now(), budgetMs: options.botBudgetMs ?? DEFAULT_BOT_BUDGET_MS }),
      botThinkMs: options.botThinkMs ?? 0,
    };
  }

  get connectionCount(): number {
    return this.links.size;
  }

  allLinks(): Iterable<Link> {
    return this.links.values();
  }

  /**
   * Resumes every unfinished game from its newest snapshot plus the journal after it. Time the host was
   * down (since its last heartbeat) is given back to every running phase; human seats count as
   * disconnected until their players come back (so the grace period applies to them).
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
      this.markAbsent(record.id);
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
    this.heartbeat = this.clock.setTimeout(() => this.beat(), this.options.heartbeatMs ?? 250);
  }

  session(gameId: string): GameSession | undefined {
    return this.sessions.get(gameId);
  }

  record(gameId: string): GameRecord | null {
    return this.games.get(gameId);
  }

  connect(transport: Transport, send: (event: HostEvent) => void, options: ConnectOptions = { local: transport !== 'ws' }): HostConnection {
    const id = randomUUID();
    const now = this.clock.now();
    this.links.set(id, { id, transport, send, options, grants: new Map(), bucket: new TokenBucket(this.options.rateLimit ?? DEFAULT_RATE_LIMIT, now), codeSeats: new Set(), refused: 0 });
    return { id, transport, receive: (raw) => this.receive(id, raw), close: () => this.disconnect(id) };
  }

  private disconnect(linkId: string): void {
    const link = this.links.get(linkId);
    if (!link) return;
    this.links.delete(linkId);
    for (const [gameId, grant] of link.grants) if (this.sessions.has(gameId)) this.seats.releaseSeats(gameId, [...grant.players]);
  }

  private receive(linkId: string, raw: unknown): void {
    const link = this.links.get(linkId);
    if (!link) return;
    const decoded = decodeCommand(raw, link.options.local ? MAX_LOCAL_MESSAGE_CHARS : MAX_MESSAGE_CHARS);
    // Every message is answered, a rate-limited one too (with its requestId), so no client waits forever.
    if (!link.bucket.take(this.clock.now())) {
      this.refuse(link, 'RATE_LIMITED', 'too many messages: slow down (30 per second, bursts of 60)', decoded.ok ? decoded.value.requestId : decoded.requestId);
      return;
    }
    if (!decoded.ok) {
      this.refuse(link, decoded.reason, decoded.message, decoded.requestId);
      return;
    }
    const command = decoded.value;
    try {
      this.handle(link, command);
    } catch (err) {
      if (err instanceof Refusal) this.refuse(link, err.reason, err.message, command.requestId);
      // A bug must never take the host down with every game in it; the client learns its command failed.
      else this.refuse(link, 'INTERNAL_ERROR', err instanceof Error ? err.message : String(err), command.requestId);
    }
  }

  /** Answers a refused message; a connection that keeps sending refused messages is a flood and is cut off. */
  private refuse(link: Link, reason: string, message: string, requestId?: string): void {
    link.refused += 1;
    if (link.refused > (this.options.floodLimit ?? 2000) && link.options.disconnect) {
      link.options.disconnect();
      return;
    }
    link.send({ type: 'error', reason, message, ...(requestId ? { requestId } : {}) });
  }

  private handle(link: Link, command: Command): void {
    switch (command.type) {
      case 'hello':
        // Greetings change no game: they are answered, not journaled.
        link.send({ type: 'welcome', protocol: PROTOCOL_VERSION, hostVersion: this.version, connectionId: link.id, ...rid(command) });
        return;
      case 'list_games':
        this.requireLocal(link);
        link.send({ type: 'games', games: this.games.list().map((g) => this.summary(g)), ...rid(command) });
        return;
      case 'create_game': {
        this.requireLocal(link);
        const { gameId, joinCode, hostSecret } = this.createGame(command);
        grantOf(link, gameId).facilitator = true;
        link.send({ type: 'game_created', gameId, joinCode, hostSecret, ...rid(command) });
        this.sendView(link, gameId);
        return;
      }
      case 'start_game':
        this.requireFacilitator(link, command.gameId);
        this.startGame(command.gameId, command.emptySeats, command.botLevel);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'join':
        return this.seats.join(link, command);
      case 'spectate':
        return this.seats.spectate(link, command);
      case 'facilitate':
        return this.seats.facilitate(link, command);
      case 'claim_seat':
        this.requireFacilitator(link, command.gameId);
        this.requireLocal(link);
        return this.seats.claim(link, command);
      case 'leave':
        this.seats.leave(link, command.gameId);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'act':
        this.commands.act(link, command);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'check':
        return this.commands.check(link, command);
      case 'control':
        this.requireFacilitator(link, command.gameId);
        this.commands.control(command);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'export_game': {
        if (!link.options.local) this.requireFacilitator(link, command.gameId);
        const record = this.requireRecord(command.gameId);
        const file = fileForExport(record, this.journal.read(record.id), this.version, this.clock.now(), command.passphrase);
        link.send({ type: 'game_file', gameId: record.id, file, ...rid(command) });
        return;
      }
      case 'import_game': {
        this.requireLocal(link);
        const { gameId, joinCode, hostSecret } = this.importGame(command.file, command.passphrase);
        grantOf(link, gameId).facilitator = true;
        link.send({ type: 'game_created', gameId, joinCode, hostSecret, ...rid(command) });
        this.sendView(link, gameId);
        return;
      }
      case 'lan': {
        this.requireLocal(link);
        const lan = this.options.lan;
        if (!lan) throw new Refusal('LAN_UNAVAILABLE', 'this host cannot change its network access');
        if (command.enable === undefined) {
          link.send({ type: 'lan_status', ...lan.status(), ...rid(command) });
          return;
        }
        void lan.setEnabled(command.enable).then(
          (status) => link.send({ type: 'lan_status', ...status, ...rid(command) }),
          (err: Error) => link.send({ type: 'error', reason: 'LAN_UNAVAILABLE', message: err.message, ...rid(command) }),
        );
        return;
      }
    }
  }

  private requireLocal(link: Link): void {
    if (!link.options.local) throw new Refusal('LOCAL_ONLY', 'only the host machine can do this');
  }

  private requireFacilitator(link: Link, gameId: string): void {
    this.requireRecord(gameId);
    if (!link.grants.get(gameId)?.facilitator) throw new Refusal('FACILITATOR_ONLY', 'only the facilitator can do this (use the host secret)');
  }

  // ---------------------------------------------------------------- games

  createGame(command: Omit<CommandOf<'create_game'>, 'type'>): { gameId: string; joinCode: string; hostSecret: string } {
    const record = recordForNewGame(command, this.clock.now());
    this.games.insert(record);
    const access = this.access.issueGameAccess(record.id);
    this.attach(GameSession.create(record, this.deps));
    if (command.start) this.startGame(record.id);
    return { gameId: record.id, ...access };
  }

  /**
   * Starts a game from its lobby. Human seats nobody holds are filled with bots, removed, or (by default)
   * kept: then they count as disconnected from the first moment, so they are ready after the grace period
   * and never hold up a class.
   */
  startGame(gameId: string, emptySeats?: 'bot' | 'remove', botLevel?: 'easy' | 'medium' | 'hard' | 'random'): void {
    const record = this.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the game has already started');
    const empty = this.seats.emptySeats(gameId);
    if (emptySeats === 'remove' && empty.length > 0) this.seats.removeSeats(gameId, empty);
    if (emptySeats === 'bot') for (const player of empty) this.seats.setSeat(gameId, player, 'bot', botLevel ?? 'medium');
    const current = this.requireRecord(gameId);
    this.send(gameId, { type: 'START', at: this.clock.now(), config: current.config, seed: current.seed });
    this.markAbsent(gameId);
  }

  /** Human seats nobody holds start their grace period now (at the start, after an import or a restart). */
  private markAbsent(gameId: string): void {
    const session = this.requireSession(gameId);
    for (const seat of session.context.seats) {
      if (seat.kind === 'human' && seat.lostAt === null && this.seats.seatHolders(gameId, seat.player).length === 0) {
        this.send(gameId, { type: 'SEAT_LOST', at: this.clock.now(), player: seat.player });
      }
    }
  }

  importGame(raw: unknown, passphrase?: string): { gameId: string; joinCode: string; hostSecret: string } {
    const file = readFileForImport(raw, passphrase);
    const record = recordFromFile(file, this.clock.now());
    this.games.insert(record);
    const access = this.access.issueGameAccess(record.id);
    const session = GameSession.create(record, this.deps);
    this.attach(session);
    this.send(record.id, { type: 'LOAD', at: this.clock.now(), config: record.config, seed: file.seed, inputs: file.inputs as Input[] });
    if (session.context.engine?.status === 'RUNNING') this.markAbsent(record.id);
    return { gameId: record.id, ...access };
  }

  private attach(session: GameSession): void {
    this.sessions.set(session.id, session);
    this.recent.set(session.id, []);
    session.onChange((s) => {
      // Kept so a screen that (re)joins gets the story so far with its first view, not an empty log.
      const recent = [...this.recent.get(s.id)!, ...s.context.lastEvents];
      this.recent.set(s.id, recent.length > RECENT_EVENTS ? recent.slice(recent.length - RECENT_EVENTS) : recent);
      this.broadcast(s, undefined, s.context.lastEvents);
    });
  }

  replaceSession(record: GameRecord): void {
    this.sessions.get(record.id)?.stop();
    const session = GameSession.create(record, this.deps);
    this.attach(session);
    // Every screen in the lobby sees the renumbered seats at once.
    this.broadcast(session);
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

  // ---------------------------------------------------------------- views

  private facts(gameId: string) {
    const played = this.access.playedSeats(gameId);
    return {
      now: this.clock.now(),
      connected: (p: string) => this.seats.seatHolders(gameId, p).length > 0,
      everConnected: (p: string) => played.has(p),
      locked: this.access.isLocked(gameId),
    };
  }

  /** The full view for a connection that just took a role, with the recent events it may see. */
  sendView(link: Link, gameId: string): void {
    const session = this.requireSession(gameId);
    deliverView(deliveryOf(link), session, (link.grants.get(gameId) ?? emptyGrant()).players, sharedView(session, this.facts(gameId)), this.recent.get(gameId) ?? [], true);
  }

  /** Sends every connection in the game (but `except`) its view; `events` are those of the last change (none by default). */
  broadcast(session: GameSession, except?: Link, events: GameEvent[] = []): void {
    const shared = sharedView(session, this.facts(session.id));
    for (const link of this.links.values()) {
      const grant = link.grants.get(session.id);
      if (grant && link !== except) deliverView(deliveryOf(link), session, grant.players, shared, events);
    }
  }

  private summary(g: GameRecord) {
    const engine = this.sessions.get(g.id)?.context.engine ?? null;
    return {
      id: g.id, name: g.name, status: g.status, createdAt: g.createdAt, joinCode: this.access.joinCodeOf(g.id),
      seats: g.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind })),
      turn: engine?.turn ?? null, phase: engine?.phase ?? null,
    };
  }

  requireRecord(gameId: string): GameRecord {
    const record = this.games.get(gameId);
    if (!record) throw new Refusal('GAME_NOT_FOUND', `no game ${gameId}`);
    return record;
  }

  requireSession(gameId: string): GameSession {
    const session = this.sessions.get(gameId);
    if (session) return session;
    const record = this.requireRecord(gameId);
    // Finished games are not kept running; they are rebuilt on demand for viewing and export.
    const restored = GameSession.restore(record, this.deps);
    this.attach(restored);
    return restored;
  }
}
