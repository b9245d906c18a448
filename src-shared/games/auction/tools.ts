/**
 * Lot Auction's hook for the offline tools (src-shared/platform/testing/game-tools.ts): only the hand-kept words of
 * its protocol page (docs/PROTOCOL-AUCTION.md); every tool works for it through the GameModule contract alone.
 */
import type { GameTools } from '../../platform/testing/game-tools.ts';
import type { AuctionState } from './types.ts';
import { protocolNotes } from './protocol-notes.ts';

export const gameTools: GameTools<AuctionState> = {
  protocolNotes,
};
