/**
 * Local player profiles at the host: the profile commands, which profile a seat plays for, and crediting a
 * finished game to those profiles through the game module's progress hook — once per seat, in one
 * transaction with the mark that it was done, so a restart, a rebuilt session or a replay never credits a
 * game twice. Bots and seats without a profile earn nothing; a game that never ends earns nothing.
 *
 * Who may manage profiles: the host machine's own screens (local connections) and any connection holding a
 * game's facilitator rights (the host secret) — profiles are the host machine's, so a player's own browser on
 * another machine never sees or uses them. A seat is bound to a profile by the same rule (local, or the
 * facilitator of that game).
 */
import { randomUUID } from 'node:crypto';
import type { GameRegistry, OptionLocks, ProfileSettings } from '../../src-shared/platform/module.ts';
import { PROFILE_NAME_MAX, type CommandOf, type HostEventOf } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { Db } from '../store/database.ts';
import { SeatProfileRepository } from '../store/game-profiles.ts';
import type { GameRecord } from '../store/games.ts';
import { ProfileRepository } from '../store/profiles.ts';
import type { GameSession } from './game-session.ts';
import { Refusal, rid, type Link } from './links.ts';

type ProfileInfo = HostEventOf<'profiles'>['profiles'][number];
type ProfileCommand = CommandOf<'list_profiles'> | CommandOf<'create_profile'> | CommandOf<'set_profile_settings'>;
/** What a seat's line in the views says of its profile. */
export type SeatProfileFacts = { name: string; lacks: string[] };

export type ProfileDeskDeps = {
  db: Db;
  clock: Clock;
  registry: GameRegistry;
  record(gameId: string): GameRecord | null;
  /** The game's session if the host has it open (no rebuilding). */
  liveSession(gameId: string): GameSession | undefined;
  broadcast(session: GameSession): void;
};

const settingsOf = (raw: Record<string, unknown>): ProfileSettings => ({ unlockAllModes: raw.unlockAllModes === true });

/** The texts of the locks a config's values fall under (a locked or not-yet-playable value of an option). */
function lacksOf(locks: readonly OptionLocks[], config: unknown): string[] {
  const values = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  return locks.flatMap((lock) => [...lock.locked, ...lock.comingSoon].filter((l) => l.value === values[lock.option]).map((l) => l.text));
}

export class ProfileDesk {
  private readonly deps: ProfileDeskDeps;
  private readonly profiles: ProfileRepository;
  private readonly seats: SeatProfileRepository;
  /** Per game, each bound seat's profile line; rebuilt after any change to bindings, progress or settings. */
  private readonly facts = new Map<string, Map<string, SeatProfileFacts>>();

  constructor(deps: ProfileDeskDeps) {
    this.deps = deps;
    this.profiles = new ProfileRepository(deps.db);
    this.seats = new SeatProfileRepository(deps.db);
  }

  // ---------------------------------------------------------------- commands

  handle(link: Link, command: ProfileCommand): void {
    if (!this.mayManage(link)) throw new Refusal('LOCAL_ONLY', 'only the host machine (or a game\'s facilitator) can see and change profiles');
    let profileId: string | undefined;
    if (command.type === 'create_profile') profileId = this.create(command.name);
    if (command.type === 'set_profile_settings') {
      profileId = this.requireProfile(command.profileId);
      if (command.unlockAllModes !== undefined) this.profiles.setSettings(profileId, { unlockAllModes: command.unlockAllModes });
      this.changed(this.seats.gamesOf(profileId));
    }
    link.send({ type: 'profiles', profiles: this.list(), everyone: this.everyone(), ...(profileId ? { profileId } : {}), ...rid(command) });
  }

  private mayManage(link: Link): boolean {
    return link.options.local || [...link.grants.values()].some((g) => g.facilitator);
  }

  /** Every profile with its settings and, per game with progression, its progress and locks. */
  list(): ProfileInfo[] {
    return this.profiles.list().map((p) => {
      const settings = settingsOf(this.profiles.settings(p.id));
      const games: ProfileInfo['games'] = {};
      for (const kind of this.deps.registry.kinds()) {
        const module = this.deps.registry.get(kind)!;
        if (module.progress) games[kind] = { title: module.meta.title, ...module.progress.describe(p.progress[kind], settings) };
      }
      return { id: p.id, name: p.name, createdAt: p.createdAt, settings, games };
    });
  }

  /** Per game with progression, what nobody may choose yet: its locks for a profile with every unlock. */
  private everyone(): Record<string, OptionLocks[]> {
    const out: Record<string, OptionLocks[]> = {};
    for (const kind of this.deps.registry.kinds()) {
      const hook = this.deps.registry.get(kind)!.progress;
      if (hook) out[kind] = hook.describe(undefined, { unlockAllModes: true }).locks.map((l) => ({ ...l, locked: [] }));
    }
    return out;
  }

  private create(raw: string): string {
    const name = raw.trim();
    if (name.length === 0 || name.length > PROFILE_NAME_MAX) throw new Refusal('MALFORMED_INPUT', `a profile's name has 1 to ${PROFILE_NAME_MAX} characters`);
    const taken = this.profiles.findByName(name);
    if (taken) throw new Refusal('PROFILE_NAME_TAKEN', `there is already a profile called “${taken.name}”; choose another name`);
    const id = randomUUID();
    this.profiles.create({ id, name, createdAt: this.deps.clock.now() });
    return id;
  }

