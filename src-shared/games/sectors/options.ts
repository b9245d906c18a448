/**
 * Sectors' light data (no rules code): its name and seat range, the new-game form's options and the bot levels
 * it plays, so the renderer's shell can draw the form without loading the engine, and module.ts reads the same
 * source. Table options (timer, pace, review, grace) are the platform's own.
 */
import type { ComparableOptions } from '../../platform/debrief.ts';
import type { GameMeta, OptionSpec } from '../../platform/module.ts';
import { BOT_LEVELS, type BotLevel } from '../../platform/table-options.ts';
import { ALLOWED, DEFAULT_CONFIG } from './config.ts';
import { SECTOR_IDS, type SectorId } from './data.ts';
import type { GameConfig } from './types.ts';

const choice = (key: keyof typeof ALLOWED & keyof GameConfig, list: readonly (string | number)[]): OptionSpec => ({
  key, kind: 'choice', choices: list, default: DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG] as string | number,
});
const flag = (key: keyof GameConfig): OptionSpec => ({ key, kind: 'boolean', default: DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG] as boolean });

/** The new-game form's Sectors options, in the order the form shows them. */
export const SECTORS_OPTIONS: readonly OptionSpec[] = [
  choice('maxTurns', ALLOWED.maxTurns),
  choice('startingCash', ALLOWED.startingCash),
  choice('bankSize', ALLOWED.bankSize),
  choice('consumerPool', ALLOWED.consumerPool),
  { key: 'influencePoints', kind: 'integer', min: ALLOWED.influencePoints.min, max: ALLOWED.influencePoints.max, default: DEFAULT_CONFIG.influencePoints },
  { key: 'maxSubRounds', kind: 'integer', min: ALLOWED.maxSubRounds.min, max: ALLOWED.maxSubRounds.max, default: DEFAULT_CONFIG.maxSubRounds },
  choice('distributionStrategy', ALLOWED.distributionStrategy),
  choice('priorityMode', ALLOWED.priorityMode),
  flag('ordersConcealed'),
  flag('limitOrdersEnabled'),
  flag('shortOrdersEnabled'),
  flag('optionOrdersEnabled'),
  flag('ownershipCapEnabled'),
];


export const SECTORS_META: Pick<GameMeta, 'kind' | 'title' | 'players' | 'money'> = {
  kind: 'sectors', title: 'Sectors', players: { min: ALLOWED.seats.min, max: ALLOWED.seats.max }, money: { prefix: '$', suffix: '' },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The options a class compares Sectors tables by — every option of the new-game form, read from a config or a
 * public view's `config` (both keep them at the top level) — and the words a teacher knows a game by ("8 turns").
 */
export function sectorsTableOptions(config: Record<string, unknown>): ComparableOptions {
  const values: ComparableOptions['values'] = {};
  for (const o of SECTORS_OPTIONS) {
    const value = config[o.key];
    // An option a config (or view) leaves out plays at its default.
    values[o.key] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : o.default;
  }
  return { values, words: typeof values.maxTurns === 'number' ? plural(values.maxTurns, 'turn') : '' };
}

/** Sectors has a policy for every platform level (bots/index.ts); medium is a fair first opponent. */
/** The sectors a game may pick three of (the form's `sectors` option; the engine draws them when it is RANDOM). */
export const SECTOR_CHOICES: readonly SectorId[] = SECTOR_IDS;

export const SECTORS_BOT_LEVELS: readonly BotLevel[] = BOT_LEVELS;
export const SECTORS_DEFAULT_BOT_LEVEL: BotLevel = 'medium';
