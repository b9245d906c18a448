/**
 * Lot Auction's strings namespace: `t` takes a key of strings.en.ts (or a shell key), so a typo is a compile
 * error; `lookup` is for keys built from codes the game sends (phases, event types), null when unworded.
 */
import { namespace } from '../../lib/i18n.ts';
import { auctionStrings } from './strings.en.ts';

export type AuctionKey = keyof typeof auctionStrings;

export const { t, lookup } = namespace<AuctionKey>({ en: auctionStrings });
