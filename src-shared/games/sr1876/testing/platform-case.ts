/**
 * The 1876 stock round in the platform tests (src-shared/platform/platform-case.ts). Two rounds: declarations,
 * turns, sealed offer passes interrupting a turn, and the round-end review twice.
 */
import type { BaseInput } from '../../../platform/module.ts';
import type { PlatformCase } from '../../../platform/platform-case.ts';
import type { Sr1876Game } from '../live/types.ts';

/** The turn's seat sells one share of a company it holds, which opens an offer pass. */
function openSealed(state: unknown): BaseInput | null {
  const core = (state as Sr1876Game).core;
  if (core.step !== 'TURN' || !core.turn || (state as Sr1876Game).review) return null;
  const seat = core.turn.seat;
  const company = core.companyOrder.find((code) => core.players[seat].holdings[code] > 0);
  return company ? ({ type: 'sell', player: `P${seat + 1}`, company, count: 1 } as BaseInput) : null;
}

export const platformCase: PlatformCase = { options: { rounds: 2 }, publicAct: () => false, openSealed };
