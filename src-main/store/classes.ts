/**
 * Classes: a named roster of students spread over several tables (each table an ordinary game), the class's
 * code and facilitator secret (hashed, like a game's), and the orders the host refused at class tables.
 * Students follow their seat when lobby seats are renumbered (AccessRepository.renumberSeats).
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { JOIN_CODE_ALPHABET, hashSecret, newSecret } from './access.ts';
import { prepared, type Db } from './database.ts';
import type { RejectedOrder } from '../../src-shared/platform/class-report.ts';

export type ClassRecord = { id: string; name: string; code: string; createdAt: number; locked: boolean };
export type StudentRecord = { key: string; classId: string; name: string; position: number; gameId: string; player: string };

type ClassRow = { id: string; name: string; code: string; created_at: number; locked: number };
type StudentRow = { key: string; class_id: string; name: string; position: number; game_id: string; player: string };

const classOf = (r: ClassRow): ClassRecord => ({ id: r.id, name: r.name, code: r.code, createdAt: r.created_at, locked: r.locked === 1 });
const studentOf = (r: StudentRow): StudentRecord => ({ key: r.key, classId: r.class_id, name: r.name, position: r.position, gameId: r.game_id, player: r.player });

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

export class ClassRepository {
  private readonly db: Db;
  /**
   * What a class's dashboard reads on every change of one of its tables (issue 24: class_state re-read the roster
   * from SQLite each time): the class, its tables and its roster, kept in memory. Every write below goes through
   * this repository (the host holds the only one), and each drops what it may change; a value read inside a
   * transaction is not kept, since the transaction may still be rolled back.
   */
  private readonly records = new Map<string, ClassRecord | null>();
  private readonly rosters = new Map<string, readonly StudentRecord[]>();
  private readonly tableLists = new Map<string, readonly string[]>();

  /** Class students were changed in the store by another repository (AccessRepository.renumberSeats). */
  forgetRosters(): void {
    this.rosters.clear();
  }

  private cached<K, V>(map: Map<K, V>, key: K, read: () => V): V {
    if (map.has(key)) return map.get(key)!;
    const value = read();
    if (!this.db.inTransaction) map.set(key, value);
    return value;
  }

  constructor(db: Db) {
    this.db = db;
  }

  /** A new class with a fresh unique code (`codeLength` characters) and secret; returns the secret in clear text. */
  insert(name: string, createdAt: number, codeLength: number): { record: ClassRecord; secret: string } {
    const secret = newSecret();
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = randomCode(codeLength);
      if (prepared(this.db, `SELECT 1 FROM classes WHERE code = ?`).get(code)) continue;
      const id = randomUUID();
      prepared(this.db, `INSERT INTO classes (id, name, code, secret_hash, created_at) VALUES (?, ?, ?, ?, ?)`).run(id, name, code, hashSecret(secret), createdAt);
      return { record: { id, name, code, createdAt, locked: false }, secret };
    }
    throw new Error('could not find a free class code');
  }

  /** A fresh facilitator secret (the old one stops working); returns it in clear text. */
  newSecret(classId: string): string {
    const secret = newSecret();
    prepared(this.db, `UPDATE classes SET secret_hash = ? WHERE id = ?`).run(hashSecret(secret), classId);
    return secret;
  }

  checkSecret(classId: string, secret: string): boolean {
    const row = prepared<[string], { secret_hash: string }>(this.db, `SELECT secret_hash FROM classes WHERE id = ?`).get(classId);
    if (!row) return false;
    const [stored, given] = [Buffer.from(row.secret_hash, 'hex'), Buffer.from(hashSecret(secret), 'hex')];
    return stored.length === given.length && timingSafeEqual(stored, given);
  }

  get(classId: string): ClassRecord | null {
    const record = this.cached(this.records, classId, () => {
      const row = prepared<[string], ClassRow>(this.db, `SELECT * FROM classes WHERE id = ?`).get(classId);
      return row ? classOf(row) : null;
    });
    return record && { ...record };
  }

  byCode(code: string): ClassRecord | null {
    const row = prepared<[string], ClassRow>(this.db, `SELECT * FROM classes WHERE code = ?`).get(code.toUpperCase().replace(/[\s-]/g, ''));
    return row ? classOf(row) : null;
  }

  list(): ClassRecord[] {
    return prepared<[], ClassRow>(this.db, `SELECT * FROM classes ORDER BY created_at DESC, name`).all().map(classOf);
  }

  setLocked(classId: string, locked: boolean): void {
    prepared(this.db, `UPDATE classes SET locked = ? WHERE id = ?`).run(locked ? 1 : 0, classId);
    this.records.delete(classId);
  }

  addTable(classId: string, gameId: string, position: number): void {
    prepared(this.db, `INSERT INTO class_tables (class_id, game_id, position) VALUES (?, ?, ?)`).run(classId, gameId, position);
    this.tableLists.delete(classId);
  }

  /** The class's games in table order. */
  tables(classId: string): string[] {
    return [...this.cached(this.tableLists, classId, () => prepared<[string], { game_id: string }>(this.db, `SELECT game_id FROM class_tables WHERE class_id = ? ORDER BY position`).all(classId).map((r) => r.game_id))];
  }

  /** The class a game is a table of (null: not a class table). */
  classOfGame(gameId: string): string | null {
    return prepared<[string], { class_id: string }>(this.db, `SELECT class_id FROM class_tables WHERE game_id = ?`).get(gameId)?.class_id ?? null;
  }

  /** A student with a fresh unique personal key (`keyLength` characters). */
  addStudent(classId: string, name: string, position: number, gameId: string, player: string, keyLength: number): StudentRecord {
    for (let attempt = 0; attempt < 50; attempt++) {
      const key = randomCode(keyLength);
      if (prepared(this.db, `SELECT 1 FROM class_students WHERE key = ?`).get(key)) continue;
      prepared(this.db, `INSERT INTO class_students (key, class_id, name, position, game_id, player) VALUES (?, ?, ?, ?, ?, ?)`).run(key, classId, name, position, gameId, player);
      this.rosters.delete(classId);
      return { key, classId, name, position, gameId, player };
    }
    throw new Error('could not find a free student key');
  }

  students(classId: string): StudentRecord[] {
    return this.cached(this.rosters, classId, () => prepared<[string], StudentRow>(this.db, `SELECT * FROM class_students WHERE class_id = ? ORDER BY position`).all(classId).map(studentOf)).map((s) => ({ ...s }));
  }

  student(key: string): StudentRecord | null {
    const row = prepared<[string], StudentRow>(this.db, `SELECT * FROM class_students WHERE key = ?`).get(key.toUpperCase().replace(/[\s-]/g, ''));
    return row ? studentOf(row) : null;
  }

  studentAt(gameId: string, player: string): StudentRecord | null {
    const row = prepared<[string, string], StudentRow>(this.db, `SELECT * FROM class_students WHERE game_id = ? AND player = ?`).get(gameId, player);
    return row ? studentOf(row) : null;
  }

  renameStudent(key: string, name: string): void {
    prepared(this.db, `UPDATE class_students SET name = ? WHERE key = ?`).run(name, key);
    this.rosters.clear();
  }

  seatStudent(key: string, gameId: string, player: string): void {
    prepared(this.db, `UPDATE class_students SET game_id = ?, player = ? WHERE key = ?`).run(gameId, player, key);
    this.rosters.clear();
  }

  recordRejection(gameId: string, order: RejectedOrder): void {
    prepared(this.db, `INSERT INTO rejected_orders (game_id, player, period, at, action, reason, message) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
      gameId, order.player, order.period, order.at, order.action, order.reason, order.message,
    );
  }

  rejections(gameId: string): RejectedOrder[] {
    return prepared<[string], RejectedOrder>(this.db, `SELECT player, period, at, action, reason, message FROM rejected_orders WHERE game_id = ? ORDER BY id`).all(gameId);
  }
}
