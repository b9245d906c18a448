/**
 * The worked examples E-01 … E-12 of rules spec §14, as scenario files (test/fixtures/scenarios, format in
 * docs/SCENARIOS.md) played through the real engine by the scenario runner. Every expectation of every file
 * must hold, and a second run must give the identical transcript. The runner's own checks (a wrong number
 * fails, a malformed file is refused, a passed phase is an error) and the `npm run scenario` CLI are tested
 * here too, so a runner that stopped checking would not go unnoticed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  failureLines, runScenario, runScenarioFile, ScenarioError, type SuiteTranscript, type Transcript,
} from '../../../src-shared/games/sectors/testing/scenario-runner.ts';
import { makeTempDir } from '../../helpers/temp-dir.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIR = join(ROOT, 'test/fixtures/scenarios');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));
const transcripts = (r: Transcript | SuiteTranscript): Transcript[] => ('scenarios' in r ? r.scenarios : [r]);

describe('worked examples of spec §14', () => {
  it('has one scenario file per example E-01 … E-12', () => {
    const examples = FILES.map((f) => /^e(\d\d)-/.exec(f)?.[1]).filter((n): n is string => n !== undefined);
    expect([...new Set(examples)]).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });

  for (const file of FILES) {
    describe(file, () => {
      it('plays every scenario and every expectation holds', () => {
        const result = runScenarioFile(read(file));
        expect(failureLines(result)).toEqual([]);
        expect(result.ok).toBe(true);
        for (const t of transcripts(result)) {
          // Each scenario checks something of its own, and every check was evaluated (none skipped).
          expect(t.counts.checks, t.name).toBeGreaterThan(0);
          expect(t.counts.passed, t.name).toBe(t.counts.checks);
          expect(t.results.filter((r) => r.check === 'expect' || r.check === 'config').length, t.name).toBeGreaterThan(0);
        }
      });

      it('gives the identical transcript when run twice', () => {
        expect(JSON.stringify(runScenarioFile(read(file)))).toBe(JSON.stringify(runScenarioFile(read(file))));
      });
    });
  }
});

/** A small scenario of E-02 (a), used to check the runner itself. */
function marketScenario(): Record<string, unknown> {
  return {
    name: 'runner check',
    config: { seats: 3, sectors: ['CONSUMER_CYCLICAL', 'HEALTHCARE', 'MATERIALS'] },
    seed: 1,
    start: { turn: 2, phase: 'PLACE_STOCK_ORDERS', subRound: 1 },
    overrides: {
      priority: ['P1', 'P2', 'P3'],
      players: { P1: { cash: 500 } },
      companies: { FUN: { status: 'ACTIVE', floatedTurn: 1, price: 60, holdings: { P3: 3 }, ipoShares: 2, omShares: 5 } },
    },
    steps: [
      {
        id: 'orders',
        phase: 'PLACE_STOCK_ORDERS',
        turn: 2,
        inputs: [{ type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: 'FUN', location: 'OPEN_MARKET', side: 'BUY', quantity: 2 }],
      },
      { id: 'resolve', phase: 'RESOLVE_MARKET_ORDERS', turn: 2, subRound: 1, then: 'stay' },
    ],
    expect: [{ after: 'resolve', path: 'companies.FUN.price', equals: 65 }],
  };
}

