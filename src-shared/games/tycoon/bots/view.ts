/**
 * What a bot may know, as a full state it can search on: a copy of the game in which every card the seat
 * cannot see (other hands' unrevealed cards and the reserve) has been dealt again at random among the places
 * that hide cards, keeping each place's size. So a bot plays from its own view only, yet the engine can run
 * any line of play on the copy. Public facts stay exact: prices, holdings, cash, played cards, and the price
 * cards revealed at E2 (except withheld ones, which nobody but their Director has seen).
 */
import { shuffle, type Rng } from '../../../rng.ts';
import { copyJson } from '../../../copy.ts';
import type { PlayerState, TycoonState } from '../types.ts';

export function botView(core: TycoonState, seat: number, rng: Rng, revealed: readonly string[] = []): TycoonState {
  const copy = copyJson(core);
  const shown = new Set(revealed);
  const places: string[][] = [copy.reserve];
  for (const [key, p] of Object.entries(copy.players) as [string, PlayerState][]) if (Number(key) !== seat) places.push(p.hand);
  const hidden: string[] = [];
  for (const place of places) for (const card of place) if (!shown.has(card)) hidden.push(card);
  shuffle(rng, hidden);
  let next = 0;
  for (const place of places) for (let i = 0; i < place.length; i++) if (!shown.has(place[i])) place[i] = hidden[next++];
  return copy;
}
