import { randomInt, randomUUID } from 'node:crypto';
import { configProblems, makeConfig } from '../../src-shared/games/sectors/config.ts';
import { apply as applyEngine } from '../../src-shared/games/sectors/engine.ts';
import type { GameConfig, GameEvent, Input, PlayerId } from '../../src-shared/games/sectors/types.ts';
import { privateView, publicView } from '../../src-shared/games/sectors/view.ts';
import { decodeCommand, MAX_LOCAL_MESSAGE_CHARS, MAX_MESSAGE_CHARS, PROTOCOL_VERSION, type Command, type CommandOf, type HostEvent } from '../../src-shared/protocol/index.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import type { BotPolicy, Clock } from '../../src-shared/session/runner.ts';
import type { SeatInfo, SessionEvent } from '../../src-shared/session/types.ts';
import { AccessRepository } from '../store/access.ts';
import type { Db } from '../store/database.ts';
import { GameRepository, type GameRecord } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../store/settings.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { botPolicyFor, DEFAULT_BOT_BUDGET_MS } from './bots.ts';
import { exportGame, readGameFile } from './game-file.ts';
import { GameSession, type SessionDeps } from './game-session.ts';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rate-limit.ts';

export type Transport = 'ws' | 'ipc' | 'local';

/** Opening the desktop app's games to the network; `npm run serve` is always open. */
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
  lan?: LanControl;
};

export type ConnectOptions = {
  /** The same machine as the host (IPC, or a browser on loopback): may create and list games. */
  local: boolean;
  /** Lets the host cut off a connection that floods it. */
  disconnect?: () => void;
  /** Sends already-serialised JSON (WebSocket), so a view shared by many clients is stringified once. */
  sendText?: (json: string) => void;
};

/** One client's link to the host, whatever carries it (WebSocket, Electron IPC, in-process). */
export interface HostConnection {
  readonly id: string;
  readonly transport: Transport;
  /** Hands the host one raw message (JSON text or a structured value). Never throws. */
  receive(raw: unknown): void;
  close(): void;
}

/** What a connection may do in one game. A facilitator's screen may also hold seats (hot-seat play). */
type Grant = { facilitator: boolean; watcher: 'spectator' | 'projector' | null; players: Set<PlayerId> };

type Link = {
  id: string;
  transport: Transport;
  send: (event: HostEvent) => void;
  options: ConnectOptions;
  grants: Map<string, Grant>;
  bucket: TokenBucket;
  lastClientSeq: number;
  refused: number;
  lastRateNotice: number;
};

/** A refusal with a reason code; answered as an `error` event, nothing changes. */
export class Refusal extends Error {
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

const emptyGrant = (): Grant => ({ facilitator: false, watcher: null, players: new Set() });

/** How many recent game events a (re)joining screen receives with its first view. */
const RECENT_EVENTS = 400;

/**
 * The authoritative host: validates every command at the edge, owns one session per game, journals what
 * it accepts and pushes each connection the view it may see. Transports only move messages.
 */
export class GameHost {
  readonly version: string;
  readonly clock: Clock;
  private readonly journal: Journal;
  private readonly games: GameRepository;
  private readonly access: AccessRepository;
  private readonly settings: Settings;
  private readonly deps: SessionDeps;
  private readonly options: HostOptions;
  private readonly sessions = new Map<string, GameSession>();
  private readonly links = new Map<string, Link>();
  private readonly recent = new Map<string, GameEvent[]>();
  private heartbeat: unknown = null;

  constructor(options: HostOptions) {
    this.options = options;
    this.version = options.version;
    this.clock = options.clock ?? realClock;
    this.journal = new Journal(options.db);
    this.games = new GameRepository(options.db);
    this.access = new AccessRepository(options.db);
    this.settings = new Settings(options.db);
    this.deps = {
      db: options.db, journal: this.journal, games: this.games, snapshots: new SnapshotRepository(options.db),
      clock: this.clock, bots: options.bots ?? botPolicyFor({ now: () => this.clock.now(), budgetMs: options.botBudgetMs ?? DEFAULT_BOT_BUDGET_MS }),
      botThinkMs: options.botThinkMs ?? 0,
    };
  }

