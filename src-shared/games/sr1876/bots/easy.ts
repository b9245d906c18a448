/**
 * The easy bot: random legal play with a little sense. It knows prices, not values: on its turn it passes about
 * a third of the time, now and then sells one share of something it holds, and otherwise buys a random share it
 * can afford, from the company when it can (a pool share costs a column more). In an offer pass it takes the
 * share on a coin flip, and as director always lets the company take. It re-issues a random number of treasury
 * shares. It never buys a share it cannot afford and never sells more than one share at a time.
 */
import { pick, randInt, type Rng } from '../../../rng.ts';
import { owedOfferAnswers } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import { buyOptions, sellable } from './moves.ts';

const PASS_PERCENT = 30;
const SELL_PERCENT = 8;
const TAKE_PERCENT = 50;

export function easyDecide(s: SrState, seat: number, rng: Rng): SrAction[] {
  switch (s.step) {
    case 'DECLARE':
      return s.declare!.open.map((code) => ({ type: 'declareReissue', seat, company: code, count: randInt(rng, 0, s.companies[code].treasury) }));
    case 'TURN': return [easyTurn(s, seat, rng)];
    case 'OFFER': {
      const owed = owedOfferAnswers(s, seat);
      const out: SrAction[] = [];
      if (owed.player) out.push({ type: 'offerResponse', seat, take: randInt(rng, 0, 99) < TAKE_PERCENT });
      if (owed.company) out.push({ type: 'companyOfferResponse', seat, company: s.offer!.company, take: true });
      return out;
    }
    case 'GAME_OVER': return [];
  }
}

function easyTurn(s: SrState, seat: number, rng: Rng): SrAction {
  const t = s.turn!;
  const end: SrAction = { type: 'endTurn', seat };
  // After its own sale, the turn resumes: it buys (if it can) rather than passing again.
  if (t.sold === null && randInt(rng, 0, 99) < PASS_PERCENT) return end;
  const held = sellable(s, seat);
  if (held.length > 0 && randInt(rng, 0, 99) < SELL_PERCENT) return { type: 'sell', seat, company: pick(rng, held), count: 1 };
  const buys = buyOptions(s, seat);
  const fromCompany = buys.filter((b) => b.source === 'company');
  const list = fromCompany.length > 0 ? fromCompany : buys;
  if (list.length === 0) return end;
  const b = pick(rng, list);
  return { type: 'buy', seat, company: b.company, source: b.source };
}
