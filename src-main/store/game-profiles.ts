/**
 * Which local profile each seat of a game plays for, and whether the game's end was credited to it. A row
 * is credited once (`credited_at`), in the same transaction as the profile's new progress, so neither a host
 * restart nor a replay credits a game twice. Rows follow their seat when lobby seats are renumbered
 * (AccessRepository.renumberSeats) and go with their game or profile.
 */
import { prepared, type Db } from './database.ts';

export type SeatProfile = { gameId: string; player: string; profileId: string; creditedAt: number | null };

type Row = { game_id: string; player: string; profile_id: string; credited_at: number | null };

const fromRow = (r: Row): SeatProfile => ({ gameId: r.game_id, player: r.player, profileId: r.profile_id, creditedAt: r.credited_at });

export class SeatProfileRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The seat plays for `profileId` from now on (not yet credited). */
  bind(gameId: string, player: string, profileId: string): void {
    prepared(this.db, `INSERT OR REPLACE INTO game_profiles (game_id, player, profile_id, credited_at) VALUES (?, ?, ?, NULL)`).run(gameId, player, profileId);
  }

  unbind(gameId: string, player: string): void {
    prepared(this.db, `DELETE FROM game_profiles WHERE game_id = ? AND player = ?`).run(gameId, player);
  }

  of(gameId: string): SeatProfile[] {
    return prepared<[string], Row>(this.db, `SELECT * FROM game_profiles WHERE game_id = ? ORDER BY player`).all(gameId).map(fromRow);
  }

  uncredited(gameId: string): SeatProfile[] {
    return prepared<[string], Row>(this.db, `SELECT * FROM game_profiles WHERE game_id = ? AND credited_at IS NULL ORDER BY player`).all(gameId).map(fromRow);
  }

  markCredited(gameId: string, player: string, at: number): void {
    prepared(this.db, `UPDATE game_profiles SET credited_at = ? WHERE game_id = ? AND player = ?`).run(at, gameId, player);
  }

  /** Finished games with a seat not credited yet (the host stopped between the end and the credit). */
  finishedUncredited(): string[] {
    return prepared<[], { game_id: string }>(
      this.db,
      `SELECT DISTINCT p.game_id FROM game_profiles p JOIN games g ON g.id = p.game_id WHERE p.credited_at IS NULL AND g.status = 'FINISHED'`,
    ).all().map((r) => r.game_id);
  }

  /** Games with a seat playing for this profile. */
  gamesOf(profileId: string): string[] {
    return prepared<[string], { game_id: string }>(this.db, `SELECT DISTINCT game_id FROM game_profiles WHERE profile_id = ?`).all(profileId).map((r) => r.game_id);
  }
}
