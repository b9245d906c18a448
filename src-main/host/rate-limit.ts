/** A token bucket per connection: bursts are fine, a sustained flood is refused (and reported). */
export type RateLimit = { capacity: number; perSecond: number };

export const DEFAULT_RATE_LIMIT: RateLimit = { capacity: 60, perSecond: 30 };

export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly limit: RateLimit;

  constructor(limit: RateLimit, now: number) {
    this.limit = limit;
    this.tokens = limit.capacity;
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.limit.capacity, this.tokens + ((now - this.last) / 1000) * this.limit.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