  /** A profile `link` may act for (the host machine, or a facilitator), with its name; a Refusal when not. */
  usableBy(link: Link, profileId: string): { id: string; name: string } {
    if (!this.mayManage(link)) throw new Refusal('LOCAL_ONLY', 'only the host machine (or a game\'s facilitator) can use profiles');
    const profile = this.profiles.get(this.requireProfile(profileId))!;
    return { id: profile.id, name: profile.name };
  }

  private requireProfile(profileId: string): string {
    if (!this.profiles.get(profileId)) throw new Refusal('PROFILE_NOT_FOUND', `no profile ${profileId} on this host`);
    return profileId;
  }

  // ---------------------------------------------------------------- seats

  /**
   * Whether `link` may seat `player` of a game for `profileId` (throws a Refusal when not): the host machine
   * or the game's facilitator, a profile that exists, a game not over, and no other seat of the game playing
   * for the same profile.
   */
  check(link: Link, gameId: string, player: string, profileId: string): void {
    if (!link.options.local && !link.grants.get(gameId)?.facilitator) throw new Refusal('LOCAL_ONLY', 'only the host machine (or the facilitator) can seat a profile');
    this.requireProfile(profileId);
    if (this.deps.record(gameId)?.status === 'FINISHED') throw new Refusal('GAME_NOT_RUNNING', 'the game has ended: it credits no profile any more');
    const other = this.seats.of(gameId).find((b) => b.profileId === profileId && b.player !== player);
    if (other) throw new Refusal('PROFILE_IN_USE', `that profile already plays seat ${other.player} in this game`);
  }

  /** `create_game`'s seats: profiles that exist, on human seats, each at most once. */
  checkNewSeats(seats: readonly { kind: 'human' | 'bot'; profile?: string }[]): void {
    const seen = new Set<string>();
    for (const seat of seats) {
      if (!seat.profile) continue;
      if (seat.kind !== 'human') throw new Refusal('INVALID_CONFIG', 'a bot seat plays for no profile');
      this.requireProfile(seat.profile);
      if (seen.has(seat.profile)) throw new Refusal('PROFILE_IN_USE', 'a profile plays one seat per game');
      seen.add(seat.profile);
    }
  }

  /** The seat plays for `profileId` from now on; null: for no profile (it was freed, kicked or given to a bot). */
  bind(gameId: string, player: string, profileId: string | null): void {
    if (profileId === null) this.seats.unbind(gameId, player);
    else this.seats.bind(gameId, player, profileId);
    this.facts.delete(gameId);
  }

  /** Lobby seats were removed and renumbered (the store moved the bindings): the seat lines are rebuilt. */
  seatsChanged(gameId: string): void {
    this.facts.delete(gameId);
  }

  /** A bound seat's line for the views (undefined: the seat plays for no profile). */
  seatFacts(gameId: string, player: string): SeatProfileFacts | undefined {
    let facts = this.facts.get(gameId);
    if (!facts) this.facts.set(gameId, (facts = this.buildFacts(gameId)));
    return facts.get(player);
  }

  private buildFacts(gameId: string): Map<string, SeatProfileFacts> {
    const out = new Map<string, SeatProfileFacts>();
    const bindings = this.seats.of(gameId);
    if (bindings.length === 0) return out;
    const record = this.deps.record(gameId);
    const module = record ? this.deps.registry.get(record.kind) : undefined;
    for (const b of bindings) {
      const profile = this.profiles.get(b.profileId);
      if (!profile || !record) continue;
      const hook = module?.progress;
      const settings = settingsOf(this.profiles.settings(b.profileId));
      const progress = profile.progress[record.kind];
      const lacks = !hook ? [] : hook.lacking ? hook.lacking(progress, settings, record.config) : lacksOf(hook.describe(progress, settings).locks, record.config);
      out.set(b.player, { name: profile.name, lacks });
    }
    return out;
  }

  // ---------------------------------------------------------------- crediting

  /**
   * After every change of a session: once its game has ended, each seat bound to a profile and not yet
   * credited gets the module's credit — human seats only (a seat given to a bot earns nothing) — and is marked
   * credited in the same transaction. A failing hook is reported and retried at the next host start.
   */
  creditIfEnded(session: GameSession): void {
    const engine = session.context.engine;
    if (engine === null || session.module.status(engine) !== 'ENDED') return;
    const rows = this.seats.uncredited(session.id);
    if (rows.length === 0) return;
    const kind = session.module.meta.kind;
    const hook = session.module.progress;
    const at = this.deps.clock.now();
    try {
      this.deps.db.transaction(() => {
        for (const row of rows) {
          const seat = session.context.seats.find((s) => s.player === row.player);
          const profile = this.profiles.get(row.profileId);
          if (hook && seat?.kind === 'human' && profile) this.profiles.setProgress(profile.id, kind, hook.credit(profile.progress[kind], engine, row.player, session.id));
          this.seats.markCredited(session.id, row.player, at);
        }
      })();
    } catch (err) {
      console.error(`profiles of game ${session.id} could not be credited: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.facts.clear();
  }

  /** Finished games whose profiles were not credited yet (the host stopped in between); `session` rebuilds one. */
  creditLeftovers(session: (gameId: string) => GameSession): void {
    for (const gameId of this.seats.finishedUncredited()) {
      try {
        this.creditIfEnded(session(gameId));
      } catch (err) {
        console.error(`profiles of game ${gameId} could not be credited: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  /** Settings or progress changed: the seat lines of these games are rebuilt and their screens see them. */
  private changed(gameIds: string[]): void {
    this.facts.clear();
    for (const gameId of gameIds) {
      const session = this.deps.liveSession(gameId);
      if (session) this.deps.broadcast(session);
    }
  }
}
