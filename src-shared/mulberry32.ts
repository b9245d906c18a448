/**
 * mulberry32 as the Tycoon (rules/tycoon.md §4) and 1876 stock round (§0.1: "the same PRNG") specs give it: one
 * uint32 of state kept in the game state, an unbiased `int(n)` by rejection and a descending Fisher–Yates shuffle.
 * Pure: every function takes the state and returns the new one. (src-shared/rng.ts is Sectors' sfc32.)
 */

/** One step: returns [output, newState]. */
export function nextU32(s: number): [number, number] {
  const s2 = (s + 0x6d2b79f5) >>> 0;
  let t = Math.imul(s2 ^ (s2 >>> 15), s2 | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, s2];
}

const TWO_32 = 4294967296;

/** A uniform integer in 0…n−1 (rejection sampling, so no modulo bias): returns [value, newState]. */
export function randInt(s: number, n: number): [number, number] {
  const limit = TWO_32 - (TWO_32 % n);
  let state = s;
  for (;;) {
    const [u, next] = nextU32(state);
    state = next;
    if (u < limit) return [u % n, state];
  }
}

/** Shuffles `a` in place (i from the end down to 1, j = int(i + 1)); returns the new generator state. */
export function shuffleInPlace<T>(a: T[], s: number): number {
  let state = s;
  for (let i = a.length - 1; i >= 1; i--) {
    const [j, next] = randInt(state, i + 1);
    state = next;
    const tmp = a[i];
    a[i] = a[j];
    a[j] = tmp;
  }
  return state;
}
