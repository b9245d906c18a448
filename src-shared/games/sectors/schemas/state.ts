/**
 * The shapes of the state's objects that Sectors' views and events carry whole (a company, an order, a contract,
 * the phase's inputs…), as valibot schemas. types.ts infers the state's types from them, so the engine, its
 * views, its events and the clients that decode them agree on one definition: a field added to the state without
 * its schema does not type-check, and a view carrying a field its schema does not list fails the schema test
 * (test/platform/schemas.test.ts). Objects are strict for that reason (src-shared/platform/schemas.ts).
 */
import * as v from 'valibot';
import { COMPANY_ACTIONS, COMPANY_TIERS, HEADLINE_TYPE_IDS, PASSIVES, PRESTIGE_REWARD_IDS, RESEARCH_CARDS, SECTOR_IDS } from './ids.ts';

export const num = v.number();
export const bool = v.boolean();
export const playerId = v.string();
export const companyId = v.string();
export const sectorId = v.picklist(SECTOR_IDS);
export const companyAction = v.picklist(COMPANY_ACTIONS);
export const companyTier = v.picklist(COMPANY_TIERS);
export const passive = v.picklist(PASSIVES);
export const researchCard = v.picklist(RESEARCH_CARDS);
export const prestigeReward = v.picklist(PRESTIGE_REWARD_IDS);
export const headlineType = v.picklist(HEADLINE_TYPE_IDS);
export const side = v.picklist(['BUY', 'SELL']);
export const marketLocation = v.picklist(['IPO', 'OPEN_MARKET']);
export const revenueChoice = v.picklist(['FULL', 'HALF', 'RETAIN']);
export const flag = v.picklist(['VETO', 'STRATEGIC_RESERVE', 'SURGE_PRICING', 'PRICE_FREEZE']);
export const orderStatus = v.picklist(['PENDING', 'OPEN', 'FILLED_PENDING_SETTLEMENT', 'FILLED', 'REJECTED', 'CANCELLED', 'EXPIRED']);
export const contractState = v.picklist(['FOR_SALE', 'PURCHASED', 'EXERCISED', 'EXPIRED', 'DISCARDED']);
export const playerAmount = v.strictObject({ player: playerId, amount: num });

/** Host options of spec §5.1 as the engine keeps them (validated by config.ts's `configProblems`). */
export const GameConfigSchema = v.strictObject({
  seats: num,
  playerNames: v.optional(v.array(v.string())),
  bankSize: num,
  startingCash: num,
  consumerPool: num,
  maxTurns: num,
  influencePoints: num,
  distributionStrategy: v.picklist(['PRIORITY', 'BID_PRIORITY']),
  maxSubRounds: num,
  ordersConcealed: bool,
  limitOrdersEnabled: bool,
  shortOrdersEnabled: bool,
  optionOrdersEnabled: bool,
  ownershipCapEnabled: bool,
  priorityMode: v.picklist(['CATCH_UP', 'STATIC']),
  timerMode: v.picklist(['TIMED', 'TIMERLESS']),
  phaseTimeMultiplier: num,
  reviewSeconds: num,
  sectors: v.union([v.literal('RANDOM'), v.array(sectorId)]),
});

export const PlayerSchema = v.strictObject({ id: playerId, name: v.string(), cash: num, margin: num, limitActions: num, shortActions: num });

export const CompanySchema = v.strictObject({
  id: companyId,
  name: v.string(),
  sector: sectorId,
  seq: num,
  tier: companyTier,
  status: v.picklist(['INACTIVE', 'ACTIVE', 'INSOLVENT', 'BANKRUPT']),
  ipoPrice: num,
  priceIndex: num,
  fillProgress: num,
  unitPrice: num,
  treasury: num,
  prestige: num,
  issued: num,
  retired: num,
  ipoShares: num,
  omShares: num,
  /** Shares held per player; players holding none are absent. */
  holdings: v.record(playerId, num),
  tempDemand: num,
  permDemand: num,
  tempSupply: num,
  permSupply: num,
  hasLoan: bool,
  passive: v.nullable(passive),
  cards: v.array(researchCard),
  floatedTurn: v.nullable(num),
  /** Flags resolved this turn, active next turn (§9.1 next-turn flags). */
  flagsNext: v.array(flag),
  /** Flags active during this turn. */
  flagsActive: v.array(flag),
  shareIssues: num,
  investorConfidence: num,
});

export const SectorSchema = v.strictObject({ id: sectorId, baseDemand: num, demandBonus: num, consumers: num, everFloated: bool });

