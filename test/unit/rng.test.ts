import { describe, expect, it } from 'vitest';
import { parseSeed, pick, randInt, seedFromText, seedRng, shuffle, splitmixWords, u32, weighted } from '../../src-shared/rng.ts';

// Test vectors of rules spec §4 (D-63): every implementation must reproduce them.
describe('seeded generator (sfc32 via splitmix32)', () => {
  it('reproduces the spec vectors for seed 1', () => {
    expect(splitmixWords(1)).toEqual({ a: 1580013426, b: 350525680, c: 3524174333, d: 3011703609 });
    const r = seedRng(1);
    expect([u32(r), u32(r), u32(r)]).toEqual([1130556604, 2591592147, 3014952990]);
  });

  it('reproduces the spec vectors for the text seed "sectors"', () => {
    const s = seedFromText('sectors');
    expect(s).toBe(4077887412);
    expect(s).toBe(0xf30f9fb4);
    expect(splitmixWords(s)).toEqual({ a: 1310257201, b: 1293650855, c: 3288947538, d: 2647255828 });
    const r = seedRng(s);
    expect([u32(r), u32(r), u32(r)]).toEqual([3302334713, 3398671784, 1133898243]);
  });

  it('gives 5, 4, 1, 1, 6 for five randInt(1, 6) draws with seed 1', () => {
    const r = seedRng(1);
    expect(Array.from({ length: 5 }, () => randInt(r, 1, 6))).toEqual([5, 4, 1, 1, 6]);
  });

  it('is deterministic and its state is plain serialisable data', () => {
    const a = seedRng(987654321);
    const b = JSON.parse(JSON.stringify(seedRng(987654321)));
    for (let i = 0; i < 1000; i++) expect(u32(a)).toBe(u32(b));
    expect(Object.keys(a)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('randInt with a single value draws nothing', () => {
    const r = seedRng(7);
    const before = { ...r };
    expect(randInt(r, 4, 4)).toBe(4);
    expect(r).toEqual(before);
  });

  it('randInt stays in range and hits every value', () => {
    const r = seedRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = randInt(r, -2, 7);
      expect(n).toBeGreaterThanOrEqual(-2);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect(seen.size).toBe(10);
  });

  it('shuffle is a seeded permutation; pick and weighted follow the listed order', () => {
    const list = shuffle(seedRng(11), [1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...list].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffle(seedRng(11), [1, 2, 3, 4, 5, 6, 7, 8])).toEqual(list);
    expect(pick(seedRng(11), ['x'])).toBe('x');
    // Zero-weight items are never chosen.
    const r = seedRng(5);
    for (let i = 0; i < 200; i++) expect(weighted(r, [{ item: 'a', weight: 0 }, { item: 'b', weight: 3 }])).toBe('b');
  });
});

describe('seed conversion (spec §4 cases 1–3)', () => {
  it('accepts integers in 0..2^32−1 and refuses others', () => {
    expect(parseSeed(0)).toEqual({ ok: true, seed: 0 });
    expect(parseSeed(4294967295)).toEqual({ ok: true, seed: 4294967295 });
    expect(parseSeed(4294967296).ok).toBe(false);
    expect(parseSeed(-1).ok).toBe(false);
    expect(parseSeed(1.5).ok).toBe(false);
  });

  it('reads decimal text as the number and hashes any other text', () => {
    expect(parseSeed('42')).toEqual({ ok: true, seed: 42 });
    expect(parseSeed('0')).toEqual({ ok: true, seed: 0 });
    expect(parseSeed('4294967295')).toEqual({ ok: true, seed: 4294967295 });
    expect(parseSeed('4294967296')).toEqual({ ok: true, seed: seedFromText('4294967296') });
    expect(parseSeed('042')).toEqual({ ok: true, seed: seedFromText('042') });
    expect(parseSeed('+42')).toEqual({ ok: true, seed: seedFromText('+42') });
    expect(parseSeed('sectors')).toEqual({ ok: true, seed: 4077887412 });
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    // FNV-1a of "é" = bytes C3 A9.
    let h = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
    expect(seedFromText('é')).toBe(h);
    expect(seedFromText('🎲')).toBe(seedFromText('\u{1F3B2}'));
  });
});
