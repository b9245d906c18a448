/**
 * The session flow (§5): each round runs the modernity bonus, the declaration windows, turns until n
 * consecutive passes (or the S-D14 cap), and the payout; after round N the game is scored. Every automatic
 * step runs inside the call that reaches it; the flow stops only where a seat has to act.
 */
import { emit, openDecision, type Ctx } from './ctx.ts';
import { moveLeft, moveRight, moveUp, priceAt } from './market.ts';
import { directedBy, modernityOf, roundCap, seatCount, seatsFrom } from './queries.ts';
import { scoreGame } from './scoring.ts';
import type { SrState } from './types.ts';

/** Starts round `s.round`: fresh round bookkeeping, the modernity bonus, then the declarations. */
export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of s.players) p.soldThisRound = [];
  for (const code of s.companyOrder) s.companies[code].declared = 0;
  s.consecutivePasses = 0;
  s.actingTurns = 0;
  s.lastActor = null;
  emit(ctx, 'ROUND_STARTED', { round: s.round, priority: s.priority });
  modernityBonus(ctx);
  startDeclarations(ctx);
}

/** §5.1 (S-D07): the company with the strictly highest modernity in `round`, which the bonus moves; null on a tie. */
export function bonusLeader(s: Pick<SrState, 'config' | 'companyOrder'>, round: number): string | null {
  const values = s.companyOrder.map((code) => modernityOf(s.config.scenario, code, round));
  const top = Math.max(...values);
  const leaders = s.companyOrder.filter((_, i) => values[i] === top);
  return leaders.length === 1 ? leaders[0] : null;
}

/** §5.1 (S-D07): a unique leader in this round's modernity moves one row up; a shared lead moves nobody. */
function modernityBonus(ctx: Ctx): void {
  const s = ctx.s;
  const values: Record<string, number> = {};
  for (const code of s.companyOrder) values[code] = modernityOf(s.config.scenario, code, s.round);
  const leader = bonusLeader(s, s.round);
  if (leader === null) {
    emit(ctx, 'MODERNITY_BONUS', { round: s.round, values, leader: null });
    return;
  }
  const co = s.companies[leader];
  const from = co.token;
  co.token = moveUp(s.config.scenario.grid, from);
  emit(ctx, 'MODERNITY_BONUS', { round: s.round, values, leader: co.code, from, to: co.token });
}

/** §5.2: one window per director with treasury to declare, in seat order from the priority holder. */
function startDeclarations(ctx: Ctx): void {
  const s = ctx.s;
  nextDeclaration(ctx, seatsFrom(seatCount(s), s.priority).filter((seat) => declarable(ctx, seat).length > 0));
}

function declarable(ctx: Ctx, seat: number): string[] {
  return directedBy(ctx.s, seat).filter((code) => ctx.s.companies[code].treasury >= 1);
}

/** Opens the window of the first director in `queue`, or starts the turns when every director has declared. */
export function nextDeclaration(ctx: Ctx, queue: number[]): void {
  const s = ctx.s;
  const seat = queue.shift();
  if (seat === undefined) {
    s.declare = null;
    beginTurn(ctx, s.priority);
    return;
  }
  const open = declarable(ctx, seat);
  s.declare = { seat, open, done: [], queue };
  s.step = 'DECLARE';
  openDecision(ctx);
  emit(ctx, 'DECLARATION_WINDOW_OPENED', { round: s.round, seat, companies: [...open] });
}

export function beginTurn(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  s.step = 'TURN';
  s.turn = { seat, sold: null, bought: false };
  openDecision(ctx);
  emit(ctx, 'TURN_STARTED', { round: s.round, seat });
}

/**
 * Ends the running turn (§5.3): a turn without a sale or purchase is a pass. The round ends after n passes
 * in a row, or (noRebuyAfterSale off) after the S-D14 cap of turns with a sale or purchase.
 */
export function finishTurn(ctx: Ctx, auto: boolean): void {
  const s = ctx.s;
  const t = s.turn!;
  const acted = t.sold !== null || t.bought;
  if (acted) {
    s.consecutivePasses = 0;
    s.lastActor = t.seat;
    s.actingTurns++;
  } else s.consecutivePasses++;
  emit(ctx, 'TURN_ENDED', { round: s.round, seat: t.seat, passed: !acted, auto, consecutivePasses: s.consecutivePasses });
  s.turn = null;
  const cap = roundCap(s);
  if (s.consecutivePasses >= seatCount(s)) endRound(ctx, 'passes');
  else if (cap !== null && s.actingTurns >= cap) endRound(ctx, 'cap');
  else beginTurn(ctx, (t.seat + 1) % seatCount(s));
}

/** S-D16: next priority left of the last seat that sold or bought (unchanged if nobody did); then the payout. */
function endRound(ctx: Ctx, reason: 'passes' | 'cap'): void {
  const s = ctx.s;
  const n = seatCount(s);
  const next = s.lastActor === null ? s.priority : (s.lastActor + 1) % n;
  emit(ctx, 'ROUND_ENDED', { round: s.round, reason, lastActor: s.lastActor, nextPriority: next });
  payout(ctx);
  // Declarations last one round (§5.2): unsold declared shares simply stay in the treasury.
  for (const code of s.companyOrder) s.companies[code].declared = 0;
  s.priority = next;
  if (s.round < s.config.scenario.rounds) {
    s.round++;
    startRound(ctx);
  } else finishGame(ctx);
}

/**
 * §10 (S-D17) in table order: e = 5 × m_k per share to every holder, to the company for its IPO and treasury
 * shares, nothing for the pool; the token moves left when e = 0, right when 10e ≥ P (price before the move).
 */
function payout(ctx: Ctx): void {
  const s = ctx.s;
  const grid = s.config.scenario.grid;
  for (const code of s.companyOrder) {
    const co = s.companies[code];
    const e = 5 * modernityOf(s.config.scenario, code, s.round);
    const toPlayers: Record<string, number> = {};
    s.players.forEach((p, seat) => {
      const amount = e * p.holdings[code];
      if (amount === 0) return;
      p.cash += amount;
      s.bankNet += amount;
      toPlayers[seat] = amount;
    });
    const toCompany = e * (co.ipo + co.treasury);
    co.cash += toCompany;
    s.bankNet += toCompany;
    const from = co.token;
    const before = priceAt(grid, from);
    if (e === 0) co.token = moveLeft(grid, from);
    else if (10 * e >= before) co.token = moveRight(grid, from);
    else co.token = { ...from };
    emit(ctx, 'PAYOUT', { round: s.round, company: code, perShare: e, toPlayers, toCompany, from, to: co.token });
  }
}

function finishGame(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'GAME_OVER';
  s.status = 'ENDED';
  s.turn = null;
  s.declare = null;
  s.offer = null;
  s.result = scoreGame(s);
  emit(ctx, 'GAME_ENDED', { result: s.result });
}
