/**
 * Tycoon scenarios (format: docs/SCENARIOS.md, "Stock Market Tycoon"): every file in
 * test/fixtures/scenarios/tycoon/ plays through the real engine with all its expectations holding, twice to the
 * same transcript; the doc's example runs; and the runner's own checks work (a wrong number or an unannounced
 * refusal fails, a malformed file is refused with a message naming the problem, a position edit that cannot
 * be applied or a target already passed stops play), so a runner that stopped checking would not go unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  failureLines, runScenario, runScenarioFile, ScenarioError, type SuiteTranscript,
} from '../../../src-shared/games/tycoon/testing/scenario-runner.ts';
import { describeScenarioFiles, scenarioFixtures } from '../../helpers/scenario-fixtures.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = scenarioFixtures(join(ROOT, 'test/fixtures/scenarios/tycoon'));
const FILES = FIXTURES.files;

describe('Tycoon test cases of spec §16 as scenarios', () => {
  it('has a file for each of V-01 … V-03, TC-03, TC-06, TC-08, TC-09, TC-12, TC-13, TC-15, TC-16, TC-17 and TC-19, and one of invalid configs', () => {
    const cases = FILES.map((f) => /^(tc\d\d|v01-v03)-/.exec(f)?.[1] ?? f);
    expect(cases).toEqual(['config-errors.json', 'tc03', 'tc06', 'tc08', 'tc09', 'tc12', 'tc13', 'tc15', 'tc16', 'tc17', 'tc19', 'v01-v03']);
  });

  describeScenarioFiles(FIXTURES, 'tycoon', runScenarioFile, failureLines);
});

/** A small position of TC-08, used to check the runner itself. */
function buyback(): Record<string, unknown> {
  return {
    game: 'tycoon',
    name: 'runner check',
    config: { players: 4, mode: 'strategist' },
    seed: 8,
    setup: {
      dealer: 3,
      players: { 0: { cash: 2500000, holdings: { VTC: 100000 } }, 1: { holdings: { VTC: 20000 } }, 3: { holdings: { VTC: 15000 } } },
      companies: { VTC: { price: 75 } },
    },
    steps: [
      { id: 'announce', action: { type: 'announceBuyback', seat: 0, company: 'VTC', qty: 30000, price: 78 } },
      { id: 'offer', action: { type: 'buybackOffer', seat: 1, qty: 20000 } },
      { id: 'last', action: { type: 'buybackOffer', seat: 3, qty: 15000 }, expect: { state: { 'companies.VTC.price': 90 } } },
    ],
  };
}

const withSteps = (steps: unknown[]) => ({ ...buyback(), steps });

