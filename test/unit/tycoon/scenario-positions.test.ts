/**
 * The Tycoon scenario format's later additions (docs/SCENARIOS.md, "Stock Market Tycoon"): eliminated seats as a
 * position edit, the generator in the summary and as an edit, a config refusal as the expected outcome, and
 * event checks over several steps, in order and by count. Each is refused or failed when it is wrong, so a
 * runner that stopped checking would not go unnoticed; the fixture files show them passing.
 */
import { describe, expect, it } from 'vitest';
import { failureLines, runScenario } from '../../../src-shared/games/tycoon/testing/scenario-runner.ts';

const base = (patch: Record<string, unknown> = {}) => ({ game: 'tycoon', name: 'check', config: { players: 4 }, seed: 8, setup: { dealer: 3 }, steps: [], ...patch });

describe('Tycoon eliminated seats as a position edit', () => {
  it('eliminates as a bankruptcy does: shares to supply, cash 0, hand discarded, out of the order, roles re-selected', () => {
    const t = runScenario(base({
      setup: { dealer: 3, players: { 1: { holdings: { VTC: 60000 } } } },
      steps: [{ id: 'out', setup: { players: { 1: { active: false, eliminatedSeq: 4 } } } }],
    }));
    expect(failureLines(t)).toEqual([]);
    const before = t.initial!.state as { companies: { VTC: { director: number; supply: number } } };
    expect(before.companies.VTC.director).toBe(1);
    expect(t.steps[0].state).toMatchObject({
      order: [0, 2, 3], turn: 0,
      players: { 1: { active: false, eliminatedSeq: 4, cash: 0, handSize: 0, holdings: { VTC: 0 } } },
      companies: { VTC: { director: null, supply: before.companies.VTC.supply + 60000 } },
    });
    expect(t.steps[0].events).toContainEqual(expect.objectContaining({ type: 'CONTROL_CHANGED', company: 'VTC', director: null }));
    expect(t.steps[0].invariants).toEqual([]);
  });

  it('refuses an elimination that would leave something unsaid or the game over', () => {
    const err = (players: unknown, more: Record<string, unknown> = {}) => runScenario(base({ setup: { dealer: 3, players, ...more } })).error;
    expect(err({ 1: { active: false, cash: 5 } })).toBe('start: players.1: an eliminated seat holds nothing, so cash cannot be set with "active": false');
    expect(err({ 1: { eliminatedSeq: 3 } })).toBe('start: players.1.eliminatedSeq: goes with "active": false');
    // Seat 0's turn (dealer 3): eliminating it needs the edit to say whose turn it is now.
    const turnSeat = (setup: unknown) => runScenario(base({ steps: [{ setup }] })).error;
    expect(turnSeat({ players: { 0: { active: false } } })).toBe('step 0: players.0.active: it is this seat\'s turn; name "turn" to start another seat\'s');
    expect(turnSeat({ players: { 0: { active: false } }, turn: 1 })).toBeUndefined();
    expect(err({ 1: { active: false }, 2: { active: false }, 3: { active: false } })).toBe('start: players: at least two seats stay active (with fewer the game is over, §13)');
    expect(err({ 1: { active: false } }, { shorts: [{ seat: 1, company: 'TTN', qty: 1000, entry: 30 }] })).toMatch(/players\.1\.active: the seat has open shorts or options/);
  });
});

describe('the generator in Tycoon scenarios', () => {
  it('shows its state and next outputs without moving it, and a setup re-seeds or sets it', () => {
    const t = runScenario(base({ setup: { rng: { state: 1 } }, steps: [{ setup: { rng: { seed: 1 } } }] }));
    const rng = (t.initial!.state as { rng: { state: number; next: number[] } }).rng;
    expect(rng).toEqual({ state: 1, next: [2693262067, 11749833, 2265367787] });
    expect((t.steps[0].state as { rng: unknown }).rng).toEqual(rng);
    expect(() => runScenario(base({ setup: { rng: { seed: -1 } } }))).toThrow(/setup\.rng/);
  });
});

