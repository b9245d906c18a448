/**
 * The 1876 stock round's `npm run sim` (sim.ts picks it with `--game sr1876`): complete games on the pure engine
 * (src-shared/games/sr1876/testing/sim.ts), no host or database, by random-legal players or the bots of one
 * level. Prints end reasons, the winners' net worth, turns and offer passes per seat and round (the basis of
 * the lesson estimate), actions by type, refusals by code (must be none), invariant violations (checked after
 * every action; must be 0) and games per second. Exit status: 0 ok, 1 violations, refusals or errors, 2 bad
 * arguments.
 */
import { configError, defaultConfig } from '../../src-shared/games/sr1876/engine.ts';
import { simulateGame, summarize, type SimLevel, type SimRecord } from '../../src-shared/games/sr1876/testing/sim.ts';
import type { SrConfig } from '../../src-shared/games/sr1876/types.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { countRows as counts, endReasonsText, fmtDistribution as fmt, timedGames } from './game-tool-output.ts';
import { integerArg, parseToolOptions, UsageError } from './tool-args.ts';

export const SIM_SR1876_USAGE = `usage: npm run sim -- --game sr1876 [--games N] [--players K] [--seed S] [--rounds R] [--level L] [--rebuy] [--company-from-director] [--timeouts T] [--json]
  --games N                 complete games to play (default 100; 1..100000)
  --players K               seats per game (default 4; 3..6)
  --seed S                  first game seed (default 1); game i uses S + i. A number 0..4294967295, or text (hashed)
  --rounds R                rounds per game (default 4, the scenario's N; 1..8)
  --level L                 random (default: uniform among the legal actions), easy, medium or hard (every seat)
  --rebuy                   noRebuyAfterSale off (a round then ends at the S-D14 cap at the latest)
  --company-from-director   companyMayBuyFromDirector on
  --timeouts T              share of decisions that are the timeout default (default 0.1; 0..1)
  --json                    print the summary as JSON`;

const LEVELS: readonly SimLevel[] = ['random', 'easy', 'medium', 'hard'];

export type SimSr1876Args = { games: number; players: number; seed: number; rounds: number; level: SimLevel; rebuy: boolean; companyFromDirector: boolean; timeouts: number; json: boolean };

/** Parses the arguments after --game; a UsageError (with the usage text) on bad input or --help. */
export function parseSimSr1876Args(argv: string[]): SimSr1876Args {
  const { values } = parseToolOptions(argv, SIM_SR1876_USAGE, {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '4' },
    level: { type: 'string', default: 'random' },
    rebuy: { type: 'boolean', default: false },
    'company-from-director': { type: 'boolean', default: false },
    timeouts: { type: 'string', default: '0.1' },
    json: { type: 'boolean', default: false },
  });
  const usage = (message: string): never => {
    throw new UsageError(`${message}\n${SIM_SR1876_USAGE}`);
  };
  if (!(LEVELS as readonly string[]).includes(values.level)) usage(`--level must be one of ${LEVELS.join(', ')}, got "${values.level}"`);
  if (values.seed === '') usage('--seed must not be empty');
  const seed = parseSeed(values.seed);
  if (!seed.ok) usage(seed.message);
  const timeouts = Number(values.timeouts);
  if (values.timeouts.trim() === '' || !(timeouts >= 0 && timeouts <= 1)) usage(`--timeouts must be a number from 0 to 1, got "${values.timeouts}"`);
  return {
    games: integerArg('games', values.games, 1, 100_000, SIM_SR1876_USAGE),
    players: integerArg('players', values.players, 3, 6, SIM_SR1876_USAGE),
    seed: seed.ok ? seed.seed : 0,
    rounds: integerArg('rounds', values.rounds, 1, 8, SIM_SR1876_USAGE),
    level: values.level as SimLevel,
    rebuy: values.rebuy,
    companyFromDirector: values['company-from-director'],
    timeouts,
    json: values.json,
  };
}

export function simConfig(args: SimSr1876Args, seed: number): SrConfig {
  const config = defaultConfig(args.players, { seed, options: { noRebuyAfterSale: !args.rebuy, companyMayBuyFromDirector: args.companyFromDirector } });
  config.scenario.rounds = args.rounds;
  const bad = configError(config);
  if (bad) throw new UsageError(`${bad.message}\n${SIM_SR1876_USAGE}`);
  return config;
}

export function simSr1876(argv: string[]): void {
  const args = parseSimSr1876Args(argv);
  const { results, seconds, gamesPerSecond } = timedGames(args.games, (i): SimRecord => {
    // Keep only what the summary needs: the final states and action lists of many games add up.
    const { finalState: _s, actions: _a, ...record } = simulateGame({ config: simConfig(args, (args.seed + i) >>> 0), level: args.level, timeoutRate: args.timeouts, recordActions: false });
    return record;
  });
  const summary = summarize(results);
  const refusals = Object.values(summary.refused).reduce((n, v) => n + v, 0);

  if (args.json) {
    const { json: _json, ...options } = args;
    console.log(JSON.stringify({ ...summary, options, seconds: Math.round(seconds * 1000) / 1000, gamesPerSecond }, null, 2));
  } else {
    const last = (args.seed + args.games - 1) >>> 0;
    const flags = [args.rebuy ? 'rebuy allowed' : 'no rebuy', args.companyFromDirector ? 'company may buy from its director' : null].filter(Boolean).join(', ');
    console.log(
      [
        `games            ${summary.games} × ${summary.players} players, ${args.rounds} rounds, ${args.level} players, ${flags} (seeds ${args.seed}..${last}, timeouts ${args.timeouts})`,
        `end reasons      ${endReasonsText(summary.endReasons)}`,
        `winner net worth ${fmt(summary.winnerNetWorth)}`,
        `turns / seat / round        ${fmt(summary.turnsPerSeatRound)}`,
        `offer passes / seat / round ${fmt(summary.offerPassesPerSeatRound)}`,
        `absorbed shares / game      ${fmt(summary.absorbedPerGame)}`,
        `actions          ${summary.actions.total} (per game: ${fmt(summary.actions.perGame)})`,
        `accepted actions by type:`,
        counts(summary.actionTypes),
        `refused actions by code (must be none):`,
        counts(summary.refused),
        `invariant violations ${summary.invariantViolations}`,
        `errors           ${summary.errors}`,
        ...summary.problems.map((p) => `  seed ${p.seed} action #${p.actionIndex} round ${p.round} ${p.step}: ${p.id} ${p.message.slice(0, 300)}`),
        `time             ${seconds.toFixed(2)} s, ${gamesPerSecond} games/s`,
      ].join('\n'),
    );
  }
  if (summary.invariantViolations > 0 || summary.errors > 0 || refusals > 0) process.exitCode = 1;
}
