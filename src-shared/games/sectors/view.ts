/**
 * `view(state, viewer)`: what one seat, a spectator or the facilitator may see. Secrets are removed here,
 * once, for every transport: other players' influence bids, tranche votes and allocations, revenue votes
 * and company votes until their phase ends, other players' concealed orders until they are reviewed or
 * revealed, and the generator state and research deck order (which would predict future draws).
 * The facilitator sees what a spectator sees plus who has submitted; secrets stay secret for everyone.
 */
import { COMPANY_TIER_DATA, SHORT_MAX_QUANTITY, isActionablePhase, phaseData, stockTierOf } from './data.ts';
import { copyJson } from './copy.ts';
import { cashCost, prestigeCostOf } from './operating/actions.ts';
import { certificates, company, demand, netWorth, outstanding, price, supply, throughput } from './queries.ts';
import { isPlacedThisSubRound, isWithdrawn } from './stock/market.ts';
import { isCancellable } from './stock/orders.ts';
import { shortTerms } from './stock/shorts.ts';
import { mergeView, type Viewer } from './schemas/merge.ts';
import type { ActionCosts, OrderFlags, OrderView, PrivateView, PublicView, ShortTerms } from './schemas/views.ts';
import type { Company, CompanyRound, GameState, Order, PhaseInputs, PlayerId } from './types.ts';
import { ACTIONABLE_PHASES, PRICE_TRACK, certificateLimitOf, headlineCosts, revenueSplits, tieredPrices } from './view-figures.ts';

export { mergeView, type Viewer } from './schemas/merge.ts';
// The views' types are inferred from their schemas (schemas/views.ts): what this file builds must fit them.
export type { ActionCosts, OrderFlags, OrderView, PrivateView, PublicView, ShortTerms } from './schemas/views.ts';

/*
 * Derived values for the board, worked out here by the engine's own rules so the renderer never re-derives
 * them. They sit beside the state's objects (keyed by order id, company ticker), not inside them, so a view
 * still holds the state's own shapes (the hard bot rebuilds a state from a view).
 */

/** Per order shown in full (by id): whether its owner may cancel it now, and whether it counts as this sub-round's. */
function orderFlags(s: GameState, orders: readonly OrderView[]): Record<string, OrderFlags> {
  const flags: Record<string, OrderFlags> = {};
  for (const o of orders) if (!('concealed' in o)) flags[o.id] = { cancellable: isCancellable(s, o), placedThisSubRound: isPlacedThisSubRound(s, o) };
  return flags;
}

/** Per company, the terms of a short of 0…SHORT_MAX_QUANTITY shares at its shown price (index = quantity). */
function shortTermsByCompany(s: GameState): Record<string, ShortTerms[]> {
  return Object.fromEntries(
    s.companies.map((c) => {
      const shown = c.status === 'BANKRUPT' ? 0 : price(c);
      return [c.id, Array.from({ length: SHORT_MAX_QUANTITY + 1 }, (_, quantity) => shortTerms(shown, quantity))];
    }),
  );
}

/** What each action offered in the company vote costs the voting company now; null outside a company vote. */
function actionCosts(s: GameState): ActionCosts | null {
  const round = s.companyRound;
  if (!round) return null;
  const c = company(s, round.company);
  return {
    company: c.id,
    cash: Object.fromEntries(round.offered.map((a) => [a, cashCost(s, c, a)])),
    prestige: Object.fromEntries(round.offered.map((a) => [a, prestigeCostOf(a)])),
    tiers: tieredPrices(round.offered),
  };
}

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

/** No copy: for a view that is serialised before the state changes again (see publicView). */
export const shareState = <T>(value: T): T => value;

/**
 * Orders a board needs: every order still live, and finished ones of this turn and the last. Older finished
 * orders are history (the game log and the journal keep it); carrying them all game would make every view —
 * sent to every screen on every change — grow without bound.
 */
