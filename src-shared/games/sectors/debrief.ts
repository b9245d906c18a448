/**
 * Sectors' class debrief (src-shared/platform/debrief.ts): a period is a turn; net worth is the game's own
 * (queries.ts `netWorth`, what the board, the history chart and the ranking show); trades come from the public
 * resolution events: fills of market and limit orders, shorts opened, covered or closed by a bankruptcy, option
 * contracts bought, exercised or expired, divestment and insolvency share contributions, bankruptcy payouts.
 */
import type { DebriefHook, DebriefLedger, DebriefMove } from '../../platform/debrief.ts';
import { groupedNumber as n, moneyWords } from '../../platform/debrief-format.ts';
import { SECTORS_META, sectorsTableOptions } from './options.ts';
import { held, netWorth, player, price } from './queries.ts';
import { openShorts } from './stock/shorts.ts';
import type { GameConfig, GameEvent, GameState, PlayerId } from './types.ts';

/** An amount of the game's money in a sentence ("$12"). */
const m = (amount: number): string => moneyWords(amount, SECTORS_META.money);

const turns = (count: number, more: string): string => `${count} ${more}${count === 1 ? 'turn' : 'turns'}`;

function ledger(s: GameState, p: PlayerId): DebriefLedger {
  const holdings: Record<string, number> = {};
  for (const c of s.companies) if (c.status !== 'BANKRUPT' && held(c, p) > 0) holdings[c.id] = held(c, p);
  return {
    netWorth: netWorth(s, p),
    cash: player(s, p).cash,
    holdings,
    shorts: openShorts(s).filter((o) => o.player === p).map((o) => `${n(o.quantity)} ${o.company} short at ${m(o.value / o.quantity)} (margin ${m(o.margin)})`),
    options: s.contracts
      .filter((k) => k.state === 'PURCHASED' && k.owner === p)
      .map((k) => `call on ${n(k.shares)} ${k.company} at strike ${m(k.strike)} (${turns(k.term - k.elapsed, 'more ')})`),
  };
}

function prices(s: GameState): Record<string, number> {
  return Object.fromEntries(s.companies.map((c) => [c.id, c.status === 'BANKRUPT' ? 0 : price(c)]));
}

/** Shares held before a bankruptcy, from the payout floor(price × shares / 10): exact at prices of 10 and more. */
function sharesFromPayout(amount: number, unitPrice: number): number {
  return Math.max(1, Math.ceil((amount * 10) / unitPrice));
}

/** Why an order failed when it resolved, in words (the outcome codes of docs/PROTOCOL-REFERENCE.md). */
const RESOLUTION_REASONS: Record<string, string> = {
  INSUFFICIENT_CASH: 'not enough cash when the order resolved',
  INSUFFICIENT_SHARES_HELD: 'the shares were no longer held',
  INSUFFICIENT_SHARES_AVAILABLE: 'not enough shares in the IPO or the open market',
  OWNERSHIP_CAP_EXCEEDED: 'the buy would pass the ownership cap',
  NOT_ENOUGH_SHARES_TO_LEND: 'not enough open-market shares to lend for the short',
  CONTRACT_ALREADY_SOLD: 'another order bought the contract first',
  COMPANY_BANKRUPT: 'the company went bankrupt with the order open',
};

