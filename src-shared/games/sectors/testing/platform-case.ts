/** Sectors in the platform tests (src-shared/platform/platform-case.ts): an eight-turn game. */
import type { PlatformCase } from '../../../platform/platform-case.ts';
import type { BaseInput } from '../../../platform/module.ts';
import type { GameState } from '../types.ts';

/** Cancelling a limit order placed before this sub-round is public: it was revealed already (stock/orders.ts). */
function publicAct(state: unknown, input: BaseInput): boolean {
  if (input.type !== 'CANCEL_LIMIT_ORDER') return false;
  const s = state as GameState;
  const o = s.orders.find((x) => x.id === (input as { orderId?: number }).orderId);
  return !s.config.ordersConcealed || !o || o.turn !== s.turn || o.subRound !== s.subRound;
}

export const platformCase: PlatformCase = { options: { maxTurns: 8 }, publicAct };
