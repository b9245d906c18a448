/**
 * The Sectors rules engine: a game is a pure function of (config, seed, inputs).
 *   create(config, seed)  → state in INFLUENCE_BID
 *   apply(state, input)   → { ok, state, events } or { ok: false, reason, message } (state untouched)
 *   advance(state)        → ends the current phase now (what a TIMEOUT for the current serial does)
 * `applyInPlace` is the same rules on a state the caller owns (simulator, benchmarks); a refused input
 * leaves that state unchanged too, because every validator finishes its checks before it writes.
 */
import * as v from 'valibot';
import { emit, type Ctx } from './context.ts';
import { RuleError } from './errors.ts';
import { endPhase, everyoneReady, startFirstPhase } from './flow.ts';
import { backHeadline, withdrawHeadline } from './headlines.ts';
import { hasSchema } from '../../schema-issues.ts';
import { ACCEPTED_IN, ACTION_SCHEMAS, describeIssues, type InputType } from './inputs.ts';
import { voteCompanyActions } from './operating/actions.ts';
import { contributeCash, contributeShares } from './operating/insolvency.ts';
import { voteRevenue } from './operating/revenue.ts';
import { submitInfluenceBid } from './priority.ts';
import { findPlayer } from './queries.ts';
import { copyJson } from './copy.ts';
import { createGame } from './setup.ts';
import { cancelLimitOrder, cancelMarketOrder, placeLimitOrder, placeMarketOrder, placeOptionOrder, placeShortOrder } from './stock/orders.ts';
import { coverShort } from './stock/shorts.ts';
import { requestExercise } from './stock/options.ts';
import { allocateTranche, voteTranche } from './tranches.ts';
import type { ApplyResult, EngineEvent, GameConfig, GameState, Input, PlayerAction, PlayerId, Rejection } from './types.ts';

export function create(config: GameConfig, seed: number): GameState {
  const s = createGame(config, seed);
  startFirstPhase({ s, events: [] });
  return s;
}

function reject(reason: string, message: string): Rejection {
  return { ok: false, reason, message };
}

/** Generic checks of §13, in order, without touching the state. */
function gate(s: GameState, input: unknown): Rejection | null {
  if (s.status !== 'RUNNING') return reject('GAME_NOT_RUNNING', 'the game has ended');
  if (!input || typeof input !== 'object' || typeof (input as { type?: unknown }).type !== 'string') {
    return reject('MALFORMED_INPUT', 'an input needs a string "type"');
  }
  const type = (input as { type: string }).type;
  if (!hasSchema(ACTION_SCHEMAS, type)) return reject('MALFORMED_INPUT', `unknown input type "${String(type).slice(0, 40)}"`);
  if (type === 'TIMEOUT') {
    const parsed = v.safeParse(ACTION_SCHEMAS.TIMEOUT, input);
    return parsed.success ? null : reject('MALFORMED_INPUT', describeIssues(parsed.issues));
  }
  if (!findPlayer(s, (input as { player?: unknown }).player)) return reject('NOT_SEATED', 'the sender is not a seated player');
  const phases = ACCEPTED_IN[type];
  if (phases && !phases.includes(s.phase)) return reject('NOT_YOUR_PHASE', `${type} is not accepted during ${s.phase}`);
  if (s.phase === 'COMPANY_VOTE' && phases) {
    const insolvency = s.companyRound?.mode === 'INSOLVENCY';
    const contribution = type === 'CONTRIBUTE_CASH' || type === 'CONTRIBUTE_SHARES';
    if (insolvency !== contribution) {
      return reject('NOT_YOUR_PHASE', insolvency ? 'this is an insolvency round: contribute, do not vote' : 'contributions belong to insolvency rounds');
    }
  }
  const parsed = v.safeParse(ACTION_SCHEMAS[type as InputType], input);
  if (!parsed.success) return reject('MALFORMED_INPUT', `${type}: ${describeIssues(parsed.issues)}`);
  return null;
}

function dispatch(ctx: Ctx, input: { player: PlayerId } & PlayerAction): void {
  switch (input.type) {
    case 'SUBMIT_INFLUENCE_BID':
      return submitInfluenceBid(ctx, input.player, input.points);
    case 'BACK_HEADLINE':
      return backHeadline(ctx, input.player, input.headlineId);
    case 'WITHDRAW_HEADLINE':
      return withdrawHeadline(ctx, input.player);
    case 'VOTE_TRANCHE':
      return voteTranche(ctx, input.player, input.packageId);
    case 'ALLOCATE_TRANCHE':
      return allocateTranche(ctx, input);
    case 'PLACE_MARKET_ORDER':
      return placeMarketOrder(ctx, input);
    case 'PLACE_LIMIT_ORDER':
      return placeLimitOrder(ctx, input);
    case 'PLACE_SHORT_ORDER':
      return placeShortOrder(ctx, input);
    case 'PLACE_OPTION_ORDER':
      return placeOptionOrder(ctx, input);
    case 'CANCEL_LIMIT_ORDER':
      return cancelLimitOrder(ctx, input);
    case 'CANCEL_MARKET_ORDER':
      return cancelMarketOrder(ctx, input);
    case 'COVER_SHORT':
      return coverShort(ctx, input.player, input.shortId);
    case 'EXERCISE_OPTION':
      return requestExercise(ctx, input.player, input.contractId);
    case 'VOTE_REVENUE':
      return voteRevenue(ctx, input.player, input.companyId, input.choice);
    case 'VOTE_COMPANY_ACTIONS':
      return voteCompanyActions(ctx, input.player, input.actions);
    case 'CONTRIBUTE_CASH':
      return contributeCash(ctx, input.player, input.amount);
    case 'CONTRIBUTE_SHARES':
      return contributeShares(ctx, input.player, input.quantity);
  }
}

function setReady(ctx: Ctx, p: PlayerId, ready: boolean): void {
  const inputs = ctx.s.inputs;
  const was = inputs.ready.includes(p);
  if (ready === was) return;
  inputs.ready = ready ? [...inputs.ready, p] : inputs.ready.filter((x) => x !== p);
  emit(ctx, 'READY_CHANGED', { player: p, ready });
}

/** Applies one input to a state the caller owns. Returns the events, or a rejection (state unchanged). */
export function applyInPlace(s: GameState, input: Input): { ok: true; events: EngineEvent[] } | Rejection {
  const refused = gate(s, input);
  if (refused) return refused;
  const ctx: Ctx = { s, events: [] };
  try {
    if (input.type === 'TIMEOUT') {
      // A TIMEOUT for another phase instance is stale and ignored (§6.4).
      if (input.phaseSerial === s.phaseSerial) endPhase(ctx);
      return { ok: true, events: ctx.events };
    }
    if (input.type === 'READY' || input.type === 'UNREADY') {
      setReady(ctx, input.player, input.type === 'READY');
    } else {
      dispatch(ctx, input);
    }
    if (s.status === 'RUNNING' && everyoneReady(s)) endPhase(ctx);
    return { ok: true, events: ctx.events };
  } catch (err) {
    if (err instanceof RuleError) return reject(err.reason, err.message);
    throw err;
  }
}

/** The pure form: the given state is never modified. */
export function apply(state: GameState, input: Input): ApplyResult {
  const refused = gate(state, input);
  if (refused) return refused;
  const s = copyJson(state);
  const result = applyInPlace(s, input);
  return result.ok ? { ok: true, state: s, events: result.events } : result;
}

/** Ends the current phase now (review time over, facilitator "end phase", or timeout). */
export function advance(state: GameState): ApplyResult {
  return apply(state, { type: 'TIMEOUT', phaseSerial: state.phaseSerial });
}
