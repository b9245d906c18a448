/**
 * Hard bot: looks ahead with the pure engine, from its own seat's view only.
 *
 * For each decision it
 *   1. lists a few candidate decisions (the medium rules' best stock orders and variants of them, every
 *      revenue choice, the best company action sets, bids, tranche packages…);
 *   2. builds plausible full game states from its view (`imagine`): the generator, the research deck order
 *      and other players' hidden orders, bids and votes are unknown, so each imagined world draws a fresh
 *      generator and deck, drops the concealed orders and lets the other players decide again — with the
 *      medium rules, from what they would see — in the current phase;
 *   3. plays each candidate forward in every imagined world with `applyInPlace` on a copy (all seats then
 *      follow the medium rules) to a horizon — the end of this turn, or of the next operating round for
 *      votes whose effect comes later — and scores the outcome: its own net worth (plus the outlook of
 *      what it holds) against the best and the average opponent;
 *   4. returns the candidate with the best mean score. The same worlds serve every candidate (common random
 *      numbers), so differences come from the decision, not the draw.
 *
 * The work is a fixed list (candidates × worlds), so the decision is deterministic given the generator —
 * unless the time budget runs out first: `now()` (injected; src-shared never reads a clock) is checked
 * before every rollout, and when the budget is spent the bot falls back to the medium decision.
 */
import { copyJson } from '../copy.ts';
import { randInt, seedRng, u32, type Rng } from '../../../rng.ts';
import { COMPANY_TIER_DATA, isActionablePhase, RESEARCH_EFFECTS, SECTOR_IDS, SECTORS, type ResearchEffect } from '../data.ts';
import { applyInPlace } from '../engine.ts';
import type { GameView } from '../view.ts';
import type { Company, GameState, Input, Order, Player, PlayerId } from '../types.ts';
import { heldBy, isLive, priceOf, type Seen } from './common.ts';
import { actionScores, mediumDecide, stockCandidates } from './medium.ts';
import { outlook } from './outlook.ts';

export const HARD_BUDGET_MS = 300;

export type HardStats = { phase: string; candidates: number; rollouts: number; fellBack: boolean; elapsedMs: number };
export type HardOptions = { now: () => number; budgetMs: number; onStats?: (s: HardStats) => void; worlds?: number };

// ---------------------------------------------------------------- imagined worlds

const LIVE_ORDER: readonly string[] = ['PENDING', 'OPEN', 'FILLED_PENDING_SETTLEMENT'];

