/**
 * The pieces Stock Market Tycoon's wire schemas share (../schemas.ts): the six companies, the steps, variants and
 * modes as lists the engine's types are read from (../types.ts re-exports them), and the small shapes several
 * views and events carry. Seats on the wire are the platform's ids (`P1`…), never the engine's numbers.
 */
import * as v from 'valibot';

/** The six companies in their fixed order (§2.1). */
export const COMPANY_IDS = ['ATL', 'TTN', 'GLB', 'OMG', 'VTC', 'NOV'] as const;
/** Where the game stands (../types.ts StepId): TURN covers TR1–TR3; E2, E4 and E8 are display stops. */
export const STEP_IDS = ['P1', 'TURN', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9', 'GAME_OVER'] as const;
export const VARIANTS = ['standard', 'extended'] as const;
export const MODES = ['trader', 'investor', 'strategist'] as const;

export const num = v.number();
export const bool = v.boolean();
/** A seat id (`P1`…). */
export const seat = v.string();
export const seats = v.array(seat);
/** A card id of the spec (`1:NOV:+30`, `2:LOAN:1`). */
export const card = v.string();
export const cards = v.array(card);
export const companyId = v.picklist(COMPANY_IDS);
export const step = v.picklist(STEP_IDS);
export const optionKind = v.picklist(['call', 'put']);

/** One value per company, every company present (holdings, hand sums, prices). */
export function byCompany<S extends v.GenericSchema>(value: S) {
  return v.strictObject({ ATL: value, TTN: value, GLB: value, OMG: value, VTC: value, NOV: value });
}

/** A record keyed by seat id (a result's figures, a dividend's payouts). */
export const bySeat = <S extends v.GenericSchema>(value: S) => v.record(seat, value);

/** Shares of one company sold (a debt cover's or settlement's plan). */
export const sale = v.strictObject({ company: companyId, qty: num });

/** The §13 result: each seat's place and figures (by seat id). */
export const resultEntries = { ranks: bySeat(num), netWorth: bySeat(num), cash: bySeat(num), holdingsValue: bySeat(num), debt: bySeat(num) };

export const FeaturesSchema = v.strictObject({ shorts: bool, options: bool, dividends: bool, buybacks: bool });
