/**
 * What a bot may know, as a full state it can search on: a copy of the game in which every card the seat
 * cannot see (other hands' unrevealed cards, the reserve, other Directors' withheld cards) has been dealt again
 * at random among the places that hide cards, keeping each place's size, and in which other seats' sealed
 * answers in the open window are forgotten. So a bot plays from its own view only, yet the engine can run any
 * line of play on the copy. Public facts stay exact: prices, holdings, cash, played cards, the price cards
 * revealed at E2, struck cards.
 */
import { shuffle, type Rng } from '../../../rng.ts';
import { copyJson } from '../../../copy.ts';
import { cardIndex, cardOf } from '../data.ts';
import type { PlayerState, TycoonState } from '../types.ts';

/** Forgets other seats' sealed answers in the open window ("seat:company" keys or seat keys). */
function forgetOthersAnswers(s: TycoonState, seat: number): void {
  const w = s.window;
  if (!w) return;
  const mine = (key: string) => Number(key.split(':')[0]) === seat;
  const keep = <T>(rec: Record<string, T>) => Object.fromEntries(Object.entries(rec).filter(([k]) => mine(k)));
  if (w.kind === 'premium' || w.kind === 'withhold' || w.kind === 'strike') {
    w.choices = keep(w.choices as Record<string, never>);
    w.answered = w.answered.filter(mine);
  } else if (w.kind === 'buyback') {
    w.offers = keep(w.offers);
  } else if (w.kind === 'cover') {
    w.plans = keep(w.plans);
    w.answered = w.answered.filter((x) => x === seat);
  }
}

export function botView(core: TycoonState, seat: number, rng: Rng, revealed: readonly string[] = []): TycoonState {
  const copy = copyJson(core);
  const shown = new Set(revealed);
  const ownWithheld = new Set((copy.yearEnd?.withheld ?? []).filter((w) => w.seat === seat).map((w) => w.card));
  const hands: string[][] = [];
  for (const [key, p] of Object.entries(copy.players) as [string, PlayerState][]) if (Number(key) !== seat) hands.push(p.hand);
  const places: string[][] = [...hands, copy.reserve, copy.withheld];
  const hides = (card: string) => !shown.has(card) && !ownWithheld.has(card);
  const hidden: string[] = [];
  for (const place of places) for (const card of place) if (hides(card)) hidden.push(card);
  // Canonical order first: the deal then depends only on WHICH cards are hidden (public knowledge), never on
  // where they really lie (a fixed shuffle of the real order would carry the real deal into the copy).
  hidden.sort((a, b) => cardIndex(a) - cardIndex(b));
  shuffle(rng, hidden);
  // After the reveal (E2) every price card still in a hand is shown, so the hands' hidden cards are specials:
  // those slots take the pool's specials first, the reserve and withheld slots the rest.
  const afterReveal = revealed.length > 0;
  const order = afterReveal ? [...hidden.filter((c) => cardOf(c)?.kind !== 'price'), ...hidden.filter((c) => cardOf(c)?.kind === 'price')] : hidden;
  const dealt = new Map<string, string>();
  let next = 0;
  for (const place of places) {
    for (let i = 0; i < place.length; i++) {
      if (!hides(place[i])) continue;
      dealt.set(place[i], order[next]);
      place[i] = order[next++];
    }
  }
  for (const w of copy.yearEnd?.withheld ?? []) w.card = dealt.get(w.card) ?? w.card;
  forgetOthersAnswers(copy, seat);
  return copy;
}
