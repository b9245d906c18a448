/**
 * What a bot may know: the whole stock round is public (grid, tokens, holdings, cash, treasuries, declarations,
 * pool, directors) except the sealed answers of an open offer pass (§13). `botState` is a copy in which every
 * other seat's answer, and the company's answer unless this seat gives it, is forgotten, so a bot can run the
 * engine on its copy (the forgotten answers are simply still owed there) without ever reading what others chose.
 */
import { copyJson } from '../../../copy.ts';
import type { SrState } from '../types.ts';

export function botState(state: SrState, seat: number): SrState {
  const copy = copyJson(state);
  const o = copy.offer;
  if (o) {
    const mine: Record<string, boolean> = {};
    if (String(seat) in o.answers) mine[String(seat)] = o.answers[String(seat)];
    o.answers = mine;
    if (o.director !== seat) o.companyAnswer = null;
  }
  return copy;
}
