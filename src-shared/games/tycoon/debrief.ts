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
import type { TycoonEventOf } from './schemas.ts';
import type { TycoonGame, TycoonGameConfig } from './live/types.ts';
import { seatIndex } from './live/windows.ts';
import { TYCOON_META, tycoonTableOptions } from './options.ts';
import { netWorth } from './queries.ts';
import { COMPANY_IDS } from './types.ts';

/** An amount of the game's money in a sentence ("$12"). */
const m = (amount: number): string => moneyWords(amount, TYCOON_META.money);

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
function forcedSales(e: TycoonEventOf<'DEBT_COVERED' | 'DEBT_SETTLED'>, g: TycoonGame): DebriefMove[] {
  return e.sales.filter((x) => x.qty > 0).map((x) => {
    const price = g.core.companies[x.company].price;
    return trade(e.seat, `forced sale of ${n(x.qty)} ${x.company} at ${m(price)} to pay a debt`, 'sell', x.company, x.qty, price, -1);
  });
}

const QUANTITY_EVENTS = new Set(['BOUGHT', 'SOLD', 'SHORTED', 'SHORT_SETTLED', 'OPTION_BOUGHT', 'OPTION_SETTLED', 'RIGHTS_PLAYED', 'RIGHTS_EXERCISED', 'DEBENTURE_PLAYED']);

function movesOf(e: PlatformTycoonEvent, g: TycoonGame): DebriefMove[] {
  // A trade of nothing (a Rights answer of 0 shares) is no trade, and per-share prices divide by the quantity.
  if (QUANTITY_EVENTS.has(e.type) && 'qty' in e && e.qty <= 0) return [];
  switch (e.type) {
    case 'BOUGHT':
      return [trade(e.seat, `buy ${n(e.qty)} ${e.company} at ${m(e.price)}`, 'buy', e.company, e.qty, e.price, 1)];
    case 'SOLD':
      return [trade(e.seat, `sell ${n(e.qty)} ${e.company} at ${m(e.price)}`, 'sell', e.company, e.qty, e.price, -1)];
    case 'SHORTED':
      return [trade(e.seat, `short ${n(e.qty)} ${e.company} at ${m(e.entry)}`, 'short', e.company, e.qty, e.entry, -1)];
    case 'SHORT_SETTLED': {
      const owed = e.accrued > 0 ? `, dividends owed ${m(e.accrued)}` : '';
      const text = `short of ${n(e.qty)} ${e.company} from ${m(e.entry)} settled at ${m(e.price)}${owed}: ${signed(e.amount)}`;
      // The year end closes every short by itself (E7): no decision of the seat's, so the line is not ranked.
      return [trade(e.seat, text, 'cover', e.company, e.qty, e.price, 0, true)];
    }
    case 'OPTION_BOUGHT': {
      const text = `buy ${e.kind} on ${n(e.qty)} ${e.company} at strike ${m(e.strike)}, premium ${m(e.premium)}`;
      return [trade(e.seat, text, 'option', e.company, e.qty, e.premium / e.qty, 0)];
    }
    case 'OPTION_SETTLED': {
      const text = `${e.kind} on ${n(e.qty)} ${e.company} at strike ${m(e.strike)} settled at ${m(e.price)}: ${e.amount > 0 ? `paid ${m(e.amount)}` : 'expired worthless'}`;
      return [trade(e.seat, text, e.amount > 0 ? 'exercise' : 'expire', e.company, e.qty, e.amount / e.qty, 0)];
    }
    case 'RIGHTS_PLAYED':
    case 'RIGHTS_EXERCISED': {
      const unit = e.cost / e.qty;
      return [trade(e.seat, `rights issue: buy ${n(e.qty)} ${e.company} at ${m(unit)}`, 'rights', e.company, e.qty, unit, 1)];
    }
    case 'DEBENTURE_PLAYED': {
      const unit = e.amount / e.qty;
      return [trade(e.seat, `Debenture: ${n(e.qty)} ${e.company} repaid at ${m(unit)}`, 'debenture', e.company, e.qty, unit, -1)];
    }
    case 'BUYBACK_RESOLVED':
      return e.fills.filter((f) => f.qty > 0).map((f) =>
        trade(f.seat, `sell ${n(f.qty)} ${e.company} to its buyback at ${m(f.paid / f.qty)}`, 'sell', e.company, f.qty, f.paid / f.qty, -1));
    case 'DEBT_COVERED':
    case 'DEBT_SETTLED':
      return forcedSales(e, g);
    case 'DIVIDEND_DECLARED':
      return Object.entries(e.payouts).filter(([, amount]) => amount > 0).map(([player, amount]) => ({ player, dividend: amount, text: `dividend ${m(amount)} from ${e.company}` }));
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
