/**
 * Stock Market Tycoon's `npm run sim` (sim.ts picks it with `--game tycoon`): complete random-legal games on the
 * pure engine (src-shared/games/tycoon/testing/sim.ts), no host or database. Prints the years played, end
 * reasons, the winners' net worth, actions by type, refusals by code (must be none: candidates are pre-checked),
 * bankruptcies, invariant violations (checked after every action; must be 0) and games per second.
 * Exit status: 0 ok, 1 violations, refusals or errors, 2 bad arguments.
 */
import { configError, defaultConfig } from '../../src-shared/games/tycoon/engine.ts';
import { simulateGame, summarize, type SimRecord } from '../../src-shared/games/tycoon/testing/sim.ts';
import type { Mode, Variant } from '../../src-shared/games/tycoon/types.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { countRows as counts, endReasonsText, fmtDistribution as fmt, timedGames } from './game-tool-output.ts';
import { integerArg, parseToolOptions, UsageError } from './tool-args.ts';

export const SIM_TYCOON_USAGE = `usage: npm run sim -- --game tycoon [--games N] [--players K] [--seed S] [--mode M] [--variant V] [--years Y] [--timeouts R] [--json]
  --games N      complete games to play (default 100; 1..100000)
  --players K    seats per game, all random-legal players (default 4; 2..12, Standard 2..6)
  --seed S       first game seed (default 1); game i uses S + i. A number 0..4294967295, or text (hashed)
  --mode M       trader, investor or strategist (default strategist: every feature in play)
  --variant V    standard or extended (default: standard up to 6 players, extended above)
  --years Y      market years per game (default 10; 1..10)
  --timeouts R   share of decisions that are the timeout default instead of a random legal action (default 0.1; 0..1)
  --json         print the summary as JSON`;

export type SimTycoonArgs = { games: number; players: number; seed: number; mode: Mode; variant: Variant; years: number; timeouts: number; json: boolean };

/** Parses the arguments after --game; a UsageError (with the usage text) on bad input or --help. */
export function parseSimTycoonArgs(argv: string[]): SimTycoonArgs {
  const { values } = parseToolOptions(argv, SIM_TYCOON_USAGE, {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    mode: { type: 'string', default: 'strategist' },
    variant: { type: 'string' },
    years: { type: 'string', default: '10' },
    timeouts: { type: 'string', default: '0.1' },
    json: { type: 'boolean', default: false },
  });
  const usage = (message: string): never => {
    throw new UsageError(`${message}\n${SIM_TYCOON_USAGE}`);
  };
  if (!['trader', 'investor', 'strategist'].includes(values.mode)) usage(`--mode must be trader, investor or strategist, got "${values.mode}"`);
  if (values.variant !== undefined && !['standard', 'extended'].includes(values.variant)) usage(`--variant must be standard or extended, got "${values.variant}"`);
  if (values.seed === '') usage('--seed must not be empty');
  const seed = parseSeed(values.seed);
  if (!seed.ok) usage(seed.message);
  const timeouts = Number(values.timeouts);
  if (values.timeouts.trim() === '' || !(timeouts >= 0 && timeouts <= 1)) usage(`--timeouts must be a number from 0 to 1, got "${values.timeouts}"`);
  const players = integerArg('players', values.players, 2, 12, SIM_TYCOON_USAGE);
  const args: SimTycoonArgs = {
    games: integerArg('games', values.games, 1, 100_000, SIM_TYCOON_USAGE),
    players,
    seed: seed.ok ? seed.seed : 0,
    mode: values.mode as Mode,
    variant: (values.variant ?? defaultConfig(players).variant) as Variant,
    years: integerArg('years', values.years, 1, 10, SIM_TYCOON_USAGE),
    timeouts,
    json: values.json,
  };
  const bad = configError(defaultConfig(players, { mode: args.mode, variant: args.variant, years: args.years }));
  if (bad) usage(bad.message);
  return args;
}

export function simTycoon(argv: string[]): void {
  const args = parseSimTycoonArgs(argv);
  const { results, seconds, gamesPerSecond } = timedGames(args.games, (i): SimRecord => {
    const config = defaultConfig(args.players, { mode: args.mode, variant: args.variant, years: args.years, seed: (args.seed + i) >>> 0 });
    // Keep only what the summary needs: the final states and action lists of many games add up.
    const { finalState: _s, actions: _a, ...record } = simulateGame({ config, timeoutRate: args.timeouts, recordActions: false });
    return record;
  });
  const summary = summarize(results);
  const refusals = Object.values(summary.refused).reduce((n, v) => n + v, 0);

  if (args.json) {
    const { json: _json, ...options } = args;
    console.log(JSON.stringify({ ...summary, options, seconds: Math.round(seconds * 1000) / 1000, gamesPerSecond }, null, 2));
  } else {
    const last = (args.seed + args.games - 1) >>> 0;
    console.log(
      [
        `games            ${summary.games} × ${summary.players} players, ${args.mode}, ${args.variant} (seeds ${args.seed}..${last}, ${args.years} years, timeouts ${args.timeouts})`,
        `years            ${fmt(summary.years)}`,
        `end reasons      ${endReasonsText(summary.endReasons)}`,
        `winner net worth ${fmt(summary.winnerNetWorth)}`,
        `actions          ${summary.actions.total} (per game: ${fmt(summary.actions.perGame)})`,
        `accepted actions by type:`,
        counts(summary.actionTypes),
        `refused actions by code (must be none):`,
        counts(summary.refused),
        `bankruptcies     ${summary.bankruptcies}`,
        `invariant violations ${summary.invariantViolations}`,
        `errors           ${summary.errors}`,
        ...summary.problems.map((p) => `  seed ${p.seed} action #${p.actionIndex} year ${p.year} ${p.step}: ${p.id} ${p.message.slice(0, 300)}`),
        `time             ${seconds.toFixed(2)} s, ${gamesPerSecond} games/s`,
      ].join('\n'),
    );
  }
  if (summary.invariantViolations > 0 || summary.errors > 0 || refusals > 0) process.exitCode = 1;
}
