/**
 * The generator in scenarios (docs/SCENARIOS.md, "The generator"): what a state summary shows of it (its state
 * and the next outputs it would give) and the position edit that sets it. A spec's test vectors are stated
 * from a fresh seed ("with seed 1 the first three outputs are …"), and the games draw during setup, so a
 * scenario re-seeds the generator (`{ "seed": n }`) or sets its state (`{ "state": … }`) and then reads `next`.
 * Peeking never moves the game's generator: the outputs come from a copy.
 */
import * as v from 'valibot';
import { nextU32 } from '../../mulberry32.ts';
import { randInt, seedRng, u32, type Rng } from '../../rng.ts';

/** How many outputs `rng.next` shows: the specs' vectors state three. */
export const PEEK = 3;

const u32Schema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));

/** `{ "seed": n }` or `{ "state": … }` (the game's own state form). */
export type RngEdit<S> = { seed: number; state?: undefined } | { state: S; seed?: undefined };

function editSchema<S extends v.GenericSchema>(state: S) {
  return v.union(
    [v.strictObject({ seed: u32Schema }), v.strictObject({ state })],
    'the generator edit is { "seed": n } or { "state": … } (a uint32 for mulberry32, { a, b, c, d } for sfc32)',
  );
}

/** Tycoon and the 1876 stock round: mulberry32, one uint32 (seeding keeps the seed as the state). */
export const mulberryEditSchema = editSchema(u32Schema);

export function mulberrySummary(state: number): { state: number; next: number[] } {
  const next: number[] = [];
  let s = state;
  for (let i = 0; i < PEEK; i++) {
    const [out, after] = nextU32(s);
    next.push(out);
    s = after;
  }
  return { state, next };
}

export function mulberryFromEdit(edit: RngEdit<number>): number {
  return (edit.seed ?? edit.state) >>> 0;
}

/** Sectors: sfc32, four uint32 words, seeded through splitmix32 with 12 warm-up outputs. */
export const sfcEditSchema = editSchema(v.strictObject({ a: u32Schema, b: u32Schema, c: u32Schema, d: u32Schema }, 'an sfc32 state is { a, b, c, d }'));

export function sfcSummary(state: Rng): { state: Rng; next: number[] } {
  const copy = { ...state };
  return { state: { ...state }, next: Array.from({ length: PEEK }, () => u32(copy)) };
}

export function sfcFromEdit(edit: RngEdit<Rng>): Rng {
  return edit.seed !== undefined ? seedRng(edit.seed) : { ...edit.state };
}

/** `rng.randInt(lo,hi)`: a read of the spec's draws, not a key of the summary. */
const SFC_RANDINT = /^rng\.randInt\((-?\d+),\s*(-?\d+)\)$/;

/**
 * Sectors' spec states a vector in draws ("five successive randInt(1, 6) draws give 5, 4, 1, 1, 6"), which the
 * three raw outputs of `rng.next` cannot show (randInt rejects some outputs). The path `rng.randInt(lo,hi)` reads
 * the next `count` draws of the spec's randInt from a copy of the generator the summary shows (looking never
 * moves it); null for any other path.
 */
export function sfcDraws(path: string, summary: unknown, count: number): { found: boolean; value: unknown; message?: string } | null {
  const m = SFC_RANDINT.exec(path);
  if (!m) return null;
  const state = (summary as { rng?: { state?: Rng } } | null)?.rng?.state;
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (!state) return { found: false, value: undefined, message: 'the summary shows no generator' };
  if (hi < lo) return { found: false, value: undefined, message: `randInt(${lo},${hi}): the range is empty` };
  const copy = { ...state };
  return { found: true, value: Array.from({ length: count }, () => randInt(copy, lo, hi)) };
}
