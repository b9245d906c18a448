/**
 * The stock round's class debrief (src-shared/platform/debrief.ts): a period is a round; net worth is §11's
 * (cash + shares at the market price, queries.ts `netWorth`). Trades come from the public events in the
 * platform's seat ids (live/events.ts): a purchase in a turn (SHARE_BOUGHT, at the price paid), each share
 * placed in an offer pass (OFFER_PASS_CLOSED: a purchase for the taker, a sale for the seller, both at the pass
 * price; a share the company takes is only the seller's sale), and each share the pool absorbs (SHARE_ABSORBED,
 * a sale at the reduced price). Dividends are §10's payout per seat. The game has no shorts or options. A
 * round is complete when it is paid out: its row is the position right after the payout.
 */
import type { DebriefHook, DebriefLedger, DebriefMove, DebriefTrade } from '../../platform/debrief.ts';
import { groupedNumber as n, moneyWords } from '../../platform/debrief-format.ts';
import type { PlatformSrEvent } from './live/events.ts';
import type { Sr1876Game, Sr1876GameConfig } from './live/types.ts';
import { seatIndex } from './live/windows.ts';
import { SR1876_META, sr1876TableOptions } from './options.ts';
import { marketPrice, netWorth } from './queries.ts';

/** An amount of the game's money in a sentence ("$12"). */
const m = (amount: number): string => moneyWords(amount, SR1876_META.money);

function ledger(g: Sr1876Game, player: string): DebriefLedger {
  const seat = seatIndex(player);
  const p = g.core.players[seat];
  const holdings: Record<string, number> = {};
  for (const code of g.core.companyOrder) if (p.holdings[code] > 0) holdings[code] = p.holdings[code];
  // During the round-end review the engine has already run the next round's modernity bonus: a round's row is
  // the position right after its payout, as recorded then (live/records.ts).
  const worth = g.review ? g.netWorth[seat].at(-1)! : netWorth(g.core, seat);
  return { netWorth: worth, cash: p.cash, holdings, shorts: [], options: [] };
}

/** Prices at the market, or during the review where the payout left the tokens. */
function prices(g: Sr1876Game): Record<string, number> {
  const grid = g.core.config.scenario.grid;
  const moved = new Map(g.review && g.payout ? g.payout.companies.map((c) => [c.company, c.to]) : []);
  return Object.fromEntries(g.core.companyOrder.map((code) => {
    const cell = moved.get(code);
    return [code, cell ? grid[cell.r][cell.c] : marketPrice(g.core, code)];
  }));
}

function trade(player: string, text: string, side: 'buy' | 'sell', company: string, price: number): DebriefMove {
  const t: DebriefTrade = { side, company, quantity: 1, price, exposure: side === 'buy' ? 1 : -1 };
  return { player, text, trade: t };
}

function movesOf(e: PlatformSrEvent): DebriefMove[] {
  switch (e.type) {
    case 'SHARE_BOUGHT': {
      const from = e.source === 'pool' ? 'from the pool' : `from ${e.company}`;
      return [trade(e.seat, `buy 1 ${e.company} ${from} at ${m(e.price)}`, 'buy', e.company, e.price)];
    }
    case 'OFFER_PASS_CLOSED': {
      const { seller, company } = e;
      return e.allocation.flatMap((a) => {
        const sold = trade(seller, `sell 1 ${company} at ${m(a.price)} to ${a.buyer === 'company' ? 'the company' : a.buyer} (offer pass ${e.pass})`, 'sell', company, a.price);
        if (a.buyer === 'company') return [sold];
        return [sold, trade(a.buyer, `take 1 ${company} at ${m(a.price)} in ${seller}'s sale`, 'buy', company, a.price)];
      });
    }
    case 'SHARE_ABSORBED':
      return [trade(e.seller, `sell 1 ${e.company} to the pool at ${m(e.paid)} (nobody took it)`, 'sell', e.company, e.paid)];
    case 'PAYOUT':
      return Object.entries(e.toPlayers).filter(([, amount]) => amount > 0).map(([player, amount]) => ({ player, dividend: amount, text: `payout ${m(amount)} from ${e.company} (${m(e.perShare)} a share)` }));
    default:
      return [];
  }
}

export const sr1876Debrief: DebriefHook<Sr1876Game, PlatformSrEvent, Sr1876GameConfig> = {
  periodName: 'round',
  options: (config) => sr1876TableOptions({ ...config.engine.options, rounds: config.engine.scenario.rounds, turnSeconds: config.turnSeconds, offerSeconds: config.offerSeconds }),
  period: (g) => g.core.round,
  // The desk records each seat's net worth where play starts (live/play.ts, SR-18): after round 1's bonus, so a
  // return before any move is 0 and matches the first view's net worth (915 for PSR's director in Trinidad Six).
  startingCapital: (g, player) => g.netWorth[seatIndex(player)]?.[0] ?? 0,
  ledger,
  prices,
  moves: (events) => events.flatMap(movesOf),
};
