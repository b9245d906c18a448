/**
 * What Stock Market Tycoon's views carry (built in live/views.ts), as types inferred from their schemas
 * (schemas/views.ts, where each field is described): a field added to a view without its schema does not
 * type-check. Seat ids are the platform's (`P1`…), card ids the spec's (`1:NOV:+30`, `2:LOAN:1`).
 */
import type * as v from 'valibot';
import type { PublicCompanySchema, PublicPendingSchema, PublicPlayerSchema, TRADE_KINDS, YearEndViewSchema } from './schemas/views.ts';

export type { TycoonPrivateView, TycoonPublicView } from './schemas.ts';

/** Trades and the card plays of a turn (§9), as the turn form names them. */
export type TradeKind = (typeof TRADE_KINDS)[number];
export type PublicCompany = v.InferOutput<typeof PublicCompanySchema>;
export type PublicPlayer = v.InferOutput<typeof PublicPlayerSchema>;
/** The open sub-window, described without sealed content. */
export type PublicPending = v.InferOutput<typeof PublicPendingSchema>;
/** The year end so far (E2 onward), for the step-by-step display. */
export type YearEndView = v.InferOutput<typeof YearEndViewSchema>;
