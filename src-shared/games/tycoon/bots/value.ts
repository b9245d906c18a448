/**
 * Money values the medium and hard bots share: what a seat's position is worth at this year's close under
 * an outlook, the currency effect on its cash, and what holding a Chairman's or Director's seat is worth in
 * the years still to come. All in dollars, so an action's score is its expected gain.
 */
import { cardOf, VARIANTS } from '../data.ts';
import { COMPANY_IDS, type CompanyId, type TycoonState } from '../types.ts';
import { finalPrice, type Outlook } from './outlook.ts';

/**
 * A Chairman's strike each year removes the worst counted card: about this much per share, per company
 * (the mean worst card of ~2/3 of the company's cards, from its deck). A Director withholds its own worst
 * card only when it holds one, so its seat is worth less (DIRECTOR_SHARE of it).
 */
const STRIKE_GAIN: Record<CompanyId, number> = { ATL: 6, TTN: 10, GLB: 10, OMG: 13, VTC: 17, NOV: 20 };
const DIRECTOR_SHARE = 0.4;
/** Future years count less: hands, roles and rivals change (a seat may be lost to a bigger holder). */
const FUTURE_YEARS_CAP = 3;
const FUTURE_DISCOUNT = 0.5;

/** 0.1 × (CURUP − CURDOWN) in the seat's hand: what E6 adds to (positive) cash, as a fraction. */
export function currencyRate(s: TycoonState, seat: number): number {
  let k = 0;
  for (const id of s.players[seat].hand) {
    const kind = cardOf(id)!.kind;
    if (kind === 'CURUP') k++;
    else if (kind === 'CURDOWN') k--;
  }
  return k / 10;
}

function yearsAfterThis(s: TycoonState): number {
  return Math.max(0, s.config.years - s.year);
}

/** The role the seat would hold in the company with `holding` shares, others' holdings as they are. */
export function roleWith(s: TycoonState, seat: number, c: CompanyId, holding: number, outstanding = s.companies[c].outstanding): 'chairman' | 'director' | null {
  const v = VARIANTS[s.config.variant];
  const co = s.companies[c];
  if (co.chairman === seat && 100 * holding >= v.chairmanPct * outstanding) return 'chairman';
  const otherChair = co.chairman !== undefined && co.chairman !== seat && 100 * s.players[co.chairman].holdings[c] >= v.chairmanPct * outstanding;
  if (!otherChair && 100 * holding >= v.chairmanPct * outstanding) return 'chairman';
  if (100 * holding < v.directorPct * outstanding) return null;
  let rival = 0;
  for (const o of s.order) if (o !== seat && o !== co.chairman) rival = Math.max(rival, s.players[o].holdings[c]);
  return holding > rival ? 'director' : null;
}

/** What a role in the company is worth to the seat over the years after this one (and this one, if `now`). */
export function roleValue(s: TycoonState, c: CompanyId, role: 'chairman' | 'director' | null, holding: number, now: boolean): number {
  if (role === null) return 0;
  const years = Math.min(FUTURE_YEARS_CAP, yearsAfterThis(s)) * FUTURE_DISCOUNT + (now ? 1 : 0);
  const perShare = STRIKE_GAIN[c] * (role === 'chairman' ? 1 : DIRECTOR_SHARE);
  return holding * perShare * years;
}

/**
 * E over the outlook of the seat's positions in one company at the close (holdings at the close, options'
 * and shorts' settlements), with the price moved by `shift` now (a dividend or a buyback).
 */
export function positionValue(s: TycoonState, o: Outlook, seat: number, c: CompanyId, shift = 0): number {
  const h = s.players[seat].holdings[c];
  const options = s.options.filter((x) => x.seat === seat && x.company === c);
  const shorts = s.shorts.filter((x) => x.seat === seat && x.company === c);
  let total = 0;
  for (let i = 0; i < o.samples; i++) {
    const f = shift === 0 ? finalPrice(s, o, c, i) : Math.max(0, s.companies[c].price + shift + o.moves[c][i]);
    let v = h * f;
    for (const x of options) if (x.kind === 'call' ? f > x.strike : f < x.strike) v += Math.abs(f - x.strike) * x.qty;
    for (const x of shorts) v += (x.entry - f) * x.qty;
    total += v * o.weight[i];
  }
  return total;
}

/**
 * The seat's wealth at this year's close in each sample of the outlook (cash after E6, holdings at the
 * sampled close, shorts and options settled, deferred debt subtracted): the joint distribution the hard bot
 * weighs its choices with.
 */
export function wealthSamples(s: TycoonState, o: Outlook, seat: number): Float64Array {
  const p = s.players[seat];
  // Only the outlook's own seat knows its currency cards; the others' are taken to cancel out.
  const rate = seat === o.seat ? currencyRate(s, seat) : 0;
  const base = (p.cash > 0 ? p.cash * (1 + rate) : p.cash) - (p.debt ? p.debt.amount : 0);
  const out = new Float64Array(o.samples).fill(base);
  for (const c of COMPANY_IDS) {
    const h = p.holdings[c];
    for (let i = 0; i < o.samples; i++) out[i] += h * finalPrice(s, o, c, i);
  }
  for (const x of s.options) {
    if (x.seat !== seat) continue;
    for (let i = 0; i < o.samples; i++) {
      const f = finalPrice(s, o, x.company, i);
      if (x.kind === 'call' ? f > x.strike : f < x.strike) out[i] += Math.abs(f - x.strike) * x.qty;
    }
  }
  for (const x of s.shorts) {
    if (x.seat !== seat) continue;
    for (let i = 0; i < o.samples; i++) out[i] += (x.entry - finalPrice(s, o, x.company, i)) * x.qty - x.accrued;
  }
  return out;
}
