/**
 * The order of play: opening and closing windows. Every function here writes; callers have finished
 * their checks first, so a refused input never reaches this file.
 *
 * BID → REVEAL → TURNS (one window per seat, an OFFER interrupt possibly on top) → next BID or the end.
 */
import { randInt } from '../../rng.ts';
import type { AuctionEvent, AuctionPhase, AuctionState } from './types.ts';

export const LOT_VALUE = { min: 5, max: 25 } as const;
export const WORK_COINS = 2;

/** The state being changed and the events explaining the change. */
export type Ctx = { s: AuctionState; events: AuctionEvent[] };

/** When an event happened: every engine event carries the round and the phase (schemas.ts). */
export const at = (ctx: Ctx): { round: number; phase: AuctionPhase } => ({ round: ctx.s.round, phase: ctx.s.phase });

/** Records one event, typed by its schema: a field the schema does not list does not type-check. */
export function emit(ctx: Ctx, event: AuctionEvent): void {
  ctx.events.push(event);
}

/** Hands out the next window id (ids are never reused: they are the stale-input token). */
function nextWindow(s: AuctionState): number {
  s.windowCounter += 1;
  return s.windowCounter;
}

function enterPhase(ctx: Ctx, phase: AuctionPhase, window: number): void {
  ctx.s.phase = phase;
  emit(ctx, { type: 'PHASE_STARTED', ...at(ctx), window });
}

export function startBid(ctx: Ctx, round: number): void {
  const s = ctx.s;
  s.round = round;
  s.bids = {};
  s.ready = [];
  s.window = nextWindow(s);
  const lot = { id: s.lots.length + 1, round, value: randInt(s.rng, LOT_VALUE.min, LOT_VALUE.max), owner: null, price: 0 };
  s.lots.push(lot);
  enterPhase(ctx, 'BID', s.window);
  // The value stays out of the event: it is secret until bidding closes.
  emit(ctx, { type: 'LOT_DRAWN', ...at(ctx), lot: lot.id });
}

/** Highest bid wins, the lowest seat index among equal bids; a seat that never bid bid 0. */
export function closeBid(ctx: Ctx): void {
  const s = ctx.s;
  const bids: Record<string, number> = {};
  for (const p of s.players) bids[p.id] = s.bids[p.id] ?? 0;
  let winner = s.players[0];
  for (const p of s.players) if (bids[p.id] > bids[winner.id]) winner = p;
  const price = bids[winner.id];
  const lot = s.lots[s.lots.length - 1];
  winner.coins -= price;
  s.totals.paid += price;
  lot.owner = winner.id;
  lot.price = price;
  s.bids = bids;
  s.results.push({ round: s.round, lot: lot.id, winner: winner.id, price, bids: { ...bids } });
  emit(ctx, { type: 'LOT_WON', ...at(ctx), lot: lot.id, winner: winner.id, price, value: lot.value, bids: { ...bids } });
  s.ready = [];
  s.window = nextWindow(s);
  enterPhase(ctx, 'REVEAL', s.window);
}

export function startTurns(ctx: Ctx): void {
  const s = ctx.s;
  s.ready = [];
  s.turnIndex = 0;
  s.window = nextWindow(s);
  enterPhase(ctx, 'TURNS', s.window);
  emit(ctx, { type: 'TURN_STARTED', ...at(ctx), player: s.players[0].id, window: s.window });
}

/** The acting seat's turn is over: the next seat's turn (a new window), the next round, or the end. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turnIndex + 1 < s.players.length) {
    s.turnIndex += 1;
    s.window = nextWindow(s);
    emit(ctx, { type: 'TURN_STARTED', ...at(ctx), player: s.players[s.turnIndex].id, window: s.window });
  } else if (s.round < s.config.rounds) {
    startBid(ctx, s.round + 1);
  } else {
    endGame(ctx);
  }
}

export function work(ctx: Ctx, player: string): void {
  const p = ctx.s.players.find((x) => x.id === player)!;
  p.coins += WORK_COINS;
  ctx.s.totals.earned += WORK_COINS;
  emit(ctx, { type: 'WORKED', ...at(ctx), player, coins: WORK_COINS });
  endTurn(ctx);
}

export function openOffer(ctx: Ctx, from: string, to: string, lot: number, price: number): void {
  const s = ctx.s;
  s.offer = { window: nextWindow(s), from, to, lot, price };
  enterPhase(ctx, 'OFFER', s.offer.window);
  emit(ctx, { type: 'OFFER_MADE', ...at(ctx), from, to, lot, price, window: s.offer.window });
}

/** Settles the open offer and returns to the TURNS window underneath, whose turn then ends. */
export function closeOffer(ctx: Ctx, accepted: boolean, how: 'ANSWER' | 'TIMEOUT'): void {
  const s = ctx.s;
  const offer = s.offer!;
  if (accepted) {
    const buyer = s.players.find((p) => p.id === offer.from)!;
    const seller = s.players.find((p) => p.id === offer.to)!;
    buyer.coins -= offer.price;
    seller.coins += offer.price;
    s.lots.find((l) => l.id === offer.lot)!.owner = buyer.id;
  }
  emit(ctx, { type: accepted ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED', ...at(ctx), from: offer.from, to: offer.to, lot: offer.lot, price: offer.price, how });
  s.offer = null;
  enterPhase(ctx, 'TURNS', s.window);
  endTurn(ctx);
}

export function endGame(ctx: Ctx): void {
  ctx.s.status = 'ENDED';
  emit(ctx, { type: 'GAME_ENDED', ...at(ctx), ranking: ranking(ctx.s) });
}

/** Coins plus the value of every lot held. */
export function scoreOf(s: AuctionState, player: string): number {
  const coins = s.players.find((p) => p.id === player)?.coins ?? 0;
  return coins + s.lots.filter((l) => l.owner === player).reduce((sum, l) => sum + l.value, 0);
}

/** Best score first; equal scores keep seat order (stable sort). */
export function ranking(s: AuctionState): { player: string; score: number }[] {
  return s.players.map((p) => ({ player: p.id, score: scoreOf(s, p.id) })).sort((a, b) => b.score - a.score);
}
