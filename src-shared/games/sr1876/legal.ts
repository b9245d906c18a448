/**
 * A finite, representative set of actions the engine accepts now from a seat (for bots, the fuzz and hints),
 * and each step's timeout default (§13). Every candidate is run through the engine's own checks (validate, no
 * writes), so the list never holds an action the engine would refuse.
 */
import { actingSeats, owedOfferAnswers } from './queries.ts';
import type { SrAction, SrState } from './types.ts';
import { validate } from './validate.ts';

function rawCandidates(s: SrState, seat: number): SrAction[] {
  const out: SrAction[] = [];
  switch (s.step) {
    case 'DECLARE': {
      // Every count 0…treasury of every open company (treasuries are small: at most the shares per company).
      for (const code of s.declare!.open) {
        for (let count = 0; count <= s.companies[code].treasury; count++) out.push({ type: 'declareReissue', seat, company: code, count });
      }
      break;
    }
    case 'TURN': {
      const t = s.turn!;
      if (t.sold === null) {
        for (const code of s.companyOrder) {
          for (let count = 1; count <= s.players[seat].holdings[code]; count++) out.push({ type: 'sell', seat, company: code, count });
        }
      }
      for (const code of s.companyOrder) {
        out.push({ type: 'buy', seat, company: code, source: 'company' });
        out.push({ type: 'buy', seat, company: code, source: 'pool' });
      }
      out.push({ type: 'endTurn', seat });
      break;
    }
    case 'OFFER': {
      const owed = owedOfferAnswers(s, seat);
      if (owed.player) out.push({ type: 'offerResponse', seat, take: true }, { type: 'offerResponse', seat, take: false });
      if (owed.company) {
        const company = s.offer!.company;
        out.push({ type: 'companyOfferResponse', seat, company, take: true }, { type: 'companyOfferResponse', seat, company, take: false });
      }
      break;
    }
    case 'GAME_OVER':
      break;
  }
  return out;
}

/** Actions the engine accepts now from `seat`, the timeout default included; empty when the seat has nothing to do. */
export function candidateActions(s: SrState, seat: number): SrAction[] {
  if (!actingSeats(s).includes(seat)) return [];
  const out = rawCandidates(s, seat).filter((a) => validate(s, a) === null);
  const def = defaultAction(s, seat);
  if (def && validate(s, def) === null) out.push(def);
  return out;
}

/**
 * §13's timeout default for `seat` now, flagged auto: declare 0, end the turn (a pass if nothing was done),
 * decline an offer. Null when the seat has nothing pending. One call gives one action: a director with several
 * companies to declare, or a seat owing its own and the company's answer, gets the next default after each one.
 */
export function defaultAction(s: SrState, seat: number): SrAction | null {
  if (!actingSeats(s).includes(seat)) return null;
  switch (s.step) {
    case 'DECLARE': return { type: 'declareReissue', seat, company: s.declare!.open[0], count: 0, auto: true };
    case 'TURN': return { type: 'endTurn', seat, auto: true };
    case 'OFFER': {
      const owed = owedOfferAnswers(s, seat);
      if (owed.player) return { type: 'offerResponse', seat, take: false, auto: true };
      return { type: 'companyOfferResponse', seat, company: s.offer!.company, take: false, auto: true };
    }
    case 'GAME_OVER': return null;
  }
}
