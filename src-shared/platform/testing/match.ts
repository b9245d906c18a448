/**
 * Reading and comparing recorded JSON for scenario expectations: dot paths, deep equality, subset patterns.
 * Shared by the games whose scenario runners check step expectations (Tycoon, the 1876 stock round).
 */

/** The value at a dot path (`players.0.cash`, `history.NOV.1`); `found` is false when a key is missing. */
export function getPath(root: unknown, path: string): { found: boolean; value: unknown } {
  let value: unknown = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { found: false, value: undefined };
    value = (value as Record<string, unknown>)[key];
  }
  return { found: true, value };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Objects match a pattern when every key of the pattern matches; arrays and scalars must be equal. */
export function matches(actual: unknown, pattern: unknown): boolean {
  if (pattern !== null && typeof pattern === 'object' && !Array.isArray(pattern)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(pattern).every(([k, p]) => Object.hasOwn(actual, k) && matches((actual as Record<string, unknown>)[k], p));
  }
  return deepEqual(actual, pattern);
}
