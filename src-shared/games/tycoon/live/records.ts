/**
 * A public record kept beside the rules state for the desk: each seat's net worth at the start and at every
 * year's close (YEAR_RECORDED), which the rules do not keep but a portfolio chart needs.
 */
import type { TycoonEvent } from '../types.ts';
import { netWorth } from '../queries.ts';
import type { TycoonGame } from './types.ts';

export function recordEvents(game: TycoonGame, events: readonly TycoonEvent[]): void {
  for (const e of events) if (e.type === 'YEAR_RECORDED') game.netWorth.forEach((row, seat) => row.push(netWorth(game.core, seat)));
}
