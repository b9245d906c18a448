/**
 * The small shapes the stock round's wire schemas share (inputs, events, views): seat ids, company codes, whole
 * dollars and grid cells. Seats are the platform's ids (`P1`…) everywhere a client looks: live/events.ts and
 * live/views.ts convert the engine's seat numbers before anything leaves the game.
 */
import * as v from 'valibot';

export const num = v.number();
export const bool = v.boolean();
/** A seat id (`P1`…). */
export const seat = v.string();
/** A company code (`PSR`, `SFR`…). */
export const code = v.string();

/** A cell of the §2 grid: row r from 0 (top), column c from 0 (left). */
export const cell = v.strictObject({ r: num, c: num });

/** A company's final cell with its price (§11). */
export const pricedCell = v.strictObject({ r: num, c: num, price: num });

/** Where a purchase takes its share: the pool, or the company (its IPO, else a declared treasury share). */
export const buySource = v.picklist(['pool', 'company']);
