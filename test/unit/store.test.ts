import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE, Journal, openDatabase, schemaVersion } from '../../src-main/store/index.ts';
import { MIGRATIONS } from '../../src-main/store/migrations.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

describe('store: database', () => {
  it('creates the data directory and the database with WAL, foreign keys and the latest schema', () => {
    const dataDir = join(temp.dir, 'nested', 'data');
    const db = openDatabase(dataDir);
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  it('migrates only once: reopening keeps data and version', () => {
    const db = openDatabase(temp.dir);
    db.prepare(`INSERT INTO settings (key, value) VALUES ('theme', 'dark')`).run();
    db.close();
    const again = openDatabase(temp.dir);
    expect(schemaVersion(again)).toBe(MIGRATIONS.length);
    expect(again.prepare(`SELECT value FROM settings WHERE key = 'theme'`).get()).toEqual({ value: 'dark' });
    again.close();
  });

  it('refuses a database from a newer app instead of damaging it', () => {
    const db = openDatabase(temp.dir);
    db.pragma(`user_version = ${MIGRATIONS.length + 5}`);
    db.close();
    expect(() => openDatabase(temp.dir)).toThrow(/newer than this app/);
  });
});

describe('store: journal', () => {
  it('numbers entries per game and survives closing and reopening the database', () => {
    const db = openDatabase(temp.dir);
    const journal = new Journal(db);
    expect(journal.append({ gameId: null, kind: 'hello', seat: null, payload: { n: 1 }, at: 1000 })).toBe(1);
    expect(journal.append({ gameId: null, kind: 'hello', seat: null, payload: { n: 2 }, at: 1001 })).toBe(2);
    db.close();

    const reopened = openDatabase(temp.dir);
    const entries = new Journal(reopened).read(null);
    expect(entries).toEqual([
      { gameId: null, seq: 1, kind: 'hello', seat: null, payload: { n: 1 }, at: 1000 },
      { gameId: null, seq: 2, kind: 'hello', seat: null, payload: { n: 2 }, at: 1001 },
    ]);
    expect(new Journal(reopened).append({ gameId: null, kind: 'hello', seat: null, payload: {}, at: 1002 })).toBe(3);
    expect(new Journal(reopened).read(null, 2).map((e) => e.seq)).toEqual([3]);
    reopened.close();
  });

  it('rejects an entry for an unknown game (foreign key) and keeps the journal unchanged', () => {
    const db = openDatabase(temp.dir);
    const journal = new Journal(db);
    expect(() => journal.append({ gameId: 'nope', kind: 'x', seat: null, payload: {}, at: 1 })).toThrow(/FOREIGN KEY/);
    expect(journal.read('nope')).toEqual([]);
    db.close();
  });
});
