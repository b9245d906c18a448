/**
 * The Tycoon bots' entry (live/bots.ts calls it once per input, on the seat's own view: botView): one action
 * from the engine's candidates for the seat, by level. `random` is played by live/bots.ts itself.
 * - easy (easy.ts): own hand sums only, passes often, naive window answers;
 * - medium (medium.ts, answers.ts): expected-dollar scores of each action from a point estimate of the
 *   year's close (its own hand sums; the others' cards and the reserve taken to net to 0);
 * - hard (hard.ts, plan.ts): the same scores over a sampled outlook (outlook.ts: the unseen cards dealt
 *   again 200 times, the others' trades read as hints), and a search over its remaining turns of the year.
 * See docs/BOTS.md, "Stock Market Tycoon".
 */
import type { BotContext } from '../../../platform/module.ts';
import type { TycoonAction, TycoonState } from '../types.ts';
import { answerWindow } from './answers.ts';
import { easyTurn } from './easy.ts';
import { hardTurn, type HardStats } from './hard.ts';
import { mediumTurn } from './medium.ts';
import { makeOutlook, pointOutlook } from './outlook.ts';

/** Outlook samples (deals of the unseen cards) of a hard decision; medium uses a point estimate. */
export const OUTLOOK_SAMPLES = 200;

/** Receives the hard bot's search statistics (the tournament sets it for one game at a time); off by default. */
let hardStatsSink: ((st: HardStats) => void) | undefined;
export function onHardStats(sink: ((st: HardStats) => void) | undefined): void {
  hardStatsSink = sink;
}

export function chooseAction(s: TycoonState, seat: number, candidates: TycoonAction[], ctx: BotContext): TycoonAction {
  if (candidates.length === 1) return candidates[0];
  if (ctx.level === 'easy') return s.window ? answerWindow(s, seat, candidates, 'easy', null) : easyTurn(s, seat, candidates, ctx.rng);
  const o = ctx.level === 'hard' ? makeOutlook(s, seat, ctx.rng, OUTLOOK_SAMPLES, true) : pointOutlook(s, seat, ctx.rng);
  if (s.window) return answerWindow(s, seat, candidates, ctx.level === 'hard' ? 'hard' : 'medium', o);
  if (ctx.level === 'hard') return hardTurn(s, seat, candidates, ctx, o, hardStatsSink);
  return mediumTurn(s, seat, candidates, o);
}
