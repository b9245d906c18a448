/**
 * Module golden games (test/helpers/module-golden.ts): every registered game without a golden set of its own has
 * stored games played through its module alone, and replaying their inputs from `create` gives the stored file
 * byte for byte. A rules change that alters outcomes fails here; regenerate deliberately with
 * `npm run golden:update -- --game KIND` and review the diff (a new game: run it once to create its goldens).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_MODULES } from '../../../src-shared/games/registry.ts';
import type { BaseInput } from '../../../src-shared/platform/module.ts';
import { expectReplayMatches } from '../../helpers/golden-check.ts';
import { buildModuleGoldenText, moduleGoldenFile, moduleGoldenGames, OWN_GOLDEN_SETS } from '../../helpers/module-golden.ts';

const covered = GAME_MODULES.filter((m) => !OWN_GOLDEN_SETS.includes(m.meta.kind));

describe('module golden games', () => {
  it('cover Lot Auction, which has no golden code of its own', () => {
    expect(covered.map((m) => m.meta.kind)).toContain('auction');
  });

  for (const module of covered) {
    for (const game of moduleGoldenGames(module)) {
      it(`${game.name}: replaying the stored inputs reproduces the stored file byte for byte`, () => {
        const path = moduleGoldenFile(module, game.name);
        expect(existsSync(path), `${path.pathname} is missing: npm run golden:update -- --game ${module.meta.kind}`).toBe(true);
        const stored = readFileSync(path, 'utf8');
        const file = JSON.parse(stored) as { game: string; seed: number; status: string; inputs: BaseInput[] };
        expect(file).toMatchObject({ game: module.meta.kind, seed: game.seed, status: 'ENDED' });
        expectReplayMatches(stored, file.inputs, (inputs) => buildModuleGoldenText(module, game, inputs));
      });
    }
  }
});
