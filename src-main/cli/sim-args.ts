/** Sectors' `npm run sim` options (`--game` is taken off first by tool-args.ts). */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { gameUsageLine, integerArg, parseToolOptions, UsageError } from './tool-args.ts';

export type SimArgs = { games: number; players: number; seed: number; maxTurns: number; review: number; json: boolean };

export const SIM_USAGE = `usage: npm run sim -- [--game KIND] [--games N] [--players K] [--seed S] [--max-turns T] [--review R] [--json]
${gameUsageLine(gameRegistry)}
  --games N      complete games to play (default 100; 1..100000)
  --players K    seats per game, all random-legal bots (default 4; 2..20)
  --seed S       first game seed (default 1); game i uses S + i. A number 0..4294967295, or text (hashed as in spec §4)
  --max-turns T  host option maxTurns: 8, 11, 15, 19 or 23 (default 8)
  --review R     host option reviewSeconds 0..30 (default 5: every automatic phase stops and is checked; 0 is faster)
  --json         print the summary as JSON`;

/** Sectors' host option maxTurns (sim and tournament): one of the game lengths the rules define. */
export function maxTurnsArg(raw: string, usage: string): number {
  const maxTurns = integerArg('max-turns', raw, 1, 23, usage);
  if (![8, 11, 15, 19, 23].includes(maxTurns)) throw new UsageError(`--max-turns must be 8, 11, 15, 19 or 23, got "${maxTurns}"\n${usage}`);
  return maxTurns;
}

/** Parses `sim` arguments; throws a UsageError (with the usage text) on bad input or --help. */
export function parseSimArgs(argv: string[]): SimArgs {
  const { values } = parseToolOptions(argv, SIM_USAGE, {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    'max-turns': { type: 'string', default: '8' },
    review: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  });
  const maxTurns = maxTurnsArg(values['max-turns'], SIM_USAGE);
  if (values.seed === '') throw new UsageError(`--seed must not be empty\n${SIM_USAGE}`);
  const seed = parseSeed(values.seed);
  if (!seed.ok) throw new UsageError(`${seed.message}\n${SIM_USAGE}`);
  return {
    games: integerArg('games', values.games, 1, 100_000, SIM_USAGE),
    players: integerArg('players', values.players, 2, 20, SIM_USAGE),
    seed: seed.seed,
    maxTurns,
    review: integerArg('review', values.review, 0, 30, SIM_USAGE),
    json: values.json,
  };
}
