/**
 * The state summary a stock-round scenario records after its start and every step, and that its expectations
 * read by dot path (`players.0.cash`, `companies.PSR.token`). Everything is keyed the way the spec talks: seats
 * by number, companies by code; every company appears in every seat's holdings (0 included) and absent roles
 * are null, so an expectation can name them without guessing. It is a test tool's view: the sealed answers of an
 * open offer pass and the generator (its state and next outputs) are shown.
 *
 * Scenarios and tutorials' checks (tutorial-hook.ts) both read it.
 */
import { copyJson } from '../../copy.ts';
import { mulberrySummary } from '../../platform/testing/scenario-rng.ts';
import { actingSeats, marketPrice, netWorth, poolPrice } from './queries.ts';
import type { SrState } from './types.ts';

export function summarizeState(s: SrState): Record<string, unknown> {
  return {
    round: s.round,
    step: s.step,
    priority: s.priority,
    turn: s.turn ? { ...s.turn } : null,
    awaiting: actingSeats(s),
    consecutivePasses: s.consecutivePasses,
    actingTurns: s.actingTurns,
    lastActor: s.lastActor,
    declare: s.declare ? copyJson(s.declare) : null,
    offer: s.offer ? copyJson(s.offer) : null,
    seq: s.seq,
    bankNet: s.bankNet,
    rng: mulberrySummary(s.rng),
    players: Object.fromEntries(
      s.players.map((p, seat) => [seat, { cash: p.cash, holdings: { ...p.holdings }, soldThisRound: [...p.soldThisRound], netWorth: netWorth(s, seat) }]),
    ),
    companies: Object.fromEntries(
      s.companyOrder.map((code) => {
        const co = s.companies[code];
        return [code, {
          token: { ...co.token }, price: marketPrice(s, code), poolPrice: poolPrice(s, code),
          ipo: co.ipo, treasury: co.treasury, declared: co.declared, pool: co.pool, cash: co.cash, director: co.director,
        }];
      }),
    ),
    result: s.result ? copyJson(s.result) : null,
  };
}
