/**
 * Order of play (§6.2), skip conditions (§6.3) and phase ends (§6.4). Entering a phase does its
 * entry work at once (automatic phases resolve on entry and then stay for their review time); ending a
 * phase does its exit work and enters the next phase that its condition lets in.
 */
import { emit, type Ctx } from './context.ts';
import { isActionablePhase, type PhaseId } from './data.ts';
import { resolveHeadlines } from './headlines.ts';
import { enterCompanyVote, resolveCompanyActions, tallyCompanyVote } from './operating/actions.ts';
import { settleInsolvency } from './operating/insolvency.ts';
import { runProduction } from './operating/production.ts';
import { adjustPrices, closeRevenueVote, distributeRevenue, enterRevenueVote, votingCompanies } from './operating/revenue.ts';
import { resolveInfluenceBids } from './priority.ts';
import { company, compareCompanyPriority, price } from './queries.ts';
import { emptyInputs, emptyTurnState } from './setup.ts';
import { enterStartTurn } from './start-turn.ts';
import { isLimit, openPendingLimits, settleLimitOrders } from './stock/limits.ts';
import { marketOrdersThisSubRound, placedThisSubRound, resolveMarketOrders } from './stock/market.ts';
import { executeExercises, expireOptions, isExercisable, openPendingOptions } from './stock/options.ts';
import { chargeShortInterest, isShort, openPendingShorts, openShorts } from './stock/shorts.ts';
import { distributeTranches, resolveTrancheVotes, trancheWinners } from './tranches.ts';
import { chargeCapitalGains } from './upkeep/capital-gains.ts';
import { divest, overLimitPlayers } from './upkeep/divestment.ts';
import { endTurn } from './upkeep/end-turn.ts';
import type { GameState, PhaseInputs } from './types.ts';

/** §6.3: whether a phase is entered, evaluated when play reaches it. */
export function shouldEnter(s: GameState, phase: PhaseId): boolean {
  switch (phase) {
    case 'START_TURN':
      return s.turn >= 2;
    case 'TRANCHE_VOTE':
    case 'TRANCHE_VOTE_RESOLVE':
      return s.turn % 3 === 0;
    case 'TRANCHE_DISTRIBUTE':
    case 'TRANCHE_DISTRIBUTE_RESOLVE':
      return s.turn % 3 === 0 && s.tranches.some((t) => t.winner !== null);
    case 'RESOLVE_LIMIT_ORDERS':
      return s.orders.some((o) => isLimit(o) && o.status === 'FILLED_PENDING_SETTLEMENT');
    case 'REVIEW_CONCEALED_ORDERS':
      return placedThisSubRound(s).length > 0;
    case 'REVEAL_ORDERS':
      return s.config.ordersConcealed && placedThisSubRound(s).length > 0;
    case 'RESOLVE_MARKET_ORDERS':
      return marketOrdersThisSubRound(s).length > 0;
    case 'CHARGE_SHORT_INTEREST':
    case 'COVER_SHORTS':
      return openShorts(s).length > 0;
    case 'OPEN_PENDING_SHORTS':
      return s.orders.some((o) => isShort(o) && o.status === 'PENDING');
    case 'EXPIRE_OPTIONS':
      return s.contracts.some((k) => k.state === 'PURCHASED');
    case 'OPEN_PENDING_OPTIONS':
      return s.orders.some((o) => o.type === 'OPTION' && o.status === 'PENDING');
    case 'EXERCISE_OPTIONS':
      return s.contracts.some((k) => isExercisable(s, k));
    case 'OPEN_PENDING_LIMITS':
      return s.orders.some((o) => isLimit(o) && o.status === 'PENDING');
    case 'OR_PRODUCTION':
      return s.companies.some((c) => c.status === 'ACTIVE');
    case 'REVENUE_VOTE':
    case 'REVENUE_DISTRIBUTION':
      return votingCompanies(s).length > 0;
    case 'COMPANY_VOTE':
    case 'COMPANY_VOTE_RESULT':
      return s.runIndex < s.runOrder.length;
    case 'COMPANY_ACTION_RESOLVE':
      return s.companyRound?.mode === 'VOTE';
    case 'CAPITAL_GAINS':
      return Object.values(s.turnState.taxableIncome).some((v) => v > 0);
    case 'DIVESTMENT':
      return overLimitPlayers(s).length > 0;
    default:
      return true;
  }
}

function beginTurn(s: GameState): void {
  s.turnState = emptyTurnState();
  s.subRound = 0;
  s.actionOrder = [];
  s.runOrder = [];
  s.runIndex = 0;
  s.companyRound = null;
}

/**
 * The phase that follows `phase` in the order of play, before skip conditions. Loop bookkeeping (turn,
 * sub-round, company index) advances here, so it runs once for every phase passed, entered or not.
 */
