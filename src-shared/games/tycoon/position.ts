/**
 * Position edits (a scenario's `setup` and its steps' edits, a tutorial's position; docs/SCENARIOS.md): set the
 * facts a worked example states (cash, holdings, prices, hands, the dealer, the year, whose turn it is) on a real
 * game, keeping everything the engine derives consistent, so that play from the edited position runs through the
 * real rules only.
 *
 * What stays sound, and how:
 * - Edits are taken only while a turn waits for its action (step TURN, no buyback or settlement window), the
 *   point where the engine itself rests between actions.
 * - A card named for a hand is taken from wherever it is (another hand or the reserve); the cards it replaces
 *   go to the reserve, so hands + played + reserve remain the whole deck.
 * - Supply is always outstanding − Σ holdings; options written and short totals are the sums of the open
 *   positions; Chairman and Director are re-selected by §10 (a seat that becomes eligible here gets the current
 *   seq as its `chairSince`, so ties between seats made eligible together go by `holdSince`, then order).
 * - The dealer sets the order (§7); naming `dealer`, `txRound` or `turn` (re)starts a turn as the engine starts
 *   one (a due deferred debt is settled, rights prompts are made).
 * - `year` keeps §5's history: one entry per year closed, the missing ones filled with the price after the edit.
 * - `active: false` eliminates a seat as a bankruptcy does (T-D38): shares to supply, cash 0, hand discarded, out
 *   of the order and the rights windows; its `eliminatedSeq` orders the eliminations for the ranking (§13).
 * - `rng` sets the generator (the next deal's shuffle draws from it).
 * Anything else (the step, windows, roles) is reached by playing, never set.
 *
 * Scenarios (testing/) and tutorials (tutorial-hook.ts) both apply positions with this code, so a position means
 * the same in both; its shape (`positionSchema`) is the scenario format's.
 */
import * as v from 'valibot';
import { mulberryEditSchema, mulberryFromEdit, type RngEdit } from '../../platform/testing/scenario-rng.ts';
import { touchHolding, updateAllControl } from './control.ts';
import type { Ctx } from './ctx.ts';
import { isCompanyId, isDeckCard, VARIANTS } from './data.ts';
import { beginTurn } from './flow.ts';
import { orderFrom } from './order.ts';
import { COMPANY_IDS, type CompanyId, type TycoonEvent, type TycoonState } from './types.ts';

/** Position edits; seats are JSON keys "0", "1", … */
export type PositionEdit = {
  year?: number;
  dealer?: number;
  txRound?: number;
  turn?: number;
  players?: Record<string, {
    cash?: number;
    holdings?: Record<string, number>;
    hand?: string[];
    debt?: { amount: number; dueYear: number } | null;
    /** `false` eliminates the seat as a bankruptcy does (§12, T-D38). */
    active?: false;
    /** The seq of the elimination (default: the current seq); it only orders eliminations (§13). */
    eliminatedSeq?: number;
  }>;
  companies?: Record<string, { price?: number; outstanding?: number; premiumPct?: number; firstBuyDone?: boolean }>;
  shorts?: { seat: number; company: string; qty: number; entry: number; accrued?: number }[];
  options?: { seat: number; company: string; kind: string; qty: number; strike: number }[];
  /** The generator: re-seeded, or its uint32 state (the next deal's shuffle draws from it). */
  rng?: RngEdit<number>;
};

const int = v.pipe(v.number(), v.integer());
const seat = v.pipe(int, v.minValue(0), v.maxValue(11));

export const positionSchema = v.strictObject({
  year: v.optional(v.pipe(int, v.minValue(1), v.maxValue(10))),
  dealer: v.optional(seat),
  txRound: v.optional(v.pipe(int, v.minValue(1), v.maxValue(3))),
  turn: v.optional(seat),
  players: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^(0|[1-9]\d?)$/, 'a seat number such as "0"')),
      v.strictObject({
        cash: v.optional(int),
        holdings: v.optional(v.record(v.string(), int)),
        hand: v.optional(v.array(v.string())),
        debt: v.optional(v.nullable(v.strictObject({ amount: v.pipe(int, v.minValue(1)), dueYear: v.pipe(int, v.minValue(1)) }, 'a debt is { "amount", "dueYear" } or null'))),
        active: v.optional(v.literal(false, '"active" can only be false (an eliminated seat does not come back)')),
        eliminatedSeq: v.optional(v.pipe(int, v.minValue(0))),
      }, 'a seat\'s edit has the keys cash, holdings, hand, debt, active, eliminatedSeq'),
    ),
  ),
  companies: v.optional(
    v.record(
      v.string(),
      v.strictObject({
        price: v.optional(v.pipe(int, v.minValue(0))),
        outstanding: v.optional(v.pipe(int, v.minValue(1000), v.multipleOf(1000))),
        premiumPct: v.optional(v.picklist([5, 10, 15])),
        firstBuyDone: v.optional(v.boolean()),
      }, 'a company\'s edit has the keys price, outstanding, premiumPct, firstBuyDone'),
    ),
  ),
  shorts: v.optional(v.array(v.strictObject({ seat, company: v.string(), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), entry: v.pipe(int, v.minValue(0)), accrued: v.optional(v.pipe(int, v.minValue(0))) }, 'a short is { seat, company, qty, entry, accrued? }'))),
  options: v.optional(v.array(v.strictObject({ seat, company: v.string(), kind: v.picklist(['call', 'put']), qty: v.pipe(int, v.minValue(1000), v.multipleOf(1000)), strike: v.pipe(int, v.minValue(0)) }, 'an option is { seat, company, kind, qty, strike }'))),
  rng: v.optional(mulberryEditSchema),
}, 'a setup has the keys year, dealer, txRound, turn, players, companies, shorts, options, rng');

