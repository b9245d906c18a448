/**
 * Live validation: asks the engine (through `desk.check`) whether an action would be accepted now, a moment
 * after the form last changed, and keeps only the answer to the latest question. The question is asked again
 * when the action or `key` (what else the answer depends on: phase, cash…) changes; while a changed action is
 * being checked the verdict shows as pending, a re-check of the same action keeps the last verdict on screen.
 */
import type { ActionBase, Outcome } from '../../client/desk.svelte.ts';

export type CheckSource<A extends ActionBase = ActionBase> = { check: ((action: A) => Promise<Outcome>) | null; action: A | null; key?: unknown };

export class LiveCheck<A extends ActionBase = ActionBase> {
  verdict: Outcome | null = $state(null);
  pending = $state(false);
  private seq = 0;
  private asked = '';
  private answered = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(source: () => CheckSource<A>, delayMs = 120) {
    $effect(() => {
      const { check, action, key } = source();
      if (!check || !action) {
        this.stop();
        this.seq++;
        this.asked = '';
        this.answered = '';
        this.verdict = null;
        this.pending = false;
        return;
      }
      const actionKey = JSON.stringify(action);
      const question = `${actionKey}|${JSON.stringify(key ?? null)}`;
      if (question === this.asked) return;
      this.asked = question;
      const id = ++this.seq;
      if (this.answered !== actionKey) this.pending = true;
      this.stop();
      this.timer = setTimeout(() => {
        this.timer = null;
        check(action).then(
          (answer) => {
            if (id !== this.seq) return;
            this.verdict = answer;
            this.answered = actionKey;
            this.pending = false;
          },
          () => {
            if (id === this.seq) this.pending = false;
          },
        );
      }, delayMs);
    });
    // Nothing is asked after the form is gone.
    $effect(() => () => this.stop());
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