  get connectionCount(): number {
    return this.links.size;
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
      for (const seat of session.context.seats) {
        if (seat.kind === 'human' && seat.lostAt === null) session.send({ type: 'SEAT_LOST', at: now, player: seat.player });
      }
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
    this.links.set(id, {
      id, transport, send, options, grants: new Map(), bucket: new TokenBucket(this.options.rateLimit ?? DEFAULT_RATE_LIMIT, now),
      lastClientSeq: 0, refused: 0, lastRateNotice: -Infinity,
    });
    return { id, transport, receive: (raw) => this.receive(id, raw), close: () => this.disconnect(id) };
  }

  private disconnect(linkId: string): void {
    const link = this.links.get(linkId);
    if (!link) return;
    this.links.delete(linkId);
    for (const [gameId, grant] of link.grants) this.releaseSeats(gameId, [...grant.players]);
  }

  private receive(linkId: string, raw: unknown): void {
    const link = this.links.get(linkId);
    if (!link) return;
    const now = this.clock.now();
    if (!link.bucket.take(now)) {
      this.refuse(link, 'RATE_LIMITED', 'too many messages: slow down');
      return;
    }
    const decoded = decodeCommand(raw, link.options.local ? MAX_LOCAL_MESSAGE_CHARS : MAX_MESSAGE_CHARS);
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
    if (reason === 'RATE_LIMITED') {
      // One notice per second is enough; answering every dropped message would feed the flood.
      const now = this.clock.now();
      if (now - link.lastRateNotice < 1000) return;
      link.lastRateNotice = now;
    }
    link.send({ type: 'error', reason, message, ...(requestId ? { requestId } : {}) });
  }

