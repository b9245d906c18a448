/**
 * The easy bot: sensible but naive. It reads only its own hand sums (no estimate of the others' cards, no
 * powers, no derivatives): it passes about a third of its turns; otherwise it cashes a debenture, sells all
 * of a holding whose hand sum is negative, buys a middle amount of the company whose hand sum is highest
 * (if positive), exercises rights on anything priced above 10, and plays a loan card when nothing else
 * appeals. Windows: answers.ts with the 'easy' rules.
 */
import { randInt, type Rng } from '../../../rng.ts';
import { RIGHTS_PRICE } from '../data.ts';
import { handSum, pendingRightsPrompts } from '../queries.ts';
import type { CompanyId, TycoonAction, TycoonState } from '../types.ts';

const PASS_PERCENT = 35;

type Trade = 'buy' | 'sell' | 'short';
/** The member of the action union that carries a type (buy, sell and short share one member). */
type ActionOf<T extends TycoonAction['type']> = T extends Trade ? Extract<TycoonAction, { type: Trade }> : Extract<TycoonAction, { type: T }>;

function ofType<T extends TycoonAction['type']>(candidates: TycoonAction[], type: T): ActionOf<T>[] {
  return candidates.filter((a) => a.type === type) as ActionOf<T>[];
}

export function easyTurn(s: TycoonState, seat: number, candidates: TycoonAction[], rng: Rng): TycoonAction {
  const pass = candidates.find((a) => a.type === 'pass') ?? candidates[0];
  const prompts = pendingRightsPrompts(s, seat);
  if (prompts.length > 0) {
    const pr = prompts[0];
    const exercise = ofType(candidates, 'exerciseRights');
    const best = exercise.sort((a, b) => b.qty - a.qty)[0];
    return best && s.companies[pr.company].price > RIGHTS_PRICE ? best : candidates.find((a) => a.type === 'declineRights') ?? candidates[0];
  }
  if (randInt(rng, 0, 99) < PASS_PERCENT) return pass;
  const deb = ofType(candidates, 'playDebenture')[0];
  if (deb) return deb;
  const sums = (c: string) => handSum(s, seat, c as CompanyId);
  const sells = ofType(candidates, 'sell').filter((a) => sums(a.company) < 0).sort((a, b) => b.qty - a.qty || sums(a.company) - sums(b.company));
  if (sells.length > 0) return sells[0];
  const buys = ofType(candidates, 'buy').filter((a) => sums(a.company) > 0);
  if (buys.length > 0) {
    const top = Math.max(...buys.map((a) => sums(a.company)));
    const inTop = buys.filter((a) => sums(a.company) === top).sort((a, b) => a.qty - b.qty);
    // The middle of the (up to three) sizes the engine offers: never all in, never a token lot.
    return inTop[Math.floor(inTop.length / 2)];
  }
  const rights = ofType(candidates, 'playRights').filter((a) => s.companies[a.company as CompanyId].price > RIGHTS_PRICE).sort((a, b) => b.qty - a.qty);
  if (rights.length > 0) return rights[0];
  const loan = ofType(candidates, 'playLoan')[0];
  return loan ?? pass;
}
