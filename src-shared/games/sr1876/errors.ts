/**
 * Refusal codes (§12) plus the app's own, and the refusal value `applyInPlace` returns. Every refusal carries a
 * plain English sentence for the player; tests compare codes only.
 */
import type { Refusal } from './types.ts';

export const SPEC_CODES = [
  'GAME_OVER', 'WRONG_STEP', 'NOT_YOUR_TURN', 'NOT_ELIGIBLE', 'ALREADY_SUBMITTED', 'UNKNOWN_COMPANY',
  'INSUFFICIENT_CASH', 'SR_BAD_COUNT', 'SR_BAD_SOURCE', 'SR_ALREADY_SOLD', 'SR_SELL_EXCEEDS_HOLDING',
  'SR_BUY_ALREADY_DONE', 'SR_BUY_SOLD_THIS_ROUND', 'SR_BUY_NOT_AVAILABLE', 'SR_BUY_HOLD_LIMIT',
  'SR_DECLARE_EXCEEDS_TREASURY',
] as const;

/**
 * App codes: BAD_ACTION (not an object, an unknown type, or a field of the wrong kind: the spec's codes assume a
 * well-formed action) and the config codes of `configError`.
 */
export const APP_CODES = ['BAD_ACTION'] as const;
export const CONFIG_CODES = ['CONFIG_MODULE', 'CONFIG_SCENARIO', 'CONFIG_PLAYER_COUNT', 'CONFIG_SEED', 'CONFIG_FLAG'] as const;

export function refuse(code: string, message: string): Refusal {
  return { ok: false, code, message };
}
