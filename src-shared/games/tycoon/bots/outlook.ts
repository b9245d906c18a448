/**
 * What a seat can expect of this year's closing prices, from what it may know: its own hand, the cards
 * revealed at E2 (exact once public), hand sizes, roles and prices. The cards it cannot see are dealt again
 * at random `samples` times among the other hands and the uncounted places (reserve, discarded hands); each
 * deal is tallied as the year end would: the Director withholds its worst card of the company (E1), the
 * Chairman strikes the worst counted one (E3), price = max(0, price + Σ counted), and every holder of Share
 * Suspended cards takes back the moves that hurt its public positions most (E5). Roles are assumed to play
 * long (they hold the most shares), except the seat itself, which plays its own exposure. With `infer`, each
 * deal is weighted by how well it fits the others' trades of the year (outlook of the hard bot).
 *
 * The sampled tallies are kept as price moves (not prices), so a dividend or buyback later in the year moves
 * the base and the same outlook still applies (`finalPrice`).
 */
import { cardIndex, cardOf } from '../data.ts';
import { COMPANY_IDS, type CompanyId, type TycoonState } from '../types.ts';
import { shuffle, type Rng } from '../../../rng.ts';

export type Outlook = {
  seat: number;
  samples: number;
  /** moves[c][i]: the company's move in sample i (counted Σ after powers and suspensions, before the 0 floor). */
  moves: Record<CompanyId, Float64Array>;
  /** Whether each company's move is already certain (all counted cards public: at E3 and after). */
  exact: boolean;
  /** Each sample's probability (Σ = 1): uniform, or weighted by what the others' positions suggest. */
  weight: Float64Array;
};

/**
 * How much more likely a seat's hand sum of a company has the sign its public position suggests (a call:
 * positive; a put or a short: negative) than the other sign. Rivals who trade on their hands give their
 * hands away; the hard bot reads that (`infer`), the medium bot does not.
 */
const SIGNAL_ODDS = 4;

type Signal = { slot: number; company: CompanyId; sign: number };

/** The others' option and short positions of this year, as signs of their hand sums. */
function signalsOf(s: TycoonState, slots: Slot[]): Signal[] {
  const out: Signal[] = [];
  const slotOf = new Map(slots.map((sl, j) => [sl.seat, j]));
  for (const x of s.options) {
    const j = slotOf.get(x.seat);
    if (j !== undefined) out.push({ slot: j, company: x.company, sign: x.kind === 'call' ? 1 : -1 });
  }
  for (const x of s.shorts) {
    const j = slotOf.get(x.seat);
    if (j !== undefined) out.push({ slot: j, company: x.company, sign: -1 });
  }
  // Trades of this year: at least one action per turn played so far, so a holding changed after
  // seq − turns played changed this year. Still holding: a buy (a good hand); holding nothing: a sale.
  const played = (s.txRound - 1) * s.order.length + s.turnPos;
  const since = s.seq - played;
  if (s.step === 'TURN' && played > 0) {
    for (const [seat, j] of slotOf) {
      for (const c of CI) {
        const at = s.companies[c].holdSince[seat];
        if (at === undefined || at <= since) continue;
        out.push({ slot: j, company: c, sign: s.players[seat].holdings[c] > 0 ? 1 : -1 });
      }
    }
  }
  return out;
}

function likelihood(hands: string[][], signals: Signal[]): number {
  let w = 1;
  for (const sig of signals) {
    let sum = 0;
    for (const id of hands[sig.slot]) {
      const card = cardOf(id)!;
      if (card.company === sig.company) sum += card.delta!;
    }
    const agree = sum * sig.sign;
    w *= agree > 0 ? SIGNAL_ODDS : agree === 0 ? Math.sqrt(SIGNAL_ODDS) : 1;
  }
  return w;
}

const CI = COMPANY_IDS;

/** The seat's net long exposure in shares per company: holdings + calls − puts − shorts. */
export function exposure(s: TycoonState, seat: number, c: CompanyId): number {
  let e = s.players[seat].holdings[c];
  for (const o of s.options) if (o.seat === seat && o.company === c) e += o.kind === 'call' ? o.qty : -o.qty;
  for (const sh of s.shorts) if (sh.seat === seat && sh.company === c) e -= sh.qty;
  return e;
}

type Slot = { seat: number; known: string[]; unknown: number };

/** Which hand cards of others the seat has seen (revealed at E2) and how many it has not. */
function slotsOf(s: TycoonState, seat: number, revealed: ReadonlySet<string>, pool: string[]): Slot[] {
  const slots: Slot[] = [];
  for (const other of s.order) {
    if (other === seat) continue;
    const known: string[] = [];
    let unknown = 0;
    for (const id of s.players[other].hand) {
      if (revealed.has(id)) known.push(id);
      else {
        unknown++;
        pool.push(id);
      }
    }
    slots.push({ seat: other, known, unknown });
  }
  return slots;
}

