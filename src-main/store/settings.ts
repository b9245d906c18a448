import type { Db } from './database.ts';

/** Small key/value settings; also the host's heartbeat, which tells a restarted host how long it was down. */
export class Settings {
  private readonly getStmt;
  private readonly setStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare<[string], { value: string }>(`SELECT value FROM settings WHERE key = ?`);
    this.setStmt = db.prepare(`INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
  }

  get<T>(key: string): T | null {
    const row = this.getStmt.get(key);
    return row ? (JSON.parse(row.value) as T) : null;
  }

  set(key: string, value: unknown): void {
    this.setStmt.run(key, JSON.stringify(value));
  }
}

export const HEARTBEAT_KEY = 'host.heartbeat';
