/**
 * The 1876 stock round's golden games (test/helpers/sr1876-golden.ts): each stored game (config, actions) is
 * replayed from `init` and must give the stored file byte for byte. A rules change that alters outcomes fails
 * here; regenerate deliberately with `npm run golden:update -- --game sr1876` and review the diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SrAction } from '../../../src-shared/games/sr1876/types.ts';
import { buildSr1876GoldenText, SR1876_GOLDEN_GAMES, sr1876GoldenFile } from '../../helpers/sr1876-golden.ts';
import { expectReplayMatches } from '../../helpers/golden-check.ts';

describe('sr1876 golden games', () => {
  it('covers different seat counts and rule flags', () => {
    const kinds = SR1876_GOLDEN_GAMES.map((g) => `${g.config.seats.length}/${JSON.stringify(g.config.options)}`);
    expect(new Set(kinds).size).toBe(SR1876_GOLDEN_GAMES.length);
  });

  for (const game of SR1876_GOLDEN_GAMES) {
    it(`${game.name}: replaying the stored actions reproduces the stored file byte for byte`, () => {
      const stored = readFileSync(sr1876GoldenFile(game.name), 'utf8');
      const file = JSON.parse(stored) as { config: unknown; botSeed: number; final: { step: string }; actions: SrAction[] };
      // The stored game is the one defined in the helper (else: npm run golden:update -- --game sr1876).
      expect(file.config).toEqual(game.config);
      expect(file.botSeed).toBe(game.botSeed);
      expect(file.final.step).toBe('GAME_OVER');
      expect(file.actions.length).toBeGreaterThan(50);
      // Byte for byte (pointing at the first differing line), and one action fewer gives another file.
      expectReplayMatches(stored, file.actions, (actions) => buildSr1876GoldenText(game, actions));
    });
  }
});
