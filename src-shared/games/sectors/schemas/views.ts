/**
 * Sectors' views as valibot schemas: the public view every seat, spectator and the facilitator sees
 * (`views.public`), and one seat's private part (`views.private`). view.ts builds them and takes their types from
 * here; the renderer decodes what the host sends with them (src-renderer/games/sectors/index.ts), and the schema
 * test parses every view of seeded games with them. Beside the state's own objects (state.ts) a view carries
 * figures the rules work out for the board (view-figures.ts), keyed by order id, company or headline id, so the
 * board never re-derives a rule and a view keeps the state's shapes (the hard bot rebuilds a state from a view).
 */
import * as v from 'valibot';
import { PHASE_IDS } from './ids.ts';
import {
  CompanyRoundSchema, CompanySchema, GameConfigSchema, HeadlineSchema, HistoryPointSchema, OptionContractSchema, OrderSchema,
  PhaseInputsSchema, PlayerSchema, PrestigeTrackSchema, RankingSchema, SectorSchema, TrancheAllocationSchema, TranchePackageSchema,
  TurnStateSchema, bool, companyAction, companyId, num, playerId, revenueChoice, sectorId,
} from './state.ts';

/** Another player's order while concealment lasts: during the review, its company and market; nothing more. */
export const ConcealedOrderSchema = v.strictObject({
  id: num, player: playerId, turn: num, subRound: num, concealed: v.literal(true),
  company: v.optional(companyId), market: v.optional(v.picklist(['IPO', 'OPEN_MARKET', 'DERIVATIVES'])),
});
/** An order as a view shows it: in full, or concealed. */
export const OrderViewSchema = v.union([OrderSchema, ConcealedOrderSchema]);

/**
 * What a board needs to know about an order beyond the order itself: whether its owner may cancel (or withdraw)
 * it now, and whether it counts as the order its owner placed in this sub-round (a withdrawn market order does
 * not, PD-18).
 */
export const OrderFlagsSchema = v.strictObject({ cancellable: bool, placedThisSubRound: bool });
/** Keyed by order id. */
const orderFlags = v.record(v.string(), OrderFlagsSchema);

/** A short opened at today's price (§8.7): the sale value the bank pays, the margin locked, the interest per turn. */
export const ShortTermsSchema = v.strictObject({ value: num, margin: num, interest: num });

const readonlyTriple = v.pipe(v.tuple([num, num, num]), v.readonly());

/**
 * What each action offered in the company vote costs the voting company now: cash (tiered "first come" prices
 * rise as other companies buy) and prestige (sector actions), and the "first come" ladder A / B / C of the tiered
 * actions offered (§9.7).
 */
export const ActionCostsSchema = v.strictObject({
  company: companyId,
  cash: v.record(companyAction, num),
  prestige: v.record(companyAction, num),
  tiers: v.record(companyAction, readonlyTriple),
});

/**
 * One choice of the revenue vote worked out now: what would be paid out, what the company would keep, how many
 * steps the dividend would lift the price, and each eligible holder's dividend.
 */
export const RevenueSplitSchema = v.strictObject({ distributed: num, kept: num, steps: num, dividends: v.record(playerId, num) });

/** The price track (§3.2): every price by index, and the tiers (first index, fill size) it is cut into. */
export const PriceTrackSchema = v.strictObject({
  prices: v.pipe(v.array(num), v.readonly()),
  tiers: v.pipe(v.array(v.strictObject({ id: v.string(), first: num, fillSize: num })), v.readonly()),
});

/** A player as everyone sees them: the state's player, their net worth and certificates counted. */
const PublicPlayerSchema = v.strictObject({ ...PlayerSchema.entries, netWorth: num, certificates: num });

/** A company as everyone sees it: the state's company and the figures its tier and price give. */
const PublicCompanySchema = v.strictObject({
  ...CompanySchema.entries,
  price: num,
  stockTier: v.string(),
  fillSize: num,
  outstanding: num,
  supply: num,
  demand: num,
  throughput: num,
  operatingCost: num,
  actionsPerOr: num,
  shortfall: num,
});

