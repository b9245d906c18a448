/**
 * Lot Auction's wire shapes (src-shared/platform/schemas.ts): what a seat may send, the events clients find in
 * `view.events`, and the public and private views, as valibot schemas. The game's input, event and view types
 * are inferred from them (inputs.ts, types.ts, views.ts re-export them), so a field a view or an event gains
 * without its schema does not type-check. Light on purpose — valibot and other schemas only — because the
 * renderer loads this file to decode what the host sends (test/unit/renderer-boundary.test.ts checks it).
 */
import * as v from 'valibot';
import { SEAT_ID as seat, INPUT_REFUSED_EVENT, type GameSchemas, WINDOW_TIMEOUT_INPUT } from '../../platform/schemas.ts';

const num = v.number();
const bool = v.boolean();

// ---------------------------------------------------------------- inputs

/**
 * A shape failure is MALFORMED_INPUT; ranges and rules are checked afterwards with their own reason codes (an
 * amount above one's coins is INSUFFICIENT_CASH, not a shape error).
 */
export const INPUT_SCHEMAS = {
  SUBMIT_BID: v.strictObject({ type: v.literal('SUBMIT_BID'), player: seat, amount: num }),
  READY: v.strictObject({ type: v.literal('READY'), player: seat }),
  WORK: v.strictObject({ type: v.literal('WORK'), player: seat }),
  OFFER: v.strictObject({ type: v.literal('OFFER'), player: seat, to: seat, price: num }),
  ACCEPT: v.strictObject({ type: v.literal('ACCEPT'), player: seat }),
  DECLINE: v.strictObject({ type: v.literal('DECLINE'), player: seat }),
  TIMEOUT: WINDOW_TIMEOUT_INPUT,
} as const;

const InputSchema = v.variant('type', Object.values(INPUT_SCHEMAS));
/** Every input the engine takes: a seat's, or the clock's TIMEOUT. */
export type Input = v.InferOutput<typeof InputSchema>;
export type InputType = Input['type'];
/** What a seat (and so a board) sends: every input but the clock's. */
export type SeatInput = Exclude<Input, { type: 'TIMEOUT' }>;

// ---------------------------------------------------------------- events

export const AUCTION_PHASE_IDS = ['BID', 'REVEAL', 'TURNS', 'OFFER'] as const;
const phase = v.picklist(AUCTION_PHASE_IDS);
/** Every engine event says the round and phase it happened in; any may be aimed at some seats only. */
const common = { round: num, phase, visibleTo: v.optional(v.array(seat)) };

function event<T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({ type: v.literal(type), ...common, ...entries });
}

const offerTerms = { from: seat, to: seat, lot: num, price: num };
const ranking = v.array(v.strictObject({ player: seat, score: num }));

const ENGINE_EVENT_SCHEMAS = {
  /** A window opened (the phase it belongs to is `phase`). */
  PHASE_STARTED: event('PHASE_STARTED', { window: num }),
  /** The round's lot; its value stays out until bidding closes. */
  LOT_DRAWN: event('LOT_DRAWN', { lot: num }),
  /** A sealed bid, seen only by its bidder. */
  BID_SUBMITTED: event('BID_SUBMITTED', { player: seat, amount: num }),
  READY_CHANGED: event('READY_CHANGED', { player: seat, ready: bool }),
  /** Bidding closed: every bid (0 for a seat that never bid) and the lot's value, public from now on. */
  LOT_WON: event('LOT_WON', { lot: num, winner: seat, price: num, value: num, bids: v.record(v.string(), num) }),
  TURN_STARTED: event('TURN_STARTED', { player: seat, window: num }),
  WORKED: event('WORKED', { player: seat, coins: num }),
  OFFER_MADE: event('OFFER_MADE', { ...offerTerms, window: num }),
  OFFER_ACCEPTED: event('OFFER_ACCEPTED', { ...offerTerms, how: v.picklist(['ANSWER', 'TIMEOUT']) }),
  OFFER_DECLINED: event('OFFER_DECLINED', { ...offerTerms, how: v.picklist(['ANSWER', 'TIMEOUT']) }),
  TIMED_OUT: event('TIMED_OUT', { window: num }),
  GAME_ENDED: event('GAME_ENDED', { ranking }),
};


