/**
 * The 1876 stock round's bots (docs/BOTS.md, "1876 stock round"). `decideSr1876` gives the actions of `seat`
 * for the current step, decided on the seat's own view (view.ts: other seats' sealed offer answers forgotten):
 * - a declaration window: one declaration per company the director has to declare;
 * - a turn: ONE action (a sale opens an offer loop that others answer before the seller may buy, so the session
 *   asks again when the turn resumes; a purchase or endTurn ends the turn);
 * - an offer pass: the seat's own answer, then the company's if it answers for it.
 * Each returned action is checked on a copy, in order, with the engine: the list stops before anything the
 * engine would refuse, and an empty list becomes the step's timeout default, so the session is never handed
 * a refused action. Levels: easy.ts, medium.ts, hard.ts.
 */
import type { Rng } from '../../../rng.ts';
import { applyInPlace } from '../engine.ts';
import { defaultAction } from '../legal.ts';
import { awaiting } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import { easyDecide } from './easy.ts';
import { hardDecide } from './hard.ts';
import { mediumDecide } from './medium.ts';
import { botState } from './view.ts';

export type Sr1876BotLevel = 'easy' | 'medium' | 'hard';
export const SR1876_BOT_LEVELS: readonly Sr1876BotLevel[] = ['easy', 'medium', 'hard'];

/** The level's raw choice on the seat's view (no engine check): for tests that hold the levels to the rules. */
export function chooseSr1876(view: SrState, seat: number, level: Sr1876BotLevel, rng: Rng): SrAction[] {
  if (level === 'easy') return easyDecide(view, seat, rng);
  if (level === 'medium') return mediumDecide(view, seat, rng);
  return hardDecide(view, seat, rng);
}

export function decideSr1876(state: SrState, seat: number, level: Sr1876BotLevel, rng: Rng): SrAction[] {
  if (!awaiting(state, seat)) return [];
  const chosen = chooseSr1876(botState(state, seat), seat, level, rng);
  const view = botState(state, seat);
  // Replays the choice on the view: an action is kept only if the engine accepts it after the ones before it
  // and the seat is still owed an answer in the same window.
  const window = view.windowCounter;
  const out: SrAction[] = [];
  for (const a of chosen) {
    if (view.windowCounter !== window || !awaiting(view, seat)) break;
    if (!applyInPlace(view, a).ok) break;
    out.push(a);
  }
  if (out.length === 0) {
    const def = defaultAction(state, seat);
    if (def) out.push(def);
  }
  return out.map(stripAuto);
}

/** Bots act on purpose: their actions never carry the timeout flag. */
function stripAuto(a: SrAction): SrAction {
  const { auto: _auto, ...rest } = a;
  return rest as SrAction;
}
