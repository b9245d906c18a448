/**
 * Every check of an action, in the spec's order (§6, §8, §12): the general checks (shape, game over, step,
 * actor, company), then the action's own. Pure: nothing here writes to the state, so `applyInPlace` refuses
 * without a trace and `legal.ts` can try candidate actions for free.
 */
import { refuse } from './errors.ts';
import { buyPrice, companySharesForSale, isCompany } from './queries.ts';
import type { Refusal, SrAction, SrState } from './types.ts';

const TYPES = new Set(['declareReissue', 'sell', 'offerResponse', 'companyOfferResponse', 'buy', 'endTurn']);
const TURN_TYPES = new Set(['sell', 'buy', 'endTurn']);

export function isKnownType(type: unknown): boolean {
  return typeof type === 'string' && TYPES.has(type);
}

const isWhole = (x: unknown, min: number): boolean => typeof x === 'number' && Number.isSafeInteger(x) && x >= min;

/** Malformed actions: not an object, an unknown type, a seat that is no integer, a non-boolean answer or auto flag. */
function shapeProblem(a: Record<string, unknown>): Refusal | null {
  if (!isKnownType(a.type)) return refuse('BAD_ACTION', 'This is not an action of the stock round.');
  if (!Number.isSafeInteger(a.seat)) return refuse('BAD_ACTION', 'The action does not name a seat.');
  if (a.auto !== undefined && typeof a.auto !== 'boolean') return refuse('BAD_ACTION', 'The auto flag must be true or false.');
  if ((a.type === 'offerResponse' || a.type === 'companyOfferResponse') && typeof a.take !== 'boolean') {
    return refuse('BAD_ACTION', 'An offer answer must say take or decline.');
  }
  return null;
}

/** The first failing check of an action, or null when the engine accepts it now. */
export function validate(s: SrState, action: SrAction): Refusal | null {
  const a = action as unknown as Record<string, unknown>;
  if (typeof a !== 'object' || a === null) return refuse('BAD_ACTION', 'This is not an action of the stock round.');
  const shape = shapeProblem(a);
  if (shape) return shape;
  if (s.step === 'GAME_OVER') return refuse('GAME_OVER', 'The game has ended.');
  const type = a.type as SrAction['type'];
  const seat = a.seat as number;
  if (TURN_TYPES.has(type)) {
    if (s.step !== 'TURN') return refuse('WRONG_STEP', s.step === 'OFFER' ? 'Wait until the shares on offer are placed.' : 'It is not the time for turns yet.');
    if (seat !== s.turn!.seat) return refuse('NOT_YOUR_TURN', 'It is not your turn.');
  }
  const act = action as never;
  switch (type) {
    case 'declareReissue': return checkDeclare(s, act);
    case 'sell': return checkSell(s, act);
    case 'buy': return checkBuy(s, act);
    case 'endTurn': return null;
    case 'offerResponse': return checkOfferResponse(s, act);
    case 'companyOfferResponse': return checkCompanyResponse(s, act);
  }
}

function checkDeclare(s: SrState, a: { seat: number; company: unknown; count: unknown }): Refusal | null {
  const d = s.declare;
  if (s.step !== 'DECLARE' || !d) return refuse('WRONG_STEP', 'Re-issue declarations are made at the start of a round.');
  if (a.seat !== d.seat) return refuse('NOT_YOUR_TURN', 'Another director is declaring now.');
  if (!isCompany(s, a.company)) return refuse('UNKNOWN_COMPANY', `There is no company ${String(a.company)} in this game.`);
  if (d.done.includes(a.company)) return refuse('ALREADY_SUBMITTED', `You have already declared for ${a.company} this round.`);
  if (!d.open.includes(a.company)) return refuse('NOT_ELIGIBLE', `You have nothing to declare for ${a.company}: you are not its director or it has no treasury shares.`);
  if (!isWhole(a.count, 0)) return refuse('SR_BAD_COUNT', 'A declaration is a whole number of shares, 0 or more.');
  const treasury = s.companies[a.company].treasury;
  if ((a.count as number) > treasury) return refuse('SR_DECLARE_EXCEEDS_TREASURY', `${a.company} has only ${treasury} treasury shares to declare.`);
  return null;
}