describe('Tycoon scenario runner', () => {
  it('plays the complete example of docs/SCENARIOS.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/SCENARIOS.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Stock Market Tycoon'));
    const block = /```json\n([\s\S]*?)\n```/.exec(section);
    expect(block).not.toBeNull();
    const t = runScenario(JSON.parse(block![1]));
    expect(failureLines(t)).toEqual([]);
    expect(t.counts).toEqual({ checks: 21, passed: 21, failed: 0 });
  });

  it('records what the setup made: derived supply, roles and the turn of the seat after the dealer', () => {
    const t = runScenario(withSteps([]));
    expect(t.ok).toBe(true);
    const state = t.initial!.state as { order: number[]; turn: number; companies: { VTC: { supply: number; chairman: number; director: null } } };
    expect(state.order).toEqual([0, 1, 2, 3]);
    expect(state.turn).toBe(0);
    expect(state.companies.VTC).toMatchObject({ supply: 65000, chairman: 0, director: null });
    expect(t.initial!.events).toContainEqual(expect.objectContaining({ type: 'CONTROL_CHANGED', company: 'VTC', chairman: 0 }));
  });

  it('reports wrong expectations as failed, with the actual values', () => {
    const sc = withSteps([
      {
        id: 'announce',
        action: { type: 'announceBuyback', seat: 0, company: 'VTC', qty: 30000, price: 78 },
        expect: {
          state: { 'players.0.cash': 1, 'companies.NOPE.price': 1 },
          delta: { 'players.0.cash': -5 },
          since: 'start',
          events: [{ type: 'BUYBACK_RESOLVED' }],
          noEvents: [{ type: 'BUYBACK_ANNOUNCED' }],
        },
      },
    ]);
    const t = runScenario(sc);
    expect(t.ok).toBe(false);
    const failed = t.results.filter((r) => !r.pass);
    expect(failed.map((r) => [r.check, r.path ?? null])).toEqual([
      ['state', 'players.0.cash'],
      ['state', 'companies.NOPE.price'],
      ['delta', 'players.0.cash'],
      ['events', null],
      ['noEvents', null],
    ]);
    expect(failed[0].actual).toBe(2500000);
    expect(failed[1].message).toBe('nothing at path "companies.NOPE.price"');
    expect(failed[2].actual).toEqual({ delta: 0, from: 2500000, to: 2500000 });
    expect(failureLines(t)).toHaveLength(5);
    expect(failureLines(t)[0]).toBe('runner check: step "announce": state players.0.cash: expected 1, got 2500000');
  });

  it('fails on a refusal the step did not announce, and on acceptance where a code was announced', () => {
    const refused = runScenario(withSteps([{ id: 'buy', action: { type: 'buy', seat: 1, company: 'NOV', qty: 1000 } }]));
    expect(refused.ok).toBe(false);
    expect(refused.steps[0].result).toEqual({ accepted: false, code: 'NOT_YOUR_TURN', message: 'It is not your turn.' });
    expect(failureLines(refused)).toEqual(['runner check: step "buy": result: expected "accepted", got "NOT_YOUR_TURN" (It is not your turn.)']);

    const announced = runScenario(withSteps([{ action: { type: 'buy', seat: 1, company: 'NOV', qty: 1000 }, expect: { result: 'NOT_YOUR_TURN' } }]));
    expect(announced.ok).toBe(true);

    const accepted = runScenario(withSteps([{ action: { type: 'pass', seat: 0 }, expect: { result: 'WRONG_STEP' } }]));
    expect(accepted.ok).toBe(false);
    expect(accepted.results[0]).toMatchObject({ check: 'result', pass: false, expected: 'WRONG_STEP', actual: 'accepted' });
  });

  it('plays on with the timeout defaults in an until step, and stops when the target was passed or never comes', () => {
    const t = runScenario(withSteps([{ id: 'tr2', until: { txRound: 2, seat: 1 } }]));
    expect(t.ok).toBe(true);
    expect(t.steps[0].sent).toEqual([0, 1, 2, 3, 0].map((seat) => ({ type: 'pass', seat, auto: true })));
    expect(t.steps[0].state).toMatchObject({ txRound: 2, turn: 1 });

    const passed = runScenario(withSteps([{ until: { year: 1, step: 'TURN', txRound: 1 } }, { until: { year: 1, txRound: 3 } }, { until: { year: 1, txRound: 2 } }]));
    expect(passed.ok).toBe(false);
    expect(passed.error).toBe('step 2: year 1 TR2 was passed or skipped: the game stands at year 1 TURN TR3 (seat 0\'s turn)');

    const short = runScenario({ ...withSteps([{ until: { year: 3 } }]), config: { players: 4, mode: 'strategist', years: 2 } });
    expect(short.error).toBe('step 0: the game ended in year 2 before year 3');

    // With display steps the engine waits at E2, E4 and E8: the table's default there is `advance`.
    const shown = runScenario({ ...withSteps([{ until: { year: 2, step: 'TURN' } }]), config: { players: 4, mode: 'strategist', displaySteps: true } });
    expect(shown.ok).toBe(true);
    expect(shown.steps[0].sent!.filter((a) => a.type === 'advance')).toEqual([1, 2, 3].map(() => ({ type: 'advance', auto: true })));
  });

  it('starts the named turn as the engine does: a due deferred debt is settled first', () => {
    const t = runScenario({ ...withSteps([]), setup: { players: { 1: { debt: { amount: 50000, dueYear: 1 } } }, turn: 1 } });
    expect(t.ok).toBe(true);
    expect(t.initial!.events).toContainEqual(expect.objectContaining({ type: 'DEBT_SETTLED', seat: 1, debt: 50000, cash: 550000 }));
    expect(t.initial!.state).toMatchObject({ turn: 2, players: { 1: { cash: 550000, debt: null } } });
  });

  it('stops with an error on a position edit the state cannot take', () => {
    const edit = (setup: unknown, where: 'start' | 'step' = 'start') =>
      where === 'start' ? runScenario({ ...buyback(), setup }).error : runScenario(withSteps([{ action: { type: 'announceBuyback', seat: 0, company: 'VTC', qty: 30000, price: 78 } }, { setup }])).error;
    expect(edit({ players: { 0: { hand: ['1:NOV:+35'] } } })).toBe('start: players.0.hand: 1:NOV:+35 is not a card of the standard deck');
    expect(edit({ players: { 0: { hand: ['1:NOV:+30'] }, 1: { hand: ['1:NOV:+30'] } } })).toBe('start: players.1.hand: 1:NOV:+30 is named twice');
    expect(edit({ players: { 7: { cash: 1 } } })).toBe('start: players: no seat 7 (seats 0…3)');
    expect(edit({ players: { 0: { holdings: { VTC: 1500 } } } })).toBe('start: players.0.holdings.VTC: 1500 is not a multiple of 1,000 shares');
    expect(edit({ players: { 0: { holdings: { VTC: 150000 } }, 1: { holdings: { VTC: 60000 } } } })).toBe('start: VTC: the seats hold 210000 shares but only 200000 are outstanding');
    expect(edit({ companies: { XYZ: { price: 1 } } })).toBe('start: companies: no company XYZ (companies: ATL, TTN, GLB, OMG, VTC, NOV)');
    expect(edit({ players: { 1: { cash: 5 } } }, 'step')).toBe('step 1: position edits need a turn waiting for its action; the game is at TURN with a buyback window open');
  });

  it('takes the cards named for a hand from wherever they are, keeping the deck whole', () => {
    const t = runScenario({ ...withSteps([]), setup: { players: { 0: { hand: ['1:LOAN:1'] }, 1: { hand: ['1:LOAN:2', '1:NOV:+30'] } } } });
    expect(t.ok).toBe(true);
    const players = (t.initial!.state as { players: Record<string, { hand: string[] }> }).players;
    expect(players[0].hand).toEqual(['1:LOAN:1']);
    expect(players[1].hand).toEqual(['1:LOAN:2', '1:NOV:+30']);
    expect(t.initial!.invariants).toEqual([]);
  });

  it('fails the invariants check when an edit leaves an unsound position', () => {
    const t = runScenario({ ...withSteps([]), setup: { players: { 2: { cash: -10 } } } });
    expect(t.ok).toBe(false);
    expect(t.results).toEqual([expect.objectContaining({ check: 'invariants', step: 'start', pass: false, actual: ['CASH: seat 2 has negative cash -10 at TURN'] })]);
  });

  it('refuses malformed files with a message naming the problem', () => {
    const bad = (patch: Record<string, unknown>) => () => runScenario({ ...buyback(), ...patch });
    expect(bad({ seed: -1 })).toThrow(ScenarioError);
    expect(bad({ seed: 'x' })).toThrow(/^scenario: seed: /);
    expect(bad({ game: 'sectors' })).toThrow('scenario: game: this runner plays Tycoon scenarios: "game" must be "tycoon"');
    expect(bad({ config: { players: 7, variant: 'standard' } })).toThrow('scenario "runner check": config: CONFIG_PLAYER_COUNT: The standard variant takes 2 to 6 players, not 7.');
    expect(bad({ config: { players: 4, mode: 'mogul' } })).toThrow(/config: CONFIG_MODE: /);
    expect(bad({ config: { players: 4, seed: 3 } })).toThrow('config: the seed goes at the top level ("seed"), not in the config');
    expect(bad({ config: { players: 4, mood: 'calm' } })).toThrow(/config: unknown option "mood" \(options: variant, mode, players, /);
    expect(bad({ config: { mode: 'trader' } })).toThrow('scenario: config.players: the config needs "players", the number of seats');
    expect(bad({ steps: [{ phase: 'TURN' }] })).toThrow('scenario: steps.0.phase: a step has the keys id, note, setup, action, until, expect');
    expect(bad({ steps: [{}] })).toThrow('a step needs "action", "until", "setup" or "expect"');
    expect(bad({ steps: [{ action: { type: 'pass', seat: 0 }, until: { year: 2 } }] })).toThrow('a step has "action" or "until", not both');
    expect(bad({ steps: [{ until: {} }] })).toThrow('an "until" names at least one of year, step, txRound, seat');
    expect(bad({ steps: [{ until: { step: 'LUNCH' } }] })).toThrow('steps.0.until.step: must be one of P1, TURN, E1, E2, E3, E4, E5, E8, E9, GAME_OVER');
    expect(bad({ steps: [{ until: { year: 2 }, expect: { result: 'WRONG_STEP' } }] })).toThrow('"expect.result" needs an "action"');
    expect(bad({ steps: [{ action: { seat: 0 } }] })).toThrow(/^scenario: steps\.0\.action\.type: /);
    expect(bad({ steps: [{ id: 'a', setup: {} }, { id: 'a', setup: {} }] })).toThrow('steps.1.id: duplicate id "a"');
    expect(bad({ steps: [{ id: 'start', setup: {} }] })).toThrow('steps.0.id: "start" is reserved');
    expect(bad({ steps: [{ setup: {}, expect: { delta: { 'players.0.cash': 1 }, since: 'later' } }] })).toThrow('steps.0.expect.since: no step "later"');
    expect(bad({ steps: [{ id: 'x', setup: {}, expect: { delta: { 'players.0.cash': 1 }, since: 'x' } }] })).toThrow('steps.0.expect.since: "x" is not an earlier step');
    expect(bad({ steps: [{ setup: {}, expect: { since: 'start' } }] })).toThrow('"since" goes with "delta"');
    expect(bad({ steps: [{ expect: { status: {} } }] })).toThrow('steps.0.expect.status: an expect has the keys result, state, delta, since, events, noEvents, eventOrder, eventCounts, eventsSince, note');
    expect(bad({ setup: { players: { 0: { money: 5 } } } })).toThrow("setup.players.0.money: a seat's edit has the keys cash, holdings, hand, debt, active, eliminatedSeq");
    expect(bad({ setup: { players: { first: { cash: 5 } } } })).toThrow(/setup\.players\.first: a seat number such as "0"/);
    expect(bad({ setup: { companies: { VTC: { premiumPct: 12 } } } })).toThrow(/^scenario: setup\.companies\.VTC\.premiumPct: /);
    expect(bad({ setup: { step: 'E1' } })).toThrow('setup.step: a setup has the keys year, dealer, txRound, turn, players, companies, shorts, options, rng');
    expect(bad({ setup: { year: 11 } })).toThrow(/^scenario: setup\.year: /);
  });

  it('validates a whole suite before playing any of it', () => {
    expect(() => runScenarioFile({ game: 'tycoon', name: 'suite', scenarios: [] })).toThrow(/^suite: scenarios: /);
    expect(() => runScenarioFile({ game: 'tycoon', name: 'suite', scenarios: [buyback(), { ...buyback(), seed: -1 }] })).toThrow(/^scenarios\.1: seed: /);
    expect(() => runScenarioFile({ game: 'tycoon', scenarios: [buyback()] })).toThrow('suite: name: a suite needs name and scenarios (it may have game, description)');
    const suite = runScenarioFile({ game: 'tycoon', name: 'suite', scenarios: [buyback(), buyback()] }) as SuiteTranscript;
    expect(suite.scenarios).toHaveLength(2);
    expect(suite.counts).toEqual({ checks: 8, passed: 8, failed: 0 });
  });
});
