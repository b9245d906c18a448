/**
 * The Sectors scenario format's later additions (docs/SCENARIOS.md): the generator in the summary and as an
 * override, a config refusal as the expected outcome, lists joined over steps (`since` on `step.events`),
 * `inOrder`, and list rows picked by a field (`ranking.player=P2`). test/fixtures/scenarios/generator-outcomes.json
 * shows them passing; these check that each fails or is refused when it is wrong.
 */
import { describe, expect, it } from 'vitest';
import { failureLines, runScenario, ScenarioError } from '../../../src-shared/games/sectors/testing/scenario-runner.ts';

const base = (patch: Record<string, unknown> = {}) => ({ name: 'check', config: { seats: 3 }, seed: 1, steps: [], ...patch });

/** Three steps of turn 1 and 2, each ending its phase (so each records its own events). */
const played = (expect: unknown[]) => base({
  steps: [
    { id: 'bid', phase: 'INFLUENCE_BID', turn: 1 },
    { id: 'turn-1', phase: 'END_TURN', turn: 1 },
    { id: 'turn-2', phase: 'START_TURN', turn: 2, then: 'stay' },
  ],
  expect,
});

describe('the generator in Sectors scenarios', () => {
  it('shows the state and next outputs without moving it; an override re-seeds or sets it', () => {
    const t = runScenario(base({ overrides: { rng: { state: { a: 1, b: 2, c: 3, d: 4 } } } }));
    expect((t.initial!.state as { rng: unknown }).rng).toEqual({ state: { a: 1, b: 2, c: 3, d: 4 }, next: [7, 34, 56623200] });
    expect(runScenario(base({ overrides: { rng: { seed: 1, state: 2 } } })).error).toMatch(/^start: override rng: /);
  });
});

describe('a config refusal as the outcome', () => {
  it('passes when the check lists the sentence, fails otherwise, and plays nothing', () => {
    const ok = runScenario(base({ config: { seats: 1 }, configError: 'seats must be 2..20' }));
    expect(ok.ok).toBe(true);
    expect(ok.configProblems).toEqual(['seats must be 2..20']);
    const accepted = runScenario(base({ configError: 'seats must be 2..20' }));
    expect(failureLines(accepted)).toEqual(['check: after "start": config: expected "seats must be 2..20", got "accepted"']);
    expect(() => runScenario(base({ configError: 'x', start: { turn: 2, phase: 'START_TURN' } }))).toThrow(/configError: a scenario that expects a config error plays nothing/);
  });
});

describe('lists over several steps, in order', () => {
  it('joins step.events after since through after, in play order', () => {
    const t = runScenario(played([
      { after: 'turn-2', since: 'bid', path: 'step.events', includes: { type: 'PHASE_STARTED', phase: 'END_TURN', turn: 1 }, times: 1 },
      { after: 'turn-2', since: 'bid', path: 'step.events', inOrder: [{ type: 'PHASE_STARTED', phase: 'END_TURN', turn: 1 }, { type: 'PHASE_STARTED', phase: 'START_TURN', turn: 2 }] },
      { after: 'turn-2', path: 'step.events', excludes: { type: 'PHASE_STARTED', phase: 'END_TURN' } },
    ]));
    expect(failureLines(t)).toEqual([]);
  });

  it('fails a wrong order, naming the first pattern that matched nothing later', () => {
    const t = runScenario(played([
      { after: 'turn-2', since: 'bid', path: 'step.events', inOrder: [{ type: 'PHASE_STARTED', phase: 'START_TURN', turn: 2 }, { type: 'PHASE_STARTED', phase: 'END_TURN', turn: 1 }] },
    ]));
    expect(failureLines(t)).toEqual([
      'check: after "turn-2": step.events: expected {"inOrder":[{"type":"PHASE_STARTED","phase":"START_TURN","turn":2},{"type":"PHASE_STARTED","phase":"END_TURN","turn":1}],"since":"bid"}, got {"matchedInOrder":1,"firstUnmatched":{"type":"PHASE_STARTED","phase":"END_TURN","turn":1}}',
    ]);
  });

  it('refuses since on a state path, with equals, or not before after', () => {
    const bad = (e: unknown) => () => runScenario(played([e]));
    expect(bad({ after: 'turn-2', since: 'bid', path: 'bank', includes: 1 })).toThrow(/the path starts with "step\."/);
    expect(bad({ after: 'turn-2', since: 'bid', path: 'step.events', equals: [] })).toThrow(/"since" does not go with "equals"/);
    expect(bad({ after: 'bid', since: 'turn-2', path: 'step.events', includes: {} })).toThrow('scenario "check": expect.0.since: "turn-2" is not a step before "bid"');
    expect(bad({ after: 'bid', path: 'step.events', inOrder: [] })).toThrow(ScenarioError);
  });
});

describe('a list row picked by a field', () => {
  it('reads the row whose field has the value, and finds nothing when none has it', () => {
    const t = runScenario(played([
      { after: 'turn-2', path: 'priority.0', equals: 'P1' },
      { after: 'turn-1', path: 'step.events.phase=END_TURN.turn', equals: 1 },
      { after: 'turn-2', path: 'step.events.type=NOTHING', equals: 1 },
    ]));
    expect(failureLines(t)).toEqual(['check: after "turn-2": step.events.type=NOTHING: nothing at path "step.events.type=NOTHING"']);
  });
});
