/**
 * §9.1's common checks, in order, then the action's own checks. Pure: nothing here writes to the state, so
 * `applyInPlace` can refuse without a trace and `legal.ts` can try candidate actions for free.
 */
import { featuresOf } from './config.ts';
import { isCompanyId, isDeckCard } from './data.ts';
import { refuse, type Refusal } from './errors.ts';
import { hasPendingPrompt, isDisplayStep, turnSeat } from './queries.ts';
import type { Features, TycoonAction, TycoonState } from './types.ts';
import { checkBuy, checkOption, checkSell, checkShort } from './actions/trade.ts';
import { checkDebenture, checkLoan } from './actions/cards.ts';
import { checkDecline, checkExercise, checkPlayRights } from './actions/rights.ts';
import { checkBuyback, checkDividend } from './actions/corporate.ts';
import { checkCover, checkOffer, checkPremium, checkSettle, checkStrike, checkSuspend, checkWithhold } from './actions/windows.ts';

const TURN_TYPES = new Set(['buy', 'sell', 'short', 'pass', 'playLoan', 'playDebenture', 'playRights', 'exerciseRights', 'declineRights', 'buyOption', 'declareDividend', 'announceBuyback']);
const WINDOW_KIND: Record<string, string> = { setPremium: 'premium', buybackOffer: 'buyback', withhold: 'withhold', strike: 'strike', suspend: 'suspend', coverDebt: 'cover', settleDebt: 'settle' };
const FEATURE: Record<string, keyof Features> = { short: 'shorts', buyOption: 'options', setPremium: 'options', declareDividend: 'dividends', announceBuyback: 'buybacks', buybackOffer: 'buybacks' };
const COMPANY_FIELD = new Set(['buy', 'sell', 'short', 'playDebenture', 'playRights', 'buyOption', 'declareDividend', 'announceBuyback', 'setPremium', 'withhold', 'strike']);
const QTY_FIELD = new Set(['buy', 'sell', 'short', 'buyOption', 'playRights', 'exerciseRights', 'announceBuyback']);

export function isKnownType(type: unknown): boolean {
  return typeof type === 'string' && (TURN_TYPES.has(type) || type in WINDOW_KIND || type === 'advance');
}

/** A positive multiple of the lot, as a safe integer. */
function isLots(q: unknown): boolean {
  return typeof q === 'number' && Number.isSafeInteger(q) && q > 0 && q % 1000 === 0;
}

/**
 * Check 3. A rights prompt blocks only the prompted seat's own other turn actions (§8): for any other seat the
 * turn step still takes the type, and check 4 answers NOT_YOUR_TURN (TY-11).
 */
function stepAccepts(s: TycoonState, type: string, seat: unknown): boolean {
  if (type === 'advance') return isDisplayStep(s);
  const w = s.window;
  if (TURN_TYPES.has(type)) {
    if (s.step !== 'TURN' || w) return false;
    // §8: while the turn seat has an unanswered rights prompt, it may send only rights answers.
    if (type !== 'exerciseRights' && type !== 'declineRights') {
      const t = turnSeat(s);
      if (t !== null && seat === t && hasPendingPrompt(s, t)) return false;
    }
    return true;
  }
  return w !== undefined && w.kind === WINDOW_KIND[type];
}

function mayAct(s: TycoonState, type: string, seat: unknown): boolean {
  const w = s.window!;
  if (w.kind === 'settle' || w.kind === 'suspend') return w.seat === seat;
  if (type === 'setPremium' || type === 'withhold' || type === 'strike' || type === 'buybackOffer' || type === 'coverDebt') {
    return (w as { eligible: number[] }).eligible.includes(seat as number);
  }
  return false;
}

function salesShapeOk(sales: unknown): boolean {
  return Array.isArray(sales) && sales.every((x) => typeof x === 'object' && x !== null && isCompanyId((x as { company: unknown }).company));
}

