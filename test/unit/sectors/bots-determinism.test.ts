/** Bot decisions are a pure function of (state, seat, generator): same generator, same decision; state untouched. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src-shared/rng.ts';
import { policyFor, chooserFor, type BotLevelId } from '../../../src-shared/games/sectors/bots/index.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { collectMoments } from '../../helpers/bots.ts';

const LEVELS: BotLevelId[] = ['random', 'easy', 'medium', 'hard'];

describe('bot determinism', () => {
  const moments = collectMoments(4, 11).filter((_, i) => i % 4 === 0);

  for (const level of LEVELS) {
    it(`${level}: same generator → same decision, and the state it looks at is not modified`, () => {
      const policy = policyFor(level);
      let acted = 0;
      for (const m of moments) {
        const before = JSON.stringify(m.state);
        const first = policy(m.state, m.me, seedRng(7));
        const second = policy(m.state, m.me, seedRng(7));
        expect(second).toEqual(first);
        expect(JSON.stringify(m.state)).toBe(before);
        if (first.length > 0) acted += 1;
      }
      expect(acted).toBeGreaterThan(3);
    });
  }

  it('the chooser form returns the first input of the phase decision, and the module\'s bots dispatch on the level', () => {
    const m = moments.find((x) => x.phase === 'PLACE_STOCK_ORDERS' && policyFor('medium')(x.state, x.me, seedRng(1)).length > 0)!;
    expect(m).toBeDefined();
    expect(chooserFor('medium')(m.state, m.me, seedRng(1))).toEqual(policyFor('medium')(m.state, m.me, seedRng(1))[0]);
    for (const level of LEVELS) expect(sectorsModule.bots.decide(m.state, m.me, { level, rng: seedRng(3) })).toEqual(policyFor(level)(m.state, m.me, seedRng(3)));
  });
});
