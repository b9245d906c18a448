/**
 * Moving through the year (§8): P1, the deal, the three transaction rounds and the turn's three parts
 * (deferred settlement, rights prompts, one action). The engine runs every automatic step inside the call that
 * triggered it and stops only where an action is needed.
 */
import { featuresOf } from './config.ts';
import { updateAllControl } from './control.ts';
import { emit, type Ctx } from './ctx.ts';
import { DEFAULT_PREMIUM, TX_ROUNDS } from './data.ts';
import { nextDealer, orderFrom } from './order.ts';
import { pairKey, entitlementOf } from './queries.ts';
import { deal } from './setup.ts';
import { startSettlement } from './solvency.ts';
import { COMPANY_IDS } from './types.ts';
import { startYearEnd } from './year-end.ts';

/** Marks a new decision point (turn, window or display stop). */
export function openDecision(ctx: Ctx): void {
  ctx.s.windowCounter++;
}

/**
 * E11's rotation (§7): the button moves to the next active seat clockwise and the order follows. The order is
 * §10's last tie-break, so both roles of every company are re-selected on the new order at once, before P1
 * and the turns read them.
 */
export function moveDealer(ctx: Ctx): void {
  const s = ctx.s;
  s.dealer = nextDealer(s.dealer, s.players, s.config.players);
  s.order = orderFrom(s.dealer, s.players, s.config.players);
  updateAllControl(ctx);
}

/**
 * Opens a market year: premiums back to 10, then P1 when it applies (Strategist, year ≥ 2, some Chairman;
 * T-D45), else straight to the deal.
 */
export function startYear(ctx: Ctx): void {
  const s = ctx.s;
  for (const id of COMPANY_IDS) s.companies[id].premiumPct = DEFAULT_PREMIUM;
  if (s.year >= 2 && featuresOf(s.config.mode).options) {
    const required: string[] = [];
    const eligible: number[] = [];
    for (const id of COMPANY_IDS) {
      const ch = s.companies[id].chairman;
      if (ch === undefined) continue;
      required.push(pairKey(ch, id));
      if (!eligible.includes(ch)) eligible.push(ch);
    }
    if (required.length > 0) {
      s.step = 'P1';
      s.window = { kind: 'premium', eligible: s.order.filter((seat) => eligible.includes(seat)), answered: [], required, choices: {} };
      emit(ctx, 'STEP_STARTED', { step: 'P1', year: s.year });
      openDecision(ctx);
      return;
    }
  }
  dealAndPlay(ctx);
}

/** P2 and the first transaction round. */
export function dealAndPlay(ctx: Ctx): void {
  deal(ctx);
  ctx.s.txRound = 1;
  startRound(ctx);
}

function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.step = 'TURN';
  s.turnPos = 0;
  s.roundPasses = [];
  emit(ctx, 'STEP_STARTED', { step: 'TURN', year: s.year, txRound: s.txRound });
  beginTurn(ctx);
}

/**
 * Starts the turn at turnPos, running consumed turns (deferred settlements paid from cash, bankruptcies) and
 * round ends until a seat has to act.
 */
export function beginTurn(ctx: Ctx): void {
  const s = ctx.s;
  for (;;) {
    if (s.step === 'GAME_OVER') return;
    if (s.turnPos >= s.order.length) { endRound(ctx); return; }
    const seat = s.order[s.turnPos];
    emit(ctx, 'TURN_STARTED', { seat, year: s.year, txRound: s.txRound });
    openDecision(ctx);
    const debt = s.players[seat].debt;
    if (debt && s.txRound === 1 && debt.dueYear <= s.year) {
      const outcome = startSettlement(ctx, seat);
      if (outcome === 'window') return;
      // Bankruptcy removed the seat from the order, so turnPos already points at the next seat.
      if (outcome === 'paid') { s.roundPasses.push(seat); s.turnPos++; }
      continue;
    }
    promptRights(ctx, seat);
    return;
  }
}

/**
 * §9.7 follow-on: the seat's entitlement in each open window naming it a follower is fixed now, once, from
 * its holdings at the start of the turn; a prompt is made where it is at least one lot.
 */
function promptRights(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  for (const w of s.rightsWindows) {
    if (!w.eligible.includes(seat)) continue;
    const e = entitlementOf(s.players[seat].holdings[w.company]);
    if (e < 1000) continue;
    w.entitlement[seat] = e;
    w.prompted.push(seat);
    emit(ctx, 'RIGHTS_PROMPTED', { seat, window: w.id, company: w.company, entitlement: e });
  }
}

/** Ends the turn of the seat at turnPos; `passed` feeds the full-pass test (endYearOnFullPass). */
export function endTurn(ctx: Ctx, passed: boolean): void {
  const s = ctx.s;
  if (passed) s.roundPasses.push(s.order[s.turnPos]);
  s.turnPos++;
  beginTurn(ctx);
}

/** All rights windows close with the round (§9.7); then the next round, or the year end. */
function endRound(ctx: Ctx): void {
  const s = ctx.s;
  s.rightsWindows = [];
  const fullPass = s.order.every((seat) => s.roundPasses.includes(seat));
  if (s.txRound < TX_ROUNDS && !(s.config.endYearOnFullPass && fullPass)) {
    s.txRound = (s.txRound + 1) as 1 | 2 | 3;
    startRound(ctx);
    return;
  }
  startYearEnd(ctx);
}
