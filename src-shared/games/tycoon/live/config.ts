/**
 * A live Tycoon config from the new-game form's options (options.ts) and its checks. Values are taken as
 * given (a wrong type stays wrong) so `configProblems` reports it instead of quietly using a default. A
 * config of the game's own is accepted as options too (the lobby rebuilds it when seats change).
 */
import type { TableOptions } from '../../../platform/table-options.ts';
import { configError, defaultConfig } from '../engine.ts';
import { TYCOON_DEFAULTS, TYCOON_TURN_SECONDS, TYCOON_WINDOW_SECONDS } from '../options.ts';
import type { TycoonConfig } from '../types.ts';
import type { TycoonGameConfig } from './types.ts';

const RULE_KEYS = ['variant', 'mode', 'years', 'rightsFollowerFree', 'dividendStep', 'shortsPayDividends', 'buybackFunder', 'endYearOnFullPass'] as const;

export function makeConfig(seats: number, names: string[], options: Record<string, unknown>, _table?: TableOptions): TycoonGameConfig {
  // Our own config passed back: its rules keys sit under `engine`.
  const own = options.engine && typeof options.engine === 'object' ? (options.engine as Record<string, unknown>) : null;
  const source = own ? { ...own, turnSeconds: options.turnSeconds, windowSeconds: options.windowSeconds } : options;
  const partial: Record<string, unknown> = {};
  for (const key of RULE_KEYS) if (source[key] !== undefined) partial[key] = source[key];
  if (partial.variant === undefined) partial.variant = seats > 6 ? 'extended' : TYCOON_DEFAULTS.variant;
  const engine: TycoonConfig = { ...defaultConfig(seats), ...(partial as Partial<TycoonConfig>), players: seats, displaySteps: true };
  return {
    engine,
    playerNames: names,
    turnSeconds: (source.turnSeconds as number | undefined) ?? TYCOON_DEFAULTS.turnSeconds,
    windowSeconds: (source.windowSeconds as number | undefined) ?? TYCOON_DEFAULTS.windowSeconds,
  };
}

export function configProblems(c: TycoonGameConfig): string[] {
  const problems: string[] = [];
  if (!c || typeof c !== 'object' || !c.engine) return ['the config has no rules part'];
  const error = configError(c.engine);
  if (error) problems.push(`${error.code}: ${error.message}`);
  if (!(TYCOON_TURN_SECONDS as readonly unknown[]).includes(c.turnSeconds)) problems.push(`turnSeconds must be one of ${TYCOON_TURN_SECONDS.join(', ')}`);
  if (!(TYCOON_WINDOW_SECONDS as readonly unknown[]).includes(c.windowSeconds)) problems.push(`windowSeconds must be one of ${TYCOON_WINDOW_SECONDS.join(', ')}`);
  if (!Array.isArray(c.playerNames) || c.playerNames.length !== c.engine.players || !c.playerNames.every((n) => typeof n === 'string' && n.length <= 40)) {
    problems.push('playerNames must list one name (≤ 40 characters) per seat');
  }
  return problems;
}
