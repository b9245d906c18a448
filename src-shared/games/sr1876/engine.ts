/**
 * The 1876 stock round's engine entry points (spec ../shared/rules/stock-round-1876.md v1.1). A game is a pure
 * function of the config (seed included) and the accepted actions. `applyInPlace` runs every check before its
 * first write, so a refused action leaves the state untouched, and it runs automatic steps (modernity,
 * absorption, payout, scoring) until a seat has to act or the game is over.
 */
import { runBuy, runCompanyResponse, runDeclare, runEndTurn, runOfferResponse, runSell } from './actions.ts';
import { configError } from './config.ts';
import { emit, type Ctx } from './ctx.ts';
import { startRound } from './flow.ts';
import { createState } from './setup.ts';
import type { ApplyCopyResult, ApplyResult, SrAction, SrConfig, SrEvent, SrState } from './types.ts';
import { validate } from './validate.ts';

export { configError, defaultConfig } from './config.ts';
export { validate } from './validate.ts';

/** Setup (§4), the first priority draw and round 1 up to its first decision. Throws Error(code) on a bad config. */
export function init(config: SrConfig): { state: SrState; events: SrEvent[] } {
  const bad = configError(config);
  if (bad) throw new Error(bad.code);
  const ctx: Ctx = { s: createState(config), events: [] };
  const s = ctx.s;
  emit(ctx, 'GAME_STARTED', { scenario: s.config.scenario.id, seats: s.players.length, rounds: s.config.scenario.rounds, companies: [...s.companyOrder], priority: s.priority });
  startRound(ctx);
  return { state: s, events: ctx.events };
}

function perform(ctx: Ctx, a: SrAction): void {
  switch (a.type) {
    case 'declareReissue': return runDeclare(ctx, a);
    case 'sell': return runSell(ctx, a);
    case 'buy': return runBuy(ctx, a);
    case 'endTurn': return runEndTurn(ctx, a);
    case 'offerResponse': return runOfferResponse(ctx, a);
    case 'companyOfferResponse': return runCompanyResponse(ctx, a);
  }
}

/** Checks, then (only if accepted) bumps seq and applies the action and every automatic step after it. */
export function applyInPlace(state: SrState, action: SrAction): ApplyResult {
  const bad = validate(state, action);
  if (bad) return bad;
  state.seq += 1;
  const ctx: Ctx = { s: state, events: [] };
  perform(ctx, action);
  return { ok: true, events: ctx.events };
}

/** Copying variant for tests and tools: the given state is never changed. */
export function apply(state: SrState, action: SrAction): ApplyCopyResult {
  const copy = JSON.parse(JSON.stringify(state)) as SrState;
  const r = applyInPlace(copy, action);
  return r.ok ? { ok: true, state: copy, events: r.events } : r;
}
