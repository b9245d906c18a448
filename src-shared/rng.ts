/**
 * The game's only source of randomness (rules spec §4, D-03, D-63): sfc32 seeded through splitmix32,
 * 12 warm-up outputs discarded. The state is four unsigned 32-bit words kept as plain data inside the
 * game state, so a game is a pure function of (config, seed, inputs) and serialises byte for byte.
 *
 * Every function here mutates the Rng it is given; callers pass the rng of a state copy they own.
 */

export type Rng = { a: number; b: number; c: number; d: number };

export const MAX_SEED = 0xffffffff;

/** One sfc32 step: returns the next unsigned 32-bit output. */
export function u32(r: Rng): number {
  const t = (((r.a + r.b) >>> 0) + r.d) >>> 0;
  r.d = (r.d + 1) >>> 0;
  r.a = (r.b ^ (r.b >>> 9)) >>> 0;
  r.b = (r.c + (r.c << 3)) >>> 0;
  r.c = (((r.c << 21) | (r.c >>> 11)) + t) >>> 0;
  return t;
}

/** The four state words splitmix32 derives from a seed, before warm-up (exposed for the spec's test vectors). */
export function splitmixWords(seed: number): Rng {
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    return (z ^ (z >>> 15)) >>> 0;
  };
  const a = next();
  const b = next();
  const c = next();
  const d = next();
  return { a, b, c, d };
}

export function seedRng(seed: number): Rng {
  const r = splitmixWords(seed);
  for (let i = 0; i < 12; i++) u32(r);
  return r;
}

/** UTF-8 bytes of a string, written out here so src-shared needs no platform TextEncoder. */
export function utf8Bytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

/** 32-bit FNV-1a over the UTF-8 bytes, taken as given (no trimming or normalisation). */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of utf8Bytes(text)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

export type SeedResult = { ok: true; seed: number } | { ok: false; message: string };

/**
 * Converts a host-supplied seed (spec §4 cases 1–3): an integer 0..2^32−1, decimal text without sign or
 * leading zero read as that number, or any other text hashed with FNV-1a. Case 4 (no seed) is the host's job.
 */
export function parseSeed(input: number | string): SeedResult {
  if (typeof input === 'number') {
    if (Number.isInteger(input) && input >= 0 && input <= MAX_SEED) return { ok: true, seed: input };
    return { ok: false, message: `seed must be an integer in 0..${MAX_SEED}, got ${input}` };
  }
  if (/^(0|[1-9][0-9]*)$/.test(input)) {
    // Compare digit strings first: Number() of a very long string loses precision.
    if (input.length < 10 || (input.length === 10 && input <= String(MAX_SEED))) {
      return { ok: true, seed: Number(input) };
    }
  }
  return { ok: true, seed: seedFromText(input) };
}

/** Uniform integer in [lo, hi] by rejection sampling (no modulo bias). n = 1 draws nothing. */
export function randInt(r: Rng, lo: number, hi: number): number {
  const n = hi - lo + 1;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`randInt: empty range ${lo}..${hi}`);
  if (n === 1) return lo;
  const limit = Math.floor(0x100000000 / n) * n;
  let u = u32(r);
  while (u >= limit) u = u32(r);
  return lo + (u % n);
}

export function pick<T>(r: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new RangeError('pick: empty list');
  return list[randInt(r, 0, list.length - 1)];
}

/** Fisher–Yates in place, from the last index down; returns the same array. */
export function shuffle<T>(r: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i >= 1; i--) {
    const j = randInt(r, 0, i);
    const tmp = list[i];
    list[i] = list[j];
    list[j] = tmp;
  }
  return list;
}

/** The first item whose cumulative weight exceeds r = randInt(0, W − 1), in listed order. */
export function weighted<T>(r: Rng, items: readonly { item: T; weight: number }[]): T {
  const total = items.reduce((sum, it) => sum + it.weight, 0);
  const roll = randInt(r, 0, total - 1);
  let cumulative = 0;
  for (const it of items) {
    cumulative += it.weight;
    if (cumulative > roll) return it.item;
  }
  throw new RangeError('weighted: no item');
}