describe('scenario runner', () => {
  it('plays the complete example of docs/SCENARIOS.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/SCENARIOS.md'), 'utf8');
    const block = /```json\n([\s\S]*?)\n```/.exec(doc);
    expect(block).not.toBeNull();
    const t = runScenario(JSON.parse(block![1]));
    expect(failureLines(t)).toEqual([]);
    expect(t.counts).toEqual({ checks: 7, passed: 7, failed: 0 });
  });

  it('reports a wrong expectation as failed, with the actual value', () => {
    const sc = marketScenario();
    sc.expect = [
      { after: 'resolve', path: 'companies.FUN.price', equals: 70 },
      { after: 'resolve', path: 'players.P1.cash', delta: -100, since: 'orders' },
      { after: 'resolve', path: 'step.events', excludes: { type: 'PRICE_MOVED' } },
      { after: 'resolve', path: 'companies.NOPE.price', equals: 1 },
    ];
    const t = runScenario(sc);
    expect(t.ok).toBe(false);
    expect(t.results.map((r) => r.pass)).toEqual([false, false, false, false]);
    expect(t.results[0].actual).toBe(65);
    expect(t.results[1].actual).toEqual({ delta: -120, from: 500, to: 380 });
    expect(t.results[3].message).toBe('nothing at path "companies.NOPE.price"');
    expect(failureLines(t)).toHaveLength(4);
  });

  it('records input rejections and fails on the ones a step did not announce', () => {
    const sc = marketScenario();
    const steps = sc.steps as { inputs?: unknown[]; rejections?: unknown[] }[];
    steps[0].inputs!.push({ type: 'PLACE_MARKET_ORDER', player: 'P1', companyId: 'FUN', location: 'IPO', side: 'BUY', quantity: 1 });
    const unannounced = runScenario(sc);
    expect(unannounced.steps[0].rejections).toEqual([{ index: 1, reason: 'ALREADY_ORDERED_THIS_SUBROUND', message: 'you already placed an order in this sub-round' }]);
    expect(unannounced.ok).toBe(false);
    steps[0].rejections = [{ index: 1, reason: 'ALREADY_ORDERED_THIS_SUBROUND' }];
    expect(runScenario(sc).ok).toBe(true);
  });

  it('stops with an error when a step names a phase already passed', () => {
    const sc = marketScenario();
    (sc.steps as unknown[]).push({ id: 'late', phase: 'PLACE_STOCK_ORDERS', turn: 2, subRound: 1 });
    const t = runScenario(sc);
    expect(t.ok).toBe(false);
    expect(t.error).toMatch(/^step 2 \(late\): turn 2 PLACE_STOCK_ORDERS sub-round 1 was passed or skipped: the game stands at turn 2 /);
  });

  it('refuses malformed scenarios with a message naming the problem', () => {
    const bad = (patch: Record<string, unknown>) => () => runScenario({ ...marketScenario(), ...patch });
    expect(bad({ seed: -1 })).toThrow(ScenarioError);
    expect(bad({ steps: [{ phase: 'LUNCH' }] })).toThrow(/steps\.0\.phase: must be a phase ID/);
    expect(bad({ config: { seats: 1 } })).toThrow(/config: seats must be 2\.\.20/);
    expect(bad({ config: { seats: 3, maxSubround: 2 } })).toThrow(/config: unknown option "maxSubround"/);
    expect(bad({ expect: [{ after: 'nowhere', path: 'bank', equals: 1 }] })).toThrow(/expect\.0\.after: no step "nowhere"/);
    expect(bad({ expect: [{ after: 0, path: 'bank' }] })).toThrow(/exactly one of equals, delta, includes, excludes/);
    expect(bad({ overrides: { companies: { NOPE: { price: 60 } } } })).not.toThrow();
    expect(runScenario({ ...marketScenario(), overrides: { companies: { NOPE: { price: 60 } } } }).error).toMatch(/^start: override: no company NOPE/);
    expect(runScenario({ ...marketScenario(), overrides: { companies: { FUN: { prise: 60 } } } }).error).toBe('start: override companies.FUN: unknown field "prise"');
    expect(runScenario({ ...marketScenario(), overrides: { player: {} } }).error).toBe('start: override: unknown field "player"');
  });

  it('plays a file that names its game "sectors" exactly as one without the field', () => {
    const plain = runScenario(marketScenario());
    expect(JSON.stringify(runScenario({ game: 'sectors', ...marketScenario() }))).toBe(JSON.stringify(plain));
    const suite = { name: 'suite', scenarios: [marketScenario(), { game: 'sectors', ...marketScenario() }] };
    expect(JSON.stringify(runScenarioFile({ game: 'sectors', ...suite }))).toBe(JSON.stringify(runScenarioFile(suite)));
  });

  it('refuses a file of another game (the CLI sends those to their own runner)', () => {
    expect(() => runScenario({ game: 'auction', ...marketScenario() })).toThrow(/^scenario: game: this runner plays Sectors scenarios/);
    expect(() => runScenarioFile({ game: 'auction', name: 'suite', scenarios: [marketScenario()] })).toThrow(ScenarioError);
  });
});

