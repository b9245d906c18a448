/**
 * A seeded random-legal bot: given (state, seat, rng) it returns one input the engine accepts now, chosen
 * among `legalActions`. It plays "mostly sensibly" rather than well: it passes (READY) often, prefers
 * orders it can pay for, votes and contributes at random. Pure: it never changes the state, and all its
 * randomness comes from the caller's generator (`src-shared/rng.ts`), never the game's own.
 *
 * A seat that has nothing more to do returns READY (or, if already ready, null: nothing to send).
 */
import { pick, randInt, type Rng } from '../../../rng.ts';
import { legalActions } from '../legal.ts';
import { held, price } from '../queries.ts';
import type { Company, GameState, Input, PlayerId } from '../types.ts';

export type BotOptions = {
  /** Chance to pass in PLACE_STOCK_ORDERS without ordering (default 0.35). */
  passRate?: number;
};

/** True with probability `p`, drawn from the bot's generator. */
export function chance(rng: Rng, p: number): boolean {
  if (p <= 0) return false;
  if (p >= 1) return true;
  return randInt(rng, 0, 9999) < Math.round(p * 10000);
}

type WeightedList = { weight: number; items: Input[] };

function pickWeighted(rng: Rng, lists: WeightedList[]): Input | null {
  const live = lists.filter((l) => l.items.length > 0 && l.weight > 0);
  if (live.length === 0) return null;
  const total = live.reduce((n, l) => n + l.weight, 0);
  let roll = randInt(rng, 0, total - 1);
  for (const l of live) {
    if (roll < l.weight) return pick(rng, l.items);
    roll -= l.weight;
  }
  return pick(rng, live[live.length - 1].items);
}

function pickOrNull<T>(rng: Rng, list: readonly T[]): T | null {
  return list.length > 0 ? pick(rng, list) : null;
}

function companyOf(s: GameState, id: string): Company | undefined {
  return s.companies.find((c) => c.id === id);
}

/** Whether the seat has already done its part in this phase (so READY is the sensible answer). */
function hasActed(s: GameState, p: PlayerId): boolean {
  const i = s.inputs;
  switch (s.phase) {
    case 'INFLUENCE_BID':
      return p in i.influenceBids;
    case 'START_TURN':
      return s.headlines.some((h) => h?.backers.includes(p));
    case 'TRANCHE_VOTE':
      return p in i.trancheVotes;
    case 'TRANCHE_DISTRIBUTE':
      return s.tranches.filter((t) => t.winner === p).every((t) => String(t.id) in i.trancheAllocations);
    case 'PLACE_STOCK_ORDERS':
      return s.orders.some((o) => o.player === p && o.turn === s.turn && o.subRound === s.subRound);
    case 'REVENUE_VOTE':
      return Object.entries(i.revenueEligible).every(([c, eligible]) => !eligible.includes(p) || p in (i.revenueVotes[c] ?? {}));
    case 'COMPANY_VOTE': {
      const round = s.companyRound;
      if (!round) return true;
      return round.mode === 'VOTE' ? p in round.votes : round.contributions.some((x) => x.player === p);
    }
    default:
      return false;
  }
}

/** What a buy would cost at most (IPO price, current price or the bid), for the affordability preference. */
function buyCost(s: GameState, a: Input): number {
  if (a.type === 'PLACE_MARKET_ORDER') {
    const c = companyOf(s, a.companyId);
    if (!c) return Infinity;
    const unit = a.bid ?? (a.location === 'IPO' ? c.ipoPrice : price(c));
    return unit * a.quantity;
  }
  if (a.type === 'PLACE_LIMIT_ORDER') return a.side === 'BUY' ? a.value * a.quantity : 0;
  if (a.type === 'PLACE_SHORT_ORDER') {
    const c = companyOf(s, a.companyId);
    return c ? Math.ceil((price(c) * a.quantity) / 2) : Infinity;
  }
  if (a.type === 'PLACE_OPTION_ORDER') return a.bid ?? s.contracts.find((k) => k.id === a.contractId)?.premium ?? Infinity;
  return 0;
}

/** Under BID_PRIORITY, sometimes bid above the minimum (still a whole number, still affordable). */
function maybeRaiseBid(s: GameState, p: PlayerId, a: Input, rng: Rng): Input {
  if ((a.type !== 'PLACE_MARKET_ORDER' && a.type !== 'PLACE_OPTION_ORDER') || a.bid === undefined || !chance(rng, 0.3)) return a;
  const cash = s.players.find((x) => x.id === p)?.cash ?? 0;
  const quantity = a.type === 'PLACE_MARKET_ORDER' ? a.quantity : 1;
  const raised = a.bid + randInt(rng, 1, 10);
  return raised * quantity <= cash ? { ...a, bid: raised } : a;
}

