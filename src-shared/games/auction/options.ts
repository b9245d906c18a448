/**
 * Lot Auction's new-game form data for the renderer's game registry: the option specs and the seat range.
 * Only data: config.ts holds them beside the config checks (no engine there either); this file exists so the
 * renderer's list of light data modules (test/unit/renderer-boundary.test.ts) can name exactly what it reads.
 */
export { AUCTION_OPTIONS, SEATS as AUCTION_SEATS } from './config.ts';
