/**
 * The class's tutorial-progress CSV (`<class>-tutorial-progress.csv` in `export_class`'s files, after the debrief's): one row per student per
 * tutorial the teacher assigned (and per other tutorial the student started), in roster order, then the assigned
 * order. docs/CLASSROOM.md "Tutorial progress CSV" documents every column; a test keeps that table and
 * TUTORIAL_CSV_COLUMNS identical. Same format as the debrief CSV (RFC 4180, CR LF, formula-guarded text).
 */
import { csvField } from '../csv.ts';
import type { CsvColumn } from './debrief-csv.ts';

/** The file's name after the class's (`Period-3-tutorial-progress.csv`). */
export const TUTORIAL_CSV_FILE = 'tutorial-progress.csv';

export const TUTORIAL_CSV_COLUMNS: readonly CsvColumn[] = [
  { name: 'class', type: 'text', doc: 'The class\'s name.' },
  { name: 'student', type: 'text', doc: 'The student\'s roster name.' },
  { name: 'tutorial', type: 'text', doc: 'The tutorial\'s id (stable; e.g. `sectors-limit-orders`).' },
  { name: 'title', type: 'text', doc: 'The tutorial\'s title.' },
  { name: 'game', type: 'text', doc: 'The game the tutorial teaches (its title).' },
  { name: 'assigned', type: 'text', doc: '`yes` when the teacher assigned the tutorial, `no` when the student started it on their own.' },
  { name: 'status', type: 'text', doc: '`not started`, `in progress` (working on a step or reading its result) or `done`.' },
  { name: 'steps_done', type: 'integer', doc: 'Steps finished (a step whose result the student is reading counts as finished).' },
  { name: 'steps', type: 'integer', doc: 'Steps in the tutorial.' },
  { name: 'wrong_moves', type: 'integer', doc: 'Moves the tutorial refused along the way (a wrong move it explained, a move the rules refuse, or one the step did not ask for).' },
  { name: 'star', type: 'text', doc: '`yes` when done without a single refused move (the best solution), else `no`.' },
  { name: 'started_at', type: 'text', doc: 'When the student started it (UTC, `YYYY-MM-DD HH:MM`); empty when not started.' },
  { name: 'completed_at', type: 'text', doc: 'When the student finished it (UTC, `YYYY-MM-DD HH:MM`); empty when not done.' },
];

/** One row's facts (the host's run of the tutorial, or none). */
export type TutorialCsvRow = {
  student: string;
  tutorial: string;
  title: string;
  game: string;
  assigned: boolean;
  /** `started`/`completed`: UTC times as `YYYY-MM-DD HH:MM` (the host writes them; this module reads no clock). */
  run: { stage: 'step' | 'result' | 'done'; step: number; steps: number; wrongMoves: number; started: string; completed: string | null } | null;
  steps: number;
};

function cells(className: string, row: TutorialCsvRow): (string | number)[] {
  const run = row.run;
  const status = run === null ? 'not started' : run.stage === 'done' ? 'done' : 'in progress';
  const stepsDone = run === null ? 0 : run.stage === 'done' ? row.steps : run.stage === 'result' ? run.step + 1 : run.step;
  return [
    className, row.student, row.tutorial, row.title, row.game, row.assigned ? 'yes' : 'no', status, stepsDone, row.steps,
    run?.wrongMoves ?? 0, run?.stage === 'done' && run.wrongMoves === 0 ? 'yes' : 'no', run?.started ?? '', run?.completed ?? '',
  ];
}

export function tutorialCsv(className: string, rows: readonly TutorialCsvRow[]): string {
  const lines = [TUTORIAL_CSV_COLUMNS.map((c) => c.name).join(','), ...rows.map((r) => cells(className, r).map(csvField).join(','))];
  return lines.map((l) => `${l}\r\n`).join('');
}