/** A plausible full state behind a seat's view: hidden parts are sampled, other players' secrets left out. */
export function imagine(v: GameView, me: PlayerId, rng: Rng): GameState {
  const companies: Company[] = v.companies.map((c) => {
    const { price: _p, stockTier: _t, fillSize: _f, outstanding: _o, supply: _s, demand: _d, throughput: _th, operatingCost: _oc, actionsPerOr: _a, shortfall: _sf, ...raw } = c;
    return copyJson(raw);
  });
  const players: Player[] = v.players.map((p) => ({ id: p.id, name: p.name, cash: p.cash, margin: p.margin, limitActions: p.limitActions, shortActions: p.shortActions }));
  // Concealed orders of others carry no details; the other players decide again in the imagined world.
  const orders: Order[] = v.orders
    .filter((o): o is Order => !('concealed' in o))
    .filter((o) => LIVE_ORDER.includes(o.status) || (o.turn === v.turn && o.subRound === v.subRound))
    .map((o) => copyJson(o));
  const bankSize = v.config.bankSize;
  const outside = bankSize - v.bank - players.reduce((n, p) => n + p.cash + p.margin, 0) - companies.reduce((n, c) => n + c.treasury, 0);
  const deck: ResearchEffect[] = Array.from({ length: v.researchDeckSize }, () =>
    randInt(rng, 0, 3) === 0 ? 'NO_DISCERNIBLE_FINDINGS' : RESEARCH_EFFECTS[randInt(rng, 0, RESEARCH_EFFECTS.length - 1)],
  );
  const pool = new Set(SECTOR_IDS.flatMap((id) => SECTORS[id].pool.map(([, ticker]) => ticker)));
  const maxOf = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);
  const round = v.companyRound ? copyJson(v.companyRound) : null;
  if (round && v.phase === 'COMPANY_VOTE') round.votes = me in round.votes ? { [me]: round.votes[me] } : {};
  return {
    schema: 1,
    config: { ...copyJson(v.config), reviewSeconds: 0 },
    seed: v.seed ?? 0,
    rng: seedRng(u32(rng)),
    status: v.status,
    endReason: v.endReason,
    turn: v.turn,
    phase: v.phase,
    phaseSerial: v.phaseSerial,
    subRound: v.subRound,
    bank: v.bank,
    outside,
    bankBroken: v.bankBroken,
    players,
    priority: [...v.priority],
    sectors: copyJson(v.sectors),
    sectorPriority: [...v.sectorPriority],
    companies,
    consumerPool: v.consumerPool,
    economyScore: v.economyScore,
    researchDeck: deck,
    prestigeTrack: copyJson(v.prestigeTrack),
    headlines: copyJson(v.headlines),
    headlineBoughtLastStartTurn: false,
    usedPoolTickers: companies.filter((c) => pool.has(c.id)).map((c) => c.id),
    tranches: copyJson(v.tranches),
    orders,
    contracts: copyJson(v.contracts),
    counters: {
      order: maxOf(v.orders.map((o) => o.id)),
      trigger: maxOf(orders.map((o) => (o.type === 'LIMIT' ? o.triggerSeq ?? 0 : 0))),
      contract: maxOf(v.contracts.map((k) => k.id)),
      headline: maxOf(v.headlines.map((h) => h?.id ?? 0)),
      company: maxOf(companies.map((c) => c.seq)),
    },
    actionOrder: [...v.actionOrder],
    runOrder: [...v.runOrder],
    runIndex: v.runIndex,
    companyRound: round,
    turnState: copyJson(v.turnState),
    inputs: {
      ready: [],
      eligible: [...v.inputs.eligible],
      influenceBids: me in v.inputs.influenceBids ? { [me]: v.inputs.influenceBids[me] } : {},
      trancheVotes: me in v.inputs.trancheVotes ? { [me]: v.inputs.trancheVotes[me] } : {},
      trancheAllocations: copyJson(v.inputs.trancheAllocations),
      revenueEligible: copyJson(v.inputs.revenueEligible),
      revenueVotes: Object.fromEntries(Object.entries(v.inputs.revenueVotes).map(([c, votes]) => [c, me in votes ? { [me]: votes[me] } : {}])),
      exerciseRequests: [...v.inputs.exerciseRequests],
    },
    history: [],
    ranking: null,
  };
}

// ---------------------------------------------------------------- rollouts

type Horizon = { turn: number; afterOr: boolean };

function reached(s: GameState, h: Horizon): boolean {
  if (s.status !== 'RUNNING') return true;
  if (s.turn > h.turn) return true;
  if (s.turn < h.turn) return false;
  if (!h.afterOr) return false;
  return s.phase === 'COMPANY_VOTE' || s.phase === 'CAPITAL_GAINS' || s.phase === 'DIVESTMENT' || s.phase === 'END_TURN';
}

/** Plays the current actionable phase: `me` sends `mine`, everyone else decides with the medium rules; all READY. */
function playPhase(s: GameState, me: PlayerId | null, mine: Input[], seed: number): void {
  const serial = s.phaseSerial;
  const acting = s.priority.filter((p) => s.inputs.eligible.includes(p) && !s.inputs.ready.includes(p));
  const moves = acting.map((p, i) => ({ p, inputs: p === me ? mine : mediumDecide(s, p, seedRng((seed + serial * 7919 + i * 104729) >>> 0)) }));
  for (const { p, inputs } of moves) {
    for (const input of inputs) {
      if (s.phaseSerial !== serial || s.status !== 'RUNNING') return;
      applyInPlace(s, input);
    }
    if (s.phaseSerial !== serial || s.status !== 'RUNNING') return;
    applyInPlace(s, { type: 'READY', player: p });
  }
  if (s.phaseSerial === serial && s.status === 'RUNNING') applyInPlace(s, { type: 'TIMEOUT', phaseSerial: serial });
}

/** Plays on with the medium rules for every seat; false when `expired()` said stop before the horizon. */
function playTo(s: GameState, h: Horizon, seed: number, expired: () => boolean): boolean {
  for (let guard = 0; guard < 2000 && !reached(s, h); guard++) {
    if (expired()) return false;
    if (isActionablePhase(s.phase)) playPhase(s, null, [], seed);
    else applyInPlace(s, { type: 'TIMEOUT', phaseSerial: s.phaseSerial });
  }
  return true;
}

