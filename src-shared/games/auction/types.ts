/** The Lot Auction state: plain JSON (no Map, Set, class or undefined), so copies and journals are exact. */
import type { Rng } from '../../rng.ts';
import type { SeatId } from '../../platform/windows.ts';
import type { AUCTION_PHASE_IDS, AuctionResult } from './schemas.ts';

/** Events and the closed auctions' records are wire shapes too: their types are inferred in schemas.ts. */
export type { AuctionClientEvent, AuctionEvent, AuctionEventOf, AuctionResult } from './schemas.ts';

export type AuctionPhase = (typeof AUCTION_PHASE_IDS)[number];

export type AuctionConfig = {
  seats: number;
  playerNames: string[];
  rounds: number;
  startingCoins: number;
};

export type Lot = {
  id: number;
  round: number;
  /** Hidden from every view while its own BID window is open. */
  value: number;
  /** null only while the lot is being auctioned. */
  owner: SeatId | null;
  /** What the auction winner paid for it (0 until sold). */
  price: number;
};

export type Player = { id: SeatId; coins: number };

export type Offer = {
  /** The interrupt window's id (the TURNS window underneath keeps its own). */
  window: number;
  from: SeatId;
  to: SeatId;
  lot: number;
  price: number;
};

export type AuctionState = {
  config: AuctionConfig;
  seed: number;
  /** The only randomness; never shown in a view. */
  rng: Rng;
  status: 'RUNNING' | 'ENDED';
  /** 1-based. */
  round: number;
  phase: AuctionPhase;
  /** The last window id handed out: every new window (each turn and each offer too) takes the next one. */
  windowCounter: number;
  /** Id of the open BID, REVEAL or TURNS window (the offer's id lives in `offer`). */
  window: number;
  players: Player[];
  lots: Lot[];
  /** Sealed bids of the current BID window; kept through REVEAL and TURNS, cleared when the next BID opens. */
  bids: Record<SeatId, number>;
  /** Seats done in the current BID or REVEAL window. */
  ready: SeatId[];
  /** TURNS: index into `players` of the seat acting. */
  turnIndex: number;
  offer: Offer | null;
  results: AuctionResult[];
  /** Coins that left play (auction payments) and entered it (WORK): the conservation invariant's books. */
  totals: { paid: number; earned: number };
};

export type Rejection = { ok: false; reason: string; message: string };
