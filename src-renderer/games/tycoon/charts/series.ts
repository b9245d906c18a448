/**
 * The charts' points from the view: a company's `history` (index 0 = start price, index y = close of year y,
 * §5) and, while the year is still open, today's price as a last "Now" point, so a line always ends where the
 * card's big price is.
 */
import type { PublicCompany } from '../../../../src-shared/games/tycoon/view-types.ts';
import { t } from '../i18n.ts';
import type { View } from '../model.ts';

/** Whether the view's price differs from the last recorded close (the year's tally has not been recorded yet). */
function openYear(view: View): boolean {
  return view.status !== 'ENDED' && view.companies.some((c) => c.history.length <= view.year);
}

export function yearLabels(view: View): string[] {
  const years = Math.max(0, ...view.companies.map((c) => c.history.length));
  const labels = Array.from({ length: years }, (_, i) => (i === 0 ? t('chart.start') : t('chart.year', { year: i })));
  return openYear(view) ? [...labels, t('chart.now')] : labels;
}

export function pricePoints(view: View, c: PublicCompany): number[] {
  const years = Math.max(0, ...view.companies.map((x) => x.history.length));
  const points: number[] = Array.from({ length: years }, (_, i) => c.history[i] ?? c.price);
  return openYear(view) ? [...points, c.price] : points;
}
