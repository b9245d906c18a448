/**
 * Who holds which seat: joining with a code or a token, watching, facilitating, hot-seat claims, and the
 * facilitator's seat controls (bot swaps, handing a seat back, freeing, kicking, renaming, removing empty
 * seats before the start, locking the table). Every path checks the seat's kind, so a seat given to a bot
 * is no longer reachable with its old tokens or connections.
 */
import { playsLevel } from '../../src-shared/platform/bots.ts';
import type { SeatId as PlayerId } from '../../src-shared/platform/windows.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { BotLevel, SeatInfo, SessionEvent } from '../../src-shared/session/types.ts';
import type { AccessRepository } from '../store/access.ts';
import type { GameRecord, GameRepository } from '../store/games.ts';
import { AttemptLimiter, type AttemptLimit } from './attempts.ts';
import type { GameSession } from './game-session.ts';
import type { ProfileDesk } from './profiles.ts';
import { addressOf, grantOf, Refusal, rid, type Link } from './links.ts';
import { uniqueName } from './names.ts';

/** What the seat desk needs from the host. */
export interface HostCore {
  readonly clock: Clock;
  readonly access: AccessRepository;
  readonly games: GameRepository;
  /** Which local profile a seat plays for (checked before anything changes, bound once the seat is taken). */
  readonly profiles: Pick<ProfileDesk, 'check' | 'bind'>;
  /** Links with any role in a game (the gate's index: never a scan of every connection). */
  gameLinks(gameId: string): ReadonlySet<Link>;
  requireSession(gameId: string): GameSession;
  requireRecord(gameId: string): GameRecord;
  send(gameId: string, event: SessionEvent): void;
  broadcast(session: GameSession, except?: Link): void;
  sendView(link: Link, gameId: string): void;
  /** Lobby only: the seat list was rebuilt; a new session replaces the old one. */
  replaceSession(record: GameRecord): void;
  /** The rules a class puts on its tables' seats (src-main/host/class-desk.ts). */
  readonly classSeats: ClassSeatRules;
}

/** What the seat desk asks of classes; every answer is "no class here" for games that are not class tables. */
export interface ClassSeatRules {
  /** Whether `secret` is the secret of the class `gameId` is a table of. */
  secretOpens(gameId: string, secret: string): boolean;
  /** The name of the class student whose seat this is (null: not a class student's seat). */
  studentAt(gameId: string, player: PlayerId): string | null;
  /**
   * A join with the table's code (no token) at a class table: a student's seat is taken only with their personal
   * key, so a name on the roster becomes a request the teacher answers (`join_pending` is sent; true). Names not on
   * the table's roster are refused. False: not a class table.
   */
  askByName(link: Link, gameId: string, command: CommandOf<'join'>): boolean;
  /** The seats of `gameId` were renumbered in the store (a lobby's seats removed): a class roster held in memory is read again. */
  seatsRenumbered(gameId: string): void;
}


/** Refusals that mean a wrong guess (counted by the attempt limiter). */
const GUESS_FAILURES: ReadonlySet<string> = new Set(['GAME_NOT_FOUND', 'WRONG_TOKEN', 'WRONG_SECRET', 'WRONG_KEY', 'CLASS_NOT_FOUND']);

const tooMany = (waitMs: number) => new Refusal('TOO_MANY_ATTEMPTS', `too many wrong codes from here; try again in ${Math.ceil(waitMs / 1000)} s (a seat token or personal link still works)`);

export class SeatDesk {
  private readonly host: HostCore;
  private readonly attempts: AttemptLimiter;

  constructor(host: HostCore, attemptLimit?: Partial<AttemptLimit>) {
    this.host = host;
    this.attempts = new AttemptLimiter(attemptLimit);
  }

  // ---------------------------------------------------------------- lookups

  seatHolders(gameId: string, player: PlayerId): Link[] {
    return [...this.host.gameLinks(gameId)].filter((l) => l.grants.get(gameId)?.players.has(player));
  }

