/**
 * Tutorial runs and a class's assigned tutorials (migration 9). A run is one learner's private table of one
 * tutorial: the step they are on, whether they are reading its result or done, and how many of their moves were
 * refused on the way. It is written in the same transaction as the table's journal entry that moved it on, so a
 * restart resumes the learner exactly where they were.
 */
import type { Db } from './database.ts';

export type TutorialStage = 'step' | 'result' | 'done';

export type TutorialRun = {
  gameId: string;
  tutorialId: string;
  kind: string;
  /** The learner's seat. */
  seat: string;
  profileId: string | null;
  classId: string | null;
  studentKey: string | null;
  step: number;
  /** Inside the step: the solution line being played (0: its moves, 1…: an alternative) and how many of its moves are made. */
  line: number;
  made: number;
  stage: TutorialStage;
  wrongMoves: number;
  /** The explanation of the learner's last refused move (JSON `{ reason, text }`), cleared by the next accepted one. */
  explanation: { reason: string; text: string } | null;
  startedAt: number;
  completedAt: number | null;
};

type Row = {
  game_id: string; tutorial_id: string; kind: string; seat: string; profile_id: string | null; class_id: string | null; student_key: string | null;
  step: number; line: number; made: number; stage: string; wrong_moves: number; explanation: string | null; started_at: number; completed_at: number | null;
};

const fromRow = (r: Row): TutorialRun => ({
  gameId: r.game_id, tutorialId: r.tutorial_id, kind: r.kind, seat: r.seat, profileId: r.profile_id, classId: r.class_id, studentKey: r.student_key,
  step: r.step, line: r.line, made: r.made, stage: r.stage as TutorialStage, wrongMoves: r.wrong_moves, explanation: r.explanation === null ? null : (JSON.parse(r.explanation) as TutorialRun['explanation']),
  startedAt: r.started_at, completedAt: r.completed_at,
});

export class TutorialRunRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  insert(run: TutorialRun): void {
    this.db
      .prepare(`INSERT INTO tutorial_runs (game_id, tutorial_id, kind, seat, profile_id, class_id, student_key, step, line, made, stage, wrong_moves, explanation, started_at, completed_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(run.gameId, run.tutorialId, run.kind, run.seat, run.profileId, run.classId, run.studentKey, run.step, run.line, run.made, run.stage, run.wrongMoves,
        run.explanation === null ? null : JSON.stringify(run.explanation), run.startedAt, run.completedAt);
  }

  /** Writes where the run is now (its step, stage, refused moves, explanation, completion). */
  update(run: TutorialRun): void {
    this.db
      .prepare(`UPDATE tutorial_runs SET step = ?, line = ?, made = ?, stage = ?, wrong_moves = ?, explanation = ?, completed_at = ? WHERE game_id = ?`)
      .run(run.step, run.line, run.made, run.stage, run.wrongMoves, run.explanation === null ? null : JSON.stringify(run.explanation), run.completedAt, run.gameId);
  }

  get(gameId: string): TutorialRun | null {
    const row = this.db.prepare<[string], Row>(`SELECT * FROM tutorial_runs WHERE game_id = ?`).get(gameId);
    return row ? fromRow(row) : null;
  }

  /** Every game id that is a tutorial's table (lists of games leave them out). */
  gameIds(): Set<string> {
    return new Set(this.db.prepare<[], { game_id: string }>(`SELECT game_id FROM tutorial_runs`).all().map((r) => r.game_id));
  }

  /** A profile's runs, oldest first. */
  ofProfile(profileId: string): TutorialRun[] {
    return this.db.prepare<[string], Row>(`SELECT * FROM tutorial_runs WHERE profile_id = ? ORDER BY started_at, rowid`).all(profileId).map(fromRow);
  }

  /** The learner's newest run of a tutorial that is not done (a profile's, or a class student's), or null. */
  unfinished(tutorialId: string, by: { profileId: string } | { classId: string; studentKey: string }): TutorialRun | null {
    const row = 'profileId' in by
      ? this.db.prepare<[string, string], Row>(`SELECT * FROM tutorial_runs WHERE tutorial_id = ? AND profile_id = ? AND stage != 'done' ORDER BY started_at DESC, rowid DESC LIMIT 1`).get(tutorialId, by.profileId)
      : this.db.prepare<[string, string, string], Row>(`SELECT * FROM tutorial_runs WHERE tutorial_id = ? AND class_id = ? AND student_key = ? AND stage != 'done' ORDER BY started_at DESC, rowid DESC LIMIT 1`).get(tutorialId, by.classId, by.studentKey);
    return row ? fromRow(row) : null;
  }

  /** A class's runs (every student's), oldest first. */
  ofClass(classId: string): TutorialRun[] {
    return this.db.prepare<[string], Row>(`SELECT * FROM tutorial_runs WHERE class_id = ? ORDER BY started_at, rowid`).all(classId).map(fromRow);
  }

  /** The tutorials assigned to a class, in the teacher's order. */
  assigned(classId: string): string[] {
    return this.db.prepare<[string], { tutorial_id: string }>(`SELECT tutorial_id FROM class_tutorials WHERE class_id = ? ORDER BY position`).all(classId).map((r) => r.tutorial_id);
  }

  /** Replaces a class's assigned tutorials. */
  assign(classId: string, tutorialIds: readonly string[]): void {
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM class_tutorials WHERE class_id = ?`).run(classId);
      const insert = this.db.prepare(`INSERT INTO class_tutorials (class_id, tutorial_id, position) VALUES (?, ?, ?)`);
      tutorialIds.forEach((id, i) => insert.run(classId, id, i));
    })();
  }
}
