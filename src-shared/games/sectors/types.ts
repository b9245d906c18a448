/**
 * The Sectors game state: plain JSON only (no Map, Set, class or undefined-as-value), so it clones with
 * structuredClone/JSON, serialises byte for byte and replays exactly.
 */
import type { Rng } from '../../rng.ts';
import type {
  CompanyActionId, CompanyTier, HeadlineType, Passive, PhaseId, PrestigeReward, ResearchEffect, SectorId,
} from './data.ts';
import type { EngineEvent } from './events.ts';

export type PlayerId = string; // 'P1' … 'Pn', in seat order
export type CompanyId = string; // the ticker, unique within a game (§3.8)

export type DistributionStrategy = 'PRIORITY' | 'BID_PRIORITY';
export type PriorityMode = 'CATCH_UP' | 'STATIC';
export type TimerMode = 'TIMED' | 'TIMERLESS';

/** Host options of spec §5.1, as the engine receives them (validated by `validateConfig`). */
export type GameConfig = {
  seats: number;
  playerNames?: string[];
  bankSize: number;
  startingCash: number;
  consumerPool: number;
  maxTurns: number;
  influencePoints: number;
  distributionStrategy: DistributionStrategy;
  maxSubRounds: number;
  ordersConcealed: boolean;
  limitOrdersEnabled: boolean;
  shortOrdersEnabled: boolean;
  optionOrdersEnabled: boolean;
  ownershipCapEnabled: boolean;
  priorityMode: PriorityMode;
  timerMode: TimerMode;
  phaseTimeMultiplier: number;
  reviewSeconds: number;
  sectors: 'RANDOM' | SectorId[];
};

export type Player = {
  id: PlayerId;
  name: string;
  cash: number;
  margin: number;
  limitActions: number;
  shortActions: number;
};

export type CompanyStatus = 'INACTIVE' | 'ACTIVE' | 'INSOLVENT' | 'BANKRUPT';
export type Flag = 'VETO' | 'STRATEGIC_RESERVE' | 'SURGE_PRICING' | 'PRICE_FREEZE';

export type Company = {
  id: CompanyId;
  name: string;
  sector: SectorId;
  seq: number;
  tier: CompanyTier;
  status: CompanyStatus;
  ipoPrice: number;
  priceIndex: number;
  fillProgress: number;
  unitPrice: number;
  treasury: number;
  prestige: number;
  issued: number;
  retired: number;
  ipoShares: number;
  omShares: number;
  /** Shares held per player; players holding none are absent. */
  holdings: Record<PlayerId, number>;
  tempDemand: number;
  permDemand: number;
  tempSupply: number;
  permSupply: number;
  hasLoan: boolean;
  passive: Passive | null;
  cards: ResearchEffect[];
  floatedTurn: number | null;
  /** Flags resolved this turn, active next turn (§9.1 next-turn flags). */
  flagsNext: Flag[];
  /** Flags active during this turn. */
  flagsActive: Flag[];
  shareIssues: number;
  investorConfidence: number;
};

export type Sector = {
  id: SectorId;
  baseDemand: number;
  demandBonus: number;
  consumers: number;
  everFloated: boolean;
};

export type OrderStatus = 'PENDING' | 'OPEN' | 'FILLED_PENDING_SETTLEMENT' | 'FILLED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';
export type MarketLocation = 'IPO' | 'OPEN_MARKET';

