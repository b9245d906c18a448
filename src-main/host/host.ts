import type { BotLevel } from '../../src-shared/platform/table-options.ts';
import type { BaseEvent } from '../../src-shared/platform/module.ts';
import { HOST_FEATURES, negotiateProtocol, PROTOCOL_VERSION, VIEW_DELTAS, SUPPORTED_PROTOCOLS, type Command, type CommandOf, type HostEvent } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import { AccessRepository } from '../store/access.ts';
import { GameRepository, type GameRecord } from '../store/games.ts';
import { Journal } from '../store/journal.ts';
import { HEARTBEAT_KEY, Settings } from '../store/settings.ts';
import { SnapshotRepository } from '../store/snapshots.ts';
import { ConnectionGate, type HostConnection } from './connection-gate.ts';
import { recordForNewGame } from './game-records.ts';
import { inProcessWork, type HeavyWork, type JobResult } from './heavy/jobs.ts';
import { answerJob, type Created } from './heavy/answers.ts';
import { GameLifecycle } from './game-lifecycle.ts';
import { GameCommands } from './game-commands.ts';
import { HistoryCache, HistoryDesk } from './history.ts';
import { CLASS_COMMAND_TYPES, ClassDesk } from './class-desk.ts';
import { answerLan, gameStatus, gameSummary } from './host-info.ts';
import { HintDesk } from './hints.ts';
import { ProfileDesk } from './profiles.ts';
import type { GameSession } from './game-session.ts';
import { grantOf, Refusal, rid, type ConnectOptions, type Link, type Transport } from './links.ts';
import { SeatDesk, type ClassSeatRules, type HostCore } from './seats.ts';
import { Tables } from './tables.ts';
import { HotSeatClock } from './hot-seat-time.ts';
import { SameDealScreens } from './same-deal.ts';
import { ViewDesk } from './view-desk.ts';
import { tableFacts } from './views.ts';
import type { ClassTutorials } from './tutorials/class-tutorials.ts';
import type { TutorialDesk } from './tutorials/tutorial-desk.ts';
import { tutorialDesks } from './tutorials/tutorial-wiring.ts';

export { Refusal, type ConnectOptions, type Transport } from './links.ts';
export type { HostConnection } from './connection-gate.ts';

import { DEFAULT_CLASS_STATE_MS, realClock, type HostOptions } from './host-options.ts';

