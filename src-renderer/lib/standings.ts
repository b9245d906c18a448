/**
 * The projector's table leaderboard: seats ranked by return on their starting capital, not by raw value,
 * because tables (and games) start with different capital and a class compares across them.
 */
import type { Standing } from '../games/registry.ts';

export type RankedStanding = Standing & { rank: number; returnPct: number };

/** Return on the start in percent (0 when the start is not positive: nothing to divide by). */
export function returnPct(s: Pick<Standing, 'value' | 'start'>): number {
  return s.start > 0 ? ((s.value - s.start) / s.start) * 100 : 0;
}

/** Best return first; equal returns share a rank (1, 1, 3) and keep the game's seat order. */
export function rankStandings(rows: readonly Standing[]): RankedStanding[] {
  const sorted = rows.map((s) => ({ ...s, returnPct: returnPct(s) })).sort((a, b) => b.returnPct - a.returnPct);
  return sorted.map((s, i) => {
    const first = sorted.findIndex((o) => o.returnPct === s.returnPct);
    return { ...s, rank: first === -1 ? i + 1 : first + 1 };
  });
}

/** "+12.5 %", "−3.0 %", "0.0 %": one decimal, a real minus sign, readable from the back of a room. */
export function formatReturn(pct: number): string {
  const rounded = Math.round(pct * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)} %`;
}