/** Every event a client may find in `view.events`, by type. */
export const EVENT_SCHEMAS = { ...ENGINE_EVENT_SCHEMAS, INPUT_REFUSED: INPUT_REFUSED_EVENT };

const EngineEventSchema = v.variant('type', Object.values(ENGINE_EVENT_SCHEMAS));
const ClientEventSchema = v.variant('type', Object.values(EVENT_SCHEMAS));
/** What the engine emits (`applyInPlace`). */
export type AuctionEvent = v.InferOutput<typeof EngineEventSchema>;
/** What clients receive: the engine's events and the session's INPUT_REFUSED. */
export type AuctionClientEvent = v.InferOutput<typeof ClientEventSchema>;
export type AuctionEventOf<T extends AuctionClientEvent['type']> = Extract<AuctionClientEvent, { type: T }>;

// ---------------------------------------------------------------- views

/** One closed auction, public from the moment its BID window closes (the state keeps the same record). */
export const AuctionResultSchema = v.strictObject({ round: num, lot: num, winner: seat, price: num, bids: v.record(v.string(), num) });

const PublicLotSchema = v.strictObject({
  id: num,
  round: num,
  /** null only while the lot is being auctioned. */
  owner: v.nullable(seat),
  price: num,
  /** null while its own auction runs: nobody sees a lot's value before bidding closes. */
  value: v.nullable(num),
});

export const PublicViewSchema = v.strictObject({
  kind: v.literal('auction'),
  status: v.picklist(['RUNNING', 'ENDED']),
  round: num,
  rounds: num,
  phase: v.picklist([...AUCTION_PHASE_IDS, 'GAME_OVER']),
  /** The round, under the name every game's view gives its progress (the protocol reads `view.turn` as a number). */
  turn: num,
  /** The active window's id (the stale-input token a client sends back); null once the game has ended. */
  window: v.nullable(num),
  players: v.array(v.strictObject({ id: seat, name: v.string(), coins: num, ready: bool, lots: v.array(num), score: num })),
  lots: v.array(PublicLotSchema),
  results: v.array(AuctionResultSchema),
  /** The seat whose turn it is (TURNS, and OFFER underneath), else null. */
  actor: v.nullable(seat),
  offer: v.nullable(v.strictObject(offerTerms)),
  /**
   * TURNS: the offers the acting seat may make, each seat with the lot an offer to it buys (the engine's own
   * rule, so no client works it out again); empty in every other phase.
   */
  offers: v.array(v.strictObject({ to: seat, lot: num })),
  ranking: v.nullable(ranking),
  /** The coins every seat started with (an option): the base of a seat's return on the projector's leaderboard. */
  startingCoins: num,
});

export const PrivateViewSchema = v.strictObject({
  player: seat,
  coins: num,
  /** This seat's sealed bid in the open BID window (kept through REVEAL and TURNS), else null. */
  bid: v.nullable(num),
  ready: bool,
  /** What the seat may send now, amounts sampled (legal.ts). */
  legal: v.array(InputSchema),
});

export type AuctionResult = v.InferOutput<typeof AuctionResultSchema>;
export type PublicLot = v.InferOutput<typeof PublicLotSchema>;
export type AuctionPublicView = v.InferOutput<typeof PublicViewSchema>;
export type AuctionPrivateView = v.InferOutput<typeof PrivateViewSchema>;

/** The game's schemas as the platform takes them (`GameModule.schemas`), each keeping its own type. */
export const auctionSchemas = {
  inputs: INPUT_SCHEMAS,
  events: EVENT_SCHEMAS,
  publicView: PublicViewSchema,
  privateView: PrivateViewSchema,
} satisfies GameSchemas;
