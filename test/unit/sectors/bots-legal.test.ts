/** Every bot level only sends inputs the engine accepts, in every kind of game, and plays games to the end. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src-shared/rng.ts';
import { applyInPlace, checkInvariants, makeConfig, type GameConfig } from '../../../src-shared/games/sectors/index.ts';
import { priceAt } from '../../../src-shared/games/sectors/data.ts';
import { applyOverrides, endPhaseByReady, fastForward } from '../../../src-shared/games/sectors/testing/scenario.ts';
import { BOT_LEVELS, policyFor, type BotLevelId } from '../../../src-shared/games/sectors/bots/index.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import type { GameState } from '../../../src-shared/games/sectors/types.ts';
import { playModuleGame, seatIds } from '../../../src-shared/platform/testing/module-play.ts';
import { act, companyOf, floated, newGame } from '../../helpers/sectors.ts';

/** One game of bots at these levels (seat i plays levels[i]) as the host plays them; decisions counted per level. */
function playBotGame(config: GameConfig, seed: number, levels: readonly BotLevelId[]) {
  const seats = seatIds(levels.length);
  const levelOf = (seat: string) => levels[seats.indexOf(seat)];
  const decisions: Record<string, number> = {};
  const r = playModuleGame({
    module: sectorsModule, config, seed, playerOf: levelOf, rng: seedRng(seed), timeoutRate: 0, checkInvariants: false, record: false,
    now: () => 0, onDecision: (seat) => (decisions[levelOf(seat)] = (decisions[levelOf(seat)] ?? 0) + 1),
  });
  return { ...r, finalState: r.finalState as GameState, decisions };
}

const variants: { name: string; seats: number; config: Partial<GameConfig>; levels: BotLevelId[] }[] = [
  { name: 'defaults, 4 seats', seats: 4, config: {}, levels: ['easy', 'medium', 'hard', 'random'] },
  {
    name: 'BID_PRIORITY, orders open, static priority, 5 seats',
    seats: 5,
    config: { distributionStrategy: 'BID_PRIORITY', ordersConcealed: false, priorityMode: 'STATIC', startingCash: 400 },
    levels: ['hard', 'medium', 'easy', 'medium', 'easy'],
  },
  {
    name: 'no limits, shorts or options, no cap, 3 seats, 11 turns',
    seats: 3,
    config: { limitOrdersEnabled: false, shortOrdersEnabled: false, optionOrdersEnabled: false, ownershipCapEnabled: false, maxTurns: 11 },
    levels: ['medium', 'hard', 'easy'],
  },
  { name: '2 seats, 15 turns, little starting cash', seats: 2, config: { startingCash: 200, maxTurns: 15 }, levels: ['hard', 'easy'] },
];

describe('bot levels send only accepted inputs', () => {
  for (const v of variants) {
    it(`${v.name}: no refusals, invariants hold, the game ends`, () => {
      const r = playBotGame(makeConfig(v.seats, { reviewSeconds: 0, ...v.config }), 2024 + v.seats, v.levels);
      expect(r.refused).toEqual({});
      expect([r.stopped, r.stalled]).toEqual([null, 0]);
      expect(['MAX_TURNS', 'BANK_BROKEN']).toContain(r.finalState.endReason);
      expect(checkInvariants(r.finalState, true)).toEqual([]);
      // Every seat really played: each placed stock orders and cast votes.
      for (const p of r.finalState.players) expect(r.finalState.orders.some((o) => o.player === p.id)).toBe(true);
      for (const level of new Set(v.levels)) expect(r.decisions[level]).toBeGreaterThan(20);
    });
  }

  it('covers every level', () => {
    expect(new Set(variants.flatMap((v) => v.levels))).toEqual(new Set(BOT_LEVELS));
  });

  it('easy and medium: many short games of every size and option set, no refusals', () => {
    const levels: BotLevelId[] = ['easy', 'medium', 'random'];
    for (let i = 0; i < 24; i++) {
      const seats = 2 + (i % 9);
      const config = makeConfig(seats, {
        reviewSeconds: 0, distributionStrategy: i % 3 === 0 ? 'BID_PRIORITY' : 'PRIORITY', ordersConcealed: i % 4 !== 0,
        startingCash: ([200, 300, 400] as const)[i % 3], maxTurns: 8,
      });
      const r = playBotGame(config, 700 + i, Array.from({ length: seats }, (_, k) => levels[(i + k) % 3]));
      expect(r.refused, `game ${i}`).toEqual({});
    }
  });

  it('medium covers several open shorts in one phase only as far as its cash reaches', () => {
    const s = newGame(3, {}, 4);
    fastForward(s, 1, 'PLACE_STOCK_ORDERS');
    const c = companyOf(s, 'CONSUMER_DEFENSIVE');
    applyOverrides(s, { companies: { [c.id]: floated({ ipoShares: 2, omShares: 8, holdings: {}, tempDemand: 6 }) } });
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: c.id, quantity: 3 });
    for (let guard = 0; guard < 10 && !(s.phase === 'PLACE_STOCK_ORDERS' && s.subRound === 2); guard++) endPhaseByReady(s);
    act(s, { type: 'PLACE_SHORT_ORDER', player: 'P1', companyId: c.id, quantity: 3 });
    fastForward(s, 2, 'COVER_SHORTS');
    const shorts = s.orders.filter((o) => o.type === 'SHORT' && o.status === 'OPEN');
    expect(shorts).toHaveLength(2);
    // Enough cash for one cover, not for two: the second must not be sent.
    const cost = 3 * priceAt(companyOf(s, 'CONSUMER_DEFENSIVE').priceIndex);
    const margin = shorts[0].type === 'SHORT' ? shorts[0].margin : 0;
    applyOverrides(s, { players: { P1: { cash: cost - margin + 5 } }, sectors: { CONSUMER_DEFENSIVE: { consumers: 6 } } });
    const inputs = policyFor('medium')(s, 'P1', seedRng(1));
    expect(inputs.filter((x) => x.type === 'COVER_SHORT')).toHaveLength(1);
    for (const input of inputs) expect(applyInPlace(s, input)).toMatchObject({ ok: true });
  });
});