function checkSell(s: SrState, a: { seat: number; company: unknown; count: unknown }): Refusal | null {
  if (!isCompany(s, a.company)) return refuse('UNKNOWN_COMPANY', `There is no company ${String(a.company)} in this game.`);
  if (!isWhole(a.count, 1)) return refuse('SR_BAD_COUNT', 'A sale is a whole number of shares, 1 or more.');
  const t = s.turn!;
  if (t.sold !== null) return refuse('SR_ALREADY_SOLD', `You already sold ${t.sold} this turn: a turn has one sale, of one company.`);
  const held = s.players[a.seat].holdings[a.company];
  if ((a.count as number) > held) return refuse('SR_SELL_EXCEEDS_HOLDING', `You hold only ${held} ${a.company} shares.`);
  return null;
}

function checkBuy(s: SrState, a: { seat: number; company: unknown; source: unknown }): Refusal | null {
  if (!isCompany(s, a.company)) return refuse('UNKNOWN_COMPANY', `There is no company ${String(a.company)} in this game.`);
  if (a.source !== 'pool' && a.source !== 'company') return refuse('SR_BAD_SOURCE', 'Buy from the pool or from the company.');
  const code = a.company;
  const p = s.players[a.seat];
  if (s.turn!.bought) return refuse('SR_BUY_ALREADY_DONE', 'You have already bought a share this turn.');
  if (s.config.options.noRebuyAfterSale && p.soldThisRound.includes(code)) {
    return refuse('SR_BUY_SOLD_THIS_ROUND', `You sold ${code} this round, so you may not buy it again until the next round.`);
  }
  const available = a.source === 'pool' ? s.companies[code].pool : companySharesForSale(s, code);
  if (available < 1) return refuse('SR_BUY_NOT_AVAILABLE', a.source === 'pool' ? `The pool holds no ${code} share.` : `${code} has no new or declared share for sale.`);
  const limit = s.config.scenario.holdingLimit;
  if (p.holdings[code] >= limit) return refuse('SR_BUY_HOLD_LIMIT', `You already hold ${limit} ${code} shares, the most a player may hold.`);
  const price = buyPrice(s, code, a.source);
  if (p.cash < price) return refuse('INSUFFICIENT_CASH', `The share costs $${price} and you have $${p.cash}.`);
  return null;
}

function checkOfferResponse(s: SrState, a: { seat: number }): Refusal | null {
  const o = s.offer;
  if (s.step !== 'OFFER' || !o) return refuse('WRONG_STEP', 'No shares are on offer now.');
  if (!o.candidates.includes(a.seat)) return refuse('NOT_ELIGIBLE', 'You may not take a share in this offer.');
  if (String(a.seat) in o.answers) return refuse('ALREADY_SUBMITTED', 'You have already answered this offer.');
  return null;
}

function checkCompanyResponse(s: SrState, a: { seat: number; company: unknown }): Refusal | null {
  const o = s.offer;
  if (s.step !== 'OFFER' || !o) return refuse('WRONG_STEP', 'No shares are on offer now.');
  if (!isCompany(s, a.company)) return refuse('UNKNOWN_COMPANY', `There is no company ${String(a.company)} in this game.`);
  if (a.company !== o.company || !o.companyCandidate || a.seat !== o.director) {
    return refuse('NOT_ELIGIBLE', `You may not answer for ${a.company} in this offer.`);
  }
  if (o.companyAnswer !== null) return refuse('ALREADY_SUBMITTED', `You have already answered for ${a.company}.`);
  return null;
}