/** The first failing check of an action, or null when the engine accepts it now. */
export function validate(s: TycoonState, action: TycoonAction): Refusal | null {
  const a = action as unknown as Record<string, unknown>;
  if (typeof a !== 'object' || a === null || !isKnownType(a.type)) return refuse('BAD_ACTION', 'This is not an action of this game.');
  const type = a.type as string;
  // 1–3: game over, mode feature, step.
  if (s.step === 'GAME_OVER') return refuse('GAME_OVER', 'The game has ended.');
  const feature = FEATURE[type];
  if (feature && !featuresOf(s.config.mode)[feature]) return refuse('FEATURE_NOT_IN_MODE', `${type} is not part of the ${s.config.mode} mode.`);
  if (!stepAccepts(s, type, a.seat)) return refuse('WRONG_STEP', `${type} is not accepted at this point of the game.`);
  if (type === 'advance') return null;
  // 4: the actor.
  if (TURN_TYPES.has(type)) {
    if (a.seat !== turnSeat(s)) return refuse('NOT_YOUR_TURN', 'It is not your turn.');
  } else if (!mayAct(s, type, a.seat)) return refuse('NOT_ELIGIBLE', 'You do not take part in this window.');
  // 5: ids (the card before the company where an action names both).
  if ((type === 'playLoan' || type === 'playDebenture' || type === 'playRights') && !isDeckCard(s.config.variant, a.card)) {
    return refuse('UNKNOWN_CARD', `There is no card ${String(a.card)} in this deck.`);
  }
  if ((type === 'withhold' || type === 'strike') && a.card !== null && !isDeckCard(s.config.variant, a.card)) {
    return refuse('UNKNOWN_CARD', `There is no card ${String(a.card)} in this deck.`);
  }
  if (type === 'settleDebt' && a.loans !== undefined && !(Array.isArray(a.loans) && a.loans.every((id) => isDeckCard(s.config.variant, id)))) {
    return refuse('UNKNOWN_CARD', 'A listed loan card does not exist in this deck.');
  }
  if (COMPANY_FIELD.has(type) && !isCompanyId(a.company)) return refuse('UNKNOWN_COMPANY', `There is no company ${String(a.company)}.`);
  if (type === 'suspend' && !(Array.isArray(a.companies) && a.companies.every(isCompanyId))) return refuse('UNKNOWN_COMPANY', 'A named company does not exist.');
  if ((type === 'coverDebt' || type === 'settleDebt') && a.sales !== undefined && !salesShapeOk(a.sales)) return refuse('UNKNOWN_COMPANY', 'A sale names a company that does not exist.');
  // 6: quantities (a buyback offer may be 0).
  if (QTY_FIELD.has(type) && !isLots(a.qty)) return refuse('BAD_QUANTITY', 'A quantity is a positive multiple of 1,000 shares.');
  if (type === 'buybackOffer' && !(a.qty === 0 || isLots(a.qty))) return refuse('BAD_QUANTITY', 'An offer is 0 or a positive multiple of 1,000 shares.');
  if ((type === 'coverDebt' || type === 'settleDebt') && a.sales !== undefined && !(a.sales as { qty: unknown }[]).every((x) => isLots(x.qty))) {
    return refuse('BAD_QUANTITY', 'Each sale is a positive multiple of 1,000 shares.');
  }
  const act = a as never;
  switch (type) {
    case 'buy': return checkBuy(s, act);
    case 'sell': return checkSell(s, act);
    case 'short': return checkShort(s, act);
    case 'buyOption': return checkOption(s, act);
    case 'pass': return null;
    case 'playLoan': return checkLoan(s, act);
    case 'playDebenture': return checkDebenture(s, act);
    case 'playRights': return checkPlayRights(s, act);
    case 'exerciseRights': return checkExercise(s, act);
    case 'declineRights': return checkDecline(s, act);
    case 'declareDividend': return checkDividend(s, act);
    case 'announceBuyback': return checkBuyback(s, act);
    case 'setPremium': return checkPremium(s, act);
    case 'buybackOffer': return checkOffer(s, act);
    case 'withhold': return checkWithhold(s, act);
    case 'strike': return checkStrike(s, act);
    case 'suspend': return checkSuspend(s, act);
    case 'coverDebt': return checkCover(s, act);
    case 'settleDebt': return checkSettle(s, act);
  }
  return refuse('BAD_ACTION', 'This is not an action of this game.');
}
