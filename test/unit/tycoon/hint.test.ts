/**
 * Hints for learners in Tycoon (src-shared/games/tycoon/hint.ts): the hint is the hard bot's answer, the
 * engine accepts it now, a trade's sentence names the company, the quantity and the seat's own card sum, and
 * the hint (move and sentence) is the same however the cards the seat cannot see are dealt.
 */
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../../src-shared/copy.ts';
import type { Input } from '../../../src-shared/games/tycoon/inputs.ts';
import type { TycoonGame } from '../../../src-shared/games/tycoon/live/types.ts';
import { tycoonModule } from '../../../src-shared/games/tycoon/module.ts';
import { makeConfig } from '../../../src-shared/games/tycoon/live/config.ts';
import { decideWith, hintLevel, hintRequest } from '../../../src-shared/platform/bots.ts';
import { seedRng, shuffle } from '../../../src-shared/rng.ts';

const M = tycoonModule;
const explain = M.hints!.explain;
type Moment = { game: TycoonGame; player: string; phase: string };

/** Medium bots play a Strategist game; every 5th moment a seat owes an answer is kept (turns and year-end windows). */
function moments(seed: number, keep = 40): Moment[] {
  const g = M.create(makeConfig(4, ['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4'], { mode: 'strategist', years: 3 }), seed);
  const out: Moment[] = [];
  let n = 0;
  for (let guard = 0; guard < 5000 && M.status(g) === 'RUNNING' && out.length < keep; guard++) {
    const w = M.windows(g).at(-1)!;
    if (w.kind !== 'display') {
      const owing = w.kind === 'sequential' ? w.seats : w.seats.filter((p) => !w.ready.includes(p));
      for (const p of owing) {
        if (n++ % 5 === 0) out.push({ game: copyJson(g), player: p, phase: w.phase });
        for (const input of M.bots.decide(g, p, { level: 'medium', rng: seedRng(guard) })) M.applyInPlace(g, input);
      }
    }
    if (M.windows(g).at(-1)?.id === w.id && M.status(g) === 'RUNNING') M.applyInPlace(g, M.inputs.timeout(w.id));
  }
  return out;
}

/** Deals the cards `player` cannot see (other hands, the reserve) again at random, keeping each place's size. */
function rehideOthers(g: TycoonGame, player: string, seed: number): TycoonGame {
  const copy = copyJson(g);
  const seat = Number(player.slice(1)) - 1;
  const places = [copy.core.reserve, ...Object.entries(copy.core.players).filter(([k]) => Number(k) !== seat).map(([, p]) => p.hand)];
  const hidden = shuffle(seedRng(seed), places.flat());
  let next = 0;
  for (const place of places) for (let i = 0; i < place.length; i++) place[i] = hidden[next++];
  return copy;
}

/** What the host answers to `hint`: the hard bot on the seat's knowledge (hintRequest), then the sentence. */
const hint = (g: TycoonGame, player: string) => {
  const inputs = decideWith(M, hintRequest(M, g, player, 99)) as Input[];
  return { inputs, why: explain(g, player, inputs) };
};

describe('Tycoon hints', () => {
  const all = moments(11);

  it('plays the hard bot, whose answer the engine accepts now, and explains it in one sentence without changing the game', () => {
    expect(hintLevel(M)).toBe('hard');
    const phases = new Set<string>();
    for (const m of all) {
      const before = JSON.stringify(m.game);
      const { inputs, why } = hint(m.game, m.player);
      expect(JSON.stringify(m.game)).toBe(before);
      expect(why).toMatch(/^[A-Z].*\.$/);
      expect(why).not.toMatch(/undefined|NaN|\[object/);
      const scratch = M.copy(m.game);
      for (const input of inputs) expect(M.applyInPlace(scratch, input)).toMatchObject({ ok: true });
      phases.add(m.phase);
    }
    expect(phases.size).toBeGreaterThan(1);
  });

  it("a trade's sentence names the quantity, the company and the seat's own card sum", () => {
    const trades = all.map((m) => ({ m, ...hint(m.game, m.player) })).filter((x) => ['buy', 'sell', 'short', 'buyOption'].includes(x.inputs.at(-1)?.type ?? ''));
    expect(trades.length).toBeGreaterThan(0);
    for (const { m, inputs, why } of trades) {
      const trade = inputs.at(-1) as Extract<Input, { type: 'buy' | 'sell' | 'short' | 'buyOption' }>;
      const sum = (M.views.private(m.game, m.player) as { handSums: Record<string, number> }).handSums[trade.company];
      expect(why).toContain(`${trade.qty.toLocaleString('en-US')} ${trade.company}`);
      expect(why).toContain(`your ${trade.company} cards add up to ${sum > 0 ? '+' : ''}${sum}`);
      // Money always with its unit: a buy "at $20", never "at 20".
      if (trade.type === 'buy') expect(why).toMatch(/ at \$\d/);
      expect(why).not.toMatch(/ at \d/);
    }
  });

  it("the bot's state keeps the seat's own hand and everything public, and hides the rest in one canonical deal", () => {
    const m = all.find((x) => x.phase === 'TURN')!;
    const seen = M.hints!.seatState!(m.game, m.player) as TycoonGame;
    expect(M.views.private(seen, m.player)).toEqual(M.views.private(m.game, m.player));
    expect(M.views.public(seen, {})).toEqual(M.views.public(m.game, {}));
    expect(M.hints!.seatState!(rehideOthers(m.game, m.player, 3), m.player)).toEqual(seen);
  });

  it('the same hint, move and sentence, when the other hands and the reserve are dealt differently', () => {
    for (const [i, m] of all.entries()) {
      const real = hint(m.game, m.player);
      const other = hint(rehideOthers(m.game, m.player, 1000 + i), m.player);
      expect(other).toEqual(real);
    }
  });

  it('the sentences of the moves a turn may bring', () => {
    const g = all.find((m) => m.phase === 'TURN')!.game;
    const p = M.windows(g).at(-1)!.seats[0];
    const sums = (M.views.private(g, p) as { handSums: Record<string, number> }).handSums;
    const s = (n: number) => (n > 0 ? `+${n}` : String(n));
    expect(explain(g, p, [{ type: 'sell', player: p, company: 'NOV', qty: 5000 }])).toMatch(new RegExp(`^Sell 5,000 NOV of your [\\d,]+: your NOV cards add up to ${s(sums.NOV).replace('+', '\\+')}`));
    expect(explain(g, p, [{ type: 'pass', player: p }])).toMatch(/^Pass: /);
    expect(explain(g, p, [{ type: 'playLoan', player: p, card: 'A:LOAN:1' }])).toBe('Play your Loan card: it adds $100,000 to your cash now (§9.5), cash the next trades can use.');
    expect(explain(g, p, [])).toBe('Ready up: you owe nothing more in this window.');
  });
});
