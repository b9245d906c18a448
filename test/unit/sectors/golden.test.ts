/**
 * Golden transcripts: each stored game (config, seed, inputs) is replayed from `create` and must give the
 * stored transcript byte for byte. A rules change that alters outcomes fails here; regenerate deliberately
 * with `npm run golden:update` and review the diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGoldenText, GOLDEN_GAMES, goldenFile } from '../../helpers/golden.ts';

describe('golden transcripts', () => {
  for (const game of GOLDEN_GAMES) {
    it(`${game.name}: replaying the stored inputs reproduces the stored transcript byte for byte`, () => {
      const stored = readFileSync(goldenFile(game.name), 'utf8');
      const file = JSON.parse(stored) as { config: unknown; seed: number; botSeed: number; inputs: Parameters<typeof buildGoldenText>[1]; transcript: unknown[] };
      // The stored game is the one defined in test/helpers/golden.ts (else: npm run golden:update).
      expect(file.config).toEqual(game.config);
      expect([file.seed, file.botSeed]).toEqual([game.seed, game.botSeed]);
      expect(file.inputs.length).toBeGreaterThan(100);
      const rebuilt = buildGoldenText(game, file.inputs);
      if (rebuilt !== stored) {
        // Point at the first differing line rather than dumping two large texts.
        const a = stored.split('\n');
        const b = rebuilt.split('\n');
        const line = a.findIndex((text, i) => text !== b[i]);
        expect({ line: line + 1, text: b[line] }, "first line where the replay differs from the stored file").toEqual({ line: line + 1, text: a[line] });
      }
      expect(rebuilt === stored).toBe(true);
    });
  }
});
