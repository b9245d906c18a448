/**
 * Each bot level decides from its own seat's view only: with the same generator, its decision is identical
 * whether or not other players' secrets (bids, votes, allocations, concealed orders) and the hidden parts of
 * the state (generator, seed, research deck order) are what they really are.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevelId } from '../../../src-shared/games/sectors/bots/index.ts';
import { collectMoments, decide, scrambleSecrets, seatViewJson, type Moment } from '../../helpers/bots.ts';

const LEVELS: BotLevelId[] = ['easy', 'medium', 'hard'];

/** Moments where other seats' secrets were really present, one list per kind of secret. */
function secretMoments(): Moment[] {
  const concealed = collectMoments(4, 3);
  const tranche = collectMoments(4, 8, { maxTurns: 8 });
  return [...concealed, ...tranche];
}

describe('bots see only their own seat', () => {
  const moments = secretMoments();
  const scrambled = moments.map((m) => ({ m, ...scrambleSecrets(m.state, m.me) })).filter((x) => x.changed.length > 0);

  it('the test states hold real secrets of other seats, and scrambling them leaves the seat view unchanged', () => {
    const kinds = new Set(scrambled.flatMap((x) => x.changed.map((c) => c.split(' ').slice(0, 2).join(' '))));
    expect([...kinds]).toEqual(expect.arrayContaining(['influence bid', 'tranche vote', 'revenue vote', 'company vote']));
    expect(scrambled.some((x) => x.changed.some((c) => c.startsWith('order ')))).toBe(true);
    for (const x of scrambled) {
      expect(JSON.stringify(x.state)).not.toBe(JSON.stringify(x.m.state));
      expect(seatViewJson(x.state, x.m.me)).toBe(seatViewJson(x.m.state, x.m.me));
    }
  });

  for (const level of LEVELS) {
    it(`${level}: the same decision with other seats' secrets scrambled`, () => {
      // Every kind of secret at least once; the hard bot is slower, so it sees a sample of each phase.
      const sample = level === 'hard' ? scrambled.filter((_, i) => i % 3 === 0 || scrambled[i].m.phase !== 'PLACE_STOCK_ORDERS') : scrambled;
      let nonEmpty = 0;
      for (const x of sample) {
        const real = decide(level, x.m.state, x.m.me);
        const fake = decide(level, x.state, x.m.me);
        expect(fake, `${level} at turn ${x.m.state.turn} ${x.m.phase} (${x.changed.join(', ')})`).toEqual(real);
        if (real.length > 0) nonEmpty += 1;
      }
      expect(nonEmpty).toBeGreaterThan(5);
    });
  }
});
