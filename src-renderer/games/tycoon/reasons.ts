/**
 * Refusals in words. The engine answers a refused input with a §17 code (../shared/rules/tycoon.md); the
 * board shows the game's sentence for it, else the shell's sentence for a host refusal (PAUSED, STALE_PHASE…:
 * one wording on every screen), else the host's message.
 */
import { lookup } from './i18n.ts';

/** Every §17 code (test/renderer/tycoon-strings.test.ts checks each has a sentence). */
export const REASON_CODES = [
  'CONFIG_VARIANT', 'CONFIG_PLAYER_COUNT', 'CONFIG_MODE', 'CONFIG_SEED', 'GAME_OVER', 'FEATURE_NOT_IN_MODE', 'WRONG_STEP',
  'NOT_YOUR_TURN', 'NOT_ELIGIBLE', 'ALREADY_SUBMITTED', 'UNKNOWN_COMPANY', 'UNKNOWN_CARD', 'BAD_QUANTITY',
  'INSUFFICIENT_CASH', 'INSUFFICIENT_SUPPLY', 'BUY_PRICE_ZERO', 'BUY_BELOW_MINIMUM', 'BUY_WHILE_SHORT',
  'BUY_CONDITION_FAILED', 'SELL_EXCEEDS_HOLDING', 'CARD_NOT_IN_HAND', 'CARD_WRONG_KIND', 'DEBENTURE_PRICE_NOT_ZERO',
  'DEBENTURE_NO_HOLDING', 'RIGHTS_NO_ENTITLEMENT', 'RIGHTS_EXCEEDS_ENTITLEMENT', 'RIGHTS_NO_WINDOW',
  'SHORT_HOLDS_SHARES', 'SHORT_PLAYER_CAP', 'SHORT_COMPANY_CAP', 'BAD_OPTION_KIND', 'OPTION_PRICE_ZERO',
  'OPTION_CAP_EXCEEDED', 'PREMIUM_BAD_RATE', 'DIVIDEND_NOT_CONTROLLER', 'DIVIDEND_BAD_AMOUNT', 'DIVIDEND_ABOVE_CAP',
  'DIVIDEND_ABOVE_PRICE', 'BUYBACK_NOT_CHAIRMAN', 'BUYBACK_BAD_PRICE', 'OFFER_EXCEEDS_HOLDING', 'WITHHOLD_BAD_CARD',
  'STRIKE_BAD_CARD', 'SUSPEND_TOO_MANY', 'SUSPEND_DUPLICATE', 'COVER_INSUFFICIENT',
] as const;

export function reasonText(code: string, message = ''): string {
  return lookup(`reason.${code}`) ?? lookup(`refusal.${code}`, { message, reason: code }) ?? (message || code.replace(/_/g, ' ').toLowerCase());
}
