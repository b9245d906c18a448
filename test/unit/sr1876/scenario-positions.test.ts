/**
 * The stock-round scenario format's later additions (docs/SCENARIOS.md, "1876 stock round"): a round started by
 * a position edit, the first priority seat stated in the config, the generator, and a config refusal as the
 * expected outcome. The fixture files (ex09 … ex13, config-and-generator) show them passing; these check the
 * edges: what is set before and after the round starts, and what is refused.
 */
import { describe, expect, it } from 'vitest';
import { failureLines, runScenario } from '../../../src-shared/games/sr1876/testing/scenario-runner.ts';

const base = (patch: Record<string, unknown> = {}) => ({ game: 'sr1876', name: 'check', config: { players: 4 }, seed: 1, steps: [], ...patch });

describe('a round started by a position edit', () => {
  it('sets the facts, starts the round as the engine does, then sets the running round\'s facts', () => {
    const t = runScenario(base({
      setup: {
        round: 3, priority: 2,
        players: { 1: { cash: 400, soldThisRound: ['SFR'] } },
        companies: { ARR: { token: { r: 2, c: 9 }, declared: 1 } },
        turn: 1,
      },
    }));
    expect(failureLines(t)).toEqual([]);
    const events = t.initial!.events as { type: string }[];
    // Round 3's unique modernity leader is ARR (3): it moves up from the edited cell.
    expect(events).toContainEqual(expect.objectContaining({ type: 'ROUND_STARTED', round: 3, priority: 2 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'MODERNITY_BONUS', round: 3, leader: 'ARR', from: { r: 2, c: 9 }, to: { r: 1, c: 9 } }));
    expect(t.initial!.state).toMatchObject({
      round: 3, step: 'TURN', priority: 2, turn: { seat: 1, sold: null, bought: false },
      players: { 1: { cash: 400, soldThisRound: ['SFR'] } },
      companies: { ARR: { token: { r: 1, c: 9 }, declared: 1 } },
    });
    expect(t.initial!.invariants).toEqual([]);
  });

  it('refuses a round after the last', () => {
    expect(runScenario(base({ setup: { round: 5 } })).error).toBe('start: round: 5 is after the last round (4)');
  });
});

describe('the first priority seat', () => {
  it('replaces the seed\'s draw before round 1 starts, the generator moving on as it would', () => {
    const drawn = runScenario(base());
    const stated = runScenario(base({ config: { players: 4, firstPriority: 1 } }));
    expect(drawn.initial!.state).toMatchObject({ priority: 3, declare: { seat: 3 } });
    expect(stated.initial!.state).toMatchObject({ priority: 1, declare: { seat: 1 } });
    expect((stated.initial!.state as { rng: unknown }).rng).toEqual((drawn.initial!.state as { rng: unknown }).rng);
    expect(stated.initial!.events[0]).toMatchObject({ type: 'GAME_STARTED', priority: 1 });
  });

  it('refuses a seat the game does not have', () => {
    expect(() => runScenario(base({ config: { players: 3, firstPriority: 3 } }))).toThrow('scenario "check": config.firstPriority: no seat 3 (seats 0…2)');
  });
});

describe('a config refusal as the outcome', () => {
  it('passes on the named code and fails on another, playing nothing', () => {
    expect(runScenario(base({ config: { players: 7 }, configError: 'CONFIG_PLAYER_COUNT' })).ok).toBe(true);
    const other = runScenario(base({ config: { players: 7 }, configError: 'CONFIG_SEED' }));
    expect(other.ok).toBe(false);
    expect(other.steps).toEqual([]);
    expect(() => runScenario(base({ config: { players: 7 } }))).toThrow(/config: CONFIG_PLAYER_COUNT/);
  });
});