function successor(s: GameState, phase: PhaseId): PhaseId {
  switch (phase) {
    case 'INFLUENCE_BID':
      return 'INFLUENCE_BID_RESOLVE';
    case 'INFLUENCE_BID_RESOLVE':
      s.turn = 1;
      beginTurn(s);
      return 'START_TURN';
    case 'START_TURN':
      return 'TRANCHE_VOTE';
    case 'TRANCHE_VOTE':
      return 'TRANCHE_VOTE_RESOLVE';
    case 'TRANCHE_VOTE_RESOLVE':
      return 'TRANCHE_DISTRIBUTE';
    case 'TRANCHE_DISTRIBUTE':
      return 'TRANCHE_DISTRIBUTE_RESOLVE';
    case 'TRANCHE_DISTRIBUTE_RESOLVE':
      return 'RESOLVE_LIMIT_ORDERS';
    case 'RESOLVE_LIMIT_ORDERS':
      s.subRound = 1;
      return 'PLACE_STOCK_ORDERS';
    case 'PLACE_STOCK_ORDERS':
      return placedThisSubRound(s).length === 0 ? 'CHARGE_SHORT_INTEREST' : 'REVIEW_CONCEALED_ORDERS';
    case 'REVIEW_CONCEALED_ORDERS':
      return 'REVEAL_ORDERS';
    case 'REVEAL_ORDERS':
      return 'RESOLVE_MARKET_ORDERS';
    case 'RESOLVE_MARKET_ORDERS':
      if (s.subRound < s.config.maxSubRounds) {
        s.subRound += 1;
        return 'PLACE_STOCK_ORDERS';
      }
      return 'CHARGE_SHORT_INTEREST';
    case 'CHARGE_SHORT_INTEREST':
      return 'COVER_SHORTS';
    case 'COVER_SHORTS':
      return 'OPEN_PENDING_SHORTS';
    case 'OPEN_PENDING_SHORTS':
      return 'EXPIRE_OPTIONS';
    case 'EXPIRE_OPTIONS':
      return 'OPEN_PENDING_OPTIONS';
    case 'OPEN_PENDING_OPTIONS':
      return 'EXERCISE_OPTIONS';
    case 'EXERCISE_OPTIONS':
      return 'OPEN_PENDING_LIMITS';
    case 'OPEN_PENDING_LIMITS':
      return 'STOCK_ROUND_RESULTS';
    case 'STOCK_ROUND_RESULTS':
      return 'OR_PRODUCTION';
    case 'OR_PRODUCTION':
      return 'REVENUE_VOTE';
    case 'REVENUE_VOTE':
      return 'REVENUE_DISTRIBUTION';
    case 'REVENUE_DISTRIBUTION':
      return 'STOCK_PRICE_ADJUSTMENT';
    case 'STOCK_PRICE_ADJUSTMENT': {
      // Run order (§9.6), fixed now: INSOLVENT companies of the locked order, then its ACTIVE ones.
      const locked = s.actionOrder.map((id) => company(s, id));
      s.runOrder = [...locked.filter((c) => c.status === 'INSOLVENT'), ...locked.filter((c) => c.status === 'ACTIVE')].map((c) => c.id);
      s.runIndex = 0;
      s.companyRound = null;
      return 'COMPANY_VOTE';
    }
    case 'COMPANY_VOTE':
      return 'COMPANY_VOTE_RESULT';
    case 'COMPANY_VOTE_RESULT':
      return 'COMPANY_ACTION_RESOLVE';
    case 'COMPANY_ACTION_RESOLVE':
      s.runIndex += 1;
      s.companyRound = null;
      return s.runIndex < s.runOrder.length ? 'COMPANY_VOTE' : 'CAPITAL_GAINS';
    case 'CAPITAL_GAINS':
      return 'DIVESTMENT';
    case 'DIVESTMENT':
      return 'END_TURN';
    case 'END_TURN':
      s.turn += 1;
      beginTurn(s);
      return 'START_TURN';
  }
}

