/**
 * Sectors' light data (no rules code): its name and seat range, the new-game form's options and the bot levels
 * it plays, so the renderer's shell can draw the form without loading the engine, and module.ts reads the same
 * source. Table options (timer, pace, review, grace) are the platform's own.
 */
import type { GameMeta, OptionSpec } from '../../platform/module.ts';
import { BOT_LEVELS, type BotLevel } from '../../platform/table-options.ts';
import { ALLOWED, DEFAULT_CONFIG } from './config.ts';
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


export const SECTORS_META: Pick<GameMeta, 'kind' | 'title' | 'players'> = { kind: 'sectors', title: 'Sectors', players: { min: ALLOWED.seats.min, max: ALLOWED.seats.max } };

/** Sectors has a policy for every platform level (bots/index.ts); medium is a fair first opponent. */
export const SECTORS_BOT_LEVELS: readonly BotLevel[] = BOT_LEVELS;
export const SECTORS_DEFAULT_BOT_LEVEL: BotLevel = 'medium';
