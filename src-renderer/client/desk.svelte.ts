/**
 * The renderer's one store: what this screen knows about the host and the game it is in, as Svelte 5
 * runes. It turns user intentions into protocol commands, keeps the latest view (public part + private
 * parts of the seats held here), the event log and the host's clock offset, and re-establishes every
 * role after a reconnect (seat tokens and the facilitator secret are kept in the browser's storage).
 */
import type { Command, CommandOf, HostEvent, HostEventOf } from '../../src-shared/protocol/index.ts';
import { mergeView, type GameView, type PrivateView, type PublicView } from '../../src-shared/games/sectors/view.ts';
import type { GameEvent, PlayerAction, PlayerId } from '../../src-shared/games/sectors/types.ts';
import type { ClientState, GameClient } from './game-client.ts';

export type SessionInfo = HostEventOf<'view'>['session'];
export type GameSummary = HostEventOf<'games'>['games'][number];
export type Outcome = { ok: true } | { ok: false; reason: string; message: string };

/** What this screen holds in its current game. */
export type CurrentGame = {
  gameId: string;
  joinCode: string;
  facilitator: boolean;
  watcher: 'spectator' | 'projector' | null;
  players: PlayerId[];
  hostSecret: string | null;
};

type Remembered = { tokens: Record<PlayerId, string>; secret?: string; watcher?: 'spectator' | 'projector'; claimed?: PlayerId[] };

/** What this browser remembers of a game, so a screen can offer to resume it (after a refresh or a host restart). */
export type RememberedGame = { secret: string | null; seats: PlayerId[]; claimed: PlayerId[]; watcher: 'spectator' | 'projector' | null };

const STORAGE_PREFIX = 'sectors.join.';
const LOG_LIMIT = 3000;

function outcome(event: HostEvent): Outcome {
  return event.type === 'error' ? { ok: false, reason: event.reason, message: event.message } : { ok: true };
}

export class Desk {
  connection: ClientState = $state({ status: 'connecting', transport: 'websocket', hostVersion: null, lastError: null });
  game: CurrentGame | null = $state(null);
  publicView: PublicView | null = $state(null);
  privateViews: Record<PlayerId, PrivateView> = $state({});
  session: SessionInfo | null = $state(null);
  log: GameEvent[] = $state([]);
  games: GameSummary[] = $state([]);
  lan: { enabled: boolean; urls: string[] } | null = $state(null);
  lastError: { reason: string; message: string } | null = $state(null);
  /** Host clock minus this machine's clock, so countdowns agree across devices. */
  clockOffsetMs = $state(0);

  private readonly client: GameClient;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  private clientSeq = 0;

  constructor(client: GameClient, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
    this.client = client;
    this.storage = storage;
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

  /** The merged view a seat sees (public + its own secrets), or the public view for spectators/facilitator. */
  viewFor(player: PlayerId | null): GameView | null {
    if (!this.publicView) return null;
    const priv = player ? (this.privateViews[player] ?? null) : null;
    return mergeView(this.publicView, priv, player ? { role: 'player', player } : { role: 'spectator' });
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
        this.publicView = event.view as unknown as PublicView;
        this.privateViews = event.private as unknown as Record<PlayerId, PrivateView>;
        this.session = event.session;
        this.clockOffsetMs = event.session.serverNow - Date.now();
        // A fresh view (after joining or rejoining) carries the host's recent events: the story so far.
        if (event.fresh) this.log = (event.events as GameEvent[]).slice(-LOG_LIMIT);
        else if (event.events.length > 0) {
          const merged = [...this.log, ...(event.events as GameEvent[])];
          this.log = merged.length > LOG_LIMIT ? merged.slice(merged.length - LOG_LIMIT) : merged;
        }
        return;
      }
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

  private remember(code: string): Remembered {
    const raw = this.storage?.getItem(STORAGE_PREFIX + code);
    try {
      return raw ? (JSON.parse(raw) as Remembered) : { tokens: {} };
    } catch {
      return { tokens: {} };
    }
  }

  /** The host secret, seat tokens (by seat) and hot-seat claims this browser keeps for a join code. */
  remembered(code: string): RememberedGame {
    const r = this.remember(code.toUpperCase().replace(/[\s-]/g, ''));
    return { secret: r.secret ?? null, seats: Object.keys(r.tokens), claimed: r.claimed ?? [], watcher: r.watcher ?? null };
  }

  private store(code: string, patch: Partial<Remembered>): void {
    const next = { ...this.remember(code), ...patch };
    this.storage?.setItem(STORAGE_PREFIX + code, JSON.stringify(next));
  }

  private enter(gameId: string, joinCode: string): CurrentGame {
    if (!this.game || this.game.gameId !== gameId) {
      this.game = { gameId, joinCode, facilitator: false, watcher: null, players: [], hostSecret: null };
      this.publicView = null;
      this.privateViews = {};
      this.session = null;
      this.log = [];
    }
    return this.game;
  }

  private async ask(command: Command): Promise<HostEvent> {
    const answer = await this.client.request(command);
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
      this.store(answer.joinCode, { secret: answer.hostSecret });
    }
    return outcome(answer);
  }

