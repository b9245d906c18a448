/**
 * Stock Market Tycoon's class debrief (src-shared/platform/debrief.ts): a period is a market year; net worth is
 * the game's own (§13: cash + holdings at current prices − deferred debt, queries.ts `netWorth`, which the
 * desk's chart records at each year's close and the final ranking uses). Trades come from the public events
 * in the platform's seat ids (live/events.ts): buys and sales, Rights and Debentures, buyback fills, forced
 * sales for debts, shorts and options with their year-end settlements. Shorts and options settle at every
 * year end (E7, E8), so none is ever open when a year is over: the settlement lines carry them (unranked:
 * the year end makes them, not the seat).
 */
import type { DebriefHook, DebriefLedger, DebriefMove, DebriefTrade } from '../../platform/debrief.ts';
import { groupedNumber as n, moneyWords } from '../../platform/debrief-format.ts';
import type { PlatformTycoonEvent } from './live/events.ts';
import type { TycoonGame, TycoonGameConfig } from './live/types.ts';
import { seatIndex } from './live/windows.ts';
import { TYCOON_META, tycoonTableOptions } from './options.ts';
import { netWorth } from './queries.ts';
import { COMPANY_IDS, type CompanyId } from './types.ts';

/** An amount of the game's money in a sentence ("$12"). */
const m = (amount: number): string => moneyWords(amount, TYCOON_META.money);

const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const signed = (amount: number): string => (amount > 0 ? `+${m(amount)}` : m(amount));

function ledger(g: TycoonGame, player: string): DebriefLedger {
  const seat = seatIndex(player);
  const p = g.core.players[seat];
  const holdings: Record<string, number> = {};
  for (const id of COMPANY_IDS) if (p.holdings[id] > 0) holdings[id] = p.holdings[id];
  return {
    netWorth: netWorth(g.core, seat),
    cash: p.cash,
    holdings,
    shorts: g.core.shorts.filter((x) => x.seat === seat).map((x) => `${n(x.qty)} ${x.company} short at ${m(x.entry)}`),
    options: g.core.options.filter((x) => x.seat === seat).map((x) => `${x.kind} on ${n(x.qty)} ${x.company} at strike ${m(x.strike)}`),
  };
}

function prices(g: TycoonGame): Record<string, number> {
  return Object.fromEntries(COMPANY_IDS.map((id) => [id, g.core.companies[id].price]));
}

function trade(player: string, text: string, side: string, company: string, quantity: number, price: number, exposure: DebriefTrade['exposure'], settles = false): DebriefMove {
  return { player, text, trade: { side, company, quantity, price, exposure, ...(settles ? { settles: true as const } : {}) } };
}

/** Shares sold to cover or settle a debt, each at the company's price (sales move no price: solvency.ts). */
function forcedSales(e: PlatformTycoonEvent, g: TycoonGame): DebriefMove[] {
  const sales = Array.isArray(e.sales) ? (e.sales as { company: CompanyId; qty: number }[]) : [];
  return sales.filter((x) => x.qty > 0).map((x) => {
    const price = g.core.companies[x.company].price;
    return trade(str(e.seat), `forced sale of ${n(x.qty)} ${x.company} at ${m(price)} to pay a debt`, 'sell', x.company, x.qty, price, -1);
  });
}

const QUANTITY_EVENTS = new Set(['BOUGHT', 'SOLD', 'SHORTED', 'SHORT_SETTLED', 'OPTION_BOUGHT', 'OPTION_SETTLED', 'RIGHTS_PLAYED', 'RIGHTS_EXERCISED', 'DEBENTURE_PLAYED']);