/** A position edit the state cannot take (the message says which field and why). */
export class EditError extends Error {}

function fail(message: string): never {
  throw new EditError(message);
}

function seatOf(s: TycoonState, key: string | number, where: string): number {
  const seat = Number(key);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.config.players) fail(`${where}: no seat ${key} (seats 0…${s.config.players - 1})`);
  return seat;
}

function companyOf(id: string, where: string): CompanyId {
  if (!isCompanyId(id)) fail(`${where}: no company ${id} (companies: ${COMPANY_IDS.join(', ')})`);
  return id;
}

/** Moves the named cards into the hands, taking each from wherever it is; replaced cards go to the reserve. */
function setHands(s: TycoonState, hands: [number, string[]][]): void {
  const named = new Set<string>();
  for (const [seat, cards] of hands) {
    for (const id of cards) {
      if (!isDeckCard(s.config.variant, id)) fail(`players.${seat}.hand: ${id} is not a card of the ${s.config.variant} deck`);
      if (named.has(id)) fail(`players.${seat}.hand: ${id} is named twice`);
      named.add(id);
    }
  }
  const out = new Set([...s.withheld, ...s.struck, ...s.discarded, ...Object.values(s.players).flatMap((p) => p.played)]);
  for (const id of named) if (out.has(id)) fail(`hand: ${id} has already left play this year`);
  const reserve = s.reserve.filter((id) => !named.has(id));
  for (const [seat] of hands) for (const id of s.players[seat].hand) if (!named.has(id)) reserve.push(id);
  for (const p of Object.values(s.players)) p.hand = p.hand.filter((id) => !named.has(id));
  for (const [seat, cards] of hands) s.players[seat].hand = [...cards];
  s.reserve = reserve;
}

/** Eliminates a seat as a bankruptcy does (solvency.ts `bankrupt`); the order is rebuilt by the caller. */
function eliminate(s: TycoonState, seat: number, seq: number, touched: [number, CompanyId][]): void {
  if (s.shorts.some((x) => x.seat === seat) || s.options.some((x) => x.seat === seat)) {
    fail(`players.${seat}.active: the seat has open shorts or options (an eliminated seat holds nothing): leave them out of "shorts" and "options"`);
  }
  const p = s.players[seat];
  for (const id of COMPANY_IDS) {
    if (p.holdings[id] !== 0) touched.push([seat, id]);
    p.holdings[id] = 0;
  }
  p.cash = 0;
  delete p.debt;
  s.discarded.push(...p.hand);
  p.hand = [];
  p.active = false;
  p.eliminatedSeq = seq;
  s.roundPasses = s.roundPasses.filter((x) => x !== seat);
  for (const w of s.rightsWindows) w.eligible = w.eligible.filter((x) => x !== seat);
}

