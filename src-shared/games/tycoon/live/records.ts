/**
 * Public records kept beside the rules state for the desk, which the rules do not keep: each seat's net worth
 * at the start and at every year's close (YEAR_RECORDED) for the portfolio chart, and the last deal's hand size.
 */
import type { TycoonEvent } from '../types.ts';
import { netWorth } from '../queries.ts';
import type { TycoonGame } from './types.ts';

export function recordEvents(game: TycoonGame, events: readonly TycoonEvent[]): void {
  for (const e of events) {
    if (e.type === 'YEAR_RECORDED') game.netWorth.forEach((row, seat) => row.push(netWorth(game.core, seat)));
    if (e.type === 'DEALT' && typeof e.handSize === 'number') game.handSize = e.handSize;
  }
}