  requireHumanSeat(gameId: string, player: PlayerId): SeatInfo {
    const seat = this.requireSeat(gameId, player);
    if (seat.kind !== 'human') throw new Refusal('SEAT_NOT_HUMAN', `${player} is played by a bot`);
    return seat;
  }

  /**
   * Join attempts are throttled (attempts.ts): `kind` says what the attempt rests on. A `code` alone (a new seat,
   * watching) is guessable: refused unchecked while this connection or address is over its limit. A `secret` (a
   * seat token, a host or class secret, a student key) is always checked, so a valid one is never refused.
   * Failures of both count.
   */
  guarded<T>(link: Link, kind: 'code' | 'secret', attempt: () => T): T {
    const now = this.host.clock.now();
    const wait = this.attempts.blockedFor(link.id, addressOf(link), now);
    if (kind === 'code' && wait > 0) throw tooMany(wait);
    try {
      return attempt();
    } catch (err) {
      if (err instanceof Refusal && GUESS_FAILURES.has(err.reason)) {
        this.attempts.fail(link.id, addressOf(link), now);
        if (wait > 0) throw tooMany(wait);
      }
      throw err;
    }
  }

  /** A connection closed: its own failed attempts are forgotten (its address keeps them). */
  linkClosed(link: Link): void {
    this.attempts.closed(link.id);
  }

  private gameByCode(code: string): string {
    const gameId = this.host.access.gameByJoinCode(code);
    if (!gameId) throw new Refusal('GAME_NOT_FOUND', `no game with code ${code}`);
    return gameId;
  }

  private joinCode(gameId: string): string {
    return this.host.access.joinCodeOf(gameId)!;
  }

  private otherNames(gameId: string, player: PlayerId | null): string[] {
    return this.host.requireSession(gameId).context.seats.filter((s) => s.player !== player).map((s) => s.name);
  }

  // ---------------------------------------------------------------- roles

  join(link: Link, command: CommandOf<'join'>): void {
    const found = this.guarded(link, command.token ? 'secret' : 'code', () => this.findSeat(link, command));
    // A class seat asked for by name: the teacher answers (joined or DEVICE_DENIED follow the join_pending sent).
    if (found === null) return;
    const { gameId, player, token } = found;
    const clientSeq = this.host.requireSession(gameId).context.clientSeqs?.[player] ?? 0;
    // The answer first: a client learns its seat before any view of the game reaches it.
    link.send({ type: 'joined', gameId, joinCode: this.joinCode(gameId), role: 'player', player, token, clientSeq, ...rid(command) });
    this.takeSeat(link, gameId, player);
    this.host.sendView(link, gameId);
  }

  private findSeat(link: Link, command: CommandOf<'join'>): { gameId: string; player: PlayerId; token: string } | null {
    const gameId = this.gameByCode(command.code);
    if (command.token) {
      const owner = this.host.access.seatOfToken(command.token);
      if (!owner || owner.gameId !== gameId) throw new Refusal('WRONG_TOKEN', 'that seat token does not belong to this game');
      this.requireHumanSeat(gameId, owner.player);
      // The same person back on the seat: it keeps its profile unless the rejoin names one.
      if (command.profile) {
        this.host.profiles.check(link, gameId, owner.player, command.profile);
        this.host.profiles.bind(gameId, owner.player, command.profile);
      }
      return { gameId, player: owner.player, token: command.token };
    }
    if (this.host.access.isLocked(gameId)) throw new Refusal('TABLE_LOCKED', 'the facilitator has locked this table: no new players');
    if (this.host.classSeats.askByName(link, gameId, command)) return null;
    // Nobody takes a whole table from one screen: one new seat per connection and game. Not per address: a school's
    // or a home's router puts many devices behind one (a browser keeps its seat token, so a refresh rejoins).
    if (link.codeSeats.has(gameId)) throw new Refusal('ALREADY_SEATED', 'this browser tab already took a seat in this game (one seat each): play that seat, or open the game in another browser to take another');
    const session = this.host.requireSession(gameId);
    const claimed = new Set(this.host.access.claimedSeats(gameId));
    const free = session.context.seats.filter((s) => s.kind === 'human' && !claimed.has(s.player) && this.seatHolders(gameId, s.player).length === 0);
    let player: PlayerId;
    if (command.seat) {
      this.requireHumanSeat(gameId, command.seat);
      if (!free.some((s) => s.player === command.seat)) throw new Refusal('SEAT_TAKEN', `${command.seat} is already taken`);
      player = command.seat;
    } else {
      if (free.length === 0) throw new Refusal('NO_FREE_SEAT', 'every human seat is taken; ask the facilitator, or watch as a spectator');
      player = free[0].player;
    }
    if (command.profile) this.host.profiles.check(link, gameId, player, command.profile);
    const token = this.host.access.issueSeatToken(gameId, player, this.host.clock.now());
    // Left out, the seat keeps the profile the facilitator gave it when creating the game (evict() clears it).
    if (command.profile) this.host.profiles.bind(gameId, player, command.profile);
    link.codeSeats.add(gameId);
    if (command.name) {
      const name = uniqueName(command.name, this.otherNames(gameId, player));
      this.host.send(gameId, { type: 'SET_SEAT', at: this.host.clock.now(), player, kind: 'human', botLevel: null, name });
    }
    return { gameId, player, token };
  }

