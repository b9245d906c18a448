/**
 * Failed join attempts (wrong join code, class code, seat token, host or class secret, student key), counted per
 * connection and per network address, so guessing is slow while the innocent are never locked out:
 *
 * - A credential nobody can guess — a seat token or a host or class secret (128 random bits), a student key
 *   (8 characters of 31: about 2^39.6) — is always checked: a valid one is never refused, whatever the
 *   address did before. Wrong ones count as failures.
 * - A join code (5 characters of 31: 28.6 million) or class code is guessable, so while the connection or the
 *   address it comes from is over its limit, code-only attempts are refused (TOO_MANY_ATTEMPTS) before being
 *   checked: nothing is learnt from them.
 * - The limits: a connection may fail `perConnection` times within `windowMs` (one person's typos block only
 *   their own tab, for a minute), an address `perAddress` times (well above what a class behind one school or home
 *   router mistypes; a guesser opening many connections stops there).
 */
export type AttemptLimit = { perConnection: number; perAddress: number; windowMs: number };

export const DEFAULT_ATTEMPT_LIMIT: AttemptLimit = { perConnection: 10, perAddress: 100, windowMs: 60_000 };

/** Failure times within the window, per key. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();
  private readonly windowMs: number;

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Milliseconds until `key` is under `max` failures again (0: it is now). */
  blockedFor(key: string, max: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length < max) return 0;
    return list[list.length - max] + this.windowMs - now;
  }

  fail(key: string, now: number): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  forget(key: string): void {
    this.failures.delete(key);
  }
}

export class AttemptLimiter {
  private readonly byConnection: FailureLog;
  private readonly byAddress: FailureLog;
  readonly limit: AttemptLimit;

  constructor(limit: Partial<AttemptLimit> = {}) {
    this.limit = { ...DEFAULT_ATTEMPT_LIMIT, ...limit };
    this.byConnection = new FailureLog(this.limit.windowMs);
    this.byAddress = new FailureLog(this.limit.windowMs);
  }

  /** Milliseconds until this connection at this address may try a guessable code again (0: now). */
  blockedFor(connection: string, address: string, now: number): number {
    return Math.max(this.byConnection.blockedFor(connection, this.limit.perConnection, now), this.byAddress.blockedFor(address, this.limit.perAddress, now));
  }

  fail(connection: string, address: string, now: number): void {
    this.byConnection.fail(connection, now);
    this.byAddress.fail(address, now);
  }

  /** A connection closed: its own count goes (the address keeps its count). */
  closed(connection: string): void {
    this.byConnection.forget(connection);
  }
}
