/**
 * The random-legal bot, the platform's game driver playing Sectors with it (module-play.ts by table rounds, as
 * test/helpers/sectors-table.ts sets it up for the goldens, the fuzzer and the event samples), the totals of the
 * generic `npm run sim` over Sectors games, and the `npm run sim` command line.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src-shared/rng.ts';
import { apply, legalActions, makeConfig, type GameState } from '../../../src-shared/games/sectors/index.ts';
import { chooseAction } from '../../../src-shared/games/sectors/bots/random.ts';
import { gameTools } from '../../../src-shared/games/sectors/tools.ts';
import { simulateModuleGame, summarizeModuleSims } from '../../../src-shared/platform/testing/module-sim.ts';
import { distribution } from '../../../src-shared/platform/testing/sim-stats.ts';
import { parseSimArgs as parseFor } from '../../../src-main/cli/sim.ts';
import { sectorsModule } from '../../../src-shared/games/sectors/module.ts';
import { UsageError } from '../../../src-main/cli/tool-args.ts';
import { playSectors, replaySectors } from '../../helpers/sectors-table.ts';

describe('random-legal bot', () => {
  it('never changes the state it looks at, and only picks inputs the engine accepts', () => {
    const seen = new Set<string>();
    const result = playSectors({
      config: makeConfig(5, { reviewSeconds: 0, distributionStrategy: 'BID_PRIORITY' }),
      seed: 11,
      onInput: (s: GameState) => {
        // Ask every seat; the answers must leave the state untouched and be accepted by the pure engine.
        const before = JSON.stringify(s);
        const rng = seedRng(s.phaseSerial);
        for (const p of s.players) {
          const a = chooseAction(s, p.id, rng);
          if (!a) continue;
          seen.add(a.type);
          const r = apply(s, a);
          expect(r.ok ? 'accepted' : r.reason).toBe('accepted');
        }
        expect(JSON.stringify(s)).toBe(before);
      },
    });
    expect(result.refused).toEqual({});
    expect(result.finalState.endReason).toBe('MAX_TURNS');
    expect([...seen]).toEqual(expect.arrayContaining(['READY', 'SUBMIT_INFLUENCE_BID', 'PLACE_MARKET_ORDER', 'VOTE_COMPANY_ACTIONS']));
  });

  it('has nothing to send once the game has ended', () => {
    const r = playSectors({ config: makeConfig(2), seed: 5 });
    expect(chooseAction(r.finalState, 'P1', seedRng(1))).toBeNull();
    expect(legalActions(r.finalState, 'P1')).toEqual([]);
  });
});

describe('game driver', () => {
  it('is deterministic in (config, seed, bot seed), and the bot seed changes the play', () => {
    const config = makeConfig(4);
    const a = playSectors({ config, seed: 42 });
    const b = playSectors({ config, seed: 42 });
    const c = playSectors({ config, seed: 42, botSeed: 7 });
    expect(b.inputs).toEqual(a.inputs);
    expect(JSON.stringify(b.finalState)).toBe(JSON.stringify(a.finalState));
    expect(c.inputs).not.toEqual(a.inputs);
  });

  it('plays a complete game and records inputs that replay to the same state (I-12)', () => {
    const config = makeConfig(6, { reviewSeconds: 2, maxTurns: 11 });
    const r = playSectors({ config, seed: 9, timeoutRate: 0.3 });
    expect(r.stopped).toBeNull();
    expect(r.finalState.endReason).toBe('MAX_TURNS');
    expect(r.finalState.turn).toBe(11);
    expect(r.violations).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.inputCount).toBe(r.inputs.length);
    const ranking = r.finalState.ranking ?? [];
    expect(ranking.map((x) => x.player).sort()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    expect(r.outcome!.ranking[0].score).toBe(Math.max(...ranking.map((x) => x.netWorth)));
    expect(JSON.stringify(replaySectors(config, 9, r.inputs))).toBe(JSON.stringify(r.finalState));
  });

  it('reports a broken invariant with the input index where it first showed', () => {
    const r = playSectors({
      config: makeConfig(3),
      seed: 3,
      invariants: 'input',
      onInput: (s, _input, index) => {
        if (index === 40) s.bank += 1; // a corrupted state, as an engine bug would leave it
      },
    });
    // The check runs before onInput, so the damage done at input 40 shows at input 41.
    expect(r.violations[0]).toMatchObject({ inputIndex: 41, id: 'INVARIANT' });
    expect(r.violations[0].message).toMatch(/^I-1: /);
  });

  it('ends a game that would not end as STUCK instead of looping', () => {
    const r = playSectors({ config: makeConfig(3), seed: 3, maxInputs: 30 });
    expect(r.stopped).toBe('STUCK');
    expect(r.errors.map((e) => e.id)).toEqual(['STUCK']);
  });
});

describe('summaries', () => {
  it('distribution: min, median (mean of the middle two when even), mean, max', () => {
    expect(distribution([])).toBeNull();
    expect(distribution([5, 1, 3])).toEqual({ min: 1, median: 3, mean: 3, max: 5 });
    expect(distribution([4, 1, 2, 10])).toEqual({ min: 1, median: 3, mean: 4.25, max: 10 });
  });

  it('adds up end reasons, refusals and problems over games', () => {
    const config = makeConfig(2);
    const play = (seed: number, maxInputs?: number) => simulateModuleGame({ module: sectorsModule, tools: gameTools, config, seed, player: 'legal', timeoutRate: 0.1, maxInputs });
    const games = [play(1), play(2, 10)];
    const s = summarizeModuleSims('sectors', 2, games);
    expect(s.games).toBe(2);
    expect(s.endReasons).toEqual({ MAX_TURNS: 1, STUCK: 1 });
    expect(s.errors).toBe(1);
    expect(s.problems[0]).toMatchObject({ seed: 2, id: 'STUCK' });
    expect(s.inputs.total).toBe(games[0].inputs + games[1].inputs);
  });
});

describe('npm run sim', () => {
  const parseSimArgs = (argv: string[]) => parseFor(sectorsModule, argv);

  it('parses arguments with defaults and refuses bad ones with the usage text', () => {
    expect(parseSimArgs([])).toMatchObject({ games: 100, players: 4, seed: 1, level: 'legal', timeouts: 0.1, options: {}, json: false });
    expect(parseSimArgs(['--max-turns', '11']).options).toEqual({ maxTurns: 11 });
    expect(parseSimArgs(['--option', 'maxTurns=11']).options).toEqual({ maxTurns: 11 });
    expect(parseSimArgs(['--games', '3', '--players', '12', '--seed', 'sectors', '--json'])).toMatchObject({ games: 3, players: 12, seed: 4077887412, json: true });
    for (const bad of [['--games', '0'], ['--games', 'x'], ['--players', '1'], ['--players', '21'], ['--max-turns', '9'], ['--review', '-1'], ['--seed', '-3'], ['--what'], ['extra']]) {
      let caught: unknown;
      try {
        parseSimArgs(bad);
      } catch (err) {
        caught = err;
      }
      expect(caught, bad.join(' ')).toBeInstanceOf(UsageError);
      expect((caught as UsageError).exitCode).toBe(2);
      expect((caught as UsageError).message).toContain('usage: npm run sim');
    }
  });

  it('prints a JSON summary with zero invariant violations, and exits 2 on bad arguments', () => {
    const ok = spawnSync(process.execPath, ['src-main/cli/sim.ts', '--games', '3', '--players', '3', '--seed', '5', '--json'], { encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    const out = JSON.parse(ok.stdout);
    expect(out).toMatchObject({ games: 3, players: 3, invariantViolations: 0, errors: 0, endReasons: { MAX_TURNS: 3 } });
    expect(typeof out.gamesPerSecond).toBe('number');
    const bad = spawnSync(process.execPath, ['src-main/cli/sim.ts', '--players', 'many'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--players must be an integer 2..20');
  });
});
