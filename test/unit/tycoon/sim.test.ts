/**
 * Random-legal Tycoon games: the golden games' table on the rules engine (test/helpers/tycoon-golden.ts, every
 * mode and both variants, with and without display steps) ends at GAME_OVER with no refusal, no invariant
 * violation and no error; the same seeds give the same actions; the recorded actions replay to the same state;
 * and `npm run sim -- --game tycoon`'s totals (platform/testing/module-sim.ts) add its games up.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { defaultAction } from '../../../src-shared/games/tycoon/legal.ts';
import { makeConfig } from '../../../src-shared/games/tycoon/live/config.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import { windowSeats } from '../../../src-shared/games/tycoon/queries.ts';
import { nextDefault } from '../../../src-shared/games/tycoon/testing/drive.ts';
import { gameTools } from '../../../src-shared/games/tycoon/tools.ts';
import type { TycoonAction, TycoonConfig } from '../../../src-shared/games/tycoon/types.ts';
import { simulateModuleGame, summarizeModuleSims } from '../../../src-shared/platform/testing/module-sim.ts';
import { defaultBotSeed } from '../../../src-shared/platform/testing/sim-stats.ts';
import { playRandomTycoon } from '../../helpers/tycoon-golden.ts';

/** A game of the random-legal table; the players' seed derived from the game's unless given. */
const simulateGame = (o: { config: TycoonConfig; botSeed?: number; timeoutRate?: number }) =>
  playRandomTycoon(o.config, { botSeed: o.botSeed ?? defaultBotSeed(o.config.seed), timeoutRate: o.timeoutRate ?? 0.1 });

function replayActions(config: TycoonConfig, actions: readonly TycoonAction[]) {
  const { state } = init(config);
  for (const a of actions) applyInPlace(state, a);
  return state;
}

const CONFIGS = [
  defaultConfig(2, { mode: 'trader', seed: 1 }),
  defaultConfig(4, { mode: 'strategist', seed: 2, endYearOnFullPass: true, rightsFollowerFree: false }),
  defaultConfig(5, { mode: 'investor', seed: 3, shortsPayDividends: true }),
  defaultConfig(9, { mode: 'strategist', seed: 4, years: 3, displaySteps: true, buybackFunder: 'bank', dividendStep: 5 }),
];

describe('Tycoon random-legal games', () => {
  for (const config of CONFIGS) {
    it(`${config.players} players, ${config.variant}, ${config.mode}: a complete game, every action accepted, invariants after each`, () => {
      const r = simulateGame({ config, timeoutRate: 0.2 });
      expect(r.errors).toEqual([]);
      expect(r.violations).toEqual([]);
      expect(r.refused).toEqual({});
      expect(r.finalState.step).toBe('GAME_OVER');
      expect(r.stopped).toBeNull();
      expect(r.actionCount).toBe(r.actions.length);
      expect(Object.values(r.actionTypes).reduce((n, v) => n + v, 0)).toBe(r.actionCount);
      if (config.displaySteps) expect(r.actionTypes.advance).toBeGreaterThan(0);
    });
  }

  it('is a function of the config and the players\' seed, and its actions replay to the same state', () => {
    const config = CONFIGS[1];
    const a = simulateGame({ config, botSeed: 9 });
    const b = simulateGame({ config, botSeed: 9 });
    expect(JSON.stringify(b.actions)).toBe(JSON.stringify(a.actions));
    expect(JSON.stringify(replayActions(config, a.actions))).toBe(JSON.stringify(a.finalState));
    const other = simulateGame({ config, botSeed: 10 });
    expect(JSON.stringify(other.actions)).not.toBe(JSON.stringify(a.actions));
  });

  it('with every decision a timeout default, plays the table\'s defaults to the end', () => {
    const config = CONFIGS[0];
    const r = simulateGame({ config, timeoutRate: 1 });
    expect(r.finalState.step).toBe('GAME_OVER');
    expect(r.actions.every((x) => x.auto === true)).toBe(true);
    // Each is the default of the seat it names at that point (§14), the same defaults the scenario runner's
    // `until` sends; at a single-seat point it is exactly nextDefault's choice.
    const { state } = init(config);
    for (const action of r.actions) {
      const seat = 'seat' in action ? action.seat : null;
      expect(seat === null ? nextDefault(state) : defaultAction(state, seat)).toEqual(action);
      if (windowSeats(state).length <= 1) expect(nextDefault(state)).toEqual(action);
      expect(applyInPlace(state, action).ok).toBe(true);
    }
  });

  it('npm run sim adds up the games in its summary', () => {
    const config = makeConfig(3, ['A', 'B', 'C'], { mode: 'investor' });
    const records = [1, 2, 3].map((seed) => simulateModuleGame({ module: tycoonModule, tools: gameTools, config, seed, player: 'legal', timeoutRate: 0.1 }));
    const s = summarizeModuleSims('tycoon', 3, records);
    expect(s.games).toBe(3);
    expect(s.players).toBe(3);
    expect(s.inputs.total).toBe(records.reduce((n, r) => n + r.inputs, 0));
    expect(Object.values(s.endReasons).reduce((n, v) => n + v, 0)).toBe(3);
    for (const reason of Object.keys(s.endReasons)) expect(['YEARS', 'SOLVENCY']).toContain(reason);
    expect(s.invariantViolations).toBe(0);
    expect(s.winnerScore).not.toBeNull();
  });
});
