/** Lot Auction's options: defaults, the form's option specs, and validation. */
import type { OptionSpec } from '../../platform/module.ts';
import type { AuctionConfig } from './types.ts';

export const SEATS = { min: 2, max: 6 } as const;
export const ROUNDS = { min: 1, max: 5, default: 3 } as const;
export const STARTING_COINS = [20, 30, 50] as const;
export const DEFAULT_STARTING_COINS = 30;

/** The form's game options (table options are the shell's own). */
export const AUCTION_OPTIONS: readonly OptionSpec[] = [
  { key: 'rounds', kind: 'integer', min: ROUNDS.min, max: ROUNDS.max, default: ROUNDS.default },
  { key: 'startingCoins', kind: 'choice', choices: STARTING_COINS, default: DEFAULT_STARTING_COINS },
];

/**
 * A config from create_game options. Values are taken as given (a wrong type stays wrong) so that
 * `configProblems` reports it instead of it being silently replaced by a default.
 */
export function makeConfig(seats: number, names: string[], options: Record<string, unknown>): AuctionConfig {
  return {
    seats,
    playerNames: names,
    rounds: (options.rounds as number | undefined) ?? ROUNDS.default,
    startingCoins: (options.startingCoins as number | undefined) ?? DEFAULT_STARTING_COINS,
  };
}

const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Every problem with a config, as sentences; empty when valid. */
export function configProblems(c: AuctionConfig): string[] {
  const problems: string[] = [];
  if (!intIn(c.seats, SEATS.min, SEATS.max)) problems.push(`seats must be ${SEATS.min}..${SEATS.max}`);
  if (!intIn(c.rounds, ROUNDS.min, ROUNDS.max)) problems.push(`rounds must be an integer ${ROUNDS.min}..${ROUNDS.max}`);
  if (!(STARTING_COINS as readonly unknown[]).includes(c.startingCoins)) problems.push(`startingCoins must be one of ${STARTING_COINS.join(', ')}`);
  if (!Array.isArray(c.playerNames) || c.playerNames.length !== c.seats || !c.playerNames.every((n) => typeof n === 'string' && n.length <= 40)) {
    problems.push('playerNames must list one name (≤ 40 characters) per seat');
  }
  return problems;
}
