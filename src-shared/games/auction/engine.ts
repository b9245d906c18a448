/**
 * The Lot Auction rules engine: a game is a pure function of (config, seed, inputs).
 * `applyInPlace` finishes every check before it writes, so a refused input leaves the state byte-identical.
 */
import { seedRng } from '../../rng.ts';
import { at, closeBid, closeOffer, emit, openOffer, startBid, startTurns, work, type Ctx } from './flow.ts';
import { ACCEPTED_IN, decodeInput, type Input, type SeatInput } from './inputs.ts';
import type { AuctionConfig, AuctionEvent, AuctionState, Rejection } from './types.ts';

export type ApplyOutcome = { ok: true; events: AuctionEvent[] } | Rejection;

export function create(config: AuctionConfig, seed: number): AuctionState {
  const s: AuctionState = {
    config: { ...config, playerNames: [...config.playerNames] },
    seed,
    rng: seedRng(seed),
    status: 'RUNNING',
    round: 0,
    phase: 'BID',
    windowCounter: 0,
    window: 0,
    players: Array.from({ length: config.seats }, (_, i) => ({ id: `P${i + 1}`, coins: config.startingCoins })),
    lots: [],
    bids: {},
    ready: [],
    turnIndex: 0,
    offer: null,
    results: [],
    totals: { paid: 0, earned: 0 },
  };
  startBid({ s, events: [] }, 1);
  return s;
}

/** The id of the window whose clock runs (the offer while one is open). */
export function activeWindowId(s: AuctionState): number {
  return s.offer ? s.offer.window : s.window;
}

/** The seats that may act in the active window. */
export function actingSeats(s: AuctionState): string[] {
  if (s.status !== 'RUNNING') return [];
  if (s.phase === 'TURNS') return [s.players[s.turnIndex].id];
  if (s.phase === 'OFFER') return [s.offer!.to];
  return s.players.map((p) => p.id);
}

/** The lot an offer to `to` is for: their most valuable one, the earliest among equals; null if they own none. */
export function offerLot(s: AuctionState, to: string): number | null {
  let best: { id: number; value: number } | null = null;
  for (const lot of s.lots) if (lot.owner === to && (!best || lot.value > best.value)) best = lot;
  return best ? best.id : null;
}

function reject(reason: string, message: string): Rejection {
  return { ok: false, reason, message };
}

const coinsOf = (s: AuctionState, player: string): number => s.players.find((p) => p.id === player)!.coins;

/** Checks one seat input against the rules without writing; null when it may be applied. */
function check(s: AuctionState, input: SeatInput): Rejection | null {
  if (!s.players.some((p) => p.id === input.player)) return reject('NOT_SEATED', `${input.player} is not a seat of this game`);
  if (!ACCEPTED_IN[input.type].includes(s.phase)) return reject('NOT_YOUR_PHASE', `${input.type} is not accepted during ${s.phase}`);
  if (!actingSeats(s).includes(input.player)) return reject('NOT_YOUR_TURN', `${input.player} does not act in this ${s.phase} window`);
  switch (input.type) {
    case 'SUBMIT_BID':
      if (s.ready.includes(input.player)) return reject('ALREADY_READY', 'a bid cannot change after READY');
      if (!Number.isInteger(input.amount) || input.amount < 0) return reject('INVALID_AMOUNT', 'a bid is a whole number of coins, 0 or more');
      if (input.amount > coinsOf(s, input.player)) return reject('INSUFFICIENT_CASH', `a bid of ${input.amount} is more than the seat's coins`);
      return null;
    case 'OFFER': {
      if (!Number.isInteger(input.price) || input.price < 1) return reject('INVALID_AMOUNT', 'a price is a whole number of coins, 1 or more');
      if (input.to === input.player || !s.players.some((p) => p.id === input.to)) return reject('INVALID_TARGET', 'an offer goes to another seat of this game');
      if (offerLot(s, input.to) === null) return reject('NO_LOT', `${input.to} owns no lot`);
      if (input.price > coinsOf(s, input.player)) return reject('INSUFFICIENT_CASH', `a price of ${input.price} is more than the seat's coins`);
      return null;
    }
    default:
      return null;
  }
}

function dispatch(ctx: Ctx, input: SeatInput): void {
  const s = ctx.s;
  switch (input.type) {
    case 'SUBMIT_BID':
      s.bids[input.player] = input.amount;
      emit(ctx, { type: 'BID_SUBMITTED', ...at(ctx), player: input.player, amount: input.amount, visibleTo: [input.player] });
      return;
    case 'READY':
      if (s.phase === 'OFFER') return closeOffer(ctx, false, 'ANSWER');
      if (s.ready.includes(input.player)) return;
      s.ready.push(input.player);
      emit(ctx, { type: 'READY_CHANGED', ...at(ctx), player: input.player, ready: true });
      if (s.ready.length === s.players.length) {
        if (s.phase === 'BID') closeBid(ctx);
        else startTurns(ctx);
      }
      return;
    case 'WORK':
      return work(ctx, input.player);
    case 'OFFER':
      return openOffer(ctx, input.player, input.to, offerLot(s, input.to)!, input.price);
    case 'ACCEPT':
      return closeOffer(ctx, true, 'ANSWER');
    case 'DECLINE':
      return closeOffer(ctx, false, 'ANSWER');
  }
}

/** Ends the active window now: missing bids are 0, a turn defaults to WORK, an offer is declined. */
function timeout(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { type: 'TIMED_OUT', ...at(ctx), window: activeWindowId(s) });
  if (s.phase === 'BID') closeBid(ctx);
  else if (s.phase === 'REVEAL') startTurns(ctx);
  else if (s.phase === 'TURNS') work(ctx, s.players[s.turnIndex].id);
  else closeOffer(ctx, false, 'TIMEOUT');
}

/** Applies one input to a state the caller owns; a refusal leaves it untouched. */
export function applyInPlace(s: AuctionState, raw: Input): ApplyOutcome {
  if (s.status !== 'RUNNING') return reject('GAME_NOT_RUNNING', 'the game has ended');
  const decoded = decodeInput(raw);
  if (!decoded.ok) return reject('MALFORMED_INPUT', decoded.message);
  const input = decoded.input;
  const ctx: Ctx = { s, events: [] };
  if (input.type === 'TIMEOUT') {
    const active = activeWindowId(s);
    if (input.window !== active) return reject('STALE_INPUT', `window ${input.window} is not the active window (${active})`);
    timeout(ctx);
    return { ok: true, events: ctx.events };
  }
  const refused = check(s, input);
  if (refused) return refused;
  dispatch(ctx, input);
  return { ok: true, events: ctx.events };
}
