import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../src-shared/games/sectors/config.ts';
import { applyInPlace, create } from '../../../src-shared/games/sectors/engine.ts';
import { playSectors } from '../../helpers/sectors-table.ts';
import { publicView, view } from '../../../src-shared/games/sectors/view.ts';

describe('views of long games', () => {
  it('PD-16: carry every live order and the finished orders of this turn and the last, not the whole history', () => {
    const config = makeConfig(8, { maxTurns: 11 });
    const { inputs } = playSectors({ config, seed: 3 });
    const s = create(config, 3);
    let checked = 0;
    for (const input of inputs) {
      applyInPlace(s, input);
      if (s.status !== 'RUNNING' || s.turn < 5 || s.phase !== 'PLACE_STOCK_ORDERS') continue;
      const shown = new Set(publicView(s).orders.map((o) => o.id));
      for (const o of s.orders) {
        const live = o.status === 'PENDING' || o.status === 'OPEN' || o.status === 'FILLED_PENDING_SETTLEMENT';
        const expected = live || o.turn >= s.turn - 1;
        // Concealed orders of this sub-round are absent from the public part for their own reason.
        if (o.turn === s.turn && o.subRound === s.subRound && s.config.ordersConcealed) continue;
        expect(shown.has(o.id), `order ${o.id} (turn ${o.turn}, ${o.status}) at turn ${s.turn}`).toBe(expected);
      }
      expect(publicView(s).contracts.every((k) => k.state === 'FOR_SALE' || k.state === 'PURCHASED')).toBe(true);
      // The seat's own view is built on the same public part.
      expect(view(s, { role: 'player', player: 'P1' }).orders.length).toBeGreaterThanOrEqual(shown.size);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    expect(s.orders.length).toBeGreaterThan(publicView(s).orders.length);
  });
});