/** Applies `edit` to `s` in place; returns the events of what the engine did as a result (turn start, control). */
export function applyPosition(s: TycoonState, edit: PositionEdit): TycoonEvent[] {
  const ctx: Ctx = { s, events: [] };
  if (s.step !== 'TURN' || s.window) fail(`position edits need a turn waiting for its action; the game is at ${s.step}${s.window ? ` with a ${s.window.kind} window open` : ''}`);
  const movesTurn = edit.dealer !== undefined || edit.txRound !== undefined || edit.turn !== undefined;
  if (movesTurn && s.rightsWindows.length > 0) fail('dealer, txRound and turn cannot change while rights windows are open (they close with the round)');
  const v = VARIANTS[s.config.variant];

  for (const [id, c] of Object.entries(edit.companies ?? {})) {
    const company = s.companies[companyOf(id, 'companies')];
    if (c.price !== undefined) company.price = c.price;
    if (c.outstanding !== undefined) {
      if (c.outstanding > v.shares) fail(`companies.${id}.outstanding: at most ${v.shares} in the ${s.config.variant} variant`);
      company.outstanding = c.outstanding;
    }
    if (c.premiumPct !== undefined) company.premiumPct = c.premiumPct as 5 | 10 | 15;
    if (c.firstBuyDone !== undefined) company.firstBuyDone = c.firstBuyDone;
  }

  const hands: [number, string[]][] = [];
  const touched: [number, CompanyId][] = [];
  const eliminated: [number, number][] = [];
  for (const [key, p] of Object.entries(edit.players ?? {})) {
    const seat = seatOf(s, key, 'players');
    const player = s.players[seat];
    if (!player.active) fail(`players.${seat}: the seat is out of the game`);
    if (p.active === false) {
      const other = Object.keys(p).filter((k) => k !== 'active' && k !== 'eliminatedSeq');
      if (other.length > 0) fail(`players.${seat}: an eliminated seat holds nothing, so ${other.join(', ')} cannot be set with "active": false`);
      eliminated.push([seat, p.eliminatedSeq ?? s.seq]);
      continue;
    }
    if (p.eliminatedSeq !== undefined) fail(`players.${seat}.eliminatedSeq: goes with "active": false`);
    if (p.cash !== undefined) player.cash = p.cash;
    for (const [id, qty] of Object.entries(p.holdings ?? {})) {
      const company = companyOf(id, `players.${seat}.holdings`);
      if (qty < 0 || qty % 1000 !== 0) fail(`players.${seat}.holdings.${id}: ${qty} is not a multiple of 1,000 shares`);
      if (player.holdings[company] !== qty) touched.push([seat, company]);
      player.holdings[company] = qty;
    }
    if (p.hand) hands.push([seat, p.hand]);
    if (p.debt === null) delete player.debt;
    else if (p.debt) player.debt = { ...p.debt };
  }
  if (hands.length > 0) setHands(s, hands);

  if (edit.shorts) {
    s.shorts = edit.shorts.map((x, i) => ({ seat: seatOf(s, x.seat, `shorts.${i}`), company: companyOf(x.company, `shorts.${i}`), qty: x.qty, entry: x.entry, accrued: x.accrued ?? 0 }));
  }
  if (edit.options) {
    s.options = edit.options.map((x, i) => ({ seat: seatOf(s, x.seat, `options.${i}`), company: companyOf(x.company, `options.${i}`), kind: x.kind as 'call' | 'put', qty: x.qty, strike: x.strike }));
  }
  for (const [seat, seq] of eliminated) eliminate(s, seat, seq, touched);
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    let held = 0;
    for (const p of Object.values(s.players)) held += p.holdings[id];
    if (held > c.outstanding) fail(`${id}: the seats hold ${held} shares but only ${c.outstanding} are outstanding`);
    c.supply = c.outstanding - held;
    c.shortTotal = s.shorts.filter((x) => x.company === id).reduce((n, x) => n + x.qty, 0);
    c.optionsWritten = s.options.filter((x) => x.company === id).reduce((n, x) => n + x.qty, 0);
  }

  if (edit.year !== undefined) {
    if (edit.year > s.config.years) fail(`year: ${edit.year} is after the last year (${s.config.years})`);
    s.year = edit.year;
    for (const id of COMPANY_IDS) {
      const h = s.history[id].slice(0, edit.year);
      while (h.length < edit.year) h.push(s.companies[id].price);
      s.history[id] = h;
    }
  }

  // The order first: it is §10's last tie-break, so the roles are selected on the order the edit sets.
  const turnSeatBefore = s.order[s.turnPos];
  if (edit.dealer !== undefined) s.dealer = seatOf(s, edit.dealer, 'dealer');
  if (edit.dealer !== undefined || eliminated.length > 0) {
    s.order = orderFrom(s.dealer, s.players, s.config.players);
    if (s.order.length < 2) fail('players: at least two seats stay active (with fewer the game is over, §13)');
    if (!movesTurn) {
      // The turn stays with its seat; an eliminated turn seat needs the edit to say whose turn it is now.
      if (!s.order.includes(turnSeatBefore)) fail(`players.${turnSeatBefore}.active: it is this seat's turn; name "turn" to start another seat's`);
      s.turnPos = s.order.indexOf(turnSeatBefore);
    }
  }
  for (const [seat, id] of touched) touchHolding(s, seat, id);
  updateAllControl(ctx);
  if (edit.rng) s.rng = mulberryFromEdit(edit.rng);

  if (movesTurn) {
    if (edit.txRound !== undefined) s.txRound = edit.txRound as 1 | 2 | 3;
    const turn = edit.turn === undefined ? s.order[0] : seatOf(s, edit.turn, 'turn');
    if (!s.order.includes(turn)) fail(`turn: seat ${turn} is out of the game`);
    s.turnPos = s.order.indexOf(turn);
    // Seats before it in this round count as not having passed (matters only with endYearOnFullPass).
    s.roundPasses = [];
    beginTurn(ctx);
  }
  return ctx.events;
}