  private handle(link: Link, command: Command): void {
    const requestId = command.requestId ? { requestId: command.requestId } : {};
    switch (command.type) {
      case 'hello':
        this.journal.append({ gameId: null, kind: 'hello', seat: null, payload: { connectionId: link.id, client: command.client }, at: this.clock.now() });
        link.send({ type: 'welcome', protocol: PROTOCOL_VERSION, hostVersion: this.version, connectionId: link.id, ...requestId });
        return;
      case 'list_games':
        this.requireLocal(link);
        link.send({ type: 'games', games: this.games.list().map((g) => this.summary(g)), ...requestId });
        return;
      case 'create_game': {
        this.requireLocal(link);
        const { gameId, joinCode, hostSecret } = this.createGame(command);
        this.grant(link, gameId).facilitator = true;
        link.send({ type: 'game_created', gameId, joinCode, hostSecret, ...requestId });
        this.sendView(link, gameId);
        return;
      }
      case 'start_game':
        this.requireFacilitator(link, command.gameId);
        this.startGame(command.gameId);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'join':
        return this.join(link, command);
      case 'spectate': {
        const gameId = this.gameByCode(command.code);
        const role = command.projector ? 'projector' : 'spectator';
        this.grant(link, gameId).watcher = role;
        link.send({ type: 'joined', gameId, joinCode: this.access.joinCodeOf(gameId)!, role, ...requestId });
        this.sendView(link, gameId);
        return;
      }
      case 'facilitate': {
        const gameId = this.gameByCode(command.code);
        if (!this.access.checkHostSecret(gameId, command.secret)) throw new Refusal('WRONG_SECRET', 'that is not the host secret of this game');
        this.grant(link, gameId).facilitator = true;
        link.send({ type: 'joined', gameId, joinCode: this.access.joinCodeOf(gameId)!, role: 'facilitator', ...requestId });
        this.sendView(link, gameId);
        return;
      }
      case 'claim_seat': {
        this.requireFacilitator(link, command.gameId);
        this.requireLocal(link);
        this.requireHumanSeat(command.gameId, command.player);
        link.send({ type: 'joined', gameId: command.gameId, joinCode: this.access.joinCodeOf(command.gameId)!, role: 'player', player: command.player, ...requestId });
        this.takeSeat(link, command.gameId, command.player);
        this.sendView(link, command.gameId);
        return;
      }
      case 'leave': {
        const grant = link.grants.get(command.gameId);
        link.grants.delete(command.gameId);
        if (grant) this.releaseSeats(command.gameId, [...grant.players]);
        link.send({ type: 'ack', ...requestId });
        return;
      }
      case 'act':
        this.act(link, command);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'check': {
        if (!link.grants.get(command.gameId)?.players.has(command.player)) throw new Refusal('NOT_YOUR_SEAT', `this connection does not play seat ${command.player}`);
        const engine = this.requireSession(command.gameId).context.engine;
        if (!engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
        const result = applyEngine(engine, { ...command.action, player: command.player } as Input);
        link.send(result.ok ? { type: 'check_result', ok: true, ...requestId } : { type: 'check_result', ok: false, reason: result.reason, message: result.message, ...requestId });
        return;
      }
      case 'control':
        this.control(link, command);
        link.send({ type: 'ack', ...requestId });
        return;
      case 'export_game': {
        if (!link.options.local) this.requireFacilitator(link, command.gameId);
        const record = this.requireRecord(command.gameId);
        const file = exportGame(record, this.journal.read(record.id), this.version, this.clock.now());
        link.send({ type: 'game_file', gameId: record.id, file, ...requestId });
        return;
      }
      case 'import_game': {
        this.requireLocal(link);
        const { gameId, joinCode, hostSecret } = this.importGame(command.file);
        this.grant(link, gameId).facilitator = true;
        link.send({ type: 'game_created', gameId, joinCode, hostSecret, ...requestId });
        this.sendView(link, gameId);
        return;
      }
      case 'lan': {
        this.requireLocal(link);
        const lan = this.options.lan;
        if (!lan) throw new Refusal('LAN_UNAVAILABLE', 'this host cannot change its network access');
        if (command.enable === undefined) {
          link.send({ type: 'lan_status', ...lan.status(), ...requestId });
          return;
        }
        void lan.setEnabled(command.enable).then(
          (status) => link.send({ type: 'lan_status', ...status, ...requestId }),
          (err: Error) => link.send({ type: 'error', reason: 'LAN_UNAVAILABLE', message: err.message, ...requestId }),
        );
        return;
      }
    }
  }

  // ---------------------------------------------------------------- roles and seats

  private grant(link: Link, gameId: string): Grant {
    let grant = link.grants.get(gameId);
    if (!grant) link.grants.set(gameId, (grant = emptyGrant()));
    return grant;
  }

  private requireLocal(link: Link): void {
    if (!link.options.local) throw new Refusal('LOCAL_ONLY', 'only the host machine can do this');
  }

  private requireFacilitator(link: Link, gameId: string): void {
    this.requireRecord(gameId);
    if (!link.grants.get(gameId)?.facilitator) throw new Refusal('FACILITATOR_ONLY', 'only the facilitator can do this (use the host secret)');
  }

  private requireHumanSeat(gameId: string, player: PlayerId): SeatInfo {
    const seat = this.requireSession(gameId).context.seats.find((s) => s.player === player);
    if (!seat) throw new Refusal('NOT_SEATED', `no seat ${player} in this game`);
    if (seat.kind !== 'human') throw new Refusal('SEAT_NOT_HUMAN', `${player} is played by a bot`);
    return seat;
  }

  private gameByCode(code: string): string {
    const gameId = this.access.gameByJoinCode(code);
    if (!gameId) throw new Refusal('GAME_NOT_FOUND', `no game with code ${code}`);
    return gameId;
  }

  /** Links currently holding a seat (a seat with none is "disconnected" for the session). */
  private seatHolders(gameId: string, player: PlayerId): Link[] {
    return [...this.links.values()].filter((l) => l.grants.get(gameId)?.players.has(player));
  }

  private takeSeat(link: Link, gameId: string, player: PlayerId): void {
    const wasHeld = this.seatHolders(gameId, player).length > 0;
    const session = this.requireSession(gameId);
    const seat = session.context.seats.find((s) => s.player === player)!;
    // The session hears the seat is back before this connection holds it, so the connection's first view of
    // the game is the fresh one sent right after (not this change).
    if (!wasHeld && seat.lostAt !== null && session.context.engine) this.send(gameId, { type: 'SEAT_BACK', at: this.clock.now(), player });
    this.grant(link, gameId).players.add(player);
    // Everyone else sees who is connected (the lobby lists it), even before the game starts.
    if (!wasHeld) this.broadcast(session, [], link);
  }

  /** After connections gave up seats: the session learns which seats have nobody left, every screen sees it. */
  private releaseSeats(gameId: string, players: PlayerId[]): void {
    const session = this.sessions.get(gameId);
    if (!session) return;
    const running = session.context.engine?.status === 'RUNNING';
    let changed = false;
    for (const player of players) {
      if (this.seatHolders(gameId, player).length > 0) continue;
      const seat = session.context.seats.find((s) => s.player === player);
      if (running && seat?.kind === 'human' && seat.lostAt === null) this.send(gameId, { type: 'SEAT_LOST', at: this.clock.now(), player });
      else changed = true;
    }
    if (changed) this.broadcast(session, []);
  }

  private join(link: Link, command: CommandOf<'join'>): void {
    const gameId = this.gameByCode(command.code);
    let player: PlayerId;
    let token: string;
    if (command.token) {
      const owner = this.access.seatOfToken(command.token);
      if (!owner || owner.gameId !== gameId) throw new Refusal('WRONG_TOKEN', 'that seat token does not belong to this game');
      player = owner.player;
      token = command.token;
    } else {
      const session = this.requireSession(gameId);
      const claimed = new Set(this.access.claimedSeats(gameId));
      const free = session.context.seats.filter((s) => s.kind === 'human' && !claimed.has(s.player) && this.seatHolders(gameId, s.player).length === 0);
      if (command.seat) {
        this.requireHumanSeat(gameId, command.seat);
        if (!free.some((s) => s.player === command.seat)) throw new Refusal('SEAT_TAKEN', `${command.seat} is already taken`);
        player = command.seat;
      } else {
        if (free.length === 0) throw new Refusal('NO_FREE_SEAT', 'every human seat is taken; ask the facilitator, or watch as a spectator');
        player = free[0].player;
      }
      token = this.access.issueSeatToken(gameId, player, this.clock.now());
      if (command.name) this.send(gameId, { type: 'SET_SEAT', at: this.clock.now(), player, kind: 'human', botLevel: null, name: command.name });
    }
    // The answer first: a client learns its seat before any view of the game reaches it.
    link.send({ type: 'joined', gameId, joinCode: this.access.joinCodeOf(gameId)!, role: 'player', player, token, ...(command.requestId ? { requestId: command.requestId } : {}) });
    this.takeSeat(link, gameId, player);
    this.sendView(link, gameId);
  }

  // ---------------------------------------------------------------- games

  createGame(command: Omit<CommandOf<'create_game'>, 'type'>): { gameId: string; joinCode: string; hostSecret: string } {
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
    const access = this.access.issueGameAccess(record.id);
    this.attach(GameSession.create(record, this.deps));
    if (command.start) this.startGame(record.id);
    return { gameId: record.id, ...access };
  }

  startGame(gameId: string): void {
    const record = this.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the game has already started');
    this.send(gameId, { type: 'START', at: this.clock.now(), config: record.config, seed: record.seed });
  }

  importGame(raw: unknown): { gameId: string; joinCode: string; hostSecret: string } {
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
    const access = this.access.issueGameAccess(record.id);
    const session = GameSession.create(record, this.deps);
    this.attach(session);
    this.send(record.id, { type: 'LOAD', at: this.clock.now(), config, seed: file.seed, inputs: file.inputs as Input[] });
    return { gameId: record.id, ...access };
  }

  private attach(session: GameSession): void {
    this.sessions.set(session.id, session);
    this.recent.set(session.id, []);
    session.onChange((s) => {
      // Kept so a screen that (re)joins gets the story so far with its first view, not an empty log.
      const recent = [...this.recent.get(s.id)!, ...s.context.lastEvents];
      this.recent.set(s.id, recent.length > RECENT_EVENTS ? recent.slice(recent.length - RECENT_EVENTS) : recent);
      this.broadcast(s);
    });
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
    if (command.clientSeq <= link.lastClientSeq) {
      throw new Refusal('DUPLICATE_REQUEST', `command ${command.clientSeq} was already received on this connection`);
    }
    link.lastClientSeq = command.clientSeq;
    const session = this.requireSession(command.gameId);
    if (!link.grants.get(command.gameId)?.players.has(command.player)) {
      throw new Refusal('NOT_YOUR_SEAT', `this connection does not play seat ${command.player}`);
    }
    const engine = session.context.engine;
    if (!engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
    if (command.phaseSerial !== engine.phaseSerial) {
      throw new Refusal('STALE_INPUT', `that action was made in an earlier phase (${command.phaseSerial}, now ${engine.phaseSerial})`);
    }
    const input = { ...command.action, player: command.player } as Input;
    // Validate on the current state first: a refused input is answered and never journaled.
    const result = applyEngine(engine, input);
    if (!result.ok) throw new Refusal(result.reason, result.message);
    this.send(command.gameId, { type: 'INPUT', at: this.clock.now(), input });
  }

  private control(link: Link, command: CommandOf<'control'>): void {
    this.requireFacilitator(link, command.gameId);
    const session = this.requireSession(command.gameId);
    const at = this.clock.now();
    const needsGame = !['set_seat', 'free_seat'].includes(command.command);
    if (needsGame && !session.context.engine) throw new Refusal('GAME_NOT_RUNNING', 'the game has not started');
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
      case 'free_seat': {
        if (!command.player) throw new Refusal('MALFORMED_INPUT', 'free_seat needs player');
        this.requireHumanSeat(command.gameId, command.player);
        this.access.revokeSeat(command.gameId, command.player);
        for (const l of this.seatHolders(command.gameId, command.player)) l.grants.get(command.gameId)!.players.delete(command.player);
        this.releaseSeats(command.gameId, [command.player]);
        return;
      }
    }
  }

  // ---------------------------------------------------------------- views

  /** The shared part of a view message, computed once per change for every connection. */
  private sharedView(session: GameSession) {
    const ctx = session.context;
    const now = this.clock.now();
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
      seats: ctx.seats.map((s) => ({ player: s.player, name: s.name, kind: s.kind, botLevel: s.botLevel, connected: this.seatHolders(session.id, s.player).length > 0 })),
    };
    const view = pub ?? { phase: 'LOBBY', turn: 0, status: 'LOBBY' };
    return { view, viewJson: JSON.stringify(view), sessionInfo, sessionJson: JSON.stringify(sessionInfo) };
  }

