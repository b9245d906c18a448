/**
 * Easy bot: legal and sensible, but no plan. From its own seat's view it picks at random among reasonable
 * actions with sane sizes: it buys only what it can pay for and what is on offer (one to three shares, at
 * most a third of its cash on one order), sells only what it holds, passes often, votes for dividends more
 * often than not and for company actions that are not plainly harmful, and rarely rescues a company.
 */
import { pick, randInt, shuffle, type Rng } from '../../../rng.ts';
import type { CompanyActionId } from '../data.ts';
import type { Input, PlayerId, RevenueChoice } from '../types.ts';
import {
  bidFor, capOf, chance, committedCash, heldBy, isFloatedCo, isLive, playerOf, orderedThisSubRound, priceOf, type Seen,
} from './common.ts';

/** Actions an easy bot never votes for: they only hurt the holders or do nothing. */
const NOT_REASONABLE: readonly CompanyActionId[] = ['SHARE_ISSUE', 'DOWNSIZE', 'DECREASE_PRICE', 'VETO', 'PRICE_FREEZE'];

function stockOrder(seen: Seen, me: PlayerId, rng: Rng): Input[] {
  if (orderedThisSubRound(seen, me) || chance(rng, 0.35)) return [];
  const cash = playerOf(seen, me).cash - committedCash(seen, me);
  const budget = Math.floor(cash / 3) + 1;
  const buys: Input[] = [];
  const sells: Input[] = [];
  for (const c of seen.companies) {
    if (!isLive(c)) continue;
    const room = capOf(seen, c) - heldBy(c, me);
    if (c.ipoShares > 0 && room > 0 && c.ipoPrice <= cash) {
      const max = Math.min(3, c.ipoShares, room, Math.max(1, Math.floor(budget / c.ipoPrice)));
      const q = randInt(rng, 1, max);
      if (q * c.ipoPrice <= cash) buys.push({ type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'IPO', side: 'BUY', quantity: q, ...bidFor(seen, c.ipoPrice) });
    }
    if (isFloatedCo(c) && c.omShares > 0 && room > 0 && priceOf(c) <= cash) {
      const p = priceOf(c);
      const max = Math.min(3, c.omShares, room, Math.max(1, Math.floor(budget / p)));
      const q = randInt(rng, 1, max);
      if (q * p <= cash) buys.push({ type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'OPEN_MARKET', side: 'BUY', quantity: q, ...bidFor(seen, p) });
    }
    const mine = heldBy(c, me);
    if (isFloatedCo(c) && mine > 0) {
      sells.push({ type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'OPEN_MARKET', side: 'SELL', quantity: randInt(rng, 1, Math.min(2, mine)) });
    }
  }
  const roll = randInt(rng, 0, 99);
  if (roll < 75 && buys.length > 0) return [pick(rng, buys)];
  if (roll < 95 && sells.length > 0) return [pick(rng, sells)];
  return buys.length > 0 ? [pick(rng, buys)] : [];
}

function revenueVotes(seen: Seen, me: PlayerId, rng: Rng): Input[] {
  const out: Input[] = [];
  for (const [id, eligible] of Object.entries(seen.inputs.revenueEligible)) {
    if (!eligible.includes(me) || me in (seen.inputs.revenueVotes[id] ?? {})) continue;
    const roll = randInt(rng, 0, 99);
    const choice: RevenueChoice = roll < 60 ? 'FULL' : roll < 85 ? 'HALF' : 'RETAIN';
    out.push({ type: 'VOTE_REVENUE', player: me, companyId: id, choice });
  }
  return out;
}

function companyVote(seen: Seen, me: PlayerId, rng: Rng): Input[] {
  const round = seen.companyRound;
  if (!round || !round.eligible.includes(me)) return [];
  if (round.mode === 'VOTE') {
    if (me in round.votes || chance(rng, 0.1)) return [];
    const reasonable = round.offered.filter((a) => !NOT_REASONABLE.includes(a));
    if (reasonable.length === 0) return [];
    const n = Math.min(round.actionsPerOr, reasonable.length);
    return [{ type: 'VOTE_COMPANY_ACTIONS', player: me, actions: shuffle(rng, [...reasonable]).slice(0, n) }];
  }
  // Insolvency round: now and then a small cash contribution.
  if (round.contributions.some((x) => x.player === me) || !chance(rng, 0.3)) return [];
  const cash = playerOf(seen, me).cash;
  const amount = Math.min(cash, randInt(rng, 10, 60));
  return amount >= 1 ? [{ type: 'CONTRIBUTE_CASH', player: me, amount }] : [];
}

export function easyDecide(seen: Seen, me: PlayerId, rng: Rng): Input[] {
  if (seen.status !== 'RUNNING' || !seen.players.some((p) => p.id === me)) return [];
  const cash = playerOf(seen, me).cash;
  switch (seen.phase) {
    case 'INFLUENCE_BID':
      return me in seen.inputs.influenceBids ? [] : [{ type: 'SUBMIT_INFLUENCE_BID', player: me, points: randInt(rng, 0, Math.min(20, seen.config.influencePoints)) }];
    case 'START_TURN': {
      if (seen.headlines.some((h) => h?.backers.includes(me)) || !chance(rng, 0.15)) return [];
      const costs = { SECTOR_POSITIVE_1: 30, SECTOR_POSITIVE_2: 50, SECTOR_NEGATIVE_1: 30, SECTOR_NEGATIVE_2: 50 };
      const open = seen.headlines.filter((h) => h !== null && Math.floor(costs[h.type] / (h.backers.length + 1)) <= cash / 4);
      return open.length > 0 ? [{ type: 'BACK_HEADLINE', player: me, headlineId: pick(rng, open)!.id }] : [];
    }
    case 'TRANCHE_VOTE':
      if (me in seen.inputs.trancheVotes || seen.tranches.length === 0) return [];
      return [{ type: 'VOTE_TRANCHE', player: me, packageId: pick(rng, seen.tranches).id }];
    case 'TRANCHE_DISTRIBUTE': {
      const out: Input[] = [];
      for (const t of seen.tranches) {
        if (t.winner !== me || String(t.id) in seen.inputs.trancheAllocations) continue;
        const held = seen.companies.filter((c) => isLive(c) && heldBy(c, me) > 0);
        const ofSector = seen.companies.filter((c) => isLive(c) && c.sector === t.sector);
        out.push({
          type: 'ALLOCATE_TRANCHE', player: me, packageId: t.id, cash: [{ player: me, amount: t.cash }],
          prestigeCompanyId: t.prestige && held.length > 0 ? pick(rng, held).id : null,
          passiveCompanyId: ofSector.length > 0 ? pick(rng, ofSector).id : null,
        });
      }
      return out;
    }
    case 'PLACE_STOCK_ORDERS':
      return stockOrder(seen, me, rng);
    case 'COVER_SHORTS':
      return [];
    case 'EXERCISE_OPTIONS':
      return seen.contracts
        .filter((k) => k.owner === me && k.state === 'PURCHASED' && !seen.inputs.exerciseRequests.includes(k.id))
        .filter((k) => {
          const c = seen.companies.find((x) => x.id === k.company);
          return c !== undefined && isLive(c) && priceOf(c) > k.strike;
        })
        .map((k) => ({ type: 'EXERCISE_OPTION', player: me, contractId: k.id }));
    case 'REVENUE_VOTE':
      return revenueVotes(seen, me, rng);
    case 'COMPANY_VOTE':
      return companyVote(seen, me, rng);
    default:
      return [];
  }
}
