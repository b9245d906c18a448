/**
 * The bot entry point of the module: it plays one seat's whole answer for the active window (a turn's
 * prompts and its action, every per-company answer of a sealed window), trying each input on a scratch copy
 * so what it returns is accepted in order. Bots see the game through `botView` only (their own hand, never
 * another's, never the reserve), and never draw from the game's generator: their randomness is ctx.rng.
 */
import type { BotContext } from '../../../platform/module.ts';
import { pick } from '../../../rng.ts';
import { applyInPlace as applyRule } from '../engine.ts';
import { candidateActions } from '../legal.ts';
import { turnSeat, windowSeats } from '../queries.ts';
import type { TycoonAction, TycoonState } from '../types.ts';
import type { Input } from '../inputs.ts';
import { chooseAction } from '../bots/policy.ts';
import { botView } from '../bots/view.ts';
import type { TycoonGame } from './types.ts';
import { outerKey, innerKey, seatId, seatIndex } from './windows.ts';

/** Whether `seat` still owes something in the window that was open when the bot started. */
function owes(core: TycoonState, seat: number, key: string): boolean {
  if (`${outerKey(core)}|${innerKey(core)}` !== key) return false;
  if (core.step === 'TURN' && core.window?.kind !== 'buyback') return turnSeat(core) === seat;
  return windowSeats(core).includes(seat);
}

export function toInput(action: TycoonAction, player: string): Input {
  const { seat: _seat, auto: _auto, ...rest } = action as TycoonAction & { seat?: number; auto?: boolean };
  return { ...rest, player } as Input;
}

export function decideTycoon(game: TycoonGame, player: string, ctx: BotContext): Input[] {
  const seat = seatIndex(player);
  const revealed = game.core.yearEnd?.revealed.flatMap((r) => r.cards) ?? [];
  const scratch = botView(game.core, seat, ctx.rng, revealed);
  const key = `${outerKey(scratch)}|${innerKey(scratch)}`;
  if (!owes(scratch, seat, key)) return [];
  const out: Input[] = [];
  for (let guard = 0; guard < 24 && owes(scratch, seat, key); guard++) {
    const candidates = candidateActions(scratch, seat);
    if (candidates.length === 0) break;
    const action = ctx.level === 'random' ? pick(ctx.rng, candidates) : chooseAction(scratch, seat, candidates, ctx);
    const result = applyRule(scratch, action);
    if (!result.ok) break;
    out.push(toInput(action, seatId(seat)));
  }
  return out;
}
