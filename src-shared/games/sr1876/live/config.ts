/**
 * A live stock-round config from the new-game form's options (options.ts) and its checks. Values are taken as
 * given (a wrong type stays wrong) so `configProblems` reports it instead of quietly using a default. A config
 * of the game's own is accepted as options too (the lobby rebuilds it when seats change).
 */
import type { TableOptions } from '../../../platform/table-options.ts';
import { configError, defaultConfig } from '../engine.ts';
import { SR1876_DEFAULTS, SR1876_OFFER_SECONDS, SR1876_ROUND_CAP, SR1876_ROUNDS, SR1876_TURN_SECONDS } from '../options.ts';
import type { SrOptions } from '../types.ts';
import type { Sr1876GameConfig } from './types.ts';

const FLAG_KEYS = ['noRebuyAfterSale', 'companyMayBuyFromDirector', 'roundCapPerSeat'] as const;

export function makeConfig(seats: number, names: string[], options: Record<string, unknown>, _table?: TableOptions): Sr1876GameConfig {
  // Our own config passed back: its rules keys sit under `engine` (flags in engine.options, N in the scenario).
  const own = options.engine && typeof options.engine === 'object' ? (options.engine as { options?: Record<string, unknown>; scenario?: { rounds?: unknown } }) : null;
  const source: Record<string, unknown> = own ? { ...own.options, rounds: own.scenario?.rounds, turnSeconds: options.turnSeconds, offerSeconds: options.offerSeconds } : options;
  const flags: Record<string, unknown> = {};
  for (const key of FLAG_KEYS) if (source[key] !== undefined) flags[key] = source[key];
  const engine = defaultConfig(seats, { options: flags as Partial<SrOptions> });
  engine.seats = Array.from({ length: seats }, (_, i) => ({ name: typeof names[i] === 'string' ? names[i] : `Player ${i + 1}` }));
  engine.scenario.rounds = (source.rounds as number | undefined) ?? SR1876_DEFAULTS.rounds;
  return {
    engine,
    playerNames: names,
    turnSeconds: (source.turnSeconds as number | undefined) ?? SR1876_DEFAULTS.turnSeconds,
    offerSeconds: (source.offerSeconds as number | undefined) ?? SR1876_DEFAULTS.offerSeconds,
  };
}

const intIn = (x: unknown, min: number, max: number) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

export function configProblems(c: Sr1876GameConfig): string[] {
  const problems: string[] = [];
  if (!c || typeof c !== 'object' || !c.engine) return ['the config has no rules part'];
  const error = configError(c.engine);
  if (error) problems.push(`${error.code}: ${error.message}`);
  const rounds = (c.engine.scenario as { rounds?: unknown } | undefined)?.rounds;
  if (!intIn(rounds, SR1876_ROUNDS.min, SR1876_ROUNDS.max)) problems.push(`rounds must be an integer ${SR1876_ROUNDS.min}..${SR1876_ROUNDS.max}`);
  const cap = (c.engine.options as { roundCapPerSeat?: unknown } | undefined)?.roundCapPerSeat;
  if (cap !== undefined && !intIn(cap, SR1876_ROUND_CAP.min, SR1876_ROUND_CAP.max)) problems.push(`roundCapPerSeat must be an integer ${SR1876_ROUND_CAP.min}..${SR1876_ROUND_CAP.max}`);
  if (!(SR1876_TURN_SECONDS as readonly unknown[]).includes(c.turnSeconds)) problems.push(`turnSeconds must be one of ${SR1876_TURN_SECONDS.join(', ')}`);
  if (!(SR1876_OFFER_SECONDS as readonly unknown[]).includes(c.offerSeconds)) problems.push(`offerSeconds must be one of ${SR1876_OFFER_SECONDS.join(', ')}`);
  const seats = Array.isArray(c.engine.seats) ? c.engine.seats.length : -1;
  if (!Array.isArray(c.playerNames) || c.playerNames.length !== seats || !c.playerNames.every((n) => typeof n === 'string' && n.length <= 40)) {
    problems.push('playerNames must list one name (≤ 40 characters) per seat');
  }
  return problems;
}