function movesOf(e: GameEvent, s: GameState): DebriefMove[] {
  switch (e.type) {
    case 'ORDER_REJECTED': {
      const what = [e.side?.toLowerCase(), e.quantity !== undefined ? n(e.quantity) : null, e.company].filter(Boolean).join(' ');
      const action = `${what} (${e.orderType.toLowerCase().replace(/_/g, ' ')} order)`;
      const message = RESOLUTION_REASONS[e.reason] ?? e.reason.toLowerCase().replace(/_/g, ' ');
      return [{ player: e.player, text: `rejected: ${action}: ${message}`, rejected: { action, reason: e.reason, message } }];
    }
    case 'ORDER_FILLED': {
      const side = e.side === 'BUY' ? 'buy' : 'sell';
      const where = e.orderType === 'LIMIT' ? ' (limit order)' : e.location === 'IPO' ? ' (IPO)' : '';
      return [{
        player: e.player, text: `${side} ${n(e.quantity)} ${e.company} at ${m(e.unitPrice)}${where}`,
        trade: { side, company: e.company, quantity: e.quantity, price: e.unitPrice, exposure: e.side === 'BUY' ? 1 : -1 },
      }];
    }
    case 'SHORT_OPENED':
      return [{
        player: e.player, text: `short ${n(e.quantity)} ${e.company} at ${m(e.unitPrice)} (margin ${m(e.margin)})`,
        trade: { side: 'short', company: e.company, quantity: e.quantity, price: e.unitPrice, exposure: -1 },
      }];
    case 'SHORT_COVERED':
      return [{
        player: e.player, text: `cover ${n(e.quantity)} ${e.company} short at ${m(e.unitPrice)}`,
        trade: { side: 'cover', company: e.company, quantity: e.quantity, price: e.unitPrice, exposure: 1 },
      }];
    case 'SHORT_CLOSED_BY_BANKRUPTCY': {
      const order = s.orders.find((o) => o.id === e.order);
      const quantity = order && order.type === 'SHORT' ? order.quantity : 1;
      return [{
        player: e.player, text: `short of ${n(quantity)} ${e.company} closed by its bankruptcy for ${m(e.paid)}`,
        trade: { side: 'cover', company: e.company, quantity, price: e.paid / quantity, exposure: 0, settles: true },
      }];
    }
    case 'CONTRACT_PURCHASED': {
      const k = s.contracts.find((x) => x.id === e.contract);
      const shares = k?.shares ?? 1;
      const terms = k ? ` at strike ${m(k.strike)} for ${turns(k.term, '')}` : '';
      return [{
        player: e.player, text: `buy call on ${n(shares)} ${e.company}${terms}, premium ${m(e.premium)}`,
        trade: { side: 'option', company: e.company, quantity: shares, price: e.premium / shares, exposure: 0 },
      }];
    }
    case 'OPTION_EXERCISED':
      return [{
        player: e.player, text: `exercise call on ${n(e.shares)} ${e.company} at ${m(e.price)} (strike ${m(e.strike)}): paid ${m(e.payout)}`,
        trade: { side: 'exercise', company: e.company, quantity: e.shares, price: e.payout / e.shares, exposure: 0 },
      }];
    case 'CONTRACT_EXPIRED': {
      const shares = s.contracts.find((x) => x.id === e.contract)?.shares ?? 1;
      return [{
        player: e.player, text: `call on ${n(shares)} ${e.company} expired unused`,
        trade: { side: 'expire', company: e.company, quantity: shares, price: 0, exposure: 0 },
      }];
    }
    case 'DIVESTED': {
      // One line per company and price: the certificates sold one by one are one forced sale.
      const lots = new Map<string, { company: string; price: number; quantity: number }>();
      for (const sale of e.sales) {
        const key = `${sale.company}@${sale.price}`;
        const lot = lots.get(key) ?? { company: sale.company, price: sale.price, quantity: 0 };
        lot.quantity += 1;
        lots.set(key, lot);
      }
      return [...lots.values()].map((lot) => ({
        player: e.player, text: `forced sale of ${n(lot.quantity)} ${lot.company} at ${m(lot.price)} (over the certificate limit)`,
        trade: { side: 'sell', company: lot.company, quantity: lot.quantity, price: lot.price, exposure: -1 as const },
      }));
    }
    case 'INSOLVENCY_CONTRIBUTION': {
      if (e.kind !== 'SHARES' || !e.quantity) return [];
      const proceeds = e.proceeds ?? 0;
      return [{
        player: e.player, text: `give ${n(e.quantity)} ${e.company} to rescue it (sold for ${m(proceeds)})`,
        trade: { side: 'contribute', company: e.company, quantity: e.quantity, price: proceeds / e.quantity, exposure: 0, settles: true },
      }];
    }
    case 'COMPANY_BANKRUPT':
      return e.payouts.filter((x) => x.amount > 0 && e.price > 0).map((x) => {
        const quantity = sharesFromPayout(x.amount, e.price);
        return {
          player: x.player, text: `${e.company} went bankrupt: paid ${m(x.amount)} for the shares`,
          trade: { side: 'bankruptcy', company: e.company, quantity, price: x.amount / quantity, exposure: 0 as const, settles: true as const },
        };
      });
    case 'DIVIDEND_PAID':
      return e.dividends.filter((d) => d.amount > 0).map((d) => ({ player: d.player, dividend: d.amount, text: `dividend ${m(d.amount)} from ${e.company}` }));
    default:
      return [];
  }
}

export const sectorsDebrief: DebriefHook<GameState, GameEvent, GameConfig> = {
  periodName: 'turn',
  options: (config) => sectorsTableOptions(config as unknown as Record<string, unknown>),
  period: (s) => s.turn,
  startingCapital: (s, p) => netWorth(s, p),
  ledger,
  prices,
  moves: (events, s) => events.flatMap((e) => movesOf(e, s)),
};
