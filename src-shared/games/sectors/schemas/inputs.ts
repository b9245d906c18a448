/**
 * Shapes of the engine's inputs (valibot). A shape failure is MALFORMED_INPUT (§13: missing fields,
 * wrong types, unknown enum values); range and rule checks come after, with their own reason codes.
 * Fields whose bad values have a dedicated code (a location, a revenue choice) are plain strings here.
 */
import * as v from 'valibot';
import { COMPANY_ACTIONS } from './ids.ts';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(32));
const num = v.number();
const player = id;

const cashAllocation = v.strictObject({ player: id, amount: num });

export const ACTION_SCHEMAS = {
  SUBMIT_INFLUENCE_BID: v.strictObject({ type: v.literal('SUBMIT_INFLUENCE_BID'), player, points: num }),
  BACK_HEADLINE: v.strictObject({ type: v.literal('BACK_HEADLINE'), player, headlineId: num }),
  WITHDRAW_HEADLINE: v.strictObject({ type: v.literal('WITHDRAW_HEADLINE'), player }),
  VOTE_TRANCHE: v.strictObject({ type: v.literal('VOTE_TRANCHE'), player, packageId: v.nullable(num) }),
  ALLOCATE_TRANCHE: v.strictObject({
    type: v.literal('ALLOCATE_TRANCHE'),
    player,
    packageId: num,
    cash: v.pipe(v.array(cashAllocation), v.maxLength(40)),
    prestigeCompanyId: v.optional(v.nullable(id)),
    passiveCompanyId: v.optional(v.nullable(id)),
  }),
  PLACE_MARKET_ORDER: v.strictObject({
    type: v.literal('PLACE_MARKET_ORDER'),
    player,
    companyId: id,
    location: v.pipe(v.string(), v.maxLength(32)),
    side: v.picklist(['BUY', 'SELL']),
    quantity: num,
    bid: v.optional(num),
  }),
  PLACE_LIMIT_ORDER: v.strictObject({
    type: v.literal('PLACE_LIMIT_ORDER'),
    player,
    companyId: id,
    side: v.picklist(['BUY', 'SELL']),
    quantity: num,
    value: num,
  }),
  PLACE_SHORT_ORDER: v.strictObject({ type: v.literal('PLACE_SHORT_ORDER'), player, companyId: id, quantity: num }),
  PLACE_OPTION_ORDER: v.strictObject({ type: v.literal('PLACE_OPTION_ORDER'), player, contractId: num, bid: v.optional(num) }),
  CANCEL_LIMIT_ORDER: v.strictObject({ type: v.literal('CANCEL_LIMIT_ORDER'), player, orderId: num }),
  CANCEL_MARKET_ORDER: v.strictObject({ type: v.literal('CANCEL_MARKET_ORDER'), player, orderId: num }),
  COVER_SHORT: v.strictObject({ type: v.literal('COVER_SHORT'), player, shortId: num }),
  EXERCISE_OPTION: v.strictObject({ type: v.literal('EXERCISE_OPTION'), player, contractId: num }),
  VOTE_REVENUE: v.strictObject({ type: v.literal('VOTE_REVENUE'), player, companyId: id, choice: v.pipe(v.string(), v.maxLength(16)) }),
  VOTE_COMPANY_ACTIONS: v.strictObject({
    type: v.literal('VOTE_COMPANY_ACTIONS'),
    player,
    actions: v.pipe(v.array(v.picklist(COMPANY_ACTIONS)), v.maxLength(30)),
  }),
  CONTRIBUTE_CASH: v.strictObject({ type: v.literal('CONTRIBUTE_CASH'), player, amount: num }),
  CONTRIBUTE_SHARES: v.strictObject({ type: v.literal('CONTRIBUTE_SHARES'), player, quantity: num }),
  READY: v.strictObject({ type: v.literal('READY'), player }),
  UNREADY: v.strictObject({ type: v.literal('UNREADY'), player }),
  TIMEOUT: v.strictObject({ type: v.literal('TIMEOUT'), phaseSerial: num }),
} as const;

export type InputType = keyof typeof ACTION_SCHEMAS;

/**
 * An input as a seat sends it and the host's edge decodes it (the engine's own `Input` in types.ts narrows a few
 * strings its rules refuse with a reason code of their own: a market order's location, a revenue choice).
 */
export type SectorsInput = v.InferOutput<(typeof ACTION_SCHEMAS)[InputType]>;
