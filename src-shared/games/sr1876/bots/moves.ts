/**
 * The moves a bot weighs, built straight from the rules (§6, §8) instead of trying every candidate through the
 * engine: the hard bot's rollouts call these thousands of times. `decideSr1876` still checks every action it
 * returns with the engine's own `validate`, and the tests hold these lists to `legal.ts` candidateActions.
 */
import { buyPrice, companySharesForSale } from '../queries.ts';
import type { BuySource, SrState } from '../types.ts';

export type BuyOption = { company: string; source: BuySource; price: number };

/** The purchases `seat` may make now in its turn (none outside its turn or once it has bought). */
export function buyOptions(s: SrState, seat: number): BuyOption[] {
  const t = s.turn;
  if (s.step !== 'TURN' || !t || t.seat !== seat || t.bought) return [];
  const p = s.players[seat];
  const limit = s.config.scenario.holdingLimit;
  const noRebuy = s.config.options.noRebuyAfterSale;
  const out: BuyOption[] = [];
  for (const code of s.companyOrder) {
    if (p.holdings[code] >= limit || (noRebuy && p.soldThisRound.includes(code))) continue;
    for (const source of ['company', 'pool'] as const) {
      const available = source === 'pool' ? s.companies[code].pool : companySharesForSale(s, code);
      if (available < 1) continue;
      const price = buyPrice(s, code, source);
      if (p.cash >= price) out.push({ company: code, source, price });
    }
  }
  return out;
}

/** Whether `seat` may start a sale now (its turn, nothing sold yet), and the companies it holds. */
export function sellable(s: SrState, seat: number): string[] {
  const t = s.turn;
  if (s.step !== 'TURN' || !t || t.seat !== seat || t.sold !== null) return [];
  return s.companyOrder.filter((code) => s.players[seat].holdings[code] > 0);
}

/** How many more shares of `code` a seat could still want: the holding limit less what it holds. */
export function room(s: SrState, seat: number, code: string): number {
  return s.config.scenario.holdingLimit - s.players[seat].holdings[code];
}
