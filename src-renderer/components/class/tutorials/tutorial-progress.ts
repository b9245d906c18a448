/**
 * The classroom's tutorials as the screens draw them, worked out from what the host sends: the teacher's
 * catalogue grouped by game (the assign dialog), the dashboard's grid of every student against every assigned
 * tutorial with a one-line summary per tutorial (from `class_state.tutorials`), and one student's standing in a
 * tutorial (their own list, from `class_tutorials`). Words come from the shell's strings, never colour alone.
 */
import type { HostEventOf } from '../../../../src-shared/protocol/index.ts';
import { gameEntry } from '../../../games/registry.ts';
import { t, tn } from '../../../lib/i18n.ts';

export type TutorialInfo = HostEventOf<'tutorials'>['tutorials'][number];
type ClassTutorialsState = NonNullable<HostEventOf<'class_state'>['tutorials']>;
export type ProgressLine = ClassTutorialsState['progress'][number];
/** A learner's run of a tutorial as `class_tutorials` and `class_state` carry it (their latest run). */
export type RunProgress = Pick<ProgressLine, 'stage' | 'step' | 'steps' | 'wrongMoves' | 'star' | 'startedAt'>;

/** Where one student stands in one tutorial. `step` counts from 1 (the step they are on, or whose result they read). */
export type TutorialStanding =
  | { kind: 'none' }
  | { kind: 'working'; step: number; steps: number; wrongMoves: number }
  | { kind: 'done'; star: boolean; wrongMoves: number };

export function standingOf(progress: RunProgress | null | undefined): TutorialStanding {
  if (!progress) return { kind: 'none' };
  if (progress.stage === 'done') return { kind: 'done', star: progress.star, wrongMoves: progress.wrongMoves };
  const steps = Math.max(1, progress.steps);
  return { kind: 'working', step: Math.min(steps, Math.max(1, progress.step + 1)), steps, wrongMoves: progress.wrongMoves };
}

/** "Not started", "Step 2 of 4", "Done ★": the standing in words (the star is a character, read as "star"). */
export function standingText(standing: TutorialStanding): string {
  switch (standing.kind) {
    case 'none':
      return t('classTut.standing.none');
    case 'working':
      return t('classTut.standing.step', { step: standing.step, steps: standing.steps });
    default:
      return t(standing.star ? 'classTut.standing.doneStar' : 'classTut.standing.done');
  }
}

/** "2 wrong moves", "1 wrong move"; null when none (or not started). */
export function wrongText(standing: TutorialStanding): string | null {
  if (standing.kind === 'none' || standing.wrongMoves === 0) return null;
  return tn('classTut.wrong', standing.wrongMoves);
}

/** The game's title as the shell names it (its kind when this build does not know the game). */
export function gameTitle(kind: string): string {
  return gameEntry(kind)?.title ?? kind;
}

export type TutorialGroup = { game: string; title: string; tutorials: TutorialInfo[] };

/** The host's tutorials by game (games in the order the host lists them), each game's in its own order. */
export function groupByGame(tutorials: readonly TutorialInfo[]): TutorialGroup[] {
  const groups = new Map<string, TutorialInfo[]>();
  for (const tutorial of tutorials) groups.set(tutorial.game, [...(groups.get(tutorial.game) ?? []), tutorial]);
  return [...groups].map(([game, list]) => ({ game, title: gameTitle(game), tutorials: [...list].sort((a, b) => a.order - b.order) }));
}

/** The ids chosen, in the catalogue's order (games, then each game's order): the order the class sees them in. */
export function inCatalogueOrder(groups: readonly TutorialGroup[], chosen: ReadonlySet<string>): string[] {
  return groups.flatMap((g) => g.tutorials.map((x) => x.id)).filter((id) => chosen.has(id));
}

type Student = { key: string; name: string };

export type ProgressRow = { key: string; name: string; cells: TutorialStanding[] };
export type TutorialSummary = { tutorial: TutorialInfo; done: number; stars: number; working: number; students: number };
export type ProgressGrid = { tutorials: TutorialInfo[]; rows: ProgressRow[]; summaries: TutorialSummary[] };

/**
 * Every student of the roster (in its order) against every assigned tutorial (in the teacher's order). A student
 * with several lines for one tutorial (an older host, a second run) counts by the latest started; lines of students
 * no longer on the roster are left out.
 */
export function progressGrid(state: ClassTutorialsState | undefined, students: readonly Student[]): ProgressGrid {
  const tutorials = state?.assigned ?? [];
  const latest = new Map<string, ProgressLine>();
  for (const line of state?.progress ?? []) {
    const id = `${line.key}\n${line.tutorial}`;
    const before = latest.get(id);
    if (!before || line.startedAt >= before.startedAt) latest.set(id, line);
  }
  const rows = students.map((s) => ({ key: s.key, name: s.name, cells: tutorials.map((x) => standingOf(latest.get(`${s.key}\n${x.id}`))) }));
  const summaries = tutorials.map((tutorial, i) => {
    const cells = rows.map((r) => r.cells[i]);
    return {
      tutorial,
      done: cells.filter((c) => c.kind === 'done').length,
      stars: cells.filter((c) => c.kind === 'done' && c.star).length,
      working: cells.filter((c) => c.kind === 'working').length,
      students: rows.length,
    };
  });
  return { tutorials, rows, summaries };
}

/** "2 of 3 done · 1 working · 1 ★": one tutorial across the class. */
export function summaryText(summary: TutorialSummary): string {
  const parts = [t('classTut.summary.done', { done: summary.done, students: summary.students })];
  if (summary.working > 0) parts.push(t('classTut.summary.working', { count: summary.working }));
  if (summary.stars > 0) parts.push(t('classTut.summary.stars', { count: summary.stars }));
  return parts.join(' · ');
}
