/**
 * Issue 23: the figures Sectors' views and check answers carry for the board are the rules' own. The revenue
 * vote's split of the winning choice is what REVENUE_DISTRIBUTION then pays and how far the dividend lifts the
 * price; an order preview shows only what its seat may see (another seat's concealed short does not change it).
 */
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../src-shared/games/sectors/config.ts';
import { applyInPlace, create } from '../../../src-shared/games/sectors/engine.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { orderPreview } from '../../../src-shared/games/sectors/preview.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import type { GameEvent, GameState } from '../../../src-shared/games/sectors/types.ts';
import { publicView } from '../../../src-shared/games/sectors/view.ts';
import { ACTIONABLE_PHASES, PRICE_TRACK } from '../../../src-shared/games/sectors/view-figures.ts';
import { isActionablePhase, PHASE_IDS, PRICE_GRID, stockTierOf } from '../../../src-shared/games/sectors/data.ts';

function game(): GameState {
  return create(makeConfig(3, { sectors: ['CONSUMER_DEFENSIVE', 'HEALTHCARE', 'MATERIALS'], reviewSeconds: 5, playerNames: ['Ann', 'Bob', 'Cleo'], ordersConcealed: true }), 1);
}

describe('Sectors\' view figures are the rules\'', () => {
  it('the revenue split of the choice that wins is what the distribution pays and how far the price moves', () => {
    let checked = 0;
    for (const choice of ['FULL', 'HALF', 'RETAIN'] as const) {
      const s = game();
      fastForward(s, 1, 'PLACE_STOCK_ORDERS');
      const c = s.companies[0];
      applyOverrides(s, { companies: { [c.id]: { status: 'ACTIVE', floatedTurn: 0, price: 51, ipoShares: 3, omShares: 0, holdings: { P1: 4, P2: 2, P3: 1 } } } });
      s.phase = 'REVENUE_VOTE';
      s.actionOrder = [c.id];
      s.turnState.revenue[c.id] = { revenue: 173, outcome: null, distributed: 0 };
      s.inputs.eligible = ['P1', 'P2', 'P3'];
      s.inputs.revenueEligible = { [c.id]: ['P1', 'P2', 'P3'] };
      s.inputs.revenueVotes = { [c.id]: {} };
      const split = publicView(s).revenueSplits[c.id][choice];
      for (const p of ['P1', 'P2', 'P3']) {
        const r = applyInPlace(s, { type: 'VOTE_REVENUE', player: p, companyId: c.id, choice });
        expect(r.ok).toBe(true);
      }
      const events: GameEvent[] = [];
      // (read through a function: TypeScript keeps the phase set above narrowed)
      const phase = (): string => s.phase;
      while (phase() !== 'STOCK_PRICE_ADJUSTMENT' && events.length < 500) events.push(...endPhaseByReady(s));
      events.push(...endPhaseByReady(s));
      const paid = events.find((e): e is Extract<GameEvent, { type: 'DIVIDEND_PAID' }> => e.type === 'DIVIDEND_PAID' && e.company === c.id)!;
      expect(paid.outcome).toBe(choice);
      expect({ distributed: paid.distributed, kept: paid.kept }).toEqual({ distributed: split.distributed, kept: split.kept });
      // Nothing distributed, nothing paid: the split then shows each holder 0.
      expect(Object.fromEntries(paid.dividends.map((d) => [d.player, d.amount]))).toEqual(split.distributed > 0 ? split.dividends : {});
      const lift = events.find((e) => e.type === 'PRICE_MOVED' && e.company === c.id && e.cause === 'DIVIDEND') as { from: number; to: number; fromIndex: number; toIndex: number } | undefined;
      if (split.steps > 0) expect(lift!.toIndex - lift!.fromIndex).toBe(split.steps);
      else expect(lift).toBeUndefined();
      checked++;
    }
    expect(checked).toBe(3);
  });

  it('an order preview reads the seat\'s own view: another seat\'s concealed short changes nothing', () => {
    const s = game();
    fastForward(s, 1, 'PLACE_STOCK_ORDERS');
    const c = s.companies[0];
    applyOverrides(s, { companies: { [c.id]: { status: 'ACTIVE', floatedTurn: 0, price: 51, ipoShares: 6, omShares: 2, holdings: { P3: 2 } } } });
    const draft = { type: 'PLACE_SHORT_ORDER' as const, player: 'P1', companyId: c.id, quantity: 2 };
    const state = JSON.stringify(s);
    const before = orderPreview(s, draft);
    expect(JSON.stringify(s)).toBe(state); // a preview reads the state, never writes it
    expect(before?.warnings).toEqual([]);
    const r = applyInPlace(s, { type: 'PLACE_SHORT_ORDER', player: 'P2', companyId: c.id, quantity: 2 });
    expect(r.ok).toBe(true);
    expect(orderPreview(s, draft)).toEqual(before);
    expect(sectorsModule.preview!(s, { type: 'BACK_HEADLINE', player: 'P1', headlineId: 1 })).toBeNull();
  });

  it('the price track and the actionable phases are the rules\' tables', () => {
    expect(PRICE_TRACK.prices).toEqual(PRICE_GRID);
    PRICE_GRID.forEach((_, i) => {
      const tier = PRICE_TRACK.tiers.findLast((t) => t.first <= i)!;
      expect({ id: tier.id, fillSize: tier.fillSize }).toEqual({ id: stockTierOf(i).id, fillSize: stockTierOf(i).fillSize });
    });
    expect(ACTIONABLE_PHASES).toEqual(PHASE_IDS.filter((p) => isActionablePhase(p)));
  });
});
