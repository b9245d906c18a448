/**
 * Issue 23: the public view's `nextBonusLeader` is the engine's (flow.ts `bonusLeader`): over seeded games the
 * company it names during a round (its round-end review included) is the one MODERNITY_BONUS moves when the next
 * round starts, and null where the bonus moves nobody or no round follows; each company's `nextModernity` is the
 * value that bonus reads; and a purchase from a company takes its share from where the view's `shareFrom` said.
 */
import { describe, expect, it } from 'vitest';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module as M } from '../../../src-shared/games/sr1876/module.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';

const NAMES = ['Ana', 'Ben', 'Cy', 'Di'];

describe('the next round\'s bonus leader in the view', () => {
  it('names the company the next round\'s bonus moves, or null when it moves none', () => {
    let compared = 0;
    let bought = 0;
    for (const [seed, rounds] of [[3, 4], [4, 6], [5, 8]] as const) {
      const g = M.create(M.config.make(4, NAMES, { rounds }, DEFAULT_TABLE_OPTIONS), seed) as Sr1876Game;
      const rng = seedRng(seed);
      let promised: { round: number; leader: string | null; values: Record<string, number | null> } | null = null;
      for (let step = 0; step < 5000 && M.status(g) === 'RUNNING'; step++) {
        const view = M.views.public(g, {});
        promised = { round: view.round, leader: view.nextBonusLeader, values: Object.fromEntries(view.companies.map((c) => [c.code, c.nextModernity])) };
        const window = activeWindow(M.windows(g))!;
        const options = window.seats.flatMap((p) => M.legalActions(g, p));
        const input = options.length > 0 && randInt(rng, 0, 4) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
        const out = M.applyInPlace(g, input);
        expect(out.ok).toBe(true);
        if (!out.ok) break;
        // A purchase from the company takes its share from where the view said it would (`shareFrom`).
        for (const e of out.events) {
          if (e.type !== 'SHARE_BOUGHT' || e.source !== 'company') continue;
          expect(e.from).toBe(view.companies.find((c) => c.code === e.company)!.shareFrom);
          bought++;
        }
        for (const e of out.events) {
          if (e.type !== 'MODERNITY_BONUS') continue;
          expect(e.round).toBe(promised.round + 1);
          expect(e.leader ?? null).toBe(promised.leader);
          expect(e.values).toEqual(promised.values); // each company's next modernity, as the bonus then reads it
          compared++;
        }
      }
      expect(M.views.public(g, {}).nextBonusLeader).toBeNull();
    }
    expect(compared).toBeGreaterThan(10);
    expect(bought).toBeGreaterThan(0);
  });
});
