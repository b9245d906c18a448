/**
 * Secrets of the Lot Auction: until BID closes no view or event another seat may see depends on a seat's bid
 * or on the lot's value, and the generator state is in no view. Checked by changing the secret and comparing
 * what the others see, so a leak in any field (not just the ones named here) fails.
 */
import { describe, expect, it } from 'vitest';
import type { AuctionEvent, AuctionState } from '../../../src-shared/games/auction/types.ts';
import { auction, M, newGame, play } from './helpers.ts';

const NAMES = { P1: 'Ann', P2: 'Bob', P3: 'Cy' };
const visibleTo = (events: AuctionEvent[], seat: string) => events.filter((e) => !e.visibleTo || e.visibleTo.includes(seat));

/** Everything `seat` sees after P1 bids `amount` in round 1 (P2 and P3 have bid too). */
function seenBy(seat: string, amount: number, lotValue?: number): unknown {
  const s = newGame(3);
  if (lotValue !== undefined) s.lots[0].value = lotValue;
  const events = [
    ...play(s, { type: 'SUBMIT_BID', player: 'P2', amount: 7 }),
    ...play(s, { type: 'SUBMIT_BID', player: 'P1', amount }),
    ...play(s, M.inputs.ready('P1')),
    ...play(s, { type: 'SUBMIT_BID', player: 'P3', amount: 2 }),
  ];
  return { public: M.views.public(s, NAMES), private: M.views.private(s, seat), events: visibleTo(events, seat), windows: M.windows(s) };
}

describe('sealed bids', () => {
  it('show nothing of one seat\'s bid to the others or to the public view', () => {
    for (const seat of ['P2', 'P3']) expect(seenBy(seat, 25)).toEqual(seenBy(seat, 3));
  });

  it('show a seat its own bid', () => {
    expect(seenBy('P1', 25)).not.toEqual(seenBy('P1', 3));
    const s = newGame(3);
    play(s, { type: 'SUBMIT_BID', player: 'P1', amount: 12 });
    expect(M.views.private(s, 'P1')).toMatchObject({ player: 'P1', coins: 30, bid: 12, ready: false });
    expect(M.views.private(s, 'P2')).toMatchObject({ bid: null });
  });

  it('become public when bidding closes', () => {
    const s = newGame(3);
    auction(s, { P1: 5, P2: 8 });
    const view = M.views.public(s, NAMES) as { results: { bids: Record<string, number> }[]; lots: { value: number | null }[] };
    expect(view.results[0].bids).toEqual({ P1: 5, P2: 8, P3: 0 });
    expect(view.lots[0].value).toBe(s.lots[0].value);
  });
});

describe('the lot value', () => {
  it('is in no view or event of any seat while its auction runs', () => {
    for (const seat of ['P1', 'P2', 'P3']) expect(seenBy(seat, 4, 5)).toEqual(seenBy(seat, 4, 25));
    const view = M.views.public(newGame(3), NAMES) as { lots: { value: number | null }[] };
    expect(view.lots).toEqual([{ id: 1, round: 1, owner: null, price: 0, value: null }]);
  });
});

describe('the generator', () => {
  it('is in no view at any phase', () => {
    const s = newGame(3);
    const check = (state: AuctionState) => {
      const other = M.copy(state);
      other.rng = { a: 1, b: 2, c: 3, d: 4 };
      other.seed = 99;
      for (const seat of ['P1', 'P2', 'P3']) expect(M.views.private(other, seat)).toEqual(M.views.private(state, seat));
      expect(M.views.public(other, NAMES)).toEqual(M.views.public(state, NAMES));
      expect(JSON.stringify(M.views.public(state, NAMES))).not.toContain('rng');
    };
    check(s);
    auction(s, { P2: 4 });
    check(s);
    play(s, { type: 'OFFER', player: 'P1', to: 'P2', price: 1 });
    check(s);
  });
});
