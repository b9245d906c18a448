/**
 * Tycoon's leaderboard for the projector: each seat's net worth (cash + holdings − debt, public) against its net
 * worth at the start (`netWorthHistory[0]`, recorded when the game starts). A view without that history (an
 * older host) has no start to compare with: the seat's return then reads 0 rather than a guess.
 */
import { tycoonTableOptions } from '../../../src-shared/games/tycoon/options.ts';
import type { ComparableOptions } from '../../../src-shared/platform/debrief.ts';
import type { Standing } from '../registry.ts';
import type { View } from './model.ts';

export function standings(view: View): Standing[] {
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.netWorth, start: view.netWorthHistory?.[p.id]?.[0] ?? p.netWorth }));
}

/**
 * The table's options as the view shows them (variant, mode, years and the clocks; the view does not carry the
 * rules flags, which a class's tables of one game share): the class projector groups tables by them.
 */
export function tableOptions(view: View): ComparableOptions {
  const { variant, mode, years, turnSeconds, windowSeconds } = view;
  return tycoonTableOptions({ variant, mode, years, turnSeconds, windowSeconds });
}
