/**
 * Stock Market Tycoon's engine entry points (spec ../shared/rules/tycoon.md v1.2). A game is a pure function
 * of the config (seed included) and the accepted actions. `applyInPlace` runs every check before its first
 * write, so a refused action leaves the state untouched, and it runs automatic steps until an action is needed.
 */
import { runDebenture, runLoan } from './actions/cards.ts';
import { runBuyback, runDividend } from './actions/corporate.ts';
import { runDecline, runExercise, runPlayRights } from './actions/rights.ts';
import { runBuy, runOption, runPass, runSell, runShort } from './actions/trade.ts';
import { runCardChoice, runCover, runOffer, runPremium, runSettle, runSuspend } from './actions/windows.ts';
import { configError } from './config.ts';
import type { Ctx } from './ctx.ts';
import { startYear } from './flow.ts';
import { createState } from './setup.ts';
import type { TycoonAction, TycoonConfig, TycoonEvent, TycoonResultOf, TycoonState } from './types.ts';
import { validate } from './validate.ts';
import { afterDisplay } from './year-end.ts';

export { configError, defaultConfig, featuresOf } from './config.ts';
export { validate } from './validate.ts';

export type ApplyResult = { ok: true; events: TycoonEvent[] } | { ok: false; code: string; message: string };

/** §6: the state after setup, the year-1 deal and the start of the first turn. Throws Error(code) on a bad config. */
export function init(config: TycoonConfig): { state: TycoonState; events: TycoonEvent[] } {
  const bad = configError(config);
  if (bad) throw new Error(bad.code);
  const ctx: Ctx = { s: createState(config), events: [] };
  startYear(ctx);
  return { state: ctx.s, events: ctx.events };
}

function perform(ctx: Ctx, a: TycoonAction): void {
  const act = a as never;
  switch (a.type) {
    case 'buy': return runBuy(ctx, act);
    case 'sell': return runSell(ctx, act);
    case 'short': return runShort(ctx, act);
    case 'buyOption': return runOption(ctx, act);
    case 'pass': return runPass(ctx, act);
    case 'playLoan': return runLoan(ctx, act);
    case 'playDebenture': return runDebenture(ctx, act);
    case 'playRights': return runPlayRights(ctx, act);
    case 'exerciseRights': return runExercise(ctx, act);
    case 'declineRights': return runDecline(ctx, act);
    case 'declareDividend': return runDividend(ctx, act);
    case 'announceBuyback': return runBuyback(ctx, act);
    case 'setPremium': return runPremium(ctx, act);
    case 'buybackOffer': return runOffer(ctx, act);
    case 'withhold':
    case 'strike': return runCardChoice(ctx, act);
    case 'suspend': return runSuspend(ctx, act);
    case 'coverDebt': return runCover(ctx, act);
    case 'settleDebt': return runSettle(ctx, act);
    case 'advance': return afterDisplay(ctx);
  }
}

/** Checks, then (only if accepted) bumps seq and applies the action and every automatic step after it. */
export function applyInPlace(state: TycoonState, action: TycoonAction): ApplyResult {
  const bad = validate(state, action);
  if (bad) return bad;
  state.seq += 1;
  const ctx: Ctx = { s: state, events: [] };
  perform(ctx, action);
  return { ok: true, events: ctx.events };
}

/** Copying variant for tests and tools: the given state is never changed. */
export function apply(state: TycoonState, action: TycoonAction): TycoonResultOf {
  const copy = JSON.parse(JSON.stringify(state)) as TycoonState;
  const r = applyInPlace(copy, action);
  return r.ok ? { ok: true, state: copy, events: r.events } : r;
}