/** Entry work; for actionable phases it also decides who may act (the others are ready automatically). */
function enter(ctx: Ctx, phase: PhaseId, previous: PhaseInputs = emptyInputs()): void {
  const s = ctx.s;
  s.phase = phase;
  s.phaseSerial += 1;
  s.inputs = emptyInputs();
  s.inputs.eligible = [...s.priority];
  emit(ctx, 'PHASE_STARTED', { serial: s.phaseSerial, subRound: s.subRound });
  switch (phase) {
    case 'INFLUENCE_BID_RESOLVE':
      resolveInfluenceBids(ctx, previous.influenceBids);
      return;
    case 'START_TURN':
      enterStartTurn(ctx);
      return;
    case 'TRANCHE_VOTE_RESOLVE':
      resolveTrancheVotes(ctx, previous.trancheVotes);
      return;
    case 'TRANCHE_DISTRIBUTE':
      s.inputs.eligible = s.priority.filter((p) => trancheWinners(s).includes(p));
      return;
    case 'TRANCHE_DISTRIBUTE_RESOLVE':
      distributeTranches(ctx, previous.trancheAllocations);
      return;
    case 'RESOLVE_LIMIT_ORDERS':
      settleLimitOrders(ctx);
      return;
    case 'REVIEW_CONCEALED_ORDERS':
      emit(ctx, 'ORDERS_REVIEWED', {
        orders: placedThisSubRound(s).map((o) => ({
          player: o.player,
          company: o.company,
          market: o.type === 'OPTION' ? 'DERIVATIVES' : o.type === 'MARKET' ? o.location : 'OPEN_MARKET',
        })),
      });
      return;
    case 'REVEAL_ORDERS':
      emit(ctx, 'ORDERS_REVEALED', { orders: placedThisSubRound(s).map((o) => ({ ...o })) });
      return;
    case 'RESOLVE_MARKET_ORDERS':
      resolveMarketOrders(ctx);
      return;
    case 'CHARGE_SHORT_INTEREST':
      chargeShortInterest(ctx);
      return;
    case 'COVER_SHORTS':
      s.inputs.eligible = s.priority.filter((p) => openShorts(s).some((o) => o.player === p));
      return;
    case 'OPEN_PENDING_SHORTS':
      openPendingShorts(ctx);
      return;
    case 'EXPIRE_OPTIONS':
      expireOptions(ctx);
      return;
    case 'OPEN_PENDING_OPTIONS':
      openPendingOptions(ctx);
      return;
    case 'EXERCISE_OPTIONS':
      s.inputs.eligible = s.priority.filter((p) => s.contracts.some((k) => k.owner === p && isExercisable(s, k)));
      return;
    case 'OPEN_PENDING_LIMITS':
      openPendingLimits(ctx);
      return;
    case 'STOCK_ROUND_RESULTS':
      lockActionOrder(ctx);
      return;
    case 'OR_PRODUCTION':
      runProduction(ctx);
      return;
    case 'REVENUE_VOTE':
      enterRevenueVote(ctx);
      return;
    case 'REVENUE_DISTRIBUTION':
      distributeRevenue(ctx);
      return;
    case 'STOCK_PRICE_ADJUSTMENT':
      adjustPrices(ctx);
      return;
    case 'COMPANY_VOTE':
      enterCompanyVote(ctx);
      return;
    case 'COMPANY_VOTE_RESULT':
      if (s.companyRound!.mode === 'VOTE') tallyCompanyVote(ctx);
      else settleInsolvency(ctx);
      return;
    case 'COMPANY_ACTION_RESOLVE':
      resolveCompanyActions(ctx);
      return;
    case 'CAPITAL_GAINS':
      chargeCapitalGains(ctx);
      return;
    case 'DIVESTMENT':
      divest(ctx);
      return;
    case 'END_TURN':
      endTurn(ctx);
      return;
    default:
      return;
  }
}

/** §8.9: lock the company action order; this turn's Price Freeze stops applying. */
function lockActionOrder(ctx: Ctx): void {
  const s = ctx.s;
  const locked = s.companies.filter((c) => c.status === 'ACTIVE' || c.status === 'INSOLVENT').sort(compareCompanyPriority);
  s.actionOrder = locked.map((c) => c.id);
  for (const c of s.companies) c.flagsActive = c.flagsActive.filter((f) => f !== 'PRICE_FREEZE');
  emit(ctx, 'STOCK_ROUND_RESULTS', { actionOrder: [...s.actionOrder], prices: Object.fromEntries(s.companies.map((c) => [c.id, price(c)])) });
}

/** Exit work that must run before the next phase: resolutions that happen "when the phase ends". */
function exit(ctx: Ctx): void {
  const s = ctx.s;
  switch (s.phase) {
    case 'START_TURN':
      resolveHeadlines(ctx);
      return;
    case 'REVENUE_VOTE':
      closeRevenueVote(ctx);
      return;
    case 'EXERCISE_OPTIONS':
      executeExercises(ctx);
      return;
    default:
      return;
  }
}

/** Whether the current phase ends without waiting for any input. */
function endsAtOnce(s: GameState): boolean {
  if (s.status !== 'RUNNING') return false;
  if (isActionablePhase(s.phase)) return s.inputs.eligible.length === 0;
  return s.config.reviewSeconds === 0;
}

/** Whether every seat that may act in this phase is ready (§6.4). */
export function everyoneReady(s: GameState): boolean {
  const needed = isActionablePhase(s.phase) ? s.inputs.eligible : s.priority;
  return needed.every((p) => s.inputs.ready.includes(p));
}

/** Ends the current phase and enters the following ones, passing over skipped phases and instant ends. */
export function endPhase(ctx: Ctx): void {
  const s = ctx.s;
  do {
    exit(ctx);
    emit(ctx, 'PHASE_ENDED', { serial: s.phaseSerial });
    // Resolving phases read what the phase before them collected.
    const previous = s.inputs;
    let next = successor(s, s.phase);
    while (!shouldEnter(s, next)) next = successor(s, next);
    enter(ctx, next, previous);
  } while (endsAtOnce(s));
}

/** Starts the game: enters INFLUENCE_BID as phase 1. */
export function startFirstPhase(ctx: Ctx): void {
  enter(ctx, 'INFLUENCE_BID');
}
