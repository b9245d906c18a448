/**
 * Stock Market Tycoon's golden games (test/helpers/tycoon-golden.ts): each stored game (config, actions) is
 * replayed from `init` and must give the stored file byte for byte. A rules change that alters outcomes fails
 * here; regenerate deliberately with `npm run golden:update -- --game tycoon` and review the diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTycoonGoldenText, TYCOON_GOLDEN_GAMES, tycoonGoldenFile } from '../../helpers/tycoon-golden.ts';
import type { TycoonAction } from '../../../src-shared/games/tycoon/types.ts';
import { expectReplayMatches } from '../../helpers/golden-check.ts';

describe('Tycoon golden games', () => {
  it('covers different modes and variants', () => {
    const kinds = TYCOON_GOLDEN_GAMES.map((g) => `${g.config.mode}/${g.config.variant}`);
    expect(new Set(kinds).size).toBe(TYCOON_GOLDEN_GAMES.length);
  });

  for (const game of TYCOON_GOLDEN_GAMES) {
    it(`${game.name}: replaying the stored actions reproduces the stored file byte for byte`, () => {
      const stored = readFileSync(tycoonGoldenFile(game.name), 'utf8');
      const file = JSON.parse(stored) as { config: unknown; botSeed: number; final: { step: string }; actions: TycoonAction[] };
      // The stored game is the one defined in the helper (else: npm run golden:update -- --game tycoon).
      expect(file.config).toEqual(game.config);
      expect(file.botSeed).toBe(game.botSeed);
      expect(file.final.step).toBe('GAME_OVER');
      expect(file.actions.length).toBeGreaterThan(50);
      // Byte for byte (pointing at the first differing line), and one action fewer gives another file.
      expectReplayMatches(stored, file.actions, (actions) => buildTycoonGoldenText(game, actions));
    });
  }
});
