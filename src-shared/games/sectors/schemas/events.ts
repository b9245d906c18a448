/**
 * The game events of Sectors, one valibot schema per event type. `GameEvent` is inferred from these schemas,
 * so the engine's `emit` (context.ts), the clients that read `view.events` and the tests that parse real
 * games all agree on one definition: a field added to an emit call without its schema does not type-check,
 * and events-typed.test.ts parses every event of seeded games with these schemas.
 *
 * Objects are strict: an event carrying a field its schema does not list fails to parse, so the schemas
 * stay a complete description of what the engine emits (docs/PROTOCOL-REFERENCE.md lists them in words). The
 * state's objects they carry whole (orders, packages, contracts) have their schemas in state.ts.
 * Fields that only some emit sites write (the details of COMPANY_ACTION_RESOLVED, the order-type specific
 * fields of ORDER_PLACED) are optional. Free-form codes (refusal and outcome reasons, price-move causes)
 * stay strings: their lists live in the protocol reference, and a new code must not break old clients.
 */
import * as v from 'valibot';
import { INPUT_REFUSED_EVENT } from '../../../platform/schemas.ts';
import { PHASE_IDS } from './ids.ts';
import {
  OfferedContractEntries, OrderSchema, RankingSchema, TranchePackageSchema, bool, companyAction as action, companyId as company, companyTier, flag,
  headlineType, marketLocation, num, passive, playerAmount, playerId as player, prestigeReward, researchCard, revenueChoice, sectorId as sector, side,
} from './state.ts';

const players = v.array(player);
const orderType = v.picklist(['MARKET', 'LIMIT', 'SHORT', 'OPTION']);
/** Where an order trades: a market order's location, OPEN_MARKET for limits and shorts, DERIVATIVES for options. */
const market = v.picklist(['IPO', 'OPEN_MARKET', 'DERIVATIVES']);

/** What every engine event carries: where it happened, and (private events) who may see it. */
const common = { turn: num, phase: v.picklist(PHASE_IDS), visibleTo: v.optional(players) };

function event<T extends string, E extends v.ObjectEntries>(type: T, entries: E) {
  return v.strictObject({ type: v.literal(type), ...common, ...entries });
}

/** Both openings of a company round share their fields (an insolvency round offers no actions). */
const companyRoundOpened = {
  company, eligible: players, actionsPerOr: num, offered: v.array(action), prices: v.record(action, num), shortfall: num, treasury: num,
};

