/** Turn order and the dealer button (§7, T-D05, T-D38). */
import type { PlayerState } from './types.ts';

/** Active seats clockwise: the nearest active seat after the dealer first, the dealer (if active) last. */
export function orderFrom(dealer: number, players: Record<string, PlayerState>, n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    const seat = (dealer + k) % n;
    if (players[seat].active) out.push(seat);
  }
  return out;
}

/** The next active seat clockwise from the dealer: the button moves even past an eliminated dealer. */
export function nextDealer(dealer: number, players: Record<string, PlayerState>, n: number): number {
  for (let k = 1; k <= n; k++) {
    const seat = (dealer + k) % n;
    if (players[seat].active) return seat;
  }
  return dealer;
}

/** Buyback fill priority: every other active seat, starting after `seat` and wrapping around (§7). */
export function afterWrapping(order: readonly number[], seat: number): number[] {
  const i = order.indexOf(seat);
  const out: number[] = [];
  for (let k = 1; k < order.length; k++) out.push(order[(i + k) % order.length]);
  return out;
}
