/**
 * The bot entry point of the module. Easy, medium and hard are the stock round's own bots (../bots/index.ts,
 * `decideSr1876`: they decide on the seat's view, without other seats' sealed answers). `random` plays random
 * legal actions (the platform tests, fuzz): for each answer still owed in the open decision one candidate,
 * tried on a scratch copy so what it returns is accepted in order. Nobody is asked during the round-end review
 * (a display window: the session readies bots itself).
 */
import type { BotContext } from '../../../platform/module.ts';
import { pick, type Rng } from '../../../rng.ts';
import { copyJson } from '../../../copy.ts';
import { decideSr1876 } from '../bots/index.ts';
import { applyInPlace as applyRule } from '../engine.ts';
import { candidateActions } from '../legal.ts';
import { awaiting } from '../queries.ts';
import type { SrAction, SrState } from '../types.ts';
import type { Input } from '../inputs.ts';
import type { Sr1876Game } from './types.ts';
import { seatId, seatIndex } from './windows.ts';

export function toInput(action: SrAction, player: string): Input {
  const { seat: _seat, auto: _auto, ...rest } = action as SrAction & { auto?: boolean };
  return { ...rest, player } as Input;
}

/** Random legal answers for everything `seat` owes in the decision open now (one action in a turn). */
function randomActions(state: SrState, seat: number, rng: Rng): SrAction[] {
  const scratch = copyJson(state);
  const mark = scratch.windowCounter;
  const out: SrAction[] = [];
  for (let guard = 0; guard < 16 && scratch.windowCounter === mark && awaiting(scratch, seat); guard++) {
    const candidates = candidateActions(scratch, seat).filter((a) => !a.auto);
    if (candidates.length === 0) break;
    const action = pick(rng, candidates);
    if (!applyRule(scratch, action).ok) break;
    out.push(action);
    // A turn is one action: a sale opens an offer loop others answer first; the session asks again after it.
    if (state.step === 'TURN') break;
  }
  return out;
}

export function decideSr1876Seat(game: Sr1876Game, player: string, ctx: BotContext): Input[] {
  const seat = seatIndex(player);
  if (game.review || seat < 0 || !awaiting(game.core, seat)) return [];
  const actions = ctx.level === 'random' ? randomActions(game.core, seat, ctx.rng) : decideSr1876(game.core, seat, ctx.level, ctx.rng);
  return actions.map((a) => toInput(a, seatId(seat)));
}
