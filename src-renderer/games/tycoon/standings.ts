/**
 * Tycoon's leaderboard for the projector: each seat's net worth (cash + holdings − debt, public) against its net
 * worth at the start (`netWorthHistory[0]`, recorded when the game starts). A view without that history (an
 * older host) has no start to compare with: the seat's return then reads 0 rather than a guess.
 */
import type { Standing } from '../registry.ts';
import type { View } from './model.ts';

export function standings(view: View): Standing[] {
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.netWorth, start: view.netWorthHistory?.[p.id]?.[0] ?? p.netWorth }));
}
