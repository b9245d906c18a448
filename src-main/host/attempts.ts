/**
 * Failed join attempts per network address (wrong join code, seat token or host secret). Join codes are
 * short enough to say aloud, so guessing must be slow: after `max` failures within `windowMs` an address is
 * refused (TOO_MANY_ATTEMPTS) until its oldest failure leaves the window. Opening more connections does not
 * help, because the count is per address, not per connection.
 */
export type AttemptLimit = { max: number; windowMs: number };

export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { max: 10, windowMs: 60_000 };

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly limit: AttemptLimit;

  constructor(limit: AttemptLimit = DEFAULT_ATTEMPT_LIMIT) {
    this.limit = limit;
  }

  private recent(address: string, now: number): number[] {
    const list = (this.failures.get(address) ?? []).filter((at) => now - at < this.limit.windowMs);
    if (list.length === 0) this.failures.delete(address);
    else this.failures.set(address, list);
    return list;
  }

  /** Milliseconds until `address` may try again (0: it may try now). */
  blockedFor(address: string, now: number): number {
    const list = this.recent(address, now);
    if (list.length < this.limit.max) return 0;
    return list[list.length - this.limit.max] + this.limit.windowMs - now;
  }

  fail(address: string, now: number): void {
    this.failures.set(address, [...this.recent(address, now), now]);
  }
}
