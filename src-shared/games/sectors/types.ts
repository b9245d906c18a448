/**
 * The Sectors game state: plain JSON only (no Map, Set, class or undefined-as-value), so it clones with
 * structuredClone/JSON, serialises byte for byte and replays exactly.
 */
import type * as v from 'valibot';
import type { Rng } from '../../rng.ts';
import type { CompanyActionId, PhaseId, ResearchEffect, SectorId } from './data.ts';
import type { EngineEvent } from './schemas/events.ts';
import type {
  CompanyRoundSchema, CompanySchema, GameConfigSchema, HeadlineSchema, HistoryPointSchema, LimitOrderSchema, MarketOrderSchema,
  OptionContractSchema, OptionOrderSchema, OrderSchema, PhaseInputsSchema, PlayerSchema, PrestigeTrackSchema, RankingSchema, RevenueRecordSchema,
  SectorSchema, ShortOrderSchema, TrancheAllocationSchema, TranchePackageSchema, TurnStateSchema,
} from './schemas/state.ts';

/*
 * The state's objects that views and events carry are typed by their schemas (schemas/state.ts): one definition
 * for the engine, its views and the clients that decode them.
 */

export type PlayerId = string; // 'P1' … 'Pn', in seat order
export type CompanyId = string; // the ticker, unique within a game (§3.8)

/** Host options of spec §5.1, as the engine receives them (validated by `validateConfig`). */
export type GameConfig = v.InferOutput<typeof GameConfigSchema>;
export type DistributionStrategy = GameConfig['distributionStrategy'];
export type PriorityMode = GameConfig['priorityMode'];
export type TimerMode = GameConfig['timerMode'];

export type Player = v.InferOutput<typeof PlayerSchema>;
export type Company = v.InferOutput<typeof CompanySchema>;
export type CompanyStatus = Company['status'];
export type Flag = Company['flagsActive'][number];
export type Sector = v.InferOutput<typeof SectorSchema>;

export type MarketOrder = v.InferOutput<typeof MarketOrderSchema>;
export type LimitOrder = v.InferOutput<typeof LimitOrderSchema>;
export type ShortOrder = v.InferOutput<typeof ShortOrderSchema>;
export type OptionOrder = v.InferOutput<typeof OptionOrderSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;
export type OrderStatus = Order['status'];
export type MarketLocation = MarketOrder['location'];

export type OptionContract = v.InferOutput<typeof OptionContractSchema>;
export type ContractState = OptionContract['state'];
export type Headline = v.InferOutput<typeof HeadlineSchema>;
export type TranchePackage = v.InferOutput<typeof TranchePackageSchema>;
export type TrancheAllocation = v.InferOutput<typeof TrancheAllocationSchema>;

/** What a company did this turn in the OR (revenue > 0 only). */
export type RevenueRecord = v.InferOutput<typeof RevenueRecordSchema>;
export type RevenueChoice = NonNullable<RevenueRecord['outcome']>;

export type CompanyRound = v.InferOutput<typeof CompanyRoundSchema>;
/** Inputs collected during the current phase; cleared on every phase change. */
export type PhaseInputs = v.InferOutput<typeof PhaseInputsSchema>;
/** Per-turn state, reset at the start of every turn (§6.2). */
export type TurnState = v.InferOutput<typeof TurnStateSchema>;
export type HistoryPoint = v.InferOutput<typeof HistoryPointSchema>;
export type Ranking = v.InferOutput<typeof RankingSchema>;

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
  prestigeTrack: v.InferOutput<typeof PrestigeTrackSchema>;
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
 * live in schemas/events.ts.
 */
export type { EngineEvent, EventOf, GameEvent, GameEventType } from './schemas/events.ts';

export type ApplyResult = { ok: true; state: GameState; events: EngineEvent[] } | Rejection;
