/**
 * `view(state, viewer)`: what one seat, a spectator or the facilitator may see. Secrets are removed here,
 * once, for every transport: other players' influence bids, tranche votes and allocations, revenue votes
 * and company votes until their phase ends, other players' concealed orders until they are reviewed or
 * revealed, and the generator state and research deck order (which would predict future draws).
 * The facilitator sees what a spectator sees plus who has submitted; secrets stay secret for everyone.
 */
import { COMPANY_TIER_DATA, isActionablePhase, phaseData, stockTierOf } from './data.ts';
import { copyJson } from './copy.ts';
import { certificates, demand, netWorth, outstanding, price, supply, throughput } from './queries.ts';
import { isWithdrawn } from './stock/market.ts';
import type { Company, CompanyRound, GameState, Order, PhaseInputs, PlayerId } from './types.ts';

export type Viewer = { role: 'player'; player: PlayerId } | { role: 'spectator' } | { role: 'facilitator' };

/** The shown form of an order another player concealed: its company and market during review, nothing before. */
export type OrderView = Order | { id: number; player: PlayerId; turn: number; subRound: number; concealed: true; company?: string; market?: string };

function concealment(s: GameState, o: Order): 'hidden' | 'partial' | 'full' {
  if (!s.config.ordersConcealed || o.turn !== s.turn || o.subRound !== s.subRound) return 'full';
  if (s.phase === 'PLACE_STOCK_ORDERS') return 'hidden';
  if (s.phase === 'REVIEW_CONCEALED_ORDERS') return 'partial';
  return 'full';
}

/** A withdrawn market order placed under concealment stays its owner's secret for good (PD-18). */
const secretForGood = (s: GameState, o: Order) => s.config.ordersConcealed && isWithdrawn(o);

function orderView(s: GameState, o: Order, me: PlayerId | null): OrderView | null {
  if (o.player === me) return o;
  if (secretForGood(s, o)) return null;
  const level = concealment(s, o);
  if (level === 'full') return o;
  if (level === 'hidden') return null;
  const market = o.type === 'OPTION' ? 'DERIVATIVES' : o.type === 'MARKET' ? o.location : 'OPEN_MARKET';
  return { id: o.id, player: o.player, turn: o.turn, subRound: o.subRound, concealed: true, company: o.company, market };
}

const only = <T>(record: Record<PlayerId, T>, me: PlayerId | null): Record<PlayerId, T> =>
  me !== null && me in record ? { [me]: record[me] } : {};

function inputsView(s: GameState, me: PlayerId | null): PhaseInputs {
  const i = s.inputs;
  return {
    ready: [...i.ready],
    eligible: [...i.eligible],
    influenceBids: only(i.influenceBids, me),
    trancheVotes: only(i.trancheVotes, me),
    trancheAllocations: Object.fromEntries(
      Object.entries(i.trancheAllocations).filter(([id]) => s.tranches.find((t) => String(t.id) === id)?.winner === me),
    ),
    revenueEligible: copyJson(i.revenueEligible),
    revenueVotes: Object.fromEntries(Object.entries(i.revenueVotes).map(([c, votes]) => [c, only(votes, me)])),
    exerciseRequests: [...i.exerciseRequests],
  };
}

function roundView(round: CompanyRound | null, me: PlayerId | null, phase: string): CompanyRound | null {
  if (!round) return null;
  // Votes are secret while COMPANY_VOTE runs; the result phase publishes them.
  const votes = phase === 'COMPANY_VOTE' ? only(round.votes, me) : round.votes;
  return { ...copyJson(round), votes: copyJson(votes) };
}

/** Who has sent their secret submission in this phase (public: it tells nothing about the content). */
export function submittedPlayers(s: GameState): PlayerId[] {
  const i = s.inputs;
  const keys = new Set<PlayerId>([...Object.keys(i.influenceBids), ...Object.keys(i.trancheVotes)]);
  for (const votes of Object.values(i.revenueVotes)) Object.keys(votes).forEach((p) => keys.add(p));
  if (s.phase === 'COMPANY_VOTE' && s.companyRound) Object.keys(s.companyRound.votes).forEach((p) => keys.add(p));
  for (const t of s.tranches) if (t.winner && String(t.id) in i.trancheAllocations) keys.add(t.winner);
  if (s.phase === 'PLACE_STOCK_ORDERS') {
    // A concealed withdrawal (PD-18) keeps the player listed: dropping them would tell that it was a market order.
    for (const o of s.orders) if (o.turn === s.turn && o.subRound === s.subRound && (!isWithdrawn(o) || s.config.ordersConcealed)) keys.add(o.player);
  }
  return s.priority.filter((p) => keys.has(p));
}

function companyDerived(c: Company) {
  return {
    price: c.status === 'BANKRUPT' ? 0 : price(c),
    stockTier: stockTierOf(c.priceIndex).id,
    fillSize: stockTierOf(c.priceIndex).fillSize,
    outstanding: outstanding(c),
    supply: supply(c),
    demand: demand(c),
    throughput: throughput(c),
    operatingCost: COMPANY_TIER_DATA[c.tier].operatingCost,
    actionsPerOr: COMPANY_TIER_DATA[c.tier].actions,
    shortfall: COMPANY_TIER_DATA[c.tier].shortfall,
  };
}

/**
 * Orders a board needs: every order still live, and finished ones of this turn and the last. Older finished
 * orders are history (the game log and the journal keep it); carrying them all game would make every view —
 * sent to every screen on every change — grow without bound.
 */
