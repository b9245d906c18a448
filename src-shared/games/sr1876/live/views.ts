/**
 * What each audience sees of a stock round. Everything is public (§0.1) except the sealed answers of an open
 * offer pass: the public view names who still has to answer, never what; the answers appear in `lastPass` once
 * the pass closes. A seat's private view adds its own answers and derived values: what a sale of each holding
 * would bring at best and at worst, and every purchase judged by the engine's own §8 checks.
 */
import { candidateActions } from '../legal.ts';
import { buyPrice, companyShareFrom, companySharesForSale, marketPrice, modernityOf, netWorth, owedOfferAnswers, poolPrice, roundCap, saleRange } from '../queries.ts';
import type { BuySource, SrState } from '../types.ts';
import { bonusLeader } from '../flow.ts';
import { validate } from '../validate.ts';
import type { Sr1876PrivateView, Sr1876PublicView, SrBuyVerdict, SrOfferView, SrPhaseName } from '../view-types.ts';
import { activeWindowId } from './play.ts';
import type { Sr1876Game } from './types.ts';
import { answeredSeats, offerSeats, seatId, seatIndex, sr1876Windows } from './windows.ts';

const ids = (seats: readonly number[]) => seats.map(seatId);
const keyed = <T>(rec: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(rec).map(([k, v]) => [/^\d+$/.test(k) ? seatId(Number(k)) : k, v]));

function phaseOf(game: Sr1876Game): SrPhaseName {
  if (game.review) return 'ROUND_END';
  return game.core.step;
}

function offerView(core: SrState): SrOfferView | null {
  const o = core.offer;
  if (core.step !== 'OFFER' || !o) return null;
  const done = new Set(answeredSeats(core));
  return {
    seller: seatId(o.seller),
    company: o.company,
    count: o.count,
    remaining: o.remaining,
    pass: o.pass,
    price: o.price,
    director: o.director === null ? null : seatId(o.director),
    candidates: ids(o.candidates),
    companyCandidate: o.companyCandidate,
    // Who answered is public (the roster shows it); what they answered is not.
    answered: ids(o.candidates.filter((s) => String(s) in o.answers)),
    companyAnswered: o.companyCandidate && o.companyAnswer !== null,
    waiting: ids(offerSeats(core).filter((s) => !done.has(s))),
    proceeds: o.proceeds,
  };
}

export function publicView(game: Sr1876Game, names: Record<string, string>): Sr1876PublicView {
  const core = game.core;
  const sc = core.config.scenario;
  const over = core.step === 'GAME_OVER' && !game.review;
  const readySeats = game.review?.ready ?? [];
  const actor = core.turn ? core.turn.seat : core.declare ? core.declare.seat : null;
  const directs = (seat: number) => core.companyOrder.filter((code) => core.companies[code].director === seat);
  const round = game.review?.round ?? core.round;
  return {
    kind: 'sr1876',
    status: over ? 'ENDED' : 'RUNNING',
    phase: phaseOf(game),
    // While the review is up the table is still looking at the round just paid out (the engine has begun the next).
    turn: game.review?.round ?? core.round,
    round: game.review?.round ?? core.round,
    rounds: sc.rounds,
    window: activeWindowId(game),
    priority: seatId(core.priority),
    actor: actor === null || game.review ? null : seatId(actor),
    turnState: core.turn && !game.review ? { seat: seatId(core.turn.seat), sold: core.turn.sold, bought: core.turn.bought } : null,
    declare: core.declare && !game.review ? { seat: seatId(core.declare.seat), open: [...core.declare.open], done: [...core.declare.done] } : null,
    offer: offerView(core),
    consecutivePasses: core.consecutivePasses,
    actingTurns: core.actingTurns,
    roundCap: roundCap(core),
    options: { noRebuyAfterSale: core.config.options.noRebuyAfterSale, companyMayBuyFromDirector: core.config.options.companyMayBuyFromDirector },
    grid: sc.grid,
    holdingLimit: sc.holdingLimit,
    sharesPerCompany: sc.sharesPerCompany,
    players: core.players.map((p, seat) => {
      const id = seatId(seat);
      return {
        id,
        name: names[id] ?? game.config.playerNames[seat] ?? id,
        cash: p.cash,
        holdings: p.holdings,
        soldThisRound: p.soldThisRound,
        netWorth: netWorth(core, seat),
        directs: directs(seat),
        ready: readySeats.includes(seat),
      };
    }),
    companies: core.companyOrder.map((code) => {
      const co = core.companies[code];
      const info = sc.companies.find((x) => x.code === code)!;
      return {
        code,
        name: info.name,
        token: co.token,
        price: marketPrice(core, code),
        poolPrice: poolPrice(core, code),
        ipo: co.ipo,
        treasury: co.treasury,
        declared: co.declared,
        forSale: companySharesForSale(core, code),
        shareFrom: companyShareFrom(core, code),
        pool: co.pool,
        cash: co.cash,
        director: co.director === null ? null : seatId(co.director),
        modernity: modernityOf(sc, code, core.round),
        modernitySchedule: info.modernity,
        // Next round's value (past the schedule's end its last value repeats, §4); null when no round follows.
        nextModernity: round >= sc.rounds || over ? null : modernityOf(sc, code, round + 1),
      };
    }),
    modernity: game.modernity,
    // The company the next round's bonus will lift (§5.1), from the schedules: none after the last round or on a tie.
    nextBonusLeader: round >= sc.rounds || over ? null : bonusLeader(core, round + 1),
    payout: game.payout ? { round: game.payout.round, companies: game.payout.companies.map((c) => ({ ...c, toPlayers: keyed(c.toPlayers) })) } : null,
    lastPass: game.lastPass
      ? {
          ...game.lastPass,
          seller: seatId(game.lastPass.seller),
          answers: keyed(game.lastPass.answers),
          allocation: game.lastPass.allocation.map((a) => ({ buyer: a.buyer === 'company' ? 'company' : seatId(a.buyer), price: a.price })),
        }
      : null,
    lastSale: game.lastSale ? { ...game.lastSale, seat: seatId(game.lastSale.seat) } : null,
    review: game.review ? { round: game.review.round } : null,
    result: core.result
      ? { ranking: core.result.ranking.map((r) => ({ player: seatId(r.seat), rank: r.rank, netWorth: r.netWorth, cash: r.cash })), cells: core.result.cells }
      : null,
    netWorthHistory: Object.fromEntries(game.netWorth.map((row, seat) => [seatId(seat), row])),
    turnSeconds: game.config.turnSeconds,
    offerSeconds: game.config.offerSeconds,
  };
}

