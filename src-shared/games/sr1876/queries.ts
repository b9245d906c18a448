/**
 * Read-only questions about a state, for the engine's own checks, the platform adapter, views and bots.
 * Nothing here writes to the state.
 */
import { DEFAULT_ROUND_CAP_PER_SEAT } from './config.ts';
import { absorption, poolPriceAt, priceAt, saleExtremes } from './market.ts';
import type { BuySource, Cell, ScenarioData, SrConfig, SrState } from './types.ts';

export { absorption, poolPriceAt, priceAt, saleExtremes } from './market.ts';

export function seatCount(s: SrState): number {
  return s.players.length;
}

export function isCompany(s: SrState, code: unknown): code is string {
  return typeof code === 'string' && s.companyOrder.includes(code);
}

/** The market price P(token) (§2). */
export function marketPrice(s: SrState, code: string): number {
  return priceAt(s.config.scenario.grid, s.companies[code].token);
}

/** The pool purchase price: one column right, with the S-D13 edge (§8). */
export function poolPrice(s: SrState, code: string): number {
  return poolPriceAt(s.config.scenario.grid, s.companies[code].token);
}

/** What one share costs from a source now (§8): the pool price, or the market price paid to the company. */
export function buyPrice(s: SrState, code: string, source: BuySource): number {
  return source === 'pool' ? poolPrice(s, code) : marketPrice(s, code);
}

/** Where the company's next share comes from (§8): a new (IPO) share while the IPO has one, else a declared re-issue. */
export function companyShareFrom(s: SrState, code: string): 'ipo' | 'treasury' | null {
  const co = s.companies[code];
  return co.ipo >= 1 ? 'ipo' : co.declared > 0 ? 'treasury' : null;
}

/** Company shares on sale this round (§8): the IPO plus declared treasury shares. */
export function companySharesForSale(s: SrState, code: string): number {
  const co = s.companies[code];
  return co.ipo + co.declared;
}

/** What one absorption would pay the seller now and where the token would go (§7). */
export function absorptionNow(s: SrState, code: string): { paid: number; to: Cell } {
  return absorption(s.config.scenario.grid, s.companies[code].token);
}

/** EX-06: the best and worst outcome of selling `count` shares of a company now. */
export function saleRange(s: SrState, code: string, count: number): { best: number; worst: number; worstCell: Cell } {
  return saleExtremes(s.config.scenario.grid, s.companies[code].token, count);
}

/** m_k(X): the scenario's modernity for round k; past the schedule the last value repeats (§3). */
export function modernityOf(scenario: ScenarioData, code: string, round: number): number {
  const m = scenario.companies.find((co) => co.code === code)!.modernity;
  return m[Math.min(round, m.length) - 1];
}

export function directorOf(s: SrState, code: string): number | null {
  return s.companies[code].director;
}

/** A seat's shares per company (a copy). */
export function holdings(s: SrState, seat: number): Record<string, number> {
  return { ...s.players[seat].holdings };
}

/** §11: cash + Σ holdings × P(token). During an offer loop the seller's unsold shares still count as theirs. */
export function netWorth(s: SrState, seat: number): number {
  const p = s.players[seat];
  let v = p.cash;
  for (const code of s.companyOrder) v += p.holdings[code] * marketPrice(s, code);
  return v;
}

/** Companies a seat directs, in table order. */
export function directedBy(s: SrState, seat: number): string[] {
  return s.companyOrder.filter((code) => s.companies[code].director === seat);
}

/** The seat whose turn it is (also while its offer loop runs), or null. */
export function turnSeat(s: SrState): number | null {
  return s.turn ? s.turn.seat : null;
}

/** Seats from `from` in seat order, wrapping, `from` itself first. */
export function seatsFrom(n: number, from: number): number[] {
  return Array.from({ length: n }, (_, i) => (from + i) % n);
}

/**
 * §7's candidates for a pass at `price`: the other players from the seller's left who can pay, are under the
 * holding limit and (with noRebuyAfterSale) have not sold the company this round; and whether the company
 * itself may take a share (director D fixed at the sale's start, cash, the director flag).
 */
export function offerCandidates(s: SrState, seller: number, code: string, director: number | null, price: number): { players: number[]; company: boolean } {
  const n = seatCount(s);
  const limit = s.config.scenario.holdingLimit;
  const noRebuy = s.config.options.noRebuyAfterSale;
  const players = seatsFrom(n, (seller + 1) % n).filter((seat) => {
    if (seat === seller) return false;
    const p = s.players[seat];
    return p.cash >= price && p.holdings[code] < limit && !(noRebuy && p.soldThisRound.includes(code));
  });
  const co = s.companies[code];
  const company = director !== null && co.cash >= price && (director !== seller || s.config.options.companyMayBuyFromDirector);
  return { players, company };
}

/** Which answers a seat still owes in the open offer pass. */
export function owedOfferAnswers(s: SrState, seat: number): { player: boolean; company: boolean } {
  const o = s.offer;
  if (s.step !== 'OFFER' || !o) return { player: false, company: false };
  return {
    player: o.candidates.includes(seat) && !(String(seat) in o.answers),
    company: o.companyCandidate && o.director === seat && o.companyAnswer === null,
  };
}

/**
 * Seats that may act now: the declaring director, the turn seat, or the seats still owing an offer answer
 * (a seat may owe two: its own and the company's). Empty once the game is over.
 */
export function actingSeats(s: SrState): number[] {
  switch (s.step) {
    case 'DECLARE': return s.declare ? [s.declare.seat] : [];
    case 'TURN': return s.turn ? [s.turn.seat] : [];
    case 'OFFER': return seatsFrom(seatCount(s), 0).filter((seat) => {
      const owed = owedOfferAnswers(s, seat);
      return owed.player || owed.company;
    });
    case 'GAME_OVER': return [];
  }
}

export function awaiting(s: SrState, seat: number): boolean {
  return actingSeats(s).includes(seat);
}

/** S-D14: turns with a sale or purchase after which a round ends; null while noRebuyAfterSale guarantees the end. */
export function roundCap(s: SrState): number | null {
  if (s.config.options.noRebuyAfterSale) return null;
  return (s.config.options.roundCapPerSeat ?? DEFAULT_ROUND_CAP_PER_SEAT) * seatCount(s);
}

/** All money at the start: the seats' starting cash plus the playing companies' cash. */
export function startingMoney(config: SrConfig): number {
  const n = config.seats.length;
  let total = 0;
  for (let i = 0; i < n; i++) total += config.scenario.startingCash[i] + config.scenario.companies[i].cash;
  return total;
}

/** The id of the decision point now open (changes whenever a turn, window or offer pass opens), or null at the end. */
export function windowId(s: SrState): number | null {
  return s.step === 'GAME_OVER' ? null : s.windowCounter;
}
