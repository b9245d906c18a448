/**
 * Local player profiles: a name that outlives single games, with progress kept per game kind (Stock Market
 * Tycoon's career, later). Profiles are local to this machine; nothing here is ever sent to other seats.
 */
import type { Db } from './database.ts';

export type Profile = { id: string; name: string; createdAt: number; progress: Record<string, unknown> };

type Row = { id: string; name: string; created_at: number; progress: string };

const fromRow = (row: Row): Profile => ({ id: row.id, name: row.name, createdAt: row.created_at, progress: JSON.parse(row.progress) as Record<string, unknown> });

export class ProfileRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Creates a profile; names are unique (case as typed). */
  create(profile: { id: string; name: string; createdAt: number }): Profile {
    this.db.prepare(`INSERT INTO profiles (id, name, created_at) VALUES (?, ?, ?)`).run(profile.id, profile.name, profile.createdAt);
    return { ...profile, progress: {} };
  }

  get(id: string): Profile | null {
    const row = this.db.prepare<[string], Row>(`SELECT * FROM profiles WHERE id = ?`).get(id);
    return row ? fromRow(row) : null;
  }

  list(): Profile[] {
    return this.db.prepare<[], Row>(`SELECT * FROM profiles ORDER BY name`).all().map(fromRow);
  }

  /** Replaces one game kind's progress of a profile (each game owns its own part). */
  setProgress(id: string, kind: string, value: unknown): void {
    this.db.transaction(() => {
      const current = this.get(id);
      if (!current) throw new Error(`no profile ${id}`);
      const progress = { ...current.progress, [kind]: value };
      this.db.prepare(`UPDATE profiles SET progress = ? WHERE id = ?`).run(JSON.stringify(progress), id);
    })();
  }

  /** The profile of that name, compared without case ("sam" is taken when "Sam" exists). */
  findByName(name: string): Profile | null {
    const row = this.db.prepare<[string], Row>(`SELECT * FROM profiles WHERE name = ? COLLATE NOCASE`).get(name);
    return row ? fromRow(row) : null;
  }

  /** A profile's settings as stored (each reader applies its defaults); empty for an unknown profile. */
  settings(id: string): Record<string, unknown> {
    const row = this.db.prepare<[string], { settings: string }>(`SELECT settings FROM profiles WHERE id = ?`).get(id);
    return row ? (JSON.parse(row.settings) as Record<string, unknown>) : {};
  }

  /** Merges `patch` into a profile's settings. */
  setSettings(id: string, patch: Record<string, unknown>): void {
    this.db.prepare(`UPDATE profiles SET settings = ? WHERE id = ?`).run(JSON.stringify({ ...this.settings(id), ...patch }), id);
  }

  remove(id: string): void {
    this.db.prepare(`DELETE FROM profiles WHERE id = ?`).run(id);
  }
}
