/**
 * mulberry32 exactly as the Tycoon engine's (§0.1: "the same PRNG"): one uint32 of state and an unbiased
 * `int(n)` by rejection. Copied rather than imported because a game may not import another game's folder;
 * src-shared/rng.ts is a different generator (sfc32). Its only draw here is the first priority seat (S-D19).
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
