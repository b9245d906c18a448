/**
 * At most one push per key in an interval, the first at once: a class's dashboard is told of its tables' changes
 * without rebuilding and sending its whole roster (tens of KB in a large class) for every one of dozens of changes
 * a second. A change after a quiet interval goes out at once, so a teacher watching an idle class sees it without
 * delay; changes that follow within the interval are folded into one push at its end, which carries the roster as
 * it is then — nothing is lost, a burst only arrives as its last state.
 */
import type { Clock } from '../../src-shared/session/runner.ts';

export class CoalescedPushes {
  private readonly clock: Clock;
  private readonly intervalMs: number;
  private readonly push: (key: string) => void;
  /** key → when it was last pushed (the clock's ms). */
  private readonly lastAt = new Map<string, number>();
  /** key → its pending push at the end of the interval. */
  private readonly pending = new Map<string, unknown>();

  /** `intervalMs` 0: every change is pushed at once (tests that read the roster right after each command). */
  constructor(clock: Clock, intervalMs: number, push: (key: string) => void) {
    this.clock = clock;
    this.intervalMs = intervalMs;
    this.push = push;
  }

  /** Pushes now (a teacher's own command is answered at once) and drops any pending push, which this one covers. */
  now(key: string): void {
    this.cancel(key);
    this.lastAt.set(key, this.clock.now());
    this.push(key);
  }

  /** Pushes now after a quiet interval, else once at the interval's end. */
  soon(key: string): void {
    if (this.pending.has(key)) return;
    const wait = (this.lastAt.get(key) ?? -Infinity) + this.intervalMs - this.clock.now();
    if (this.intervalMs <= 0 || wait <= 0) return this.now(key);
    this.pending.set(key, this.clock.setTimeout(() => {
      this.pending.delete(key);
      this.now(key);
    }, wait));
  }

  /** Forgets a key's pending push (its dashboards are gone). */
  cancel(key: string): void {
    const timer = this.pending.get(key);
    if (timer === undefined) return;
    this.clock.clearTimeout(timer);
    this.pending.delete(key);
  }

  /** Pending pushes (the host stops). */
  stop(): void {
    for (const key of [...this.pending.keys()]) this.cancel(key);
  }
}
