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

/**
 * The append-only record of accepted commands. An append outside a transaction is its own; inside one (the
 * host journals, applies and snapshots together) it joins it instead of opening a savepoint. The next
 * sequence number of each game is read once and then kept, since this journal object is its only writer.
 */
export class Journal {
  private readonly db: Db;
  private readonly nextSeq;
  private readonly insert;
  private readonly reader: JournalReader;
  private readonly appendAlone;
  private readonly seqs = new Map<string, number>();

  constructor(db: Db) {
    this.db = db;
    this.nextSeq = db.prepare<[string], { next: number }>(
      `SELECT ifnull(max(seq), 0) + 1 AS next FROM journal WHERE ifnull(game_id, '') = ?`,
    );
    this.insert = db.prepare(
      `INSERT INTO journal (game_id, seq, kind, seat, payload, at) VALUES (@gameId, @seq, @kind, @seat, @payload, @at)`,
    );
    this.reader = new JournalReader(db);
    this.appendAlone = db.transaction((e: JournalEntry): number => this.write(e));
  }

  /** Appends one entry and returns its sequence number within its game. */
  append(entry: JournalEntry): number {
    return this.db.inTransaction ? this.write(entry) : this.appendAlone.immediate(entry);
  }

  /** Appends an entry whose payload is JSON text already (written as it is): a game prepared off the event loop. */
  appendText(entry: Omit<JournalEntry, 'payload'> & { payloadText: string }): number {
    const write = () => this.writeText(entry, entry.payloadText);
    return this.db.inTransaction ? write() : this.db.transaction(write).immediate();
  }

  private write(e: JournalEntry): number {
    return this.writeText(e, JSON.stringify(e.payload));
  }

  private writeText(e: Omit<JournalEntry, 'payload'>, payload: string): number {
    const key = e.gameId ?? '';
    const seq = this.seqs.get(key) ?? this.nextSeq.get(key)!.next;
    this.insert.run({ gameId: e.gameId, seq, kind: e.kind, seat: e.seat, payload, at: e.at });
    // Kept only once the row is written; a rolled-back transaction forgets it again (see forget()).
    this.seqs.set(key, seq + 1);
    return seq;
  }

  /** Drops the cached sequence of a game (after a rollback, the database is asked again). */
  forget(gameId: string | null): void {
    this.seqs.delete(gameId ?? '');
  }

  /** Entries of one game (or of the host, with null) after `afterSeq`, in order. */
  read(gameId: string | null, afterSeq = 0): StoredJournalEntry[] {
    return this.reader.read(gameId, afterSeq);
  }
}

type Row = { game_id: string | null; seq: number; kind: string; seat: string | null; payload: string; at: number };

/** Reads a journal; also on a read-only connection of its own (the heavy-work thread). */
export class JournalReader {
  private readonly select;

  constructor(db: Db) {
    this.select = db.prepare<[string, number], Row>(`SELECT game_id, seq, kind, seat, payload, at FROM journal WHERE ifnull(game_id, '') = ? AND seq > ? ORDER BY seq`);
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
