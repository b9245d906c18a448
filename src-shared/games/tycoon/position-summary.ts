/**
 * The state summary a Tycoon scenario records after its start and every step, and that its expectations read
 * by dot path (`players.0.cash`, `companies.VTC.director`). Everything is keyed the way the spec talks: seats
 * by number, companies by id; every company appears in every seat's holdings (0 included) and absent roles
 * are null, so an expectation can name them without guessing. It is a test tool's view: hands, the reserve in
 * deck order, the generator (its state and next outputs), the sealed answers of an open window and the year
 * end's withheld cards are all shown.
 *
 * Scenarios (testing/summary.ts) and tutorials' checks (tutorial-hook.ts) both read it.
 */
import { copyJson } from '../../copy.ts';
import { mulberrySummary } from '../../platform/testing/scenario-rng.ts';
import { holdingsValue, isDisplayStep, netWorth, optionsCap, pendingRightsPrompts, turnSeat, windowSeats } from './queries.ts';
import { COMPANY_IDS, type TycoonState } from './types.ts';

/** Seats that may act now (empty at display steps and game over). */
export function actingSeats(s: TycoonState): number[] {
  return s.step === 'GAME_OVER' || isDisplayStep(s) ? [] : windowSeats(s);
}

export function summarizeState(s: TycoonState): Record<string, unknown> {
  const seats = Array.from({ length: s.config.players }, (_, i) => i);
  const turn = turnSeat(s);
  return {
    year: s.year,
    step: s.step,
    txRound: s.txRound,
    turn,
    awaiting: actingSeats(s),
    window: s.window ? copyJson(s.window) : null,
    prompts: turn === null ? [] : pendingRightsPrompts(s, turn),
    dealer: s.dealer,
    order: [...s.order],
    seq: s.seq,
    players: Object.fromEntries(
      seats.map((seat) => {
        const p = s.players[seat];
        return [
          seat,
          {
            cash: p.cash,
            holdings: { ...p.holdings },
            hand: [...p.hand],
            handSize: p.hand.length,
            played: [...p.played],
            active: p.active,
            eliminatedSeq: p.eliminatedSeq ?? null,
            debt: p.debt ? { ...p.debt } : null,
            holdingsValue: holdingsValue(s, seat),
            netWorth: netWorth(s, seat),
          },
        ];
      }),
    ),
    companies: Object.fromEntries(
      COMPANY_IDS.map((id) => {
        const c = s.companies[id];
        return [
          id,
          {
            price: c.price,
            outstanding: c.outstanding,
            supply: c.supply,
            premiumPct: c.premiumPct,
            firstBuyDone: c.firstBuyDone,
            optionsWritten: c.optionsWritten,
            optionsCap: optionsCap(s, id),
            shortTotal: c.shortTotal,
            suspended: c.suspended,
            refPrice: c.refPrice ?? null,
            chairman: c.chairman ?? null,
            director: c.director ?? null,
          },
        ];
      }),
    ),
    shorts: copyJson(s.shorts),
    options: copyJson(s.options),
    rightsWindows: copyJson(s.rightsWindows),
    reserveSize: s.reserve.length,
    reserve: [...s.reserve],
    rng: mulberrySummary(s.rng),
    history: copyJson(s.history),
    yearEnd: s.yearEnd ? copyJson(s.yearEnd) : null,
    ranks: s.result ? { ...s.result.ranks } : null,
    result: s.result ? copyJson(s.result) : null,
  };
}