describe('an invalid config as the expected outcome', () => {
  it('passes when the engine refuses with the named code, fails on another code or on acceptance, and plays nothing', () => {
    const ok = runScenario(base({ config: { players: 13 }, configError: 'CONFIG_PLAYER_COUNT', setup: undefined }));
    expect(ok.ok).toBe(true);
    expect(ok.initial).toBeNull();
    expect(ok.configError).toMatchObject({ code: 'CONFIG_PLAYER_COUNT' });
    const other = runScenario(base({ config: { players: 13 }, configError: 'CONFIG_MODE', setup: undefined }));
    expect(failureLines(other)).toEqual(['check: step "start": config: expected "CONFIG_MODE", got "CONFIG_PLAYER_COUNT" (The extended variant takes 2 to 12 players, not 13.)']);
    const accepted = runScenario(base({ configError: 'CONFIG_SEED', setup: undefined }));
    expect(failureLines(accepted)).toEqual(['check: step "start": config: expected "CONFIG_SEED", got "accepted"']);
    expect(runScenario(base({ seed: -1, configError: 'CONFIG_SEED', setup: undefined })).ok).toBe(true);
    expect(() => runScenario(base({ configError: 'CONFIG_SEED' }))).toThrow('scenario: configError: a scenario that expects a config error plays nothing: no setup, and "steps": []');
    expect(() => runScenario(base({ seed: -1 }))).toThrow('scenario: seed: must be an integer 0 … 4,294,967,295');
  });
});

describe('event checks over several steps, in order and by count', () => {
  const steps = [
    { id: 'p0', action: { type: 'pass', seat: 0 } },
    { id: 'p1', action: { type: 'pass', seat: 1 } },
    { id: 'p2', action: { type: 'pass', seat: 2 } },
  ];
  const withExpect = (expect: Record<string, unknown>) => base({ steps: [...steps.slice(0, 2), { ...steps[2], expect }] });

  it('reads every event after eventsSince through the step, and checks order and exact counts', () => {
    const t = runScenario(withExpect({
      eventsSince: 'start',
      eventOrder: [{ type: 'PASSED', seat: 0 }, { type: 'PASSED', seat: 1 }, { type: 'TURN_STARTED', seat: 3 }],
      eventCounts: [{ event: { type: 'PASSED' }, times: 3 }, { event: { type: 'BOUGHT' }, times: 0 }],
      events: [{ type: 'PASSED', seat: 0 }],
    }));
    expect(failureLines(t)).toEqual([]);
    expect(t.results.map((r) => r.check)).toEqual(['result', 'result', 'result', 'events', 'eventOrder', 'eventCounts', 'eventCounts']);
  });

  it('fails a wrong order, a wrong count, and an event outside the window', () => {
    const t = runScenario(withExpect({
      eventOrder: [{ type: 'PASSED', seat: 1 }, { type: 'PASSED', seat: 0 }],
      eventCounts: [{ event: { type: 'PASSED' }, times: 3 }],
      events: [{ type: 'PASSED', seat: 0 }],
    }));
    expect(failureLines(t)).toEqual([
      'check: step "p2": events: expected {"type":"PASSED","seat":0}, got {"matching":0}',
      'check: step "p2": eventOrder: 0 of 2 patterns matched in order; the next one, {"type":"PASSED","seat":1}, matches no later event',
      'check: step "p2": eventCounts: expected {"event":{"type":"PASSED"},"times":3}, got {"matching":1}',
    ]);
    const late = runScenario(withExpect({ eventsSince: 'p1', eventOrder: [{ type: 'PASSED', seat: 2 }, { type: 'PASSED', seat: 1 }] }));
    expect(late.ok).toBe(false);
  });

  it('refuses eventsSince that names no earlier step or checks nothing', () => {
    expect(() => runScenario(withExpect({ eventsSince: 'p2', events: [] }))).toThrow('steps.2.expect.eventsSince: "p2" is not an earlier step');
    expect(() => runScenario(withExpect({ eventsSince: 'nowhere', events: [] }))).toThrow('steps.2.expect.eventsSince: no step "nowhere"');
    expect(() => runScenario(withExpect({ eventsSince: 'p0' }))).toThrow('"eventsSince" goes with events, noEvents, eventOrder or eventCounts');
  });
});
