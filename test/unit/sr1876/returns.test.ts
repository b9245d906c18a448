/**
 * SR-18: a stock round's returns are measured from where play starts — the scenario's deal after round 1's
 * modernity bonus, before anyone's first move. So before any move every return the app shows is 0: the
 * projector's leaderboard (the renderer's standings), the class report (the debrief's starting capital against
 * its net worth) and the first view's net worth agree. Before this, PSR's director showed +1.7 % (the bonus lifts
 * PSR from 95 to 100: 915 against the deal's 900) before anyone moved.
 */
import { describe, expect, it } from 'vitest';
import { sr1876Debrief } from '../../../src-shared/games/sr1876/debrief.ts';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { debriefTable, returnOf } from '../../../src-shared/platform/debrief-build.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { mergeView } from '../../../src-renderer/games/sr1876/model.ts';
import { standings } from '../../../src-renderer/games/sr1876/standings.ts';
import { M } from './live-helpers.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 } as const;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];

function fresh(players: number, seed: number) {
  const config = M.config.make(players, NAMES.slice(0, players), { rounds: 4 }, TABLE);
  return { config, game: M.create(config, seed) };
}

describe('sr1876 returns before any move', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`are 0.0 % for every seat of a ${players}-seat table, on the leaderboard and in the class report`, () => {
      for (const seed of [1, 7, 11]) {
        const { config, game } = fresh(players, seed);
        const view = M.views.public(game, Object.fromEntries(NAMES.slice(0, players).map((n, i) => [`P${i + 1}`, n])));
        // The bonus has moved PSR's token up (95 → 100): its director is worth 915 now, and that is its start.
        expect(view.companies.find((c) => c.code === 'PSR')!.price).toBe(100);
        expect(view.players[0].netWorth).toBe(915);
        for (const p of view.players) expect(view.netWorthHistory[p.id], p.id).toEqual([p.netWorth]);
        // The projector's leaderboard: value now against the start.
        for (const row of standings(mergeView(view, null, null))) {
          expect(row.value, row.player).toBe(row.start);
          expect(returnOf(row.start, row.value)).toBe(0);
        }
        // The class report: the starting capital is the same figure, so its return before a move is 0.
        const seats = view.players.map((p) => ({ player: p.id, name: p.name, kind: 'human' as const }));
        for (const p of view.players) expect(sr1876Debrief.startingCapital(game as Sr1876Game, p.id)).toBe(p.netWorth);
        const table = debriefTable(M, { gameId: 'g', table: 'T1', status: 'RUNNING', config, seed, inputs: [], seats, rejected: [] });
        for (const seat of table.seats) {
          expect(seat.startingCapital).toBe(view.players.find((p) => p.id === seat.player)!.netWorth);
          expect(seat.returnPct, seat.player).toBe(0);
        }
      }
    });
  }

  it('stay 0 through the declarations (declaring moves no money) and the start never changes afterwards', () => {
    const { game } = fresh(4, 3);
    const start = (game as Sr1876Game).netWorth.map((row) => row[0]);
    while ((game as Sr1876Game).core.step === 'DECLARE') M.applyInPlace(game, M.inputs.timeout(activeWindow(M.windows(game))!.id));
    const view = M.views.public(game, { P1: 'Ana', P2: 'Ben', P3: 'Cy', P4: 'Dee' });
    expect(view.players.map((p) => p.netWorth)).toEqual(start);
    for (const row of standings(mergeView(view, null, null))) expect(returnOf(row.start, row.value)).toBe(0);
  });
});
