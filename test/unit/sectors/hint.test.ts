/**
 * Hints for learners in Sectors (src-shared/games/sectors/hint.ts): the hint is the hard bot's answer, the
 * engine accepts it now, the sentence names the company and the amount, and neither the move nor the
 * sentence changes when other seats' secrets (bids, votes, concealed orders, the generator) are scrambled.
 */
import { describe, expect, it } from 'vitest';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import type { Input } from '../../../src-shared/games/sectors/types.ts';
import { collectMoments, decide, scrambleSecrets } from '../../helpers/bots.ts';

const explain = sectorsModule.hints!.explain;

describe('Sectors hints', () => {
  // Concealed orders (turn 1..) and the tranche phases of a longer game: every kind of phase a learner meets.
  const moments = [...collectMoments(4, 3), ...collectMoments(4, 8, { maxTurns: 8 })].filter((_, i) => i % 4 === 0);

  it('the hard bot answers, the engine accepts the answer now, and the sentence is one plain sentence', () => {
    const phases = new Set<string>();
    for (const m of moments) {
      const inputs = decide('hard', m.state, m.me) as Input[];
      const before = JSON.stringify(m.state);
      const why = explain(m.state, m.me, inputs);
      expect(JSON.stringify(m.state)).toBe(before);
      expect(why).toMatch(/^[A-Z].*\.$/);
      expect(why).not.toMatch(/undefined|NaN|\[object/);
      const scratch = sectorsModule.copy(m.state);
      for (const input of inputs) expect(sectorsModule.applyInPlace(scratch, input)).toMatchObject({ ok: true });
      phases.add(m.phase);
    }
    expect([...phases]).toEqual(expect.arrayContaining(['INFLUENCE_BID', 'PLACE_STOCK_ORDERS', 'REVENUE_VOTE', 'COMPANY_VOTE']));
  });

  it('a stock order hint names the company, the quantity and the forecast in dollars', () => {
    const orders = moments
      .filter((m) => m.phase === 'PLACE_STOCK_ORDERS')
      .map((m) => ({ m, inputs: decide('hard', m.state, m.me) as Input[] }))
      .filter((x) => x.inputs[0]?.type === 'PLACE_MARKET_ORDER');
    expect(orders.length).toBeGreaterThan(0);
    for (const { m, inputs } of orders) {
      const order = inputs[0] as Extract<Input, { type: 'PLACE_MARKET_ORDER' }>;
      const name = m.state.companies.find((c) => c.id === order.companyId)!.name;
      const why = explain(m.state, m.me, inputs);
      expect(why).toContain(name);
      expect(why).toContain(`${order.quantity} share`);
      expect(why).toMatch(/\$\d+/);
    }
  });

  it("an influence bid hint says how many points and the cash kept", () => {
    const m = moments.find((x) => x.phase === 'INFLUENCE_BID')!;
    const inputs = decide('hard', m.state, m.me) as Input[];
    const bid = inputs[0] as Extract<Input, { type: 'SUBMIT_INFLUENCE_BID' }>;
    const points = m.state.config.influencePoints;
    const why = explain(m.state, m.me, inputs);
    expect(why.startsWith(`Bid ${bid.points} of your ${points} influence points: `)).toBe(true);
    expect(why).toContain(`$${points - bid.points} in cash`);
    expect(explain(m.state, m.me, [{ ...bid, points: 0 }])).toBe(`Bid 0 of your ${points} influence points: you keep all $${points} in cash, worth more to you here than priority 1 and the first claim on IPO shares.`);
  });

  it("the same hint when other seats' secrets are scrambled", () => {
    let compared = 0;
    for (const m of moments) {
      const { state, changed } = scrambleSecrets(m.state, m.me);
      if (changed.length === 0) continue;
      const real = decide('hard', m.state, m.me) as Input[];
      const fake = decide('hard', state, m.me) as Input[];
      expect(fake).toEqual(real);
      expect(explain(state, m.me, fake)).toBe(explain(m.state, m.me, real));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(3);
  });
});
