/**
 * `legalActions(state, seat)`: inputs the engine accepts from this seat now (for bots, UI hints and
 * fuzzing). Every listed input passes validation; numeric parameters with wide ranges (quantities, limit
 * values, cash amounts, bids) are sampled rather than listed exhaustively.
 */
import { headlineData, LIMIT_VALUE_MAX, LIMIT_VALUE_MIN, MAX_INDEX, priceAt } from './data.ts';
import { votingCompanies } from './operating/revenue.ts';
import { company, held, isFloated, outstanding, player, price } from './queries.ts';
import { isCancellable, orderedThisSubRound } from './stock/orders.ts';
import { isExercisable } from './stock/options.ts';
import { openShorts } from './stock/shorts.ts';
import type { CompanyActionId } from './data.ts';
import type { GameState, Input, PlayerId } from './types.ts';

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function stockOrders(s: GameState, p: PlayerId): Input[] {
  const out: Input[] = [];
  const bidding = s.config.distributionStrategy === 'BID_PRIORITY';
  const pl = player(s, p);
  for (const c of s.companies) {
    if (c.status === 'BANKRUPT') continue;
    const quantities = range(1, Math.min(outstanding(c), 6));
    for (const q of quantities) {
      const ipoBid = bidding ? { bid: c.ipoPrice } : {};
      out.push({ type: 'PLACE_MARKET_ORDER', player: p, companyId: c.id, location: 'IPO', side: 'BUY', quantity: q, ...ipoBid });
      if (!isFloated(c)) continue;
      const omBid = bidding ? { bid: price(c) } : {};
      out.push({ type: 'PLACE_MARKET_ORDER', player: p, companyId: c.id, location: 'OPEN_MARKET', side: 'BUY', quantity: q, ...omBid });
      if (held(c, p) >= q) out.push({ type: 'PLACE_MARKET_ORDER', player: p, companyId: c.id, location: 'OPEN_MARKET', side: 'SELL', quantity: q });
    }
    if (!isFloated(c)) continue;
    if (s.config.limitOrdersEnabled && pl.limitActions > 0) {
      for (const delta of [-3, -1, 1, 3]) {
        const value = priceAt(Math.max(0, Math.min(MAX_INDEX, c.priceIndex + delta)));
        if (value < LIMIT_VALUE_MIN || value > LIMIT_VALUE_MAX) continue;
        const side = delta < 0 ? 'SELL' : 'BUY';
        for (const q of [1, 2]) {
          // quantity must stay within 1..outstanding (buybacks can leave a single share)
          if (q <= outstanding(c)) out.push({ type: 'PLACE_LIMIT_ORDER', player: p, companyId: c.id, side, quantity: q, value });
        }
      }
    }
    if (s.config.shortOrdersEnabled && pl.shortActions > 0) {
      for (const q of [1, 2, 3]) out.push({ type: 'PLACE_SHORT_ORDER', player: p, companyId: c.id, quantity: q });
    }
  }
  if (s.config.optionOrdersEnabled) {
    for (const k of s.contracts) {
      if (k.state !== 'FOR_SALE' || company(s, k.company).status === 'BANKRUPT') continue;
      const duplicate = s.orders.some((o) => o.type === 'OPTION' && o.status === 'PENDING' && o.player === p && o.contract === k.id);
      if (!duplicate) out.push({ type: 'PLACE_OPTION_ORDER', player: p, contractId: k.id, ...(bidding ? { bid: k.premium } : {}) });
    }
  }
  return out;
}

function companyVotes(s: GameState, p: PlayerId): Input[] {
  const round = s.companyRound!;
  if (!round.eligible.includes(p)) return [];
  const offered = round.offered as CompanyActionId[];
  const out: Input[] = offered.map((a) => ({ type: 'VOTE_COMPANY_ACTIONS', player: p, actions: [a] }) as Input);
  if (round.actionsPerOr >= 2) {
    for (let i = 0; i < offered.length; i++) {
      for (let j = i + 1; j < offered.length; j++) out.push({ type: 'VOTE_COMPANY_ACTIONS', player: p, actions: [offered[i], offered[j]] });
    }
  }
  return out;
}

