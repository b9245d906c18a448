import { parseArgs } from 'node:util';
import { intOption } from './int-option.ts';
import { parseSeed } from '../../src-shared/rng.ts';

export type SimArgs = { games: number; players: number; seed: number; maxTurns: number; review: number; json: boolean };

export const SIM_USAGE = `usage: npm run sim -- [--games N] [--players K] [--seed S] [--max-turns T] [--review R] [--json]
  --games N      complete games to play (default 100; 1..100000)
  --players K    seats per game, all random-legal bots (default 4; 2..20)
  --seed S       first game seed (default 1); game i uses S + i. A number 0..4294967295, or text (hashed as in spec §4)
  --max-turns T  host option maxTurns: 8, 11, 15, 19 or 23 (default 8)
  --review R     host option reviewSeconds 0..30 (default 5: every automatic phase stops and is checked; 0 is faster)
  --json         print the summary as JSON`;

/** Bad arguments (exit 2) or --help (exit 0); the message holds the usage text. */
export class UsageError extends Error {
  exitCode = 2;
}

function help(): UsageError {
  const e = new UsageError(SIM_USAGE);
  e.exitCode = 0;
  return e;
}

function integer(name: string, raw: string, min: number, max: number): number {
  const read = intOption(name, raw, min, max);
  if (!read.ok) throw new UsageError(`${read.message}
${SIM_USAGE}`);
  return read.value;
}

/** Parses `sim` arguments; throws a UsageError (with the usage text) on bad input or --help. */
export function parseSimArgs(argv: string[]): SimArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string', default: '100' },
        players: { type: 'string', default: '4' },
        seed: { type: 'string', default: '1' },
        'max-turns': { type: 'string', default: '8' },
        review: { type: 'string', default: '5' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${SIM_USAGE}`);
  }
  if (values.help) throw help();
  const maxTurns = integer('max-turns', values['max-turns'], 1, 23);
  if (![8, 11, 15, 19, 23].includes(maxTurns)) throw new UsageError(`--max-turns must be 8, 11, 15, 19 or 23, got "${maxTurns}"\n${SIM_USAGE}`);
  if (values.seed === '') throw new UsageError(`--seed must not be empty\n${SIM_USAGE}`);
  const seed = parseSeed(values.seed);
  if (!seed.ok) throw new UsageError(`${seed.message}\n${SIM_USAGE}`);
  return {
    games: integer('games', values.games, 1, 100_000),
    players: integer('players', values.players, 2, 20),
    seed: seed.seed,
    maxTurns,
    review: integer('review', values.review, 0, 30),
    json: values.json,
  };
}
