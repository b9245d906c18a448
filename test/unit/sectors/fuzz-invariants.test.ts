/**
 * Invariant fuzzing (spec §12): 500 seeded random-legal games across 2–12 players with the host options
 * varied, invariants I-1…I-11 checked after every input and every observed phase, invalid inputs mixed in
 * (mutated legal actions, wrong phase, wrong player, garbage) that must be refused without changing a
 * byte of the state, no input may throw, every game must end, and replaying the recorded inputs from
 * `create` must rebuild the identical final state (I-12). The recipe lives in test/helpers/sectors-fuzz.ts;
 * a failure prints the seed, the game number and the input index: `fuzzGame(seed, game)` replays it.
 */
import { describe, expect, it } from 'vitest';
import { runFuzzBatch } from '../../helpers/sectors-fuzz.ts';

const GAMES = 500;
const BATCH = 50;

describe('sectors invariant fuzzing', () => {
  for (let from = 0; from < GAMES; from += BATCH) {
    it(`games ${from}–${from + BATCH - 1}: invariants hold, refusals change nothing, nothing throws, games end, replay is exact`, () => {
      const { failures, refusedInputs, endedByBank } = runFuzzBatch(from, from + BATCH);
      const shown = failures.slice(0, 10).map((f) => `seed ${f.seed} (game ${f.game}) input #${f.inputIndex}: ${f.what}`);
      expect(shown, `${failures.length} failure(s); reproduce with fuzzGame(seed, game) from test/helpers/sectors-fuzz.ts`).toEqual([]);
      // The batch must have fed refused inputs and broken the bank somewhere, or it tested little.
      expect(refusedInputs).toBeGreaterThan(BATCH);
      expect(endedByBank).toBeGreaterThan(0);
    });
  }
});
