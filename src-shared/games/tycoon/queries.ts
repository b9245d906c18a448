/** Read-only questions about a state, for the engine's own checks, the module adapter, views and bots. */
import { cardOf, LOT, OPTIONS_CAP_PCT } from './data.ts';
import { COMPANY_IDS, type CompanyId, type TycoonState } from './types.ts';

/** The seat whose turn it is (TURN step, also while its buyback or settlement window is open), else null. */
export function turnSeat(s: TycoonState): number | null {
  return s.step === 'TURN' && s.turnPos < s.order.length ? s.order[s.turnPos] : null;
}

/** Rights entitlement e = floor(h / 2,000) × 1,000 (§9.7). */
export function entitlementOf(holding: number): number {
  return Math.floor(holding / 2000) * LOT;
}

/** Unanswered rights prompts of the turn seat, in the order the windows opened (empty for anyone else). */
export function pendingRightsPrompts(s: TycoonState, seat: number): { window: number; company: CompanyId; entitlement: number }[] {
  if (s.window || turnSeat(s) !== seat) return [];
  const out: { window: number; company: CompanyId; entitlement: number }[] = [];
  for (const w of s.rightsWindows) {
    if (w.prompted.includes(seat) && !w.answered.includes(seat)) out.push({ window: w.id, company: w.company, entitlement: w.entitlement[seat] });
  }
  return out;
}

/** Whether the turn seat still has an unanswered prompt (its other turn actions wait, §8). */
export function hasPendingPrompt(s: TycoonState, seat: number): boolean {
  for (const w of s.rightsWindows) if (w.prompted.includes(seat) && !w.answered.includes(seat)) return true;
  return false;
}

/** Σ deltas of the company's price cards in the seat's hand (0 with none, T-D07). */
export function handSum(s: TycoonState, seat: number, company: CompanyId): number {
  let sum = 0;
  for (const id of s.players[seat].hand) {
    const c = cardOf(id)!;
    if (c.company === company) sum += c.delta!;
  }
  return sum;
}

/** §9.2 check 4: the hand sums to ≥ 0, or no Buy of the company has succeeded this year. */
export function buyConditionOk(s: TycoonState, seat: number, company: CompanyId): boolean {
  return !s.companies[company].firstBuyDone || handSum(s, seat, company) >= 0;
}

/** Options cap: 20% of outstanding, rounded down to a lot (T-D26). */
export function optionsCap(s: TycoonState, company: CompanyId): number {
  return Math.floor((s.companies[company].outstanding * OPTIONS_CAP_PCT) / 100 / LOT) * LOT;
}

export function holdingsValue(s: TycoonState, seat: number): number {
  const p = s.players[seat];
  let v = 0;
  for (const id of COMPANY_IDS) v += p.holdings[id] * s.companies[id].price;
  return v;
}

/** §13: cash + holdings at current prices − outstanding deferred debt. */
export function netWorth(s: TycoonState, seat: number): number {
  const p = s.players[seat];
  return p.cash + holdingsValue(s, seat) - (p.debt ? p.debt.amount : 0);
}

/** Whether the seat holds a short on the company this year (shorts are cleared at E7). */
export function hasShort(s: TycoonState, seat: number, company: CompanyId): boolean {
  for (const sh of s.shorts) if (sh.seat === seat && sh.company === company) return true;
  return false;
}

/** Display stops (config.displaySteps): only `advance` moves on. */
export function isDisplayStep(s: TycoonState): boolean {
  return s.step === 'E2' || s.step === 'E4' || s.step === 'E8';
}

/** Price cards of a company in a seat's hand. */
export function priceCardsOf(s: TycoonState, seat: number, company: CompanyId): string[] {
  const out: string[] = [];
  for (const id of s.players[seat].hand) if (cardOf(id)!.company === company) out.push(id);
  return out;
}

/** Whether any active hand holds a counted (not withheld or struck: those left the hands) card of the company. */
export function hasCountedCard(s: TycoonState, company: CompanyId): boolean {
  for (const seat of s.order) for (const id of s.players[seat].hand) if (cardOf(id)!.company === company) return true;
  return false;
}

export function countKind(s: TycoonState, seat: number, kind: string): number {
  let n = 0;
  for (const id of s.players[seat].hand) if (cardOf(id)!.kind === kind) n++;
  return n;
}

/**
 * Seats that may act now: the turn seat (or the settlement debtor), or the eligible seats of a simultaneous
 * window that have not fully answered, or the E5 seat. Empty at display stops (only `advance`) and game over.
 */
export function windowSeats(s: TycoonState): number[] {
  const w = s.window;
  if (s.step === 'GAME_OVER') return [];
  if (!w) {
    const t = turnSeat(s);
    return t === null ? [] : [t];
  }
  switch (w.kind) {
    case 'settle':
    case 'suspend':
      return [w.seat];
    case 'buyback':
      return w.eligible.filter((seat) => !(String(seat) in w.offers));
    case 'cover':
      return w.eligible.filter((seat) => !w.answered.includes(seat));
    case 'premium':
    case 'withhold':
    case 'strike':
      return w.eligible.filter((seat) => w.required.some((k) => seatOfKey(k) === seat && !w.answered.includes(k)));
  }
}

export function awaiting(s: TycoonState, seat: number): boolean {
  return windowSeats(s).includes(seat);
}

/** The companies a seat still has to answer for in a per-company window (premium, withhold, strike). */
export function openCompaniesFor(s: TycoonState, seat: number): CompanyId[] {
  const w = s.window;
  if (!w || (w.kind !== 'premium' && w.kind !== 'withhold' && w.kind !== 'strike')) return [];
  return w.required.filter((k) => seatOfKey(k) === seat && !w.answered.includes(k)).map((k) => k.slice(k.indexOf(':') + 1) as CompanyId);
}

/** "seat:company" keys of the per-company windows. */
export function pairKey(seat: number, company: CompanyId): string {
  return `${seat}:${company}`;
}

export function seatOfKey(key: string): number {
  return Number(key.slice(0, key.indexOf(':')));
}

/** The id of the decision point now open (changes whenever a turn, window or display stop opens). */
export function windowId(s: TycoonState): number | null {
  return s.step === 'GAME_OVER' ? null : s.windowCounter;
}
