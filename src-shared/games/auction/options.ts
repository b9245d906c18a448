/**
 * Lot Auction's light data for the renderer's game registry and its module: what the game is called, how many
 * seats it takes, the new-game form's option specs and the bot levels it plays. Only data (config.ts holds the
 * specs beside the config checks, no engine there either); this file exists so the renderer's list of light
 * data modules (test/unit/renderer-boundary.test.ts) can name exactly what it reads, and so module.ts and the
 * renderer read one source.
 */
import type { BotLevel, GameMeta } from '../../platform/module.ts';
import { SEATS } from './config.ts';

export { AUCTION_OPTIONS, SEATS as AUCTION_SEATS } from './config.ts';

export const AUCTION_META: Pick<GameMeta, 'kind' | 'title' | 'players' | 'money'> = {
  kind: 'auction', title: 'Lot Auction', players: { min: SEATS.min, max: SEATS.max }, money: { prefix: '', suffix: ' coins' },
};

/** The levels bots.ts plays (random moves, and the easy policy); nothing harder exists for this game. */
export const AUCTION_BOT_LEVELS: readonly BotLevel[] = ['random', 'easy'];
export const AUCTION_DEFAULT_BOT_LEVEL: BotLevel = 'easy';