  /**
   * Gives `player` to this connection with a fresh token, whoever held it before having been dealt with by the
   * caller (a class student's first join, or a new device the teacher approved): answered like a join.
   */
  grantSeat(link: Link, gameId: string, player: PlayerId, requestId: { requestId?: string }): void {
    this.requireHumanSeat(gameId, player);
    const token = this.host.access.issueSeatToken(gameId, player, this.host.clock.now());
    const clientSeq = this.host.requireSession(gameId).context.clientSeqs?.[player] ?? 0;
    link.send({ type: 'joined', gameId, joinCode: this.joinCode(gameId), role: 'player', player, token, clientSeq, ...requestId });
    this.takeSeat(link, gameId, player);
    this.host.sendView(link, gameId);
  }

  spectate(link: Link, command: CommandOf<'spectate'>): void {
    const gameId = this.guarded(link, 'code', () => this.gameByCode(command.code));
    // Before any role is given: a game this build cannot rebuild (another engine version) is refused outright.
    this.host.requireSession(gameId);
    const role = command.projector ? 'projector' : 'spectator';
    grantOf(link, gameId).watcher = role;
    link.send({ type: 'joined', gameId, joinCode: this.joinCode(gameId), role, ...rid(command) });
    this.host.sendView(link, gameId);
  }

  /** Any machine may facilitate with the host secret: a teacher takes control from a second device. */
  facilitate(link: Link, command: CommandOf<'facilitate'>): void {
    const gameId = this.guarded(link, 'secret', () => {
      const id = this.gameByCode(command.code);
      // A class table also opens with its class's secret: the teacher's dashboard holds that one, not each game's.
      if (!this.host.access.checkHostSecret(id, command.secret) && !this.host.classSeats.secretOpens(id, command.secret)) {
        throw new Refusal('WRONG_SECRET', 'that is not the host secret of this game');
      }
      return id;
    });
    this.host.requireSession(gameId);
    grantOf(link, gameId).facilitator = true;
    link.send({ type: 'joined', gameId, joinCode: this.joinCode(gameId), role: 'facilitator', ...rid(command) });
    this.host.sendView(link, gameId);
  }

  claim(link: Link, command: CommandOf<'claim_seat'>): void {
    this.requireHumanSeat(command.gameId, command.player);
    if (command.profile) {
      this.host.profiles.check(link, command.gameId, command.player, command.profile);
      this.host.profiles.bind(command.gameId, command.player, command.profile);
    }
    const clientSeq = this.host.requireSession(command.gameId).context.clientSeqs?.[command.player] ?? 0;
    link.send({ type: 'joined', gameId: command.gameId, joinCode: this.joinCode(command.gameId), role: 'player', player: command.player, clientSeq, ...rid(command) });
    this.takeSeat(link, command.gameId, command.player);
    this.host.sendView(link, command.gameId);
  }

