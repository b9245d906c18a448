/**
 * The medium bot's turn: every candidate action is scored in expected dollars at this year's close, from
 * the seat's outlook, and the best one is played when it beats passing. Medium's outlook is a point estimate
 * (outlook.ts `pointOutlook`: its own hand sums, the others' cards and the reserve taken to net to 0); the
 * hard bot ranks its search branches with the same scores over its sampled outlook. Terms of a score:
 * - trades: shares × (expected close − price), less the E6 currency effect on the cash they use or free,
 *   plus the Chairman's/Director's seat a buy wins (or a sell gives up) over the coming years (value.ts);
 * - shorts and options: their expected settlement (options less the premium); a short whose bad case
 *   (the outlook's 90th percentile) would cost more than half the seat's net worth is not taken;
 * - cards: a loan's 100,000, a debenture's start price × shares against the expected close, a rights issue
 *   bought at 10 less half of what the followers it prompts can take (they gain against us);
 * - powers: a dividend's and a buyback's effect on the seat's positions through the price they move.
 */
import { COMPANIES, LOAN_VALUE, LOT, RIGHTS_PRICE } from '../data.ts';
import { entitlementOf, netWorth, pendingRightsPrompts } from '../queries.ts';
import type { CompanyId, TycoonAction, TycoonState } from '../types.ts';
import { statsOf, type Outlook, type Stats } from './outlook.ts';
import { currencyRate, positionValue, roleValue, roleWith } from './value.ts';

/** Bad-case loss allowed on a short, as a share of net worth. */
const SHORT_RISK_SHARE = 0.5;
/** A bad year's rise above the expected close, per company (about 1.3 standard deviations of a year's move). */
const BAD_CASE_RISE: Record<CompanyId, number> = { ATL: 10, TTN: 20, GLB: 20, OMG: 25, VTC: 30, NOV: 35 };
/**
 * Shares a Chairman's buyback above the market price is expected to fill, as a share of what the others
 * hold; at the market price nobody is expected to sell (holders keep what they think will rise).
 */
const BUYBACK_FILL_SHARE = 0.5;
/** The share of the followers' rights gain counted against a rights issue. */
const FOLLOWER_WEIGHT = 0.5;

export type Scorer = { s: TycoonState; seat: number; o: Outlook; rate: number; stats: Map<CompanyId, Stats>; worth: number };

export function makeScorer(s: TycoonState, seat: number, o: Outlook): Scorer {
  return { s, seat, o, rate: s.players[seat].cash > 0 ? currencyRate(s, seat) : 0, stats: new Map(), worth: netWorth(s, seat) };
}

function stats(k: Scorer, c: CompanyId): Stats {
  let st = k.stats.get(c);
  if (!st) {
    st = statsOf(k.s, k.o, c);
    k.stats.set(c, st);
  }
  return st;
}

/** What the seat's role in the company is worth with `holding` shares, against its role now. */
function roleDelta(k: Scorer, c: CompanyId, holding: number): number {
  const { s, seat } = k;
  const h = s.players[seat].holdings[c];
  const co = s.companies[c];
  const before = roleWith(s, seat, c, h);
  const after = roleWith(s, seat, c, holding);
  // A seat won now also acts at this year end when nobody held it.
  const nowAfter = (after === 'chairman' && co.chairman === undefined) || (after === 'director' && co.director === undefined && before === null);
  return roleValue(s, c, after, holding, nowAfter) - roleValue(s, c, before, h, false);
}

/** The followers a rights issue on `c` would prompt this round, and what they could take. */
function followersGain(k: Scorer, c: CompanyId, closeMean: number): number {
  const { s, seat } = k;
  const at = s.order.indexOf(seat);
  let gain = 0;
  for (const f of s.order.slice(at + 1)) gain += entitlementOf(s.players[f].holdings[c]) * Math.max(0, closeMean - RIGHTS_PRICE);
  return gain;
}

