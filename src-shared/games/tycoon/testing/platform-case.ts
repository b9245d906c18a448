/**
 * Stock Market Tycoon in the platform tests (src-shared/platform/platform-case.ts). Strategist: every window
 * kind (sealed P1/E1/E3/E9, buyback interrupts, E5 turns, display steps) can occur.
 */
import type { PlatformCase } from '../../../platform/platform-case.ts';
import { touchHolding, updateControl } from '../control.ts';
import type { TycoonGame } from '../live/types.ts';
import type { CompanyId } from '../types.ts';

/** P1 chairs ATL with P2 as its Director, P2 chairs TTN with P1 as its Director (shares are given). */
function prepare(state: unknown): void {
  const s = (state as TycoonGame).core;
  const give = (seat: number, company: CompanyId, qty: number) => {
    s.players[seat].holdings[company] += qty;
    s.companies[company].supply -= qty;
    touchHolding(s, seat, company);
  };
  give(0, 'ATL', 100_000);
  give(1, 'ATL', 60_000);
  give(1, 'TTN', 100_000);
  give(0, 'TTN', 50_000);
  for (const company of ['ATL', 'TTN'] as const) updateControl({ s, events: [] }, company);
}

export const platformCase: PlatformCase = { options: { mode: 'strategist', years: 10 }, publicAct: () => false, prepare, sealedFileSeed: 35 };
