/**
 * Counting and summing what simulated games did, for every game's `npm run sim`, benchmarks and tournaments:
 * tallies by key, distributions, and the totals the per-game records of an action-driven simulator share
 * (end reasons, accepted actions by type, refusals by code, problems). Each game keeps its own record and
 * summary shape; these are the parts whose arithmetic must not drift between games.
 * Pure: no clock, no randomness.
 */
import { randInt, type Rng } from '../../rng.ts';

/** The players' generator seed of a game seed, when none is given (the same rule in every game's simulator). */
export function defaultBotSeed(seed: number): number {
  return (seed ^ 0x5bd1e995) >>> 0;
}

export function bump(m: Record<string, number>, key: string): void {
  m[key] = (m[key] ?? 0) + 1;
}

/**
 * True with probability p (in steps of 1/10,000). Never at p ≤ 0 and always at p ≥ 1 without a draw; otherwise
 * one draw from the players' generator (so a certain outcome leaves the players' choices as they were).
 */
export function chance(rng: Rng, p: number): boolean {
  if (p <= 0) return false;
  if (p >= 1) return true;
  return randInt(rng, 0, 9999) < Math.round(p * 10000);
}

/** Most frequent first, ties by key: the order the CLIs print counts in. */
export function sortedCounts(m: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(m).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

export type Distribution = { min: number; median: number; mean: number; max: number };

/**
 * min / median / mean / max of a list (median of an even list: mean of the middle two); mean to 2 decimals,
 * and the median too with `roundMedian` (for fractional values, such as per-seat rates).
 */
export function distribution(values: readonly number[], roundMedian = false): Distribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const mean = sorted.reduce((n, v) => n + v, 0) / sorted.length;
  return { min: sorted[0], median: roundMedian ? Math.round(median * 100) / 100 : median, mean: Math.round(mean * 100) / 100, max: sorted[sorted.length - 1] };
}

/** What an action-driven simulator records of every game, as far as the shared totals read it. */
export type ActionSimRecord<P> = {
  seed: number;
  endReason: string;
  actionTypes: Record<string, number>;
  refused: Record<string, number>;
  violations: P[];
  errors: P[];
};

/** The totals over many games' records, each count sorted for printing; the first ten problems with their seed. */
export function tallyActionSims<P extends object>(results: readonly ActionSimRecord<P>[]) {
  const endReasons: Record<string, number> = {};
  const actionTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const problems: ({ seed: number } & P)[] = [];
  let violations = 0;
  let errors = 0;
  for (const r of results) {
    bump(endReasons, r.endReason);
    for (const [k, v] of Object.entries(r.actionTypes)) actionTypes[k] = (actionTypes[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.refused)) refused[k] = (refused[k] ?? 0) + v;
    violations += r.violations.length;
    errors += r.errors.length;
    for (const p of [...r.errors, ...r.violations]) if (problems.length < 10) problems.push({ seed: r.seed, ...p });
  }
  return { endReasons: sortedCounts(endReasons), actionTypes: sortedCounts(actionTypes), refused: sortedCounts(refused), invariantViolations: violations, errors, problems };
}
