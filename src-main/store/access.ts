import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { prepared, type Db } from './database.ts';

/** Letters and digits that cannot be mistaken for each other when read aloud or off a projector (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 5;

export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Accepts what people type: any case, spaces or dashes. */
export function normalizeJoinCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** 128 random bits, URL-safe: the seat token a browser keeps, and the facilitator secret. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** Only hashes are stored, so a copied database does not hand out seats. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Join codes, facilitator secrets and seat tokens of every game. */
export class AccessRepository {
  private readonly db: Db;
  /**
   * Who ever held each seat, per game, once read: a class's roster asks for every table on every change, and the
   * host is this table's only writer (markPlayed, renumberSeats), so the store is read once per game.
   */
  private readonly played = new Map<string, Set<string>>();
  /** Whether each table takes new players, once read (every view says it; setLocked is its only writer). */
  private readonly locked = new Map<string, boolean>();

  constructor(db: Db) {
    this.db = db;
  }

  /** Gives a game a fresh unique join code and facilitator secret; returns both in clear text. */
  issueGameAccess(gameId: string): { joinCode: string; hostSecret: string } {
    const hostSecret = newSecret();
    for (let attempt = 0; attempt < 50; attempt++) {
      const joinCode = newJoinCode();
      const taken = prepared(this.db, `SELECT 1 FROM games WHERE join_code = ?`).get(joinCode);
      if (taken) continue;
      prepared(this.db, `UPDATE games SET join_code = ?, host_secret_hash = ? WHERE id = ?`).run(joinCode, hashSecret(hostSecret), gameId);
      return { joinCode, hostSecret };
    }
    throw new Error('could not find a free join code');
  }

  joinCodeOf(gameId: string): string | null {
    return prepared<[string], { join_code: string | null }>(this.db, `SELECT join_code FROM games WHERE id = ?`).get(gameId)?.join_code ?? null;
  }

  gameByJoinCode(code: string): string | null {
    return prepared<[string], { id: string }>(this.db, `SELECT id FROM games WHERE join_code = ?`).get(normalizeJoinCode(code))?.id ?? null;
  }

  checkHostSecret(gameId: string, secret: string): boolean {
    const row = prepared<[string], { host_secret_hash: string | null }>(this.db, `SELECT host_secret_hash FROM games WHERE id = ?`).get(gameId);
    return !!row?.host_secret_hash && sameHash(row.host_secret_hash, hashSecret(secret));
  }

  /** Issues a new token for a seat; earlier tokens of the seat stay valid (the same person on two devices). */
  issueSeatToken(gameId: string, player: string, now: number): string {
    const token = newSecret();
    prepared(this.db, `INSERT INTO seat_tokens (token_hash, game_id, player, created_at) VALUES (?, ?, ?, ?)`).run(hashSecret(token), gameId, player, now);
    return token;
  }

  seatOfToken(token: string): { gameId: string; player: string } | null {
    const row = prepared<[string], { game_id: string; player: string }>(this.db, `SELECT game_id, player FROM seat_tokens WHERE token_hash = ?`).get(hashSecret(token));
    return row ? { gameId: row.game_id, player: row.player } : null;
  }

  /** Seats somebody has joined (holds a token for). */
  claimedSeats(gameId: string): string[] {
    return prepared<[string], { player: string }>(this.db, `SELECT DISTINCT player FROM seat_tokens WHERE game_id = ?`).all(gameId).map((r) => r.player);
  }

  /** Forgets every token of a seat (the facilitator frees it, e.g. to give it to someone else). */
  revokeSeat(gameId: string, player: string): void {
    prepared(this.db, `DELETE FROM seat_tokens WHERE game_id = ? AND player = ?`).run(gameId, player);
  }

  /** A locked table takes no new players (token rejoins still work). */
  setLocked(gameId: string, locked: boolean): void {
    prepared(this.db, `UPDATE games SET locked = ? WHERE id = ?`).run(locked ? 1 : 0, gameId);
    this.locked.set(gameId, locked);
  }

  isLocked(gameId: string): boolean {
    let locked = this.locked.get(gameId);
    if (locked === undefined) {
      locked = prepared<[string], { locked: number }>(this.db, `SELECT locked FROM games WHERE id = ?`).get(gameId)?.locked === 1;
      this.locked.set(gameId, locked);
    }
    return locked;
  }

  /** Remembers that a person held this seat (once; the first time counts). */
  markPlayed(gameId: string, player: string, now: number): void {
    prepared(this.db, `INSERT OR IGNORE INTO seat_history (game_id, player, first_at) VALUES (?, ?, ?)`).run(gameId, player, now);
    this.played.get(gameId)?.add(player);
  }

  /** The seats a person ever held (the set is the repository's own: read it, never change it). */
  playedSeats(gameId: string): ReadonlySet<string> {
    let seats = this.played.get(gameId);
    if (!seats) {
      seats = new Set(prepared<[string], { player: string }>(this.db, `SELECT player FROM seat_history WHERE game_id = ?`).all(gameId).map((r) => r.player));
      this.played.set(gameId, seats);
    }
    return seats;
  }

  /**
   * Seats were removed in the lobby and the rest renumbered: tokens, history and profiles follow their seat.
   * `renumber` maps each kept seat's old id to its new one; seats not in it are forgotten.
   */
  renumberSeats(gameId: string, renumber: Map<string, string>): void {
    const move = this.db.transaction(() => {
      for (const table of ['seat_tokens', 'seat_history', 'game_profiles', 'class_students', 'rejected_orders']) {
        const players = prepared<[string], { player: string }>(this.db, `SELECT DISTINCT player FROM ${table} WHERE game_id = ?`).all(gameId).map((r) => r.player);
        for (const player of players) if (!renumber.has(player)) prepared(this.db, `DELETE FROM ${table} WHERE game_id = ? AND player = ?`).run(gameId, player);
        // New ids are never above old ones, so moving in ascending order never lands on a seat not yet moved.
        const order = [...renumber].sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)));
        for (const [from, to] of order) if (from !== to) prepared(this.db, `UPDATE ${table} SET player = ? WHERE game_id = ? AND player = ?`).run(to, gameId, from);
      }
    });
    move();
    this.played.delete(gameId);
  }
}
