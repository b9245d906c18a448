/** Config defaults (§1 flags) and validation (§6 step 1, plus CONFIG_FLAG for the flags and app options). */
import { MAX_YEARS, VARIANTS } from './data.ts';
import type { Features, Mode, TycoonConfig } from './types.ts';

const MODES: readonly Mode[] = ['trader', 'investor', 'strategist'];

/** §3.1: a mode is a set of features. */
const FEATURES: Record<Mode, Readonly<Features>> = {
  trader: { shorts: false, options: false, dividends: false, buybacks: false },
  investor: { shorts: true, options: false, dividends: false, buybacks: false },
  strategist: { shorts: true, options: true, dividends: true, buybacks: true },
};

/** §3.1: a mode is a set of features (a shared read-only object: copy it before changing it). */
export function featuresOf(mode: Mode): Features {
  return FEATURES[mode];
}

/** A full config for `players` seats: Standard up to 6, Extended above (T-D34), Trader, §1 flag defaults. */
export function defaultConfig(players: number, partial: Partial<TycoonConfig> = {}): TycoonConfig {
  const base: TycoonConfig = {
    variant: players <= 6 ? 'standard' : 'extended',
    mode: 'trader',
    players,
    seed: 1,
    rightsFollowerFree: true,
    dividendStep: 1,
    shortsPayDividends: false,
    buybackFunder: 'chairman',
    endYearOnFullPass: false,
    years: MAX_YEARS,
    displaySteps: false,
  };
  // Copy only the keys given with a value, so `{ mode: undefined }` keeps the default.
  for (const [k, v] of Object.entries(partial)) if (v !== undefined) (base as unknown as Record<string, unknown>)[k] = v;
  return base;
}

/** The first problem of a config (spec order: variant, player count, mode, seed; then the flags), or null. */
export function configError(config: unknown): { code: string; message: string } | null {
  if (typeof config !== 'object' || config === null) return { code: 'CONFIG_VARIANT', message: 'The config is not an object.' };
  const c = config as Record<string, unknown>;
  if (c.variant !== 'standard' && c.variant !== 'extended') return { code: 'CONFIG_VARIANT', message: `The variant ${String(c.variant)} is unknown; use standard or extended.` };
  const v = VARIANTS[c.variant];
  if (!Number.isInteger(c.players) || (c.players as number) < v.minPlayers || (c.players as number) > v.maxPlayers) {
    return { code: 'CONFIG_PLAYER_COUNT', message: `The ${c.variant} variant takes ${v.minPlayers} to ${v.maxPlayers} players, not ${String(c.players)}.` };
  }
  if (!MODES.includes(c.mode as Mode)) return { code: 'CONFIG_MODE', message: `The mode ${String(c.mode)} is unknown; use trader, investor or strategist.` };
  if (!Number.isInteger(c.seed) || (c.seed as number) < 0 || (c.seed as number) > 0xffffffff) {
    return { code: 'CONFIG_SEED', message: `The seed must be an integer from 0 to 4294967295, not ${String(c.seed)}.` };
  }
  for (const key of ['rightsFollowerFree', 'shortsPayDividends', 'endYearOnFullPass', 'displaySteps']) {
    if (typeof c[key] !== 'boolean') return { code: 'CONFIG_FLAG', message: `The option ${key} must be true or false.` };
  }
  if (c.dividendStep !== 1 && c.dividendStep !== 5) return { code: 'CONFIG_FLAG', message: 'The dividend step must be 1 or 5.' };
  if (c.buybackFunder !== 'chairman' && c.buybackFunder !== 'bank') return { code: 'CONFIG_FLAG', message: 'The buyback funder must be chairman or bank.' };
  if (!Number.isInteger(c.years) || (c.years as number) < 1 || (c.years as number) > MAX_YEARS) {
    return { code: 'CONFIG_FLAG', message: `The number of years must be an integer from 1 to ${MAX_YEARS}.` };
  }
  return null;
}