function phaseActions(s: GameState, p: PlayerId): Input[] {
  const pl = player(s, p);
  switch (s.phase) {
    case 'INFLUENCE_BID':
      return range(0, s.config.influencePoints).map((points) => ({ type: 'SUBMIT_INFLUENCE_BID', player: p, points }));
    case 'START_TURN': {
      const out: Input[] = [];
      for (const h of s.headlines) {
        if (!h || h.backers.includes(p)) continue;
        const cost = headlineData(h.type).cost;
        if (pl.cash >= Math.floor(cost / (h.backers.length + 1))) out.push({ type: 'BACK_HEADLINE', player: p, headlineId: h.id });
      }
      if (s.headlines.some((h) => h?.backers.includes(p))) out.push({ type: 'WITHDRAW_HEADLINE', player: p });
      return out;
    }
    case 'TRANCHE_VOTE':
      return [null, ...s.tranches.map((t) => t.id)].map((packageId) => ({ type: 'VOTE_TRANCHE', player: p, packageId }));
    case 'TRANCHE_DISTRIBUTE': {
      const out: Input[] = [];
      for (const t of s.tranches.filter((x) => x.winner === p)) {
        const own = s.companies.filter((c) => c.status !== 'BANKRUPT' && held(c, p) > 0);
        const prestigeTarget = t.prestige ? (own[0] ?? s.companies.find((c) => c.status !== 'BANKRUPT'))?.id ?? null : null;
        const passiveTarget = s.companies.find((c) => c.sector === t.sector && c.status !== 'BANKRUPT')?.id ?? null;
        out.push({ type: 'ALLOCATE_TRANCHE', player: p, packageId: t.id, cash: [{ player: p, amount: t.cash }], prestigeCompanyId: prestigeTarget, passiveCompanyId: passiveTarget });
        out.push({ type: 'ALLOCATE_TRANCHE', player: p, packageId: t.id, cash: [], prestigeCompanyId: null, passiveCompanyId: null });
      }
      return out;
    }
    case 'PLACE_STOCK_ORDERS': {
      const out: Input[] = [];
      for (const o of s.orders) {
        if (o.player !== p || !isCancellable(s, o)) continue;
        out.push({ type: o.type === 'LIMIT' ? 'CANCEL_LIMIT_ORDER' : 'CANCEL_MARKET_ORDER', player: p, orderId: o.id });
      }
      if (!orderedThisSubRound(s, p)) out.push(...stockOrders(s, p));
      return out;
    }
    case 'COVER_SHORTS':
      return openShorts(s)
        .filter((o) => o.player === p && pl.cash + o.margin >= o.quantity * price(company(s, o.company)))
        .map((o) => ({ type: 'COVER_SHORT', player: p, shortId: o.id }));
    case 'EXERCISE_OPTIONS':
      return s.contracts
        .filter((k) => k.owner === p && isExercisable(s, k) && !s.inputs.exerciseRequests.includes(k.id))
        .map((k) => ({ type: 'EXERCISE_OPTION', player: p, contractId: k.id }));
    case 'REVENUE_VOTE': {
      const out: Input[] = [];
      for (const id of votingCompanies(s)) {
        if (!s.inputs.revenueEligible[id]?.includes(p)) continue;
        for (const choice of ['FULL', 'HALF', 'RETAIN'] as const) out.push({ type: 'VOTE_REVENUE', player: p, companyId: id, choice });
      }
      return out;
    }
    case 'COMPANY_VOTE': {
      const round = s.companyRound!;
      if (round.mode === 'VOTE') return companyVotes(s, p);
      if (!round.eligible.includes(p)) return [];
      const out: Input[] = [];
      for (const amount of [1, 25, 50, 100, 200]) if (amount <= pl.cash) out.push({ type: 'CONTRIBUTE_CASH', player: p, amount });
      const shares = held(company(s, round.company), p);
      for (let q = 1; q <= shares; q++) out.push({ type: 'CONTRIBUTE_SHARES', player: p, quantity: q });
      return out;
    }
    default:
      return [];
  }
}

export function legalActions(s: GameState, p: PlayerId): Input[] {
  if (s.status !== 'RUNNING' || !s.players.some((x) => x.id === p)) return [];
  const ready = s.inputs.ready.includes(p);
  return [...phaseActions(s, p), ready ? { type: 'UNREADY', player: p } : { type: 'READY', player: p }];
}

