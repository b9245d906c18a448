/**
 * The hard bot: medium's valuation plus look-ahead. At each decision it tries every sensible answer on a copy of
 * its view and plays the game on with every seat answering as medium would (search.ts), then keeps the answer
 * whose position is best against the richest rival. So it sees what single margins miss: which scarce share to
 * grab before the others do, what a sale's offer loop will really pay and do to the price (and to the rivals
 * holding the company), whether taking a share offered now beats the purchases it would crowd out, and whether
 * re-issuing treasury shares feeds a rival. Deterministic and without a clock: a fixed set of candidates, one
 * rollout each (its generator is not used), a few ms per decision (docs/BOTS.md).
 */
import type { Rng } from '../../../rng.ts';
import { applyInPlace } from '../engine.ts';
import { owedOfferAnswers } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import { bestSale, MIN_RATIO, mediumDecide, mediumDeclare, ratioOf } from './medium.ts';
import { buyOptions, sellable } from './moves.ts';
import { fork, rollout, scoreFor } from './search.ts';
import { valuesOf } from './value.ts';

/** Dollars of evaluation by which the best answer must beat medium's answer to be played instead. */
export const KEEP_MEDIUM_WITHIN = 5;

export function hardDecide(s: SrState, seat: number, _rng: Rng): SrAction[] {
  const options = candidates(s, seat);
  const plain = mediumDecide(s, seat, null);
  if (options.length <= 1) return options[0] ?? plain;
  const plainKey = JSON.stringify(plain);
  let best = plain;
  let bestScore = -Infinity;
  let plainScore = -Infinity;
  for (const plan of options) {
    const score = evaluate(s, seat, plan);
    if (JSON.stringify(plan) === plainKey) plainScore = score;
    if (score > bestScore) { best = plan; bestScore = score; }
  }
  // The look-ahead assumes medium players; when it finds nothing clearly better it keeps medium's own answer,
  // which holds up better against players who are not medium (see docs/BOTS.md).
  return bestScore - plainScore <= KEEP_MEDIUM_WITHIN ? plain : best;
}

/** The position after `plan` and medium play to the end, scored for `seat`; -Infinity if the engine refuses it. */
function evaluate(s: SrState, seat: number, plan: SrAction[]): number {
  const copy = fork(s);
  for (const a of plan) if (!applyInPlace(copy, a).ok) return -Infinity;
  if (plan[0].type !== 'sell') {
    rollout(copy);
    return scoreFor(copy, seat);
  }
  // A sale is judged by its worse case too: the players who would take the shares may not be medium players.
  const bleak = fork(copy);
  rollout(copy);
  rollout(bleak, seat);
  return Math.min(scoreFor(copy, seat), scoreFor(bleak, seat));
}

/** The answers tried: each a whole answer of the seat to the current step (one action, or the offer's pair). */
function candidates(s: SrState, seat: number): SrAction[][] {
  switch (s.step) {
    case 'DECLARE': return declareCandidates(s, seat);
    case 'TURN': {
      const out: SrAction[][] = [[{ type: 'endTurn', seat }]];
      const values = valuesOf(s);
      // A pool share costs a column more; one whose margin medium would refuse is not worth a rollout.
      for (const b of buyOptions(s, seat)) {
        if (b.source === 'company' || ratioOf(b, values) >= MIN_RATIO) out.push([{ type: 'buy', seat, company: b.company, source: b.source }]);
      }
      // Sales of one share, of all of a holding, and medium's best count: the sizes that differ in kind.
      const sale = bestSale(s, seat, values);
      for (const code of sellable(s, seat)) {
        const held = s.players[seat].holdings[code];
        const counts = new Set([1, held, ...(sale && sale.company === code ? [sale.count] : [])]);
        for (const count of counts) out.push([{ type: 'sell', seat, company: code, count }]);
      }
      return out;
    }
    case 'OFFER': {
      const owed = owedOfferAnswers(s, seat);
      const company = s.offer!.company;
      const player = owed.player ? [true, false] : [null];
      const firm = owed.company ? [true, false] : [null];
      const out: SrAction[][] = [];
      for (const p of player) {
        for (const c of firm) {
          const plan: SrAction[] = [];
          if (p !== null) plan.push({ type: 'offerResponse', seat, take: p });
          if (c !== null) plan.push({ type: 'companyOfferResponse', seat, company, take: c });
          out.push(plan);
        }
      }
      return out;
    }
    case 'GAME_OVER': return [];
  }
}

/** One company at a time: every count for it, medium's counts for the director's other open companies. */
function declareCandidates(s: SrState, seat: number): SrAction[][] {
  const base = mediumDeclare(s, seat);
  const out: SrAction[][] = [base];
  base.forEach((a, i) => {
    if (a.type !== 'declareReissue') return;
    for (let count = 0; count <= s.companies[a.company].treasury; count++) {
      if (count === a.count) continue;
      out.push(base.map((b, j) => (j === i ? { ...a, count } : b)));
    }
  });
  return out;
}