  private viewFor(session: GameSession, grant: Grant, shared: ReturnType<GameHost['sharedView']>, events: GameEvent[]) {
    const engine = session.context.engine;
    const priv = engine ? Object.fromEntries([...grant.players].map((p) => [p, privateView(engine, p)])) : {};
    const visible = events.filter((e) => !e.visibleTo || e.visibleTo.some((p) => grant.players.has(p)));
    return { priv, visible };
  }

  /** `fresh`: the events are the recent history for a connection that just took a role (the client replaces its log). */
  private deliver(link: Link, session: GameSession, grant: Grant, shared: ReturnType<GameHost['sharedView']>, events: GameEvent[], fresh = false): void {
    const { priv, visible } = this.viewFor(session, grant, shared, events);
    if (link.options.sendText) {
      link.options.sendText(
        `{"type":"view","gameId":${JSON.stringify(session.id)},"view":${shared.viewJson},"private":${JSON.stringify(priv)},"session":${shared.sessionJson},"events":${JSON.stringify(visible)}${fresh ? ',"fresh":true' : ''}}`,
      );
      return;
    }
    link.send({
      type: 'view', gameId: session.id, view: shared.view as { phase: string; turn: number; status: string }, private: priv as Record<string, { player: string }>,
      session: shared.sessionInfo, events: visible, ...(fresh ? { fresh: true } : {}),
    });
  }

  /** The full view for a connection that just took a role, with the recent events it may see. */
  private sendView(link: Link, gameId: string): void {
    const session = this.requireSession(gameId);
    this.deliver(link, session, link.grants.get(gameId) ?? emptyGrant(), this.sharedView(session), this.recent.get(gameId) ?? [], true);
  }

  /** Sends every connection in the game (but `except`) its view; `events` default to those of the last change. */
  private broadcast(session: GameSession, events: GameEvent[] = session.context.lastEvents, except?: Link): void {
    const shared = this.sharedView(session);
    for (const link of this.links.values()) {
      const grant = link.grants.get(session.id);
      if (grant && link !== except) this.deliver(link, session, grant, shared, events);
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

  private requireRecord(gameId: string): GameRecord {
    const record = this.games.get(gameId);
    if (!record) throw new Refusal('GAME_NOT_FOUND', `no game ${gameId}`);
    return record;
  }

  private requireSession(gameId: string): GameSession {
    const session = this.sessions.get(gameId);
    if (session) return session;
    const record = this.requireRecord(gameId);
    // Finished games are not kept running; they are rebuilt on demand for viewing and export.
    const restored = GameSession.restore(record, this.deps);
    this.attach(restored);
    return restored;
  }
}
