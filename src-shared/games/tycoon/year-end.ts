/**
 * The year end (§11): E1 withhold and E3 strike as sealed simultaneous windows (T-D16), E2 reveal, E4 tally,
 * E5 suspensions one seat at a time, E6–E8 settlements, then E9 (solvency.ts), E10 record and E11 next.
 * With config.displaySteps the engine also stops at E2, E4 and E8 until `advance`.
 */
import { emit, type Ctx } from './ctx.ts';
import { cardOf, CURRENCY_PCT } from './data.ts';
import { moveDealer, openDecision, startYear } from './flow.ts';
import { countKind, pairKey, priceCardsOf, seatOfKey } from './queries.ts';
import { endGame } from './ranking.ts';
import { startE9 } from './solvency.ts';
import { COMPANY_IDS, type CompanyId } from './types.ts';

export function startYearEnd(ctx: Ctx): void {
  ctx.s.yearEnd = { revealed: [], withheld: [], struck: [], tally: null, suspended: [], settlements: null };
  enterE1(ctx);
}

function stepStarted(ctx: Ctx, step: string): void {
  emit(ctx, 'STEP_STARTED', { step, year: ctx.s.year });
}

/** Per company, the role holder that may answer, in company order (seat order inside `eligible`). */
function openPerCompanyWindow(ctx: Ctx, kind: 'withhold' | 'strike', pairs: [number, CompanyId][]): void {
  const s = ctx.s;
  const seats = new Set(pairs.map(([seat]) => seat));
  s.window = { kind, eligible: s.order.filter((seat) => seats.has(seat)), answered: [], required: pairs.map(([seat, c]) => pairKey(seat, c)), choices: {} };
  openDecision(ctx);
}

/** E1: every Director(X) holding at least one X price card answers, sealed. */
function enterE1(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E1';
  stepStarted(ctx, 'E1');
  const pairs: [number, CompanyId][] = [];
  for (const id of COMPANY_IDS) {
    const d = s.companies[id].director;
    if (d !== undefined && priceCardsOf(s, d, id).length > 0) pairs.push([d, id]);
  }
  if (pairs.length === 0) { enterE2(ctx); return; }
  openPerCompanyWindow(ctx, 'withhold', pairs);
}

/** Closes E1: the sealed withholds leave the hands (their ids never go public). */
export function closeE1(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (w && w.kind === 'withhold') {
    for (const key of w.required) {
      const card = w.choices[key];
      if (!card) continue;
      const seat = seatOfKey(key);
      const company = cardOf(card)!.company!;
      const hand = s.players[seat].hand;
      hand.splice(hand.indexOf(card), 1);
      s.withheld.push(card);
      s.yearEnd!.withheld.push({ company, seat, card });
      emit(ctx, 'WITHHELD', { company, seat });
    }
  }
  delete s.window;
  enterE2(ctx);
}

/** E2: every seat's remaining price cards go public, in turn order. */
function enterE2(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E2';
  stepStarted(ctx, 'E2');
  for (const seat of s.order) {
    const cards = s.players[seat].hand.filter((id) => cardOf(id)!.kind === 'price');
    s.yearEnd!.revealed.push({ seat, cards });
    emit(ctx, 'CARDS_REVEALED', { seat, cards: [...cards] });
  }
  if (s.config.displaySteps) { openDecision(ctx); return; }
  enterE3(ctx);
}

/** E3: every Chairman(X) with at least one counted X card answers, sealed. */
function enterE3(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E3';
  stepStarted(ctx, 'E3');
  // One pass over the hands: which companies still have a counted card.
  const counted = new Set<string>();
  for (const seat of s.order) for (const id of s.players[seat].hand) { const c = cardOf(id)!; if (c.kind === 'price') counted.add(c.company!); }
  const pairs: [number, CompanyId][] = [];
  for (const id of COMPANY_IDS) {
    const ch = s.companies[id].chairman;
    if (ch !== undefined && counted.has(id)) pairs.push([ch, id]);
  }
  if (pairs.length === 0) { enterE4(ctx); return; }
  openPerCompanyWindow(ctx, 'strike', pairs);
}

export function closeE3(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (w && w.kind === 'strike') {
    for (const key of w.required) {
      const card = w.choices[key];
      if (!card) continue;
      const by = seatOfKey(key);
      const company = cardOf(card)!.company!;
      for (const seat of s.order) {
        const hand = s.players[seat].hand;
        const i = hand.indexOf(card);
        if (i >= 0) { hand.splice(i, 1); break; }
      }
      s.struck.push(card);
      s.yearEnd!.struck.push({ company, card, by });
      emit(ctx, 'STRUCK', { company, card, by });
    }
  }
  delete s.window;
  enterE4(ctx);
}

