/**
 * Deep copy of plain data. The game state holds only what JSON can represent (no Map, Set, class or
 * undefined-as-value), so a JSON round trip is an exact copy, and it needs neither DOM nor Node's
 * structuredClone.
 */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