function netWorthOf(s: GameState, p: PlayerId): number {
  const pl = s.players.find((x) => x.id === p)!;
  let w = pl.cash + pl.margin;
  for (const c of s.companies) if (c.status !== 'BANKRUPT') w += heldBy(c, p) * priceOf(c);
  for (const o of s.orders) {
    if (o.type === 'SHORT' && o.status === 'OPEN' && o.player === p) w -= o.quantity * priceOf(s.companies.find((c) => c.id === o.company)!);
  }
  return w;
}

/** Score of a finished rollout for `me`: own worth (plus the outlook of holdings) against the best and the mean rival. */
function evaluate(s: GameState, me: PlayerId): number {
  const ended = s.status !== 'RUNNING';
  const potential = new Map<string, number>();
  if (!ended) {
    for (const c of s.companies) if (isLive(c)) potential.set(c.id, outlook(s, c, { horizon: 2 }).value - priceOf(c));
  }
  const worth = (p: PlayerId) => {
    let w = netWorthOf(s, p);
    if (!ended) for (const c of s.companies) if (isLive(c)) w += heldBy(c, p) * (potential.get(c.id) ?? 0) * 0.5;
    return w;
  };
  const mine = worth(me);
  const others = s.players.filter((p) => p.id !== me).map((p) => worth(p.id));
  const best = Math.max(...others);
  const mean = others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  return mine - 0.6 * best - 0.4 * mean;
}

// ---------------------------------------------------------------- candidates

type Candidate = Input[];

const key = (c: Candidate) => JSON.stringify(c);

function dedupe(list: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return list.filter((c) => (seen.has(key(c)) ? false : (seen.add(key(c)), true)));
}

function stockCandidateSets(v: GameView, me: PlayerId, rng: Rng, base: Input[]): Candidate[] {
  const cancels = base.filter((i) => i.type === 'CANCEL_LIMIT_ORDER');
  const ordered = v.orders.some((o) => o.player === me && o.turn === v.turn && o.subRound === v.subRound);
  if (ordered) return [base];
  const ranked = stockCandidates(v, me, rng);
  const out: Candidate[] = [base, cancels];
  for (const c of ranked.slice(0, 6)) out.push([...cancels, c.input]);
  const topBuy = ranked.find((c) => c.kind === 'BUY');
  if (topBuy && topBuy.input.type === 'PLACE_MARKET_ORDER' && topBuy.input.quantity > 1) {
    const q = topBuy.input.quantity;
    for (const alt of [q - 1, Math.ceil(q / 2)]) if (alt >= 1 && alt < q) out.push([...cancels, { ...topBuy.input, quantity: alt }]);
  }
  for (const c of v.companies) {
    const mine = heldBy(c, me);
    if (mine > 0 && (c.status === 'ACTIVE' || c.status === 'INSOLVENT')) {
      out.push([...cancels, { type: 'PLACE_MARKET_ORDER', player: me, companyId: c.id, location: 'OPEN_MARKET', side: 'SELL', quantity: mine }]);
    }
  }
  return dedupe(out).slice(0, 12);
}

function revenueCandidateSets(base: Input[]): Candidate[] {
  const out: Candidate[] = [base];
  base.forEach((input, i) => {
    if (input.type !== 'VOTE_REVENUE') return;
    for (const choice of ['FULL', 'HALF', 'RETAIN'] as const) {
      if (choice === input.choice) continue;
      const alt = [...base];
      alt[i] = { ...input, choice };
      out.push(alt);
    }
  });
  return dedupe(out);
}

function companyCandidateSets(v: GameView, me: PlayerId, base: Input[]): Candidate[] {
  const round = v.companyRound;
  if (!round || !round.eligible.includes(me)) return [base];
  const c = v.companies.find((x) => x.id === round.company)!;
  const out: Candidate[] = [base];
  if (round.mode === 'VOTE') {
    if (me in round.votes || round.offered.length === 0) return [base];
    const ranked = [...actionScores(v, c, round.offered).entries()].sort((a, b) => b[1] - a[1]).map(([a]) => a);
    const n = round.actionsPerOr;
    const top = ranked.slice(0, n >= 2 ? 4 : 5);
    if (n === 1) for (const a of top) out.push([{ type: 'VOTE_COMPANY_ACTIONS', player: me, actions: [a] }]);
    else {
      for (let i = 0; i < top.length; i++) {
        for (let j = i + 1; j < top.length; j++) out.push([{ type: 'VOTE_COMPANY_ACTIONS', player: me, actions: [top[i], top[j]] }]);
      }
    }
    return dedupe(out).slice(0, 8);
  }
  if (round.contributions.some((x) => x.player === me)) return [base];
  const missing = COMPANY_TIER_DATA[c.tier].shortfall - c.treasury;
  const cash = v.players.find((p) => p.id === me)!.cash;
  out.push([]);
  if (missing > 0 && missing <= cash) out.push([{ type: 'CONTRIBUTE_CASH', player: me, amount: missing }]);
  return dedupe(out);
}

