/**
 * Seeded fuzz: 500 games over 3–6 seats and every option combination, played by a separate seeded picker from
 * candidateActions, with timeout defaults and junk mixed in. Every accepted action keeps the invariants, every
 * game ends within a bounded number of actions, refused junk leaves no trace, no sealed answer leaks before
 * its pass closes, and the same config and actions replay to the same state and events.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, defaultConfig, init } from '../../../src-shared/games/sr1876/engine.ts';
import type { SrConfig, SrEvent } from '../../../src-shared/games/sr1876/types.ts';
import { picker, playOut } from './helpers.ts';

/** The g-th fuzz config: seats cycle 3–6, both flags from a picker of g, sometimes a small round cap. */
function fuzzConfig(g: number): SrConfig {
  const pick = picker(1_000_003 * (g + 1));
  const noRebuyAfterSale = pick(3) !== 0;
  return defaultConfig(3 + (g % 4), {
    seed: (g * 2654435761) >>> 0,
    options: { noRebuyAfterSale, companyMayBuyFromDirector: pick(2) === 0, roundCapPerSeat: pick(2) === 0 ? 1 + pick(4) : undefined },
  });
}

/** Event kinds that show which branch of the rules ran. */
function kindOf(e: SrEvent): string {
  if (e.type === 'ROUND_ENDED') return `ROUND_ENDED:${String(e.reason)}`;
  if (e.type === 'SHARE_BOUGHT') return `SHARE_BOUGHT:${String(e.from)}`;
  if (e.type === 'DIRECTOR_CHANGED' && e.to === null) return 'DIRECTOR_CHANGED:none';
  if (e.type === 'OFFER_PASS_CLOSED' && (e.allocation as { buyer: unknown }[]).some((x) => x.buyer === 'company')) return 'COMPANY_TOOK';
  return e.type;
}

const BRANCHES = [
  'ROUND_ENDED:passes', 'ROUND_ENDED:cap', 'SHARE_BOUGHT:ipo', 'SHARE_BOUGHT:treasury', 'SHARE_BOUGHT:pool', 'SHARE_ABSORBED',
  'OFFER_PASS_SKIPPED', 'COMPANY_TOOK', 'DIRECTOR_CHANGED', 'DIRECTOR_CHANGED:none', 'DECLARATION_CANCELLED', 'GAME_ENDED',
];

/** A sealed answer's content must not appear in any event before OFFER_PASS_CLOSED. */
function leaks(events: SrEvent[]): string[] {
  return events.filter((e) => e.type === 'OFFER_ANSWERED' && ('take' in e || 'answers' in e)).map((e) => JSON.stringify(e));
}

describe('stock round fuzz', () => {
  const BATCH = 100;
  for (let batch = 0; batch < 5; batch++) {
    it(`games ${batch * BATCH}–${batch * BATCH + BATCH - 1} end with the invariants kept after every action`, () => {
      let junk = 0;
      const seen: Record<string, number> = {};
      for (let g = batch * BATCH; g < (batch + 1) * BATCH; g++) {
        const config = fuzzConfig(g);
        const { state } = init(config);
        const log = playOut(state, g + 17, { junkEvery: 10, autoEvery: 4, maxActions: 20000 });
        if (log.problems.length > 0) throw new Error(`game ${g} ${JSON.stringify(config.options)}: ${log.problems.join(' | ')}`);
        expect(state.status).toBe('ENDED');
        expect(state.result!.ranking.length).toBe(config.seats.length);
        expect(leaks(log.events)).toEqual([]);
        junk += log.refusedJunk;
        for (const key of log.events.map(kindOf)) seen[key] = (seen[key] ?? 0) + 1;
      }
      expect(junk).toBeGreaterThan(100);
      // The random play reaches every branch of the rules in every batch.
      for (const key of BRANCHES) expect(seen[key] ?? 0, key).toBeGreaterThan(0);
    });
  }

  it('replay: the same config and actions give byte-identical states and events', () => {
    for (const g of [3, 14, 25, 36]) {
      const config = fuzzConfig(g);
      const first = init(config);
      const log = playOut(first.state, g, { autoEvery: 5 });
      expect(log.problems).toEqual([]);
      const runs = [0, 1].map(() => {
        const { state, events } = init(config);
        const all: SrEvent[] = [...events];
        for (const a of log.actions) {
          const r = applyInPlace(state, a);
          if (!r.ok) throw new Error(`replay refused ${JSON.stringify(a)}: ${r.code}`);
          all.push(...r.events);
        }
        return { state: JSON.stringify(state), events: JSON.stringify(all) };
      });
      expect(runs[0]).toEqual(runs[1]);
      expect(runs[0].state).toBe(JSON.stringify(first.state));
    }
  });
});
