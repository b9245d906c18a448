import type { Db } from './database.ts';

export type StoredSnapshot = {
  gameId: string;
  /** Journal sequence number the snapshot includes (entries after it are replayed). */
  seq: number;
  phaseSerial: number;
  machine: unknown;
  engineSchema: number;
  machineVersion: number;
  appVersion: string;
  at: number;
};

/** Keep a few snapshots per game: only the newest is needed to resume; the journal rebuilds the rest. */
const KEEP_PER_GAME = 3;

export class SnapshotRepository {
  private readonly db: Db;
  private readonly insert;
  private readonly prune;

  constructor(db: Db) {
    this.db = db;
    this.insert = db.prepare(
      `INSERT OR REPLACE INTO snapshots (game_id, seq, phase_serial, machine, engine_schema, machine_version, app_version, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.prune = db.prepare(`DELETE FROM snapshots WHERE game_id = ? AND seq NOT IN (SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT ?)`);
  }

  save(s: StoredSnapshot): void {
    this.saveText({ ...s, machineText: JSON.stringify(s.machine) });
  }

  /** Saves a snapshot whose machine is JSON text already (a game prepared off the event loop). */
  saveText(s: Omit<StoredSnapshot, 'machine'> & { machineText: string }): void {
    this.insert.run(s.gameId, s.seq, s.phaseSerial, s.machineText, s.engineSchema, s.machineVersion, s.appVersion, s.at);
    this.prune.run(s.gameId, s.gameId, KEEP_PER_GAME);
  }

  latest(gameId: string): StoredSnapshot | null {
    const row = this.db
      .prepare<[string], { game_id: string; seq: number; phase_serial: number; machine: string; engine_schema: number; machine_version: number; app_version: string; at: number }>(
        `SELECT * FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT 1`,
      )
      .get(gameId);
    if (!row) return null;
    return {
      gameId: row.game_id, seq: row.seq, phaseSerial: row.phase_serial, machine: JSON.parse(row.machine) as unknown,
      engineSchema: row.engine_schema, machineVersion: row.machine_version, appVersion: row.app_version, at: row.at,
    };
  }
}
