/**
 * `legalActions(state, seat)`: inputs the engine accepts from this seat now and that change something.
 * Amounts are sampled (nothing, half, everything; an offer at 1, at the lot's value and at all one's coins)
 * rather than listed one by one. READY is listed where it applies, although bots leave it to the platform.
 */
import { actingSeats, offerLot } from './engine.ts';
import type { Input } from './inputs.ts';
import type { AuctionState } from './types.ts';

const distinct = (values: number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

/** Seats `player` could make an offer to now, with the lot the offer would be for. */
export function offerTargets(s: AuctionState, player: string): { to: string; lot: number; value: number }[] {
  return s.players
    .filter((p) => p.id !== player)
    .map((p) => ({ to: p.id, lot: offerLot(s, p.id) }))
    .filter((t): t is { to: string; lot: number } => t.lot !== null)
    .map((t) => ({ ...t, value: s.lots.find((l) => l.id === t.lot)!.value }));
}

export function legalActions(s: AuctionState, player: string): Input[] {
  if (!actingSeats(s).includes(player)) return [];
  const coins = s.players.find((p) => p.id === player)!.coins;
  switch (s.phase) {
    case 'BID':
      if (s.ready.includes(player)) return [];
      return [...distinct([0, Math.floor(coins / 2), coins]).map((amount): Input => ({ type: 'SUBMIT_BID', player, amount })), { type: 'READY', player }];
    case 'REVEAL':
      return s.ready.includes(player) ? [] : [{ type: 'READY', player }];
    case 'TURNS': {
      const out: Input[] = [{ type: 'WORK', player }];
      if (coins < 1) return out;
      for (const t of offerTargets(s, player)) {
        for (const price of distinct([1, Math.min(t.value, coins), coins])) out.push({ type: 'OFFER', player, to: t.to, price });
      }
      return out;
    }
    case 'OFFER':
      return [{ type: 'ACCEPT', player }, { type: 'DECLINE', player }, { type: 'READY', player }];
  }
}