  async importGame(file: unknown): Promise<Outcome> {
    const answer = await this.ask({ type: 'import_game', file: file as CommandOf<'import_game'>['file'] });
    if (answer.type === 'game_created') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), facilitator: true, hostSecret: answer.hostSecret };
      this.store(answer.joinCode, { secret: answer.hostSecret });
    }
    return outcome(answer);
  }

  /** Takes a seat by join code: the remembered token first (same seat after a refresh), else a free seat. */
  async join(code: string, name?: string, seat?: PlayerId): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const remembered = this.remember(joinCode);
    const token = seat ? remembered.tokens[seat] : Object.values(remembered.tokens)[0];
    let answer = await this.ask({ type: 'join', code: joinCode, ...(token ? { token } : {}), ...(!token && seat ? { seat } : {}), ...(!token && name ? { name } : {}) });
    if (answer.type === 'error' && answer.reason === 'WRONG_TOKEN') {
      // The host no longer knows that token (the seat was freed): forget it and ask for a seat afresh.
      this.store(joinCode, { tokens: {} });
      answer = await this.ask({ type: 'join', code: joinCode, ...(seat ? { seat } : {}), ...(name ? { name } : {}) });
    }
    if (answer.type === 'joined' && answer.player) this.holdSeat(answer, joinCode);
    return outcome(answer);
  }

  private holdSeat(answer: HostEventOf<'joined'>, joinCode: string): void {
    const game = this.enter(answer.gameId, answer.joinCode);
    if (!game.players.includes(answer.player!)) this.game = { ...game, players: [...game.players, answer.player!] };
    if (answer.token) this.store(joinCode, { tokens: { ...this.remember(joinCode).tokens, [answer.player!]: answer.token } });
  }

  async spectate(code: string, projector = false): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const answer = await this.ask({ type: 'spectate', code: joinCode, projector });
    if (answer.type === 'joined') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), watcher: projector ? 'projector' : 'spectator' };
      this.store(joinCode, { watcher: projector ? 'projector' : 'spectator' });
    }
    return outcome(answer);
  }

  async facilitate(code: string, secret: string): Promise<Outcome> {
    const joinCode = code.toUpperCase().replace(/[\s-]/g, '');
    const answer = await this.ask({ type: 'facilitate', code: joinCode, secret });
    if (answer.type === 'joined') {
      this.game = { ...this.enter(answer.gameId, answer.joinCode), facilitator: true, hostSecret: secret };
      this.store(joinCode, { secret });
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
      const claimed = this.remember(this.game.joinCode).claimed ?? [];
      if (!claimed.includes(player)) this.store(this.game.joinCode, { claimed: [...claimed, player] });
    }
    return outcome(answer);
  }

  async leave(): Promise<void> {
    if (!this.game) return;
    await this.ask({ type: 'leave', gameId: this.game.gameId });
    this.game = null;
    this.publicView = null;
    this.privateViews = {};
    this.session = null;
    this.log = [];
  }

  /** Re-establishes every role after a reconnect: facilitator secret, seat tokens, spectating. */
  private async rejoin(): Promise<void> {
    const game = this.game;
    if (!game) return;
    const remembered = this.remember(game.joinCode);
    if (game.facilitator && (game.hostSecret ?? remembered.secret)) await this.ask({ type: 'facilitate', code: game.joinCode, secret: (game.hostSecret ?? remembered.secret)! });
    for (const player of game.players) {
      const token = remembered.tokens[player];
      if (token) await this.ask({ type: 'join', code: game.joinCode, token });
      else if (game.facilitator) await this.ask({ type: 'claim_seat', gameId: game.gameId, player });
    }
    if (game.watcher) await this.ask({ type: 'spectate', code: game.joinCode, projector: game.watcher === 'projector' });
  }

  async act(player: PlayerId, action: PlayerAction | { type: 'READY' } | { type: 'UNREADY' }): Promise<Outcome> {
    if (!this.game || !this.publicView) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(
      await this.ask({
        type: 'act', gameId: this.game.gameId, player, phaseSerial: this.publicView.phaseSerial, clientSeq: ++this.clientSeq,
        action: action as CommandOf<'act'>['action'],
      }),
    );
  }

  /** Asks the host whether the engine would accept this action now (for live validation in forms). */
  async check(player: PlayerId, action: PlayerAction): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    const answer = await this.client.request({ type: 'check', gameId: this.game.gameId, player, action: action as CommandOf<'check'>['action'] });
    if (answer.type === 'check_result') return answer.ok ? { ok: true } : { ok: false, reason: answer.reason ?? 'REFUSED', message: answer.message ?? '' };
    return outcome(answer);
  }

  async control(command: CommandOf<'control'>['command'], extra: Partial<Omit<CommandOf<'control'>, 'type' | 'gameId' | 'command'>> = {}): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(await this.ask({ type: 'control', gameId: this.game.gameId, command, ...extra }));
  }

  async startGame(): Promise<Outcome> {
    if (!this.game) return { ok: false, reason: 'NO_GAME', message: 'not in a game' };
    return outcome(await this.ask({ type: 'start_game', gameId: this.game.gameId }));
  }

  async exportGame(): Promise<unknown> {
    if (!this.game) return null;
    const answer = await this.ask({ type: 'export_game', gameId: this.game.gameId });
    return answer.type === 'game_file' ? answer.file : null;
  }

  async setLan(enable: boolean): Promise<Outcome> {
    return outcome(await this.ask({ type: 'lan', enable }));
  }
}
