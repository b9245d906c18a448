/**
 * Sectors' leaderboard for the projector: each seat's net worth (public) against the starting cash every seat
 * had (the table's option), so the shell can rank by return.
 */
import type { Standing } from '../registry.ts';
import type { View } from './board/model.ts';

export function standings(view: View): Standing[] {
  const start = view.config.startingCash;
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.netWorth, start }));
}
