/**
 * `npm run tutorials -- --check` (docs/TUTORIALS.md): every tutorial of every game is played through its game
 * module. A file must have the tutorial's shape, an id unique across games that names the file, a help section
 * that exists; its position must start (the same state twice); the documented solution, with the other seats'
 * moves, must pass every step's checks and reach the goal; every listed wrong move must be refused with the
 * stated reason, or lead where the tutorial says; every alternative must pass its step's checks. Pure: the
 * caller reads the files and the help sections. Each problem is one line naming the file and the field.
 */
import type { AnyGameModule, BaseEvent, BaseInput } from '../module.ts';
import { failures, type Checked } from './expect.ts';
import { parseTutorial, type Tutorial, type TutorialStep } from './format.ts';
import { learnerWindowProblem, PlayError, playStep } from './play.ts';

export type TutorialFile = { path: string; raw: unknown };
/** One game's tutorials: its module, its files, and the ids of its help sections (null: none found). */
export type GameTutorials = { module: AnyGameModule; files: TutorialFile[]; helpIds: readonly string[] | null };
export type CheckedTutorial = { kind: string; path: string; id: string | null; title: string | null; order: number | null; ok: boolean };
export type TutorialCheck = { ok: boolean; tutorials: CheckedTutorial[]; lines: string[] };

/** The file's name without folders and `.json`. */
const baseName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.json$/, '');

function checked(module: AnyGameModule, state: unknown, events: BaseEvent[]): Checked {
  return { ...module.tutorials!.summary(state), events };
}

/** One step: wrong moves and alternatives on copies, then the solution on `state` itself. Returns its events. */
function checkStep(module: AnyGameModule, t: Tutorial, state: unknown, i: number, say: (where: string, text: string) => void): BaseEvent[] {
  const step: TutorialStep = t.steps[i];
  const at = `steps.${i}`;
  const windowProblem = learnerWindowProblem(module, state, t.seat, step.phase);
  if (windowProblem) throw new PlayError(`${at}: ${windowProblem}`);
  const before = checked(module, state, []);
  (step.wrong ?? []).forEach((w, k) => {
    const where = `${at}.wrong.${k}`;
    const copy = module.copy(state);
    try {
      const played = playStep(module, copy, w.until === undefined ? step : { ...step, until: w.until }, t.seat, [w.move]);
      if ('refused' in played) {
        if (w.refused === undefined) say(where, `the move was refused (${played.refused.reason}: ${played.refused.message}), but the tutorial says it is accepted and leads somewhere`);
        else if (played.refused.reason !== w.refused) say(where, `refused with ${played.refused.reason} (${played.refused.message}), but the tutorial says ${w.refused}`);
      } else if (w.refused !== undefined) {
        say(where, `the move was accepted, but the tutorial says it is refused with ${w.refused}`);
      } else {
        const after = checked(module, copy, played.events);
        for (const line of failures(w.leadsTo!, after, before)) say(`${where}.leadsTo`, line);
        // A "wrong" move that passes every check of the solution teaches nothing: it is a right answer.
        if ((step.expect ?? []).length > 0 && failures(step.expect!, after, before).length === 0) say(where, 'the move passes every check of the step\'s "expect": it is not wrong (list it in "alternatives", or check what makes it wrong)');
      }
    } catch (err) {
      if (!(err instanceof PlayError)) throw err;
      say(where, err.message);
    }
  });
  (step.alternatives ?? []).forEach((moves, k) => {
    const copy = module.copy(state);
    try {
      const played = playStep(module, copy, step, t.seat, moves);
      if ('refused' in played) say(`${at}.alternatives.${k}`, `the first move was refused: ${played.refused.reason} (${played.refused.message})`);
      else for (const line of failures(step.expect ?? [], checked(module, copy, played.events), before)) say(`${at}.alternatives.${k}`, line);
    } catch (err) {
      if (!(err instanceof PlayError)) throw err;
      say(`${at}.alternatives.${k}`, err.message);
    }
  });
  const played = playStep(module, state, step, t.seat, step.moves as BaseInput[]);
  if ('refused' in played) throw new PlayError(`${at}.moves: the solution's first move was refused: ${played.refused.reason} (${played.refused.message})`);
  for (const line of failures(step.expect ?? [], checked(module, state, played.events), before)) say(`${at}.expect`, line);
  return played.events;
}

/** Starts the position (twice: it must give the same state) and plays every step, then checks the goal. */
function checkPlay(module: AnyGameModule, t: Tutorial, say: (where: string, text: string) => void): void {
  const hook = module.tutorials!;
  // Each start gets its own copy of the data, so a hook that changed it could not make the second start agree.
  const data = (): unknown => JSON.parse(JSON.stringify(t.position));
  let state: unknown;
  try {
    state = hook.start(data());
    if (JSON.stringify(hook.start(data())) !== JSON.stringify(state)) say('position', 'starting it twice gave two different states: a position must start deterministically');
  } catch (err) {
    say('position', err instanceof Error ? err.message : String(err));
    return;
  }
  const start = checked(module, state, []);
  const events: BaseEvent[] = [];
  try {
    t.steps.forEach((_, i) => events.push(...checkStep(module, t, state, i, say)));
  } catch (err) {
    if (!(err instanceof PlayError)) throw err;
    say('play', `${err.message}; the tutorial stops there`);
    return;
  }
  for (const line of failures(t.reached, checked(module, state, events), start)) say('reached', `the goal is not reached: ${line}`);
}

/** Checks every game's tutorials; `lines` is empty when all pass. */
export function checkTutorials(games: readonly GameTutorials[]): TutorialCheck {
  const lines: string[] = [];
  const tutorials: CheckedTutorial[] = [];
  const ids = new Map<string, string>();
  for (const { module, files, helpIds } of games) {
    const kind = module.meta.kind;
    const orders = new Map<number, string>();
    for (const file of files) {
      const before = lines.length;
      const say = (where: string, text: string) => lines.push(`${file.path}: ${where}: ${text}`);
      const parsed = parseTutorial(file.raw);
      if ('problems' in parsed) {
        for (const problem of parsed.problems) lines.push(`${file.path}: ${problem}`);
        tutorials.push({ kind, path: file.path, id: null, title: null, order: null, ok: false });
        continue;
      }
      const t = parsed.tutorial;
      if (baseName(file.path) !== t.id) say('id', `"${t.id}" must name the file: ${t.id}.json`);
      if (ids.has(t.id)) say('id', `"${t.id}" is already the id of ${ids.get(t.id)}; ids are unique across games`);
      else ids.set(t.id, file.path);
      if (orders.has(t.order)) say('order', `${t.order} is already the order of ${orders.get(t.order)}`);
      else orders.set(t.order, file.path);
      if (helpIds === null) say('help', `no help sections were found for ${kind}`);
      else if (!helpIds.includes(t.help)) say('help', `"${t.help}" is not a help section of ${kind} (${helpIds.join(', ')})`);
      if (!module.tutorials) say('position', `${kind}'s module has no tutorials hook (GameModule.tutorials, docs/GAME-MODULES.md) to start a position`);
      else checkPlay(module, t, say);
      tutorials.push({ kind, path: file.path, id: t.id, title: t.title, order: t.order, ok: lines.length === before });
    }
  }
  return { ok: lines.length === 0, tutorials, lines };
}
