/**
 * Statistics every game's bot tournament reports: a seat's share of a win (shared first places split it),
 * the Wilson interval of a win rate, and a summary of decision times. Game-neutral, so each game's
 * tournament (src-shared/games/<kind>/testing/) uses the same figures without importing another game.
 */

/** A tested seat's share of the win: 1 alone in first place, 1/k when k seats share first place, else 0. */
export function winShare(places: readonly number[], seat: number): number {
  if (places[seat] !== 1) return 0;
  return 1 / places.filter((p) => p === 1).length;
}

/** Wilson score interval (95 % by default) for a proportion of `wins` in `n` trials (wins may be fractional). */
export function wilson(wins: number, n: number, z = 1.959964): { p: number; low: number; high: number } {
  if (n === 0) return { p: 0, low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At p = 0 or 1 one bound is exactly 0 or 1; keep rounding from putting p outside its own interval.
  return { p, low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}

export type TimeSummary = { count: number; median: number; p95: number; max: number };

/** Median, 95th percentile (nearest rank) and maximum of a list of times. */
export function timeSummary(values: readonly number[]): TimeSummary {
  if (values.length === 0) return { count: 0, median: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { count: sorted.length, median, p95: at(0.95), max: sorted[sorted.length - 1] };
}
