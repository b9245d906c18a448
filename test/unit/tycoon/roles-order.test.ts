/**
 * §10: Chairman and Director are re-selected after every accepted action and automatic effect, and the last
 * tie-break is the seat earlier in `order`. The order changes at every year change (§7, E11), so a role won on
 * that tie-break must follow it. The reproduction is a scenario (docs/SCENARIOS.md) played by the real runner.
 */
import { describe, expect, it } from 'vitest';
import { failureLines, runScenario } from '../../../src-shared/games/tycoon/testing/scenario-runner.ts';

/**
 * Extended, Strategist, dealer 2 (order 0, 1, 2). Seat 1 chairs VTC (120,000 of 300,000); seat 0 buys 1,000
 * (85,000); seat 1 buys back 20,000 at 80, and seats 0 and 2 each sell 10,000 into it: both hold 75,000 of
 * 280,000, changed at the same seq, so seat 0 directs VTC on the order. In year 2 (dealer 0, order 1, 2, 0)
 * seat 2 is earlier, so seat 2 directs VTC, from the year change on: the withhold and dividend powers go with it.
 */
const tiedDirector = {
  game: 'tycoon',
  name: 'a Director won on the order follows the new order',
  config: { players: 3, variant: 'extended', mode: 'strategist' },
  seed: 5,
  setup: {
    dealer: 2,
    players: {
      0: { holdings: { VTC: 84000 } },
      1: { cash: 2000000, holdings: { VTC: 120000 } },
      2: { holdings: { VTC: 85000 } },
    },
    companies: { VTC: { price: 75 } },
  },
  steps: [
    { id: 'position', expect: { state: { order: [0, 1, 2], turn: 0, 'companies.VTC.chairman': 1, 'companies.VTC.director': 2 } } },
    { action: { type: 'buy', seat: 0, company: 'VTC', qty: 1000 }, expect: { state: { 'players.0.holdings.VTC': 85000, 'companies.VTC.director': 2 } } },
    { action: { type: 'announceBuyback', seat: 1, company: 'VTC', qty: 20000, price: 80 }, expect: { state: { 'window.eligible': [0, 2] } } },
    { action: { type: 'buybackOffer', seat: 0, qty: 10000 } },
    {
      id: 'tied',
      action: { type: 'buybackOffer', seat: 2, qty: 10000 },
      expect: {
        state: {
          'players.0.holdings.VTC': 75000, 'players.2.holdings.VTC': 75000, 'companies.VTC.outstanding': 280000,
          'companies.VTC.chairman': 1, 'companies.VTC.director': 0, turn: 2,
        },
        events: [{ type: 'CONTROL_CHANGED', company: 'VTC', chairman: 1, director: 0 }],
      },
    },
    {
      id: 'year-2',
      note: 'the action that ends year 1 moves the dealer to 0: order 1, 2, 0, and seat 2 directs VTC',
      until: { year: 2 },
      expect: {
        state: { dealer: 0, order: [1, 2, 0], step: 'P1', 'companies.VTC.chairman': 1, 'companies.VTC.director': 2 },
        events: [{ type: 'CONTROL_CHANGED', company: 'VTC', chairman: 1, director: 2 }],
      },
    },
    { id: 'first-turn', until: { year: 2, step: 'TURN' }, expect: { state: { turn: 1, 'companies.VTC.director': 2 } } },
    { action: { type: 'pass', seat: 1 } },
    {
      note: 'the Director\'s dividend power is seat 2\'s',
      action: { type: 'declareDividend', seat: 2, company: 'VTC', perShare: 1 },
      expect: { events: [{ type: 'DIVIDEND_DECLARED', seat: 2, company: 'VTC', perShare: 1 }] },
    },
    { action: { type: 'declareDividend', seat: 0, company: 'VTC', perShare: 1 }, expect: { result: 'DIVIDEND_NOT_CONTROLLER' } },
  ],
};

describe('Tycoon §10: roles follow the turn order after the dealer moves', () => {
  it('a Director tied on holdings and holdSince changes with the year-2 order, and the invariants hold throughout', () => {
    const t = runScenario(tiedDirector);
    expect(failureLines(t)).toEqual([]);
    expect(t.ok).toBe(true);
    for (const step of t.steps) expect(step.invariants, `step ${step.index}`).toEqual([]);
  });

  it('a dealer edit in a scenario setup re-selects the roles on the new order', () => {
    // Seed 5 deals with dealer 0 (order 1, 2, 0); the edit moves the button to 2 (order 0, 1, 2). Seats 0 and 2
    // are made Director-eligible together (same seq, same holdings): the new order decides.
    const t = runScenario({
      game: 'tycoon',
      name: 'setup dealer',
      config: { players: 3, mode: 'strategist' },
      seed: 5,
      setup: { dealer: 2, players: { 0: { holdings: { GLB: 60000 } }, 2: { holdings: { GLB: 60000 } } } },
      steps: [{ expect: { state: { order: [0, 1, 2], 'companies.GLB.director': 0, 'companies.GLB.chairman': null } } }],
    });
    expect(failureLines(t)).toEqual([]);
  });

  it('applies the dealer before re-selecting the roles, so a Chairman tie goes by the edited order and the invariants hold at the start', () => {
    // Seats 0 and 1 both reach 100,000 of 200,000 GLB in one edit: same chairSince, same holdSince, so §10's last
    // tie-break (the order) decides. Seed 5 deals with dealer 0 (order 1, 2, 0); the edit moves the button.
    const tie = (setup: Record<string, unknown>) => runScenario({
      game: 'tycoon', name: 'chairman tie', config: { players: 3 }, seed: 5,
      setup: { ...setup, players: { 0: { holdings: { GLB: 100000 } }, 1: { holdings: { GLB: 100000 } } } },
      steps: [],
    });
    const moved = tie({ dealer: 2 });
    expect(moved.initial!.invariants).toEqual([]);
    expect(moved.results).toEqual([]);
    expect(moved.initial!.state).toMatchObject({ dealer: 2, order: [0, 1, 2], companies: { GLB: { chairman: 0, director: 1 } } });
    const kept = tie({});
    expect(kept.initial!.invariants).toEqual([]);
    expect(kept.initial!.state).toMatchObject({ dealer: 0, order: [1, 2, 0], companies: { GLB: { chairman: 1, director: 0 } } });
  });
});
