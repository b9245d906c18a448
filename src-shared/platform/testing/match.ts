/**
 * Reading and comparing recorded JSON for scenario expectations: dot paths, deep equality, subset patterns.
 * Shared by every game's scenario runner (docs/SCENARIOS.md, "Paths").
 */
import { deepEqual } from '../../copy.ts';

/**
 * One step of a path. A segment `field=value` on a list picks its first element whose `field` reads as `value`
 * (`ranking.player=P2.place`, `result.ranking.seat=2.rank`): rankings are sorted by place, so a row cannot be
 * named by its index without knowing the outcome. Anything else is an own key (a list index is one too).
 */
function child(value: unknown, key: string): { found: boolean; value: unknown } {
  if (value === null || typeof value !== 'object') return { found: false, value: undefined };
  if (Array.isArray(value) && !Object.hasOwn(value, key)) {
    const eq = key.indexOf('=');
    if (eq > 0) {
      const field = key.slice(0, eq);
      const wanted = key.slice(eq + 1);
      const row = value.find((x) => x !== null && typeof x === 'object' && Object.hasOwn(x, field) && String((x as Record<string, unknown>)[field]) === wanted);
      return row === undefined ? { found: false, value: undefined } : { found: true, value: row };
    }
  }
  if (!Object.hasOwn(value, key)) return { found: false, value: undefined };
  return { found: true, value: (value as Record<string, unknown>)[key] };
}

/** The value at a dot path (`players.0.cash`, `history.NOV.1`, `ranking.player=P2`); `found` is false when a key is missing. */
export function getPath(root: unknown, path: string): { found: boolean; value: unknown } {
  let at: { found: boolean; value: unknown } = { found: true, value: root };
  for (const key of path.split('.')) {
    at = child(at.value, key);
    if (!at.found) return at;
  }
  return at;
}

/** Deep equality of recorded JSON (src-shared/copy.ts). */
export { deepEqual };

/** Objects match a pattern when every key of the pattern matches; arrays and scalars must be equal. */
export function matches(actual: unknown, pattern: unknown): boolean {
  if (pattern !== null && typeof pattern === 'object' && !Array.isArray(pattern)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(pattern).every(([k, p]) => Object.hasOwn(actual, k) && matches((actual as Record<string, unknown>)[k], p));
  }
  return deepEqual(actual, pattern);
}

/** How many leading patterns match elements of `list` in order (each after the previous one's match). */
export function matchedInOrder(list: readonly unknown[], patterns: readonly unknown[]): number {
  let k = 0;
  for (const x of list) {
    if (k === patterns.length) break;
    if (matches(x, patterns[k])) k++;
  }
  return k;
}