function influenceCandidateSets(v: GameView, me: PlayerId, base: Input[]): Candidate[] {
  if (me in v.inputs.influenceBids) return [base];
  const max = v.config.influencePoints;
  const bids = [0, 0.2, 0.35, 0.5, 0.6, 0.7].map((share) => Math.round(max * share));
  return dedupe([base, ...bids.map((points) => [{ type: 'SUBMIT_INFLUENCE_BID', player: me, points } as Input])]);
}

function trancheCandidateSets(v: GameView, me: PlayerId, base: Input[]): Candidate[] {
  if (me in v.inputs.trancheVotes) return [base];
  return dedupe([base, ...v.tranches.map((t) => [{ type: 'VOTE_TRANCHE', player: me, packageId: t.id } as Input])]);
}

// ---------------------------------------------------------------- decision

/** How far each kind of decision is played forward: to the end of this turn, or past next turn's operating round. */
function horizonFor(v: GameView): Horizon {
  const last = v.config.maxTurns;
  switch (v.phase) {
    case 'INFLUENCE_BID':
    case 'REVENUE_VOTE':
    case 'COMPANY_VOTE':
      return { turn: Math.min(last, v.turn + 1), afterOr: true };
    default:
      return { turn: v.turn, afterOr: false };
  }
}

/** Imagined worlds per decision: more for the rare, high-stakes ones (the influence bid decides turn 1's priority). */
function worldsFor(v: GameView, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  return v.phase === 'INFLUENCE_BID' ? 6 : v.phase === 'TRANCHE_VOTE' ? 3 : 2;
}

export function hardDecide(v: GameView, me: PlayerId, rng: Rng, options: HardOptions): Input[] {
  const start = options.now();
  const base = mediumDecide(v as Seen, me, seedRng(u32(rng)));
  let candidates: Candidate[];
  switch (v.phase) {
    case 'PLACE_STOCK_ORDERS':
      candidates = stockCandidateSets(v, me, seedRng(u32(rng)), base);
      break;
    case 'REVENUE_VOTE':
      candidates = revenueCandidateSets(base);
      break;
    case 'COMPANY_VOTE':
      candidates = companyCandidateSets(v, me, base);
      break;
    case 'INFLUENCE_BID':
      candidates = influenceCandidateSets(v, me, base);
      break;
    case 'TRANCHE_VOTE':
      candidates = trancheCandidateSets(v, me, base);
      break;
    default:
      candidates = [base];
  }
  const report = (rollouts: number, fellBack: boolean) =>
    options.onStats?.({ phase: v.phase, candidates: candidates.length, rollouts, fellBack, elapsedMs: options.now() - start });
  if (candidates.length <= 1) {
    report(0, false);
    return base;
  }
  const worldCount = worldsFor(v, options.worlds);
  const horizon = horizonFor(v);
  const expired = () => options.now() - start > options.budgetMs;
  const worlds = Array.from({ length: worldCount }, () => ({ state: imagine(v, me, rng), seed: u32(rng) }));
  const totals = candidates.map(() => 0);
  let rollouts = 0;
  for (let w = 0; w < worlds.length; w++) {
    const frozen = JSON.stringify(worlds[w].state);
    for (let i = 0; i < candidates.length; i++) {
      const s = expired() ? null : (JSON.parse(frozen) as GameState);
      if (s) playPhase(s, me, candidates[i], worlds[w].seed);
      if (!s || !playTo(s, horizon, worlds[w].seed, expired)) {
        // Out of time: the medium decision, which needs no search.
        report(rollouts, true);
        return base;
      }
      totals[i] += evaluate(s, me);
      rollouts += 1;
    }
  }
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (totals[i] > totals[best] + 1e-9) best = i;
  report(rollouts, false);
  return candidates[best];
}
