import type { Db } from './database.ts';

export type JournalEntry = {
  /** null for host-level commands that belong to no game (e.g. `hello`). */
  gameId: string | null;
  kind: string;
  seat: string | null;
  payload: unknown;
  at: number;
};

export type StoredJournalEntry = JournalEntry & { seq: number };

/** The append-only record of accepted commands; each append is its own transaction. */
export class Journal {
  private readonly db: Db;
  private readonly nextSeq;
  private readonly insert;
  private readonly select;

  constructor(db: Db) {
    this.db = db;
    this.nextSeq = db.prepare<[string], { next: number }>(
      `SELECT ifnull(max(seq), 0) + 1 AS next FROM journal WHERE ifnull(game_id, '') = ?`,
    );
    this.insert = db.prepare(
      `INSERT INTO journal (game_id, seq, kind, seat, payload, at) VALUES (@gameId, @seq, @kind, @seat, @payload, @at)`,
    );
    this.select = db.prepare<[string, number], { game_id: string | null; seq: number; kind: string; seat: string | null; payload: string; at: number }>(
      `SELECT game_id, seq, kind, seat, payload, at FROM journal WHERE ifnull(game_id, '') = ? AND seq > ? ORDER BY seq`,
    );
  }

  /** Appends one entry and returns its sequence number within its game. */
  append(entry: JournalEntry): number {
    const run = this.db.transaction((e: JournalEntry): number => {
      const seq = this.nextSeq.get(e.gameId ?? '')!.next;
      this.insert.run({ gameId: e.gameId, seq, kind: e.kind, seat: e.seat, payload: JSON.stringify(e.payload), at: e.at });
      return seq;
    });
    return run.immediate(entry);
  }

  /** Entries of one game (or of the host, with null) after `afterSeq`, in order. */
  read(gameId: string | null, afterSeq = 0): StoredJournalEntry[] {
    return this.select.all(gameId ?? '', afterSeq).map((row) => ({
      gameId: row.game_id,
      seq: row.seq,
      kind: row.kind,
      seat: row.seat,
      payload: JSON.parse(row.payload) as unknown,
      at: row.at,
    }));
  }
}
