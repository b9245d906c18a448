/** Setup (§6) and the yearly deal (P2, §2.4, T-D04). */
import { emit, type Ctx } from './ctx.ts';
import { canonicalDeck, COMPANIES, DEFAULT_PREMIUM, handSize, VARIANTS } from './data.ts';
import { orderFrom } from './order.ts';
import { randInt, shuffleInPlace } from '../../mulberry32.ts';
import { COMPANY_IDS, type CompanyId, type CompanyState, type PlayerState, type TycoonConfig, type TycoonState } from './types.ts';

function zeroHoldings(): Record<CompanyId, number> {
  return { ATL: 0, TTN: 0, GLB: 0, OMG: 0, VTC: 0, NOV: 0 };
}

/** §6 steps 2–4: seats, companies and the starting dealer (the first PRNG draw). Year 1, before the deal. */
export function createState(config: TycoonConfig): TycoonState {
  const v = VARIANTS[config.variant];
  const n = config.players;
  const players: Record<string, PlayerState> = {};
  for (let seat = 0; seat < n; seat++) {
    players[seat] = { cash: v.startingCash, holdings: zeroHoldings(), hand: [], played: [], active: true };
  }
  const companies = {} as Record<CompanyId, CompanyState>;
  const history = {} as Record<CompanyId, number[]>;
  for (const id of COMPANY_IDS) {
    const chairSince: Record<string, number | null> = {};
    const holdSince: Record<string, number> = {};
    for (let seat = 0; seat < n; seat++) { chairSince[seat] = null; holdSince[seat] = 0; }
    companies[id] = {
      price: COMPANIES[id].startPrice, outstanding: v.shares, supply: v.shares, premiumPct: DEFAULT_PREMIUM,
      firstBuyDone: false, optionsWritten: 0, shortTotal: 0, suspended: false, chairSince, holdSince,
    };
    history[id] = [COMPANIES[id].startPrice];
  }
  const [dealer, rng] = randInt(config.seed >>> 0, n);
  return {
    config: { ...config },
    rng,
    seq: 0,
    year: 1,
    step: 'TURN',
    txRound: 1,
    turnPos: 0,
    dealer,
    order: orderFrom(dealer, players, n),
    players,
    companies,
    reserve: [],
    shorts: [],
    options: [],
    rightsWindows: [],
    rightsCounter: 0,
    history,
    withheld: [],
    struck: [],
    roundPasses: [],
    discarded: [],
    windowCounter: 0,
    yearEnd: null,
  };
}

/**
 * P2: a fresh deck in canonical order, shuffled (the second draw point), dealt round-robin in turn order from
 * the first player; the undealt rest is the hidden reserve. Per-year counters were reset at E10.
 */
export function deal(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, 'STEP_STARTED', { step: 'P2', year: s.year });
  const deck = canonicalDeck(s.config.variant);
  s.rng = shuffleInPlace(deck, s.rng);
  const n = s.order.length;
  const h = handSize(deck.length, n);
  for (const seat of s.order) { s.players[seat].hand = []; s.players[seat].played = []; }
  for (let i = 0; i < h * n; i++) s.players[s.order[i % n]].hand.push(deck[i]);
  s.reserve = deck.slice(h * n);
  s.withheld = [];
  s.struck = [];
  s.discarded = [];
  s.yearEnd = null;
  emit(ctx, 'DEALT', { year: s.year, dealer: s.dealer, order: [...s.order], handSize: h, reserveSize: s.reserve.length });
  for (const seat of s.order) emit(ctx, 'HAND_DEALT', { seat, cards: [...s.players[seat].hand] }, [seat]);
}