function isCurrent(s: GameState, o: Order): boolean {
  const live = o.status === 'PENDING' || o.status === 'OPEN' || o.status === 'FILLED_PENDING_SETTLEMENT';
  return live || o.turn >= s.turn - 1;
}

/**
 * Everything every viewer may see: the spectator's view. Serialised once per change for all clients.
 * `detach` copies the parts taken from the state; the host passes `shareState` instead, because it serialises
 * the view at once and never keeps or changes it (views are built on every change, for every table).
 */
export function publicView(s: GameState, detach: <T>(value: T) => T = copyJson): PublicView {
  // Counters are shown as before this sub-round's concealed orders until REVEAL_ORDERS: during the review the
  // type of an order stays secret (a LIMIT and a SHORT both show as OPEN_MARKET). Only orders still holding
  // their action count: a concealed limit order placed and cancelled has given its action back already.
  const hiddenThisSubRound = (p: PlayerId, type: Order['type']) =>
    s.orders.filter((o) => o.player === p && o.type === type && o.status === 'PENDING' && concealment(s, o) !== 'full').length;
  const ended = s.status === 'ENDED';
  const orders = s.orders.filter((o) => isCurrent(s, o)).map((o) => orderView(s, o, null)).filter((o): o is OrderView => o !== null);
  return {
    seed: ended ? s.seed : null,
    config: detach(s.config),
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
    sectors: detach(s.sectors),
    sectorPriority: [...s.sectorPriority],
    companies: s.companies.map((c) => ({ ...detach(c), ...companyDerived(c) })),
    shortTerms: shortTermsByCompany(s),
    consumerPool: s.consumerPool,
    economyScore: s.economyScore,
    researchDeckSize: s.researchDeck.length,
    prestigeTrack: detach(s.prestigeTrack),
    headlines: detach(s.headlines),
    headlineCosts: headlineCosts(s),
    tranches: detach(s.tranches),
    orders,
    orderFlags: orderFlags(s, orders),
    contracts: detach(s.contracts.filter((k) => k.state === 'FOR_SALE' || k.state === 'PURCHASED')),
    actionOrder: [...s.actionOrder],
    runOrder: [...s.runOrder],
    runIndex: s.runIndex,
    companyRound: roundView(s.companyRound, null, s.phase),
    actionCosts: actionCosts(s),
    revenueSplits: revenueSplits(s),
    certificateLimit: certificateLimitOf(s),
    priceTrack: PRICE_TRACK,
    actionablePhases: ACTIONABLE_PHASES,
    turnState: detach(s.turnState),
    inputs: inputsView(s, null),
    submitted: submittedPlayers(s),
    history: detach(s.history),
    ranking: s.ranking ? detach(s.ranking) : null,
  };
}

/** What only this player may see on top of the public view: their own secret submissions and orders. */
export function privateView(s: GameState, player: PlayerId): PrivateView {
  const p = s.players.find((x) => x.id === player);
  const mine = inputsView(s, player);
  /** Own orders that others see only partly or not at all right now. */
  const orders = s.orders
    .filter((o) => o.player === player && (concealment(s, o) !== 'full' || (secretForGood(s, o) && isCurrent(s, o))))
    .map((o) => copyJson(o));
  return {
    player,
    limitActions: p?.limitActions ?? 0,
    shortActions: p?.shortActions ?? 0,
    orders,
    orderFlags: orderFlags(s, orders),
    influenceBids: mine.influenceBids,
    trancheVotes: mine.trancheVotes,
    trancheAllocations: mine.trancheAllocations,
    revenueVotes: mine.revenueVotes,
    companyVotes: s.phase === 'COMPANY_VOTE' && s.companyRound ? only(s.companyRound.votes, player) : {},
  };
}

/** The view of one viewer: public for spectators and the facilitator, public + own secrets for a player. */
export function view(s: GameState, viewer: Viewer) {
  return mergeView(publicView(s), viewer.role === 'player' ? privateView(s, viewer.player) : null, viewer);
}

export type GameView = ReturnType<typeof view>;
