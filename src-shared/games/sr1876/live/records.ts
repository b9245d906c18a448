/**
 * Public records kept beside the rules state for the desk, which the rules do not keep: the turn counter (a
 * turn window's key), this round's modernity bonus, the last payout, the last closed offer pass, the last sale,
 * and each seat's net worth after every payout (for the chart and the debrief). Read from the engine's events
 * (engine seat numbers), in order.
 */
import { priceAt } from '../market.ts';
import type { Cell, SrEvent } from '../types.ts';
import type { PassRecord, PayoutRecord, Sr1876Game } from './types.ts';

const cellOf = (x: unknown): Cell | null => (x && typeof x === 'object' ? { ...(x as Cell) } : null);

/** Each seat's net worth with the tokens where the payout left them (the next round's bonus may move one since). */
function netWorthAfterPayout(game: Sr1876Game, payout: PayoutRecord): number[] {
  const grid = game.core.config.scenario.grid;
  const cells: Record<string, Cell> = {};
  for (const code of game.core.companyOrder) cells[code] = game.core.companies[code].token;
  for (const c of payout.companies) cells[c.company] = c.to;
  return game.core.players.map((p) => game.core.companyOrder.reduce((sum, code) => sum + p.holdings[code] * priceAt(grid, cells[code]), p.cash));
}

export function recordEvents(game: Sr1876Game, events: readonly SrEvent[]): void {
  let payout: PayoutRecord | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'TURN_STARTED':
        game.turns += 1;
        break;
      case 'MODERNITY_BONUS':
        game.modernity = { round: e.round as number, values: { ...(e.values as Record<string, number>) }, leader: (e.leader as string | null) ?? null, from: cellOf(e.from), to: cellOf(e.to) };
        break;
      case 'ROUND_ENDED':
        payout = { round: e.round as number, companies: [] };
        game.payout = payout;
        break;
      case 'PAYOUT':
        payout?.companies.push({
          company: e.company as string, perShare: e.perShare as number, toPlayers: { ...(e.toPlayers as Record<string, number>) },
          toCompany: e.toCompany as number, from: cellOf(e.from)!, to: cellOf(e.to)!,
        });
        break;
      case 'OFFER_PASS_CLOSED':
        game.lastPass = {
          seller: e.seller as number, company: e.company as string, pass: e.pass as number, price: e.price as number,
          answers: { ...(e.answers as Record<string, boolean>) }, companyAnswer: (e.companyAnswer as boolean | null) ?? null,
          allocation: (e.allocation as PassRecord['allocation']).map((a) => ({ ...a })),
        };
        break;
      case 'SALE_ENDED':
        game.lastSale = { seat: e.seat as number, company: e.company as string, count: e.count as number, proceeds: e.proceeds as number, token: cellOf(e.token)! };
        break;
    }
  }
  // Holdings and cash do not change after the payout within the step, so the record is exact.
  if (payout) netWorthAfterPayout(game, payout).forEach((value, seat) => game.netWorth[seat].push(value));
}
