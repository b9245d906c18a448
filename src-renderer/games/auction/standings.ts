/**
 * Lot Auction's leaderboard for the projector: each seat's score (coins + the values of its lots, public)
 * against the coins every seat started with.
 */
import type { Standing } from '../registry.ts';
import type { View } from './model.ts';

export function standings(view: View): Standing[] {
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.score, start: view.startingCoins }));
}