type OrderBase = {
  id: number; // global placement sequence number
  player: PlayerId;
  turn: number;
  subRound: number;
  status: OrderStatus;
  reason?: string;
};
export type MarketOrder = OrderBase & {
  type: 'MARKET';
  company: CompanyId;
  location: MarketLocation;
  side: 'BUY' | 'SELL';
  quantity: number;
  bid: number | null;
};
export type LimitOrder = OrderBase & {
  type: 'LIMIT';
  company: CompanyId;
  side: 'BUY' | 'SELL';
  quantity: number;
  value: number;
  triggerSeq: number | null;
};
export type ShortOrder = OrderBase & {
  type: 'SHORT';
  company: CompanyId;
  quantity: number;
  /** Opening value V, margin M (set when OPEN). */
  value: number;
  margin: number;
};
export type OptionOrder = OrderBase & {
  type: 'OPTION';
  contract: number;
  company: CompanyId;
  bid: number | null;
};
export type Order = MarketOrder | LimitOrder | ShortOrder | OptionOrder;

export type ContractState = 'FOR_SALE' | 'PURCHASED' | 'EXERCISED' | 'EXPIRED' | 'DISCARDED';
export type OptionContract = {
  id: number;
  company: CompanyId;
  term: number;
  shares: number;
  stepBonus: number;
  strike: number;
  premium: number;
  state: ContractState;
  owner: PlayerId | null;
  elapsed: number;
  orderId: number | null;
};

export type Headline = {
  id: number;
  type: HeadlineType;
  sector: SectorId;
  backers: PlayerId[];
};

export type TranchePackage = {
  id: number;
  cash: number;
  prestige: boolean;
  passive: Passive;
  sector: SectorId;
  winner: PlayerId | null;
};

export type TrancheAllocation = {
  cash: { player: PlayerId; amount: number }[];
  prestigeCompany: CompanyId | null;
  passiveCompany: CompanyId | null;
};

export type RevenueChoice = 'FULL' | 'HALF' | 'RETAIN';

/** What a company did this turn in the OR (revenue > 0 only). */
export type RevenueRecord = { revenue: number; outcome: RevenueChoice | null; distributed: number };

export type CompanyRound = {
  company: CompanyId;
  mode: 'VOTE' | 'INSOLVENCY';
  /** Holders at phase start (D-58). */
  eligible: PlayerId[];
  /** Normal vote. */
  actionsPerOr: number;
  offered: CompanyActionId[];
  votes: Record<PlayerId, CompanyActionId[]>;
  winners: CompanyActionId[];
  /** Insolvency round. */
  priceAtStart: number;
  sharesContributed: number;
  contributions: { player: PlayerId; kind: 'CASH' | 'SHARES'; amount: number }[];
};

/** Inputs collected during the current phase; cleared on every phase change. */
export type PhaseInputs = {
  ready: PlayerId[];
  /** Players who may act in this (actionable) phase; the others are ready automatically. */
  eligible: PlayerId[];
  influenceBids: Record<PlayerId, number>;
  trancheVotes: Record<PlayerId, number | null>;
  trancheAllocations: Record<string, TrancheAllocation>;
  /** REVENUE_VOTE: holders per voting company at phase start, and votes per company. */
  revenueEligible: Record<CompanyId, PlayerId[]>;
  revenueVotes: Record<CompanyId, Record<PlayerId, RevenueChoice>>;
  exerciseRequests: number[];
};

/** Per-turn state, reset at the start of every turn (§6.2). */
export type TurnState = {
  taxableIncome: Record<PlayerId, number>;
  firstCome: Partial<Record<CompanyActionId, number>>;
  revenue: Record<CompanyId, RevenueRecord>;
};

export type HistoryPoint = {
  turn: number;
  prices: Record<CompanyId, number>;
  netWorth: Record<PlayerId, number>;
  consumers: Record<SectorId, number>;
  pool: number;
  economyScore: number;
};

export type Ranking = { player: PlayerId; netWorth: number; place: number }[];

