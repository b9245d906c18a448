/**
 * Stock Market Tycoon's light data (no rules code): its name and seat range, the new-game form's options and
 * the bot levels it plays, so the renderer's shell can draw the form without loading the engine, and module.ts
 * reads the same source. Rules flags are §1 of ../shared/rules/tycoon.md; the clock settings are the table's
 * suggested defaults of §14 (a turn 60 s, windows 30 s; displays use the table's review time).
 */
import type { ComparableOptions } from '../../platform/debrief.ts';
import type { BotLevel, GameMeta, OptionSpec } from '../../platform/module.ts';

export const TYCOON_SEATS = { min: 2, max: 12 } as const;
export const TYCOON_VARIANTS = ['standard', 'extended'] as const;
export const TYCOON_MODES = ['trader', 'investor', 'strategist'] as const;
/** Listed in the mode choice as "coming soon": they have no rules yet (§3.1) and cannot be picked. */
export const TYCOON_COMING_SOON = ['tycoon', 'mogul'] as const;
export const TYCOON_YEARS = { min: 1, max: 10, default: 10 } as const;
export const TYCOON_TURN_SECONDS = [30, 45, 60, 90, 120] as const;
export const TYCOON_WINDOW_SECONDS = [15, 20, 30, 45, 60] as const;
export const TYCOON_DEFAULTS = {
  variant: 'standard',
  mode: 'trader',
  years: TYCOON_YEARS.default,
  rightsFollowerFree: true,
  dividendStep: 1,
  shortsPayDividends: false,
  buybackFunder: 'chairman',
  endYearOnFullPass: false,
  turnSeconds: 60,
  windowSeconds: 30,
} as const;

/** The new-game form's Tycoon options, in the order the form shows them. */
export const TYCOON_OPTIONS: readonly OptionSpec[] = [
  { key: 'variant', kind: 'choice', choices: TYCOON_VARIANTS, default: TYCOON_DEFAULTS.variant },
  { key: 'mode', kind: 'choice', choices: TYCOON_MODES, default: TYCOON_DEFAULTS.mode },
  { key: 'years', kind: 'integer', min: TYCOON_YEARS.min, max: TYCOON_YEARS.max, default: TYCOON_YEARS.default },
  { key: 'turnSeconds', kind: 'choice', choices: TYCOON_TURN_SECONDS, default: TYCOON_DEFAULTS.turnSeconds },
  { key: 'windowSeconds', kind: 'choice', choices: TYCOON_WINDOW_SECONDS, default: TYCOON_DEFAULTS.windowSeconds },
  { key: 'rightsFollowerFree', kind: 'boolean', default: TYCOON_DEFAULTS.rightsFollowerFree },
  { key: 'dividendStep', kind: 'choice', choices: [1, 5], default: TYCOON_DEFAULTS.dividendStep },
  { key: 'shortsPayDividends', kind: 'boolean', default: TYCOON_DEFAULTS.shortsPayDividends },
  { key: 'buybackFunder', kind: 'choice', choices: ['chairman', 'bank'], default: TYCOON_DEFAULTS.buybackFunder },
  { key: 'endYearOnFullPass', kind: 'boolean', default: TYCOON_DEFAULTS.endYearOnFullPass },
];

export const TYCOON_META: Pick<GameMeta, 'kind' | 'title' | 'players' | 'money'> = {
  kind: 'tycoon', title: 'Stock Market Tycoon', players: { min: TYCOON_SEATS.min, max: TYCOON_SEATS.max }, money: { prefix: '$', suffix: '' },
};

/**
 * The options a class compares Tycoon tables by (those of the new-game form, given flat as the form names them)
 * and the words a teacher knows a game by ("Trader, 2 years").
 */
export function tycoonTableOptions(options: Record<string, unknown>): ComparableOptions {
  const values: ComparableOptions['values'] = {};
  for (const o of TYCOON_OPTIONS) {
    const value = options[o.key];
    // An option a config (or view) leaves out plays at its default.
    values[o.key] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : o.default;
  }
  const mode = typeof values.mode === 'string' ? values.mode.charAt(0).toUpperCase() + values.mode.slice(1) : null;
  const years = typeof values.years === 'number' ? `${values.years} ${values.years === 1 ? 'year' : 'years'}` : null;
  return { values, words: [mode, years].filter(Boolean).join(', ') };
}

/** Tycoon's bots (bots/): easy, medium and hard; `random` plays random legal moves (fuzz, tournaments). */
export const TYCOON_BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'medium', 'hard'];
export const TYCOON_DEFAULT_BOT_LEVEL: BotLevel = 'medium';