  leave(link: Link, gameId: string): void {
    const grant = link.grants.get(gameId);
    link.grants.delete(gameId);
    if (grant) this.releaseSeats(gameId, [...grant.players]);
  }

  takeSeat(link: Link, gameId: string, player: PlayerId): void {
    const wasHeld = this.seatHolders(gameId, player).length > 0;
    const session = this.host.requireSession(gameId);
    const seat = session.context.seats.find((s) => s.player === player)!;
    this.host.access.markPlayed(gameId, player, this.host.clock.now());
    // The session hears the seat is back before this connection holds it, so the connection's first view of
    // the game is the fresh one sent right after (not this change).
    if (!wasHeld && seat.lostAt !== null && session.context.engine) this.host.send(gameId, { type: 'SEAT_BACK', at: this.host.clock.now(), player });
    grantOf(link, gameId).players.add(player);
    // Everyone else sees who is connected (the lobby lists it), even before the game starts.
    if (!wasHeld) this.host.broadcast(session, link);
  }

  /** After connections gave up seats: the session learns which seats have nobody left, every screen sees it. */
  releaseSeats(gameId: string, players: PlayerId[]): void {
    const session = this.host.requireSession(gameId);
    const engine = session.context.engine;
    const running = engine !== null && session.module.status(engine) === 'RUNNING';
    let changed = false;
    for (const player of players) {
      if (this.seatHolders(gameId, player).length > 0) continue;
      const seat = session.context.seats.find((s) => s.player === player);
      if (running && seat?.kind === 'human' && seat.lostAt === null) this.host.send(gameId, { type: 'SEAT_LOST', at: this.host.clock.now(), player });
      else changed = true;
    }
    if (changed) this.host.broadcast(session);
  }

  /** Takes a seat away from everyone holding it: tokens are revoked, connections lose its private view. */
  private evict(gameId: string, player: PlayerId, why: string): void {
    this.host.access.revokeSeat(gameId, player);
    // Whoever plays the seat next (a bot, a new person) does not play for the old holder's profile.
    this.host.profiles.bind(gameId, player, null);
    for (const link of this.seatHolders(gameId, player)) {
      link.grants.get(gameId)!.players.delete(player);
      link.send({ type: 'error', reason: 'SEAT_REVOKED', message: why });
      this.host.sendView(link, gameId);
    }
    this.releaseSeats(gameId, [player]);
  }

  /** Human seats nobody holds right now. */
  emptySeats(gameId: string): PlayerId[] {
    return this.host.requireSession(gameId).context.seats.filter((s) => s.kind === 'human' && this.seatHolders(gameId, s.player).length === 0).map((s) => s.player);
  }

  // ---------------------------------------------------------------- the facilitator's seat controls

  setSeat(gameId: string, player: PlayerId | undefined, kind: 'human' | 'bot' | undefined, botLevel: BotLevel | undefined): void {
    if (!player || !kind) throw new Refusal('MALFORMED_INPUT', 'set_seat needs player and kind');
    const seat = this.requireSeat(gameId, player);
    const module = this.host.requireSession(gameId).module;
    if (kind === 'bot' && botLevel !== undefined && !playsLevel(module, botLevel)) {
      throw new Refusal('INVALID_CONFIG', `${module.meta.title} bots play ${module.bots.levels.join(', ')}, not ${botLevel}`);
    }
    const level = kind === 'bot' ? (botLevel ?? 'random') : null;
    if (seat.kind === kind && seat.botLevel === level) return;
    this.host.send(gameId, { type: 'SET_SEAT', at: this.host.clock.now(), player, kind, botLevel: level });
    // Either way the people who held or were invited to the seat before lose it: a bot's seat is the bot's,
    // and a seat handed back to a person is joined afresh (with the join code, not an old token).
    this.evict(gameId, player, kind === 'bot' ? `the facilitator gave seat ${player} to a bot` : `seat ${player} was handed to a new player`);
  }

  freeSeat(gameId: string, player: PlayerId | undefined, kicked: boolean): void {
    if (!player) throw new Refusal('MALFORMED_INPUT', `${kicked ? 'kick' : 'free_seat'} needs player`);
    this.requireHumanSeat(gameId, player);
    this.evict(gameId, player, kicked ? 'the facilitator removed you from this seat' : `the facilitator freed seat ${player} for someone else`);
  }