/** The events the engine emits, by type. */
export const ENGINE_EVENT_SCHEMAS = {
  PHASE_STARTED: event('PHASE_STARTED', { serial: num, subRound: num }),
  PHASE_ENDED: event('PHASE_ENDED', { serial: num }),
  READY_CHANGED: event('READY_CHANGED', { player, ready: bool }),
  SUBMITTED: event('SUBMITTED', {
    player, what: v.picklist(['INFLUENCE_BID', 'TRANCHE_VOTE', 'TRANCHE_ALLOCATION', 'REVENUE_VOTE', 'COMPANY_VOTE']), company: v.optional(company),
  }),
  INFLUENCE_BID_SUBMITTED: event('INFLUENCE_BID_SUBMITTED', { player, points: num }),
  INFLUENCE_BIDS_REVEALED: event('INFLUENCE_BIDS_REVEALED', { bids: v.record(player, num), refunds: v.record(player, num), priority: players }),
  PRIORITY_CHANGED: event('PRIORITY_CHANGED', { priority: players, netWorth: v.record(player, num), cause: v.picklist(['CATCH_UP']) }),
  HEADLINE_OFFERED: event('HEADLINE_OFFERED', { headline: num, slot: num, headlineType, sector, cost: num }),
  HEADLINE_BACKED: event('HEADLINE_BACKED', { headline: num, player, backers: players, switchedFrom: v.nullable(num) }),
  HEADLINE_WITHDRAWN: event('HEADLINE_WITHDRAWN', { headline: num, player }),
  HEADLINE_RESOLVED: event('HEADLINE_RESOLVED', {
    headline: num, headlineType, sector, payments: v.array(v.strictObject({ player, paid: num })), before: v.array(sector), after: v.array(sector),
  }),
  HEADLINE_DISCARDED: event('HEADLINE_DISCARDED', { headline: num }),
  SECTOR_DEMAND_CHANGED: event('SECTOR_DEMAND_CHANGED', { sector, baseDemand: num, cause: v.picklist(['NEW_COMPANY']) }),
  TRANCHES_OFFERED: event('TRANCHES_OFFERED', { packages: v.array(TranchePackageSchema) }),
  TRANCHE_VOTE_SUBMITTED: event('TRANCHE_VOTE_SUBMITTED', { player, packageId: v.nullable(num) }),
  /** `winners` is keyed by package id. */
  TRANCHE_VOTES_REVEALED: event('TRANCHE_VOTES_REVEALED', { votes: v.record(player, v.nullable(num)), winners: v.record(v.string(), v.nullable(player)), doubled: bool }),
  TRANCHE_ALLOCATION_SUBMITTED: event('TRANCHE_ALLOCATION_SUBMITTED', {
    player, packageId: num, cash: v.array(playerAmount), prestigeCompany: v.nullable(company), passiveCompany: v.nullable(company),
  }),
  TRANCHE_DISTRIBUTED: event('TRANCHE_DISTRIBUTED', {
    packageId: num, winner: player, payments: v.array(playerAmount), prestigeCompany: v.nullable(company), passive, passiveCompany: v.nullable(company),
  }),
  /** Market orders carry side, quantity and bid; limits side, quantity and value; shorts quantity; options contract and bid. */
  ORDER_PLACED: event('ORDER_PLACED', {
    order: num, player, orderType, company, location: market,
    side: v.optional(side), quantity: v.optional(num), bid: v.optional(v.nullable(num)), value: v.optional(num), contract: v.optional(num),
  }),
  ORDER_SUBMITTED: event('ORDER_SUBMITTED', { player }),
  /** A concealed order's private cancellation may name neither its company nor (limits) its type. */
  ORDER_CANCELLED: event('ORDER_CANCELLED', { order: num, player, orderType: v.optional(orderType), company: v.optional(company) }),
  ORDERS_REVIEWED: event('ORDERS_REVIEWED', { orders: v.array(v.strictObject({ player, company, market })) }),
  ORDERS_REVEALED: event('ORDERS_REVEALED', { orders: v.array(OrderSchema) }),
  ORDER_FILLED: event('ORDER_FILLED', {
    order: num, player, company, orderType: v.picklist(['MARKET', 'LIMIT']), side, location: v.optional(marketLocation), quantity: num, unitPrice: num, amount: num,
  }),
  /** `reason` is a resolution outcome code. */
  ORDER_REJECTED: event('ORDER_REJECTED', {
    order: num, player, company, orderType, side: v.optional(side), location: v.optional(marketLocation), quantity: v.optional(num),
    contract: v.optional(num), reason: v.string(),
  }),
  COMPANY_FLOATED: event('COMPANY_FLOATED', { company, sector, price: num }),
  COMPANY_OPENED: event('COMPANY_OPENED', { company, name: v.string(), sector, tier: companyTier, ipoPrice: num, unitPrice: num }),
  /** `cause` names what moved it (NET_MARKET_BUYS, DIVIDEND, RESEARCH_<card>, …). */
  PRICE_MOVED: event('PRICE_MOVED', { company, cause: v.string(), fromIndex: num, toIndex: num, from: num, to: num, triggerSeq: num }),
  LIMIT_OPENED: event('LIMIT_OPENED', { order: num, player, company, side, value: num, quantity: num }),
  LIMIT_TRIGGERED: event('LIMIT_TRIGGERED', { order: num, player, company, side, value: num, triggerSeq: num }),
  SHORT_OPENED: event('SHORT_OPENED', { order: num, player, company, quantity: num, unitPrice: num, value: num, margin: num }),
  SHORT_INTEREST_CHARGED: event('SHORT_INTEREST_CHARGED', { order: num, player, company, due: num, paid: num }),
  SHORT_COVERED: event('SHORT_COVERED', { order: num, player, company, quantity: num, unitPrice: num, cost: num, marginReleased: num }),
  SHORT_CLOSED_BY_BANKRUPTCY: event('SHORT_CLOSED_BY_BANKRUPTCY', { order: num, player, company, cost: num, paid: num }),
  /** The whole contract as put on sale, plus the company's current share price. */
  CONTRACT_OFFERED: event('CONTRACT_OFFERED', OfferedContractEntries),
  CONTRACT_PURCHASED: event('CONTRACT_PURCHASED', { contract: num, order: num, player, company, premium: num }),
  CONTRACT_EXPIRED: event('CONTRACT_EXPIRED', { contract: num, player, company }),
  CONTRACT_DISCARDED: event('CONTRACT_DISCARDED', { contract: num }),
  EXERCISE_REQUESTED: event('EXERCISE_REQUESTED', { contract: num, player, company }),
  OPTION_EXERCISED: event('OPTION_EXERCISED', { contract: num, player, company, price: num, strike: num, shares: num, payout: num }),
  STOCK_ROUND_RESULTS: event('STOCK_ROUND_RESULTS', { actionOrder: v.array(company), prices: v.record(company, num) }),
  PRODUCTION: event('PRODUCTION', {
    company, supply: num, demand: num, output: num, throughput: num, sold: num, extraUnits: num, units: num, unitPrice: num,
    revenue: num, salesBonus: bool, operatingCost: num, paid: num, treasury: num, consumersLeft: num,
  }),
  REVENUE_VOTE_SUBMITTED: event('REVENUE_VOTE_SUBMITTED', { player, company, choice: revenueChoice }),
  REVENUE_VOTE_RESULT: event('REVENUE_VOTE_RESULT', { company, votes: v.record(player, revenueChoice), outcome: revenueChoice }),
  DIVIDEND_PAID: event('DIVIDEND_PAID', {
    company, outcome: revenueChoice, revenue: num, kept: num, distributed: num, perShareBase: num, dividends: v.array(playerAmount),
    shortPayments: v.array(v.strictObject({ player, order: num, amount: num })),
  }),
  COMPANY_VOTE_OPENED: event('COMPANY_VOTE_OPENED', companyRoundOpened),
  INSOLVENCY_ROUND_OPENED: event('INSOLVENCY_ROUND_OPENED', companyRoundOpened),
  COMPANY_VOTE_SUBMITTED: event('COMPANY_VOTE_SUBMITTED', { player, company, actions: v.array(action) }),
  COMPANY_VOTE_RESULT: event('COMPANY_VOTE_RESULT', { company, votes: v.record(player, v.array(action)), scores: v.record(action, num), winners: v.array(action) }),
  /** Each action adds the fields it changed (see applyEffect in operating/actions.ts). */
  COMPANY_ACTION_RESOLVED: event('COMPANY_ACTION_RESOLVED', {
    company, action, cost: num, prestige: num, treasury: num,
    /** A number (LARGE_MARKETING: from the pool) or consumers taken per sector (FASTTRACK_APPROVAL). */
    consumersMoved: v.optional(v.union([num, v.record(sector, num)])),
    draws: v.optional(num), tier: v.optional(companyTier), outstanding: v.optional(num), unitPrice: v.optional(num),
    principal: v.optional(num), demandBonus: v.optional(num), flag: v.optional(flag), partnerSeq: v.optional(v.nullable(num)),
  }),
  /** `reason` is a resolution outcome code. */
  COMPANY_ACTION_SKIPPED: event('COMPANY_ACTION_SKIPPED', { company, action, reason: v.string() }),
  /** Cash contributions carry `amount`; share contributions `quantity` and the `proceeds` of their sale. */
  INSOLVENCY_CONTRIBUTION: event('INSOLVENCY_CONTRIBUTION', {
    company, player, kind: v.picklist(['CASH', 'SHARES']), amount: v.optional(num), quantity: v.optional(num), proceeds: v.optional(num), treasury: num,
  }),
  COMPANY_RECOVERED: event('COMPANY_RECOVERED', { company, treasury: num, shortfall: num }),
  COMPANY_INSOLVENT: event('COMPANY_INSOLVENT', { company, cause: v.picklist(['OPERATING_COST', 'ACTION_COST', 'LOAN_INTEREST']) }),
  COMPANY_BANKRUPT: event('COMPANY_BANKRUPT', { company, price: num, shortfall: num, payouts: v.array(playerAmount), treasuryReturned: num }),
  RESEARCH_CARD_DRAWN: event('RESEARCH_CARD_DRAWN', { company, card: researchCard }),
  RESEARCH_NOTHING_FOUND: event('RESEARCH_NOTHING_FOUND', { company }),
  PRESTIGE_REWARD_BOUGHT: event('PRESTIGE_REWARD_BOUGHT', { company, space: num, reward: prestigeReward, cost: num }),
  PRESTIGE_REWARD_MISSED: event('PRESTIGE_REWARD_MISSED', { company, space: num, reward: prestigeReward, cost: num, prestige: num }),
  LOAN_INTEREST_PAID: event('LOAN_INTEREST_PAID', { company, due: num, paid: num }),
  TAX_CHARGED: event('TAX_CHARGED', { player, income: num, rate: num, tax: num, paid: num, writtenOff: num }),
  DIVESTED: event('DIVESTED', { player, limit: num, excess: num, sales: v.array(v.strictObject({ company, price: num })) }),
  DECAY: event('DECAY', {}),
  CONSUMERS_MOVED: event('CONSUMERS_MOVED', { economyScore: num, moved: v.record(sector, num), pool: num }),
  /** A frozen score (some sector never floated) carries neither `up` nor `down`. */
  ECONOMY_SCORE: event('ECONOMY_SCORE', { from: num, to: num, frozen: bool, up: v.optional(bool), down: v.optional(bool) }),
  BANK_BROKEN: event('BANK_BROKEN', { bank: num }),
  GAME_ENDED: event('GAME_ENDED', {
    reason: v.picklist(['BANK_BROKEN', 'MAX_TURNS']), ranking: RankingSchema,
  }),
};


