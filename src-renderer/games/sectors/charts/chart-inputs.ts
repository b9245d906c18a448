/**
 * What the board's charts are drawn from, kept as the same objects while their content stays the same (issue 24).
 * Every view the host sends is a fresh object, so a chart handed `historyWithNow(view)` would rebuild its series on
 * every change — another seat readying included — though no charted figure moved. `same` hands back the previous
 * value when the next one is equal, so a Svelte `$derived` stops there and the charts are not worked out again.
 * Display only: nothing here reads or decides a rule.
 */
import type { HistoryPoint } from '../../../../src-shared/games/sectors/types.ts';
import { deepEqual } from '../../../../src-shared/copy.ts';

/** `next`, or `previous` itself when the two are equal (so whatever depends on it sees no change). */
export function same<T>(previous: T | undefined, next: T): T {
  return previous !== undefined && deepEqual(previous, next) ? previous : next;
}

/** The figures the charts read: history points, and the companies' and players' names and sectors. */
export type ChartCompany = { id: string; sector: string };
export type ChartPlayer = { id: string; name: string };
export type ChartHistory = readonly HistoryPoint[];
