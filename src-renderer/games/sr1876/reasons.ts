/**
 * Refusals in words. The engine answers a refused input with a §12 code (../shared/rules/stock-round-1876.md)
 * or one of the app's; the board shows the game's sentence for it, else the shell's sentence for a host
 * refusal (PAUSED, STALE_PHASE…: one wording on every screen), else the host's message.
 */
import { lookup } from './i18n.ts';

/**
 * Every code the stock round answers with, plus the host's NOT_YOUR_SEAT (a seat taken from this screen mid-pass),
 * whose host message is too terse for a player (test/renderer/sr1876-strings.test.ts checks each has a sentence).
 */
export const REASON_CODES = [
  'GAME_OVER', 'WRONG_STEP', 'NOT_YOUR_TURN', 'NOT_ELIGIBLE', 'ALREADY_SUBMITTED', 'UNKNOWN_COMPANY', 'INSUFFICIENT_CASH',
  'SR_BAD_COUNT', 'SR_BAD_SOURCE', 'SR_ALREADY_SOLD', 'SR_SELL_EXCEEDS_HOLDING', 'SR_BUY_ALREADY_DONE', 'SR_BUY_SOLD_THIS_ROUND',
  'SR_BUY_NOT_AVAILABLE', 'SR_BUY_HOLD_LIMIT', 'SR_DECLARE_EXCEEDS_TREASURY', 'BAD_ACTION', 'NOT_SEATED', 'NOT_YOUR_SEAT', 'STALE_INPUT',
  'CONFIG_MODULE', 'CONFIG_SCENARIO', 'CONFIG_PLAYER_COUNT', 'CONFIG_SEED', 'CONFIG_FLAG',
] as const;

export function reasonText(code: string, message = ''): string {
  return lookup(`reason.${code}`) ?? lookup(`refusal.${code}`, { message, reason: code }) ?? (message || code.replace(/_/g, ' ').toLowerCase());
}