export { DEFAULT_CLASS_STATE_MS, realClock, type HostOptions, type LanControl } from './host-options.ts';

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
  private readonly deals: SameDealScreens;
  private readonly hotSeat: HotSeatClock;
  private readonly views: ViewDesk;
  private readonly lifecycle: GameLifecycle;
  private readonly tutorials: TutorialDesk;
  private readonly classTutorials: ClassTutorials;
  /** Unfinished games this build cannot play (start()), with why: the games list says so instead of "running". */
  private readonly unplayable = new Map<string, { reason: string; message: string }>();
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
      record: (id) => this.requireRecord(id), moduleFor: (record) => this.tables.moduleFor(record), now: () => this.clock.now(),
      answer: (link, result) => this.answerJob(link, result),
      // A finished table dealt like tables still playing shows its whole deal: its watchers wait with the others.
      hidden: (gameId) => this.deals.held(gameId) !== null,
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
    this.lifecycle = new GameLifecycle({
      clock: this.clock, tables: this.tables, games: this.games, access: this.access, profiles: this.profiles,
      seats: () => this.seats, send: (gameId, event) => this.send(gameId, event),
    });
    this.hotSeat = new HotSeatClock({ links: (gameId) => this.gate.watching(gameId), send: (gameId, event) => this.send(gameId, event), now: () => this.clock.now() });
    this.deals = new SameDealScreens({
      group: (gameId) => this.classes.dealGroup(gameId),
      session: (gameId) => this.tables.get(gameId),
      viewAt: (gameId, period, done) => this.work.run({ kind: 'view_at', record: this.requireRecord(gameId), period, now: this.clock.now() }, (result) => done(result.kind === 'event' ? result.text : null)),
      refresh: (gameId) => {
        const session = this.tables.get(gameId);
        if (session) this.broadcast(session);
      },
    });
    this.views = new ViewDesk({
      watching: (gameId, except) => this.gate.watching(gameId, except), recent: (gameId) => this.tables.recent(gameId),
      requireSession: (gameId) => this.requireSession(gameId), deals: this.deals,
      facts: (gameId) => tableFacts(gameId, this.clock.now(), this.access, (p) => this.seats.seatHolders(gameId, p).length > 0, (p) => this.profiles.seatFacts(gameId, p), (p) => this.tutorials.isScripted(gameId, p)),
      afterChange: (session) => {
        // A secret window several seats of one hot-seat screen must answer: each gets its time (hot-seat-time.ts).
        this.hotSeat.changed(session);
        // After the views (the players wait for those): a class table's dashboards see the roster change with it.
        this.classes.tableChanged(session.id);
      },
    });
    this.classes = new ClassDesk(options.db, {
      clock: this.clock, access: this.access, version: this.version, gameLinks: (gameId) => this.gameLinks(gameId), classLinks: (classId) => this.classLinks(classId),
      moduleOf: (kind) => this.tables.moduleOf(kind),
      checkNewGame: (command) => recordForNewGame(this.tables.moduleOf(command.game ?? this.tables.kinds.defaultKind), command, this.clock.now()),
      createGame: (command) => this.createGame(command), startGame: (id, empty, level) => this.startGame(id, empty, level),
      control: (command) => this.commands.control(command), requireRecord: (id) => this.requireRecord(id), requireSession: (id) => this.requireSession(id),
      status: (id) => gameStatus(this.requireSession(id)),
      sendView: (link, id) => this.sendView(link, id), journal: (id) => this.journal.read(id),
      work: (link, job) => this.work.run(job, (result) => this.answerJob(link, result)),
    }, this.seats, options.classStateMs ?? DEFAULT_CLASS_STATE_MS);
    ({ desk: this.tutorials, classTutorials: this.classTutorials } = tutorialDesks({
      db: options.db, clock: this.clock, registry: options.registry, files: options.tutorials ?? {}, games: this.games, access: this.access, tables: this.tables, seats: this.seats,
      profiles: this.profiles, classes: this.classes, send: (gameId, event) => this.send(gameId, event), gameLinks: (gameId) => this.gameLinks(gameId),
    }));
  }

  get connectionCount(): number {
    return this.gate.size;
  }

  /** Links with any role in a game, from the gate's index (a live set). */
  gameLinks(gameId: string): ReadonlySet<Link> {
    return this.gate.inGame(gameId);
  }

  /** Links that facilitate or project a class, from the gate's index (a live set). */
  classLinks(classId: string): ReadonlySet<Link> {
    return this.gate.inClass(classId);
  }

  connect(transport: Transport, send: (event: HostEvent) => void, options: ConnectOptions = { local: transport !== 'ws' }): HostConnection {
    return this.gate.connect(transport, send, options);
  }

  /**
   * Resumes every unfinished game from its newest snapshot plus the journal after it. Time the host was
   * down (since its last heartbeat) is given back to every running window; human seats count as
   * disconnected until their players come back (so the grace period applies to them). A game this build cannot
   * play — of a kind it lacks, or played under another engine version — stays as it is, untouched and not
   * running, and is listed in `refused` with the reason (every later command on it is refused the same way).
   */
  start(): { restored: string[]; refused: { gameId: string; reason: string; message: string }[]; downtimeMs: number } {
    const now = this.clock.now();
    const last = this.settings.get<number>(HEARTBEAT_KEY);
    const downtimeMs = last === null ? 0 : Math.max(0, now - last);
    const restored: string[] = [];
    const refused: { gameId: string; reason: string; message: string }[] = [];
    for (const record of this.games.unfinished()) {
      const session = this.tables.restoreIfPlayable(record);
      if (session instanceof Refusal) {
        refused.push({ gameId: record.id, reason: session.reason, message: session.message });
        this.unplayable.set(record.id, { reason: session.reason, message: session.message });
        console.error(`game ${record.id} ("${record.name}") is not resumed: ${session.message}`);
        continue;
      }
      session.send({ type: 'RESTARTED', at: now, downtimeMs });
      this.lifecycle.markAbsent(record.id);
      restored.push(record.id);
    }
    this.profiles.creditLeftovers((gameId) => this.requireSession(gameId));
    this.beat();
    return { restored, refused, downtimeMs };
  }

  stop(): void {
    if (this.heartbeat !== null) this.clock.clearTimeout(this.heartbeat);
    this.heartbeat = null;
    this.tables.stop();
    this.classes.stop();
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
        // Features are granted per connection and only when asked: a client that does not ask sees no change.
        const features = command.features?.filter((f) => HOST_FEATURES.includes(f));
        link.viewDeltas = features?.includes(VIEW_DELTAS) ?? false;
        link.send({ type: 'welcome', protocol: link.protocol, protocols: [...SUPPORTED_PROTOCOLS], hostVersion: this.version, connectionId: link.id, ...(features ? { features } : {}), ...rid(command) });
        return;
      }
      case 'resync':
        this.views.resync(link, command.gameId);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'list_games':
        this.requireLocal(link);
        link.send({ type: 'games', games: this.games.list().filter((g) => !this.tutorials.isTutorial(g.id)).map((g) => gameSummary(g, this.tables.get(g.id), this.access.joinCodeOf(g.id), this.unplayable.get(g.id))), ...rid(command) });
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
          // At a tutorial's table the move is judged against the step first (tutorials/tutorial-desk.ts).
          this.tutorials.act(link, command, () => this.commands.act(link, command));
        } catch (err) {
          // A class keeps refused orders for its debrief (with the reason in words).
          undo();
          this.classes.noteRejected(command, err, this.clock.now());
          throw err;
        }
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'check':
        return this.tutorials.check(link, command, () => this.commands.check(link, command));
      case 'hint':
        // Answered later (the bot thinks on a worker thread); nothing is applied or journaled.
        return this.hints.hint(link, command);
      case 'control':
        this.requireFacilitator(link, command.gameId);
        this.commands.control(command);
        link.send({ type: 'ack', ...rid(command) });
        return;
      case 'export_game': {
        this.tutorials.refuseTable(command.gameId, 'exported');
        if (!link.options.local) this.requireFacilitator(link, command.gameId);
        const record = this.requireRecord(command.gameId);
        // Refused now, not after a replay: a kind this build does not play, or a game of other rules.
        this.tables.moduleFor(record);
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
        this.tutorials.refuseTable(command.gameId, 'played on from');
        return this.history.playFrom(link, command);
      case 'list_tutorials':
        return this.tutorials.list(link, command);
      case 'start_tutorial':
        return this.tutorials.start(link, command);
      case 'tutorial_next':
        return this.tutorials.next(link, command);
      case 'assign_tutorials':
        return this.classTutorials.assign(link, command);
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

  createGame(command: Omit<CommandOf<'create_game'>, 'type'>): Created {
    return this.lifecycle.create(command);
  }

  startGame(gameId: string, emptySeats?: 'bot' | 'remove', botLevel?: BotLevel): void {
    this.lifecycle.start(gameId, emptySeats, botLevel);
  }

  /** The answer to heavy work (heavy/answers.ts). */
  private answerJob(link: Link, result: JobResult): void {
    answerJob({ isOpen: (l) => this.gate.isOpen(l), adopt: (prepared) => this.lifecycle.adopt(prepared), sendView: (l, id) => this.sendView(l, id) }, link, result);
  }

  /** Imports a game file on the caller's thread (the import tool). */
  importGame(raw: unknown, passphrase?: string, name?: string): Created {
    return this.lifecycle.importFile(raw, passphrase, name);
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

  /** The full view for a connection that just took a role, with the recent events it may see (view-desk.ts). */
  sendView(link: Link, gameId: string): void {
    this.views.sendView(link, gameId);
    // A learner's tutorial, or a class student's assigned tutorials, come with the view.
    this.tutorials.afterView(link, gameId);
    this.classTutorials.afterView(link, gameId);
  }

  /** Sends every connection in the game (but `except`) its view; `events` are those of the last change (none by default). */
  broadcast(session: GameSession, except?: Link, events: BaseEvent[] = []): void {
    this.views.broadcast(session, except, events);
  }
}
