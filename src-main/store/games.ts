import type { GameConfig } from '../../src-shared/games/sectors/types.ts';
import type { SeatInfo, SessionOptions } from '../../src-shared/session/types.ts';
import type { Db } from './database.ts';

export type GameStatus = 'LOBBY' | 'RUNNING' | 'FINISHED';

export type GameRecord = {
  id: string;
  kind: 'sectors';
  name: string;
  config: GameConfig;
  seed: number;
  seats: SeatInfo[];
  options: SessionOptions;
  status: GameStatus;
  createdAt: number;
  finishedAt: number | null;
};

type Row = {
  id: string; kind: string; name: string; config: string; seed: number; seats: string; options: string;
  status: string; created_at: number; finished_at: number | null;
};

function fromRow(row: Row): GameRecord {
  return {
    id: row.id, kind: 'sectors', name: row.name, config: JSON.parse(row.config) as GameConfig, seed: row.seed,
    seats: JSON.parse(row.seats) as SeatInfo[], options: JSON.parse(row.options) as SessionOptions,
    status: row.status as GameStatus, createdAt: row.created_at, finishedAt: row.finished_at,
  };
}

/** The games table: one row per game, whatever its state. */
export class GameRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  insert(game: GameRecord): void {
    this.db
      .prepare(
        `INSERT INTO games (id, kind, name, config, seed, seats, options, status, created_at, finished_at)
         VALUES (@id, @kind, @name, @config, @seed, @seats, @options, @status, @createdAt, @finishedAt)`,
      )
      .run({ ...game, config: JSON.stringify(game.config), seats: JSON.stringify(game.seats), options: JSON.stringify(game.options) });
  }

  get(id: string): GameRecord | null {
    const row = this.db.prepare<[string], Row>(`SELECT * FROM games WHERE id = ?`).get(id);
    return row ? fromRow(row) : null;
  }

  list(): GameRecord[] {
    return this.db.prepare<[], Row>(`SELECT * FROM games ORDER BY created_at DESC`).all().map(fromRow);
  }

  unfinished(): GameRecord[] {
    return this.db.prepare<[], Row>(`SELECT * FROM games WHERE status = 'RUNNING' ORDER BY created_at`).all().map(fromRow);
  }

  setStatus(id: string, status: GameStatus, finishedAt: number | null = null): void {
    this.db.prepare(`UPDATE games SET status = ?, finished_at = ? WHERE id = ?`).run(status, finishedAt, id);
  }

  /** Lobby only: the seat list changed size (seats removed before the start). */
  setSeatsAndConfig(id: string, seats: SeatInfo[], config: GameConfig): void {
    this.db.prepare(`UPDATE games SET seats = ?, config = ? WHERE id = ?`).run(JSON.stringify(seats), JSON.stringify(config), id);
  }

  setSeats(id: string, seats: SeatInfo[]): void {
    this.db.prepare(`UPDATE games SET seats = ? WHERE id = ?`).run(JSON.stringify(seats), id);
  }
}
