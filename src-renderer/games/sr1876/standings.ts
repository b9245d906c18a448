/**
 * The stock round's leaderboard for the projector and the class: each seat's net worth (cash + shares at the
 * market price, public) against its net worth where play started (`netWorthHistory[0]`, SR-18: after round 1's
 * modernity bonus, so before any move every return is 0 — the same start as the class report's). A view without
 * that history has no start to compare with: the seat's return then reads 0.
 */
import { sr1876TableOptions } from '../../../src-shared/games/sr1876/options.ts';
import type { ComparableOptions } from '../../../src-shared/platform/debrief.ts';
import type { Standing } from '../registry.ts';
import type { View } from './model.ts';

export function standings(view: View): Standing[] {
  return view.players.map((p) => ({ player: p.id, name: p.name, value: p.netWorth, start: view.netWorthHistory?.[p.id]?.[0] ?? p.netWorth }));
}

/** The table's options as the view shows them (rounds and the rules flags): the class projector groups tables by them. */
export function tableOptions(view: View): ComparableOptions {
  return sr1876TableOptions({ ...view.options, rounds: view.rounds });
}