export type GameState = {
  schema: 1;
  config: GameConfig;
  seed: number;
  rng: Rng;
  status: 'RUNNING' | 'ENDED';
  endReason: 'BANK_BROKEN' | 'MAX_TURNS' | null;
  turn: number;
  phase: PhaseId;
  phaseSerial: number;
  subRound: number;
  bank: number;
  outside: number;
  bankBroken: boolean;
  players: Player[];
  /** Player ids in priority order: index 0 has priority 1. */
  priority: PlayerId[];
  sectors: Sector[];
  /** Sector ids in sector priority order. */
  sectorPriority: SectorId[];
  companies: Company[];
  consumerPool: number;
  economyScore: number;
  researchDeck: ResearchEffect[];
  prestigeTrack: { rewards: PrestigeReward[]; pointer: number; injectionValues: number[] };
  /** Slots 1..3 (index 0..2). */
  headlines: (Headline | null)[];
  /** Whether any headline was bought when the last START_TURN ended (slot 1 is discarded otherwise). */
  headlineBoughtLastStartTurn: boolean;
  /** Identities already drawn from each sector's new-company pool. */
  usedPoolTickers: CompanyId[];
  tranches: TranchePackage[];
  orders: Order[];
  contracts: OptionContract[];
  counters: { order: number; trigger: number; contract: number; headline: number; company: number };
  /** Company action order locked at STOCK_ROUND_RESULTS (§8.9). */
  actionOrder: CompanyId[];
  /** Company loop of phases 25–27: run order fixed when the loop starts, and the position in it. */
  runOrder: CompanyId[];
  runIndex: number;
  companyRound: CompanyRound | null;
  turnState: TurnState;
  inputs: PhaseInputs;
  history: HistoryPoint[];
  ranking: Ranking | null;
};

// ---------------------------------------------------------------- inputs

export type PlayerAction =
  | { type: 'SUBMIT_INFLUENCE_BID'; points: number }
  | { type: 'BACK_HEADLINE'; headlineId: number }
  | { type: 'WITHDRAW_HEADLINE' }
  | { type: 'VOTE_TRANCHE'; packageId: number | null }
  | {
      type: 'ALLOCATE_TRANCHE';
      packageId: number;
      cash: { player: PlayerId; amount: number }[];
      prestigeCompanyId?: CompanyId | null;
      passiveCompanyId?: CompanyId | null;
    }
  | { type: 'PLACE_MARKET_ORDER'; companyId: CompanyId; location: MarketLocation; side: 'BUY' | 'SELL'; quantity: number; bid?: number }
  | { type: 'PLACE_LIMIT_ORDER'; companyId: CompanyId; side: 'BUY' | 'SELL'; quantity: number; value: number }
  | { type: 'PLACE_SHORT_ORDER'; companyId: CompanyId; quantity: number }
  | { type: 'PLACE_OPTION_ORDER'; contractId: number; bid?: number }
  | { type: 'CANCEL_LIMIT_ORDER'; orderId: number }
  | { type: 'CANCEL_MARKET_ORDER'; orderId: number }
  | { type: 'COVER_SHORT'; shortId: number }
  | { type: 'EXERCISE_OPTION'; contractId: number }
  | { type: 'VOTE_REVENUE'; companyId: CompanyId; choice: RevenueChoice }
  | { type: 'VOTE_COMPANY_ACTIONS'; actions: CompanyActionId[] }
  | { type: 'CONTRIBUTE_CASH'; amount: number }
  | { type: 'CONTRIBUTE_SHARES'; quantity: number };

export type Input =
  | ({ player: PlayerId } & PlayerAction)
  | { type: 'READY'; player: PlayerId }
  | { type: 'UNREADY'; player: PlayerId }
  | { type: 'TIMEOUT'; phaseSerial: number };

export type Rejection = { ok: false; reason: string; message: string };

// ---------------------------------------------------------------- events

/**
 * A structured explanation of one change. `visibleTo` limits an event to some players (a submission
 * only its author may see before the reveal); events without it are public. The union and its schemas
 * live in events.ts.
 */
export type { EngineEvent, EventOf, GameEvent, GameEventType } from './events.ts';

export type ApplyResult = { ok: true; state: GameState; events: EngineEvent[] } | Rejection;
