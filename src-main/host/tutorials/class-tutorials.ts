/**
 * Tutorials in a class (docs/CLASSROOM.md "Tutorials"): the teacher assigns a list (`assign_tutorials`), each
 * student starts them from their own device at a private table (`start_tutorial.classGame`), and the dashboard's
 * `class_state.tutorials` shows every student's progress live; `export_class` adds `tutorial-progress.csv`. A
 * student's devices hear of the list and of their own progress with `class_tutorials`.
 */
import { TUTORIAL_CSV_FILE, tutorialCsv, type TutorialCsvRow } from '../../../src-shared/platform/tutorial-csv.ts';
import type { CommandOf, HostEventOf } from '../../../src-shared/protocol/index.ts';
import type { ClassRecord, ClassRepository, StudentRecord } from '../../store/classes.ts';
import type { TutorialRun, TutorialRunRepository } from '../../store/tutorial-runs.ts';
import { fileSlug } from '../class-debrief.ts';
import { Refusal, rid, type Link } from '../links.ts';
import { TutorialCatalog } from './catalog.ts';

type Progress = HostEventOf<'class_tutorials'>['tutorials'][number]['progress'];
type ClassTutorialState = NonNullable<HostEventOf<'class_state'>['tutorials']>;

export type ClassTutorialDeps = {
  runs: TutorialRunRepository;
  catalog: TutorialCatalog;
  classes: ClassRepository;
  gameLinks(gameId: string): ReadonlySet<Link>;
  /** The class's dashboards see its roster now (or soon: `soon`). */
  pushState(classId: string, soon: boolean): void;
  gameTitle(kind: string): string;
};

/** A time as the CSV writes it: UTC, `YYYY-MM-DD HH:MM`. */
const utcMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** A student's best run of a tutorial: done with a star, else done, else the latest. */
function best(runs: readonly TutorialRun[]): TutorialRun | null {
  const rank = (r: TutorialRun) => (r.stage === 'done' ? (r.wrongMoves === 0 ? 2 : 1) : 0);
  return runs.reduce<TutorialRun | null>((b, r) => (b === null || rank(r) > rank(b) || (rank(r) === rank(b) && r.startedAt >= b.startedAt) ? r : b), null);
}

export class ClassTutorials {
  private readonly deps: ClassTutorialDeps;

  constructor(deps: ClassTutorialDeps) {
    this.deps = deps;
  }

  assign(link: Link, command: CommandOf<'assign_tutorials'>): void {
    if (!this.deps.classes.get(command.classId)) throw new Refusal('CLASS_NOT_FOUND', `no class ${command.classId}`);
    if (link.classes.get(command.classId) !== 'facilitator') throw new Refusal('FACILITATOR_ONLY', 'only the class facilitator can assign tutorials (open the class with its secret)');
    const ids = [...new Set(command.tutorials)];
    const unknown = ids.filter((id) => !this.deps.catalog.get(id));
    if (unknown.length > 0) throw new Refusal('TUTORIAL_NOT_FOUND', `this host has no tutorial ${unknown.map((id) => `"${id}"`).join(', ')}`);
    this.deps.runs.assign(command.classId, ids);
    link.send({ type: 'ack', ...rid(command) });
    this.deps.pushState(command.classId, false);
    for (const student of this.deps.classes.students(command.classId)) this.sendStudent(student);
  }

  /** The class student whose seat `link` holds at class table `gameId`, or null. */
  studentHeld(link: Link, gameId: string): { classId: string; key: string; name: string } | null {
    for (const player of link.grants.get(gameId)?.players ?? []) {
      const student = this.deps.classes.studentAt(gameId, player);
      if (student) return { classId: student.classId, key: student.key, name: student.name };
    }
    return null;
  }

  isAssigned(classId: string, tutorialId: string): boolean {
    return this.deps.runs.assigned(classId).includes(tutorialId);
  }

  /** The dashboard's part of `class_state`; undefined when the class has no tutorials assigned or started. */
  stateOf(classId: string): ClassTutorialState | undefined {
    const assigned = this.deps.runs.assigned(classId);
    const runs = this.deps.runs.ofClass(classId);
    if (assigned.length === 0 && runs.length === 0) return undefined;
    const byStudent = new Map<string, TutorialRun[]>();
    for (const run of runs) byStudent.set(`${run.studentKey} ${run.tutorialId}`, [...(byStudent.get(`${run.studentKey} ${run.tutorialId}`) ?? []), run]);
    const progress = [...byStudent.values()].flatMap((list) => {
      const run = best(list);
      return run && run.studentKey ? [{ key: run.studentKey, tutorial: run.tutorialId, ...this.progress(run)! }] : [];
    });
    return { assigned: assigned.flatMap((id) => this.info(id)), progress };
  }

