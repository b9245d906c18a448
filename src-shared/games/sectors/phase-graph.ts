/**
 * The order of play of spec §6.2 as data: every edge between phases with the condition under which play
 * takes it, and which phases may be passed over (§6.3). The session machine's transitions are generated
 * from this graph, and docs/phases/sectors.md is generated from the machine.
 */
import { PHASE_IDS, type PhaseId } from './data.ts';

export type PhaseNode = PhaseId | 'GAME_OVER';

/** Phases entered every time play reaches them; every other phase has a skip condition. */
export const ALWAYS_ENTERED: readonly PhaseId[] = [
  'INFLUENCE_BID', 'INFLUENCE_BID_RESOLVE', 'PLACE_STOCK_ORDERS', 'STOCK_ROUND_RESULTS', 'STOCK_PRICE_ADJUSTMENT', 'END_TURN',
];

/** Why a phase may be passed over (§6.3), for documentation. */
export const SKIP_CONDITION: Partial<Record<PhaseId, string>> = {
  START_TURN: 'turn ≥ 2',
  TRANCHE_VOTE: 'turn mod 3 = 0',
  TRANCHE_VOTE_RESOLVE: 'turn mod 3 = 0',
  TRANCHE_DISTRIBUTE: 'turn mod 3 = 0 and a package was won',
  TRANCHE_DISTRIBUTE_RESOLVE: 'turn mod 3 = 0 and a package was won',
  RESOLVE_LIMIT_ORDERS: 'a limit order awaits settlement',
  REVIEW_CONCEALED_ORDERS: 'an order was placed this sub-round',
  REVEAL_ORDERS: 'orders concealed and an order was placed this sub-round',
  RESOLVE_MARKET_ORDERS: 'a market order was placed this sub-round',
  CHARGE_SHORT_INTEREST: 'a short is OPEN',
  COVER_SHORTS: 'a short is OPEN',
  OPEN_PENDING_SHORTS: 'a short is PENDING',
  EXPIRE_OPTIONS: 'a contract is PURCHASED',
  OPEN_PENDING_OPTIONS: 'an option order is PENDING',
  EXERCISE_OPTIONS: 'a PURCHASED contract is in the money',
  OPEN_PENDING_LIMITS: 'a limit order is PENDING',
  OR_PRODUCTION: 'an ACTIVE company exists',
  REVENUE_VOTE: 'a company has revenue > 0',
  REVENUE_DISTRIBUTION: 'a company has revenue > 0',
  COMPANY_VOTE: 'a company is left in the run order',
  COMPANY_VOTE_RESULT: 'a company is left in the run order',
  COMPANY_ACTION_RESOLVE: 'the company plays a normal vote (not an insolvency round)',
  CAPITAL_GAINS: 'a player has taxable income',
  DIVESTMENT: 'a player is over the certificate limit',
};

export type Edge = { to: PhaseNode; when: string };

