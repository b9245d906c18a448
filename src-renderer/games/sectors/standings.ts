/**
 * Sectors' leaderboard for the projector: each seat's net worth (public) against the starting cash every seat
 * had (the table's option), so the shell can rank by return.
 */
import { sectorsTableOptions } from '../../../src-shared/games/sectors/options.ts';
import type { ComparableOptions } from '../../../src-shared/platform/debrief.ts';
import type { Standing } from '../registry.ts';
import type { View } from './board/model.ts';

export function standings(view: View): Standing[] {
  const start = view.config.startingCash;
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.netWorth, start }));
}

/** The table's options from the view's config (every option of the form): the class projector groups tables by them. */
export function tableOptions(view: View): ComparableOptions {
  return sectorsTableOptions(view.config);
}