/** The public ids revealed this year end (all price cards of the hands except withheld ones). */
export function revealedCards(s: TycoonState): Set<string> {
  const out = new Set<string>();
  for (const r of s.yearEnd?.revealed ?? []) for (const id of r.cards) out.add(id);
  return out;
}

/** Whether the E1 withholds / E3 strikes are still to come this year. */
function pending(s: TycoonState): { withhold: boolean; strike: boolean } {
  const step = s.step;
  if (step === 'P1' || step === 'TURN') return { withhold: true, strike: true };
  if (step === 'E1') return { withhold: true, strike: true };
  if (step === 'E2' || step === 'E3') return { withhold: false, strike: true };
  return { withhold: false, strike: false };
}

/**
 * Samples the year's moves. `samples` deals of the unseen cards; with no unseen card that can be counted
 * (the reveal happened) one exact tally is enough.
 */
export function makeOutlook(s: TycoonState, seat: number, rng: Rng, samples: number, infer = false): Outlook {
  const revealed = revealedCards(s);
  const pool: string[] = [];
  const slots = slotsOf(s, seat, revealed, pool);
  for (const id of s.reserve) pool.push(id);
  for (const id of s.discarded ?? []) pool.push(id);
  // Canonical order first: where the view happened to put the unseen cards must not change the samples
  // (the bot's choices then depend on what it may know only, whatever the real hidden deal is).
  pool.sort((a, b) => cardIndex(a) - cardIndex(b));
  const unseenCounted = slots.reduce((n, sl) => n + sl.unknown, 0);
  const p = pending(s);
  // From E2 on every counted card is public (a hand's unrevealed cards are specials): one tally is exact.
  const exact = !p.withhold;
  const n = exact || unseenCounted === 0 ? 1 : samples;
  const moves = {} as Record<CompanyId, Float64Array>;
  for (const c of CI) moves[c] = new Float64Array(n);
  const mine = s.players[seat].hand;
  const myExposure = {} as Record<CompanyId, number>;
  for (const c of CI) myExposure[c] = exposure(s, seat, c);
  // Everyone's positions are public: what each seat would suspend at E5 follows from them.
  const exposures = new Map<number, Record<CompanyId, number>>();
  for (const x of s.order) {
    const e = {} as Record<CompanyId, number>;
    for (const c of CI) e[c] = exposure(s, x, c);
    exposures.set(x, e);
  }
  const hands: string[][] = slots.map(() => []);
  const work = pool.slice();
  const weight = new Float64Array(n).fill(1);
  const signals = infer && !exact ? signalsOf(s, slots) : [];
  // After the E4 tally the year's move is in the price already.
  const tallied = s.step === 'E4' || s.step === 'E5' || s.step === 'E8' || s.step === 'E9' || s.step === 'GAME_OVER';
  for (let i = 0; i < n && !tallied; i++) {
    if (n > 1) shuffle(rng, work);
    let k = 0;
    for (let j = 0; j < slots.length; j++) {
      const h = hands[j];
      h.length = 0;
      for (const id of slots[j].known) h.push(id);
      if (exact) continue;
      for (let u = 0; u < slots[j].unknown; u++) h.push(work[k++]);
    }
    tally(s, seat, mine, slots, hands, myExposure, p, moves, i);
    if (!exact) suspendInSample(s, seat, mine, slots, hands, exposures, moves, i);
    if (signals.length > 0) weight[i] = likelihood(hands, signals);
  }
  let total = 0;
  for (let i = 0; i < n; i++) total += weight[i];
  for (let i = 0; i < n; i++) weight[i] /= total;
  return { seat, samples: n, moves, exact, weight };
}

/**
 * E5 in one deal: each seat holding Share Suspended cards (in `order`) takes back the tally of the
 * companies whose move hurts its positions most, one per card, each company once. Falls of widely held
 * companies get cancelled more often than rises: shorts and puts are worth less than the tally alone says.
 */
function suspendInSample(
  s: TycoonState, seat: number, mine: readonly string[], slots: Slot[], hands: string[][],
  exposures: Map<number, Record<CompanyId, number>>, moves: Record<CompanyId, Float64Array>, i: number,
): void {
  const done = new Set<CompanyId>();
  for (const x of s.order) {
    const j = x === seat ? -1 : slots.findIndex((sl) => sl.seat === x);
    const hand = j < 0 ? mine : hands[j];
    let cards = 0;
    for (const id of hand) if (cardOf(id)!.kind === 'SUSP') cards++;
    if (cards === 0) continue;
    const e = exposures.get(x)!;
    for (let k = 0; k < cards; k++) {
      let best: CompanyId | null = null;
      let gain = 0;
      for (const c of CI) {
        if (done.has(c) || s.companies[c].suspended) continue;
        const price = s.companies[c].price;
        const g = e[c] * (price - Math.max(0, price + moves[c][i]));
        if (g > gain) {
          gain = g;
          best = c;
        }
      }
      if (best === null) break;
      done.add(best);
      moves[best][i] = 0;
    }
  }
}

