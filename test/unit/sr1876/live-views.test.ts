/**
 * What each audience sees of a stock round: the public view carries everything but the sealed answers of an
 * open offer pass (who still has to answer, never what); a seat's private view holds its own answers, the sale
 * ranges of its holdings (EX-06) and every purchase judged by the engine's own §8 checks.
 */
import { describe, expect, it } from 'vitest';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import { privateView } from '../../../src-shared/games/sr1876/live/views.ts';
import type { Input as BaseInput } from '../../../src-shared/games/sr1876/inputs.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';
import { id, M } from './live-helpers.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 } as const;
const NAMES = { P1: 'Ana', P2: 'Ben', P3: 'Cy', P4: 'Dee' };

function create(players = 4, seed = 3): Sr1876Game {
  return M.create(M.config.make(players, Object.values(NAMES).slice(0, players), { rounds: 2 }, TABLE), seed);
}

const timeout = (g: Sr1876Game) => M.applyInPlace(g, M.inputs.timeout(activeWindow(M.windows(g))!.id));

describe('sr1876 views', () => {
  it('shows the board to everyone: grid, tokens and prices, company shares and cash, holdings, directors, the round', () => {
    const g = create();
    const view = M.views.public(g, NAMES);
    expect(view).toMatchObject({ kind: 'sr1876', status: 'RUNNING', phase: 'DECLARE', turn: 1, round: 1, rounds: 2, holdingLimit: 6, sharesPerCompany: 10, roundCap: null });
    expect(view.grid[2][10]).toBe(90);
    expect(view.players.map((p) => [p.name, p.cash, p.netWorth, p.directs])).toEqual([['Ana', 615, 915, ['PSR']], ['Ben', 630, 900, ['SFR']], ['Cy', 642, 900, ['ARR']], ['Dee', 657, 900, ['CRR']]]);
    // Round 1's bonus (EX-01): PSR leads alone and moves up from (1, 10) to (0, 10), 95 → 100.
    expect(view.modernity).toEqual({ round: 1, values: { PSR: 3, SFR: 2, ARR: 1, CRR: 1 }, leader: 'PSR', from: { r: 1, c: 10 }, to: { r: 0, c: 10 } });
    expect(view.companies[0]).toMatchObject({ code: 'PSR', name: 'Port of Spain Railway', token: { r: 0, c: 10 }, price: 100, poolPrice: 111, ipo: 4, treasury: 3, declared: 0, forSale: 4, pool: 0, cash: 285, director: 'P1', modernity: 3 });
    // Returns are measured from where play starts, after the bonus (SR-18): the history starts at each seat's net worth now.
    expect(view.netWorthHistory).toEqual({ P1: [915], P2: [900], P3: [900], P4: [900] });
    expect(view.declare).toEqual({ seat: view.priority, open: [view.companies.find((c) => c.director === view.priority)!.code], done: [] });
  });

  it('gives a seat its sale ranges (EX-06) and purchase verdicts that agree with what the engine accepts', () => {
    const g = create();
    while (g.core.step === 'DECLARE') timeout(g);
    // SFR at (2, 10) = 90, Ben (P2) holds 3: every share taken gives 270; every share absorbed 81 + 77 + 73.
    const ben = privateView(g, 'P2');
    expect(ben.sales).toEqual([{ company: 'SFR', held: 3, ranges: [
      { count: 1, best: 90, worst: 81, worstCell: { r: 3, c: 10 } },
      { count: 2, best: 180, worst: 158, worstCell: { r: 4, c: 10 } },
      { count: 3, best: 270, worst: 231, worstCell: { r: 5, c: 10 } },
    ] }]);
    const seat = g.core.turn!.seat;
    const own = privateView(g, id(seat));
    expect(own.sellable).toBe(true);
    const legal = M.legalActions(g, id(seat)) as { type: string; company?: string; source?: string }[];
    for (const v of own.buys) {
      const accepted = legal.some((a) => a.type === 'buy' && a.company === v.company && a.source === v.source);
      expect(v.refusal === null, JSON.stringify(v)).toBe(accepted);
    }
    expect(own.buys.find((v) => v.source === 'pool')).toMatchObject({ available: 0, refusal: 'SR_BUY_NOT_AVAILABLE' });
    // Another seat's verdicts are as if it were its turn, so a player can plan before it comes.
    const other = privateView(g, id((seat + 1) % 4));
    expect(other.sellable).toBe(false);
    expect(other.can).toEqual([]);
    expect(other.buys.find((v) => v.company === 'PSR' && v.source === 'company')).toMatchObject({ price: 100, refusal: null });
  });

  it('never shows a sealed answer to anyone but its seat before the pass closes', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = create(4, seed);
      const rng = seedRng(seed);
      for (let step = 0; step < 3000 && M.status(g) === 'RUNNING'; step++) {
        const o = g.core.offer;
        if (o) {
          for (const key of Object.keys(o.answers)) {
            // The same game with that seat's answer the other way round looks the same to everybody else.
            const flipped = M.copy(g);
            flipped.core.offer!.answers[key] = !o.answers[key];
            expect(JSON.stringify(M.views.public(flipped, NAMES))).toBe(JSON.stringify(M.views.public(g, NAMES)));
            for (const q of ['P1', 'P2', 'P3', 'P4'].filter((p) => p !== id(Number(key)))) {
              expect(JSON.stringify(privateView(flipped, q))).toBe(JSON.stringify(privateView(g, q)));
            }
            expect(privateView(g, id(Number(key))).answer.take).toBe(o.answers[key]);
            checked += 1;
          }
        }
        const window = activeWindow(M.windows(g))!;
        const options = window.seats.flatMap((p) => M.legalActions(g, p) as BaseInput[]);
        const input = options.length > 0 && randInt(rng, 0, 6) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
        expect(M.applyInPlace(g, input).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('reveals the answers with the allocation when the pass closes, and records each payout and net worth', () => {
    const g = create(3, 5);
    while (g.core.step === 'DECLARE') timeout(g);
    const p = g.core.turn!.seat;
    const code = g.core.companyOrder[p];
    M.applyInPlace(g, { type: 'sell', player: id(p), company: code, count: 1 } as BaseInput);
    const [q, r] = [(p + 1) % 3, (p + 2) % 3];
    M.applyInPlace(g, { type: 'offerResponse', player: id(q), take: true } as BaseInput);
    expect(M.views.public(g, {}).offer).toMatchObject({ answered: [id(q)], waiting: [id(r)] });
    expect(JSON.stringify(M.views.public(g, {}))).not.toContain('"take"');
    const closed = M.applyInPlace(g, { type: 'offerResponse', player: id(r), take: false } as BaseInput);
    expect(closed.ok).toBe(true);
    const view = M.views.public(g, {});
    expect(view.offer).toBeNull();
    expect(view.lastPass).toMatchObject({ seller: id(p), company: code, pass: 1, answers: { [id(q)]: true, [id(r)]: false }, allocation: [{ buyer: id(q) }] });
    expect(view.lastSale).toMatchObject({ seat: id(p), company: code, count: 1 });
    while (g.core.round === 1) timeout(g);
    const review = M.views.public(g, {});
    expect(review.phase).toBe('ROUND_END');
    expect(review.payout!.round).toBe(1);
    expect(review.payout!.companies.map((c) => c.company)).toEqual(g.core.companyOrder);
    expect(Object.values(review.netWorthHistory).every((row) => row.length === 2)).toBe(true);
  });
});