  rename(gameId: string, player: PlayerId | undefined, name: string | undefined): void {
    if (!player || !name) throw new Refusal('MALFORMED_INPUT', 'rename_seat needs player and name');
    const seat = this.requireSeat(gameId, player);
    const unique = uniqueName(name, this.otherNames(gameId, player));
    this.host.send(gameId, { type: 'SET_SEAT', at: this.host.clock.now(), player, kind: seat.kind, botLevel: seat.botLevel, name: unique });
  }

  setLocked(gameId: string, locked: boolean): void {
    this.host.access.setLocked(gameId, locked);
    this.host.broadcast(this.host.requireSession(gameId));
  }

  /** Before the start only: the seats go, the others are renumbered P1…Pn in order, holders keep theirs. */
  removeSeats(gameId: string, players: PlayerId[]): void {
    const record = this.host.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'seats can only be removed before the start');
    const seats = this.host.requireSession(gameId).context.seats;
    for (const p of players) if (!seats.some((s) => s.player === p)) throw new Refusal('NOT_SEATED', `no seat ${p}`);
    // A class student's seat stays (CL-11): removing it would drop the student from the roster and void their slip.
    for (const p of players) {
      const student = this.host.classSeats.studentAt(gameId, p);
      if (student !== null) throw new Refusal('INVALID_CONFIG', `${p} is the seat of ${student}, a student of the class: give it to a bot or move the student instead of removing it`);
    }
    const kept = seats.filter((s) => !players.includes(s.player));
    const min = this.host.requireSession(gameId).module.meta.players.min;
    if (kept.length < min) throw new Refusal('INVALID_CONFIG', `a game needs at least ${min} seats`);
    for (const p of players) this.evict(gameId, p, `seat ${p} was removed`);
    const renumber = new Map(kept.map((s, i) => [s.player, `P${i + 1}`]));
    const newSeats = kept.map((s) => ({ ...s, player: renumber.get(s.player)! }));
    this.host.access.renumberSeats(gameId, renumber);
    this.host.classSeats.seatsRenumbered(gameId);
    for (const link of this.host.gameLinks(gameId)) {
      const grant = link.grants.get(gameId);
      if (grant) grant.players = new Set([...grant.players].map((p) => renumber.get(p)!).filter(Boolean));
    }
    // The game rebuilds its config for the new seat count from the old one (a config is valid as options).
    const config = this.host.requireSession(gameId).module.config.make(newSeats.length, newSeats.map((s) => s.name), record.config as Record<string, unknown>, record.table);
    this.host.games.setSeatsAndConfig(gameId, newSeats, config);
    this.host.replaceSession({ ...record, seats: newSeats, config });
  }

  /** Before the start only: a new human seat (numbered after the others) named `name` (made unique); returns its id. */
  addSeat(gameId: string, name: string): PlayerId {
    const record = this.host.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'seats can only be added before the start');
    const session = this.host.requireSession(gameId);
    const seats = session.context.seats;
    const max = session.module.meta.players.max;
    if (seats.length >= max) throw new Refusal('INVALID_CONFIG', `${session.module.meta.title} is played by at most ${max} seats`);
    const player = `P${seats.length + 1}`;
    const newSeats: SeatInfo[] = [...seats, { player, name: uniqueName(name, seats.map((s) => s.name)), kind: 'human', botLevel: null, lostAt: null }];
    const config = session.module.config.make(newSeats.length, newSeats.map((s) => s.name), record.config as Record<string, unknown>, record.table);
    this.host.games.setSeatsAndConfig(gameId, newSeats, config);
    this.host.replaceSession({ ...record, seats: newSeats, config });
    return player;
  }

  private requireSeat(gameId: string, player: PlayerId): SeatInfo {
    const seat = this.host.requireSession(gameId).context.seats.find((s) => s.player === player);
    if (!seat) throw new Refusal('NOT_SEATED', `no seat ${player} in this game`);
    return seat;
  }
}