/** §8 judged as if it were the seat's turn: the engine's own checks on a view of the state (nothing is written). */
function buyVerdicts(core: SrState, seat: number): SrBuyVerdict[] {
  const own = core.turn?.seat === seat ? core.turn : { seat, sold: null, bought: false };
  const asIfTurn = { ...core, step: 'TURN', turn: own, offer: null, declare: null } as SrState;
  const out: SrBuyVerdict[] = [];
  for (const company of core.companyOrder) {
    for (const source of ['company', 'pool'] as BuySource[]) {
      const refused = core.step === 'GAME_OVER' ? { code: 'GAME_OVER' } : validate(asIfTurn, { type: 'buy', seat, company, source });
      const available = source === 'pool' ? core.companies[company].pool : companySharesForSale(core, company);
      out.push({ company, source, price: buyPrice(core, company, source), available, refusal: refused ? refused.code : null });
    }
  }
  return out;
}

export function privateView(game: Sr1876Game, player: string): Sr1876PrivateView {
  const core = game.core;
  const seat = seatIndex(player);
  const p = core.players[seat];
  const empty: Sr1876PrivateView = { player, owes: { offer: false, company: false }, answer: { take: null, companyTake: null }, sales: [], sellable: false, buys: [], declare: [], can: [] };
  if (!p) return empty;
  const owed = owedOfferAnswers(core, seat);
  const o = core.offer;
  const answer = {
    take: o && String(seat) in o.answers ? o.answers[String(seat)] : null,
    companyTake: o && o.director === seat ? o.companyAnswer : null,
  };
  const sales = core.companyOrder
    .filter((code) => p.holdings[code] > 0)
    .map((code) => ({
      company: code,
      held: p.holdings[code],
      ranges: Array.from({ length: p.holdings[code] }, (_, i) => ({ count: i + 1, ...saleRange(core, code, i + 1) })),
    }));
  const running = core.step !== 'GAME_OVER' && !game.review;
  const can: Sr1876PrivateView['can'] = running ? [...new Set(candidateActions(core, seat).map((a) => a.type))] : [];
  const active = sr1876Windows(game).at(-1);
  if (active && active.kind !== 'sequential' && active.seats.includes(player) && !active.ready.includes(player)) can.push('READY');
  return {
    player,
    owes: { offer: owed.player, company: owed.company },
    answer,
    sales,
    sellable: running && core.step === 'TURN' && core.turn?.seat === seat && core.turn.sold === null,
    buys: buyVerdicts(core, seat),
    declare: running && core.declare?.seat === seat ? core.declare.open.map((company) => ({ company, max: core.companies[company].treasury })) : [],
    can,
  };
}
