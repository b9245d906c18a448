/**
 * The tutorials side of the class dashboard, beside ClassDesk on the same connection: the host's catalogue of
 * tutorials (`list_tutorials`, answered with `tutorials`; loaded when the teacher opens the assign dialog) and the
 * teacher's assignment (`assign_tutorials`, replacing the class's list; `[]` clears it). What the class was
 * assigned and how far each student got comes back in `class_state.tutorials`, which ClassDesk keeps.
 */
import type { Command, HostEvent } from '../../src-shared/protocol/index.ts';
import type { TutorialInfo } from '../components/class/tutorials/tutorial-progress.ts';
import type { Outcome } from './desk.svelte.ts';

function outcome(event: HostEvent): Outcome {
  if (event.type === 'error') return { ok: false, reason: event.reason, message: event.message };
  return { ok: true };
}

export class ClassTutorials {
  /** Every tutorial the host has, each game's in order (null until loaded). */
  catalogue: TutorialInfo[] | null = $state(null);

  private readonly ask: (command: Command) => Promise<HostEvent>;
  private readonly classId: () => string | null;

  /** `ask`: the class desk's request (its refusals become the desk's `lastError`); `classId`: the class facilitated. */
  constructor(ask: (command: Command) => Promise<HostEvent>, classId: () => string | null) {
    this.ask = ask;
    this.classId = classId;
  }

  /** Asks the host for all its tutorials (again: a host may have gained some since). */
  async load(): Promise<Outcome> {
    const answer = await this.ask({ type: 'list_tutorials' });
    if (answer.type === 'tutorials') {
      this.catalogue = answer.tutorials;
      return { ok: true };
    }
    if (answer.type === 'error') return outcome(answer);
    return { ok: false, reason: 'UNEXPECTED', message: `the host answered ${answer.type}` };
  }

  /** The class's tutorials from now on, in this order (replacing the list before; none clears it). */
  async assign(tutorials: readonly string[]): Promise<Outcome> {
    const classId = this.classId();
    if (!classId) return { ok: false, reason: 'NO_CLASS', message: 'not in a class' };
    return outcome(await this.ask({ type: 'assign_tutorials', classId, tutorials: [...tutorials] }));
  }
}
