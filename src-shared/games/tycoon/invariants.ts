/**
 * Broken invariants of a state (empty when sound): §5's invariants plus the engine's own bookkeeping. The fuzz
 * checks every accepted action against them.
 */
import { isChairmanEligible, selectRoles } from './control.ts';
import { deckSize, isDeckCard, SHORT_CAP, VARIANTS } from './data.ts';
import { orderFrom } from './order.ts';
import { COMPANY_IDS, type TycoonState } from './types.ts';

const YEAR_STEPS = new Set(['TURN', 'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E9']);

export function checkInvariants(s: TycoonState): string[] {
  const out: string[] = [];
  const n = s.config.players;
  const v = VARIANTS[s.config.variant];
  const lastYearEnd = s.year === s.config.years && (s.step === 'E8' || s.step === 'E9' || s.step === 'GAME_OVER');
  for (let seat = 0; seat < n; seat++) {
    const p = s.players[seat];
    if (!Number.isSafeInteger(p.cash)) out.push(`CASH: seat ${seat} has cash ${p.cash}`);
    else if (p.active && p.cash < 0 && s.step !== 'E8' && s.step !== 'E9' && !lastYearEnd) out.push(`CASH: seat ${seat} has negative cash ${p.cash} at ${s.step}`);
    if (!p.active && (p.cash !== 0 || p.hand.length > 0 || p.debt || COMPANY_IDS.some((id) => p.holdings[id] !== 0))) out.push(`ELIMINATED: seat ${seat} still holds cash, cards, debt or shares`);
    if (p.active !== (p.eliminatedSeq === undefined)) out.push(`ELIMINATED: seat ${seat} active ${p.active} with eliminatedSeq ${p.eliminatedSeq}`);
    if (p.debt && !(Number.isSafeInteger(p.debt.amount) && p.debt.amount > 0)) out.push(`DEBT: seat ${seat} owes ${p.debt.amount}`);
    for (const id of COMPANY_IDS) {
      const h = p.holdings[id];
      if (!Number.isSafeInteger(h) || h < 0 || h % 1000 !== 0) out.push(`HOLDING: seat ${seat} holds ${h} ${id}`);
    }
  }
  for (const id of COMPANY_IDS) {
    const c = s.companies[id];
    let held = 0;
    for (let seat = 0; seat < n; seat++) held += s.players[seat].holdings[id];
    if (c.supply + held !== c.outstanding) out.push(`SHARES: ${id} supply ${c.supply} + held ${held} ≠ outstanding ${c.outstanding}`);
    if (c.outstanding > v.shares || c.outstanding <= 0 || c.supply < 0 || c.outstanding % 1000 !== 0) out.push(`SHARES: ${id} outstanding ${c.outstanding}, supply ${c.supply}`);
    if (!Number.isSafeInteger(c.price) || c.price < 0) out.push(`PRICE: ${id} at ${c.price}`);
    if (![5, 10, 15].includes(c.premiumPct)) out.push(`PREMIUM: ${id} at ${c.premiumPct}%`);
    let shorts = 0, options = 0;
    for (const sh of s.shorts) if (sh.company === id) shorts += sh.qty;
    for (const o of s.options) if (o.company === id) options += o.qty;
    // Shorts settle at E7 and options at E8, while their yearly counters last until E10.
    const settled = s.step === 'E8' || s.step === 'E9';
    if ((settled ? shorts !== 0 : shorts !== c.shortTotal) || c.shortTotal > SHORT_CAP) out.push(`SHORTS: ${id} open ${shorts}, shortTotal ${c.shortTotal}`);
    if (settled ? options !== 0 : options !== c.optionsWritten) out.push(`OPTIONS: ${id} open ${options}, written ${c.optionsWritten}`);
    // §10: chairSince set exactly for eligible active seats, and the stored roles are the ones §10 selects.
    for (let seat = 0; seat < n; seat++) {
      const eligible = s.players[seat].active && isChairmanEligible(s, s.players[seat].holdings[id], c.outstanding);
      if (eligible !== (c.chairSince[seat] !== null)) out.push(`CONTROL: ${id} seat ${seat} chairSince ${c.chairSince[seat]} but eligible ${eligible}`);
    }
    const roles = selectRoles(s, id);
    if ((c.chairman ?? null) !== roles.chairman || (c.director ?? null) !== roles.director) {
      out.push(`CONTROL: ${id} chairman ${c.chairman} director ${c.director}, expected ${roles.chairman} / ${roles.director}`);
    }
  }
  for (const sh of s.shorts) {
    let mine = 0;
    for (const o of s.shorts) if (o.seat === sh.seat && o.company === sh.company) mine += o.qty;
    if (mine > SHORT_CAP) out.push(`SHORTS: seat ${sh.seat} is short ${mine} ${sh.company}`);
  }
  // history: start price + one close per recorded year; the current year is recorded only once the game is over.
  const recorded = s.history.ATL.length - 1;
  for (const id of COMPANY_IDS) {
    const len = s.history[id].length;
    if (len - 1 !== recorded || !(recorded === s.year - 1 || (recorded === s.year && s.step === 'GAME_OVER'))) out.push(`HISTORY: ${id} has ${len} entries in year ${s.year}`);
  }
  // Turn order: the active seats from the dealer button.
  const expected = orderFrom(s.dealer, s.players, n);
  if (expected.join() !== s.order.join()) out.push(`ORDER: ${s.order.join()} but active seats from dealer ${s.dealer} give ${expected.join()}`);
  if (s.step === 'TURN' && !(s.turnPos >= 0 && s.turnPos < s.order.length)) out.push(`TURN: turnPos ${s.turnPos} outside the order`);
  // Cards: while a year runs, hands + played + reserve + withheld + struck + discarded are the whole deck once.
  if (YEAR_STEPS.has(s.step) || (s.step === 'GAME_OVER' && recorded < s.year)) {
    const all: string[] = [...s.reserve, ...s.withheld, ...s.struck, ...s.discarded];
    for (let seat = 0; seat < n; seat++) all.push(...s.players[seat].hand, ...s.players[seat].played);
    const unique = new Set(all);
    if (all.length !== deckSize(s.config.variant) || unique.size !== all.length || !all.every((id) => isDeckCard(s.config.variant, id))) {
      out.push(`CARDS: ${all.length} cards (${unique.size} distinct) in play, deck of ${deckSize(s.config.variant)}`);
    }
  }
  // Windows belong to their steps.
  const w = s.window;
  const kindFor: Record<string, string | undefined> = { P1: 'premium', E1: 'withhold', E3: 'strike', E5: 'suspend', E9: 'cover' };
  if (s.step === 'TURN') {
    if (w && w.kind !== 'buyback' && w.kind !== 'settle') out.push(`WINDOW: ${w.kind} open during a turn`);
  } else if (kindFor[s.step] !== undefined) {
    if (!w || w.kind !== kindFor[s.step]) out.push(`WINDOW: step ${s.step} without its window`);
  } else if (w) out.push(`WINDOW: ${w.kind} open at ${s.step}`);
  if (s.step === 'GAME_OVER' && !s.result) out.push('RESULT: game over without a result');
  return out;
}