/** What every order carries: its id is the global placement sequence number. */
const orderBase = { id: num, player: playerId, turn: num, subRound: num, status: orderStatus, reason: v.optional(v.string()), company: companyId };
export const MarketOrderSchema = v.strictObject({ ...orderBase, type: v.literal('MARKET'), location: marketLocation, side, quantity: num, bid: v.nullable(num) });
export const LimitOrderSchema = v.strictObject({ ...orderBase, type: v.literal('LIMIT'), side, quantity: num, value: num, triggerSeq: v.nullable(num) });
/** A short's opening value V and margin M are set when it opens. */
export const ShortOrderSchema = v.strictObject({ ...orderBase, type: v.literal('SHORT'), quantity: num, value: num, margin: num });
export const OptionOrderSchema = v.strictObject({ ...orderBase, type: v.literal('OPTION'), contract: num, bid: v.nullable(num) });
export const OrderSchema = v.variant('type', [MarketOrderSchema, LimitOrderSchema, ShortOrderSchema, OptionOrderSchema]);

const contractEntries = {
  id: num, company: companyId, term: num, shares: num, stepBonus: num, strike: num, premium: num,
  state: contractState, owner: v.nullable(playerId), elapsed: num, orderId: v.nullable(num),
};
export const OptionContractSchema = v.strictObject(contractEntries);
/** The contract as CONTRACT_OFFERED carries it: the contract and its company's share price. */
export const OfferedContractEntries = { ...contractEntries, price: num };

export const HeadlineSchema = v.strictObject({ id: num, type: headlineType, sector: sectorId, backers: v.array(playerId) });

export const TranchePackageSchema = v.strictObject({ id: num, cash: num, prestige: bool, passive, sector: sectorId, winner: v.nullable(playerId) });

export const TrancheAllocationSchema = v.strictObject({
  cash: v.array(playerAmount), prestigeCompany: v.nullable(companyId), passiveCompany: v.nullable(companyId),
});

/** A company's turn in the operating round: a normal vote on actions, or an insolvency round of contributions. */
export const CompanyRoundSchema = v.strictObject({
  company: companyId,
  mode: v.picklist(['VOTE', 'INSOLVENCY']),
  /** Holders at phase start (D-58). */
  eligible: v.array(playerId),
  actionsPerOr: num,
  offered: v.array(companyAction),
  votes: v.record(playerId, v.array(companyAction)),
  winners: v.array(companyAction),
  priceAtStart: num,
  sharesContributed: num,
  contributions: v.array(v.strictObject({ player: playerId, kind: v.picklist(['CASH', 'SHARES']), amount: num })),
});

/** Inputs collected during the current phase; cleared on every phase change. */
export const PhaseInputsSchema = v.strictObject({
  ready: v.array(playerId),
  /** Players who may act in this (actionable) phase; the others are ready automatically. */
  eligible: v.array(playerId),
  influenceBids: v.record(playerId, num),
  trancheVotes: v.record(playerId, v.nullable(num)),
  /** Keyed by package id. */
  trancheAllocations: v.record(v.string(), TrancheAllocationSchema),
  /** REVENUE_VOTE: holders per voting company at phase start, and votes per company. */
  revenueEligible: v.record(companyId, v.array(playerId)),
  revenueVotes: v.record(companyId, v.record(playerId, revenueChoice)),
  exerciseRequests: v.array(num),
});

/** What a company did this turn in the OR (revenue > 0 only). */
export const RevenueRecordSchema = v.strictObject({ revenue: num, outcome: v.nullable(revenueChoice), distributed: num });

/** Per-turn state, reset at the start of every turn (§6.2). */
export const TurnStateSchema = v.strictObject({
  taxableIncome: v.record(playerId, num),
  /** Picklist keys make a partial record: only the actions bought this turn are present. */
  firstCome: v.record(companyAction, num),
  revenue: v.record(companyId, RevenueRecordSchema),
});

export const HistoryPointSchema = v.strictObject({
  turn: num,
  prices: v.record(companyId, num),
  netWorth: v.record(playerId, num),
  /** Consumers per sector in play (a partial record: the others are absent). */
  consumers: v.record(sectorId, num),
  pool: num,
  economyScore: num,
});

export const RankingSchema = v.array(v.strictObject({ player: playerId, netWorth: num, place: num }));

export const PrestigeTrackSchema = v.strictObject({ rewards: v.array(prestigeReward), pointer: num, injectionValues: v.array(num) });