/** Every event a client may find in `view.events`, by type. */
export const EVENT_SCHEMAS = { ...ENGINE_EVENT_SCHEMAS, INPUT_REFUSED: INPUT_REFUSED_EVENT };

export const EngineEventSchema = v.variant('type', Object.values(ENGINE_EVENT_SCHEMAS));
export const GameEventSchema = v.variant('type', Object.values(EVENT_SCHEMAS));

/** What the engine emits (`Ctx.events`, `applyInPlace`). */
export type EngineEvent = v.InferOutput<typeof EngineEventSchema>;
/** What clients receive: the engine's events and the session's INPUT_REFUSED. */
export type GameEvent = v.InferOutput<typeof GameEventSchema>;
export type GameEventType = GameEvent['type'];
export type EngineEventType = EngineEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/** Whether a type names an event of this game. */
export function isGameEventType(type: string): type is GameEventType {
  return Object.hasOwn(EVENT_SCHEMAS, type);
}

/**
 * The top level of each schema as a loose object: clients ignore fields they do not know (docs/PROTOCOL.md),
 * so a host that adds a field to an event does not make them drop it. Built on first use, one per type.
 */
const readers = new Map<GameEventType, v.GenericSchema>();

/**
 * An event from `view.events` as a client reads it: the event itself, now typed, when its type is known and
 * its fields have their schema's types; null otherwise (an unknown type, a malformed event), which clients skip.
 */
export function readEvent(value: { readonly type: string; readonly [field: string]: unknown }): GameEvent | null {
  if (!isGameEventType(value.type)) return null;
  let reader = readers.get(value.type);
  if (!reader) {
    reader = v.looseObject(EVENT_SCHEMAS[value.type].entries);
    readers.set(value.type, reader);
  }
  return v.is(reader, value) ? (value as GameEvent) : null;
}