export const PublicViewSchema = v.strictObject({
  /** Shown once the game has ended (it would predict every draw before). */
  seed: v.nullable(num),
  config: GameConfigSchema,
  status: v.picklist(['RUNNING', 'ENDED']),
  endReason: v.nullable(v.picklist(['BANK_BROKEN', 'MAX_TURNS'])),
  turn: num,
  phase: v.picklist(PHASE_IDS),
  phaseKind: v.picklist(['ACTIONABLE', 'AUTOMATIC']),
  phaseDefaultSeconds: num,
  phaseSerial: num,
  subRound: num,
  bank: num,
  bankBroken: bool,
  players: v.array(PublicPlayerSchema),
  /** Player ids in priority order: index 0 has priority 1. */
  priority: v.array(playerId),
  sectors: v.array(SectorSchema),
  sectorPriority: v.array(sectorId),
  companies: v.array(PublicCompanySchema),
  /** Per company, the terms of a short of 0…SHORT_MAX_QUANTITY shares at its shown price (index = quantity). */
  shortTerms: v.record(companyId, v.array(ShortTermsSchema)),
  consumerPool: num,
  economyScore: num,
  researchDeckSize: num,
  prestigeTrack: PrestigeTrackSchema,
  /** Slots 1..3 (index 0..2). */
  headlines: v.array(v.nullable(HeadlineSchema)),
  /** Per headline on offer (by id): its cost, and the share a new backer would pay if the backers split it now. */
  headlineCosts: v.record(v.string(), v.strictObject({ cost: num, joinShare: num })),
  tranches: v.array(TranchePackageSchema),
  orders: v.array(OrderViewSchema),
  orderFlags,
  contracts: v.array(OptionContractSchema),
  actionOrder: v.array(companyId),
  runOrder: v.array(companyId),
  runIndex: num,
  companyRound: v.nullable(CompanyRoundSchema),
  actionCosts: v.nullable(ActionCostsSchema),
  /** Per company voted on in this REVENUE_VOTE, the split of each choice; empty in every other phase. */
  revenueSplits: v.record(companyId, v.strictObject({ FULL: RevenueSplitSchema, HALF: RevenueSplitSchema, RETAIN: RevenueSplitSchema })),
  certificateLimit: num,
  priceTrack: PriceTrackSchema,
  /** The phases in which players act (the others run by themselves). */
  actionablePhases: v.pipe(v.array(v.picklist(PHASE_IDS)), v.readonly()),
  turnState: TurnStateSchema,
  inputs: PhaseInputsSchema,
  /** Who has sent their secret submission in this phase (it tells nothing about the content). */
  submitted: v.array(playerId),
  history: v.array(HistoryPointSchema),
  ranking: v.nullable(RankingSchema),
});

/** What only one player may see on top of the public view: their own secret submissions and orders. */
export const PrivateViewSchema = v.strictObject({
  player: playerId,
  limitActions: num,
  shortActions: num,
  /** Own orders that others see only partly or not at all right now. */
  orders: v.array(OrderSchema),
  orderFlags,
  influenceBids: v.record(playerId, num),
  trancheVotes: v.record(playerId, v.nullable(num)),
  trancheAllocations: v.record(v.string(), TrancheAllocationSchema),
  revenueVotes: v.record(companyId, v.record(playerId, revenueChoice)),
  companyVotes: v.record(playerId, v.array(companyAction)),
});

export type PublicView = v.InferOutput<typeof PublicViewSchema>;
export type PrivateView = v.InferOutput<typeof PrivateViewSchema>;
export type OrderView = v.InferOutput<typeof OrderViewSchema>;
export type OrderFlags = v.InferOutput<typeof OrderFlagsSchema>;
export type ShortTerms = v.InferOutput<typeof ShortTermsSchema>;
export type ActionCosts = v.InferOutput<typeof ActionCostsSchema>;
export type RevenueSplit = v.InferOutput<typeof RevenueSplitSchema>;
export type PriceTrack = v.InferOutput<typeof PriceTrackSchema>;
