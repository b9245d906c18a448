/**
 * Fixture helpers for the Tycoon spec tests: start a real game with `init`, edit the position the spec states
 * (hands, holdings, cash, prices, dealer), then drive the real `applyInPlace` path. Hand edits move cards
 * between hands and the reserve, so the deck stays whole.
 */
import { expect } from 'vitest';
import { updateControl } from '../../../src-shared/games/tycoon/control.ts';
import { applyInPlace, defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { defaultAction } from '../../../src-shared/games/tycoon/legal.ts';
import { orderFrom } from '../../../src-shared/games/tycoon/order.ts';
import { randInt } from '../../../src-shared/mulberry32.ts';
import { isDisplayStep, windowSeats } from '../../../src-shared/games/tycoon/queries.ts';
import { COMPANY_IDS, type CompanyId, type TycoonAction, type TycoonConfig, type TycoonEvent, type TycoonState } from '../../../src-shared/games/tycoon/types.ts';

/** The first seed ≥ 1 whose starting dealer is `dealer` (so the spec's turn orders come from a real setup). */
export function seedWithDealer(players: number, dealer: number): number {
  for (let seed = 1; ; seed++) if (randInt(seed, players)[0] === dealer) return seed;
}

/** A fresh game of `players` seats; `dealer` picks a seed giving that starting dealer. */
export function game(players: number, partial: Partial<TycoonConfig> & { dealer?: number } = {}): TycoonState {
  const { dealer, ...rest } = partial;
  const seed = dealer === undefined ? (rest.seed ?? 1) : seedWithDealer(players, dealer);
  return init(defaultConfig(players, { ...rest, seed })).state;
}

/** Gives `seat` exactly these cards (taken from wherever they are); its other cards go to the reserve. */
export function setHand(s: TycoonState, seat: number, cards: string[]): void {
  const p = s.players[seat];
  for (const id of p.hand) if (!cards.includes(id)) s.reserve.push(id);
  p.hand = [];
  for (const id of cards) {
    for (let o = 0; o < s.config.players; o++) {
      const i = s.players[o].hand.indexOf(id);
      if (i >= 0) s.players[o].hand.splice(i, 1);
    }
    const r = s.reserve.indexOf(id);
    if (r >= 0) s.reserve.splice(r, 1);
    p.hand.push(id);
  }
}

/** Adds cards to `seat`'s hand, taking them from wherever they are (other hands or the reserve). */
export function giveCards(s: TycoonState, seat: number, cards: string[]): void {
  setHand(s, seat, [...s.players[seat].hand.filter((id) => !cards.includes(id)), ...cards]);
}

/** Moves every card matching `pred` out of all hands into the reserve. */
export function clearCards(s: TycoonState, pred: (id: string) => boolean): void {
  for (let seat = 0; seat < s.config.players; seat++) {
    const p = s.players[seat];
    const keep = p.hand.filter((id) => !pred(id));
    for (const id of p.hand) if (pred(id)) s.reserve.push(id);
    p.hand = keep;
  }
}

/** No price card of these companies and no currency or SUSP card in any hand (a quiet year end). */
export function quietYear(s: TycoonState, companies: readonly CompanyId[] = COMPANY_IDS): void {
  clearCards(s, (id) => companies.some((c) => id.includes(`:${c}:`)) || /:(CURUP|CURDOWN|SUSP):/.test(id));
}

/** Sets holdings (taking the shares from or returning them to supply), then refreshes control. */
export function setHoldings(s: TycoonState, company: CompanyId, bySeat: Record<number, number>): void {
  const c = s.companies[company];
  for (const [seat, qty] of Object.entries(bySeat)) {
    const p = s.players[Number(seat)];
    c.supply += p.holdings[company] - qty;
    p.holdings[company] = qty;
  }
  refreshControl(s, company);
}

export function refreshControl(s: TycoonState, company?: CompanyId): void {
  for (const id of company ? [company] : COMPANY_IDS) updateControl({ s, events: [] }, id);
}

export function setCash(s: TycoonState, bySeat: Record<number, number>): void {
  for (const [seat, cash] of Object.entries(bySeat)) s.players[Number(seat)].cash = cash;
}

/** Applies an action that must be accepted; returns its events. */
export function act(s: TycoonState, action: TycoonAction): TycoonEvent[] {
  const r = applyInPlace(s, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.code} ${r.message}`);
  return r.events;
}

/** Applies an action that must be refused; asserts the state is unchanged and returns the code. */
export function refusal(s: TycoonState, action: TycoonAction): string {
  const before = JSON.stringify(s);
  const r = applyInPlace(s, action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return r.code;
}

/** The seat whose turn it is (fails outside a turn). */
export function turn(s: TycoonState): number {
  expect(s.step).toBe('TURN');
  return s.order[s.turnPos];
}

/** Passes turns until `seat` is to act (same step), returning the events of the passes. */
export function passUntil(s: TycoonState, seat: number, txRound?: number): TycoonEvent[] {
  const events: TycoonEvent[] = [];
  for (let guard = 0; guard < 200; guard++) {
    if (s.step === 'TURN' && !s.window && s.order[s.turnPos] === seat && (txRound === undefined || s.txRound === txRound)) return events;
    events.push(...step(s));
  }
  throw new Error(`seat ${seat} never came to act`);
}

/** One default move: `advance` at a display stop, else the timeout default of the first waiting seat. */
export function step(s: TycoonState): TycoonEvent[] {
  if (isDisplayStep(s)) return act(s, { type: 'advance' });
  const seat = windowSeats(s)[0];
  const a = defaultAction(s, seat);
  if (!a) throw new Error(`nobody to act at ${s.step}`);
  return act(s, a);
}

/** Plays defaults until `done` holds (or fails after many moves). */
export function runUntil(s: TycoonState, done: (s: TycoonState) => boolean): TycoonEvent[] {
  const events: TycoonEvent[] = [];
  for (let guard = 0; guard < 2000 && !done(s); guard++) events.push(...step(s));
  if (!done(s)) throw new Error(`condition never reached (step ${s.step}, year ${s.year})`);
  return events;
}

/** Makes `dealer` the button now (a TR1 fixture): the order follows and the first seat is to act. */
export function setDealer(s: TycoonState, dealer: number): void {
  s.dealer = dealer;
  s.order = orderFrom(dealer, s.players, s.config.players);
  s.turnPos = 0;
}

/** Puts the game in `year` (history padded with the current prices, as if the years had passed unchanged). */
export function setYear(s: TycoonState, year: number): void {
  s.year = year;
  for (const id of COMPANY_IDS) while (s.history[id].length < year) s.history[id].push(s.companies[id].price);
}

export const types = (events: TycoonEvent[]): string[] => events.map((e) => e.type);
export const ofType = (events: TycoonEvent[], type: string): TycoonEvent[] => events.filter((e) => e.type === type);