function isCurrent(s: GameState, o: Order): boolean {
  const live = o.status === 'PENDING' || o.status === 'OPEN' || o.status === 'FILLED_PENDING_SETTLEMENT';
  return live || o.turn >= s.turn - 1;
}

/** Everything every viewer may see: the spectator's view. Serialised once per change for all clients. */
export function publicView(s: GameState) {
  // Counters are shown as before this sub-round's concealed orders until REVEAL_ORDERS: during the review the
  // type of an order stays secret (a LIMIT and a SHORT both show as OPEN_MARKET). Only orders still holding
  // their action count: a concealed limit order placed and cancelled has given its action back already.
  const hiddenThisSubRound = (p: PlayerId, type: Order['type']) =>
    s.orders.filter((o) => o.player === p && o.type === type && o.status === 'PENDING' && concealment(s, o) !== 'full').length;
  const ended = s.status === 'ENDED';
  return {
    seed: ended ? s.seed : null,
    config: copyJson(s.config),
    status: s.status,
    endReason: s.endReason,
    turn: s.turn,
    phase: s.phase,
    phaseKind: isActionablePhase(s.phase) ? 'ACTIONABLE' : 'AUTOMATIC',
    phaseDefaultSeconds: phaseData(s.phase).seconds,
    phaseSerial: s.phaseSerial,
    subRound: s.subRound,
    bank: s.bank,
    bankBroken: s.bankBroken,
    players: s.players.map((p) => ({
      ...p,
      // Counters would betray a concealed limit or short order placed this sub-round.
      limitActions: p.limitActions + hiddenThisSubRound(p.id, 'LIMIT'),
      shortActions: p.shortActions + hiddenThisSubRound(p.id, 'SHORT'),
      netWorth: netWorth(s, p.id),
      certificates: certificates(s, p.id),
    })),
    priority: [...s.priority],
    sectors: copyJson(s.sectors),
    sectorPriority: [...s.sectorPriority],
    companies: s.companies.map((c) => ({ ...copyJson(c), ...companyDerived(c) })),
    consumerPool: s.consumerPool,
    economyScore: s.economyScore,
    researchDeckSize: s.researchDeck.length,
    prestigeTrack: copyJson(s.prestigeTrack),
    headlines: copyJson(s.headlines),
    tranches: copyJson(s.tranches),
    orders: s.orders.filter((o) => isCurrent(s, o)).map((o) => orderView(s, o, null)).filter((o): o is OrderView => o !== null),
    contracts: copyJson(s.contracts.filter((k) => k.state === 'FOR_SALE' || k.state === 'PURCHASED')),
    actionOrder: [...s.actionOrder],
    runOrder: [...s.runOrder],
    runIndex: s.runIndex,
    companyRound: roundView(s.companyRound, null, s.phase),
    turnState: copyJson(s.turnState),
    inputs: inputsView(s, null),
    submitted: submittedPlayers(s),
    history: copyJson(s.history),
    ranking: s.ranking ? copyJson(s.ranking) : null,
  };
}

export type PublicView = ReturnType<typeof publicView>;

/** What only this player may see on top of the public view: their own secret submissions and orders. */
export function privateView(s: GameState, player: PlayerId) {
  const p = s.players.find((x) => x.id === player);
  const mine = inputsView(s, player);
  return {
    player,
    limitActions: p?.limitActions ?? 0,
    shortActions: p?.shortActions ?? 0,
    /** Own orders that others see only partly or not at all right now. */
    orders: s.orders
      .filter((o) => o.player === player && (concealment(s, o) !== 'full' || (secretForGood(s, o) && isCurrent(s, o))))
      .map((o) => copyJson(o)),
    influenceBids: mine.influenceBids,
    trancheVotes: mine.trancheVotes,
    trancheAllocations: mine.trancheAllocations,
    revenueVotes: mine.revenueVotes,
    companyVotes: s.phase === 'COMPANY_VOTE' && s.companyRound ? only(s.companyRound.votes, player) : {},
  };
}

export type PrivateView = ReturnType<typeof privateView>;

/** Puts a player's private part over the public view (the renderer does the same with what it receives). */
export function mergeView(pub: PublicView, priv: PrivateView | null, viewer: Viewer) {
  if (!priv) return { viewer, ...pub };
  const ownIds = new Set(priv.orders.map((o) => o.id));
  const revenueVotes = Object.fromEntries(
    Object.entries(pub.inputs.revenueVotes).map(([c, votes]) => [c, { ...votes, ...(priv.revenueVotes[c] ?? {}) }]),
  );
  return {
    viewer,
    ...pub,
    players: pub.players.map((p) => (p.id === priv.player ? { ...p, limitActions: priv.limitActions, shortActions: priv.shortActions } : p)),
    orders: [...pub.orders.filter((o) => !ownIds.has(o.id)), ...priv.orders].sort((a, b) => a.id - b.id),
    inputs: {
      ...pub.inputs,
      influenceBids: { ...pub.inputs.influenceBids, ...priv.influenceBids },
      trancheVotes: { ...pub.inputs.trancheVotes, ...priv.trancheVotes },
      trancheAllocations: { ...pub.inputs.trancheAllocations, ...priv.trancheAllocations },
      revenueVotes,
    },
    companyRound: pub.companyRound ? { ...pub.companyRound, votes: { ...pub.companyRound.votes, ...priv.companyVotes } } : null,
  };
}

/** The view of one viewer: public for spectators and the facilitator, public + own secrets for a player. */
export function view(s: GameState, viewer: Viewer) {
  return mergeView(publicView(s), viewer.role === 'player' ? privateView(s, viewer.player) : null, viewer);
}

export type GameView = ReturnType<typeof view>;
