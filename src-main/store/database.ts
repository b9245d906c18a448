import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'sectors.sqlite3';

/** Opens (creating if needed) the installation's single database in `dataDir` and migrates it. */
export function openDatabase(dataDir: string): Db {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = new Database(join(dir, DATABASE_FILE));
  // WAL lets readers (replay, export) run beside the writer; NORMAL sync is durable across process
  // crashes in WAL mode, which is the failure we must survive (not power loss mid-write).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies every migration newer than `PRAGMA user_version`, each in its own transaction. */
export function migrate(db: Db): void {
  const current = schemaVersion(db);
  if (current > MIGRATIONS.length) {
    throw new Error(
      `database schema version ${current} is newer than this app understands (${MIGRATIONS.length}); update the app`,
    );
  }
  for (let version = current + 1; version <= MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version - 1]);
      db.pragma(`user_version = ${version}`);
    }).immediate();
  }
}

const statements = new WeakMap<Db, Map<string, Database.Statement<unknown[], unknown>>>();

/**
 * A prepared statement, prepared once per database and SQL text: repositories run the same few statements on
 * every change of every game, and preparing costs more than running them.
 */
export function prepared<P extends unknown[] | {} = unknown[], R = unknown>(db: Db, sql: string): Database.Statement<P, R> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql) as Database.Statement<unknown[], unknown>));
  return statement as unknown as Database.Statement<P, R>;
}