/** One deal's counted Σ per company, with the powers still to come played as the header says. */
function tally(
  s: TycoonState, seat: number, mine: readonly string[], slots: Slot[], hands: string[][],
  myExposure: Record<CompanyId, number>, p: { withhold: boolean; strike: boolean },
  moves: Record<CompanyId, Float64Array>, i: number,
): void {
  const sum = { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 } as Record<CompanyId, number>;
  // Worst (most negative) and best counted card per company, for the Chairman's strike.
  const worst = { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 } as Record<CompanyId, number>;
  const best = { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 } as Record<CompanyId, number>;
  const addHand = (owner: number, cards: readonly string[]) => {
    // The Director's withhold: its own worst card (or, for this seat when short, its best).
    let withheld: string | null = null;
    if (p.withhold) {
      for (const c of CI) {
        if (s.companies[c].director !== owner) continue;
        const long = owner !== seat || myExposure[c] >= 0;
        let pickD = 0;
        for (const id of cards) {
          const card = cardOf(id)!;
          if (card.company !== c) continue;
          if (long ? card.delta! < pickD : card.delta! > pickD) {
            pickD = card.delta!;
            withheld = id;
          }
        }
      }
    }
    for (const id of cards) {
      const card = cardOf(id)!;
      if (card.kind !== 'price' || id === withheld) continue;
      const c = card.company!;
      sum[c] += card.delta!;
      if (card.delta! < worst[c]) worst[c] = card.delta!;
      if (card.delta! > best[c]) best[c] = card.delta!;
    }
  };
  addHand(seat, mine);
  for (let j = 0; j < slots.length; j++) addHand(slots[j].seat, hands[j]);
  for (const c of CI) {
    let m = sum[c];
    const chair = s.companies[c].chairman;
    if (p.strike && chair !== undefined) {
      const long = chair !== seat || myExposure[c] >= 0;
      m -= long ? worst[c] : best[c];
    }
    moves[c][i] = m;
  }
}

/** The company's closing price in sample i, from today's price (the E4 floor at 0). */
export function finalPrice(s: TycoonState, o: Outlook, c: CompanyId, i: number): number {
  const f = s.companies[c].price + o.moves[c][i];
  return f < 0 ? 0 : f;
}

export type Stats = { mean: number; up: number; down: number; low: number; high: number };

/** E[close], E[max(0, close − strike)], E[max(0, strike − close)] and the 10th/90th percentile of the close. */
export function statsOf(s: TycoonState, o: Outlook, c: CompanyId, strike = s.companies[c].price): Stats {
  let mean = 0;
  let up = 0;
  let down = 0;
  const closes: { f: number; w: number }[] = [];
  for (let i = 0; i < o.samples; i++) {
    const f = finalPrice(s, o, c, i);
    const w = o.weight[i];
    mean += w * f;
    if (f > strike) up += w * (f - strike);
    else down += w * (strike - f);
    closes.push({ f, w });
  }
  closes.sort((a, b) => a.f - b.f);
  const quantile = (q: number) => {
    let acc = 0;
    for (const x of closes) {
      acc += x.w;
      if (acc >= q) return x.f;
    }
    return closes[closes.length - 1].f;
  };
  return { mean, up, down, low: quantile(0.1), high: quantile(0.9) };
}

/**
 * Medium's simpler view of the year: one "sample" holding the expected move when the others' hands and the
 * reserve are taken to net to 0, i.e. the seat's own hand sum, with its own powers played (as Director it
 * withholds its worst card; as Chairman it strikes the worst card it knows of, its own). No spread, so an
 * option is worth its expected intrinsic value only. From E2 on, when the counted cards are public, it is
 * the exact tally like the full outlook's.
 */
export function pointOutlook(s: TycoonState, seat: number, rng: Rng): Outlook {
  if (!pending(s).withhold) return makeOutlook(s, seat, rng, 1);
  const moves = {} as Record<CompanyId, Float64Array>;
  for (const c of CI) {
    let sum = 0;
    let worst = 0;
    for (const id of s.players[seat].hand) {
      const card = cardOf(id)!;
      if (card.company !== c) continue;
      sum += card.delta!;
      if (card.delta! < worst) worst = card.delta!;
    }
    const co = s.companies[c];
    if (co.director === seat || co.chairman === seat) sum -= worst;
    moves[c] = new Float64Array([sum]);
  }
  return { seat, samples: 1, moves, exact: false, weight: new Float64Array([1]) };
}
