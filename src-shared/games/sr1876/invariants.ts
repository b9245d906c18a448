/**
 * Broken invariants of a state (empty when sound): §3's share invariant, money conservation, the token on the
 * grid, consistent directors, the holding limit, and the engine's own bookkeeping. The fuzz checks every
 * accepted action against them.
 */
import { selectDirector } from './directors.ts';
import { onGrid } from './market.ts';
import { directedBy, roundCap, seatCount, startingMoney } from './queries.ts';
import type { SrState } from './types.ts';

const isCash = (x: number): boolean => Number.isSafeInteger(x) && x >= 0;

export function checkInvariants(s: SrState): string[] {
  const out: string[] = [];
  const n = seatCount(s);
  const sc = s.config.scenario;
  let money = 0;
  s.players.forEach((p, seat) => {
    if (!isCash(p.cash)) out.push(`CASH: seat ${seat} has ${p.cash}`);
    money += p.cash;
    for (const code of s.companyOrder) {
      const h = p.holdings[code];
      if (!Number.isSafeInteger(h) || h < 0 || h > sc.holdingLimit) out.push(`HOLDING: seat ${seat} holds ${h} ${code}`);
    }
    if (Object.keys(p.holdings).length !== s.companyOrder.length) out.push(`HOLDING: seat ${seat} has keys ${Object.keys(p.holdings).join()}`);
    if (!p.soldThisRound.every((code) => s.companyOrder.includes(code))) out.push(`SOLD: seat ${seat} lists ${p.soldThisRound.join()}`);
  });
  for (const code of s.companyOrder) {
    const co = s.companies[code];
    if (!isCash(co.cash)) out.push(`CASH: ${code} has ${co.cash}`);
    money += co.cash;
    let held = 0;
    for (const p of s.players) held += p.holdings[code];
    if (co.ipo + co.treasury + co.pool + held !== sc.sharesPerCompany || co.ipo < 0 || co.treasury < 0 || co.pool < 0) {
      out.push(`SHARES: ${code} ipo ${co.ipo} + treasury ${co.treasury} + pool ${co.pool} + held ${held} ≠ ${sc.sharesPerCompany}`);
    }
    if (!onGrid(sc.grid, co.token)) out.push(`TOKEN: ${code} at ${JSON.stringify(co.token)}`);
    if (!(Number.isSafeInteger(co.declared) && co.declared >= 0 && co.declared <= co.treasury)) out.push(`DECLARED: ${code} ${co.declared} of treasury ${co.treasury}`);
    if (co.director === null && co.declared !== 0) out.push(`DECLARED: ${code} has ${co.declared} declared without a director`);
    if (s.step === 'GAME_OVER' && co.declared !== 0) out.push(`DECLARED: ${code} still has ${co.declared} declared after the game`);
    // Directors are recomputed after purchases and at a loop's end, so they are exact outside an offer loop.
    if (s.step !== 'OFFER' && selectDirector(s, code) !== co.director) out.push(`DIRECTOR: ${code} has ${co.director}, §9 selects ${selectDirector(s, code)}`);
    if (co.director !== null && (co.director < 0 || co.director >= n || s.players[co.director].holdings[code] < 1)) out.push(`DIRECTOR: ${code} director ${co.director} holds none`);
  }
  if (money - s.bankNet !== startingMoney(s.config)) out.push(`MONEY: cash ${money} − bank ${s.bankNet} ≠ ${startingMoney(s.config)}`);
  out.push(...bookkeeping(s));
  return out;
}

function bookkeeping(s: SrState): string[] {
  const out: string[] = [];
  const n = seatCount(s);
  const inRange = (seat: number): boolean => Number.isInteger(seat) && seat >= 0 && seat < n;
  if (!inRange(s.priority)) out.push(`PRIORITY: ${s.priority}`);
  if (!(s.round >= 1 && s.round <= s.config.scenario.rounds)) out.push(`ROUND: ${s.round}`);
  // The round that ends the game keeps its closing count: n passes, or the cap reached.
  const over = s.step === 'GAME_OVER' ? 1 : 0;
  if (!(s.consecutivePasses >= 0 && s.consecutivePasses < n + over)) out.push(`PASSES: ${s.consecutivePasses} of ${n}`);
  const cap = roundCap(s);
  if (cap !== null && s.actingTurns >= cap + over) out.push(`CAP: ${s.actingTurns} acting turns, cap ${cap}`);
  if ((s.step === 'GAME_OVER') !== (s.status === 'ENDED') || (s.status === 'ENDED') !== (s.result !== null)) out.push(`STATUS: ${s.status} at ${s.step}, result ${s.result !== null}`);
  if ((s.step === 'TURN' || s.step === 'OFFER') !== (s.turn !== null)) out.push(`TURN: ${JSON.stringify(s.turn)} at ${s.step}`);
  if (s.turn && !inRange(s.turn.seat)) out.push(`TURN: seat ${s.turn.seat}`);
  if (s.turn?.bought) out.push('TURN: a purchase did not end the turn');
  if ((s.step === 'DECLARE') !== (s.declare !== null)) out.push(`DECLARE: window ${JSON.stringify(s.declare)} at ${s.step}`);
  if (s.declare) {
    const d = s.declare;
    if (d.open.length === 0 || !d.open.every((code) => directedBy(s, d.seat).includes(code) && s.companies[code].treasury >= 1)) out.push(`DECLARE: seat ${d.seat} open ${d.open.join()}`);
  }
  if ((s.step === 'OFFER') !== (s.offer !== null)) out.push(`OFFER: ${s.offer !== null} at ${s.step}`);
  const o = s.offer;
  if (o) {
    if (!(o.remaining >= 1 && o.remaining <= o.count)) out.push(`OFFER: remaining ${o.remaining} of ${o.count}`);
    if (s.players[o.seller].holdings[o.company] < o.remaining) out.push(`OFFER: seller holds fewer than the ${o.remaining} on offer`);
    if (o.seller !== s.turn?.seat || s.turn.sold !== o.company) out.push('OFFER: not the turn seat\'s sale');
    if (o.candidates.length === 0 && !o.companyCandidate) out.push('OFFER: an open pass without candidates');
    if (o.candidates.includes(o.seller)) out.push('OFFER: the seller is a candidate');
  }
  return out;
}