/** The expected gain of one turn action at this year's close (0 for pass). */
export function scoreAction(k: Scorer, a: TycoonAction): number {
  const { s, seat, o, rate } = k;
  const p = s.players[seat];
  switch (a.type) {
    case 'pass':
    case 'declineRights':
      return 0;
    case 'buy': {
      const c = a.company as CompanyId;
      const price = s.companies[c].price;
      return a.qty * (stats(k, c).mean - price) - rate * a.qty * price + roleDelta(k, c, p.holdings[c] + a.qty);
    }
    case 'sell': {
      const c = a.company as CompanyId;
      const price = s.companies[c].price;
      return a.qty * (price - stats(k, c).mean) + rate * a.qty * price + roleDelta(k, c, p.holdings[c] - a.qty);
    }
    case 'short': {
      const c = a.company as CompanyId;
      const st = stats(k, c);
      const price = s.companies[c].price;
      const bad = Math.max(st.high, st.mean + BAD_CASE_RISE[c]);
      if ((bad - price) * a.qty > SHORT_RISK_SHARE * Math.max(0, k.worth)) return -1;
      return a.qty * (price - st.mean);
    }
    case 'buyOption': {
      const c = a.company as CompanyId;
      const co = s.companies[c];
      const st = stats(k, c);
      const premium = Math.trunc((co.price * a.qty * co.premiumPct) / 100);
      return a.qty * (a.kind === 'call' ? st.up : st.down) - premium * (1 + rate);
    }
    case 'playLoan':
      return LOAN_VALUE * (1 + rate);
    case 'playDebenture': {
      const c = a.company as CompanyId;
      return p.holdings[c] * (COMPANIES[c].startPrice - stats(k, c).mean);
    }
    case 'playRights': {
      const c = a.company as CompanyId;
      const mean = stats(k, c).mean;
      return a.qty * (mean - RIGHTS_PRICE) - rate * a.qty * RIGHTS_PRICE - FOLLOWER_WEIGHT * followersGain(k, c, mean) + roleDelta(k, c, p.holdings[c] + a.qty);
    }
    case 'exerciseRights': {
      const w = s.rightsWindows.find((x) => x.id === a.window);
      if (!w) return 0;
      return a.qty * (stats(k, w.company).mean - RIGHTS_PRICE) - rate * a.qty * RIGHTS_PRICE + roleDelta(k, w.company, p.holdings[w.company] + a.qty);
    }
    case 'declareDividend': {
      const c = a.company as CompanyId;
      const h = p.holdings[c];
      return positionValue(s, o, seat, c, -a.perShare) - positionValue(s, o, seat, c) + a.perShare * h * (1 + rate);
    }
    case 'announceBuyback': {
      const c = a.company as CompanyId;
      let others = 0;
      for (const x of s.order) if (x !== seat) others += s.players[x].holdings[c];
      const offered = a.price > s.companies[c].price ? others * BUYBACK_FILL_SHARE : 0;
      const filled = Math.floor(Math.min(a.qty, offered) / LOT) * LOT;
      const lift = 5 * Math.floor(filled / 10_000);
      const cost = s.config.buybackFunder === 'chairman' ? filled * a.price * (1 + rate) : 0;
      return positionValue(s, o, seat, c, lift) - positionValue(s, o, seat, c) - cost;
    }
    default:
      return 0;
  }
}

/** The best-scoring candidate of the turn; pass unless something beats it. Rights prompts come first. */
export function mediumTurn(s: TycoonState, seat: number, candidates: TycoonAction[], o: Outlook): TycoonAction {
  const k = makeScorer(s, seat, o);
  const ranked = rankActions(k, candidates);
  if (pendingRightsPrompts(s, seat).length > 0) return ranked[0].action;
  return ranked[0].score > 0 ? ranked[0].action : candidates.find((a) => a.type === 'pass') ?? ranked[0].action;
}

/** Candidates scored and sorted best first (ties keep the candidates' order, so choices are deterministic). */
export function rankActions(k: Scorer, candidates: TycoonAction[]): { action: TycoonAction; score: number }[] {
  const scored = candidates.map((action, i) => ({ action, score: scoreAction(k, action), i }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return scored;
}