function movesOf(e: PlatformTycoonEvent, g: TycoonGame): DebriefMove[] {
  const seat = str(e.seat);
  const company = str(e.company);
  const qty = num(e.qty);
  // A trade of nothing (a Rights answer of 0 shares) is no trade, and per-share prices divide by the quantity.
  if (qty <= 0 && QUANTITY_EVENTS.has(e.type)) return [];
  switch (e.type) {
    case 'BOUGHT':
      return [trade(seat, `buy ${n(qty)} ${company} at ${m(num(e.price))}`, 'buy', company, qty, num(e.price), 1)];
    case 'SOLD':
      return [trade(seat, `sell ${n(qty)} ${company} at ${m(num(e.price))}`, 'sell', company, qty, num(e.price), -1)];
    case 'SHORTED':
      return [trade(seat, `short ${n(qty)} ${company} at ${m(num(e.entry))}`, 'short', company, qty, num(e.entry), -1)];
    case 'SHORT_SETTLED': {
      const owed = num(e.accrued) > 0 ? `, dividends owed ${m(num(e.accrued))}` : '';
      const text = `short of ${n(qty)} ${company} from ${m(num(e.entry))} settled at ${m(num(e.price))}${owed}: ${signed(num(e.amount))}`;
      // The year end closes every short by itself (E7): no decision of the seat's, so the line is not ranked.
      return [trade(seat, text, 'cover', company, qty, num(e.price), 0, true)];
    }
    case 'OPTION_BOUGHT': {
      const text = `buy ${str(e.kind)} on ${n(qty)} ${company} at strike ${m(num(e.strike))}, premium ${m(num(e.premium))}`;
      return [trade(seat, text, 'option', company, qty, num(e.premium) / qty, 0)];
    }
    case 'OPTION_SETTLED': {
      const amount = num(e.amount);
      const text = `${str(e.kind)} on ${n(qty)} ${company} at strike ${m(num(e.strike))} settled at ${m(num(e.price))}: ${amount > 0 ? `paid ${m(amount)}` : 'expired worthless'}`;
      return [trade(seat, text, amount > 0 ? 'exercise' : 'expire', company, qty, amount / qty, 0)];
    }
    case 'RIGHTS_PLAYED':
    case 'RIGHTS_EXERCISED': {
      const unit = num(e.cost) / qty;
      return [trade(seat, `rights issue: buy ${n(qty)} ${company} at ${m(unit)}`, 'rights', company, qty, unit, 1)];
    }
    case 'DEBENTURE_PLAYED': {
      const unit = num(e.amount) / qty;
      return [trade(seat, `Debenture: ${n(qty)} ${company} repaid at ${m(unit)}`, 'debenture', company, qty, unit, -1)];
    }
    case 'BUYBACK_RESOLVED': {
      const fills = Array.isArray(e.fills) ? (e.fills as { seat: string; qty: number; paid: number }[]) : [];
      return fills.filter((f) => f.qty > 0).map((f) =>
        trade(f.seat, `sell ${n(f.qty)} ${company} to its buyback at ${m(f.paid / f.qty)}`, 'sell', company, f.qty, f.paid / f.qty, -1));
    }
    case 'DEBT_COVERED':
    case 'DEBT_SETTLED':
      return forcedSales(e, g);
    case 'DIVIDEND_DECLARED': {
      const payouts = (e.payouts && typeof e.payouts === 'object' ? e.payouts : {}) as Record<string, number>;
      return Object.entries(payouts).filter(([, amount]) => amount > 0).map(([player, amount]) => ({ player, dividend: amount, text: `dividend ${m(amount)} from ${company}` }));
    }
    default:
      return [];
  }
}

export const tycoonDebrief: DebriefHook<TycoonGame, PlatformTycoonEvent, TycoonGameConfig> = {
  periodName: 'year',
  options: (config) => tycoonTableOptions({ ...config.engine, turnSeconds: config.turnSeconds, windowSeconds: config.windowSeconds }),
  period: (g) => g.core.year,
  // The desk records each seat's net worth at the start (live/play.ts): the same figure the chart starts from.
  startingCapital: (g, player) => g.netWorth[seatIndex(player)]?.[0] ?? 0,
  ledger,
  prices,
  moves: (events, g) => events.flatMap((e) => movesOf(e, g)),
};
