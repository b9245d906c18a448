/**
 * Stock-round scenarios (format: docs/SCENARIOS.md, "1876 stock round"): every file in
 * test/fixtures/scenarios/sr1876/ (the spec's EX-01…EX-13, hand-computed) plays through the real engine with all
 * its expectations holding, twice to the same transcript; and the runner's own checks work (a wrong number or an
 * unannounced refusal fails, a malformed file is refused naming the problem, a position edit that cannot be
 * applied or a target already passed stops play), so a runner that stopped checking would not go unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  failureLines, runScenario, runScenarioFile, ScenarioError,
} from '../../../src-shared/games/sr1876/testing/scenario-runner.ts';
import { describeScenarioFiles, scenarioFixtures } from '../../helpers/scenario-fixtures.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = scenarioFixtures(join(ROOT, 'test/fixtures/scenarios/sr1876'));
const FILES = FIXTURES.files;

describe('stock-round worked examples (spec §15) as scenarios', () => {
  it('has a file for each of EX-01 … EX-13, and one of invalid configs and the generator', () => {
    expect(FILES.map((f) => /^ex(\d\d)-/.exec(f)?.[1] ?? f)).toEqual([
      'config-and-generator.json', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13',
    ]);
  });

  describeScenarioFiles(FIXTURES, 'sr1876', runScenarioFile, failureLines);
});

/** A small position of EX-03, used to check the runner itself. */
function absorption(): Record<string, unknown> {
  return {
    game: 'sr1876',
    name: 'runner check',
    config: { players: 4 },
    seed: 1,
    setup: { turn: 0, companies: { PSR: { token: { r: 1, c: 10 } } } },
    steps: [
      { id: 'sell', action: { type: 'sell', seat: 0, company: 'PSR', count: 1 } },
      { until: { step: 'TURN' }, expect: { delta: { 'players.0.cash': 86 }, since: 'start' } },
    ],
  };
}

describe('the stock-round scenario runner', () => {
  it('plays the complete example of docs/SCENARIOS.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/SCENARIOS.md'), 'utf8');
    const block = /```json\n([\s\S]*?)\n```/.exec(doc.slice(doc.indexOf('## 1876 stock round')));
    expect(block).not.toBeNull();
    const t = runScenario(JSON.parse(block![1]));
    expect(failureLines(t)).toEqual([]);
    expect(t.counts.failed).toBe(0);
    expect(t.counts.checks).toBeGreaterThan(12);
  });

  it('passes a correct scenario and fails a wrong number, naming the path', () => {
    expect(runScenario(absorption()).ok).toBe(true);
    const wrong = absorption();
    (wrong.steps as { expect?: { delta: Record<string, number> } }[])[1].expect!.delta['players.0.cash'] = 90;
    const t = runScenario(wrong);
    expect(t.ok).toBe(false);
    expect(failureLines(t)).toEqual([expect.stringContaining('delta players.0.cash')]);
  });

  it('fails an unannounced refusal and passes an announced one', () => {
    const steps = [{ action: { type: 'buy', seat: 1, company: 'PSR', source: 'pool' } }];
    const t = runScenario({ ...absorption(), steps });
    expect(failureLines(t)).toEqual([expect.stringContaining('expected "accepted", got "NOT_YOUR_TURN"')]);
    const announced = runScenario({ ...absorption(), steps: [{ ...steps[0], expect: { result: 'NOT_YOUR_TURN' } }] });
    expect(announced.ok).toBe(true);
  });

  it('refuses malformed files before playing anything', () => {
    expect(() => runScenario({ ...absorption(), seed: -1 })).toThrow(ScenarioError);
    expect(() => runScenario({ ...absorption(), config: { players: 2 } })).toThrow(/CONFIG_PLAYER_COUNT/);
    expect(() => runScenario({ ...absorption(), config: { players: 4, seed: 3 } })).toThrow(/seed goes at the top level/);
    expect(() => runScenario({ ...absorption(), config: { players: 4, companies: { XYZ: { ipo: 1 } } } })).toThrow(/no company XYZ/);
    expect(() => runScenario({ ...absorption(), steps: [{ action: { type: 'endTurn', seat: 0 }, until: { round: 2 } }] })).toThrow(/not both/);
    expect(() => runScenario({ ...absorption(), steps: [{ expect: { delta: { 'players.0.cash': 1 }, since: 'later' } }] })).toThrow(/no step "later"/);
  });

  it('stops play at an edit the state cannot take or a target already passed, and records why', () => {
    const edit = runScenario({ ...absorption(), steps: [{ id: 'sell', action: { type: 'sell', seat: 0, company: 'PSR', count: 1 } }, { setup: { priority: 1 } }] });
    expect(edit.error).toMatch(/step 1: setup: positions are edited between decisions, not in step OFFER/);
    const passed = runScenario({ ...absorption(), steps: [{ until: { round: 2 } }, { until: { round: 1 } }] });
    expect(passed.error).toMatch(/round 1 was passed or skipped/);
    const broken = runScenario({ ...absorption(), setup: { companies: { PSR: { pool: 5 } } }, steps: [] });
    expect(broken.ok).toBe(false);
    expect(broken.results).toEqual([expect.objectContaining({ check: 'invariants', step: 'start', pass: false })]);
  });
});
