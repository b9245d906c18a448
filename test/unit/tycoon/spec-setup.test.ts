/** §16 V-01–V-03 and TC-19: the generator, setup, the deal, a quiet year and the turn order. */
import { describe, expect, it } from 'vitest';
import { defaultConfig, init } from '../../../src-shared/games/tycoon/engine.ts';
import { canonicalDeck, handSize } from '../../../src-shared/games/tycoon/data.ts';
import { nextDealer, orderFrom } from '../../../src-shared/games/tycoon/order.ts';
import { nextU32 } from '../../../src-shared/mulberry32.ts';
import { act, game, ofType, runUntil, turn } from './fixtures.ts';

const short = (ids: string[]): string => ids.map((id) => id.slice(2)).join(' ');

describe('Tycoon §16 setup', () => {
  it('V-01 PRNG: seed 1 gives 2693262067, 11749833, 2265367787', () => {
    let s = 1;
    const out: number[] = [];
    for (let i = 0; i < 3; i++) { const [u, next] = nextU32(s); out.push(u); s = next; }
    expect(out).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('V-02 setup and deal (Standard, 4 players, Trader, seed 20240601)', () => {
    const { state: s, events } = init(defaultConfig(4, { seed: 20240601 }));
    expect(s.dealer).toBe(1);
    expect(s.order).toEqual([2, 3, 0, 1]);
    expect(ofType(events, 'DEALT')[0]).toMatchObject({ handSize: 10, reserveSize: 20, order: [2, 3, 0, 1] });
    expect(short(s.players[2].hand)).toBe('OMG:+15 DEB:2 CURUP:1 VTC:-10 NOV:-25 NOV:-15 TTN:+15 VTC:+20 TTN:+10 GLB:+15');
    expect(short(s.players[3].hand)).toBe('GLB:+10 NOV:+5 VTC:+15 OMG:-10 GLB:-10 TTN:-5 LOAN:2 OMG:-15 RIGHTS:2 CURDOWN:3');
    expect(short(s.players[0].hand)).toBe('CURDOWN:1 ATL:+5 OMG:+20 NOV:-30 NOV:-10 LOAN:1 GLB:+5 NOV:+30 NOV:+15 CURUP:3');
    expect(short(s.players[1].hand)).toBe('NOV:+25 OMG:+5 ATL:-5 NOV:-20 NOV:+20 VTC:+5 CURUP:2 VTC:+25 VTC:+10 TTN:-10');
    expect(short(s.reserve)).toBe('OMG:-20 SUSP:2 NOV:-5 OMG:-5 VTC:-5 VTC:-20 ATL:-10 NOV:+10 OMG:+10 RIGHTS:1 TTN:+5 VTC:-15 GLB:-15 TTN:-15 CURDOWN:2 VTC:-25 DEB:1 GLB:-5 ATL:+10 SUSP:1');
    // The first 12 shuffled ids are the round-robin deal's first three cards of each seat.
    const first12 = [0, 1, 2].flatMap((k) => s.order.map((seat) => s.players[seat].hand[k]));
    expect(first12.join(' ')).toBe('1:OMG:+15 1:GLB:+10 1:CURDOWN:1 1:NOV:+25 1:DEB:2 1:NOV:+5 1:ATL:+5 1:OMG:+5 1:CURUP:1 1:VTC:+15 1:OMG:+20 1:ATL:-5');
    expect(s.rng).toBe(2540006981);
    // Each hand is private: its event is visible to its seat only.
    for (const e of ofType(events, 'HAND_DEALT')) expect(e.visibleTo).toEqual([e.seat]);
    expect(s.step).toBe('TURN');
    expect(turn(s)).toBe(2);
  });

  it('V-03 year 1 with no trading: closes at minus the reserve sums; currency', () => {
    const { state: s } = init(defaultConfig(4, { seed: 20240601 }));
    const events = [];
    for (let i = 0; i < 12; i++) events.push(...act(s, { type: 'pass', seat: turn(s) }));
    expect(ofType(events, 'STEP_STARTED').map((e) => e.step)).toContain('E11');
    expect(s.year).toBe(2);
    const closes = Object.fromEntries(Object.entries(s.history).map(([id, h]) => [id, h[1]]));
    expect(closes).toEqual({ ATL: 20, TTN: 35, GLB: 65, OMG: 70, VTC: 140, NOV: 75 });
    expect(ofType(events, 'TALLY').find((e) => e.company === 'VTC')).toMatchObject({ before: 75, delta: 65, after: 140 });
    expect([2, 3, 0, 1].map((seat) => s.players[seat].cash)).toEqual([660_000, 540_000, 600_000, 660_000]);
    expect(ofType(events, 'CURRENCY').map((e) => [e.seat, e.k, e.change])).toEqual([[2, 1, 60_000], [3, -1, -60_000], [1, 1, 60_000]]);
  });

  it('§2.4 hand sizes for every player count, and the canonical deck checkpoints', () => {
    const std = [2, 3, 4, 5, 6].map((n) => handSize(60, n));
    const ext = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => handSize(120, n));
    expect(std).toEqual([10, 10, 10, 9, 8]);
    expect(ext).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 9, 8, 8]);
    const deck = canonicalDeck('extended');
    expect([deck[0], deck[45], deck[46], deck[59], deck[60], deck.length]).toEqual(['1:ATL:-10', '1:NOV:+30', '1:LOAN:1', '1:CURDOWN:3', '2:ATL:-10', 120]);
    expect(canonicalDeck('standard')).toHaveLength(60);
  });

  it('TC-19 turn order: 5 seats, dealer 3 → 4,0,1,2,3; next year dealer 4 → 0…4; past an eliminated seat', () => {
    const s = game(5, { dealer: 3 });
    expect(s.order).toEqual([4, 0, 1, 2, 3]);
    runUntil(s, (x) => x.year === 2);
    expect(s.dealer).toBe(4);
    expect(s.order).toEqual([0, 1, 2, 3, 4]);
    // Seat 0 eliminated during year 2: the button still moves one active seat clockwise, to seat 1.
    s.players[0].active = false;
    expect(nextDealer(4, s.players, 5)).toBe(1);
    expect(orderFrom(1, s.players, 5)).toEqual([2, 3, 4, 1]);
  });
});
