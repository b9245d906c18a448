import { defaultBotLevel, type BotService } from '../../src-shared/platform/bots.ts';
import type { BotLevel } from '../../src-shared/platform/table-options.ts';
import type { BaseEvent, BaseInput, GameRegistry } from '../../src-shared/platform/module.ts';
import { negotiateProtocol, PROTOCOL_VERSION, SUPPORTED_PROTOCOLS, type Command, type CommandOf, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import { AccessRepository } from '../store/access.ts';
import type { Db } from '../store/database.ts';
import { GameRepository, type GameRecord } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../store/settings.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import type { AttemptLimit } from './attempts.ts';
import { ConnectionGate, type HostConnection } from './connection-gate.ts';
import { recordForNewGame } from './game-records.ts';
import { inProcessWork, type HeavyWork, type JobResult } from './heavy/jobs.ts';
import { prepareImport, type PreparedImport } from './heavy/prepare-import.ts';
import { GameCommands } from './game-commands.ts';
import { HistoryCache, HistoryDesk } from './history.ts';
import { CLASS_COMMAND_TYPES, ClassDesk } from './class-desk.ts';
import { answerLan, gameStatus, gameSummary } from './host-info.ts';
import { HintDesk } from './hints.ts';
import { ProfileDesk } from './profiles.ts';
import type { GameSession } from './game-session.ts';
import { emptyGrant, grantOf, Refusal, rid, type ConnectOptions, type Link, type Transport } from './links.ts';
import type { RateLimit } from './rate-limit.ts';
import { SeatDesk, type ClassSeatRules, type HostCore } from './seats.ts';
import { Tables } from './tables.ts';
import { deliverView, sharedView, tableFacts, type Delivery, type TableFacts } from './views.ts';

export { Refusal, type ConnectOptions, type Transport } from './links.ts';
export type { HostConnection } from './connection-gate.ts';

/** Opening the desktop app's games to the network; `npm run serve` reports how it was started. */
export interface LanControl {
  status(): { enabled: boolean; urls: string[] };
  setEnabled(enabled: boolean): Promise<{ enabled: boolean; urls: string[] }>;
}

export type HostOptions = {
  db: Db;
  version: string;
  /** The games this host plays (the composition root passes src-shared/games/registry.ts). */
  registry: GameRegistry;
  /** Injected so tests control time; the host is the only place that reads a clock. */
  clock?: Clock;
  /**
   * Who decides bot moves: the host's worker pool (src-main/bots) in the app, in-process bots in tests and
   * tools (their hard bot measures its budget on `clock`).
   */
  bots: BotService;
  /** Delay before bots act in a window (ms). */
  botThinkMs?: number;
  /** How often the host records that it is alive, so a restart knows how long it was down (ms). */
  heartbeatMs?: number;
  rateLimit?: RateLimit;
  /** Refused messages after which a flooding connection is cut off. */
  floodLimit?: number;
  /** Failed joins (wrong code, token or secret) allowed per address and window. */
  attemptLimit?: Partial<AttemptLimit>;
  lan?: LanControl;
  /**
   * Where replays of whole games run — imports, exports, history, what-ifs, class debriefs (heavy/jobs.ts): the
   * app passes a worker thread; left out, they run at once on the host's thread (tests and tools).
   */
  heavyWork?: HeavyWork;
};

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

const deliveryOf = (link: Link): Delivery => ({ send: link.send, sendText: link.options.sendText });

/**
 * The authoritative host: answers every command, owns the tables (one session per game), journals what it
 * accepts and pushes each connection the view it may see. Its parts: the connection gate (edge and limits,
 * connection-gate.ts), the seat desk (roles, tokens, seat controls, seats.ts), the tables (lifecycle of
 * sessions, tables.ts), commands on running games (game-commands.ts) and views (views.ts).
 */
export class GameHost implements HostCore {
  readonly version: string;
  readonly clock: Clock;
  readonly games: GameRepository;
  readonly access: AccessRepository;
  private readonly journal: Journal;
  private readonly settings: Settings;
  private readonly options: HostOptions;
  private readonly gate: ConnectionGate;
  private readonly tables: Tables;
  private readonly seats: SeatDesk;
  private readonly commands: GameCommands;
  private readonly hints: HintDesk;
  readonly profiles: ProfileDesk;
  private readonly history: HistoryDesk;
  private readonly classes: ClassDesk;
  private readonly work: HeavyWork;
  private heartbeat: unknown = null;

  constructor(options: HostOptions) {
    this.options = options;
    this.version = options.version;
    this.clock = options.clock ?? realClock;
    this.journal = new Journal(options.db);
    this.games = new GameRepository(options.db);
    this.access = new AccessRepository(options.db);
    this.settings = new Settings(options.db);
    this.profiles = new ProfileDesk({
      db: options.db, clock: this.clock, registry: options.registry, record: (id) => this.games.get(id),
      liveSession: (id) => this.tables.get(id), broadcast: (session) => this.broadcast(session),
    });
    this.seats = new SeatDesk(this, options.attemptLimit);
    this.commands = new GameCommands(this, this.seats);
    this.work = options.heavyWork ?? inProcessWork({ registry: options.registry, journal: (id) => this.journal.read(id), version: this.version, histories: new HistoryCache() });
    this.history = new HistoryDesk(this.work, {
      record: (id) => this.requireRecord(id), moduleOf: (kind) => this.tables.moduleOf(kind), now: () => this.clock.now(),
      answer: (link, result) => this.answerJob(link, result),
    });
    this.hints = new HintDesk(this, this.seats, options.bots);
    this.gate = new ConnectionGate({
      clock: this.clock, rateLimit: options.rateLimit, floodLimit: options.floodLimit,
      handle: (link, command) => this.handle(link, command),
      // A message too large to parse here (only the host machine's own imports are): parsed and prepared as heavy work.
      large: (link, text, done) => this.work.run({ kind: 'decode', ...(typeof text === 'string' ? { text } : { bytes: text }), now: this.clock.now() }, (result) => {
        this.answerJob(link, result);
        done();
      }),
      closed: (link) => {
        for (const [gameId, grant] of link.grants) if (this.tables.has(gameId)) this.seats.releaseSeats(gameId, [...grant.players]);
        this.classes.linkClosed(link);
        this.seats.linkClosed(link);
      },
    });
    this.tables = new Tables({
      db: options.db, journal: this.journal, games: this.games, snapshots: new SnapshotRepository(options.db),
      clock: this.clock, bots: options.bots, botThinkMs: options.botThinkMs ?? 0, registry: options.registry,
      changed: (session, events) => {
        // A game that just ended is credited to the profiles its seats play for (once; see profiles.ts).
        this.profiles.creditIfEnded(session);
        this.broadcast(session, undefined, events);
      },
      onBotError: (error) => console.error(`bots could not decide: ${error instanceof Error ? error.message : String(error)}`),
    });
    this.classes = new ClassDesk(options.db, {
      clock: this.clock, access: this.access, version: this.version, allLinks: () => this.allLinks(),
      moduleOf: (kind) => this.tables.moduleOf(kind),
      checkNewGame: (command) => recordForNewGame(this.tables.moduleOf(command.game ?? this.tables.kinds.defaultKind), command, this.clock.now()),
      createGame: (command) => this.createGame(command), startGame: (id, empty, level) => this.startGame(id, empty, level),
      control: (command) => this.commands.control(command), requireRecord: (id) => this.requireRecord(id), requireSession: (id) => this.requireSession(id),
      status: (id) => gameStatus(this.requireSession(id)),
      sendView: (link, id) => this.sendView(link, id), journal: (id) => this.journal.read(id),
      work: (link, job) => this.work.run(job, (result) => this.answerJob(link, result)),
    }, this.seats);
  }

  get connectionCount(): number {
    return this.gate.size;
  }

  allLinks(): Iterable<Link> {
    return this.gate.all();
  }

  connect(transport: Transport, send: (event: HostEvent) => void, options: ConnectOptions = { local: transport !== 'ws' }): HostConnection {
    return this.gate.connect(transport, send, options);
  }

  /**
   * Resumes every unfinished game from its newest snapshot plus the journal after it. Time the host was
   * down (since its last heartbeat) is given back to every running window; human seats count as
   * disconnected until their players come back (so the grace period applies to them).
   */
  start(): { restored: string[]; downtimeMs: number } {
    const now = this.clock.now();
    const last = this.settings.get<number>(HEARTBEAT_KEY);
    const downtimeMs = last === null ? 0 : Math.max(0, now - last);
    const restored: string[] = [];
    for (const record of this.games.unfinished()) {
      this.tables.restore(record).send({ type: 'RESTARTED', at: now, downtimeMs });
      this.markAbsent(record.id);
      restored.push(record.id);
    }
    this.profiles.creditLeftovers((gameId) => this.requireSession(gameId));
    this.beat();
    return { restored, downtimeMs };
  }

  stop(): void {
    if (this.heartbeat !== null) this.clock.clearTimeout(this.heartbeat);
    this.heartbeat = null;
    this.tables.stop();
    void this.work.close?.();
  }

  private beat(): void {
    this.settings.set(HEARTBEAT_KEY, this.clock.now());
    this.heartbeat = this.clock.setTimeout(() => this.beat(), this.options.heartbeatMs ?? 250);
  }

  session(gameId: string): GameSession | undefined {
    return this.tables.get(gameId);
  }

  record(gameId: string): GameRecord | null {
    return this.games.get(gameId);
  }

  private handle(link: Link, command: Command): void {
    switch (command.type) {
      case 'hello': {
        // Greetings change no game: they are answered, not journaled. The edge refused a hello with no common version.
        link.protocol = negotiateProtocol(command) ?? PROTOCOL_VERSION;
        link.greeted = true;
        link.send({ type: 'welcome', protocol: link.protocol, protocols: [...SUPPORTED_PROTOCOLS], hostVersion: this.version, connectionId: link.id, ...rid(command) });
        return;
      }
      case 'list_games':
        this.requireLocal(link);
        link.send({ type: 'games', games: this.games.list().map((g) => gameSummary(g, this.tables.get(g.id), this.access.joinCodeOf(g.id))), ...rid(command) });
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
        const undo = this.classes.noteAction(command.gameId, command.player, command.action.type, this.clock.now());
        try {
          this.commands.act(link, command);
        } catch (err) {
          // A class keeps refused orders for its debrief (with the reason in words).
          undo();
          this.classes.noteRejected(command, err, this.clock.now());
          throw err;
        }
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'check':
        return this.commands.check(link, command);
      case 'hint':
        // Answered later (the bot thinks on a worker thread); nothing is applied or journaled.
        return this.hints.hint(link, command);
      case 'control':
        this.requireFacilitator(link, command.gameId);
        this.commands.control(command);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'export_game': {
        if (!link.options.local) this.requireFacilitator(link, command.gameId);
        const record = this.requireRecord(command.gameId);
        this.tables.moduleOf(record.kind);
        // The whole game is replayed to write the file: heavy work, answered when it is done.
        this.work.run({ kind: 'export', record, passphrase: command.passphrase, now: this.clock.now(), ...rid(command) }, (result) => this.answerJob(link, result));
        return;
      }
      case 'import_game':
        this.requireLocal(link);
        this.work.run({ kind: 'import', file: command.file, passphrase: command.passphrase, now: this.clock.now(), ...rid(command) }, (result) => this.answerJob(link, result));
        return;
      case 'history':
        return this.history.history(link, command);
      case 'play_from':
        return this.history.playFrom(link, command);
      case 'list_profiles':
      case 'create_profile':
      case 'set_profile_settings':
        return this.profiles.handle(link, command);
      case 'lan':
        this.requireLocal(link);
        return answerLan(link, command, this.options.lan);
      default:
        if (CLASS_COMMAND_TYPES.has(command.type)) return this.classes.handle(link, command as Parameters<ClassDesk['handle']>[1]);
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
    const record = recordForNewGame(this.tables.moduleOf(command.game ?? this.tables.kinds.defaultKind), command, this.clock.now());
    this.profiles.checkNewSeats(command.seats);
    this.games.insert(record);
    for (const [i, seat] of command.seats.entries()) if (seat.profile) this.profiles.bind(record.id, record.seats[i].player, seat.profile);
    const access = this.access.issueGameAccess(record.id);
    this.tables.open(record);
    if (command.start) this.startGame(record.id);
    return { gameId: record.id, ...access };
  }

  /**
   * Starts a game from its lobby. Human seats nobody holds are filled with bots, removed, or (by default)
   * kept: then they count as disconnected from the first moment, so they are ready after the grace period
   * and never hold up a class.
   */
  startGame(gameId: string, emptySeats?: 'bot' | 'remove', botLevel?: BotLevel): void {
    const record = this.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the game has already started');
    const empty = this.seats.emptySeats(gameId);
    if (emptySeats === 'remove' && empty.length > 0) this.seats.removeSeats(gameId, empty);
    const level = botLevel ?? defaultBotLevel(this.requireSession(gameId).module);
    if (emptySeats === 'bot') for (const player of empty) this.seats.setSeat(gameId, player, 'bot', level);
    const current = this.requireRecord(gameId);
    this.send(gameId, { type: 'START', at: this.clock.now(), config: current.config, seed: current.seed, table: current.table });
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

  /**
   * The answer to heavy work: its event (JSON text, sent as it is), a refusal, or a new game (an import or a
   * what-if) the host adopts — unless the connection that asked is gone (its file is still with its owner).
   */
  private answerJob(link: Link, result: JobResult): void {
    if (!this.gate.isOpen(link)) return;
    if (result.kind === 'refused') {
      link.send({ type: 'error', reason: result.reason, message: result.message, ...rid(result) });
    } else if (result.kind === 'event') {
      if (link.options.sendText) link.options.sendText(result.text);
      else link.send(JSON.parse(result.text) as HostEvent);
    } else {
      const created = this.adoptGame(result.prepared);
      grantOf(link, created.gameId).facilitator = true;
      link.send({ type: 'game_created', ...created, ...rid(result) });
      this.sendView(link, created.gameId);
    }
  }

  /** Imports a game file on the caller's thread (the import tool); `name`: the new game's name (default: the file's, marked imported). */
  importGame(raw: unknown, passphrase?: string, name?: string): { gameId: string; joinCode: string; hostSecret: string } {
    return this.adoptGame(prepareImport(this.tables.kinds, raw, passphrase, this.clock.now(), name));
  }

  /** A game prepared as heavy work (an import, a what-if): written as given and resumed from its snapshot. */
  private adoptGame(prepared: PreparedImport): { gameId: string; joinCode: string; hostSecret: string } {
    const session = this.tables.adopt(prepared);
    const access = this.access.issueGameAccess(prepared.record.id);
    const engine = session.context.engine;
    if (engine !== null && session.module.status(engine) === 'RUNNING') this.markAbsent(prepared.record.id);
    return { gameId: prepared.record.id, ...access };
  }

  replaceSession(record: GameRecord): void {
    this.profiles.seatsChanged(record.id);
    // Every screen in the lobby sees the renumbered seats at once.
    this.broadcast(this.tables.replace(record));
  }

  get classSeats(): ClassSeatRules {
    return this.classes;
  }

  /** Sends a session event (see Tables.send: a failed machine is rebuilt from the store). */
  send(gameId: string, event: SessionEvent): void {
    this.tables.send(gameId, event);
  }

  requireRecord(gameId: string): GameRecord {
    return this.tables.requireRecord(gameId);
  }

  requireSession(gameId: string): GameSession {
    return this.tables.require(gameId);
  }

  // ---------------------------------------------------------------- views

  private facts(gameId: string): TableFacts {
    return tableFacts(gameId, this.clock.now(), this.access, (p) => this.seats.seatHolders(gameId, p).length > 0, (p) => this.profiles.seatFacts(gameId, p));
  }

  /** The full view for a connection that just took a role, with the recent events it may see. */
  sendView(link: Link, gameId: string): void {
    const session = this.requireSession(gameId);
    deliverView(deliveryOf(link), session, (link.grants.get(gameId) ?? emptyGrant()).players, sharedView(session, this.facts(gameId)), this.tables.recent(gameId), true);
  }

  /** Sends every connection in the game (but `except`) its view; `events` are those of the last change (none by default). */
  broadcast(session: GameSession, except?: Link, events: BaseEvent[] = []): void {
    const watchers = this.gate.watching(session.id, except);
    // Nobody watches (bots only, or every screen closed): no view to build.
    if (watchers.length > 0) {
      const shared = sharedView(session, this.facts(session.id));
      for (const link of watchers) deliverView(deliveryOf(link), session, link.grants.get(session.id)!.players, shared, events);
    }
    // After the views (the players wait for those): a class table's dashboards see the roster change with it.
    this.classes.tableChanged(session.id);
  }
}
