/**
 * Refusal codes (§17) plus the app's own, and the refusal value `applyInPlace` returns. Every refusal carries
 * a plain English sentence for the player; tests compare codes only.
 */
export const SPEC_CODES = [
  'CONFIG_VARIANT', 'CONFIG_PLAYER_COUNT', 'CONFIG_MODE', 'CONFIG_SEED',
  'GAME_OVER', 'FEATURE_NOT_IN_MODE', 'WRONG_STEP', 'NOT_YOUR_TURN', 'NOT_ELIGIBLE', 'ALREADY_SUBMITTED',
  'UNKNOWN_COMPANY', 'UNKNOWN_CARD', 'BAD_QUANTITY', 'INSUFFICIENT_CASH', 'INSUFFICIENT_SUPPLY',
  'BUY_PRICE_ZERO', 'BUY_BELOW_MINIMUM', 'BUY_WHILE_SHORT', 'BUY_CONDITION_FAILED', 'SELL_EXCEEDS_HOLDING',
  'CARD_NOT_IN_HAND', 'CARD_WRONG_KIND', 'DEBENTURE_PRICE_NOT_ZERO', 'DEBENTURE_NO_HOLDING',
  'RIGHTS_NO_ENTITLEMENT', 'RIGHTS_EXCEEDS_ENTITLEMENT', 'RIGHTS_NO_WINDOW',
  'SHORT_HOLDS_SHARES', 'SHORT_PLAYER_CAP', 'SHORT_COMPANY_CAP',
  'BAD_OPTION_KIND', 'OPTION_PRICE_ZERO', 'OPTION_CAP_EXCEEDED', 'PREMIUM_BAD_RATE',
  'DIVIDEND_NOT_CONTROLLER', 'DIVIDEND_BAD_AMOUNT', 'DIVIDEND_ABOVE_CAP', 'DIVIDEND_ABOVE_PRICE',
  'BUYBACK_NOT_CHAIRMAN', 'BUYBACK_BAD_PRICE', 'OFFER_EXCEEDS_HOLDING',
  'WITHHOLD_BAD_CARD', 'STRIKE_BAD_CARD', 'SUSPEND_TOO_MANY', 'SUSPEND_DUPLICATE', 'COVER_INSUFFICIENT',
] as const;

/**
 * App codes: CONFIG_FLAG (a flag of §1 or `years`/`displaySteps` has a bad value) and BAD_ACTION (not an object,
 * or an unknown action type: the spec's codes all assume a well-formed action).
 */
export const APP_CODES = ['CONFIG_FLAG', 'BAD_ACTION'] as const;

export type Refusal = { ok: false; code: string; message: string };

export function refuse(code: string, message: string): Refusal {
  return { ok: false, code, message };
}