describe('npm run scenario (src-main/cli/scenario.ts)', () => {
  const temp = makeTempDir('sectors-scenario-');
  afterAll(() => temp.cleanup());
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'src-main/cli/scenario.ts'), ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

  it('prints the transcript and exits 0 when every expectation holds', () => {
    const run = cli(join(DIR, 'e01-dividend-tier-cap.json'));
    expect(run.status, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as SuiteTranscript;
    expect(printed.ok).toBe(true);
    expect(printed.scenarios).toHaveLength(3);
    expect(run.stdout).toBe(`${JSON.stringify(runScenarioFile(read('e01-dividend-tier-cap.json')), null, 2)}\n`);
  });

  it('exits 1 with a clear message on a malformed file', () => {
    const notJson = join(temp.dir, 'broken.json');
    writeFileSync(notJson, '{ "name": "broken", ');
    const a = cli(notJson);
    expect(a.status).toBe(1);
    expect(a.stdout).toBe('');
    expect(a.stderr).toContain(`${notJson}: not valid JSON`);

    const wrongShape = join(temp.dir, 'shape.json');
    writeFileSync(wrongShape, JSON.stringify({ ...marketScenario(), steps: [{ phase: 'LUNCH' }] }));
    const b = cli(wrongShape);
    expect(b.status).toBe(1);
    expect(b.stderr).toContain(`${wrongShape}: invalid scenario: scenario: steps.0.phase: must be a phase ID of spec §6.1`);

    const missing = cli(join(temp.dir, 'missing.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('cannot read the file (ENOENT)');
  });

  it('exits 1 and lists the failed checks when an expectation fails', () => {
    const failing = join(temp.dir, 'failing.json');
    writeFileSync(failing, JSON.stringify({ ...marketScenario(), expect: [{ after: 'resolve', path: 'companies.FUN.price', equals: 70 }] }));
    const run = cli(failing);
    expect(run.status).toBe(1);
    expect((JSON.parse(run.stdout) as Transcript).ok).toBe(false);
    expect(run.stderr).toContain('runner check: after "resolve": companies.FUN.price: expected 70, got 65');
  });

  it('takes the game from --game or the file\'s "game" field; Sectors when neither names one', () => {
    const expected = `${JSON.stringify(runScenarioFile(read('e12-influence-bid.json')), null, 2)}\n`;
    const flagged = cli('--game', 'sectors', join(DIR, 'e12-influence-bid.json'));
    expect(flagged.status, flagged.stderr).toBe(0);
    expect(flagged.stdout).toBe(expected);
    const declared = join(temp.dir, 'declared.json');
    writeFileSync(declared, JSON.stringify({ game: 'sectors', ...(read('e12-influence-bid.json') as object) }));
    const run = cli(declared);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(expected);
  });

  it('exits 2 on an unknown game, naming the known ones, and when --game contradicts the file', () => {
    const unknownFlag = cli('--game', 'chess', join(DIR, 'e12-influence-bid.json'));
    expect(unknownFlag.status).toBe(2);
    expect(unknownFlag.stdout).toBe('');
    expect(unknownFlag.stderr).toMatch(/^unknown game "chess"; known games: sectors(, [a-z0-9]+)*\n$/);

    const chess = join(temp.dir, 'chess.json');
    writeFileSync(chess, JSON.stringify({ ...marketScenario(), game: 'chess' }));
    const unknownField = cli(chess);
    expect(unknownField.status).toBe(2);
    expect(unknownField.stderr).toMatch(/^unknown game "chess"; known games: sectors/);

    const sectors = join(temp.dir, 'sectors.json');
    writeFileSync(sectors, JSON.stringify({ ...marketScenario(), game: 'sectors' }));
    const conflict = cli('--game', 'chess', sectors);
    expect(conflict.status).toBe(2);
    expect(conflict.stderr).toBe(`${sectors}: the file is a scenario for "sectors" but --game says "chess"\n`);

    const notText = join(temp.dir, 'not-text.json');
    writeFileSync(notText, JSON.stringify({ ...marketScenario(), game: 7 }));
    const invalid = cli(notText);
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain(`${notText}: invalid scenario: game: must be a game kind`);
  });
});
