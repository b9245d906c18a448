/**
 * The renderer's one store: what this screen knows about the host and the game it is in, as Svelte 5
 * runes. It turns user intentions into protocol commands, keeps the latest view (public part + private
 * parts of the seats held here), the event log and the host's clock offset, and re-establishes every
 * role after a reconnect (seat tokens and the facilitator secret are kept in the browser's storage).
 */
import type { Command, CommandOf, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import type { ClientState, GameClient, RequestOptions } from './game-client.ts';
import { GameMemory, type RememberedEntry, type RememberedGame } from './game-memory.ts';
import { HistoryBrowser } from './history.svelte.ts';
import { ProfileBook } from './profiles.svelte.ts';
import { TutorialBook } from './tutorials.svelte.ts';

export type SessionInfo = HostEventOf<'view'>['session'];
/** The window that is open now (who acts, who is ready, whether it is secret, its clock); null: none. */
export type WindowInfo = NonNullable<SessionInfo['window']>;
export type GameSummary = HostEventOf<'games'>['games'][number];
export type { RememberedEntry, RememberedGame } from './game-memory.ts';
/** A command's outcome; a `check`'s carries the game's `preview` of the input when the game gives one. */
export type Outcome = { ok: true; preview?: unknown } | { ok: false; reason: string; message: string; preview?: unknown };
/** A join by name at a class table waits for the teacher: whose seat it asks for, and at which table. */
export type JoinPending = { name: string; table: string };
/** The answer to a hint request: the strongest bot's move and why, or the host's refusal. */
export type HintOutcome = { ok: true; hint: HostEventOf<'hint_result'> } | { ok: false; reason: string; message: string };

/**
 * What the store knows of any game's view; the rest of it is the game's own, read by the game's UI
 * (src-renderer/games/<kind>/), which knows its shape.
 */
export type ViewBase = { phase: string; turn: number; status: string } & Record<string, unknown>;
/** One seat's private part of the view. */
export type PrivateBase = { player: string } & Record<string, unknown>;
/** An event of the game's log; `visibleTo` limits it to some seats. */
export type LogEvent = { type: string; visibleTo?: string[] } & Record<string, unknown>;
/** A game input a seat sends (the game's UI builds it; the host checks it). */
export type ActionBase = { type: string };
type PlayerId = string;

/** What this screen holds in its current game. */
export type CurrentGame = {
  gameId: string;
  joinCode: string;
  facilitator: boolean;
  watcher: 'spectator' | 'projector' | null;
  players: PlayerId[];
  hostSecret: string | null;
};

const LOG_LIMIT = 3000;

function outcome(event: HostEvent): Outcome {
  return event.type === 'error' ? { ok: false, reason: event.reason, message: event.message } : { ok: true };
}

export class Desk {
  connection: ClientState = $state({ status: 'connecting', transport: 'websocket', hostVersion: null, lastError: null });
  game: CurrentGame | null = $state(null);
  // The view's parts are replaced whole by every change and never changed in place: raw state, so reading a 25 KB
  // view (the board's schema check, its derived values) does not make a signal of every field it touches — on a
  // phone that bookkeeping was most of the time a change took to paint.
  publicView: ViewBase | null = $state.raw(null);
  privateViews: Record<PlayerId, PrivateBase> = $state.raw({});
  session: SessionInfo | null = $state.raw(null);
  log: LogEvent[] = $state([]);
  games: GameSummary[] = $state([]);
  lan: { enabled: boolean; urls: string[] } | null = $state(null);
  lastError: { reason: string; message: string } | null = $state(null);
  /** The host took a seat away from this screen (`SEAT_REVOKED`: given to a bot, freed, kicked); its message. */
  seatRevoked: string | null = $state(null);
  /** The seats this screen lost with the last `SEAT_REVOKED` (the view after it told which). */
  lostSeats: PlayerId[] = $state([]);
  /** The current game's seat was taken with a student's personal link (`/s/KEY`): a class student plays here. */
  studentLink = $state(false);
  /** The class whose dashboard opened the current game's board (its code): the board offers the way back. */
  fromClass: string | null = $state(null);
  /** A join by name at a class table waiting for the teacher's answer (`join_pending`); null otherwise. */
  joinPending: JoinPending | null = $state(null);
  private revokedPending = false;
  /** The view's parts as last received (not the reactive copies): a part received again unchanged is not set again. */
  private lastParts: { view: unknown; private: unknown } = { view: null, private: null };
  /** Host clock minus this machine's clock, so countdowns agree across devices. */
  clockOffsetMs = $state(0);

  /** The host machine's local profiles and the one active on this screen. */
  readonly profiles: ProfileBook;
  /** The history browser (open on a game, or closed). */
  readonly history: HistoryBrowser;
  /** Guided tutorials: the catalogue, the learner's state at each tutorial table (tutorials.svelte.ts). */
  readonly tutorials: TutorialBook;
  private readonly client: GameClient;
  private readonly memory: GameMemory;
  /**
   * The last `act` clientSeq used per seat (key: game and seat). The host counts per seat, not per connection,
   * and its `joined` answer says the highest one it accepted, so a refresh or rejoin continues above it.
   */
  private readonly clientSeqs = new Map<string, number>();
  /** Acts waiting for the next rejoin to be resent (their link dropped before the host answered). */
  private rejoinWaiters: ((back: boolean) => void)[] = [];

  constructor(client: GameClient, storage: (Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'key' | 'length'>>) | null) {
    this.client = client;
    this.memory = new GameMemory(storage);
    this.profiles = new ProfileBook(client, storage);
    this.history = new HistoryBrowser(client, this);
    this.tutorials = new TutorialBook(client, this, storage);
    this.connection = client.state;
    client.onChange((state) => {
      const reconnected = state.status === 'connected' && this.connection.status !== 'connected';
      this.connection = state;
      if (reconnected && this.game) void this.rejoin();
    });
    client.onEvent((event) => this.receive(event));
  }

  get isDesktop(): boolean {
    return this.connection.transport === 'ipc';
  }

  /** The game's kind, as the host names it (hosts before game modules played Sectors only). */
  get kind(): string | null {
    return this.session?.kind ?? null;
  }

  /** The window open now; null when none is (lobby, game over) or the host does not say (an older host). */
  get window(): WindowInfo | null {
    return this.session?.window ?? null;
  }

  /** Milliseconds left in the current phase, by the host's clock (null: no timer). */
  remainingMs(now = Date.now()): number | null {
    const s = this.session;
    if (!s) return null;
    if (s.paused) return s.remainingMs;
    if (s.deadline === null) return null;
    return Math.max(0, s.deadline - (now + this.clockOffsetMs));
  }

  private receive(event: HostEvent): void {
    switch (event.type) {
      case 'view': {
        if (!this.game || event.gameId !== this.game.gameId) return;
        // A part that did not change arrives as the same object (view deltas): left as it is, nothing that
        // depends on it alone is worked out again (the board's decoding and drawing of a 25 KB view, on a phone).
        if (event.view !== this.lastParts.view) this.publicView = event.view as ViewBase;
        if (event.private !== this.lastParts.private) this.privateViews = event.private as Record<PlayerId, PrivateBase>;
        this.lastParts = { view: event.view, private: event.private };
        this.session = event.session;
        this.clockOffsetMs = event.session.serverNow - Date.now();
        // Remembered with the game's kind, so the start screen can list it to go back to (fresh views only: rare).
        if (event.fresh) this.memory.write(this.game.joinCode, { kind: event.session.kind ?? undefined, seenAt: Date.now() });
        // A fresh view (after joining or rejoining) carries the host's recent events: the story so far.
        if (event.fresh) this.log = (event.events as LogEvent[]).slice(-LOG_LIMIT);
        else if (event.events.length > 0) {
          const merged = [...this.log, ...(event.events as LogEvent[])];
          this.log = merged.length > LOG_LIMIT ? merged.slice(merged.length - LOG_LIMIT) : merged;
        }
        if (this.revokedPending) this.dropRevokedSeats();
        return;
      }
      case 'error':
        // Unasked: the host sends it, then a view without the seat's private part, to a screen that lost a seat.
        if (event.reason === 'SEAT_REVOKED' && !event.requestId) {
          this.revokedPending = true;
          this.seatRevoked = event.message;
        }
        return;
      case 'joined':
        if (event.player && event.clientSeq !== undefined) {
          const key = `${event.gameId}/${event.player}`;
          this.clientSeqs.set(key, Math.max(this.clientSeqs.get(key) ?? 0, event.clientSeq));
        }
        return;
      case 'games':
        this.games = event.games;
        return;
      case 'lan_status':
        this.lan = { enabled: event.enabled, urls: event.urls };
        return;
      default:
        return;
    }
  }

  /** Every game this browser keeps a seat token, secret or watcher's place for, newest seen first. */
  rememberedGames(): RememberedEntry[] {
    return this.memory.entries();
  }

  /** The host secret, seat tokens (by seat) and hot-seat claims this browser keeps for a join code. */
  remembered(code: string): RememberedGame {
    return this.memory.remembered(code);
  }

  private enter(gameId: string, joinCode: string): CurrentGame {
    if (!this.game || this.game.gameId !== gameId) {
      this.game = { gameId, joinCode, facilitator: false, watcher: null, players: [], hostSecret: null };
      this.publicView = null;
      this.privateViews = {};
      this.lastParts = { view: null, private: null };
      this.session = null;
      this.log = [];
      this.studentLink = false;
      this.fromClass = null;
      this.lostSeats = [];
    }
    return this.game;
  }

  private async ask(command: Command, options?: RequestOptions): Promise<HostEvent> {
    const answer = await this.client.request(command, options);
    this.lastError = answer.type === 'error' ? { reason: answer.reason, message: answer.message } : null;
    return answer;
  }

  async listGames(): Promise<Outcome> {
    return outcome(await this.ask({ type: 'list_games' }));
  }

  async createGame(command: Omit<CommandOf<'create_game'>, 'type'>): Promise<Outcome> {
    const answer = await this.ask({ type: 'create_game', ...command });
    if (answer.type === 'game_created') {
      const game = this.enter(answer.gameId, answer.joinCode);
      this.game = { ...game, facilitator: true, hostSecret: answer.hostSecret };
      this.memory.write(answer.joinCode, { secret: answer.hostSecret });
    }
    return outcome(answer);
  }

  /** A game the host created for this screen some other way (a what-if from the history): it facilitates it. */
  adoptCreated(answer: HostEventOf<'game_created'>): void {
    this.game = { ...this.enter(answer.gameId, answer.joinCode), facilitator: true, hostSecret: answer.hostSecret };
    this.memory.write(answer.joinCode, { secret: answer.hostSecret });
  }

  /** A seat taken another way (a student's personal link, `join_student`): played here from now on, as after `join`. */
  adoptJoined(answer: HostEventOf<'joined'>): void {
    if (!answer.player) return;
    this.holdSeat(answer, answer.joinCode);
    this.studentLink = true;
  }

  /** A tutorial's seat (`start_tutorial` answers like `join`): played here as after `join`, its token remembered. */
  adoptTutorialSeat(answer: HostEventOf<'joined'>): void {
    if (answer.player) this.holdSeat(answer, answer.joinCode);
  }

  /**
   * A class's table this connection facilitates (`facilitate_class`, re-taken by ClassDesk after a reconnect).
   * `fromClass`: the code of the class whose dashboard opened it, so its board offers the way back.
   */
  adoptFacilitated(gameId: string, joinCode: string, secret?: string, fromClass?: string): void {
    this.game = { ...this.enter(gameId, joinCode), facilitator: true };
    this.fromClass = fromClass ?? null;
    // A class's secret opens its tables too: kept like a game's own, so a refresh of the board takes the role again.
    if (secret) this.memory.write(joinCode, { secret });
  }

  /**
   * Stops showing the current game on this screen without telling the host: a table opened from the class
   * dashboard stays facilitated through the class (a `leave` would drop this connection's hold on it).
   */
  putDown(): void {
    this.releaseWaiters(false);
    this.seatRevoked = null;
    this.lostSeats = [];
    this.studentLink = false;
    this.fromClass = null;
    this.game = null;
    this.publicView = null;
    this.privateViews = {};
    this.lastParts = { view: null, private: null };
    this.session = null;
    this.log = [];
  }

  /** `passphrase` opens a sealed file (a running game exported to move it to another machine). */
  async importGame(file: unknown, passphrase?: string): Promise<Outcome> {
    const answer = await this.ask({ type: 'import_game', file: file as CommandOf<'import_game'>['file'], ...(passphrase ? { passphrase } : {}) });
    if (answer.type === 'game_created') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), facilitator: true, hostSecret: answer.hostSecret };
      this.memory.write(answer.joinCode, { secret: answer.hostSecret });
    }
    return outcome(answer);
  }

  /**
   * Takes a seat by join code: the remembered token first (same seat after a refresh), else a free seat. At a
   * class table a name on the roster asks the teacher: `joinPending` says so meanwhile, and this resolves once
   * the teacher answered (the seat, or DEVICE_DENIED).
   */
  async join(code: string, name?: string, seat?: PlayerId): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const remembered = this.memory.read(joinCode);
    const token = seat ? remembered.tokens[seat] : Object.values(remembered.tokens)[0];
    // A new seat taken on the host machine plays for this screen's active profile.
    const profile = this.profiles.available && this.profiles.active ? { profile: this.profiles.active.id } : {};
    const waiting: RequestOptions = { interim: (event) => (this.joinPending = { name: event.name, table: event.table }) };
    try {
      let answer = await this.ask({ type: 'join', code: joinCode, ...(token ? { token } : { ...profile }), ...(!token && seat ? { seat } : {}), ...(!token && name ? { name } : {}) }, waiting);
      if (answer.type === 'error' && answer.reason === 'WRONG_TOKEN') {
        // The host no longer knows that token (the seat was freed): forget it and ask for a seat afresh.
        this.memory.write(joinCode, { tokens: {} });
        answer = await this.ask({ type: 'join', code: joinCode, ...profile, ...(seat ? { seat } : {}), ...(name ? { name } : {}) }, waiting);
      }
      if (answer.type === 'joined' && answer.player) this.holdSeat(answer, joinCode);
      return outcome(answer);
    } finally {
      this.joinPending = null;
    }
  }

  /**
   * After `SEAT_REVOKED`, the view says which seats this screen still holds: a running game sends the private
   * part of each (the lobby has none, so there a held seat is a human seat still connected). The lost ones
   * are dropped, and their tokens forgotten (the host revoked them).
   */
  private dropRevokedSeats(): void {
    this.revokedPending = false;
    const game = this.game;
    if (!game || !this.publicView) return;
    // Before the start the host sends a stand-in view ({ status: 'LOBBY' }).
    const lobby = this.publicView.status === 'LOBBY';
    const still = (p: PlayerId) => (lobby ? (this.session?.seats.some((s) => s.player === p && s.kind === 'human' && s.connected) ?? false) : p in this.privateViews);
    const lost = game.players.filter((p) => !still(p));
    if (lost.length === 0) return;
    this.lostSeats = lost;
    this.game = { ...game, players: game.players.filter(still) };
    const remembered = this.memory.read(game.joinCode);
    const tokens = Object.fromEntries(Object.entries(remembered.tokens).filter(([p]) => !lost.includes(p as PlayerId)));
    this.memory.write(game.joinCode, { tokens, claimed: (remembered.claimed ?? []).filter((p) => !lost.includes(p)) });
  }

  private holdSeat(answer: HostEventOf<'joined'>, joinCode: string): void {
    this.seatRevoked = null;
    this.lostSeats = [];
    const game = this.enter(answer.gameId, answer.joinCode);
    if (!game.players.includes(answer.player!)) this.game = { ...game, players: [...game.players, answer.player!] };
    if (answer.token) this.memory.write(joinCode, { tokens: { ...this.memory.read(joinCode).tokens, [answer.player!]: answer.token } });
  }

  async spectate(code: string, projector = false): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const answer = await this.ask({ type: 'spectate', code: joinCode, projector });
    if (answer.type === 'joined') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), watcher: projector ? 'projector' : 'spectator' };
      this.memory.write(joinCode, { watcher: projector ? 'projector' : 'spectator' });
    }
    return outcome(answer);
  }

  async facilitate(code: string, secret: string): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const answer = await this.ask({ type: 'facilitate', code: joinCode, secret });
    if (answer.type === 'joined') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), facilitator: true, hostSecret: secret };
      this.memory.write(joinCode, { secret });
    }
    return outcome(answer);
  }

  /** Hot-seat: the host screen takes a human seat for someone at the table. */
  async claimSeat(player: PlayerId): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    const answer = await this.ask({ type: 'claim_seat', gameId: this.game.gameId, player });
    if (answer.type === 'joined') {
      this.holdSeat(answer, this.game.joinCode);
      // Remembered so that resuming the game on this machine takes the hot seats back.
      const claimed = this.memory.read(this.game.joinCode).claimed ?? [];
      if (!claimed.includes(player)) this.memory.write(this.game.joinCode, { claimed: [...claimed, player] });
    }
    return outcome(answer);
  }

  async leave(): Promise<void> {
    if (!this.game) return;
    this.releaseWaiters(false);
    this.seatRevoked = null;
    this.lostSeats = [];
    this.studentLink = false;
    this.fromClass = null;
    await this.ask({ type: 'leave', gameId: this.game.gameId });
    this.game = null;
    this.publicView = null;
    this.privateViews = {};
    this.lastParts = { view: null, private: null };
    this.session = null;
    this.log = [];
  }

  /** Re-establishes every role after a reconnect: facilitator secret, seat tokens, spectating. */
  private async rejoin(): Promise<void> {
    const game = this.game;
    if (!game) return;
    const remembered = this.memory.read(game.joinCode);
    if (game.facilitator && (game.hostSecret ?? remembered.secret)) await this.ask({ type: 'facilitate', code: game.joinCode, secret: (game.hostSecret ?? remembered.secret)! });
    for (const player of game.players) {
      const token = remembered.tokens[player];
      if (token) await this.ask({ type: 'join', code: game.joinCode, token });
      else if (game.facilitator) await this.ask({ type: 'claim_seat', gameId: game.gameId, player });
    }
    if (game.watcher) await this.ask({ type: 'spectate', code: game.joinCode, projector: game.watcher === 'projector' });
    this.releaseWaiters(this.game?.gameId === game.gameId);
  }

  private releaseWaiters(back: boolean): void {
    const waiters = this.rejoinWaiters;
    this.rejoinWaiters = [];
    for (const resolve of waiters) resolve(back);
  }

  /** Resolves once the seats are taken back after a reconnect (false: this screen left the game meanwhile). */
  private afterRejoin(): Promise<boolean> {
    return new Promise((resolve) => this.rejoinWaiters.push(resolve));
  }

  private nextClientSeq(gameId: string, player: PlayerId): number {
    const key = `${gameId}/${player}`;
    const next = (this.clientSeqs.get(key) ?? 0) + 1;
    this.clientSeqs.set(key, next);
    return next;
  }

  async act(player: PlayerId, action: ActionBase): Promise<Outcome> {
    if (!this.game || !this.publicView || !this.session) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    const gameId = this.game.gameId;
    // The stale-input token is the open window's id (the session's serial, which equals it, for older hosts).
    const phaseSerial = this.session.window?.id ?? this.session.serial;
    const command: Command = {
      type: 'act', gameId, player, phaseSerial, clientSeq: this.nextClientSeq(gameId, player),
      action: action as CommandOf<'act'>['action'],
    };
    let answer = await this.ask(command);
    if (answer.type !== 'error' || answer.reason !== 'DISCONNECTED') return outcome(answer);
    // The link dropped with the act in flight: the host may or may not have applied it. Once the seat is back,
    // the same act goes again with the same clientSeq; DUPLICATE_REQUEST then means it was applied the first time.
    if (!(await this.afterRejoin())) return outcome(answer);
    answer = await this.ask(command);
    if (answer.type === 'error' && answer.reason === 'DUPLICATE_REQUEST') {
      this.lastError = null;
      return { ok: true };
    }
    return outcome(answer);
  }

  /** Asks the host whether the engine would accept this action now (for live validation in forms). */
  async check(player: PlayerId, action: ActionBase): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    const answer = await this.client.request({ type: 'check', gameId: this.game.gameId, player, action: action as CommandOf<'check'>['action'] });
    if (answer.type === 'check_result') {
      const preview = answer.preview === undefined ? {} : { preview: answer.preview };
      return answer.ok ? { ok: true, ...preview } : { ok: false, reason: answer.reason ?? 'REFUSED', message: answer.message ?? '', ...preview };
    }
    return outcome(answer);
  }

  /** What the strongest bot would do now for `player`, and why (hints for learners); nothing is applied. */
  async hint(player: PlayerId): Promise<HintOutcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    const answer = await this.client.request({ type: 'hint', gameId: this.game.gameId, player });
    if (answer.type === 'hint_result') return { ok: true, hint: answer };
    return answer.type === 'error' ? { ok: false, reason: answer.reason, message: answer.message } : { ok: false, reason: 'UNEXPECTED', message: answer.type };
  }

  async control(command: CommandOf<'control'>['command'], extra: Partial<Omit<CommandOf<'control'>, 'type' | 'gameId' | 'command'>> = {}): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(await this.ask({ type: 'control', gameId: this.game.gameId, command, ...extra }));
  }

  /** `emptySeats`: what happens to human seats nobody holds now (bots of `botLevel`, or removed); left out, they wait. */
  async startGame(empty: Pick<CommandOf<'start_game'>, 'emptySeats' | 'botLevel'> = {}): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(await this.ask({ type: 'start_game', gameId: this.game.gameId, ...empty }));
  }

  /** A finished game: the full file. A running game: a sealed file, which needs `passphrase` (8+ characters). */
  async exportGame(passphrase?: string): Promise<unknown> {
    if (!this.game) return null;
    const answer = await this.ask({ type: 'export_game', gameId: this.game.gameId, ...(passphrase ? { passphrase } : {}) });
    return answer.type === 'game_file' ? answer.file : null;
  }

  async setLan(enable: boolean): Promise<Outcome> {
    return outcome(await this.ask({ type: 'lan', enable }));
  }

  /**
   * Asks whether the host accepts other machines and at which addresses (`lan` without `enable` changes nothing).
   * A background question: a refusal (an older host, another machine) does not become the screen's `lastError`.
   */
  async lanStatus(): Promise<Outcome> {
    return outcome(await this.client.request({ type: 'lan' }));
  }
}
