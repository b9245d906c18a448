/**
 * The stock round's class debrief (debrief.ts through the platform's debriefTable): a period is a round, each
 * row is the position right after that round's payout, the starting capital is the net worth where play starts
 * (SR-18: after round 1's bonus, 915 for PSR's director and 900 for the others), purchases,
 * offer-pass placements and absorptions are trades at their prices, and payouts are dividends.
 */
import { describe, expect, it } from 'vitest';
import { debriefTable } from '../../../src-shared/platform/debrief-build.ts';
import type { Input as BaseInput } from '../../../src-shared/games/sr1876/inputs.ts';
import type { BaseEvent } from '../../../src-shared/platform/module.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { M } from './live-helpers.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 } as const;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee'];

function played(seed: number) {
  const config = M.config.make(4, NAMES, { rounds: 3 }, TABLE);
  const game = M.create(config, seed);
  const rng = seedRng(seed);
  const inputs: BaseInput[] = [];
  const events: BaseEvent[] = [];
  while (M.status(game) === 'RUNNING') {
    const window = activeWindow(M.windows(game))!;
    const options = window.seats.flatMap((p) => M.legalActions(game, p) as BaseInput[]);
    const input = options.length > 0 && randInt(rng, 0, 3) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
    const result = M.applyInPlace(game, input);
    if (!result.ok) throw new Error(result.reason);
    inputs.push(input);
    events.push(...result.events);
  }
  return { config, game, inputs, events };
}

describe('sr1876 debrief', () => {
  it('reports every round of every seat from the replayed inputs', () => {
    const { config, game, inputs, events } = played(11);
    const seats = NAMES.map((name, i) => ({ player: `P${i + 1}`, name, kind: 'human' as const }));
    const table = debriefTable(M, { gameId: 'g', table: 'T1', status: 'FINISHED', config, seed: 11, inputs, seats, rejected: [] });
    expect(table).toMatchObject({ game: 'sr1876', gameTitle: '1876 Stock Round', periodName: 'round', completedPeriods: 3 });
    const g = game as Sr1876Game;
    const outcome = M.outcome(g)!;
    for (const seat of table.seats) {
      expect(seat.startingCapital).toBe(seat.player === 'P1' ? 915 : 900);
      // Each row is the net worth right after that round's payout, as the desk's chart records it.
      expect(seat.rows.map((r) => r.netWorth)).toEqual(g.netWorth[Number(seat.player.slice(1)) - 1].slice(1));
      expect(seat.finalNetWorth).toBe(outcome.ranking.find((r) => r.player === seat.player)!.score);
      const paid = events.filter((e) => e.type === 'PAYOUT').reduce((sum, e) => sum + (((e as unknown as { toPlayers: Record<string, number> }).toPlayers)[seat.player] ?? 0), 0);
      expect(seat.rows.reduce((sum, r) => sum + r.dividends, 0)).toBe(paid);
    }
    const trades = table.seats.flatMap((s) => s.rows.flatMap((r) => r.trades));
    expect(new Set(trades.map((t) => t.side))).toEqual(new Set(['buy', 'sell']));
    expect(trades.every((t) => t.quantity === 1 && t.price > 0 && t.exposure === (t.side === 'buy' ? 1 : -1))).toBe(true);
    // Each placed share is a sale for the seller; a share a player takes is also that player's purchase.
    const placed = events.filter((e) => e.type === 'OFFER_PASS_CLOSED').flatMap((e) => (e as unknown as { allocation: { buyer: string }[] }).allocation);
    const absorbed = events.filter((e) => e.type === 'SHARE_ABSORBED').length;
    const bought = events.filter((e) => e.type === 'SHARE_BOUGHT').length;
    expect(trades.filter((t) => t.side === 'sell')).toHaveLength(placed.length + absorbed);
    expect(trades.filter((t) => t.side === 'buy')).toHaveLength(bought + placed.filter((a) => a.buyer !== 'company').length);
    expect(trades.find((t) => t.text.startsWith('sell 1') && t.text.includes('to the pool'))).toBeDefined();
  });

  it('counts only complete rounds while a game runs', () => {
    const { config, inputs } = played(12);
    const seats = NAMES.map((name, i) => ({ player: `P${i + 1}`, name, kind: 'human' as const }));
    // Cut the game inside round 2: round 1 is complete, nothing of round 2 is reported.
    const game = M.create(config, 12);
    let cut = 0;
    while (game.core.round < 2 || game.review) M.applyInPlace(game, inputs[cut++]);
    const table = debriefTable(M, { gameId: 'g', table: 'T1', status: 'RUNNING', config, seed: 12, inputs: inputs.slice(0, cut + 3), seats, rejected: [] });
    expect(table.completedPeriods).toBe(1);
    expect(table.seats[0].rows.map((r) => r.period)).toEqual([1]);
  });
});