/** E4: refPrice = price; price = max(0, refPrice + counted deltas). */
function enterE4(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E4';
  stepStarted(ctx, 'E4');
  const sums: Record<string, number> = { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 };
  for (const seat of s.order) {
    for (const id of s.players[seat].hand) {
      const c = cardOf(id)!;
      if (c.kind === 'price') sums[c.company!] += c.delta!;
    }
  }
  const tally: { company: CompanyId; before: number; delta: number; after: number }[] = [];
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    c.refPrice = c.price;
    c.price = Math.max(0, c.refPrice + sums[id]);
    tally.push({ company: id, before: c.refPrice, delta: sums[id], after: c.price });
    emit(ctx, 'TALLY', { company: id, before: c.refPrice, delta: sums[id], after: c.price });
  }
  s.yearEnd!.tally = tally;
  if (s.config.displaySteps) { openDecision(ctx); return; }
  enterE5(ctx);
}

/** E5: one window per SUSP holder, in order. */
function enterE5(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'E5';
  stepStarted(ctx, 'E5');
  const queue = s.order.filter((seat) => countKind(s, seat, 'SUSP') > 0);
  if (queue.length === 0) { enterE6(ctx); return; }
  s.window = { kind: 'suspend', seat: queue[0], queue: queue.slice(1) };
  openDecision(ctx);
}

/** After a seat's E5 answer: the next SUSP holder, or E6. */
export function nextSuspend(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.window;
  if (w && w.kind === 'suspend' && w.queue.length > 0) {
    s.window = { kind: 'suspend', seat: w.queue[0], queue: w.queue.slice(1) };
    openDecision(ctx);
    return;
  }
  delete s.window;
  enterE6(ctx);
}

/** E6 currency, E7 shorts, E8 options: automatic; solvency waits for all three (T-D25). */
function enterE6(ctx: Ctx): void {
  const s = ctx.s;
  const moves = new Map<number, { seat: number; currency: number; shorts: number; options: number }>();
  for (const seat of s.order) moves.set(seat, { seat, currency: 0, shorts: 0, options: 0 });
  stepStarted(ctx, 'E6');
  for (const seat of s.order) {
    const p = s.players[seat];
    let k = 0;
    for (const id of p.hand) { const kind = cardOf(id)!.kind; if (kind === 'CURUP') k++; else if (kind === 'CURDOWN') k--; }
    if (k === 0) continue;
    const change = p.cash > 0 ? Math.trunc((p.cash * CURRENCY_PCT * k) / 100) : 0;
    p.cash += change;
    moves.get(seat)!.currency = change;
    emit(ctx, 'CURRENCY', { seat, k, change });
  }
  stepStarted(ctx, 'E7');
  for (const sh of s.shorts) {
    const price = s.companies[sh.company].price;
    const amount = (sh.entry - price) * sh.qty - sh.accrued;
    s.players[sh.seat].cash += amount;
    const m = moves.get(sh.seat);
    if (m) m.shorts += amount;
    emit(ctx, 'SHORT_SETTLED', { seat: sh.seat, company: sh.company, qty: sh.qty, entry: sh.entry, price, accrued: sh.accrued, amount });
  }
  s.shorts = [];
  s.step = 'E8';
  stepStarted(ctx, 'E8');
  for (const o of s.options) {
    const price = s.companies[o.company].price;
    const diff = o.kind === 'call' ? price - o.strike : o.strike - price;
    const amount = diff > 0 ? diff * o.qty : 0;
    s.players[o.seat].cash += amount;
    const m = moves.get(o.seat);
    if (m) m.options += amount;
    emit(ctx, 'OPTION_SETTLED', { seat: o.seat, company: o.company, kind: o.kind, qty: o.qty, strike: o.strike, price, amount });
  }
  s.options = [];
  s.yearEnd!.settlements = [...moves.values()];
  if (s.config.displaySteps) { openDecision(ctx); return; }
  startE9(ctx);
}

/** `advance` at a display stop. */
export function afterDisplay(ctx: Ctx): void {
  const step = ctx.s.step;
  if (step === 'E2') enterE3(ctx);
  else if (step === 'E4') enterE5(ctx);
  else startE9(ctx);
}

/** E10 record and E11 next year or game over. */
export function finishYear(ctx: Ctx): void {
  const s = ctx.s;
  stepStarted(ctx, 'E10');
  const prices = {} as Record<CompanyId, number>;
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    s.history[id].push(c.price);
    prices[id] = c.price;
    c.firstBuyDone = false;
    c.optionsWritten = 0;
    c.shortTotal = 0;
    c.suspended = false;
    delete c.refPrice;
  }
  // T-D37: every card goes back to the deck; the reserve stays listed until the next deal for the game log.
  for (let seat = 0; seat < s.config.players; seat++) { s.players[seat].hand = []; s.players[seat].played = []; }
  s.withheld = [];
  s.struck = [];
  s.discarded = [];
  s.rightsWindows = [];
  emit(ctx, 'YEAR_RECORDED', { year: s.year, prices });
  stepStarted(ctx, 'E11');
  if (s.year >= s.config.years || s.order.length < 2) { endGame(ctx); return; }
  s.year += 1;
  moveDealer(ctx);
  startYear(ctx);
}

