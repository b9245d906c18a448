/**
 * A game's life on the host outside play: created from `create_game` (or a class), started from its lobby (empty
 * seats to bots, removed, or kept and counted as away), and adopted when it was prepared elsewhere — an import or
 * a what-if made ready as heavy work (heavy/prepare-import.ts), written as given and resumed from its snapshot.
 */
import { defaultBotLevel } from '../../src-shared/platform/bots.ts';
import type { BotLevel } from '../../src-shared/platform/table-options.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import type { Clock } from '../../src-shared/session/runner.ts';
import type { SessionEvent } from '../../src-shared/session/types.ts';
import type { AccessRepository } from '../store/access.ts';
import type { GameRepository } from '../store/games.ts';
import { recordForNewGame } from './game-records.ts';
import type { Created } from './heavy/answers.ts';
import { prepareImport, type PreparedImport } from './heavy/prepare-import.ts';
import { Refusal } from './links.ts';
import type { ProfileDesk } from './profiles.ts';
import type { SeatDesk } from './seats.ts';
import type { Tables } from './tables.ts';

export type LifecycleDeps = {
  clock: Clock;
  tables: Tables;
  games: GameRepository;
  access: AccessRepository;
  profiles: Pick<ProfileDesk, 'checkNewSeats' | 'bind'>;
  seats: () => SeatDesk;
  send(gameId: string, event: SessionEvent): void;
};

export class GameLifecycle {
  private readonly deps: LifecycleDeps;

  constructor(deps: LifecycleDeps) {
    this.deps = deps;
  }

  create(command: Omit<CommandOf<'create_game'>, 'type'>): Created {
    const { tables, clock, profiles, games, access } = this.deps;
    const record = recordForNewGame(tables.moduleOf(command.game ?? tables.kinds.defaultKind), command, clock.now());
    profiles.checkNewSeats(command.seats);
    games.insert(record);
    for (const [i, seat] of command.seats.entries()) if (seat.profile) profiles.bind(record.id, record.seats[i].player, seat.profile);
    const created = access.issueGameAccess(record.id);
    tables.open(record);
    if (command.start) this.start(record.id);
    return { gameId: record.id, ...created };
  }

  /**
   * Starts a game from its lobby. Human seats nobody holds are filled with bots, removed, or (by default)
   * kept: then they count as disconnected from the first moment, so they are ready after the grace period
   * and never hold up a class.
   */
  start(gameId: string, emptySeats?: 'bot' | 'remove', botLevel?: BotLevel): void {
    const { tables, clock } = this.deps;
    const seats = this.deps.seats();
    const record = tables.requireRecord(gameId);
    if (record.status !== 'LOBBY') throw new Refusal('GAME_ALREADY_STARTED', 'the game has already started');
    const empty = seats.emptySeats(gameId);
    if (emptySeats === 'remove' && empty.length > 0) seats.removeSeats(gameId, empty);
    const level = botLevel ?? defaultBotLevel(tables.require(gameId).module);
    if (emptySeats === 'bot') for (const player of empty) seats.setSeat(gameId, player, 'bot', level);
    const current = tables.requireRecord(gameId);
    this.deps.send(gameId, { type: 'START', at: clock.now(), config: current.config, seed: current.seed, table: current.table });
    this.markAbsent(gameId);
  }

  /** Human seats nobody holds start their grace period now (at the start, after an import or a restart). */
  markAbsent(gameId: string): void {
    const session = this.deps.tables.require(gameId);
    const seats = this.deps.seats();
    for (const seat of session.context.seats) {
      if (seat.kind === 'human' && seat.lostAt === null && seats.seatHolders(gameId, seat.player).length === 0) {
        this.deps.send(gameId, { type: 'SEAT_LOST', at: this.deps.clock.now(), player: seat.player });
      }
    }
  }

  /** Imports a game file on the caller's thread (the import tool); `name`: the new game's name (default: the file's, marked imported). */
  importFile(raw: unknown, passphrase?: string, name?: string): Created {
    return this.adopt(prepareImport(this.deps.tables.kinds, raw, passphrase, this.deps.clock.now(), name));
  }

  /** A game prepared as heavy work (an import, a what-if): written as given and resumed from its snapshot. */
  adopt(prepared: PreparedImport): Created {
    const session = this.deps.tables.adopt(prepared);
    const created = this.deps.access.issueGameAccess(prepared.record.id);
    const engine = session.context.engine;
    if (engine !== null && session.module.status(engine) === 'RUNNING') this.markAbsent(prepared.record.id);
    return { gameId: prepared.record.id, ...created };
  }
}
