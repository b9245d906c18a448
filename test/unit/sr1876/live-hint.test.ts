/**
 * Hints for learners in the stock round (src-shared/games/sr1876/hint.ts): the hint is the hard bot's answer on
 * the seat's own knowledge, the engine accepts it now, its sentence names the move, and the hint (move and
 * sentence) is the same whatever the other seats answered in the open offer pass.
 */
import { describe, expect, it } from 'vitest';
import type { Sr1876Game } from '../../../src-shared/games/sr1876/live/types.ts';
import type { Input } from '../../../src-shared/games/sr1876/inputs.ts';
import { decideWith, hintLevel, hintRequest } from '../../../src-shared/platform/bots.ts';
import { seedRng } from '../../../src-shared/rng.ts';
import { M } from './live-helpers.ts';

const TABLE = { timerMode: 'TIMED', pace: 1, reviewSeconds: 5, graceSeconds: 20 } as const;
type Moment = { game: Sr1876Game; player: string; phase: string };

/**
 * Medium bots play, with a random legal move now and then so that sales (and their offer passes) come up; every
 * 3rd moment a seat owes an answer is kept (declarations, turns, offer passes).
 */
function moments(seed: number, keep = 60): Moment[] {
  const g = M.create(M.config.make(4, ['A', 'B', 'C', 'D'], { rounds: 2 }, TABLE), seed);
  const out: Moment[] = [];
  let n = 0;
  for (let guard = 0; guard < 5000 && M.status(g) === 'RUNNING' && out.length < keep; guard++) {
    const w = M.windows(g).at(-1)!;
    if (w.kind === 'display') {
      M.applyInPlace(g, M.inputs.timeout(w.id));
      continue;
    }
    const owing = w.kind === 'sequential' ? w.seats : w.seats.filter((p) => !w.ready.includes(p));
    for (const p of owing) {
      if (n++ % 3 === 0) out.push({ game: M.copy(g), player: p, phase: w.phase });
      const level = guard % 3 === 0 ? 'random' : 'medium';
      for (const input of M.bots.decide(g, p, { level, rng: seedRng(guard) })) M.applyInPlace(g, input);
      if (M.windows(g).at(-1)?.id !== w.id) break;
    }
    if (M.windows(g).at(-1)?.id === w.id && M.status(g) === 'RUNNING') M.applyInPlace(g, M.inputs.timeout(w.id));
  }
  return out;
}

const hint = (g: Sr1876Game, player: string) => {
  const inputs = decideWith(M, hintRequest(M, g, player, 99)) as Input[];
  return { inputs, why: M.hints!.explain(g, player, inputs) };
};

describe('sr1876 hints', () => {
  const all = moments(5);

  it('plays the hard bot, whose answer the engine accepts now, and explains it in one sentence without changing the game', () => {
    expect(hintLevel(M)).toBe('hard');
    const phases = new Set<string>();
    for (const { game, player, phase } of all) {
      const before = JSON.stringify(game);
      const { inputs, why } = hint(game, player);
      expect(JSON.stringify(game)).toBe(before);
      expect(inputs.length).toBeGreaterThan(0);
      expect(why).toMatch(/^[A-Z][^\n]*[.)]$/);
      const first = inputs[0];
      if ('company' in first) expect(why).toContain(first.company);
      const verb = { sell: 'Sell', buy: 'Buy', endTurn: 'End your turn', declareReissue: 'Declare', offerResponse: first.type === 'offerResponse' && first.take ? 'Take' : 'Decline', companyOfferResponse: 'For ' }[first.type as string];
      expect(why.startsWith(verb ?? '?'), why).toBe(true);
      const copy = M.copy(game);
      for (const input of inputs) expect(M.applyInPlace(copy, input), JSON.stringify(input)).toMatchObject({ ok: true });
      phases.add(phase);
    }
    expect([...phases].sort()).toEqual(['DECLARE', 'OFFER', 'TURN']);
  });

  it('gives the same hint whatever the others answered in the open offer pass', () => {
    let compared = 0;
    for (const { game, player } of all.filter((m) => m.phase === 'OFFER')) {
      const o = game.core.offer!;
      const others = Object.keys(o.answers).filter((k) => `P${Number(k) + 1}` !== player);
      if (others.length === 0 && o.companyAnswer === null) continue;
      const flipped = M.copy(game);
      for (const k of others) flipped.core.offer!.answers[k] = !o.answers[k];
      if (o.director !== Number(player.slice(1)) - 1 && o.companyAnswer !== null) flipped.core.offer!.companyAnswer = !o.companyAnswer;
      expect(hint(flipped, player)).toEqual(hint(game, player));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(3);
  });
});
