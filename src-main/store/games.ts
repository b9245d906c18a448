import { tableOptionsFrom, type TableOptions } from '../../src-shared/platform/table-options.ts';
import type { SeatInfo, SessionOptions } from '../../src-shared/session/types.ts';
import { prepared, type Db } from './database.ts';

export type GameStatus = 'LOBBY' | 'RUNNING' | 'FINISHED';

export type GameRecord = {
  id: string;
  /** The game module's kind ('sectors', …): which rules play this game. */
  kind: string;
  /**
   * The module's engine version the game was created (or imported) under: its journal means what it says only
   * under those rules, so a build whose module has another version refuses to replay it (host/engine-version.ts).
   */
  engineVersion: number;
  name: string;
  /** The game's own config (its module validates it). */
  config: unknown;
  /** Timer mode, pace, review and grace: the table's settings, shared by every game. */
  table: TableOptions;
  seed: number;
  seats: SeatInfo[];
  options: SessionOptions;
  status: GameStatus;
  createdAt: number;
  finishedAt: number | null;
};

type Row = {
  id: string; kind: string; engine_version: number; name: string; config: string; seed: number; seats: string; options: string;
  table_options: string | null; status: string; created_at: number; finished_at: number | null;
};

function fromRow(row: Row): GameRecord {
  const config = JSON.parse(row.config) as Record<string, unknown>;
  const options = JSON.parse(row.options) as SessionOptions;
  return {
    id: row.id, kind: row.kind, engineVersion: row.engine_version, name: row.name, config, seed: row.seed,
    // Games stored before table options were their own column kept them in their (Sectors) config.
    table: row.table_options ? (JSON.parse(row.table_options) as TableOptions) : tableOptionsFrom(config, options.graceMs === undefined ? undefined : options.graceMs / 1000),
    seats: JSON.parse(row.seats) as SeatInfo[], options,
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
    prepared(this.db, 
        `INSERT INTO games (id, kind, engine_version, name, config, seed, seats, options, table_options, status, created_at, finished_at)
         VALUES (@id, @kind, @engineVersion, @name, @config, @seed, @seats, @options, @tableOptions, @status, @createdAt, @finishedAt)`,
      )
      .run({
        id: game.id, kind: game.kind, engineVersion: game.engineVersion, name: game.name, seed: game.seed, status: game.status, createdAt: game.createdAt, finishedAt: game.finishedAt,
        config: JSON.stringify(game.config), seats: JSON.stringify(game.seats), options: JSON.stringify(game.options), tableOptions: JSON.stringify(game.table),
      });
  }

  get(id: string): GameRecord | null {
    const row = prepared<[string], Row>(this.db, `SELECT * FROM games WHERE id = ?`).get(id);
    return row ? fromRow(row) : null;
  }

  list(): GameRecord[] {
    return prepared<[], Row>(this.db, `SELECT * FROM games ORDER BY created_at DESC`).all().map(fromRow);
  }

  unfinished(): GameRecord[] {
    return prepared<[], Row>(this.db, `SELECT * FROM games WHERE status = 'RUNNING' ORDER BY created_at`).all().map(fromRow);
  }

  setStatus(id: string, status: GameStatus, finishedAt: number | null = null): void {
    prepared(this.db, `UPDATE games SET status = ?, finished_at = ? WHERE id = ?`).run(status, finishedAt, id);
  }

  /** Lobby only: the seat list changed size (seats removed before the start). */
  setSeatsAndConfig(id: string, seats: SeatInfo[], config: unknown): void {
    prepared(this.db, `UPDATE games SET seats = ?, config = ? WHERE id = ?`).run(JSON.stringify(seats), JSON.stringify(config), id);
  }

  setSeats(id: string, seats: SeatInfo[]): void {
    prepared(this.db, `UPDATE games SET seats = ? WHERE id = ?`).run(JSON.stringify(seats), id);
  }
}