/** Direct edges of the order of play, before skipping. */
export const ORDER_OF_PLAY: Record<PhaseId, Edge[]> = {
  INFLUENCE_BID: [{ to: 'INFLUENCE_BID_RESOLVE', when: 'bids in' }],
  INFLUENCE_BID_RESOLVE: [{ to: 'START_TURN', when: 'turn 1 begins' }],
  START_TURN: [{ to: 'TRANCHE_VOTE', when: 'headlines resolved' }],
  TRANCHE_VOTE: [{ to: 'TRANCHE_VOTE_RESOLVE', when: 'votes in' }],
  TRANCHE_VOTE_RESOLVE: [{ to: 'TRANCHE_DISTRIBUTE', when: 'winners known' }],
  TRANCHE_DISTRIBUTE: [{ to: 'TRANCHE_DISTRIBUTE_RESOLVE', when: 'allocations in' }],
  TRANCHE_DISTRIBUTE_RESOLVE: [{ to: 'RESOLVE_LIMIT_ORDERS', when: 'prizes paid' }],
  RESOLVE_LIMIT_ORDERS: [{ to: 'PLACE_STOCK_ORDERS', when: 'sub-round 1' }],
  PLACE_STOCK_ORDERS: [
    { to: 'REVIEW_CONCEALED_ORDERS', when: 'an order was placed' },
    { to: 'CHARGE_SHORT_INTEREST', when: 'no order this sub-round: the stock round ends' },
  ],
  REVIEW_CONCEALED_ORDERS: [{ to: 'REVEAL_ORDERS', when: 'reviewed' }],
  REVEAL_ORDERS: [{ to: 'RESOLVE_MARKET_ORDERS', when: 'revealed' }],
  RESOLVE_MARKET_ORDERS: [
    { to: 'PLACE_STOCK_ORDERS', when: 'sub-round < maxSubRounds: next sub-round' },
    { to: 'CHARGE_SHORT_INTEREST', when: 'last sub-round done' },
  ],
  CHARGE_SHORT_INTEREST: [{ to: 'COVER_SHORTS', when: 'interest charged' }],
  COVER_SHORTS: [{ to: 'OPEN_PENDING_SHORTS', when: 'covers done' }],
  OPEN_PENDING_SHORTS: [{ to: 'EXPIRE_OPTIONS', when: 'shorts opened' }],
  EXPIRE_OPTIONS: [{ to: 'OPEN_PENDING_OPTIONS', when: 'expiries done' }],
  OPEN_PENDING_OPTIONS: [{ to: 'EXERCISE_OPTIONS', when: 'purchases done' }],
  EXERCISE_OPTIONS: [{ to: 'OPEN_PENDING_LIMITS', when: 'exercises paid' }],
  OPEN_PENDING_LIMITS: [{ to: 'STOCK_ROUND_RESULTS', when: 'limits opened' }],
  STOCK_ROUND_RESULTS: [{ to: 'OR_PRODUCTION', when: 'action order locked' }],
  OR_PRODUCTION: [{ to: 'REVENUE_VOTE', when: 'produced' }],
  REVENUE_VOTE: [{ to: 'REVENUE_DISTRIBUTION', when: 'votes in' }],
  REVENUE_DISTRIBUTION: [{ to: 'STOCK_PRICE_ADJUSTMENT', when: 'paid' }],
  STOCK_PRICE_ADJUSTMENT: [{ to: 'COMPANY_VOTE', when: 'the company loop starts' }],
  COMPANY_VOTE: [{ to: 'COMPANY_VOTE_RESULT', when: 'votes or contributions in' }],
  COMPANY_VOTE_RESULT: [{ to: 'COMPANY_ACTION_RESOLVE', when: 'tallied' }],
  COMPANY_ACTION_RESOLVE: [
    { to: 'COMPANY_VOTE', when: 'next company in the run order' },
    { to: 'CAPITAL_GAINS', when: 'the company loop is done' },
  ],
  CAPITAL_GAINS: [{ to: 'DIVESTMENT', when: 'taxes paid' }],
  DIVESTMENT: [{ to: 'END_TURN', when: 'divested' }],
  END_TURN: [
    { to: 'START_TURN', when: 'the game goes on: next turn' },
    { to: 'GAME_OVER', when: 'the bank broke or the last turn ended' },
  ],
};

/**
 * Phases play can enter next from `phase`, following edges through phases that may be skipped.
 * These are exactly the session machine's transitions out of each phase state.
 */
export function enteredSuccessors(phase: PhaseId): PhaseNode[] {
  const out: PhaseNode[] = [];
  const seen = new Set<PhaseNode>();
  const visit = (node: PhaseNode) => {
    if (seen.has(node)) return;
    seen.add(node);
    out.push(node);
    if (node === 'GAME_OVER' || ALWAYS_ENTERED.includes(node)) return;
    for (const edge of ORDER_OF_PLAY[node]) visit(edge.to);
  };
  for (const edge of ORDER_OF_PLAY[phase]) visit(edge.to);
  return out.sort((a, b) => order(a) - order(b));
}

function order(node: PhaseNode): number {
  return node === 'GAME_OVER' ? PHASE_IDS.length : PHASE_IDS.indexOf(node);
}