  /** A student's run moved: their devices and the class's dashboards see it. */
  studentProgress(run: TutorialRun): void {
    if (!run.classId || !run.studentKey) return;
    const student = this.deps.classes.student(run.studentKey);
    if (student) this.sendStudent(student);
    this.deps.pushState(run.classId, true);
  }

  /** After a class table's view went to a connection: a student's seat holder gets their tutorials with it. */
  afterView(link: Link, gameId: string): void {
    const held = this.studentHeld(link, gameId);
    if (!held) return;
    const student = this.deps.classes.student(held.key);
    if (student) {
      const event = this.studentEvent(student);
      if (event) link.send(event);
    }
  }

  /**
   * `tutorial-progress.csv` (src-shared/platform/tutorial-csv.ts): one row per student per tutorial; null for a class
   * that has no tutorials assigned or started (its export stays as it always was).
   */
  csvFile(record: ClassRecord): { name: string; csv: string } | null {
    const assigned = this.deps.runs.assigned(record.id);
    const runs = this.deps.runs.ofClass(record.id);
    if (assigned.length === 0 && runs.length === 0) return null;
    const rows: TutorialCsvRow[] = this.deps.classes.students(record.id).flatMap((student) => {
      const mine = runs.filter((r) => r.studentKey === student.key);
      const ids = [...assigned, ...new Set(mine.map((r) => r.tutorialId).filter((id) => !assigned.includes(id)))];
      return ids.flatMap((id) => {
        const listed = this.deps.catalog.get(id);
        if (!listed) return [];
        const run = best(mine.filter((r) => r.tutorialId === id));
        const steps = listed.tutorial.steps.length;
        return [{
          student: student.name, tutorial: id, title: listed.tutorial.title, game: this.deps.gameTitle(listed.kind), assigned: assigned.includes(id), steps,
          run: run ? { stage: run.stage, step: run.step, steps, wrongMoves: run.wrongMoves, started: utcMinute(run.startedAt), completed: run.completedAt === null ? null : utcMinute(run.completedAt) } : null,
        }];
      });
    });
    return { name: `${fileSlug(record.name)}-${TUTORIAL_CSV_FILE}`, csv: tutorialCsv(record.name, rows) };
  }

  private info(id: string): HostEventOf<'tutorials'>['tutorials'] {
    const listed = this.deps.catalog.get(id);
    return listed ? [TutorialCatalog.info(listed)] : [];
  }

  private progress(run: TutorialRun | null): Progress {
    if (!run) return null;
    const steps = this.deps.catalog.get(run.tutorialId)?.tutorial.steps.length ?? run.step;
    return {
      gameId: run.gameId, stage: run.stage, step: run.stage === 'done' ? steps : run.step, steps, wrongMoves: run.wrongMoves,
      star: run.stage === 'done' && run.wrongMoves === 0, startedAt: run.startedAt, completedAt: run.completedAt,
    };
  }

  private studentEvent(student: StudentRecord): HostEventOf<'class_tutorials'> | null {
    const assigned = this.deps.runs.assigned(student.classId);
    if (assigned.length === 0) return null;
    const mine = this.deps.runs.ofClass(student.classId).filter((r) => r.studentKey === student.key);
    const tutorials = assigned.flatMap((id) => this.info(id).map((info) => ({ ...info, progress: this.progress(best(mine.filter((r) => r.tutorialId === id))) })));
    return { type: 'class_tutorials', classId: student.classId, classGame: student.gameId, tutorials };
  }

  /** The student's devices: connections holding the student's seat at their class table. */
  private sendStudent(student: StudentRecord): void {
    const event = this.studentEvent(student) ?? { type: 'class_tutorials' as const, classId: student.classId, classGame: student.gameId, tutorials: [] };
    for (const link of this.deps.gameLinks(student.gameId)) if (link.grants.get(student.gameId)?.players.has(student.player)) link.send(event);
  }
}
