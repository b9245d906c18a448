/**
 * Issue 23: the turn form's figures are the engine's (live/turn-preview.ts). Over seeded games played with legal
 * inputs, the money previewed for a move before it is applied is what the move then costs or brings (its event
 * says so), the kinds of action the views offer name exactly the inputs the seat may send and the cards it holds,
 * and the companies a seat's roles let it act for are those the engine accepts a dividend or buyback for.
 */
import { describe, expect, it } from 'vitest';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { previewWith, publicTradeKinds, seatTradeKinds } from '../../../src-shared/games/tycoon/live/turn-preview.ts';
import { tycoonModule as M } from '../../../src-shared/games/tycoon/module.ts';
import type { TycoonPrivateView } from '../../../src-shared/games/tycoon/view-types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../../src-shared/rng.ts';

const NAMES = { P1: 'Ann', P2: 'Bo', P3: 'Cy', P4: 'Di' };
/** Which event of a move carries the amount its preview promised, and in which field. */
const PAID: Record<string, [event: string, field: string]> = {
  buy: ['BOUGHT', 'cost'], sell: ['SOLD', 'proceeds'], buyOption: ['OPTION_BOUGHT', 'premium'], playRights: ['RIGHTS_PLAYED', 'cost'],
};
const INPUT_OF: Record<string, string> = {
  buy: 'buy', sell: 'sell', short: 'short', call: 'buyOption', put: 'buyOption', dividend: 'declareDividend', buyback: 'announceBuyback',
  loan: 'playLoan', debenture: 'playDebenture', rights: 'playRights',
};

describe('the turn form\'s figures come from the engine', () => {
  it('previews what each move costs or brings, as the move then does; offers the kinds the seat may send', () => {
    const compared: Record<string, number> = {};
    const refused = { dividend: 0, buyback: 0 };
    for (const seed of [3, 4, 5]) {
      const game = M.create(M.config.make(4, Object.values(NAMES), { mode: 'strategist', years: 2 }, DEFAULT_TABLE_OPTIONS), seed) as TycoonGame;
      const rng = seedRng(seed);
      for (let step = 0; step < 3000 && M.status(game) === 'RUNNING'; step++) {
        const pub = M.views.public(game, NAMES);
        for (const p of pub.players) {
          const priv = M.views.private(game, p.id) as TycoonPrivateView;
          expect(pub.tradeKinds[p.id]).toEqual(publicTradeKinds(pub, p.id));
          expect(priv.tradeKinds).toEqual(seatTradeKinds(pub, p.id, priv.hand, priv.can));
          for (const k of priv.tradeKinds) expect(priv.can).toContain(INPUT_OF[k]);
        }
        // The role powers the view lists are the ones the engine honours: a dividend or buyback outside them is refused.
        if (pub.actor && step % 7 === 0) {
          for (const c of pub.companies) {
            for (const [kind, input, code] of [
              ['dividend', { type: 'declareDividend', player: pub.actor, company: c.id, perShare: 1 }, 'DIVIDEND_NOT_CONTROLLER'],
              ['buyback', { type: 'announceBuyback', player: pub.actor, company: c.id, qty: 1000, price: 1 }, 'BUYBACK_NOT_CHAIRMAN'],
            ] as const) {
              const out = M.applyInPlace(structuredClone(game), input as never);
              const allowed = pub.rolePowers[pub.actor][kind].includes(c.id);
              if (allowed) expect(out.ok || out.reason !== code, `${kind} ${c.id}`).toBe(true);
              else expect(out.ok, `${kind} ${c.id}`).toBe(false);
              if (!out.ok && out.reason === code) refused[kind]++;
            }
          }
        }
        const window = activeWindow(M.windows(game))!;
        const options = window.seats.flatMap((p) => M.legalActions(game, p));
        const input = options.length > 0 && randInt(rng, 0, 5) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
        const before = step % 50 === 0 ? JSON.stringify(game) : null;
        const preview = M.preview!(game, input) as { money: string; amount: number } | null;
        if (before !== null) expect(JSON.stringify(game)).toBe(before); // a preview reads the state, never writes it
        const out = M.applyInPlace(game, input);
        expect(out.ok).toBe(true);
        const paid = PAID[input.type];
        if (!paid || !out.ok) continue;
        // The event's fields by name: which field holds the money depends on the input.
        const event: Readonly<Record<string, unknown>> | undefined = out.events.find((e) => e.type === paid[0]);
        expect(preview?.amount, `${JSON.stringify(input)}`).toBe(event?.[paid[1]]);
        compared[input.type] = (compared[input.type] ?? 0) + 1;
      }
    }
    expect(Object.keys(compared).sort()).toEqual(expect.arrayContaining(['buy', 'buyOption', 'sell']));
    expect(refused.dividend).toBeGreaterThan(0);
    expect(refused.buyback).toBeGreaterThan(0);
  });

  it('previews what a debt plan raises as the board worked it out: sales at today\'s prices; settling, cash and $100,000 a Loan', () => {
    const market = { cash: 50_000, companies: { OMG: { price: 70, premiumPct: 10, heldByActive: 0 }, ATL: { price: 25, premiumPct: 10, heldByActive: 0 } } };
    const sales = [{ company: 'OMG', qty: 2000 }, { company: 'ATL', qty: 1000 }];
    expect(previewWith({ type: 'settleDebt', loans: ['1:LOAN:1'], sales }, market)).toEqual({ money: 'raised', amount: 50_000 + 100_000 + 140_000 + 25_000 });
    expect(previewWith({ type: 'coverDebt', sales }, { ...market, cash: -250_000 })).toEqual({ money: 'raised', amount: 165_000 });
    // Cash below zero counts as nothing towards a settlement.
    expect(previewWith({ type: 'settleDebt', loans: [], sales: [] }, { ...market, cash: -5 })).toEqual({ money: 'raised', amount: 0 });
  });
});