function stockOrder(s: GameState, p: PlayerId, actions: Input[], rng: Rng, passRate: number): Input | null {
  const cancels = actions.filter((a) => a.type === 'CANCEL_LIMIT_ORDER');
  if (cancels.length > 0 && chance(rng, 0.05)) return pick(rng, cancels);
  if (hasActed(s, p) || chance(rng, passRate)) return null;
  const cash = s.players.find((x) => x.id === p)?.cash ?? 0;
  const affordable = (a: Input) => buyCost(s, a) <= cash;
  const of = (type: Input['type']) => actions.filter((a) => a.type === type && affordable(a));
  const market = of('PLACE_MARKET_ORDER');
  const chosen = pickWeighted(rng, [
    { weight: 45, items: market.filter((a) => a.type === 'PLACE_MARKET_ORDER' && a.side === 'BUY' && a.location === 'IPO') },
    { weight: 20, items: market.filter((a) => a.type === 'PLACE_MARKET_ORDER' && a.side === 'BUY' && a.location === 'OPEN_MARKET') },
    { weight: 15, items: market.filter((a) => a.type === 'PLACE_MARKET_ORDER' && a.side === 'SELL') },
    { weight: 7, items: of('PLACE_LIMIT_ORDER') },
    { weight: 6, items: of('PLACE_SHORT_ORDER') },
    { weight: 7, items: of('PLACE_OPTION_ORDER') },
    // Now and then an order the bot cannot pay for: resolution must reject it cleanly.
    { weight: 2, items: actions.filter((a) => a.type.startsWith('PLACE_') && !affordable(a)) },
  ]);
  return chosen ? maybeRaiseBid(s, p, chosen, rng) : null;
}

function companyVote(s: GameState, p: PlayerId, actions: Input[], rng: Rng): Input | null {
  const round = s.companyRound;
  if (!round) return null;
  if (round.mode === 'VOTE') return actions.length > 0 && chance(rng, 0.85) ? pick(rng, actions) : null;
  // Insolvency round: contribute something half the time, cash more often than shares.
  if (!chance(rng, 0.5)) return null;
  const cashOffers = actions.filter((a) => a.type === 'CONTRIBUTE_CASH');
  const shareOffers = actions.filter((a) => a.type === 'CONTRIBUTE_SHARES');
  const c = companyOf(s, round.company);
  const mine = c ? held(c, p) : 0;
  return pickWeighted(rng, [
    { weight: 3, items: cashOffers },
    { weight: mine > 0 ? 1 : 0, items: shareOffers },
  ]);
}

/**
 * One input for `seat` now: an action, READY when it is done, or null when it is done and already ready.
 * Never refused by the engine, except orders it cannot pay for (refused only at resolution, not at input).
 */
export function chooseAction(s: GameState, seat: PlayerId, rng: Rng, options: BotOptions = {}): Input | null {
  if (s.status !== 'RUNNING') return null;
  const legal = legalActions(s, seat);
  const ready = legal.find((a) => a.type === 'READY') ?? null;
  const actions = legal.filter((a) => a.type !== 'READY' && a.type !== 'UNREADY');
  const done = (): Input | null => ready;
  if (actions.length === 0) return done();

  let chosen: Input | null = null;
  switch (s.phase) {
    case 'INFLUENCE_BID':
      if (!hasActed(s, seat)) chosen = chance(rng, 0.5) ? pick(rng, actions) : actions[randInt(rng, 0, Math.min(actions.length - 1, 25))];
      break;
    case 'START_TURN':
      if (!hasActed(s, seat) && chance(rng, 0.3)) chosen = pickOrNull(rng, actions.filter((a) => a.type === 'BACK_HEADLINE'));
      else if (hasActed(s, seat) && chance(rng, 0.05)) chosen = actions.find((a) => a.type === 'WITHDRAW_HEADLINE') ?? null;
      break;
    case 'TRANCHE_VOTE':
      if (!hasActed(s, seat)) chosen = pick(rng, actions);
      break;
    case 'TRANCHE_DISTRIBUTE': {
      const open = actions.filter((a) => a.type === 'ALLOCATE_TRANCHE' && !(String(a.packageId) in s.inputs.trancheAllocations));
      // Mostly the full allocation to self (index 0 of each pair), sometimes the empty one.
      if (open.length > 0) chosen = chance(rng, 0.8) ? open[0] : pick(rng, open);
      break;
    }
    case 'PLACE_STOCK_ORDERS':
      chosen = stockOrder(s, seat, actions, rng, options.passRate ?? 0.35);
      break;
    case 'COVER_SHORTS':
      if (chance(rng, 0.5)) chosen = pick(rng, actions);
      break;
    case 'EXERCISE_OPTIONS':
      if (chance(rng, 0.9)) chosen = pick(rng, actions);
      break;
    case 'REVENUE_VOTE': {
      const open = actions.filter((a) => a.type === 'VOTE_REVENUE' && !(seat in (s.inputs.revenueVotes[a.companyId] ?? {})));
      if (open.length > 0 && chance(rng, 0.9)) chosen = pick(rng, open);
      break;
    }
    case 'COMPANY_VOTE':
      if (!hasActed(s, seat)) chosen = companyVote(s, seat, actions, rng);
      break;
    default:
      break;
  }
  return chosen ?? done();
}
